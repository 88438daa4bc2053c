// Package usebroken imports a package with a type error.
package usebroken

import "broken"

var M = broken.N
