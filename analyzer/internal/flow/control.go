package flow

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
)

// Control answers the control-flow questions of a package's code: the
// nodes around a node (cursors), which assignments of a local variable
// reach a read (reach.go), which statements run on every path of a
// function (dominate.go), which branches are a failed step (failure.go),
// and which conditions guard a call (guard_find.go). It reads syntax,
// types and the assignments of variables, never values.
type Control struct {
	info  *types.Info
	pkg   *types.Package
	files []*ast.File
	vars  *Vars
	// varInfo returns the assignments of a variable as the resolution
	// sees them (Flow.VarInfo: none of a package-level variable while
	// summaries are cheap).
	varInfo func(*types.Var) *VarInfo

	insp      *inspector.Inspector       // of files, built on first use by Inspector
	fileInsps map[*ast.File]*fileCursors // by file, built on first use by fileCursors
	graphs    map[ast.Node]*funcGraph    // control-flow graphs of functions, built on first use
}

// newControl returns the control flow of the package f resolves.
func newControl(f *Flow) *Control {
	return &Control{info: f.Info, pkg: f.Pkg, files: f.Files, vars: f.vars, varInfo: f.VarInfo}
}
