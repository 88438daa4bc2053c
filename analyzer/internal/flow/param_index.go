package flow

import (
	"go/ast"
	"go/types"
)

// maxScans bounds the functions a paramIndex looks up one by one: from
// the next one on, it indexes every function of the package at once.
const maxScans = 8

// A paramIndex tells, for a function of the package or a variable of
// function type (funcObject), the calls of the package that name it and
// whether anything else uses it. A package's parameters ask about a few
// functions, if any, while its uses can be a map of a million entries
// (generated API clients): the first functions asked about are looked up
// one by one, by comparing the callee each call site holds and each
// use's object with the function, without reading any object; past
// maxScans, every function is indexed in one pass.
type paramIndex struct {
	info  *types.Info
	pkg   *types.Package
	sites []CallSite
	// calls and uses are the calls naming a function and the count of
	// its uses, for the functions looked up, or for every function of
	// the package once full.
	calls    map[types.Object][]*ast.CallExpr
	uses     map[types.Object]int
	full     bool
	litCalls map[*ast.FuncLit][]*ast.CallExpr // calls of a literal written as the function of the call; built on first use
	iface    map[string]bool                  // names of the methods of the package-level interface types; built on first use
	// arglessCalls counts the calls without arguments by the name they
	// call (argless); built on first use.
	arglessCalls map[string]int
	// funcUses are the package's uses of functions (Flow.FuncUses) and
	// varUses the objects of its uses of variables, in the map's order
	// (usesOf); each built on first use.
	funcUses func() []FuncUse
	varUses  []*types.Var
}

// index returns the calls index of the package, made on first use over
// the calls Collect found and the uses the type checker recorded.
func (p *ParamFlow) index() *paramIndex {
	if p.idx == nil {
		p.idx = &paramIndex{
			info:  p.Flow.Info,
			pkg:   p.Flow.Pkg,
			sites: p.Flow.Sites,
			calls: make(map[types.Object][]*ast.CallExpr),
			uses:  make(map[types.Object]int),

			funcUses: p.Flow.FuncUses,
		}
	}
	return p.idx
}

// callsOf returns the calls of the package naming obj, in the order of
// the sites, but for method expressions (T.M(recv, ...)).
func (x *paramIndex) callsOf(obj types.Object) []*ast.CallExpr {
	x.lookUp(obj)
	return x.calls[obj]
}

// callsBeyond tells, without the count of obj's uses that callsOf reads
// first (a scan of every use of the package), whether callsOf(obj) is
// surely empty (none) or surely longer than max (over): no call of the
// package can name obj, or more than max name it with arguments.
func (x *paramIndex) callsBeyond(obj types.Object, max int) (none, over bool) {
	if _, ok := x.uses[obj]; ok || x.full {
		n := len(x.callsOf(obj))
		return n == 0, n > max
	}
	// The scan compares the callees the sites hold and reads no call
	// but obj's: the calls without a callee (without arguments) are
	// counted by name once, and only a function that may have
	// instances compares their origins.
	maybe, sure := x.argless()[obj.Name()], 0
	instances := mayInstantiate(obj)
	for _, s := range x.sites {
		switch {
		case s.Callee == nil:
		case s.Callee == obj:
			maybe++
			if x.namedCall(s.Call) {
				sure++
			}
		case instances && funcObject(s.Callee, x.pkg) == obj:
			maybe++ // an instance's
		}
	}
	return maybe == 0, sure > max
}

// argless returns the count, by the name they call (calledName), of the
// calls without arguments, whose sites hold no callee; made on first
// use.
func (x *paramIndex) argless() map[string]int {
	if x.arglessCalls == nil {
		x.arglessCalls = make(map[string]int)
		for _, s := range x.sites {
			if s.Callee == nil && len(s.Call.Args) == 0 {
				x.arglessCalls[calledName(s.Call)]++
			}
		}
	}
	return x.arglessCalls
}

// onlyCalled reports whether every use of obj names the function of one
// of callsOf(obj).
func (x *paramIndex) onlyCalled(obj types.Object) bool {
	x.lookUp(obj)
	return x.uses[obj] == len(x.calls[obj])
}

// lookUp records the calls and uses of obj, unless they are known.
func (x *paramIndex) lookUp(obj types.Object) {
	if _, ok := x.uses[obj]; ok || x.full {
		return
	}
	if len(x.uses) == maxScans {
		x.indexAll()
		return
	}
	if funcObject(obj, x.pkg) != obj {
		x.uses[obj] = 0 // neither a function nor a variable of the package: not indexed
		return
	}
	uses := x.usesOf(obj)
	var calls []*ast.CallExpr
	for _, s := range x.sites {
		if s.Callee == obj && x.namedCall(s.Call) {
			calls = append(calls, s.Call)
		}
	}
	if uses > len(calls) {
		// Collect looks up the callees of calls with arguments only:
		// the other uses may be calls without any.
		calls = calls[:0]
		for _, s := range x.sites {
			switch {
			case s.Callee == obj && x.namedCall(s.Call),
				s.Callee == nil && len(s.Call.Args) == 0 && x.callee(s.Call, obj.Name()) == obj:
				calls = append(calls, s.Call)
			}
		}
	}
	x.calls[obj], x.uses[obj] = calls, uses
}

// usesOf counts the uses of obj, a function or a variable, those of its
// instances included. The uses of functions are those of
// Flow.FuncUses; the first variable asked about copies the package's
// uses of variables out of the map: a scan of a slice of pointers costs
// a fraction of a scan of the map, which the next ones are then spared.
func (x *paramIndex) usesOf(obj types.Object) int {
	n := 0
	switch obj := obj.(type) {
	case *types.Func:
		if !mayInstantiate(obj) {
			for _, u := range x.funcUses() {
				if u.Fn == obj {
					n++
				}
			}
			return n
		}
		for _, u := range x.funcUses() {
			if u.Fn.Origin() == obj {
				n++
			}
		}
	case *types.Var:
		if x.varUses == nil {
			x.varUses = make([]*types.Var, 0, len(x.info.Uses)/2)
			for _, o := range x.info.Uses {
				if v, ok := o.(*types.Var); ok {
					x.varUses = append(x.varUses, v)
				}
			}
		}
		for _, v := range x.varUses {
			if v == obj {
				n++
			}
		}
	}
	return n
}

// indexAll indexes the calls and uses of every function of the package.
func (x *paramIndex) indexAll() {
	x.calls = make(map[types.Object][]*ast.CallExpr)
	x.uses = make(map[types.Object]int)
	x.full = true
	for _, s := range x.sites {
		var obj types.Object
		switch {
		case s.Callee != nil:
			if obj = funcObject(s.Callee, x.pkg); obj != nil && !x.namedCall(s.Call) {
				obj = nil
			}
		case len(s.Call.Args) == 0:
			obj = x.callee(s.Call, "")
		}
		if obj != nil {
			x.calls[obj] = append(x.calls[obj], s.Call)
		}
	}
	for _, obj := range x.info.Uses {
		if obj := funcObject(obj, x.pkg); obj != nil {
			x.uses[obj]++
		}
	}
}

// namedCall reports whether call names its function other than by a
// method expression, whose receiver is an argument.
func (x *paramIndex) namedCall(call *ast.CallExpr) bool {
	fun, ok := calledExpr(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return true
	}
	s := x.info.Selections[fun]
	return s == nil || s.Kind() == types.MethodVal
}

// callee returns the function or variable of the package that call
// names (funcObject), or nil; with name not empty, nil for any other
// name, before the name's object is looked up.
func (x *paramIndex) callee(call *ast.CallExpr, name string) types.Object {
	var id *ast.Ident
	switch fun := calledExpr(call.Fun).(type) {
	case *ast.Ident:
		id = fun
	case *ast.SelectorExpr:
		id = fun.Sel
	default:
		return nil
	}
	if name != "" && id.Name != name || !x.namedCall(call) {
		return nil
	}
	return funcObject(x.info.Uses[id], x.pkg)
}

// calledName returns the name call calls its function by, or "".
func calledName(call *ast.CallExpr) string {
	switch fun := calledExpr(call.Fun).(type) {
	case *ast.Ident:
		return fun.Name
	case *ast.SelectorExpr:
		return fun.Sel.Name
	}
	return ""
}

// litCallsOf returns the calls of lit written as the function of the call.
func (x *paramIndex) litCallsOf(lit *ast.FuncLit) []*ast.CallExpr {
	if x.litCalls == nil {
		x.litCalls = make(map[*ast.FuncLit][]*ast.CallExpr)
		for _, s := range x.sites {
			if s.Callee != nil {
				continue
			}
			if fun, ok := calledExpr(s.Call.Fun).(*ast.FuncLit); ok {
				x.litCalls[fun] = append(x.litCalls[fun], s.Call)
			}
		}
	}
	return x.litCalls[lit]
}

// ifaceMethod reports whether a package-level interface type of the
// package has a method named name.
func (x *paramIndex) ifaceMethod(name string) bool {
	if x.iface == nil {
		x.iface = make(map[string]bool)
		scope := x.pkg.Scope()
		for _, n := range scope.Names() {
			tn, ok := scope.Lookup(n).(*types.TypeName)
			if !ok {
				continue
			}
			if iface, ok := tn.Type().Underlying().(*types.Interface); ok {
				for i := 0; i < iface.NumMethods(); i++ {
					x.iface[iface.Method(i).Name()] = true
				}
			}
		}
	}
	return x.iface[name]
}

// mayInstantiate reports whether the uses of obj, a function, can be of
// its instances: it has type parameters, or it is a method of a generic
// type or of an interface.
func mayInstantiate(obj types.Object) bool {
	f, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	sig := f.Signature()
	if sig.TypeParams().Len() > 0 || sig.RecvTypeParams().Len() > 0 {
		return true
	}
	if sig.Recv() == nil {
		return false
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && n.TypeParams().Len() == 0 && !types.IsInterface(n) {
		return false
	}
	return true
}

// funcObject returns obj, a function of pkg (its generic origin) or a
// variable of pkg of function type, or nil.
func funcObject(obj types.Object, pkg *types.Package) types.Object {
	if obj == nil || obj.Pkg() != pkg {
		return nil
	}
	switch obj := obj.(type) {
	case *types.Func:
		return obj.Origin()
	case *types.Var:
		if _, ok := obj.Type().Underlying().(*types.Signature); ok && !obj.IsField() {
			return obj
		}
	}
	return nil
}

// calledExpr strips the parentheses and the type arguments of the
// function of a call.
func calledExpr(fun ast.Expr) ast.Expr {
	fun = ast.Unparen(fun)
	switch f := fun.(type) {
	case *ast.IndexExpr:
		return ast.Unparen(f.X)
	case *ast.IndexListExpr:
		return ast.Unparen(f.X)
	}
	return fun
}
