// Package notes folds a diagnostic's related information into its
// message, so that every finding is one "file:line:col: message" line.
//
// Text output, go vet's included, prints related information as lines of
// their own with a position prefix, which problem matchers, golangci-lint
// and line counts read as findings of their own. Folded, a note names its
// position after the word "at", without the ": " that would make it a
// "file:line:col: message" prefix: "reaches url.Parse at const.go:9:9".
package notes

import (
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// A Note is a related position and its message.
type Note struct {
	File      string
	Line, Col int
	Message   string
}

// Fold returns msg, the message of a finding in file, with the notes
// appended: "; " and each note's message, its trailing "here" replaced by
// "at" and the note's position, or followed by "(at position)".
// A note in file is named by the file's base name, which the finding's
// position shows in full; one in another file by path(File), whose
// leading space lets the go command shorten it as it shortens the
// finding's own path.
func Fold(msg, file string, notes []Note, path func(string) string) string {
	if len(notes) == 0 {
		return msg
	}
	var b strings.Builder
	b.WriteString(msg)
	for _, n := range notes {
		name := n.File
		if name == file {
			name = filepath.Base(name)
		} else if path != nil {
			name = path(name)
		}
		where := fmt.Sprintf("%s:%d:%d", name, n.Line, n.Col)
		if n.Line <= 0 {
			where = name
		}
		text := strings.TrimSpace(n.Message)
		if t, ok := strings.CutSuffix(text, " here"); ok {
			fmt.Fprintf(&b, "; %s at %s", t, where)
		} else {
			fmt.Fprintf(&b, "; %s (at %s)", text, where)
		}
	}
	return b.String()
}

// OneLine returns an analyzer that runs a, with the related information
// of each diagnostic folded into its message (and removed); path is
// Fold's. The analyzer has a's name, flags, facts and result, so that it
// stands in for a in a driver whose text output prints related
// information as lines of their own (go vet's, golangci-lint's).
func OneLine(a *analysis.Analyzer, path func(string) string) *analysis.Analyzer {
	b := *a
	b.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Analyzer = a
		p.Report = func(d analysis.Diagnostic) {
			if len(d.Related) > 0 {
				d = FoldDiagnostic(pass.Fset, d, path)
			}
			pass.Report(d)
		}
		return a.Run(&p)
	}
	return &b
}

// FoldDiagnostic returns d with its related information folded into its
// message; path is Fold's.
func FoldDiagnostic(fset *token.FileSet, d analysis.Diagnostic, path func(string) string) analysis.Diagnostic {
	var notes []Note
	for _, r := range d.Related {
		p := fset.Position(r.Pos)
		notes = append(notes, Note{File: p.Filename, Line: p.Line, Col: p.Column, Message: r.Message})
	}
	d.Message = Fold(d.Message, fset.Position(d.Pos).Filename, notes, path)
	d.Related = nil
	return d
}

// ShortPath returns a function that returns a path relative to the
// current directory when that is shorter, else the path, as the go
// command shows file names.
func ShortPath() func(string) string {
	wd, err := os.Getwd()
	return func(name string) string {
		if err != nil || !filepath.IsAbs(name) {
			return name
		}
		if rel, err := filepath.Rel(wd, name); err == nil && len(rel) < len(name) {
			return rel
		}
		return name
	}
}
