package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp/syntax"
	"unicode"

	"golang.org/x/tools/go/ast/astutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// hostNameMatched reports whether the split at ':' call, of u.Host, runs
// only where a regexp matched that Host and proved it no IPv6 address:
// an if before it, in a block around it, leaves the function where
// !re.MatchString(u.Host) holds, or an if around it takes its body where
// re.MatchString(u.Host) does, and the regexp matches text only up to
// its end, where what comes before an optional :port cannot be the ']'
// that ends an IPv6 address (endsOutsideBrackets). The Host matched may
// be another URL's that u is a copy of: u, err := url.Parse(v.String()).
func (h *hostnames) hostNameMatched(call *ast.CallExpr, file *ast.File) bool {
	sel, ok := ast.Unparen(call.Args[0]).(*ast.SelectorExpr)
	if !ok || h.hostField(sel) != "url" {
		return false
	}
	urls := h.sameURLs(sel.X)
	if len(urls) == 0 {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	if h.hostWritten(urls, path, call.Pos()) {
		return false
	}
	for i := 1; i < len(path); i++ {
		switch n := path[i].(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return false
		case *ast.IfStmt:
			if n.Body == path[i-1] && h.provesHostName(n.Cond, urls, false) {
				return true
			}
		case *ast.BlockStmt:
			st, ok := path[i-1].(ast.Stmt)
			if !ok {
				continue
			}
			for _, s := range n.List {
				if s == st {
					break
				}
				if ifs, ok := s.(*ast.IfStmt); ok && ifs.Init == nil && ifs.Else == nil && typesx.LeavesFunc(h.pass.TypesInfo, ifs.Body) && h.provesHostName(ifs.Cond, urls, true) {
					return true
				}
			}
		}
	}
	return false
}

// hostWritten reports whether the function around path writes the Host
// of one of urls before pos: then what a regexp matched may not be
// what is split.
func (h *hostnames) hostWritten(urls []types.Object, path []ast.Node, pos token.Pos) bool {
	var fn ast.Node
	for _, n := range path {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			fn = n
		}
		if fn != nil {
			break
		}
	}
	if fn == nil {
		return true
	}
	for w := range h.written {
		sel, ok := w.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Host" || sel.Pos() < fn.Pos() || sel.Pos() >= pos {
			continue
		}
		if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
			for _, u := range urls {
				if h.pass.TypesInfo.Uses[id] == u {
					return true
				}
			}
		}
	}
	return false
}

// sameURLs returns the variables whose Host is the Host of u, a variable
// of *url.URL or url.URL: u itself, and v where u is assigned once, from
// url.Parse(v.String()).
func (h *hostnames) sameURLs(u ast.Expr) []types.Object {
	h.noteLocals()
	id, ok := ast.Unparen(u).(*ast.Ident)
	if !ok {
		return nil
	}
	obj := h.pass.TypesInfo.Uses[id]
	if obj == nil {
		return nil
	}
	out := []types.Object{obj}
	if h.assigned[obj] != 1 {
		return out
	}
	if call, ok := ast.Unparen(h.parsedFrom[obj]).(*ast.CallExpr); ok && callRow(h.pass.TypesInfo, call).URLString {
		if s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if v, ok := ast.Unparen(s.X).(*ast.Ident); ok {
				if o := h.pass.TypesInfo.Uses[v]; o != nil && h.assigned[o] <= 1 {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// provesHostName reports whether cond is re.MatchString(u.Host) (negated
// when not is set) for u one of urls and re a regexp compiled once from
// a constant that endsOutsideBrackets.
func (h *hostnames) provesHostName(cond ast.Expr, urls []types.Object, not bool) bool {
	h.noteLocals()
	cond = ast.Unparen(cond)
	if not {
		u, ok := cond.(*ast.UnaryExpr)
		if !ok || u.Op != token.NOT {
			return false
		}
		cond = ast.Unparen(u.X)
	}
	call, ok := cond.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || callRow(h.pass.TypesInfo, call).Tests != sinks.TestsPattern { // a Regexp's MatchString(s)
		return false
	}
	arg, ok := ast.Unparen(call.Args[0]).(*ast.SelectorExpr)
	if !ok || h.hostField(arg) != "url" {
		return false
	}
	v, ok := ast.Unparen(arg.X).(*ast.Ident)
	if !ok {
		return false
	}
	matched := false
	for _, u := range urls {
		matched = matched || h.pass.TypesInfo.Uses[v] == u
	}
	re, ok := ast.Unparen(call.Fun.(*ast.SelectorExpr).X).(*ast.Ident)
	if !matched || !ok {
		return false
	}
	obj := h.pass.TypesInfo.Uses[re]
	pattern, ok := h.patterns[obj]
	return ok && h.assigned[obj] == 1 && endsOutsideBrackets(pattern)
}

// notePatterns records the variables declared with
// regexp.MustCompile(constant), and those declared with
// url.Parse(x.String()), by what they parse.
func (h *hostnames) notePatterns(n ast.Node) bool {
	var lhs, rhs []ast.Expr
	switch n := n.(type) {
	case *ast.AssignStmt:
		if n.Tok != token.DEFINE {
			return true
		}
		lhs, rhs = n.Lhs, n.Rhs
	case *ast.ValueSpec:
		for _, id := range n.Names {
			lhs = append(lhs, id)
		}
		rhs = n.Values
	default:
		return true
	}
	if len(rhs) != 1 {
		return true
	}
	call, ok := ast.Unparen(rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return true
	}
	id, ok := lhs[0].(*ast.Ident)
	if !ok {
		return true
	}
	if name := typesx.CalleeName(call); !flow.FuncNamed(name) && !sinks.Builtin().Names[name] {
		return true // neither a compile nor a parse: no key to make
	}
	obj := h.pass.TypesInfo.ObjectOf(id)
	key := callKey(h.pass.TypesInfo, call)
	if flow.FuncOf(key).Compiles == sinks.CompilesPerl && len(lhs) == 1 {
		if s := constantString(h.pass.TypesInfo.Types[call.Args[0]]); s != "" {
			h.patterns[obj] = s
		}
	}
	if target, ok := sinks.ParsedAs(key); ok && target == rfc.Reference && len(lhs) == 2 {
		h.parsedFrom[obj] = call.Args[0]
	}
	return true
}

// endsOutsideBrackets reports whether a regexp matches text only up to
// its end ($, \z) and, before an optional :port (a ':' and digits),
// cannot match a ']': what it matches is no IPv6 address in brackets,
// with or without a port.
func endsOutsideBrackets(pattern string) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return false
	}
	re = re.Simplify()
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[len(re.Sub)-1].Op != syntax.OpEndText {
		return false
	}
	subs := re.Sub[:len(re.Sub)-1]
	// Where the text may end without a port, it must not end in a
	// digit either: "[::1]:80" could be what comes before it.
	noDigit := true
	n := len(subs)
	switch last := subs[n-1]; {
	case isPortSuffix(last):
		subs = subs[:n-1]
	case n >= 2 && isDigits(last) && subs[n-2].Op == syntax.OpLiteral && subs[n-2].Rune[len(subs[n-2].Rune)-1] == ':':
		// A port that must be there: the ':' before it is the text's
		// last, and what comes before it ends the host.
		lit := subs[n-2].Rune
		if len(lit) > 1 {
			return lit[len(lit)-2] != ']'
		}
		subs, noDigit = subs[:n-2], false
	}
	for i := len(subs) - 1; i >= 0; i-- {
		if mayEndWith(subs[i], ']') || noDigit && mayEndWithDigit(subs[i]) {
			return false
		}
		if !nullable(subs[i]) {
			return true
		}
	}
	return false // the start: the text before the match is not known
}

func mayEndWithDigit(re *syntax.Regexp) bool {
	for c := '0'; c <= '9'; c++ {
		if mayEndWith(re, c) {
			return true
		}
	}
	return false
}

// isPortSuffix reports whether re matches ':' and digits, or nothing:
// (:[0-9]+)?, (:\d+)*.
func isPortSuffix(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpCapture:
		return isPortSuffix(re.Sub[0])
	case syntax.OpQuest, syntax.OpStar:
		return isPort(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min == 0 && isPort(re.Sub[0])
	}
	return isPort(re)
}

func isPort(re *syntax.Regexp) bool {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	if re.Op != syntax.OpConcat || len(re.Sub) != 2 {
		return false
	}
	colon := re.Sub[0]
	return colon.Op == syntax.OpLiteral && len(colon.Rune) == 1 && colon.Rune[0] == ':' && isDigits(re.Sub[1])
}

// isDigits reports whether re matches digits alone: [0-9]+, \d{1,5}.
func isDigits(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpPlus, syntax.OpStar, syntax.OpRepeat:
		re = re.Sub[0]
	}
	if re.Op != syntax.OpCharClass {
		return false
	}
	for i := 0; i+1 < len(re.Rune); i += 2 {
		if re.Rune[i] < '0' || re.Rune[i+1] > '9' {
			return false
		}
	}
	return true
}

// mayEndWith reports whether re may match text whose last character is
// c (true where it cannot tell).
func mayEndWith(re *syntax.Regexp, c rune) bool {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpNoMatch:
		return false
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return false
		}
		r := re.Rune[len(re.Rune)-1]
		return r == c || re.Flags&syntax.FoldCase != 0 && unicode.ToLower(r) == unicode.ToLower(c)
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i] <= c && c <= re.Rune[i+1] {
				return true
			}
		}
		return false
	case syntax.OpCapture, syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		return mayEndWith(re.Sub[0], c)
	case syntax.OpConcat:
		for i := len(re.Sub) - 1; i >= 0; i-- {
			if mayEndWith(re.Sub[i], c) {
				return true
			}
			if !nullable(re.Sub[i]) {
				return false
			}
		}
		return false
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if mayEndWith(s, c) {
				return true
			}
		}
		return false
	}
	return true
}

// nullable reports whether re may match the empty text (true where it
// cannot tell).
func nullable(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpLiteral, syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL, syntax.OpNoMatch:
		return false
	case syntax.OpCapture, syntax.OpPlus:
		return nullable(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min == 0 || nullable(re.Sub[0])
	case syntax.OpConcat:
		for _, s := range re.Sub {
			if !nullable(s) {
				return false
			}
		}
		return true
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if nullable(s) {
				return true
			}
		}
		return false
	}
	return true
}
