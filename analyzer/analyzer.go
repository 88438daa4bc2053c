package analyzer

import (
	"flag"
	"fmt"
	"go/types"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/rfc"
)

// Config is the configuration of one urlvet analyzer. Each Analyzer made by
// New has its own Config, which its flags write to.
type Config struct {
	Profile  rfc.Profile   // grammar; RFC 3986 by default
	Checks   []rfc.CheckID // checks to run; nil or empty means all errors, and warnings with Warnings (see Validate)
	Disable  []rfc.CheckID // checks not to run
	Sinks    []sinks.Sink  // sinks added by the user, beyond the built-in ones
	Literals bool          // also check URL-looking literals that reach no sink
	Warnings bool          // also run the warnings (checks of rfc.Warning severity, rfc.CheckDoc.Warns findings, WarningInTests checks in tests) when Checks is empty
}

// Analyzer is urlvet with the default configuration; its flags (-rfc,
// -checks, -disable, -sinks, -literals, -warnings) configure it.
var Analyzer = New(Config{})

// config is the configuration an analyzer and its flags share.
type config struct {
	Config
	// validOnce runs Validate once, when the flags are set (the first
	// run), and validErr keeps its error.
	validOnce sync.Once
	validErr  error
	// factsOnly, when set, tells the packages analyzed for their facts
	// alone (FactsOnly).
	factsOnly func(*types.Package) bool
}

// configs maps each analyzer New made to its configuration, for
// FactsOnly.
var configs sync.Map // *analysis.Analyzer → *config

// FactsOnly tells a, an analyzer made by New (or Analyzer), which
// packages its driver analyzes for their facts alone, dropping their
// diagnostics: the dependencies of the packages it was asked to check, in
// a driver that analyzes the whole import graph (urlvet's own, or
// checker.Analyze for its roots). urlvet then exports the facts of those
// packages and skips their checks, which in a large module are most of
// the work. only is called from several goroutines at once; nil, the
// default, checks every package. It must be set before the analysis
// starts. A driver that reports every package's diagnostics (go vet,
// gopls) leaves it unset. FactsOnly reports whether New made a; it does
// nothing to another analyzer.
func FactsOnly(a *analysis.Analyzer, only func(*types.Package) bool) bool {
	c, ok := configs.Load(a)
	if ok {
		c.(*config).factsOnly = only
	}
	return ok
}

// New returns a urlvet analyzer with its own configuration. Its flags start
// from cfg. Its runs fail with cfg.Validate's error, if any, as set by the
// flags.
func New(cfg Config) *analysis.Analyzer {
	c := &config{Config: cfg}
	c.Checks = append([]rfc.CheckID(nil), cfg.Checks...) // nil when empty: all
	c.Disable = append([]rfc.CheckID(nil), cfg.Disable...)
	c.Sinks = append([]sinks.Sink(nil), cfg.Sinks...)
	a := &analysis.Analyzer{
		Name:             "urlvet",
		Doc:              "report URL constants that break RFC 3986, RFC 2396 or RFC 1738",
		URL:              "https://pkg.go.dev/github.com/urlvet/urlvet/analyzer",
		Run:              c.validRun,
		RunDespiteErrors: true,
		ResultType:       reflect.TypeFor[*Result](),
		FactTypes:        factTypes,
	}
	configs.Store(a, c)
	a.Flags.Var(profileFlag{&c.Profile}, "rfc", "grammar: 3986, 2396 or 1738")
	a.Flags.Var(checksFlag{&c.Checks}, "checks", "comma-separated check IDs to run (default or empty: all but warnings; see -warnings)")
	a.Flags.Var(checksFlag{&c.Disable}, "disable", "comma-separated check IDs not to run")
	a.Flags.Var(sinksFlag{&c.Sinks}, "sinks", "extra sinks: (pkgpath).Func:argindex[:target],... also (pkgpath).Type.Method:argindex and (pkgpath).Type.Field:field; the parentheses may be left out when the path's last element has no dot")
	a.Flags.BoolVar(&c.Literals, "literals", c.Literals, "also check URL-looking string constants that reach no sink")
	a.Flags.BoolVar(&c.Warnings, "warnings", c.Warnings, "also run the warnings (host-underscore, unescaped; the warning findings of join, path-join, resolve and target; hostport and unescaped-input in test files), which are off by default so that they do not fail a vet run")
	return a
}

// factTypes are the fact types of every analyzer New makes. A driver
// reads only their types (gob.Register, reflect.TypeOf), so they are nil
// pointers, as in x/tools' own examples: the slice is static data, and a
// new fact type costs the package's init no allocation (TestInitAllocs).
var factTypes = []analysis.Fact{
	(*facts.WrapperFact)(nil), (*facts.PackageWrappersFact)(nil),
	(*facts.ResultsFact)(nil), (*facts.VarFieldsFact)(nil),
	(*facts.FieldSinkFact)(nil), (*facts.PackageFieldSinksFact)(nil),
	(*facts.FieldValuesFact)(nil), (*facts.SchemesFact)(nil),
	(*facts.HostResultFact)(nil),
	(*facts.ListenFact)(nil), (*facts.PackageListensFact)(nil),
	(*facts.ValidatorFact)(nil), (*facts.PackageValidatorsFact)(nil),
	(*facts.HostNameFact)(nil), (*facts.PackageHostNamesFact)(nil),
}

// validRun runs the analysis of a valid configuration. Flags are set
// after New and before the first run, which validates them.
func (c *config) validRun(pass *analysis.Pass) (any, error) {
	c.validOnce.Do(func() { c.validErr = c.Validate() })
	if err := c.validErr; err != nil {
		return nil, fmt.Errorf("urlvet: %v", err)
	}
	return c.run(pass)
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

// Set sets the list from comma-separated IDs; an empty list is nil, which
// -checks reads as all checks and -disable as none.
func (f checksFlag) Set(s string) error {
	var ids []rfc.CheckID
	for _, id := range strings.Split(s, ",") {
		if id = strings.TrimSpace(id); id != "" {
			ids = append(ids, rfc.CheckID(id))
		}
	}
	if err := validateIDs(ids); err != nil {
		return err
	}
	*f.ids = ids
	return nil
}

type sinksFlag struct{ sinks *[]sinks.Sink }

func (f sinksFlag) String() string {
	if f.sinks == nil {
		return ""
	}
	var s []string
	for _, k := range *f.sinks {
		arg := strconv.Itoa(k.Arg)
		if k.Field {
			arg = "field"
		}
		s = append(s, fmt.Sprintf("%s:%s:%s", k.Func, arg, k.Target))
	}
	return strings.Join(s, ",")
}

func (f sinksFlag) Set(s string) error {
	parsed, err := sinks.Parse(s)
	if err != nil {
		return err
	}
	*f.sinks = append(*f.sinks, parsed...)
	return nil
}

var _ flag.Value = profileFlag{}

// ParseSinks parses a comma-separated list of sinks, the syntax of the
// -sinks flag (see sinks.Parse).
func ParseSinks(s string) ([]Sink, error) { return sinks.Parse(s) }

// MakeSink returns the sink of a structured setting, such as the
// golangci-lint plugin's: name is (pkgpath).Func, (pkgpath).Type.Method
// or, with field, (pkgpath).Type.Field; arg is the parameter index;
// target is a name rfc.ParseTarget takes, "" for a reference.
func MakeSink(name string, arg int, field bool, target string) (Sink, error) {
	return sinks.Make(name, arg, field, target)
}

// A Sink is a function parameter, or a struct field, that takes a URL
// string.
type Sink = sinks.Sink

// A SinkParam is what a sink requires of its URL argument, embedded in
// Sink: a sink of Config sets its Target; the other properties are those
// of the built-in sinks.
type SinkParam = sinks.Param
