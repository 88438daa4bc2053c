package driver

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// A FileFix is the new content of one file: its old content with the
// edits of the fixes applied, and nothing else changed (no formatting,
// line endings kept).
type FileFix struct {
	Name     string // as the diagnostics name it
	Old, New []byte
	Edits    []Edit // sorted, not overlapping
}

// A Left is a finding that the fixes leave, and why.
type Left struct {
	Diagnostic
	Reason string // "no fix", or why the fix was not applied
}

// Fixes is what applying the fixes of a run would do.
type Fixes struct {
	Files []FileFix    // by name
	Fixed []Diagnostic // the findings whose fix is in Files
	Left  []Left       // the other findings, in the order of Findings
}

// Fixes applies the first fix of each finding of out (as x/tools'
// drivers and go fix do) to the contents of their files, in memory: a fix
// is applied whole or not at all; one whose edits overlap those of a fix
// applied before it (in the order of Findings) is left, as are fixes in
// generated files and in files that changed since they were analyzed.
// Edits that are the same as ones already applied are merged.
func (out *Output) Fixes() *Fixes {
	res := new(Fixes)
	type file struct {
		old   []byte
		err   string // why the file cannot be fixed
		edits []Edit
	}
	files := make(map[string]*file)
	load := func(name string) *file {
		if f, ok := files[name]; ok {
			return f
		}
		f := new(file)
		files[name] = f
		data, err := os.ReadFile(name)
		switch {
		case err != nil:
			f.err = err.Error()
		case out.sums[name] != sha256.Sum256(data):
			f.err = name + " changed since it was analyzed; run urlvet again"
		case isGenerated(name, data):
			f.err = "generated file"
		default:
			f.old = data
		}
		return f
	}
findings:
	for _, d := range out.Findings() {
		if len(d.Fixes) == 0 {
			res.Left = append(res.Left, Left{d, "no fix"})
			continue
		}
		fix := d.Fixes[0]
		// Check every edit before applying any: a fix is applied whole.
		var add []Edit
		for _, e := range fix.Edits {
			f := load(e.Pos.Filename)
			if f.err != "" {
				res.Left = append(res.Left, Left{d, f.err})
				continue findings
			}
			if e.End.Filename != e.Pos.Filename || e.Pos.Offset < 0 || e.End.Offset < e.Pos.Offset || e.End.Offset > len(f.old) {
				res.Left = append(res.Left, Left{d, "fix out of its file's bounds"})
				continue findings
			}
			dup := false
			for _, prev := range f.edits {
				if prev.Pos.Offset == e.Pos.Offset && prev.End.Offset == e.End.Offset && prev.New == e.New {
					dup = true
					break
				}
				if overlap(prev, e) {
					res.Left = append(res.Left, Left{d, "its fix overlaps another one; run urlvet -fix again"})
					continue findings
				}
			}
			if !dup {
				add = append(add, e)
			}
		}
		for i, e := range add {
			for _, other := range add[i+1:] {
				if e.Pos.Filename == other.Pos.Filename && overlap(e, other) {
					res.Left = append(res.Left, Left{d, "its fix has overlapping edits"})
					continue findings
				}
			}
		}
		for _, e := range add {
			f := files[e.Pos.Filename]
			f.edits = append(f.edits, e)
		}
		res.Fixed = append(res.Fixed, d)
	}
	names := make([]string, 0, len(files))
	for name, f := range files {
		if len(f.edits) > 0 {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		f := files[name]
		sort.Slice(f.edits, func(i, j int) bool { return f.edits[i].Pos.Offset < f.edits[j].Pos.Offset })
		var buf bytes.Buffer
		last := 0
		for _, e := range f.edits {
			buf.Write(f.old[last:e.Pos.Offset])
			buf.WriteString(e.New)
			last = e.End.Offset
		}
		buf.Write(f.old[last:])
		res.Files = append(res.Files, FileFix{Name: name, Old: f.old, New: buf.Bytes(), Edits: f.edits})
	}
	return res
}

// overlap reports whether edits a and b of one file touch the same bytes;
// two insertions at one offset overlap too (their order is undefined).
func overlap(a, b Edit) bool {
	if a.Pos.Offset == b.Pos.Offset {
		return true
	}
	return a.Pos.Offset < b.End.Offset && b.Pos.Offset < a.End.Offset
}

// isGenerated reports whether the Go file src says it is generated.
func isGenerated(name string, src []byte) bool {
	f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.PackageClauseOnly|parser.ParseComments)
	return err == nil && ast.IsGenerated(f)
}

// WriteFiles replaces the content of each file of fixes with its new
// content so that an interruption at any point leaves every file whole,
// with its old content or its new one: the new content goes to a
// temporary file in the same directory, which gets the mode (and, when
// the process may set it, the owner) of the original and is synced to
// disk, then renamed over the original. The files are written and synced
// a few at a time before any is renamed. A symbolic link is followed (its
// target is replaced); a file with hard links is refused, since the
// rename would detach it from its other names. It returns a *WriteError
// for each file left unchanged.
func WriteFiles(files []FileFix) []error {
	type tmpFile struct {
		target, tmp string
		err         error
	}
	tmps := make([]tmpFile, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 16) // syncs in flight: the disk merges them
	for i, f := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			tmps[i].target, tmps[i].tmp, tmps[i].err = writeTemp(f.Name, f.New)
		}()
	}
	wg.Wait()
	var errs []error
	dirs := make(map[string]bool)
	for i, t := range tmps {
		if t.err != nil {
			errs = append(errs, &WriteError{files[i].Name, t.err})
			continue
		}
		if err := os.Rename(t.tmp, t.target); err != nil {
			os.Remove(t.tmp)
			errs = append(errs, &WriteError{files[i].Name, err})
			continue
		}
		dirs[filepath.Dir(t.target)] = true
	}
	for dir := range dirs {
		// The renames themselves, to disk.
		if d, err := os.Open(dir); err == nil {
			d.Sync()
			d.Close()
		}
	}
	return errs
}

// A WriteError is a file that WriteFiles left unchanged, and why.
type WriteError struct {
	File string
	Err  error
}

func (e *WriteError) Error() string { return fmt.Sprintf("cannot fix %s: %v", e.File, e.Err) }

// writeTemp writes data to a synced temporary file beside the file name
// (or its target, if it is a symbolic link), with its mode and owner, and
// returns the target and the temporary file's name.
func writeTemp(name string, data []byte) (target, tmpName string, err error) {
	target, err = filepath.EvalSymlinks(name)
	if err != nil {
		return "", "", err
	}
	fi, err := os.Stat(target)
	if err != nil {
		return "", "", err
	}
	if !fi.Mode().IsRegular() {
		return "", "", errors.New("not a regular file")
	}
	owner, hasOwner := ownerOf(fi)
	if owner.links > 1 {
		return "", "", fmt.Errorf("it has %d hard links, which replacing it would break", owner.links)
	}
	dir, base := filepath.Split(target)
	tmp, err := os.CreateTemp(dir, "."+base+".urlvet-*")
	if err != nil {
		return "", "", err
	}
	fail := func(err error) (string, string, error) {
		tmp.Close()
		os.Remove(tmp.Name())
		return "", "", err
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(fi.Mode() & (os.ModePerm | os.ModeSetuid | os.ModeSetgid | os.ModeSticky)); err != nil {
		return fail(err)
	}
	if hasOwner {
		tfi, err := tmp.Stat()
		if err != nil {
			return fail(err)
		}
		if now, _ := ownerOf(tfi); now.uid != owner.uid || now.gid != owner.gid {
			if err := tmp.Chown(owner.uid, owner.gid); err != nil {
				return fail(fmt.Errorf("cannot keep its owner: %v", errors.Unwrap(err)))
			}
		}
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return "", "", err
	}
	return target, tmp.Name(), nil
}

// Diff returns the unified diff of f, with three lines of context, as
// "diff -u" prints it: "--- name (old)" and "+++ name (new)" headers,
// then a hunk for each group of edits that are close. Lines keep their
// endings; a last line without one is followed by
// "\ No newline at end of file".
func (f *FileFix) Diff() string {
	const context = 3
	oldLines := splitLines(f.Old)
	// lineOf returns the index of the line holding byte offset off.
	starts := make([]int, len(oldLines)+1)
	for i, l := range oldLines {
		starts[i+1] = starts[i] + len(l)
	}
	lineOf := func(off int) int {
		i := sort.Search(len(oldLines), func(i int) bool { return starts[i+1] > off })
		return min(i, max(len(oldLines)-1, 0))
	}
	// Each edit replaces whole lines [first, last] of the old content.
	type change struct {
		first, last int // old lines, inclusive; last = first-1 for none
		edits       []Edit
	}
	var changes []change
	for _, e := range f.Edits {
		first := lineOf(e.Pos.Offset)
		last := first
		if e.End.Offset > e.Pos.Offset {
			last = lineOf(e.End.Offset - 1)
		}
		if len(oldLines) == 0 {
			last = -1
		}
		if n := len(changes); n > 0 && first <= changes[n-1].last {
			c := &changes[n-1]
			c.last = max(c.last, last)
			c.edits = append(c.edits, e)
			continue
		}
		changes = append(changes, change{first, last, []Edit{e}})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "--- %s (old)\n+++ %s (new)\n", f.Name, f.Name)
	delta := 0 // new line numbers minus old ones, before the hunk
	for i := 0; i < len(changes); {
		// A hunk: changes whose context overlaps or touches.
		j := i + 1
		for j < len(changes) && changes[j].first-context <= changes[j-1].last+context+1 {
			j++
		}
		from := max(changes[i].first-context, 0)
		to := min(changes[j-1].last+context, len(oldLines)-1)
		var body strings.Builder
		oldCount, newCount := 0, 0
		line := from
		for _, c := range changes[i:j] {
			for ; line < c.first; line++ {
				writeLine(&body, ' ', oldLines[line])
				oldCount++
				newCount++
			}
			// The new text of lines [first, last].
			lo, hi := starts[c.first], starts[c.last+1]
			var nb bytes.Buffer
			at := lo
			for _, e := range c.edits {
				nb.Write(f.Old[at:e.Pos.Offset])
				nb.WriteString(e.New)
				at = e.End.Offset
			}
			nb.Write(f.Old[at:hi])
			for line = c.first; line <= c.last; line++ {
				writeLine(&body, '-', oldLines[line])
				oldCount++
			}
			for _, l := range splitLines(nb.Bytes()) {
				writeLine(&body, '+', l)
				newCount++
			}
		}
		for ; line <= to; line++ {
			writeLine(&body, ' ', oldLines[line])
			oldCount++
			newCount++
		}
		fmt.Fprintf(&b, "@@ -%s +%s @@\n", hunkRange(from, oldCount), hunkRange(from+delta, newCount))
		b.WriteString(body.String())
		delta += newCount - oldCount
		i = j
	}
	return b.String()
}

// hunkRange formats the range of a hunk from its first line (0-based)
// and its number of lines, as diff -u does.
func hunkRange(first, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("%d,0", first)
	case 1:
		return fmt.Sprint(first + 1)
	}
	return fmt.Sprintf("%d,%d", first+1, n)
}

func writeLine(b *strings.Builder, mark byte, line []byte) {
	b.WriteByte(mark)
	b.Write(line)
	if !bytes.HasSuffix(line, []byte("\n")) {
		b.WriteString("\n\\ No newline at end of file\n")
	}
}

// splitLines splits data after each '\n'.
func splitLines(data []byte) [][]byte {
	var lines [][]byte
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			lines = append(lines, data)
			break
		}
		lines = append(lines, data[:i+1])
		data = data[i+1:]
	}
	return lines
}
