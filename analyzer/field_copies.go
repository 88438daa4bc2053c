package analyzer

import (
	"go/ast"
	"go/types"
	"maps"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
)

// A fieldCopy is a read of a string field whose value is stored whole
// into another string field: d.url = c.URL or Discovery{url: c.URL}, or
// the start of such a value followed by a constant path or query
// (prefixRead). When the other field is a field sink (of this package,
// or of another one with a FieldSinkFact), the copy is a read at its
// sinks, with its need: a configuration that checks its URL with
// url.Parse and hands it to a client that gets it is a field sink too.
type fieldCopy struct {
	from, to *types.Var // field origins
	sel      *ast.SelectorExpr
	prefix   bool // the read starts the value stored
	always   int8 // the write runs on every path through its function: 1, or -1 when not; 0 until asked
}

// fieldCopies returns the copies of the fields keep accepts into other
// fields, among the package's field writes.
func (r *fieldSites) fieldCopies(keep func(*types.Var) bool) []fieldCopy {
	var out []fieldCopy
	for _, w := range r.fieldWrites {
		se, from := r.fieldRead(w.val)
		prefix := false
		if from == nil {
			se, from = r.prefixRead(w.val)
			prefix = true
		}
		if from == nil || from == w.fld || !keep(from) {
			continue
		}
		out = append(out, fieldCopy{from: from, to: w.fld, sel: se, prefix: prefix})
	}
	return out
}

// copyReads returns reads with, for each copy into a field sink (one of
// sinks, or another package's field that foreignSinks keeps), a read of
// the copied field at that field's sinks; always with the copies that
// run on every path; and how many copies there are into field sinks.
func (r *fieldSites) copyReads(copies []fieldCopy, sinks map[*types.Var]*facts.FieldSinkFact, reads []fieldSinkRead, always map[*ast.SelectorExpr]bool) ([]fieldSinkRead, map[*ast.SelectorExpr]bool, int) {
	n := 0
	for i := range copies {
		c := &copies[i]
		f := sinks[c.to]
		if c.to.Pkg() != r.pass.Pkg {
			f = r.foreignSinks()[c.to]
		}
		if f == nil {
			continue
		}
		if n == 0 {
			reads = reads[:len(reads):len(reads)]
			always = maps.Clone(always)
		}
		n++
		need := *f
		need.Type = ""
		need.Prefix = need.Prefix || c.prefix
		reads = append(reads, fieldSinkRead{fld: c.from, sel: c.sel, fact: need})
		always[c.sel] = r.copyAlways(c)
	}
	return reads, always, n
}

// copyAlways reports, computed once, whether copy c runs on every path
// through its function (see reachesAlways; an early return may test an
// error or the copied field).
func (r *fieldSites) copyAlways(c *fieldCopy) bool {
	if c.always == 0 {
		c.always = -1
		if ok, _ := r.flow.Control.FieldRunsAlways(c.sel, c.from); ok {
			c.always = 1
		}
	}
	return c.always > 0
}
