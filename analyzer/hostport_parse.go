package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// hostPortHandled reports whether the code around the sink call at, a
// parser that misreads host:port, handles host:port text itself, so that
// a bare host:port is not a mistake there: the call runs only under a
// test of the text it parses (strings.Contains(s, "://"), a scheme
// prefix), a failure of the parse or an empty host falls back to the
// text (net.SplitHostPort(s), url.URL{Host: s}, return s) for the kind of
// host:port at hand, or the
// function splits the text as an address (net.SplitHostPort). The text
// is named by the variables and fields the argument reads (its roots).
// Comparisons with "" and len do not count: they test that the text is
// set, not what it is.
//
// A host that is no scheme name (numeric: 127.0.0.1:8080, [::1]:8080)
// makes the parse fail; a name (localhost:8080) parses with no host, as
// scheme "localhost". So a fallback on failure handles the first, one on
// an empty Host or Opaque, or on a Scheme other than "", the second; a
// test of Scheme == "" neither.
func (r *hostPorts) hostPortHandled(at ast.Node, arg ast.Expr, numeric bool) bool {
	call, ok := at.(*ast.CallExpr)
	if !ok || arg == nil {
		return false
	}
	roots := r.textRoots(arg)
	if len(roots) == 0 {
		return false
	}
	path := r.flow.Control.Parents(call)
	var fn ast.Node
	child := ast.Node(call)
	for _, cur := range path {
		switch n := cur.(type) {
		case *ast.IfStmt:
			if (child == ast.Node(n.Body) || n.Else != nil && child == n.Else) && r.testsText(n.Cond, roots) {
				return true
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if r.testsText(e, roots) {
					return true
				}
			}
		case *ast.SwitchStmt:
			if child == ast.Node(n.Body) && n.Tag != nil && r.testsText(n.Tag, roots) {
				return true
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if s.Pos() >= child.Pos() {
					break
				}
				if is, ok := s.(*ast.IfStmt); ok && r.testsText(is.Cond, roots) && flow.Exits(is.Body) {
					return true
				}
			}
		case *ast.FuncLit, *ast.FuncDecl:
			fn = n
		}
		if fn != nil {
			break
		}
		child = cur
	}
	return r.fallsBack(call, path, roots, numeric) || fn != nil && r.splitsAddress(fn, roots)
}

// textRoots returns the variables and fields whose text arg reads: the
// identifiers it uses and the last field of each selection (o.Upstream
// names Upstream, not o).
func (r *hostPorts) textRoots(arg ast.Expr) map[types.Object]bool {
	roots := make(map[types.Object]bool)
	ast.Inspect(arg, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if v, ok := r.pass.TypesInfo.Uses[n.Sel].(*types.Var); ok {
				roots[v.Origin()] = true
				return false
			}
		case *ast.Ident:
			if v, ok := r.pass.TypesInfo.Uses[n].(*types.Var); ok {
				roots[v.Origin()] = true
			}
		case *ast.FuncLit:
			return false
		}
		return true
	})
	return roots
}

// mentions reports whether e reads one of roots, other than to compare
// it with "" or take its length; within a call that only reports or
// wraps an error (fmt.Errorf, log.Printf), when not calls too.
func (r *hostPorts) mentions(e ast.Node, roots map[types.Object]bool, calls bool) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if (n.Op == token.EQL || n.Op == token.NEQ) && (r.emptyString(n.X) || r.emptyString(n.Y)) {
				return false
			}
		case *ast.CallExpr:
			if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && id.Name == "len" {
				return false
			}
			if !calls && reportsOnly(n) {
				return false
			}
		case *ast.SelectorExpr:
			if v, ok := r.pass.TypesInfo.Uses[n.Sel].(*types.Var); ok && roots[v.Origin()] {
				found = true
			}
		case *ast.Ident:
			if v, ok := r.pass.TypesInfo.Uses[n].(*types.Var); ok && roots[v.Origin()] {
				found = true
			}
		}
		return !found
	})
	return found
}

// testsText reports whether cond tests the text of roots.
func (r *hostPorts) testsText(cond ast.Expr, roots map[types.Object]bool) bool {
	return r.mentions(cond, roots, true)
}

// emptyString reports whether e is the constant "".
func (r *hostPorts) emptyString(e ast.Expr) bool {
	tv, ok := r.pass.TypesInfo.Types[e]
	return ok && tv.Value != nil && tv.Value.ExactString() == `""`
}

// reportsOnly reports whether call only formats, logs or wraps an error:
// a use of the text that is no fallback.
func reportsOnly(call *ast.CallExpr) bool {
	name := typesx.CalleeName(call)
	for _, w := range []string{"Errorf", "Error", "New", "Wrap", "Wrapf", "Sprintf", "Printf", "Println", "Print", "Fatal", "Fatalf", "Panicf", "Info", "Infof", "Warn", "Warnf", "Warning", "Warningf", "Debug", "Debugf", "Log", "Logf", "Quote"} {
		if name == w {
			return true
		}
	}
	return strings.HasSuffix(name, "Errorf") || strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Wrapf")
}

// fallsBack reports whether the parse's failure, or a result with no host
// or scheme, leads to code that uses the text of roots again, other than
// in an error or a log line: the statement after the assignment of the
// parse, or the if whose init it is.
func (r *hostPorts) fallsBack(call *ast.CallExpr, path []ast.Node, roots map[types.Object]bool, numeric bool) bool {
	if len(path) < 2 {
		return false
	}
	as, ok := path[0].(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || as.Rhs[0] != ast.Expr(call) {
		return false
	}
	results := make(map[types.Object]bool)
	for _, l := range as.Lhs {
		if id, ok := l.(*ast.Ident); ok {
			if obj := typesx.ObjectOf(r.pass.TypesInfo, id); obj != nil {
				results[obj] = true
			}
		}
	}
	var ifs []*ast.IfStmt
	switch n := path[1].(type) {
	case *ast.IfStmt:
		if n.Init == as {
			ifs = append(ifs, n)
		}
	case *ast.BlockStmt:
		for i, s := range n.List {
			if s != as {
				continue
			}
			for _, t := range n.List[i+1 : min(i+3, len(n.List))] {
				if is, ok := t.(*ast.IfStmt); ok {
					ifs = append(ifs, is)
				}
			}
		}
	}
	for _, is := range ifs {
		failure, noHost := r.testsParse(is.Cond, results)
		if numeric && !failure || !numeric && !noHost {
			continue
		}
		if r.mentions(is.Body, roots, false) || is.Else != nil && r.mentions(is.Else, roots, false) {
			return true
		}
	}
	return false
}

// testsParse reports whether cond tests the parse's failure (its error
// result among results), and whether it tests what a host:port that
// parses as a scheme leaves (the URL result's Host, Opaque, Hostname or
// Port, or its Scheme other than against "").
func (r *hostPorts) testsParse(cond ast.Expr, results map[types.Object]bool) (failure, noHost bool) {
	ast.Inspect(cond, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if sel, ok := ast.Unparen(n.X).(*ast.SelectorExpr); ok && sel.Sel.Name == "Scheme" && r.emptyString(n.Y) {
				return false // u.Scheme == "": a host:port has one
			}
		case *ast.SelectorExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && results[typesx.ObjectOf(r.pass.TypesInfo, id)] {
				switch n.Sel.Name {
				case "Host", "Opaque", "Hostname", "Port", "Scheme":
					noHost = true
				}
			}
			return false
		case *ast.Ident:
			if obj := typesx.ObjectOf(r.pass.TypesInfo, n); results[obj] && typesx.IsError(obj.Type()) {
				failure = true
			}
		}
		return true
	})
	return failure, noHost
}

// splitsAddress reports whether fn splits the text of roots as an
// address (net.SplitHostPort), knowing it can be host:port.
func (r *hostPorts) splitsAddress(fn ast.Node, roots map[types.Object]bool) bool {
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		if name := typesx.CalleeName(call); name == "SplitHostPort" && len(call.Args) == 1 && r.mentions(call.Args[0], roots, true) {
			found = true
		}
		return !found
	})
	return found
}
