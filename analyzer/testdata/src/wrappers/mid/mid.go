package mid // want package:`urlWrappers\(1\)`

import "wrappers/lib"

// Load reaches http.Get through lib.Fetch.
func Load(u string) { // want Load:`urlWrapper\(0→http\.Get:http\)`
	lib.Fetch(u)
}

func local() {
	get := func(u string) { lib.Fetch(u) }
	get("http://example.com/a b") // want `mid\.get: .*pchar`
}
