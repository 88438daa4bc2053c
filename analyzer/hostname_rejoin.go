package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// portRejoin reports whether call splits host:port at its first ':' and
// the part before it is written back before ':' and a decimal port: the
// code swaps the port (strings.Split(target, ":")[0] + ":" +
// strconv.Itoa(port)), and takes an IPv6 address apart ("[::1]:8012"
// becomes "[:8112"). The host is strings.Split's or SplitN's first part,
// strings.Cut's before, or the text before strings.Index's ':', itself or
// through a local variable it is assigned to.
func (h *hostnames) portRejoin(call *ast.CallExpr, f sinks.Func) (string, bool) {
	var host ast.Expr
	switch {
	case f.Parts:
		if ix := h.indexOf(call); ix != nil && isIntConst(h.pass.TypesInfo, ix.Index, 0) {
			host = ix
		}
	case f.Part:
		if as := h.assignOf(call); as != nil && len(as.Lhs) >= 1 {
			host = as.Lhs[0]
		}
	case !f.SearchesLast && !f.Splits:
		if s, ok := h.outer(call).(*ast.SliceExpr); ok && s.Low == nil && ast.Unparen(s.High) == call {
			host = s
		}
	}
	if host == nil {
		return "", false
	}
	// The local variable the host is assigned to (declared or not).
	local := func(e ast.Expr) *types.Var {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return nil
		}
		if v, ok := h.pass.TypesInfo.ObjectOf(id).(*types.Var); ok && h.isLocal(v) {
			return v
		}
		return nil
	}
	v := local(host)
	if as := h.assignOf(host); v == nil && as != nil && len(as.Lhs) == 1 {
		v = local(as.Lhs[0])
	}
	isHost := func(e ast.Expr) bool {
		if ast.Unparen(e) == host {
			return true
		}
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && v != nil && h.pass.TypesInfo.Uses[id] == v
	}
	var body ast.Node
	for _, p := range h.parents(call) {
		if _, ok := p.(*ast.FuncLit); ok {
			body = p
			break
		}
		if _, ok := p.(*ast.FuncDecl); ok {
			body = p
			break
		}
	}
	if body == nil {
		return "", false
	}
	found := false
	flow.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		b, ok := n.(*ast.BinaryExpr)
		if !ok || b.Op != token.ADD {
			return true
		}
		ops := typesx.Operands(b, token.ADD)
		for i := 0; i+1 < len(ops); i++ {
			if !isHost(ops[i]) {
				continue
			}
			after, ok := h.constString(ops[i+1])
			if !ok || !strings.HasPrefix(after, ":") {
				continue
			}
			if port := after[1:]; port != "" {
				found = decimal(port)
			} else {
				found = i+2 < len(ops) && h.decimalText(ops[i+2])
			}
			if found {
				break
			}
		}
		return false // its operands are one concatenation
	})
	if !found {
		return "", false
	}
	return types.ExprString(call.Args[0]) + ", whose part before the ':' is written back before another port,", true
}

// splitRejoined reports whether a declaration of the package that calls
// one of strings' splits at a first separator holds a split at ':' whose
// host part is written back before another port (portRejoin). The
// objects the package uses are looked at rather than its syntax walked.
func (h *hostnames) splitRejoined() bool {
	var decls []ast.Decl
	for _, u := range h.funcUses() {
		fn := u.Fn
		if fn.Pkg() == nil || fn.Pkg().Path() != "strings" {
			continue
		}
		if f := sinks.FuncOfObj(fn); f.SplitsAt && !f.SearchesLast {
			if d := h.declAt(u.ID.Pos()); d != nil && !slices.Contains(decls, d) {
				decls = append(decls, d)
			}
		}
	}
	found := false
	for _, d := range decls {
		flow.Inspect(d, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if found || !ok || len(call.Args) < 2 {
				return !found
			}
			f := callRow(h.pass.TypesInfo, call)
			if tv := h.pass.TypesInfo.Types[call.Args[1]]; f.SplitsAt && tv.Value != nil && (tv.Value.ExactString() == `":"` || tv.Value.ExactString() == "58") {
				_, found = h.portRejoin(call, f)
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// constString returns the constant string value of e.
func (h *hostnames) constString(e ast.Expr) (string, bool) {
	tv := h.pass.TypesInfo.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constantString(tv), true
}

// decimalText reports whether e writes an integer in decimal: strconv.Itoa,
// FormatInt or FormatUint with base 10, or a constant of digits.
func (h *hostnames) decimalText(e ast.Expr) bool {
	if s, ok := h.constString(e); ok {
		return decimal(s)
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	switch callKey(h.pass.TypesInfo, call) {
	case "strconv.Itoa":
		return true
	case "strconv.FormatInt", "strconv.FormatUint":
		return len(call.Args) == 2 && isIntConst(h.pass.TypesInfo, call.Args[1], 10)
	}
	return false
}

// decimal reports whether s is a non-empty run of ASCII digits.
func decimal(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }
