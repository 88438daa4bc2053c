// Package use has a finding through each fact of lib and mid, and two
// that value flow finds within the package: each line marked "finding".
package use

import (
	"api"
	"lib"
	"mid"
)

func use(c *lib.Client, host string, debug bool) {
	lib.Fetch("http://example.com/e f") // finding: WrapperFact of a function
	c.Fetch("/g h")                     // finding: WrapperFact of a method
	lib.Open("http://example.com/i j")  // finding: WrapperFact of a variable
	mid.Load("http://example.com/k l")  // finding: WrapperFact from a WrapperFact
	api.Get(lib.Base)                   // finding: a constant of another package
	api.Get(lib.Endpoint(host))         // finding: ResultsFact
	api.Get(lib.DefaultConfig.BaseURL)  // finding: VarFieldsFact
	api.Get("http://example.com/q%20r") // valid

	u := "http://example.com/m n" // finding: value flow
	if debug {
		u = "http://example.com/o p" // finding: value flow
	}
	api.Get(u)
}
