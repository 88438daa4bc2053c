package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"unicode"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// namePart reports whether call, a split of text at ':' whose part after
// it is read as a port, gives its part before the ':' to nothing but
// string fields named Name, to integer parses or decoders of hex, base32
// or base64 whose failure returns, or to comparisons with constant words
// (two at least): the text is the name of a thing (a service, a node) and
// a port, as a Kubernetes target's service:port, two numbers, as a vsock
// address's CID:port, an encoded key and a port, as a Tor onion
// address, or a
// configuration line's key: value, and the part is no address. Where the part also goes anywhere
// else (a field named Host or Address, a dialer, a parse whose failure
// goes on), it is read as a host.
//
//	segs := strings.SplitN(endpoint, ":", 2)
//	svc.Name = segs[0]
//	port, err := strconv.Atoi(segs[1])
//
//	cid, err := strconv.ParseUint(parts[0], 10, 32)
//	if err != nil { return 0, 0, err }
//
//	k, v, _ := strings.Cut(line, ":")
//	switch strings.TrimSpace(k) { case "port": ...; case "timeout": ... }
//
// The part is parts[0] of a split into a local variable (parts[1],
// len(parts) and len(parts[0]) may be read too), or the text before the ':' strings.Cut
// returns into a local variable.
func (h *hostnames) namePart(f sinks.Func, call *ast.CallExpr) bool {
	v, file := h.splitPartVar(f, call)
	if v == nil {
		return false
	}
	info := h.pass.TypesInfo
	// part reports whether e is the part before the ':'.
	part := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if ix, ok := e.(*ast.IndexExpr); ok && f.Parts {
			if !isIntConst(info, ix.Index, 0) {
				return false
			}
			e = ast.Unparen(ix.X)
		}
		id, ok := e.(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	isV := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	// nameField reports whether e selects a string field named Name.
	nameField := func(e ast.Expr) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Name" {
			return false
		}
		s := info.Selections[sel]
		return s != nil && s.Kind() == types.FieldVal && typesx.IsString(s.Obj().Type())
	}
	// cased returns the text e cases (strings.ToUpper(x) gives x), or e.
	cased := func(e ast.Expr) ast.Expr {
		if c, ok := ast.Unparen(e).(*ast.CallExpr); ok && len(c.Args) == 1 && callRow(info, c).Cases != sinks.CasesNothing {
			return c.Args[0]
		}
		return e
	}
	// number returns the part where as keeps the integer a parse reads
	// from it, or the bytes a decoder reads from it (cased or not), and
	// ifs, the if after it or around it, returns where that parse
	// failed; nil elsewhere.
	number := func(as *ast.AssignStmt, ifs *ast.IfStmt) ast.Expr {
		if len(as.Lhs) != 2 || len(as.Rhs) != 1 || isBlank(as.Lhs[0]) {
			return nil
		}
		c, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok || len(c.Args) == 0 {
			return nil
		}
		arg := c.Args[0]
		if row := callRow(info, c); row.DecodesBytes {
			arg = cased(arg)
		} else if !row.ParsesInt {
			return nil
		}
		if !part(arg) {
			return nil
		}
		errID, _ := as.Lhs[1].(*ast.Ident)
		cond, _ := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if errID == nil || cond == nil || cond.Op != token.NEQ || !typesx.IsNil(cond.Y) || len(ifs.Body.List) == 0 {
			return nil
		}
		x, ok := ast.Unparen(cond.X).(*ast.Ident)
		if _, returns := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt); !ok || !returns || info.Uses[x] != info.ObjectOf(errID) {
			return nil
		}
		return arg
	}
	keys := make(map[string]bool)
	// key returns the part e reads, itself or trimmed or cased, where
	// words, the constants it is compared with, are all words no host
	// is named by; nil elsewhere.
	key := func(e ast.Expr, words ...ast.Expr) ast.Expr {
		e = ast.Unparen(e)
		for {
			c, ok := e.(*ast.CallExpr)
			if !ok || len(c.Args) == 0 {
				break
			}
			if row := callRow(info, c); row.Trims == sinks.TrimsNothing && row.Cases == sinks.CasesNothing {
				break
			}
			e = ast.Unparen(c.Args[0])
		}
		if !part(e) || len(words) == 0 {
			return nil
		}
		for _, w := range words {
			s := constString(info, w)
			if !keyWord(s) {
				return nil
			}
			keys[s] = true
		}
		return e
	}
	reads, seen, names := 0, 0, 0
	seenRead := make(map[*ast.Ident]bool)
	// account marks e's read of v as one that takes nothing of the
	// part, or gives it to a Name field or a number.
	account := func(e ast.Expr) {
		e = ast.Unparen(e)
		if ix, ok := e.(*ast.IndexExpr); ok {
			e = ast.Unparen(ix.X)
		}
		if id, ok := e.(*ast.Ident); ok && info.Uses[id] == v && !seenRead[id] {
			seenRead[id] = true
			seen++
		}
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SwitchStmt:
			var words []ast.Expr
			for _, cc := range n.Body.List {
				words = append(words, cc.(*ast.CaseClause).List...)
			}
			if n.Tag != nil {
				if e := key(n.Tag, words...); e != nil {
					account(e)
				}
			}
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				if e := key(n.X, n.Y); e != nil {
					account(e)
				}
			}
		case *ast.BlockStmt:
			for i, st := range n.List[:max(len(n.List)-1, 0)] {
				as, ok := st.(*ast.AssignStmt)
				if ifs, isIf := n.List[i+1].(*ast.IfStmt); ok && isIf && ifs.Init == nil {
					if e := number(as, ifs); e != nil {
						account(e)
						names++
					}
				}
			}
		case *ast.IfStmt:
			if as, ok := n.Init.(*ast.AssignStmt); ok {
				if e := number(as, n); e != nil {
					account(e)
					names++
				}
			}
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, rhs := range n.Rhs {
					if part(rhs) && nameField(n.Lhs[i]) {
						account(rhs)
						names++
					}
				}
			}
		case *ast.CompositeLit:
			st, ok := typesx.Under(info.TypeOf(n)).(*types.Struct)
			if !ok {
				break
			}
			for _, elt := range n.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok || !part(kv.Value) {
					continue
				}
				if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Name" && stringField(st, "Name") {
					account(kv.Value)
					names++
				}
			}
		case *ast.IndexExpr:
			// parts[1], the port's text; parts[0] only where written
			// into a Name field (above).
			if f.Parts && isV(n.X) && !isIntConst(info, n.Index, 0) {
				account(n.X)
			}
		case *ast.CallExpr:
			// len(parts) and len(parts[0]) read no text of the part.
			if fn, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && len(n.Args) == 1 && (f.Parts && isV(n.Args[0]) || part(n.Args[0])) {
				if b, ok := info.Uses[fn].(*types.Builtin); ok && b.Name() == "len" {
					account(n.Args[0])
				}
			}
		case *ast.Ident:
			if info.Uses[n] == v {
				reads++
			}
		}
		return true
	})
	return (names > 0 || len(keys) >= 2) && seen == reads
}

// splitPartVar returns the local variable call, a split at ':', is
// assigned to (the parts, or strings.Cut's text before the ':'), and the
// file that holds it; nil elsewhere.
func (h *hostnames) splitPartVar(f sinks.Func, call *ast.CallExpr) (*types.Var, *ast.File) {
	as := h.assignOf(call)
	if as == nil {
		return nil, nil
	}
	info := h.pass.TypesInfo
	var v *types.Var
	switch {
	case f.Parts && len(as.Lhs) == 1:
		v = h.assignedLocal(call)
	case f.Part && f.SplitsAt && len(as.Lhs) >= 2: // strings.Cut
		if id, ok := as.Lhs[0].(*ast.Ident); ok && h.isLocal(info.ObjectOf(id)) {
			v, _ = info.ObjectOf(id).(*types.Var)
		}
	}
	file := typesx.FileOf(h.pass.Files, call.Pos())
	if v == nil || file == nil {
		return nil, nil
	}
	return v, file
}

// pathPart reports whether the part before the ':' of call, a split
// whose part after it is read as a port, is tested for a prefix no host
// begins with (strings.HasPrefix(k, "/dev/")): the text is a path and a
// number, as a device's /dev/sda:200, and no host:port.
func (h *hostnames) pathPart(f sinks.Func, call *ast.CallExpr) bool {
	v, file := h.splitPartVar(f, call)
	if v == nil {
		return false
	}
	info := h.pass.TypesInfo
	found := false
	ast.Inspect(file, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if found || !ok || len(c.Args) != 2 || typesx.CalleeName(c) != "HasPrefix" {
			return !found
		}
		if fn, ok := typeutilCallee(info, c).(*types.Func); !ok || fn.Pkg() == nil || fn.Pkg().Path() != "strings" {
			return true
		}
		e := ast.Unparen(c.Args[0])
		if ix, ok := e.(*ast.IndexExpr); ok && f.Parts && isIntConst(info, ix.Index, 0) {
			e = ast.Unparen(ix.X)
		}
		id, ok := e.(*ast.Ident)
		if !ok || info.Uses[id] != v {
			return true
		}
		// A host begins with a letter, a digit or an IPv6 literal's '['.
		if p := constString(info, c.Args[1]); p != "" && !unicode.IsLetter(rune(p[0])) && !unicode.IsDigit(rune(p[0])) && p[0] != '[' {
			found = true
		}
		return true
	})
	return found
}

// keyWord reports whether s, a constant the part before a ':' is
// compared with, is a word of a configuration key (port, commandDir) and
// names no host: letters, digits and '_', no '.', not localhost.
func keyWord(s string) bool {
	if s == "" || s == "localhost" || !unicode.IsLetter(rune(s[0])) {
		return false
	}
	for _, r := range s {
		if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// stringField reports whether struct st has a string field named name.
func stringField(st *types.Struct, name string) bool {
	for i := 0; i < st.NumFields(); i++ {
		if f := st.Field(i); f.Name() == name {
			return typesx.IsString(f.Type())
		}
	}
	return false
}
