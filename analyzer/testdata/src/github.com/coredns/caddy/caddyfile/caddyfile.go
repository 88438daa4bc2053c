// Package caddyfile is a stub of the Corefile parser coredns uses.
package caddyfile

// A Dispenser hands out the tokens of a Corefile.
type Dispenser struct{ tokens []string }

func (d *Dispenser) Next() bool              { return len(d.tokens) > 0 }
func (d *Dispenser) Val() string             { return d.tokens[0] }
func (d *Dispenser) RemainingArgs() []string { return d.tokens[1:] }
