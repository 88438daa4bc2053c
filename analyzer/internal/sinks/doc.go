// Package sinks is urlvet's knowledge of where URLs go: the URL
// parameters of the standard library (Std) and of the client libraries of
// the catalogue (Catalog), the string fields of net/url.URL (URLFields),
// and the sinks users add with -sinks or the golangci-lint settings
// (Sink, Parse). Sinks are keyed by FuncKey: "pkgpath.Func" or
// "pkgpath.Type.Method".
//
// It is also the knowledge of the functions text passes through (Func,
// FuncOf; flow adds the rows of those it evaluates): what each does to
// its argument, one property a meaning (Escapes, SplitsAt, Cleans,
// HostPort, ...). The checks and value flow ask a row for a property and
// compare no function's name, so teaching urlvet a function is its row,
// and a new property is a field here, set on the rows it holds for.
package sinks
