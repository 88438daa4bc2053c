package sinks

import "github.com/urlvet/urlvet/rfc"

// What a sink needs of the text it is given, read against the guarantees
// of the functions that made the text (Func.NoAuthority, Func.OSPath).

// NeedsHost reports whether the sink needs the argument, as passed, to be
// an absolute URL with a host: a client sends it with no base to resolve
// it against, and no prefix is written before it. A sink that also takes
// a path alone (OriginForm: a request built for a handler) needs a host
// only where the request is sent, which the caller decides.
func (a Arg) NeedsHost() bool {
	return a.Target == rfc.HTTP && a.Prefix == "" && !a.Prefixed && !a.Format && !a.HostLater && !a.Credentials
}

// NeedsURLPath reports whether the sink takes the path of a URL, whose
// separator is '/' on every system and whose trailing '/' is meaningful:
// url.URL's Path and RawPath, a redirect target.
func (a Arg) NeedsURLPath() bool {
	return a.Target == rfc.DecodedPath || a.Target == rfc.RawPath || a.Location
}
