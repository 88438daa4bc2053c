package facts

import (
	"fmt"
	"strings"
)

// SchemesFact is a package fact: the URL schemes the package, or a
// package it imports, registers with (*http.Transport).RegisterProtocol
// as constants (etcd's transport registers "unix"). HTTP clients of the
// importers accept them, as they do the package's own: a client may be
// built on that transport.
type SchemesFact struct{ Schemes []string }

func (*SchemesFact) AFact() {}

func (f *SchemesFact) String() string {
	return fmt.Sprintf("urlSchemes(%s)", strings.Join(f.Schemes, ","))
}
