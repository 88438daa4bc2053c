package driver

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"flag"
	"fmt"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"
)

// A Position is a resolved source position: Filename, Line and Column as
// token.Position gives them (after //line directives), Offset the byte
// offset in the file that was parsed. The zero Position is no position.
type Position struct {
	Filename     string
	Line, Column int
	Offset       int
}

// IsValid reports whether p is a position.
func (p Position) IsValid() bool { return p.Line > 0 }

// String returns "file:line:column" as token.Position does.
func (p Position) String() string {
	if !p.IsValid() {
		if p.Filename != "" {
			return p.Filename
		}
		return "-"
	}
	s := fmt.Sprintf("%s:%d", p.Filename, p.Line)
	if p.Column != 0 {
		s += fmt.Sprintf(":%d", p.Column)
	}
	return s
}

// A Diagnostic is an analysis.Diagnostic with resolved positions.
type Diagnostic struct {
	Pos, End Position
	Category string
	Message  string
	Related  []Related
	Fixes    []Fix
}

// Related is an analysis.RelatedInformation with resolved positions.
type Related struct {
	Pos, End Position
	Message  string
}

// A Fix is an analysis.SuggestedFix with resolved positions.
type Fix struct {
	Message string
	Edits   []Edit
}

// An Edit replaces the bytes [Pos.Offset, End.Offset) of Pos.Filename.
type Edit struct {
	Pos, End Position
	New      string
}

// An entry is what the cache keeps of the analysis of one package.
type entry struct {
	Diagnostics []Diagnostic
	Errors      []string // parse and type errors
	Err         string   // the analyzer failed
	Facts       []encodedFact
}

// An encodedFact is a fact in gob, with the object path of its object
// ("" for a package fact).
type encodedFact struct {
	Object string
	Type   string
	Data   []byte
}

// DefaultCache returns the directory of urlvet's analysis cache:
// $URLVET_CACHE if set ("off" disables the cache), or urlvet under
// os.UserCacheDir().
func DefaultCache() string {
	if dir := os.Getenv("URLVET_CACHE"); dir != "" {
		if dir == "off" {
			return ""
		}
		return dir
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "urlvet")
}

// ToolKey returns a key for the running executable and the analyzer's
// flags, for Options.Key: the content hash of the executable (so that any
// rebuild of the tool invalidates the cache) and every flag's value.
func ToolKey(a *analysis.Analyzer, extra ...string) string {
	h := sha256.New()
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	fmt.Fprintf(h, "\x00%s %s/%s\x00", runtime.Version(), runtime.GOOS, runtime.GOARCH)
	a.Flags.VisitAll(func(f *flag.Flag) { fmt.Fprintf(h, "-%s=%s\x00", f.Name, f.Value) })
	for _, s := range extra {
		fmt.Fprintf(h, "%s\x00", s)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// cacheKey returns the key of n's analysis: a hash of the tool key, n's
// identity and files, the test files of its directories (the analyzer
// reads them to tell whether a declaration is used elsewhere), and the
// keys of its dependencies. It returns "" when a file cannot be read or a
// dependency has no key.
func cacheKey(opt Options, n *node) string {
	if opt.Key == "" {
		return ""
	}
	p := n.pkg
	h := sha256.New()
	fmt.Fprintf(h, "urlvet cache 1\x00%s\x00%s\x00%s\x00%s\x00", opt.Key, p.ID, p.PkgPath, p.Name)
	if p.Module != nil {
		fmt.Fprintf(h, "module %s %s\x00", p.Module.Path, p.Module.GoVersion)
	}
	if p.TypesSizes != nil {
		fmt.Fprintf(h, "sizes %d %d\x00", p.TypesSizes.Sizeof(types.Typ[types.Int]), p.TypesSizes.Alignof(types.Typ[types.Int]))
	}
	dirs := make(map[string]bool)
	for _, list := range [][]string{p.CompiledGoFiles, p.GoFiles, p.OtherFiles, p.IgnoredFiles} {
		fmt.Fprintf(h, "files %d\x00", len(list))
		for _, name := range list {
			if !hashFile(h, name) {
				return ""
			}
			dirs[filepath.Dir(name)] = true
		}
	}
	for _, dir := range sortedKeys(dirs) {
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.IsDir() && strings.HasSuffix(e.Name(), "_test.go") {
				if !hashFile(h, filepath.Join(dir, e.Name())) {
					return ""
				}
			}
		}
	}
	for _, d := range n.deps {
		if d.key == "" {
			return ""
		}
		fmt.Fprintf(h, "dep %s %s\x00", d.pkg.ID, d.key)
	}
	return hex.EncodeToString(h.Sum(nil))
}

func hashFile(h io.Writer, name string) bool {
	data, err := os.ReadFile(name)
	if err != nil {
		return false
	}
	sum := sha256.Sum256(data)
	fmt.Fprintf(h, "%s %x\x00", name, sum)
	return true
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func entryFile(dir, key string) string {
	return filepath.Join(dir, key[:2], key+"-a")
}

// readEntry returns the cached entry of key, or nil.
func readEntry(dir, key string) *entry {
	data, err := os.ReadFile(entryFile(dir, key))
	if err != nil {
		return nil
	}
	e := new(entry)
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(e); err != nil {
		return nil
	}
	return e
}

var mkdirMu sync.Mutex

// writeEntry stores e under key; a failure only costs a later recomputation.
func writeEntry(dir, key string, e *entry) {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(e); err != nil {
		return
	}
	file := entryFile(dir, key)
	mkdirMu.Lock()
	err := os.MkdirAll(filepath.Dir(file), 0o777)
	mkdirMu.Unlock()
	if err != nil {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(file), "tmp-")
	if err != nil {
		return
	}
	_, werr := tmp.Write(buf.Bytes())
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp.Name())
		return
	}
	if err := os.Rename(tmp.Name(), file); err != nil {
		os.Remove(tmp.Name())
	}
}

// encodeFacts encodes the facts n exported; a fact on an object that has
// no object path (a local one) cannot be seen by another package and is
// dropped, as unitchecker does.
func (r *runner) encodeFacts(n *node) []encodedFact {
	var out []encodedFact
	enc := func(path string, f analysis.Fact) {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(f); err != nil {
			return
		}
		out = append(out, encodedFact{Object: path, Type: reflect.TypeOf(f).String(), Data: buf.Bytes()})
	}
	for _, pf := range n.allPackageFacts() {
		enc("", pf.Fact)
	}
	var enc2 objectpath.Encoder
	for _, of := range n.allObjectFacts() {
		path, err := enc2.For(of.Object)
		if err != nil || path == "" {
			continue
		}
		enc(string(path), of.Fact)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Object != out[j].Object {
			return out[i].Object < out[j].Object
		}
		return out[i].Type < out[j].Type
	})
	return out
}

// decodeFacts restores the facts of a cached package onto its types.
func (r *runner) decodeFacts(n *node, e *entry) {
	for _, ef := range e.Facts {
		t, ok := r.factTypes[ef.Type]
		if !ok {
			continue
		}
		f := reflect.New(t.Elem()).Interface().(analysis.Fact)
		if err := gob.NewDecoder(bytes.NewReader(ef.Data)).Decode(f); err != nil {
			continue
		}
		if ef.Object == "" {
			n.setFact(nil, f)
			continue
		}
		obj, err := objectpath.Object(n.types, objectpath.Path(ef.Object))
		if err != nil {
			continue
		}
		n.setFact(obj, f)
	}
}
