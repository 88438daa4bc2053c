// Package rfc validates URL strings against strict readings of the URL
// grammars: RFC 3986 (the default), RFC 2396, and RFC 1738 with RFC 1808 for
// relative references, plus the scheme grammars of RFC 1738 and the host and
// port rules of the schemes that need a network host.
//
// Unlike net/url, which accepts many broken strings and stops at the first
// error, Check reports every violation in a string, each with its exact byte
// range, the rule as the RFC names it, the RFC section, a message, and a
// replacement where the fix is safe (percent-encoding, %25, IDNA A-labels).
//
// The package has no dependency on go/analysis: the analyzer, the command
// line and any other program can call it.
package rfc
