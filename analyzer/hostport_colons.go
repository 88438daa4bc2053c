package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp/syntax"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// bareColon reports whether host text s holds a ':' outside brackets: an
// IPv6 address that needs them before ":port". A host starting with '['
// keeps its brackets.
func bareColon(s string) bool {
	return strings.Contains(s, ":") && !strings.HasPrefix(s, "[")
}

// maxColonSteps bounds the expressions noBareColon reads for one host.
const maxColonSteps = 64

// colonProof proves host expressions free of a bare ':' (bareColon). It
// reads a value back through what can make it: a constant; a capture of
// a constant regexp whose group admits no ':' but after a leading '['
// ((\[[^\]]+\]|[^:]+)), or that takes a URL's host as the URL writes
// it (authorityHost); a url.URL's Scheme (sinks.Field.Scheme); at a
// report, a local variable a guard proves
// (guardedName) and a field whose writes are proved; the variables and
// results assigned only such values; and the functions that keep the
// start of a text and add no ':' (a prefix s[:n], strings.ToLower,
// TrimSpace, TrimSuffix).
type colonProof struct {
	r *hostPorts
	// report says that the proof is for a report: it reads guards and
	// other fields' writes, which the export does not (they could index
	// the control flow or the stores of the whole package).
	report bool
	// busy holds the variables and fields being read: a cycle among them
	// adds no value (x = f(x) keeps what x had), so one read again is
	// taken as proved. A function read again is not (its parameters may
	// be bound to other arguments).
	busy  map[types.Object]bool
	steps int
	// captures counts the captures proved.
	captures int
}

// noBareColon reports whether host expression e holds no bare ':'
// (colonProof). It runs only for a report.
func (r *hostPorts) noBareColon(e ast.Expr) bool {
	p := &colonProof{r: r, report: true, busy: make(map[types.Object]bool)}
	return p.expr(e, nil)
}

// writtenHosts reports whether every value the package writes into fld,
// a string field, holds no bare ':', one at least a capture, and the
// field is written no other way (&x.F, a flag, a tuple): the host field
// that FieldValues.Host records for importers. Only a package that
// imports regexp reads its writes.
func (r *hostPorts) writtenHosts(x *flow.DataIndex, fld *types.Var) bool {
	if !typesx.IsString(fld.Type()) || !importsAny(r.pass.Pkg, "regexp") {
		return false
	}
	p := &colonProof{r: r, busy: map[types.Object]bool{fld: true}}
	return p.writes(x, fld, true)
}

// expr reports whether e holds no bare ':'. bound gives, for each
// parameter of the function whose body e is in, whether the argument of
// the call being read holds none; nil outside a call.
func (p *colonProof) expr(e ast.Expr, bound map[*types.Var]bool) bool {
	if p.steps++; p.steps > maxColonSteps {
		return false
	}
	r := p.r
	info := r.pass.TypesInfo
	e = ast.Unparen(e)
	if s, ok := r.flow.ConstString(e); ok {
		return !bareColon(s)
	}
	switch e := e.(type) {
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok {
			return false
		}
		if p.report && r.guardedName(e) {
			return true
		}
		if typesx.IsParam(v) {
			vi := r.flow.VarInfo(v)
			return bound[v] && (vi == nil || len(vi.Rhs) == 0 && !vi.Opaque())
		}
		return typesx.LocalVar(info, r.pass.Pkg, e) != nil && p.variable(v, bound)
	case *ast.IndexExpr:
		re, k := r.capture(e)
		if re == nil || !groupNoBareColon(groupOf(re, k)) && !authorityHost(re, k) {
			return false
		}
		p.captures++
		return true
	case *ast.SliceExpr:
		// A prefix: the start of the text is kept.
		if e.Low != nil {
			if k, ok := constantInt(info, e.Low); !ok || k != 0 {
				return false
			}
		}
		return typesx.IsString(info.TypeOf(e.X)) && p.expr(e.X, bound)
	case *ast.CallExpr:
		if flow.IsSprintf(info, e) && len(e.Args) > 0 {
			// fmt.Sprintf("[%s]", host): the text starts with the
			// format's own '['; the brackets are the program's.
			if format, ok := r.flow.ConstString(e.Args[0]); ok && strings.HasPrefix(format, "[") {
				return true
			}
		}
		return p.call(e, 0, bound)
	case *ast.BinaryExpr:
		// "[" + host + "]": the text starts with the program's '['; or
		// a proved first part followed by constants with no ':' (host +
		// ".svc"), which starts with '[' or holds no ':' as that part does.
		if e.Op != token.ADD {
			return false
		}
		first := leftmost(e)
		if s, ok := r.flow.ConstString(first); ok && strings.HasPrefix(s, "[") {
			return true
		}
		for x := e; x != nil; {
			if s, ok := r.flow.ConstString(x.Y); !ok || strings.Contains(s, ":") {
				return false
			}
			x, _ = ast.Unparen(x.X).(*ast.BinaryExpr)
			if x != nil && x.Op != token.ADD {
				return false
			}
		}
		return p.expr(first, bound)
	case *ast.SelectorExpr:
		if libraryField(info, e).Scheme {
			return true
		}
		if sel := info.Selections[e]; sel != nil && sel.Kind() == types.FieldVal && p.report {
			return p.field(e, sel.Obj().(*types.Var).Origin())
		}
	}
	return false
}

// variable reports whether every assignment of v, a local variable,
// holds no bare ':'.
func (p *colonProof) variable(v *types.Var, bound map[*types.Var]bool) bool {
	if p.busy[v] {
		return true
	}
	vi := p.r.flow.VarInfo(v)
	if vi == nil || vi.Escapes {
		return false
	}
	p.busy[v] = true
	defer delete(p.busy, v)
	for _, rhs := range vi.Rhs {
		if !p.expr(rhs, bound) {
			return false
		}
	}
	for call, i := range vi.Tuple() {
		if !p.call(call, i, bound) {
			return false
		}
	}
	return true
}

// call reports whether result i of call holds no bare ':': a function
// that keeps the start of its first argument, or a function of the
// package whose every return gives one there, its parameters bound to
// the call's arguments.
func (p *colonProof) call(call *ast.CallExpr, i int, bound map[*types.Var]bool) bool {
	r := p.r
	fn, ok := typeutilCallee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || call.Ellipsis.IsValid() {
		return false
	}
	fn = fn.Origin()
	if fn.Pkg() != r.pass.Pkg {
		row := callRow(r.pass.TypesInfo, call)
		keeps := row.Cases != sinks.CasesNothing || row.Trims == sinks.TrimsSpace || row.Trims == sinks.TrimsEnd
		return keeps && i == 0 && len(call.Args) > 0 && p.expr(call.Args[0], bound)
	}
	if p.busy[fn] {
		return false
	}
	d := r.flow.Calls.Decl(fn)
	sig := fn.Signature()
	if d == nil || d.Body == nil || i >= sig.Results().Len() {
		return false
	}
	args := call.Args
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s := r.pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.MethodExpr && len(args) > 0 {
			args = args[1:] // T.M(recv, ...)
		}
	}
	inner := make(map[*types.Var]bool)
	for j := 0; j < sig.Params().Len() && j < len(args); j++ {
		if q := sig.Params().At(j); typesx.IsString(q.Type()) && !(sig.Variadic() && j == sig.Params().Len()-1) {
			inner[q] = p.expr(args[j], bound)
		}
	}
	p.busy[fn] = true
	defer delete(p.busy, fn)
	returns := 0
	for ret := range returnStmts(d.Body) {
		returns++
		switch {
		case len(ret.Results) == sig.Results().Len():
			if !p.expr(ret.Results[i], inner) {
				return false
			}
		case len(ret.Results) == 1:
			c, isCall := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
			if !isCall || !p.call(c, i, inner) {
				return false
			}
		default:
			return false // a bare return of named results
		}
	}
	return returns > 0
}

// field reports whether every value written into fld, the field e
// selects, holds no bare ':': what this package writes and, for a field
// of another package, what that package writes (its FieldValues.Host).
// A field that decoders fill holds input. Other packages' writes are not
// seen. An unexported field of the package has no others: what the
// package writes into it, one write at least, is all it holds.
func (p *colonProof) field(e *ast.SelectorExpr, fld *types.Var) bool {
	r := p.r
	if p.busy[fld] {
		return true
	}
	if !typesx.IsString(fld.Type()) || r.flow.Fields.Decoded(e) {
		return false
	}
	own := fld.Pkg() == r.pass.Pkg
	if !own {
		if fv := r.flow.Fields.Declared(e); fv == nil || !fv.Host {
			return false
		}
	}
	p.busy[fld] = true
	defer delete(p.busy, fld)
	x := r.flow.Data.Fields(map[*types.Var]string{fld: ""})
	if own && !fld.Exported() && len(x.Lits[fld])+len(x.Assigns[fld]) == 0 {
		return false // written nowhere the package shows
	}
	return p.writes(x, fld, own && fld.Exported())
}

// writes reports whether every write of fld in x holds no bare ':', x
// records no other way the package stores into it, and, with parsed, one
// write at least is a capture: the package fills the field from text it
// parses itself. A field it writes only constants into is a default that
// its importers may set to anything (Config{Host: "localhost"}).
func (p *colonProof) writes(x *flow.DataIndex, fld *types.Var, parsed bool) bool {
	if x.Fixed[fld] || x.FieldAddr[fld] > 0 || len(x.FlagFields[fld]) > 0 {
		return false
	}
	captures := p.captures
	for _, w := range x.Lits[fld] {
		if !p.expr(w, nil) {
			return false
		}
	}
	for _, a := range x.Assigns[fld] {
		if !p.expr(a.Rhs, nil) {
			return false
		}
	}
	return !parsed || p.captures > captures
}

// authorityHost reports whether group k of re takes a URL's host as the
// URL writes it, which brackets an IPv6 address (RFC 3986 §3.2.2): the
// pattern writes "://", or "://" and userinfo up to an '@', right before
// the group, and a ':' and a port of digits right after it
// (^(https?)://(.+):(.+)@(.+):(\d+)(.*)$), and the group can end with
// the ']' of "[::1]". A group that cannot holds an IPv6 address only
// bare.
func authorityHost(re *syntax.Regexp, k int) bool {
	subs, i := capturedIn(re, k)
	if i < 1 || i+1 >= len(subs) || !mayEndWith(subs[i], ']') {
		return false
	}
	switch before := subs[i-1]; {
	case endsWithLiteral(before, "://"):
	case endsWithLiteral(before, "@"):
		if !slices.ContainsFunc(subs[:i-1], func(s *syntax.Regexp) bool {
			return s.Op == syntax.OpLiteral && strings.Contains(string(s.Rune), "://")
		}) {
			return false
		}
	default:
		return false
	}
	after := subs[i+1]
	if after.Op != syntax.OpLiteral || len(after.Rune) == 0 || after.Rune[0] != ':' {
		return false
	}
	if port := string(after.Rune[1:]); port != "" {
		return strings.Trim(port, "0123456789") == ""
	}
	return i+2 < len(subs) && isDigits(uncaptured(subs[i+2]))
}

// capturedIn returns the concatenation of re whose element i is group
// k, or nil.
func capturedIn(re *syntax.Regexp, k int) ([]*syntax.Regexp, int) {
	for i, s := range re.Sub {
		if re.Op == syntax.OpConcat && s.Op == syntax.OpCapture && s.Cap == k {
			return re.Sub, i
		}
		if subs, j := capturedIn(s, k); subs != nil {
			return subs, j
		}
	}
	return nil, -1
}

// endsWithLiteral reports whether every text re matches ends with the
// literal s: a literal, or a group or concatenation ending with one,
// maybe optional ((?:([^@]+)@)?).
func endsWithLiteral(re *syntax.Regexp, s string) bool {
	switch re.Op {
	case syntax.OpLiteral:
		return re.Flags&syntax.FoldCase == 0 && strings.HasSuffix(string(re.Rune), s)
	case syntax.OpCapture, syntax.OpQuest:
		return endsWithLiteral(re.Sub[0], s)
	case syntax.OpConcat:
		return len(re.Sub) > 0 && endsWithLiteral(re.Sub[len(re.Sub)-1], s)
	}
	return false
}

// uncaptured returns re without the capture groups around it.
func uncaptured(re *syntax.Regexp) *syntax.Regexp {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	return re
}

// groupNoBareColon reports whether every text group, a capture group of
// a regexp, can match holds no ':' or starts with '[': each of its
// alternatives admits no ':', or starts with a literal '['.
func groupNoBareColon(group *syntax.Regexp) bool {
	if group == nil {
		return false
	}
	alts := []*syntax.Regexp{group}
	if group.Op == syntax.OpAlternate {
		alts = group.Sub
	}
	for _, a := range alts {
		first := a
		for first.Op == syntax.OpConcat && len(first.Sub) > 0 || first.Op == syntax.OpCapture {
			first = first.Sub[0]
		}
		if first.Op == syntax.OpLiteral && len(first.Rune) > 0 && first.Rune[0] == '[' {
			continue
		}
		var admitted strings.Builder
		if !admits(a, &admitted) || strings.ContainsRune(admitted.String(), ':') {
			return false
		}
	}
	return true
}

// leftmost returns the first operand of a concatenation.
func leftmost(e ast.Expr) ast.Expr {
	for {
		b, ok := ast.Unparen(e).(*ast.BinaryExpr)
		if !ok || b.Op != token.ADD {
			return e
		}
		e = b.X
	}
}
