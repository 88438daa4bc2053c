// Package pflag is a stub of github.com/spf13/pflag: the signatures of
// its string flag definitions.
package pflag

type FlagSet struct{}

var CommandLine = &FlagSet{}

func (f *FlagSet) String(name, value, usage string) *string { p := value; return &p }

func (f *FlagSet) StringP(name, shorthand, value, usage string) *string { p := value; return &p }

func (f *FlagSet) StringVar(p *string, name, value, usage string) { *p = value }

func (f *FlagSet) StringVarP(p *string, name, shorthand, value, usage string) { *p = value }

func String(name, value, usage string) *string { return CommandLine.String(name, value, usage) }

func StringP(name, shorthand, value, usage string) *string {
	return CommandLine.StringP(name, shorthand, value, usage)
}

func StringVar(p *string, name, value, usage string) { CommandLine.StringVar(p, name, value, usage) }

func StringVarP(p *string, name, shorthand, value, usage string) {
	CommandLine.StringVarP(p, name, shorthand, value, usage)
}

func Parse() {}
