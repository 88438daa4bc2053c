package driver

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strconv"
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

// An entry is what the cache keeps of the analysis of one package, in
// JSON (facts in gob, as go vet keeps them).
type entry struct {
	Diagnostics []Diagnostic
	Errors      []string // parse and type errors
	Err         string   // the analyzer failed
	Facts       []encodedFact
	FactsOnly   bool // analyzed for its facts alone: Diagnostics are not known (Options.FactsOnly)
	panicked    bool // the analyzer panicked (Err): the entry is not cached
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

// A hasher hashes files, each once per run, in parallel.
type hasher struct {
	mu    sync.Mutex
	sums  map[string]*fileSum
	tests map[string][]string // directory: its _test.go files
}

type fileSum struct {
	once sync.Once
	sum  [sha256.Size]byte
	ok   bool
}

func newHasher() *hasher {
	return &hasher{sums: make(map[string]*fileSum), tests: make(map[string][]string)}
}

func (h *hasher) sum(name string) ([sha256.Size]byte, bool) {
	h.mu.Lock()
	fs := h.sums[name]
	if fs == nil {
		fs = new(fileSum)
		h.sums[name] = fs
	}
	h.mu.Unlock()
	fs.once.Do(func() {
		data, err := os.ReadFile(name)
		if err == nil {
			fs.sum, fs.ok = sha256.Sum256(data), true
		}
	})
	return fs.sum, fs.ok
}

// testFiles returns the _test.go files of dir.
func (h *hasher) testFiles(dir string) []string {
	h.mu.Lock()
	list, ok := h.tests[dir]
	h.mu.Unlock()
	if ok {
		return list
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), "_test.go") {
			list = append(list, filepath.Join(dir, e.Name()))
		}
	}
	h.mu.Lock()
	h.tests[dir] = list
	h.mu.Unlock()
	return list
}

// files returns the files whose contents n's key covers: its own, and the
// test files of its directories (the analyzer reads them to tell whether
// a declaration is used elsewhere).
func (h *hasher) files(n *node) []string {
	p := n.pkg
	var out []string
	dirs := make(map[string]bool)
	for _, list := range [][]string{p.CompiledGoFiles, p.GoFiles, p.OtherFiles, p.IgnoredFiles} {
		out = append(out, list...)
		for _, name := range list {
			dirs[filepath.Dir(name)] = true
		}
	}
	for _, dir := range sortedKeys(dirs) {
		out = append(out, h.testFiles(dir)...)
	}
	return out
}

// prefetch hashes the files of every node, GOMAXPROCS at a time.
func (h *hasher) prefetch(nodes []*node) {
	work := make(chan *node)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range work {
				for _, name := range h.files(n) {
					h.sum(name)
				}
			}
		}()
	}
	for _, n := range nodes {
		work <- n
	}
	close(work)
	wg.Wait()
}

// cacheKey returns the key of n's analysis: a hash of the tool key, n's
// identity, the contents of its files and the keys of its dependencies.
// It returns "" when a file cannot be read or a dependency has no key.
func cacheKey(opt Options, h *hasher, n *node) string {
	if opt.Key == "" {
		return ""
	}
	p := n.pkg
	d := sha256.New()
	fmt.Fprintf(d, "urlvet cache 2\x00%s\x00%s\x00%s\x00%s\x00", opt.Key, p.ID, p.PkgPath, p.Name)
	if p.Module != nil {
		fmt.Fprintf(d, "module %s %s\x00", p.Module.Path, p.Module.GoVersion)
	}
	if p.TypesSizes != nil {
		fmt.Fprintf(d, "sizes %d %d\x00", p.TypesSizes.Sizeof(types.Typ[types.Int]), p.TypesSizes.Alignof(types.Typ[types.Int]))
	}
	fmt.Fprintf(d, "files %d %d %d %d\x00", len(p.CompiledGoFiles), len(p.GoFiles), len(p.OtherFiles), len(p.IgnoredFiles))
	for _, name := range h.files(n) {
		sum, ok := h.sum(name)
		if !ok {
			return ""
		}
		fmt.Fprintf(d, "%s %x\x00", name, sum)
	}
	for _, dep := range n.deps {
		if dep.key == "" {
			return ""
		}
		fmt.Fprintf(d, "dep %s %s\x00", dep.pkg.ID, dep.key)
	}
	return hex.EncodeToString(d.Sum(nil))
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

// An entry's file holds, in order: a header line, "urlvet-cache 2", the
// SHA-256 of the errors line and that of the body, in hex, and the length
// of the whole file; the errors
// line, the entry's parse and type errors as a JSON list; and the body,
// the rest of the entry in JSON. Both sums are checked when the part is
// read: a file that fails them, or cannot be read whole, is a miss, and
// the package is analyzed again. The errors come first so that a cached
// package whose results no package needs has only them read (and its
// file's length checked).
const entryMagic = "urlvet-cache 2"

// hasEntry reports whether the cache has a file for key; its content is
// checked when it is read.
func hasEntry(dir, key string) bool {
	_, err := os.Stat(entryFile(dir, key))
	return err == nil
}

// readHeader reads the header and errors lines of the entry's file f,
// checks the errors and the file's length, and returns the errors with
// the body's sum.
func readHeader(f *os.File, r *bufio.Reader) (errs []string, bodySum string, ok bool) {
	header, err := r.ReadString('\n')
	if err != nil {
		return nil, "", false
	}
	fields := strings.Fields(header)
	if len(fields) != 5 || fields[0]+" "+fields[1] != entryMagic {
		return nil, "", false
	}
	if fi, err := f.Stat(); err != nil || strconv.FormatInt(fi.Size(), 10) != fields[4] {
		return nil, "", false
	}
	f2 := fields[2:]
	line, err := r.ReadString('\n')
	if err != nil {
		return nil, "", false
	}
	line = strings.TrimSuffix(line, "\n")
	if sum := sha256.Sum256([]byte(line)); hex.EncodeToString(sum[:]) != f2[0] {
		return nil, "", false
	}
	if err := json.Unmarshal([]byte(line), &errs); err != nil {
		return nil, "", false
	}
	if errs == nil {
		errs = []string{}
	}
	return errs, f2[1], true
}

// readEntry returns the cached entry of key, or nil if there is none or
// it fails its checks.
func readEntry(dir, key string) *entry {
	file := entryFile(dir, key)
	f, err := os.Open(file)
	if err != nil {
		return nil
	}
	defer f.Close()
	r := bufio.NewReader(f)
	errs, bodySum, ok := readHeader(f, r)
	if !ok {
		return nil
	}
	body, err := io.ReadAll(r)
	if err != nil {
		return nil
	}
	if sum := sha256.Sum256(body); hex.EncodeToString(sum[:]) != bodySum {
		return nil
	}
	e := new(entry)
	if err := json.Unmarshal(body, e); err != nil {
		return nil
	}
	e.Errors = errs
	markUsed(file)
	return e
}

// readErrors returns the errors of the entry of key, reading only them,
// and whether the entry is there and they pass their check.
func readErrors(dir, key string) ([]string, bool) {
	file := entryFile(dir, key)
	f, err := os.Open(file)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	errs, _, ok := readHeader(f, bufio.NewReader(f))
	if ok {
		markUsed(file)
	}
	return errs, ok
}

var mkdirMu sync.Mutex

// writeEntry stores e under key; a failure only costs a later recomputation.
func writeEntry(dir, key string, e *entry) {
	errs := e.Errors
	if errs == nil {
		errs = []string{}
	}
	errLine, err := json.Marshal(errs)
	if err != nil {
		return
	}
	copied := *e
	copied.Errors = nil
	body, err := json.Marshal(&copied)
	if err != nil {
		return
	}
	file := entryFile(dir, key)
	mkdirMu.Lock()
	err = os.MkdirAll(filepath.Dir(file), 0o777)
	mkdirMu.Unlock()
	if err != nil {
		return
	}
	errSum, bodySum := sha256.Sum256(errLine), sha256.Sum256(body)
	// The header holds the file's length, its own included.
	rest := len(errLine) + 1 + len(body)
	var buf bytes.Buffer
	for n := 0; ; n++ {
		header := fmt.Sprintf("%s %x %x %d\n", entryMagic, errSum, bodySum, n)
		if len(header)+rest == n {
			buf.WriteString(header)
			break
		}
		n = len(header) + rest - 1
	}
	buf.Write(errLine)
	buf.WriteByte('\n')
	buf.Write(body)
	writeFile(file, buf.Bytes())
}

// writeFile writes data to file through a temporary file and a rename.
func writeFile(file string, data []byte) bool {
	tmp, err := os.CreateTemp(filepath.Dir(file), "tmp-")
	if err != nil {
		return false
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp.Name())
		return false
	}
	if err := os.Rename(tmp.Name(), file); err != nil {
		os.Remove(tmp.Name())
		return false
	}
	return true
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

// decodeFacts restores encoded facts of n onto its types.
func (r *runner) decodeFacts(n *node, facts []encodedFact) {
	for _, ef := range facts {
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
