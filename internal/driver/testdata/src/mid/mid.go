// Package mid reaches api.Get through lib's fact: a wrapper of a wrapper.
package mid

import "lib"

func Load(raw string) { lib.Fetch(raw) }
