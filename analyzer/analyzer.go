package analyzer

import (
	"flag"
	"fmt"
	"reflect"
	"strings"

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

// config is the configuration an analyzer and its flags share.
type config struct{ Config }

// New returns a urlvet analyzer with its own configuration. Its flags start
// from cfg.
func New(cfg Config) *analysis.Analyzer {
	c := &config{Config: cfg}
	c.Checks = append([]rfc.CheckID(nil), cfg.Checks...)
	if cfg.Checks == nil {
		c.Checks = nil
	}
	c.Disable = append([]rfc.CheckID(nil), cfg.Disable...)
	c.Sinks = append([]Sink(nil), cfg.Sinks...)
	a := &analysis.Analyzer{
		Name:             "urlvet",
		Doc:              "report URL constants that break RFC 3986, RFC 2396 or RFC 1738",
		URL:              "https://pkg.go.dev/github.com/urlvet/urlvet/analyzer",
		Run:              c.run,
		RunDespiteErrors: true,
		ResultType:       reflect.TypeFor[*Result](),
		FactTypes:        []analysis.Fact{new(WrapperFact), new(PackageWrappersFact), new(ResultFact)},
	}
	a.Flags.Var(profileFlag{&c.Profile}, "rfc", "grammar: 3986, 2396 or 1738")
	a.Flags.Var(checksFlag{&c.Checks}, "checks", "comma-separated check IDs to run (default all)")
	a.Flags.Var(checksFlag{&c.Disable}, "disable", "comma-separated check IDs not to run")
	a.Flags.Var(sinksFlag{&c.Sinks}, "sinks", "extra sinks: pkgpath.Func:argindex[:kind],... (methods as pkgpath.Type.Method)")
	a.Flags.BoolVar(&c.Literals, "literals", c.Literals, "also check URL-looking string constants that reach no sink")
	return a
}

type profileFlag struct{ p *rfc.Profile }

func (f profileFlag) String() string {
	if f.p == nil {
		return ""
	}
	return f.p.String()
}

func (f profileFlag) Set(s string) error {
	p, err := rfc.ParseProfile(s)
	if err != nil {
		return err
	}
	*f.p = p
	return nil
}

type checksFlag struct{ ids *[]rfc.CheckID }

func (f checksFlag) String() string {
	if f.ids == nil {
		return ""
	}
	var s []string
	for _, id := range *f.ids {
		s = append(s, string(id))
	}
	return strings.Join(s, ",")
}

func (f checksFlag) Set(s string) error {
	ids := []rfc.CheckID{}
	for _, id := range strings.Split(s, ",") {
		if id = strings.TrimSpace(id); id == "" {
			continue
		}
		if _, ok := rfc.Doc(rfc.CheckID(id)); !ok && len(rfc.Checks) > 0 {
			return fmt.Errorf("unknown check %q", id)
		}
		ids = append(ids, rfc.CheckID(id))
	}
	*f.ids = ids
	return nil
}

type sinksFlag struct{ sinks *[]Sink }

func (f sinksFlag) String() string {
	if f.sinks == nil {
		return ""
	}
	var s []string
	for _, k := range *f.sinks {
		s = append(s, fmt.Sprintf("%s:%d:%s", k.Func, k.Arg, k.Target))
	}
	return strings.Join(s, ",")
}

func (f sinksFlag) Set(s string) error {
	sinks, err := parseSinks(s)
	if err != nil {
		return err
	}
	*f.sinks = append(*f.sinks, sinks...)
	return nil
}

var _ flag.Value = profileFlag{}
