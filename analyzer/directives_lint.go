package analyzer

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/rfc"
)

// A lintDirective is staticcheck's //lint:ignore CHECKS reason or
// //lint:file-ignore CHECKS reason comment, read as staticcheck's lintcmd
// reads it, so that a project can silence urlvet and staticcheck with one
// spelling. CHECKS is a comma-separated list of patterns (path.Match
// syntax, case-insensitive) matched against check IDs; names of other
// tools' checks (SA1007) match none of urlvet's and are left alone.
type lintDirective struct {
	c        *ast.Comment
	line     int      // //lint:ignore: the first line of the node the comment belongs to
	file     bool     // //lint:file-ignore: every line of the file
	patterns []string // lower-cased
	reason   bool     // a reason follows the patterns: staticcheck ignores a directive without one
	used     bool
}

const lintPrefix = "//lint:"

// silences reports whether d silences check id.
func (d *lintDirective) silences(id rfc.CheckID) bool {
	if !d.reason {
		return false
	}
	for _, p := range d.patterns {
		if ok, _ := filepath.Match(p, string(id)); ok {
			return true
		}
	}
	return false
}

// ownChecks returns the checks d names exactly, and whether every
// pattern of d is such a name: only then is d urlvet's alone to judge.
func (d *lintDirective) ownChecks() (ids []rfc.CheckID, all bool) {
	all = true
	for _, p := range d.patterns {
		if silenceable(p) {
			ids = append(ids, rfc.CheckID(p))
		} else {
			all = false
		}
	}
	return ids, all
}

// lintDirectives returns the //lint:ignore and //lint:file-ignore
// directives of f. Like staticcheck, it attaches a line directive to the
// node that ast.CommentMap associates its comment with: it silences the
// findings on that node's first line (the statement below a comment that
// stands alone, the statement a trailing comment ends).
func lintDirectives(fset *token.FileSet, f *ast.File) []*lintDirective {
	var found bool
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if strings.HasPrefix(c.Text, lintPrefix) {
				found = true
			}
		}
	}
	if !found {
		return nil // no comment map for the files that need none: almost all
	}
	var dirs []*lintDirective
	for node, cgs := range ast.NewCommentMap(fset, f, f.Comments) {
		for _, cg := range cgs {
			for _, c := range cg.List {
				if d := parseLintDirective(c); d != nil {
					d.line = fset.Position(node.Pos()).Line
					dirs = append(dirs, d)
				}
			}
		}
	}
	slices.SortFunc(dirs, func(a, b *lintDirective) int { return cmp.Compare(a.c.Pos(), b.c.Pos()) })
	return dirs
}

// parseLintDirective parses c as staticcheck does: the text after
// "//lint:" split at single spaces into the command, the checks and the
// reason. It returns nil for other commands.
func parseLintDirective(c *ast.Comment) *lintDirective {
	rest, ok := strings.CutPrefix(c.Text, lintPrefix)
	if !ok {
		return nil
	}
	fields := strings.Split(rest, " ")
	d := &lintDirective{c: c}
	switch fields[0] {
	case "ignore":
	case "file-ignore":
		d.file = true
	default:
		return nil
	}
	if len(fields) < 2 {
		return d
	}
	for p := range strings.SplitSeq(fields[1], ",") {
		d.patterns = append(d.patterns, strings.ToLower(p))
	}
	d.reason = len(fields) > 2
	return d
}

// reportLint reports a //lint: directive that names only urlvet's checks
// and cannot work: it has no reason (staticcheck then ignores it), or, as
// for //urlvet:ignore, a line directive that silenced nothing while every
// check it names ran. Directives that also name other tools' checks
// (SA1007, a glob) are those tools' to judge too, and are left alone, as
// staticcheck leaves alone the checks it did not run.
func (r *directiveSet) reportLint(tf *token.File, d *lintDirective, unjudgeable bool) {
	ids, all := d.ownChecks()
	if !all || len(ids) == 0 {
		return
	}
	cmd := "lint:ignore"
	if d.file {
		cmd = "lint:file-ignore"
	}
	if !d.reason {
		r.out.about(analysis.Diagnostic{
			Pos: d.c.Pos(), End: d.c.End(), Category: string(rfc.CheckDirective),
			Message: fmt.Sprintf("%s without a reason silences nothing (staticcheck requires one): add the reason after the checks", cmd),
		})
		return
	}
	if d.file || d.used || unjudgeable {
		return
	}
	for _, id := range ids {
		if !r.enabledAt(id, d.c) {
			return
		}
	}
	r.reportUnusedDirective(tf, d.c, "lint:ignore")
}
