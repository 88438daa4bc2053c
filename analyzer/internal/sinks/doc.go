// Package sinks is urlvet's knowledge of where URLs go: the URL
// parameters of the standard library (Std) and of the client libraries of
// the catalogue (Catalog), the string fields of net/url.URL (URLFields),
// and the sinks users add with -sinks or the golangci-lint settings
// (Sink, Parse). Sinks are keyed by FuncKey: "pkgpath.Func" or
// "pkgpath.Type.Method".
package sinks
