// Package analyzer defines an Analyzer that reports URL string constants
// that break the URL grammars of package rfc where they reach a URL sink:
// the parsers of net/url, the client calls and request constructors of
// net/http, http.Redirect, httptest.NewRequest, url.URL fields, and any
// function that passes a string parameter on to one of those.
//
// # Analyzer urlvet
//
// urlvet: report URL constants that break RFC 3986, RFC 2396 or RFC 1738
//
// Constants reach a sink as literals, named constants (from any package),
// constant expressions, concatenations and local values; each is checked
// against the grammar of the selected RFC and against what the sink
// requires, and each problem is reported at the exact characters inside the
// literal, with a suggested fix where one is safe.
package analyzer
