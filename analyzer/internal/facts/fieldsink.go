package facts

import (
	"fmt"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
)

// FieldSinkFact is attached to an exported string field of a struct type
// that reaches a URL sink the way a wrapper's parameter does (see
// WrapperFact): every read of the field in its package is the whole
// argument of a sink, all of the same requirements, and each of those
// calls runs on every normal path through its function (reachesAlways).
// The packages that write the field (the declaring one, its importers,
// their tests) then check each constant they write into it, at the write,
// as the sink would check it:
//
//	type Config struct{ Endpoint string }
//	func (c *Client) Ping() { http.Get(c.cfg.Endpoint) }
//
// makes lib.Config{Endpoint: "http://a b/"} in any importer a finding.
//
// Sinks with different requirements give the field the weaker one that
// all of them imply (weakerNeed), and a copy into another field sink
// (fieldCopy) counts as a read at its sinks. A field read any other way
// (printed, compared with a constant other than "", passed to another
// function, its address taken, rewritten from itself, used as a route or
// a file path), or read at a sink only under a condition or after an
// early return testing something other than an error or the field
// itself, or at sinks whose requirements imply no common one, holds more
// than this URL on some path, and gets no fact, as a function using its
// parameter only on some paths is no wrapper (nats-server's pollConnz).
//
// An exported carrier of such a field (a function whose result is the
// field's value, perhaps followed by a path: see findCarriers) gets the
// field's fact too, so that an importer's sink reaching its result is
// checked where the field is written.
type FieldSinkFact struct {
	Type   string // the struct type's name, for messages
	Sink   string // a sink the field reaches, as sinks.FuncKey names it
	Prefix bool   // some sink gets the field followed by a constant path or query: x.F + "/v1"
	Slash  bool   // on some path, what follows starts with '/': a trailing '/' of the field makes "//"
	// Param is what the sink requires (sinks.Param.Need), the weaker
	// need of all its sinks: Target, OriginForm, Params.
	sinks.Param
}

func (*FieldSinkFact) AFact() {}

func (f *FieldSinkFact) String() string {
	prefix := ""
	if f.Prefix {
		prefix = "+"
	}
	return fmt.Sprintf("urlField(%s→%s:%s%s)", f.Type, ShortName(f.Sink), f.Target, prefix)
}

// PackageFieldSinksFact is a package fact: the package exports Count
// FieldSinkFacts, so importers that import no sink package are analyzed,
// and only the struct literals and field assignments of such packages'
// types are looked at.
type PackageFieldSinksFact struct{ Count int }

func (*PackageFieldSinksFact) AFact() {}

func (f *PackageFieldSinksFact) String() string { return fmt.Sprintf("urlFieldSinks(%d)", f.Count) }
