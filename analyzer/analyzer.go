package analyzer

import (
	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/rfc"
)

// Config is the configuration of one urlvet analyzer. Each Analyzer made by
// New has its own Config, which its flags write to.
type Config struct {
	Profile  rfc.Profile   // grammar; RFC 3986 by default
	Checks   []rfc.CheckID // checks to run; nil means all
	Disable  []rfc.CheckID // checks not to run
	Sinks    []Sink        // sinks added by the user, beyond the built-in ones
	Literals bool          // also check URL-looking literals that reach no sink
}

// A Sink is a function parameter that takes a URL string.
type Sink struct {
	Func   string     // "pkgpath.Func" or "pkgpath.Type.Method"
	Arg    int        // index of the parameter (0-based, receiver excluded)
	Target rfc.Target // what the argument must be
}

// Analyzer is urlvet with the default configuration; its flags (-rfc,
// -checks, -disable, -sinks, -literals) configure it.
var Analyzer = New(Config{})

// New returns a urlvet analyzer with its own configuration. Its flags start
// from cfg.
func New(cfg Config) *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name: "urlvet",
		Doc:  "report URL constants that break RFC 3986, RFC 2396 or RFC 1738",
		URL:  "https://pkg.go.dev/github.com/urlvet/urlvet/analyzer",
	}
	a.Run = func(pass *analysis.Pass) (any, error) {
		// TODO(analyzer): sinks, value flow, diagnostics.
		return nil, nil
	}
	return a
}
