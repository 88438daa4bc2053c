package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// maxHexDepth bounds the variables and calls followed back by hexText.
const maxHexDepth = 3

// hexText reports whether e is text of unreserved characters alone,
// which no component of a URL escapes, because of how it was made: hex
// digits that fmt writes for %x and %X of bytes, a string or an integer
// (fmt.Sprintf("%X", sum), the hex of a digest), or a function whose
// result is of that alphabet (hex.EncodeToString, a random token drawn
// from a constant alphabet of the package's: drawnText); a slice of such text
// (the first five digits of a hash, h[:5]: a byte slice of text of one
// alphabet is of that alphabet); a local variable assigned once with
// such text; or a parameter that every call of its function in the
// package passes such text.
func (r *escaping) hexText(e ast.Expr, depth int) bool {
	if depth > maxHexDepth {
		return false
	}
	info := r.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.SliceExpr:
		return typesx.IsString(info.TypeOf(e.X)) && r.hexText(e.X, depth+1)
	case *ast.Ident:
		v := typesx.LocalVar(info, r.pass.Pkg, e)
		if v == nil {
			return false
		}
		if !typesx.IsParam(v) {
			vi := r.flow.VarInfo(v)
			return vi != nil && !vi.Opaque() && len(vi.Rhs) == 1 && len(vi.Adds) == 0 && r.hexText(vi.Rhs[0], depth+1)
		}
		args, all := r.resolve.passedFor(e, true)
		if !all || len(args) == 0 {
			return false
		}
		for _, a := range args {
			if !r.hexText(a, depth+1) {
				return false
			}
		}
		return true
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok || fn.Pkg() == nil {
			return false
		}
		row := flow.FuncOfObj(fn)
		if row.Alphabet == sinks.AlphabetUnreserved || r.drawnText(fn) {
			return true
		}
		if !row.Formats || len(e.Args) < 2 || e.Ellipsis.IsValid() {
			return false
		}
		format := constString(info, e.Args[0])
		return format != "" && hexFormat(format, len(e.Args)-1) && allHexOperands(info, e.Args[1:])
	}
	return false
}

// hexFormat reports whether format writes nothing but n verbs %x or %X
// (with a width or the flags '0' and '-': "%02x", never ' ', which puts
// a space between bytes, nor '+', which quotes) and unreserved text
// between them.
func hexFormat(format string, n int) bool {
	verbs := 0
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			if !unreservedByte(c) {
				return false
			}
			continue
		}
		j := i + 1
		for j < len(format) && (format[j] == '0' || format[j] == '-' || format[j] >= '1' && format[j] <= '9') {
			j++
		}
		if j == len(format) || format[j] != 'x' && format[j] != 'X' {
			return false
		}
		verbs++
		i = j
	}
	return verbs == n && n > 0
}

// unreservedByte reports whether c is an unreserved character of RFC
// 3986 (§2.3): a letter, a digit, '-', '.', '_' or '~'.
func unreservedByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-._~", c) >= 0
}

// allHexOperands reports whether each of args is a value that %x writes
// as hex digits alone: a string, a slice or an array of bytes, or an
// integer (a '-' before a negative one), of a type with no Format method
// of its own (a fmt.Formatter writes what it likes).
func allHexOperands(info *types.Info, args []ast.Expr) bool {
	for _, a := range args {
		t := info.TypeOf(a)
		if t == nil {
			return false
		}
		if m, _, _ := types.LookupFieldOrMethod(t, true, nil, "Format"); m != nil {
			return false
		}
		switch u := typesx.Under(t).(type) {
		case *types.Basic:
			if u.Info()&(types.IsInteger|types.IsString) == 0 {
				return false
			}
		case *types.Slice:
			if !typesx.IsByte(u.Elem()) {
				return false
			}
		case *types.Array:
			if !typesx.IsByte(u.Elem()) {
				return false
			}
		default:
			return false
		}
	}
	return true
}
