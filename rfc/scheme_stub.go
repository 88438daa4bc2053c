package rfc

// schemeRules is a placeholder for the scheme-specific grammars of
// scheme.go; delete this file when scheme.go defines it.
func (c *checker) schemeRules(p *parts) {}
