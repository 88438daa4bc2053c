// Package allowlist judges the string tests that code applies to a URL,
// a host name or a redirect target before it trusts it: a prefix, a
// suffix, a substring or a regular expression. For each weak test it
// builds an input that passes the test and yet names another site, and
// runs the test on it, so that every flaw it reports comes with a bypass
// that was proved rather than assumed.
//
// The package knows nothing of Go syntax: the check that finds the tests
// in code, and the sinks they guard, gives it the test's operator, what
// the tested string holds and the constant. It reads registrable domains
// with golang.org/x/net/publicsuffix, so that "apixexample.com" counts as
// another site than "api.example.com" while "a.example.com" does not.
package allowlist
