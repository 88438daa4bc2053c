// Package main cannot be imported: its exported constants have no uses
// in other packages, and keep their fix.
package main

import "net/url"

const Exported = "http://example.com/a b" // want `url\.Parse: .*pchar\)$`

func main() { url.Parse(Exported) }
