package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/strlit"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// A Piece is a run of bytes of a candidate URL whose origin is known.
type Piece struct {
	Text   string
	Lit    *ast.BasicLit // the literal holding text, when in this package
	Off    int           // offset of text within the literal's value
	LitLen int           // bytes of the literal's value the text stands for, when not len(text) ("%%")
	Format bool          // from a printf format: '%' is written "%%"
	Use    ast.Expr      // where to report when lit is nil
	Decl   token.Pos     // the named constant the text came through, if declared elsewhere
	At     string        // where another package writes the text into the field at decl
	Hole   bool          // text unknown (a non-constant operand, a fmt verb)
	Why    Reason        // for a hole standing for an operand not followed: why ("url", "input", ...)
	Verb   *fmtVerb      // for a hole that is a fmt verb: the verb and its argument
	Kind   HoleKind      // for a hole: what its text can be, known from what made it
	// Tail marks the '/' that stands for the start of the path or query
	// a sink appends to a field's value (checkFieldWrite); join says
	// that a sink appends a path there, so that the two meet as joined
	// strings do (see joinBefore).
	Tail, Join bool
	// Restored marks the text a replacement writes where its match lay
	// in a hole's text (strings.ReplaceAll(u.Host, sentinel, "{id}")):
	// it is there only where the run-time text held the match.
	Restored bool
	// Runs marks a hole that stands for the later runs of an extension
	// in a loop (s += x + "\n"): empty, or runs that each end as the
	// first run does, so text the first run ends with is between runs.
	Runs bool
}

// A HoleKind says what a hole's text can be, where value flow knows it
// from what made the text rather than from the text.
type HoleKind uint8

const (
	AnyText     HoleKind = iota // any text, as far as value flow knows
	EscapedText                 // escaped for a URL component: url.PathEscape, QueryEscape
	NumericText                 // a number or a boolean: %d, %v of an integer, strconv.Itoa; a duration's (time.Duration.String)
	QueryText                   // a whole query url.Values.Encode made: escaped keys and values, '=' and '&'
	PlainText                   // letters, digits, '-', '.', '_', '~' and ':' alone, which a path segment, a query or a fragment takes as they stand: a UTC time in RFC 3339
)

// holeKinds name the kinds of holes in a ResultsFact (facts.ResultPiece).
var holeKinds = [...]string{AnyText: "", EscapedText: "escaped", NumericText: "numeric", QueryText: "query", PlainText: "plain"}

// String returns the name of k in a ResultsFact.
func (k HoleKind) String() string {
	if int(k) < len(holeKinds) {
		return holeKinds[k]
	}
	return ""
}

// holeKind returns the kind a ResultsFact names, AnyText for a name it
// does not know.
func holeKind(name string) HoleKind {
	for k, n := range holeKinds {
		if n != "" && n == name {
			return HoleKind(k)
		}
	}
	return AnyText
}

// A Value is one string that can reach a sink, as a sequence of pieces.
type Value []Piece

// MaxValues bounds the combinations of choices followed for one
// argument, so that chains of two-way choices cannot explode: a
// concatenation (or a join, a format) of operands of several values each
// yields at most this many values, or as many as its operands hold
// together when that is more, and the values left out are counted by a
// hole for ReasonTooMany (tooMany). A choice among values (the rows of a
// table, the assignments of a variable) is not bounded: its cost is
// linear in what the program writes.
const MaxValues = 32

// MaxDepth bounds the recursion through variables, calls and fields: a
// chain deeper than this leaves its site unresolved for ReasonDepth. A
// constant is not followed past it but taken whole, as folded by the
// type checker; a concatenation costs one level however long it is.
const MaxDepth = 64

// maxSteps bounds the expressions visited to resolve one expression from
// the top (depth 0): maxValues and maxDepth bound what a resolution
// returns, not the work, and a variable reassigned from itself through
// several Sprintf calls branches at every level.
const maxSteps = 1 << 16

// A Flow resolves expressions to the constant strings that can reach them.
// It follows literals, named constants, concatenations, conversions,
// fmt.Sprintf and local or package-level variables whose every assignment
// is visible. A read of a local variable takes the assignments that can
// reach it along the function's control flow (liveAssignments), so an if
// choosing one of two constants yields both, while an assignment replaced
// before the read counts no more; a package-level variable takes every
// assignment.
type Flow struct {
	Fset  *token.FileSet
	Info  *types.Info
	Funcs []*FuncNode // the function bodies of the package (Collect)
	Sites []CallSite  // the calls of the package, by function (Collect)
	Pkg   *types.Package
	Files []*ast.File
	vars  *Vars // the assignments of variables, indexed on first use
	// Control answers what runs where: cursors, reaching assignments,
	// dominance, failure paths, guards.
	Control *Control
	// Lookups are the lookup methods of the package and their calls.
	Lookups *Lookups

	Calls   *CallFlow  // function results (calls.go); nil follows no call
	Params  *ParamFlow // the arguments of every call of a function, at a sink (param_flow.go); nil follows none
	Data    *Data      // the data index: fields, elements and range variables (data_index.go)
	Fields  *Fields    // reads of fields, elements and range variables through it
	Origins *Origins   // where text not followed comes from
	Updates *Updates   // what statements after its assignments make of a variable
	Formats *Formats   // text fmt.Sprintf and strings.Builder make
	steps   int        // expressions visited since the last resolution from depth 0 (maxSteps)

	funcUses []FuncUse // the uses of functions, copied out of Info.Uses on first need (FuncUses)

	// Consulted are the functions of the package whose results a
	// resolution read, and dynamic the types of the function values it
	// called without knowing the function: run.returnedTo asks whether a
	// function's results reach a sink.
	Consulted map[*types.Func]bool
	Dynamic   typeutil.Map // of types.Type to true

}

// New returns the value flow of a package from its syntax and types;
// facts, when not nil, gives the facts of the packages it imports. To
// follow parameters to the arguments of their calls, the caller then runs
// Collect and sets Params (see ParamFlow).
func New(fset *token.FileSet, info *types.Info, pkg *types.Package, files []*ast.File, facts Facts) *Flow {
	f := &Flow{Fset: fset, Info: info, Pkg: pkg, Files: files, Calls: &CallFlow{facts: facts}}
	f.Calls.f = f
	return f.withParts()
}

// withParts gives f the parts that own their state, each over f.
func (f *Flow) withParts() *Flow {
	f.vars = newVars(f.Info, f.Pkg, f.Files)
	f.Control = newControl(f)
	f.Lookups = &Lookups{f: f}
	f.Data = &Data{f: f}
	f.Fields = &Fields{f: f}
	f.Origins = &Origins{f: f}
	f.Updates = &Updates{f: f}
	f.Formats = &Formats{f: f}
	return f
}

// Resolve returns the candidate values of e. why is empty when every value
// reaching e was found; otherwise it names what stopped the search.
func (f *Flow) Resolve(e ast.Expr, depth int) (vals []Value, why Reason) {
	return f.resolve(e, scope{depth: depth})
}

// resolve is Resolve in scope sc.
func (f *Flow) resolve(e ast.Expr, sc scope) (vals []Value, why Reason) {
	if sc.depth == 0 {
		f.steps = 0
	}
	if f.steps++; sc.depth > MaxDepth || f.steps > maxSteps {
		// A constant needs no following: its value is known whole.
		return f.constant(e, ReasonDepth)
	}
	if tv, ok := f.Info.Types[e]; ok && tv.Type != nil && !typesx.IsString(commaOkValue(tv.Type)) {
		return nil, "not a string"
	}
	if f.Calls != nil && f.Calls.Cheap && f.costly(e) {
		return f.constant(e, ReasonVariable)
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return nil, "not a string"
		}
		l, err := strlit.Parse(e.Value)
		if err != nil {
			return nil, "bad literal"
		}
		return []Value{{{Text: l.Value(), Lit: e}}}, ""
	case *ast.ParenExpr:
		return f.resolve(e.X, sc.deeper())
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			break
		}
		return f.sum(e, sc)
	case *ast.Ident:
		return f.object(e, f.Info.Uses[e], sc)
	case *ast.SelectorExpr:
		if vals, why, ok := f.Fields.selector(e); ok {
			return vals, why
		}
		if f.Origins.requestInput(e) {
			return nil, ReasonInput
		}
		if sel, ok := f.Info.Selections[e]; ok && sel != nil {
			if vals, ok := f.Fields.foreignField(e); ok {
				return vals, ""
			}
			vals, why := f.Fields.field(e, sel, sc)
			if why != "" && why != ReasonInput {
				if reason, ok := f.Origins.urlField(e, sel); ok {
					return nil, reason
				}
			}
			return vals, why
		}
		return f.object(e, f.Info.Uses[e.Sel], sc)
	case *ast.CallExpr:
		if tv, ok := f.Info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			if why := f.Origins.bytesInput(e.Args[0]); why != "" {
				return nil, why
			}
			return f.resolve(e.Args[0], sc.deeper()) // conversion to a string type
		}
		if IsSprintf(f.Info, e) {
			return f.Formats.sprintf(e, sc)
		}
		return f.Calls.call(e, sc)
	case *ast.IndexExpr:
		return f.Fields.index(e, sc)
	case *ast.StarExpr:
		return f.deref(e, sc)
	case *ast.SliceExpr:
		return f.slice(e, sc)
	}
	return f.constant(e, ReasonExpression)
}

// sum resolves a concatenation a + b + ... as a whole: its operands are
// each resolved at depth+1, however many they are, and joined in one
// pass, so that a concatenation of thousands of operands costs neither
// depth nor a copy of its value per operand. An operand not followed is
// a hole for its reason; the sum is unresolved only when every operand
// is.
func (f *Flow) sum(e *ast.BinaryExpr, sc scope) ([]Value, Reason) {
	var ops []ast.Expr
	for x := ast.Expr(e); ; {
		b, ok := ast.Unparen(x).(*ast.BinaryExpr)
		if !ok || b.Op != token.ADD {
			ops = append(ops, x)
			break
		}
		ops = append(ops, b.Y)
		x = b.X
	}
	slices.Reverse(ops)
	out := []Value{{}}
	var why Reason
	known := false
	for _, op := range ops {
		vals, opWhy := f.resolve(op, sc.deeper())
		if opWhy != "" {
			why = MergeReason(why, opWhy)
			vals = append(vals, Value{{Hole: true, Use: op, Why: opWhy}})
		} else {
			known = true
		}
		if len(vals) == 1 {
			// The common case, in place: every value of out has an
			// array of its own (the first an empty one, the others
			// Concat's), which an append extends or moves, so that a
			// long sum does not copy its text again at each operand.
			for i := range out {
				out[i] = append(out[i], vals[0]...)
			}
			continue
		}
		out = Concat(out, vals)
	}
	if !known {
		return nil, why
	}
	return out, ""
}

// slice resolves s[i:j], a part of s's text: unknown where s is, for the
// same reason (a part of url text is url text); the part of each value
// where s has constant text and the bounds are constants (Go does not
// fold "/leafnode"[1:] into a constant); "expression" where a bound is
// not known, since the part is not checked.
func (f *Flow) slice(e *ast.SliceExpr, sc scope) ([]Value, Reason) {
	vals, why := f.resolve(e.X, sc.deeper())
	if len(vals) == 0 && why != "" {
		return nil, why
	}
	if r := holesReason(vals); r != "" {
		return nil, r
	}
	if e.Slice3 {
		return nil, ReasonExpression
	}
	out := make([]Value, 0, len(vals))
	for _, v := range vals {
		n := 0
		for _, p := range v {
			if p.Hole {
				return nil, ReasonExpression
			}
			n += len(p.Text)
		}
		lo, okLo := f.bound(e.Low, 0)
		hi, okHi := f.bound(e.High, n)
		if !okLo || !okHi || lo > hi || hi > n {
			return nil, ReasonExpression
		}
		out = append(out, v.cut(lo, hi, e))
	}
	return out, ""
}

// bound returns the value of a slice bound, def when it is absent, and
// whether it is a constant integer.
func (f *Flow) bound(e ast.Expr, def int) (int, bool) {
	if e == nil {
		return def, true
	}
	tv, ok := f.Info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	i, ok := constant.Int64Val(tv.Value)
	return int(i), ok && i >= 0
}

// cut returns the text of a constant value v between the byte offsets lo
// and hi, each piece keeping the literal it comes from where its text is
// the literal's bytes one for one; the others are reported at use.
func (v Value) cut(lo, hi int, use ast.Expr) Value {
	var out Value
	at := 0
	for _, p := range v {
		start, end := max(lo, at), min(hi, at+len(p.Text))
		if start < end {
			q := p
			q.Text = p.Text[start-at : end-at]
			if start > at || end < at+len(p.Text) {
				if p.Lit != nil && p.LitLen == 0 && !p.Format {
					q.Off += start - at
				} else {
					q.Lit, q.LitLen, q.Use = nil, 0, use
				}
			}
			out = append(out, q)
		}
		at += len(p.Text)
	}
	return out
}

// constant returns the folded constant value of e, reported at e, or
// why when e is not constant.
func (f *Flow) constant(e ast.Expr, why Reason) ([]Value, Reason) {
	if tv, ok := f.Info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return []Value{{{Text: constant.StringVal(tv.Value), Use: e}}}, ""
	}
	return nil, why
}

// object resolves a use of obj at e.
func (f *Flow) object(e ast.Expr, obj types.Object, sc scope) ([]Value, Reason) {
	switch obj := obj.(type) {
	case *types.Const:
		if obj.Val().Kind() != constant.String {
			return nil, "not a string"
		}
		if obj.Pkg() == f.Pkg {
			if def := f.ConstDecl(obj); def != nil {
				return f.resolve(def, sc.deeper())
			}
		}
		return []Value{{{Text: constant.StringVal(obj.Val()), Use: e, Decl: obj.Pos()}}}, ""
	case *types.Var:
		if obj.Pkg() != f.Pkg || obj.IsField() {
			if vals, ok := f.Fields.foreignVar(e, obj); ok {
				return vals, ""
			}
			return nil, "variable of another package"
		}
		vi := f.VarInfo(obj)
		if vi != nil && vi.Escapes && obj.Parent() != f.Pkg.Scope() {
			if vals, ok := f.escapedInPlace(obj, vi, e); ok {
				return vals, ""
			}
		}
		if typesx.IsParam(obj) {
			if id, ok := e.(*ast.Ident); ok && vi != nil && len(vi.Adds) > 0 && len(vi.Rhs) == 0 {
				if vals, why, ok := f.Updates.extended(obj, vi, id, sc); ok {
					return vals, why
				}
			}
			return f.Calls.param(obj, e, sc)
		}
		if id, ok := e.(*ast.Ident); ok && vi != nil && obj.Parent() != f.Pkg.Scope() {
			if vals, why, ok := f.Updates.extended(obj, vi, id, sc); ok {
				return vals, why
			}
		}
		if vi == nil || len(vi.assignments()) == 0 || vi.Escapes {
			if f.Calls != nil && f.Calls.Cheap {
				if vals, why, ok := f.literalRangeValue(obj, sc); ok {
					return vals, why
				}
				return nil, ReasonVariable // escaped needs the package's data index
			}
			return f.escaped(e, obj, vi, sc)
		}
		rhs := vi.assignments()
		if obj.Parent() == f.Pkg.Scope() {
			rhs = f.globalAssignments(rhs)
			rhs = f.Fields.notFailedOnPurpose(e, rhs)
		}
		var use *ast.Ident // the read of a local variable (passingRewrite)
		if id, ok := e.(*ast.Ident); ok && obj.Parent() != f.Pkg.Scope() {
			rhs = f.Control.liveAssignments(obj, id, rhs, sc)
			use = id
		}
		return f.assignedAll(obj, vi, rhs, use, sc)
	}
	return nil, ReasonUnknown
}

// Concat returns every concatenation of a value of l with a value of r,
// at most maxCombined(len(l), len(r)) of them and tooMany for the rest.
func Concat(l, r []Value) []Value {
	limit := maxCombined(len(l), len(r))
	var out []Value
	for _, a := range l {
		for _, b := range r {
			if len(out) == limit {
				return append(out, tooMany())
			}
			v := make(Value, 0, len(a)+len(b))
			out = append(out, append(append(v, a...), b...))
		}
	}
	return out
}

// maxCombined is the number of values followed for the combinations of
// operands of n values each: MaxValues, or more when the operands hold
// more together, so that a table combined with constants is followed
// row by row.
func maxCombined(n ...int) int {
	sum := 0
	for _, k := range n {
		sum += k
	}
	return max(MaxValues, sum)
}

// tooMany stands for the values a bound on combinations left out: a hole
// whose reason makes the site unresolved (see ResolveSite).
func tooMany() Value { return Value{{Hole: true, Why: ReasonTooMany}} }

// ConstDecl returns the expression a constant of this package is declared
// with, or nil (an implicit repetition of the previous spec).
func (f *Flow) ConstDecl(c *types.Const) ast.Expr {
	return f.vars.Const(c)
}

// VarInfo returns the assignments of v, or nil when they are not known:
// a package-level variable while summaries are cheap, since its
// assignments can be anywhere in the package.
func (f *Flow) VarInfo(v *types.Var) *VarInfo {
	if f.Calls != nil && f.Calls.Cheap && v.Parent() == f.Pkg.Scope() && !f.vars.all {
		return nil
	}
	return f.vars.Of(v)
}

// commaOkValue returns the type of the value of a comma-ok expression,
// which go/types records as a tuple (value, bool), or t itself.
func commaOkValue(t types.Type) types.Type {
	if tup, ok := t.(*types.Tuple); ok && tup.Len() == 2 {
		return tup.At(0).Type()
	}
	return t
}

// assignedAll resolves the assignments of a variable: the constants of
// those that resolve, and a hole for the others, unless one computes the
// variable from itself (u = escape(u)).
func (f *Flow) assignedAll(v *types.Var, vi *VarInfo, rhs []ast.Expr, use *ast.Ident, sc scope) ([]Value, Reason) {
	if len(rhs) == 0 {
		return nil, ""
	}
	vals, why := f.resolveAll(rhs, v, vi, use, sc)
	if use != nil {
		vals = f.Updates.passingGuards(v, use, rhs, vals)
	}
	return vals, why
}

// globalAssignments drops, from the assignments of a package-level
// variable, its initializer when an init function always replaces it
// (func init() { base = os.Getenv("BASE") }): no other code sees it.
func (f *Flow) globalAssignments(rhs []ast.Expr) []ast.Expr {
	replaced := false
	for _, e := range rhs {
		fd, ok := f.vars.DeclAt(e.Pos()).(*ast.FuncDecl)
		if !ok || fd.Name.Name != "init" || fd.Recv != nil || fd.Body == nil {
			continue
		}
		for _, s := range fd.Body.List {
			if as, ok := s.(*ast.AssignStmt); ok && as.Pos() <= e.Pos() && e.End() <= as.End() {
				replaced = true
			}
		}
	}
	if !replaced {
		return rhs
	}
	var out []ast.Expr
	for _, e := range rhs {
		if _, ok := f.vars.DeclAt(e.Pos()).(*ast.GenDecl); !ok {
			out = append(out, e)
		}
	}
	return out
}

func firstWhy(a, b Reason) Reason {
	if a != "" {
		return a
	}
	return b
}

// cl returns the call flow state, nil when the flow was made without one.
func (f *Flow) fc() *CallFlow {
	return f.Calls
}

// costly reports whether resolving e could cost an index of the whole
// package: a read of a package-level variable, a field or an element.
func (f *Flow) costly(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		v, ok := f.Info.Uses[e].(*types.Var)
		return ok && v.Parent() == f.Pkg.Scope()
	case *ast.SelectorExpr:
		sel, ok := f.Info.Selections[e]
		return ok && sel.Kind() == types.FieldVal
	case *ast.IndexExpr, *ast.StarExpr:
		return true
	}
	return false
}

// resolveAll resolves each of exprs and joins their values. When some
// cannot be resolved, the others are still returned, with a hole for
// what is unknown and the reason of them all (see mergeReason), unless an
// unresolved one rewrites the value from itself (c.url = clean(c.url)):
// then no constant reaches unchanged. use, when not nil, is the read of
// local variable self whose assignments exprs are (passingRewrite).
func (f *Flow) resolveAll(exprs []ast.Expr, self types.Object, vi *VarInfo, use *ast.Ident, sc scope) ([]Value, Reason) {
	var out []Value
	var unknown Reason
	for _, x := range exprs {
		var vals []Value
		var why Reason
		if v, ok := self.(*types.Var); ok && vi != nil && !v.IsField() && f.rewrites(x, self) {
			var guarded bool
			if vals, why, guarded = f.Updates.guardedRewrite(x, v, sc.deeper()); !guarded {
				vals, why = f.Calls.assigned(vi, x, sc.deeper())
			}
		} else if vi != nil {
			vals, why = f.Calls.assigned(vi, x, sc.deeper())
			if v, ok := self.(*types.Var); ok && use != nil && f.Info.Uses[use] == v {
				vals = f.Updates.passingRewrite(x, v, vi, use, vals)
			}
		} else if v, ok := self.(*types.Var); ok && v.IsField() {
			vals, why = f.Params.ResolveWrite(f, x, sc.deeper())
		} else {
			vals, why = f.resolve(x, sc.deeper())
		}
		if why != "" {
			// url text or input only when every unknown one is.
			unknown = MergeReason(unknown, why)
			if f.rewrites(x, self) {
				return nil, why
			}
		}
		out = append(out, vals...)
	}
	if len(out) == 0 {
		if unknown == "" {
			unknown = ReasonField
		}
		return nil, unknown
	}
	if unknown != "" {
		out = append(out, Value{{Hole: true}})
	}
	return out, unknown
}

// rewrites reports whether x reads self, a variable or field origin: a
// value computed from itself (c.url = clean(c.url)).
func (f *Flow) rewrites(x ast.Expr, self types.Object) bool {
	if self == nil {
		return false
	}
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			found = f.Info.Uses[n] == self
		case *ast.SelectorExpr:
			if fld, _ := f.FieldSel(n); fld == self {
				found = true
			}
		}
		return !found
	})
	return found
}

// FieldSel returns the field origin and base of a field selection x.F.
func (f *Flow) FieldSel(e ast.Expr) (*types.Var, ast.Expr) { return fieldSel(f.Info, e) }
