package analyzer

import (
	"go/ast"
	"go/constant"
	"strings"
)

// registerProtocol records the scheme that a call of
// (*http.Transport).RegisterProtocol registers, or that it registers one
// that is not a constant.
func (r *run) registerProtocol(call *ast.CallExpr) {
	if tv, ok := r.pass.TypesInfo.Types[call.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		if r.customSchemes == nil {
			r.customSchemes = make(map[string]bool)
		}
		r.customSchemes[strings.ToLower(constant.StringVal(tv.Value))] = true
		return
	}
	r.anyScheme = true
}

// customScheme reports whether v is a URL of a scheme the package
// registers, which its HTTP clients accept.
func (r *run) customScheme(v value) bool {
	if r.anyScheme {
		return true
	}
	if len(r.customSchemes) == 0 || len(v) == 0 || v[0].hole {
		return false
	}
	scheme, _, ok := strings.Cut(v[0].text, ":")
	return ok && r.customSchemes[strings.ToLower(scheme)]
}
