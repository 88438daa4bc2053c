package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"github.com/urlvet/urlvet/rfc"
)

// checkFieldWrites checks the constants written into fields that have a
// FieldSinkFact, at each write, as the field's sink would check them
// (see checkedFields for the fields left alone).
func (r *fieldSites) checkFieldWrites() {
	checked := r.checkedFields()
	for i, w := range r.fieldWrites {
		if f := checked[w.fld]; f != nil {
			r.analyzing(w.at)
			r.checkFieldWrite(w, r.fieldVals[i], f)
		}
	}
}

// checkedFields returns, computed once, the fields with a FieldSinkFact
// whose writes the package checks, and resolves the values of those
// writes into r.fieldVals. A package that reads such a field of another
// package itself other than at a sink that always runs and needs at
// least the same (see foreignSinks) uses the field for more than that
// URL: its writes are not checked. Nor are the writes of a field that the
// package also gives a constant that looks like neither a URL nor a path,
// as value flow does for a field read through a receiver: a method that
// always passes the field to a sink may be called only for some of the
// values (the rows of a settings table whose key is "home").
func (r *fieldSites) checkedFields() map[*types.Var]*facts.FieldSinkFact {
	if r.fieldChecked != nil {
		return r.fieldChecked
	}
	checked := make(map[*types.Var]*facts.FieldSinkFact)
	r.fieldChecked = checked
	for _, w := range r.fieldWrites {
		if w.fld.Pkg() == r.pass.Pkg {
			if f := r.fieldSinks[w.fld]; f != nil {
				checked[w.fld] = f
			}
		} else if f := r.foreignSinks()[w.fld]; f != nil {
			checked[w.fld] = f
		}
	}
	if len(checked) == 0 {
		return checked
	}
	r.fieldVals = make([][]flow.Value, len(r.fieldWrites))
	for i, w := range r.fieldWrites {
		if checked[w.fld] == nil {
			continue
		}
		r.fieldVals[i], _ = r.flow.Params.ResolveWritten(w.val)
		for _, v := range r.fieldVals[i] {
			if len(v) > 0 && !v[0].Hole && !flow.LooksLikeURLOrPath(v[0].Text) {
				delete(checked, w.fld)
			}
		}
	}
	return checked
}

// checkFieldWrite checks the constants of one write, its values. A
// constant already checked at a sink (the declaring package's read of the
// field composes the package's own writes) is not checked again. In test
// files, a write in a row that expects an error, or in a function that
// requires an error, is not reported, as a sink call whose error is
// required is not; nor is one in a table of bad input or a row's
// expected output (inErrorTable).
func (r *fieldSites) checkFieldWrite(w fieldWrite, vals []flow.Value, f *facts.FieldSinkFact) {
	if len(vals) == 0 {
		return
	}
	quiet := r.intent.InTestFile(w.at.Pos()) &&
		(w.lit != nil && (r.intent.InErrorRow(w.lit) || r.intent.InErrorTable(w.val)) || w.fn != nil && len(r.intent.ErrorsExpected(w.fn)) > 0)
	sink := fieldKey(w.fld, f)
	// How the request is sent is not seen here: its host may be set later.
	a := sinks.Arg{Param: f.Param, HostLater: f.OriginForm}
	// Which values a sink checked is decided before this write marks its
	// own literals reached: the values of one write share literals
	// (a flag's default and its command-line hole before "/api/v2").
	atSink := make([]bool, len(vals))
	for i, v := range vals {
		atSink[i] = r.checkedAtSink(v)
	}
	for i, v := range vals {
		if flow.IsEmpty(v) || atSink[i] {
			continue
		}
		for _, p := range v {
			if p.Lit != nil {
				r.reached[p.Lit] = true
			}
		}
		if quiet || r.intent.InErrorData(v) {
			continue
		}
		if a.Params {
			v = pathParams(v, true, false)
		}
		if f.Prefix {
			// Only the value's own bytes are checked: the hole stands for
			// the path or query a sink appends, which starts with '/' or
			// '?' (see pathStart). After known text, a '/' ends the
			// value's authority or escape, as either would, so that its
			// port or host is judged whole; it is a join when some sink
			// appends a path ("https://x.example/" + "/v1" makes "//").
			tail := []flow.Piece{{Hole: true}}
			if len(v) > 0 && !v[len(v)-1].Hole {
				tail = []flow.Piece{{Text: "/", Use: w.val, Tail: true, Join: f.Slash}, {Hole: true}}
			}
			v = append(v[:len(v):len(v)], tail...)
		}
		target := a.Target
		if target == rfc.HTTP && r.schemes.customScheme(v) {
			target = rfc.Absolute
		}
		if a.OriginForm && len(v) > 0 && !v[0].Hole {
			switch ok, _ := placeholder(v); {
			case strings.HasPrefix(v[0].Text, "/") && !strings.HasPrefix(v[0].Text, "//"):
				target = rfc.Reference // a request for a handler, as at the sink
			case ok, !httpPrefix(v[0].Text):
				// At the sink these depend on how the request is sent,
				// which the write cannot see.
				continue
			}
		}
		r.checkText(v, w.at, sink, target, a)
	}
}

// checkedAtSink reports whether every literal of v has been checked at a
// sink already. Text of no literal here (an httptest.Server's URL, a
// constant of another package) came with them: the sink saw it too.
func (r *fieldSites) checkedAtSink(v flow.Value) bool {
	lits := 0
	for _, p := range v {
		if p.Hole || p.Text == "" || p.Lit == nil {
			continue
		}
		if !r.reached[p.Lit] {
			return false
		}
		lits++
	}
	return lits > 0
}

// delegated reports whether the sink argument arg, needing a, is a read
// of an exported field with a FieldSinkFact whose need a implies: its
// constants are checked where they are written, for the need of all the
// field's sinks (see weakerNeed).
func (r *fieldSites) delegated(arg ast.Expr, a sinks.Arg) bool {
	_, fld := r.fieldRead(arg)
	if fld == nil {
		_, fld = r.prefixRead(arg)
	}
	if fld == nil || !fld.Exported() {
		return false
	}
	f := r.fieldFact(fld)
	return f != nil && implies(&facts.FieldSinkFact{Param: a.Need()}, f)
}

// foreignSinks returns, computed once, the fields of other packages with
// a FieldSinkFact that the package writes and reads only as those fields'
// sinks do: at sinks that always run and need at least what the fact
// says, or in the ways misreads allows.
func (r *fieldSites) foreignSinks() map[*types.Var]*facts.FieldSinkFact {
	if r.fieldForeign != nil {
		return r.fieldForeign
	}
	foreign := make(map[*types.Var]*facts.FieldSinkFact)
	r.fieldForeign = foreign
	for _, w := range r.fieldWrites {
		if w.fld.Pkg() != r.pass.Pkg {
			if f := r.fieldFact(w.fld); f != nil {
				foreign[w.fld] = f
			}
		}
	}
	if len(foreign) == 0 {
		return foreign
	}
	keep := func(fld *types.Var) bool { return foreign[fld] != nil }
	reads, always := r.sinkReads(keep)
	for fld := range r.misreads(foreign, always) {
		delete(foreign, fld)
	}
	// A field dropped by misreads or by an earlier read has no fact left
	// to compare its other reads with.
	for _, rd := range reads {
		f := foreign[rd.fld]
		if f != nil && (!always[rd.sel] || !implies(&rd.fact, f)) {
			delete(foreign, rd.fld)
		}
	}
	return foreign
}

// fieldKey names a field with a FieldSinkFact as a sink: "pkgpath.Type.Field".
func fieldKey(fld *types.Var, f *facts.FieldSinkFact) string {
	return fld.Pkg().Path() + "." + f.Type + "." + fld.Name()
}

// fieldWriteUse returns the use of value e written into field fld, when
// the package checks the field's writes: a sink.
func (r *fieldSites) fieldWriteUse(fld *types.Var, e ast.Node, format bool) (use, bool) {
	if fld == nil {
		return use{}, false
	}
	f := r.checkedFields()[fld.Origin()]
	if f == nil {
		return use{}, false
	}
	class := useRaw
	if f.Target == rfc.DecodedPath || f.Target == rfc.DecodedFragment {
		class = useDecoded
	}
	return use{class: class, format: format, pos: e.Pos(), what: facts.ShortName(fieldKey(fld.Origin(), f))}, true
}
