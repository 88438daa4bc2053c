// Package pflag is a stub of github.com/spf13/pflag: the signatures of
// its string flag definitions.
package pflag

type FlagSet struct{}

func (f *FlagSet) String(name, value, usage string) *string                   { return &value }
func (f *FlagSet) StringP(name, shorthand, value, usage string) *string       { return &value }
func (f *FlagSet) StringVar(p *string, name, value, usage string)             {}
func (f *FlagSet) StringVarP(p *string, name, shorthand, value, usage string) {}

func String(name, value, usage string) *string                   { return &value }
func StringP(name, shorthand, value, usage string) *string       { return &value }
func StringVar(p *string, name, value, usage string)             {}
func StringVarP(p *string, name, shorthand, value, usage string) {}
