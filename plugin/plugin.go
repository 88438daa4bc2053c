// Package plugin registers urlvet as a golangci-lint module plugin.
//
// golangci-lint v2 builds module plugins into its own binary: list this
// package in .custom-gcl.yml and run "golangci-lint custom", or build a
// small main that imports golangci-lint's commands package and this one
// (see docs/integrations/golangci-lint.md). The linter is configured under
// linters.settings.custom.urlvet.settings:
//
//	rfc: "3986"                 # grammar: 3986 (default), 2396 or 1738
//	checks: [char, escape]      # check IDs to run; empty means all
//	disable: [host-underscore]  # check IDs not to run
//	literals: false             # also check URL-looking strings that reach no sink
//	sinks:                      # functions and fields that take a URL, beyond the built-in ones
//	  - func: example.com/api.Fetch
//	    arg: 0
//	    target: http
//	  - func: (example.com/client.go).Options.BaseURL  # parentheses when the path's last element has a dot
//	    field: true
//	    target: http
//
// Unknown keys are errors, so a misspelt setting never silently does
// nothing.
package plugin

import (
	"fmt"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/internal/notes"
	"github.com/urlvet/urlvet/rfc"
)

func init() {
	register.Plugin("urlvet", New)
}

// Settings are the linter's settings as golangci-lint's configuration
// spells them. Keys are lower case because golangci-lint lower-cases them.
type Settings struct {
	RFC      string        `json:"rfc"`
	Checks   []string      `json:"checks"`
	Disable  []string      `json:"disable"`
	Sinks    []SinkSetting `json:"sinks"`
	Literals bool          `json:"literals"`
	Warnings bool          `json:"warnings"` // also run the warnings (host-underscore, unescaped; the warning findings of join, path-join, resolve and target; hostport and unescaped-input in test files)
}

// A SinkSetting declares one more function parameter, or struct field,
// that takes a URL.
type SinkSetting struct {
	Func   string `json:"func"`   // "(pkgpath).Func", "(pkgpath).Type.Method" or, with Field, "(pkgpath).Type.Field"
	Arg    int    `json:"arg"`    // parameter index, 0-based, receiver excluded
	Field  bool   `json:"field"`  // Func names a struct field, checked in composite literals
	Target string `json:"target"` // what the argument must be; "reference" when empty
}

// New decodes the settings of one golangci-lint configuration. It is the
// constructor registered with golangci-lint.
func New(settings any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](settings)
	if err != nil {
		return nil, err
	}
	cfg, err := s.config()
	if err != nil {
		return nil, fmt.Errorf("urlvet: %w", err)
	}
	return &linter{cfg: cfg}, nil
}

// config turns the settings into an analyzer configuration, rejecting
// unknown RFCs, check IDs and targets (Config.Validate). An empty checks
// list means all checks, as an empty -checks flag does.
func (s Settings) config() (analyzer.Config, error) {
	var cfg analyzer.Config
	if s.RFC != "" {
		p, err := rfc.ParseProfile(s.RFC)
		if err != nil {
			return cfg, err
		}
		cfg.Profile = p
	}
	cfg.Checks = checkIDs(s.Checks)
	cfg.Disable = checkIDs(s.Disable)
	for i, sk := range s.Sinks {
		if sk.Func == "" {
			return cfg, fmt.Errorf("sinks[%d]: func is required", i)
		}
		if sk.Arg < 0 {
			return cfg, fmt.Errorf("sinks[%d]: arg must not be negative", i)
		}
		if sk.Field && sk.Arg != 0 {
			return cfg, fmt.Errorf("sinks[%d]: a field sink takes no arg", i)
		}
		sink, err := analyzer.MakeSink(sk.Func, sk.Arg, sk.Field, sk.Target)
		if err != nil {
			return cfg, fmt.Errorf("sinks[%d]: %w", i, err)
		}
		cfg.Sinks = append(cfg.Sinks, sink)
	}
	cfg.Literals = s.Literals
	cfg.Warnings = s.Warnings
	return cfg, cfg.Validate()
}

// checkIDs converts check names; Config.Validate rejects unknown ones.
func checkIDs(names []string) []rfc.CheckID {
	var ids []rfc.CheckID
	for _, name := range names {
		ids = append(ids, rfc.CheckID(name))
	}
	return ids
}

// linter is one configured urlvet linter.
type linter struct {
	cfg analyzer.Config
}

// BuildAnalyzers returns a new analyzer for this configuration, so that two
// configurations never share flags or state. golangci-lint makes an issue
// of each related position of a diagnostic, which it counts as a finding:
// the analyzer folds them into the message (package notes).
func (l *linter) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return []*analysis.Analyzer{notes.OneLine(analyzer.New(l.cfg), notes.ShortPath())}, nil
}

// GetLoadMode asks for type information: urlvet resolves calls and
// constants with it.
func (l *linter) GetLoadMode() string {
	return register.LoadModeTypesInfo
}
