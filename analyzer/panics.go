package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
)

// A PanicError is a panic of the analysis of a package, raised again with
// the position the analysis was at: a driver that recovers it can say
// where, and the stack it takes then still holds the first panic's frames.
type PanicError struct {
	Value any            // what the analysis panicked with
	Pos   token.Position // the call, literal or write being analyzed
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("%v (analyzing %s)", e.Value, e.Pos)
}

// Unwrap returns the value panicked with, when it is an error (a
// runtime.Error, say).
func (e *PanicError) Unwrap() error {
	err, _ := e.Value.(error)
	return err
}

// analyzing records n as the node the run is at, for locate. Its
// position is read only when a panic names it: the wrappers' search
// records every call of the package.
func (r *pkgAnalysis) analyzing(n ast.Node) {
	r.at = n
	if analyzingHook != nil {
		analyzingHook(r.pass.Fset.Position(n.Pos()))
	}
}

// analyzingHook, when set (by tests), is called with each position the
// analysis records.
var analyzingHook func(token.Position)

// locate, deferred, raises a panic of the run again as a *PanicError
// with the position recorded last, when there is one.
func (r *pkgAnalysis) locate() {
	e := recover()
	if e == nil {
		return
	}
	if r.at == nil || !r.at.Pos().IsValid() {
		panic(e)
	}
	panic(&PanicError{Value: e, Pos: r.pass.Fset.Position(r.at.Pos())})
}
