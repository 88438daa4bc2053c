package facts

import (
	"fmt"
	"strings"
)

// HostResultFact is attached to a function that parses one of its
// string parameters as a URL (url.Parse) and returns the URL's Host,
// Hostname() or Port(), as a result or as a string field of the struct
// it returns, reading the URL for nothing else but its scheme, path and
// user: a parser of bind addresses.
//
//	func BindAddress(s string) (Address, error) {
//		u, err := url.Parse(s)
//		...
//		return Address{Host: u.Host, Scheme: u.Scheme}, nil
//	}
//
// A caller that gives what the result carries to a listener alone (see
// ListenFact) parses no request: in "http://" + ":8008" the empty host
// names every interface, and is no error.
type HostResultFact struct {
	Param  int // the parameter parsed, receiver excluded
	Result int // the result that carries the host
	Field  int // the index of the field of the result's struct type that carries it; -1: the result itself
}

func (*HostResultFact) AFact() {}

func (f *HostResultFact) String() string {
	return fmt.Sprintf("urlHostResult(%d→%s)", f.Param, carrierName(f.Result, f.Field))
}

// ListenFact is attached to a function that gives an address one of its
// parameters (or its receiver) carries to a listener (net.Listen,
// http.Server{Addr: …}) and reads it for nothing that sends it (a
// request, a dial, a URL of its own); or, for a method, that reads the
// address its receiver carries for nothing at all but comparisons and
// log lines (func (a Address) Enabled() bool { return a.Host != "" });
// or that gives the address a string parameter holds to a dialer or a
// request (net.Dial, http.Get): that address is a client's.
// An address is carried by a string parameter itself, by the Host,
// Hostname() and Port() of a url.URL, or by a string field of a struct:
//
//	func Serve(a config.Address, h http.Handler) error {
//		return http.ListenAndServe(a.Host, h)
//	}
//
// lets a caller's config.BindAddress("http://" + ":8008") (see
// HostResultFact) whose result is handed to Serve take the empty host
// for every interface.
type ListenFact struct {
	Params []ListenParam
}

// A ListenParam is a parameter of a function with a ListenFact.
type ListenParam struct {
	Index   int  // the parameter, receiver excluded; -1: the receiver
	Field   int  // the index of the field of its struct type that carries the address; -1: the parameter itself, or a url.URL's host
	Listens bool // the address reaches a listener; if neither, it is only compared or shown
	Dials   bool // the address reaches a dialer or a request: a client's
}

func (*ListenFact) AFact() {}

func (f *ListenFact) String() string {
	var b strings.Builder
	b.WriteString("urlListen(")
	for i, p := range f.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		use := "read"
		switch {
		case p.Listens:
			use = "listen"
		case p.Dials:
			use = "dial"
		}
		fmt.Fprintf(&b, "%s:%s", carrierName(p.Index, p.Field), use)
	}
	b.WriteString(")")
	return b.String()
}

// Lookup returns the entry of parameter index whose address is carried
// by field (-1: the parameter itself).
func (f *ListenFact) Lookup(index, field int) (ListenParam, bool) {
	for _, p := range f.Params {
		if p.Index == index && p.Field == field {
			return p, true
		}
	}
	return ListenParam{}, false
}

// carrierName names the value at index (a result or a parameter, -1 the
// receiver) or its field: "0", "0.1", "recv.0".
func carrierName(index, field int) string {
	s := fmt.Sprint(index)
	if index < 0 {
		s = "recv"
	}
	if field >= 0 {
		s += fmt.Sprintf(".%d", field)
	}
	return s
}

// PackageListensFact is a package fact: the package exports Count
// ListenFacts, so an importer that imports no package of listeners or
// sinks is still read for the functions that pass an address on to
// them.
type PackageListensFact struct{ Count int }

func (*PackageListensFact) AFact() {}

func (f *PackageListensFact) String() string { return fmt.Sprintf("urlListens(%d)", f.Count) }
