package facts

import (
	"fmt"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
)

// WrapperFact is attached to a function, method, or package-level variable
// holding a function literal, that passes one of its string parameters
// unchanged to a URL sink, or after a prefix its callers do not see
// (c.BaseURL + path: Prefixed), or that formats one with the arguments
// after it and passes the text (fmt.Sprintf(tmpl, args...): Format).
// Callers in other packages then check the arguments they pass as the
// sink would: a format as URL text with a hole for each verb.
type WrapperFact struct {
	Params []WrappedParam
}

// A WrappedParam records that the parameter at Index reaches Sink. Its
// Param is what the wrapper is as a sink: the sink's requirement (Target,
// Credentials, OriginForm), and whether an earlier return tests the
// parameter ("" does not reach the sink: Conditional), the sink gets it
// after a prefix the caller does not see (c.base + path: Prefixed), or
// it is a printf format, the last before the variadic arguments it
// formats, whose text the sink gets (Format).
type WrappedParam struct {
	Index   int     // parameter index, receiver excluded
	Sink    string  // the sink it reaches, as sinks.FuncKey names it
	Refused Refusal // what a caller sees when the sink refuses the URL
	sinks.Param
}

// A Refusal says what the caller of a wrapper sees when the sink refuses
// the URL (sinks.Rejections): nothing, a failure the wrapper raises by
// itself (it reads the sink's error, or the sink panics), or the error,
// returned to the caller.
type Refusal uint8

const (
	RefusalSilent Refusal = iota
	RefusalFails
	RefusalReturned
)

func (*WrapperFact) AFact() {}

func (f *WrapperFact) String() string {
	var b strings.Builder
	b.WriteString("urlWrapper(")
	for i, p := range f.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		prefix := ""
		if p.Prefixed {
			prefix = "…+"
		}
		format := ""
		if p.Format {
			format = "(format)"
		}
		fmt.Fprintf(&b, "%d%s→%s%s:%s", p.Index, format, prefix, ShortName(p.Sink), p.Target)
	}
	b.WriteString(")")
	return b.String()
}

// PackageWrappersFact is a package fact: the package exports Count
// wrappers, so importers must be analyzed even if they import no sink
// package. (A fact needs an exported field to be gob-encodable.)
type PackageWrappersFact struct{ Count int }

func (*PackageWrappersFact) AFact() {}

func (f *PackageWrappersFact) String() string { return fmt.Sprintf("urlWrappers(%d)", f.Count) }

// ShortName is how a diagnostic names a sink: "url.Parse",
// "http.Client.Get", "wrappers.Fetch".
func ShortName(key string) string {
	if i := strings.LastIndexByte(key, '/'); i >= 0 {
		return key[i+1:]
	}
	return key
}
