package sinks

import "github.com/urlvet/urlvet/rfc"

// A Param is what a sink does with one of its URL parameters, or URL
// fields: what the text must be and how the sink reads it. It is the one
// record of a sink's properties: the standard rows (Arg), the catalogue
// (Entry), the -sinks entries (Sink) and the facts of wrappers and field
// sinks embed it, so a property added here reaches all of them. The facts
// that embed it are gob-encoded: its fields stay exported and plain.
type Param struct {
	Target      rfc.Target // what the argument must be
	Variadic    bool       // the parameter and every later argument
	Credentials bool       // a password: any constant is reported
	OriginForm  bool       // a path starting with "/" is also accepted (a request for a handler)
	Params      bool       // "{name}" is a path parameter filled in at run time: a hole
	ColonParams bool       // so is a path segment ":name" (gentleman's Param)
	Conditional bool       // a wrapper that returns early on some values of the argument, such as ""
	Prefixed    bool       // a wrapper that passes the argument after a prefix not known here (c.base + path)
	Format      bool       // a wrapper that formats the argument with the arguments after it (fmt.Sprintf(tmpl, args...))
	Drivers     []string   // a sink only when argument DriverArg is one of these constants: sql.Open's driver names, http.Header.Set's "Location"
	DriverArg   int        // with Drivers, the index of the argument that names the driver or the key (sqlx.ConnectContext: 1)
	Keywords    []string   // whole values the library reads as settings, not URLs ("" for unset): not checked
	Schemes     []string   // the only schemes the sink accepts (lower case), when it has such a list
	Rejects     Rejection  // the URLs a standard sink refuses (for url.JoinPath: its base)
	// Decoded marks a field that holds its text decoded, which the
	// URL's String method escapes (url.URL's Host, Path and Fragment).
	Decoded bool
	// HostPortMisread marks a parser that reads a bare host:port
	// ("localhost:8080") as a scheme and opaque text, with no host.
	HostPortMisread bool
	// AgainstBase marks a reference resolved against the receiver, a
	// base URL ((*url.URL).Parse): what it resolves to is checked too.
	AgainstBase bool
	// Parses marks a function that returns the *url.URL it parses from
	// the argument (url.Parse): the URL a variable set by it holds is the
	// argument's.
	Parses bool
	// Location marks a redirect target: a reference a browser resolves
	// against the request's URL, path and all.
	Location bool
	// EscapesNonASCII marks a sink that writes each byte of the text
	// outside ASCII as a %XX escape before the URL leaves the program
	// (http.Redirect's Location header): a letter of another script
	// needs no escaping by the caller there, in any component.
	EscapesNonASCII bool
	// FileToo marks a wrapper that sends the argument to a client only
	// when its scheme names HTTP and serves other schemes (a file URL)
	// itself: a path join given to it breaks only a URL's host, so it is
	// judged when its first element is a URL by name or value.
	FileToo bool
}

// Need returns what a field read at this sink must hold, as a field
// sink's fact records it (facts.FieldSinkFact): the target, and whether a
// path for a handler or path parameters are accepted. The rest describes
// the call, not the text a field gives it.
func (p Param) Need() Param {
	return Param{Target: p.Target, OriginForm: p.OriginForm, Params: p.Params}
}
