package flow

import (
	"go/ast"
	"go/types"
	"reflect"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// importedField resolves a read of field fld of a struct type of another
// package, whose base value flow cannot follow: the constants the
// declaring package writes into it (its FieldValuesFact), those of exprs,
// this package's writes, and a hole for what other packages write. Its
// reason is "" only when the declaring package writes nothing but
// constants and this package's writes resolve. A decoded field
// (decodedField) without a fact takes this package's writes, and a hole
// for the decoded rest: its reason is "decoded" at best.
func (fr *Fields) importedField(e *ast.SelectorExpr, fld *types.Var, name string, decoded bool, exprs []ast.Expr, sc scope) ([]Value, Reason) {
	var vals []Value
	var why Reason
	if len(exprs) > 0 {
		vals, why = fr.f.resolveAll(exprs, fld, nil, nil, sc)
		vals = dropEmpty(vals)
	}
	fv := fr.fieldValuesOf(fld.Pkg(), name)
	var origin Reason
	switch {
	case fv == nil && decoded:
		origin = ReasonDecoded
	case fv != nil:
		origin = Reason(fv.Origin)
	}
	if origin != "" {
		// Input or decoded data, and this package's writes: theirs
		// are checked, the rest is unknown.
		if len(vals) == 0 {
			return nil, origin
		}
		return append(vals, Value{{Hole: true, Use: e}}), MergeReason(why, origin)
	}
	if fv == nil || fv.Text {
		return nil, ReasonField // see foreignUnfollowed
	}
	if fv.Other && why == "" {
		why = ReasonField
	}
	for _, c := range fv.Values {
		vals = append(vals, Value{{Text: c.Text, Use: e, Decl: fld.Pos(), At: fld.Pkg().Path() + "/" + c.At}})
	}
	return append(vals, Value{{Hole: true, Use: e}}), why
}

// fieldValuesOf returns the FieldValuesFact entry of the field named
// name of pkg, or nil.
func (fr *Fields) fieldValuesOf(pkg *types.Package, name string) *facts.FieldValues {
	fc := fr.f.fc()
	if fc == nil || fc.facts == nil {
		return nil
	}
	fact, ok := fc.fieldValues[pkg]
	if !ok {
		fact = new(facts.FieldValuesFact)
		if !fc.facts.ImportPackageFact(pkg, fact) {
			fact = nil
		}
		if fc.fieldValues == nil {
			fc.fieldValues = make(map[*types.Package]*facts.FieldValuesFact)
		}
		fc.fieldValues[pkg] = fact
	}
	if fact == nil {
		return nil
	}
	return fact.Lookup(name)
}

// Declared returns the entry of the FieldValuesFact of the package
// that declares the field e selects, a field of another package, or nil.
func (fr *Fields) Declared(e *ast.SelectorExpr) *facts.FieldValues {
	sel := fr.f.Info.Selections[e]
	if sel == nil || sel.Kind() != types.FieldVal || sel.Obj().Pkg() == fr.f.Pkg {
		return nil
	}
	name := heldName(sel)
	if name == "" {
		return nil
	}
	return fr.fieldValuesOf(sel.Obj().Pkg(), name)
}

// Decoded reports whether decoders fill the field e selects, or the
// value it is read from (msg.Action.URL, with msg.Action decoded whole):
// its text is input, whatever the package writes.
func (fr *Fields) Decoded(e *ast.SelectorExpr) bool {
	sel := fr.f.Info.Selections[e]
	return sel != nil && sel.Kind() == types.FieldVal && (decodedField(sel) || fr.decodedBase(e.X))
}

// heldName names a field for FieldValuesFact: "Type.Field", or "" when
// its holder is not a named type of the field's package.
func heldName(sel *types.Selection) string {
	named, st, i := typesx.FieldHolder(sel)
	if named == nil || named.Obj().Pkg() != st.Field(i).Pkg() {
		return ""
	}
	return named.Obj().Name() + "." + st.Field(i).Name()
}

// encodingKeys are the struct tag keys of decoders that fill a field
// from input.
var encodingKeys = []string{"json", "yaml", "xml", "toml", "mapstructure", "protobuf"}

// decodedField reports whether the field a selection selects is filled
// by decoding input: its tag names it for an encoding (not "-"), or, with
// no tag of an encoding, it is exported and another field of its struct
// has one (encoding/json, yaml, toml and mapstructure decode an untagged
// field by its name), or its holder is a generated protobuf message.
func decodedField(sel *types.Selection) bool {
	named, st, i := typesx.FieldHolder(sel)
	return decodedHeld(named, st, i)
}

// decodedHeld is decodedField for field i of st, whose named type, if
// any, is named.
func decodedHeld(named *types.Named, st *types.Struct, i int) bool {
	if st == nil {
		return false
	}
	if decoded, tagged := encodingTag(st.Tag(i)); tagged {
		return decoded
	}
	if st.Field(i).Exported() {
		for j := 0; j < st.NumFields(); j++ {
			if decoded, _ := encodingTag(st.Tag(j)); decoded && j != i {
				return true
			}
		}
	}
	if named == nil {
		return false
	}
	if parsedCertificate(named) {
		return true
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(named), false, nil, "ProtoReflect")
	_, ok := obj.(*types.Func)
	return ok
}

// parsedCertificate reports whether named is a type of crypto/x509 whose
// values x509.ParseCertificate and its kin decode from DER: the URLs of a
// certificate (OCSPServer, CRLDistributionPoints) are what its issuer
// wrote.
func parsedCertificate(named *types.Named) bool {
	obj := named.Obj()
	if obj.Pkg() == nil || obj.Pkg().Path() != "crypto/x509" {
		return false
	}
	switch obj.Name() {
	case "Certificate", "CertificateRequest", "RevocationList":
		return true
	}
	return false
}

// encodingTag reports whether a struct tag names an encoding (tagged)
// and whether one of them decodes the field (a name other than "-").
func encodingTag(tag string) (decoded, tagged bool) {
	st := reflect.StructTag(tag)
	for _, k := range encodingKeys {
		if v, ok := st.Lookup(k); ok {
			tagged = true
			if name, _, _ := strings.Cut(v, ","); name != "-" {
				decoded = true
			}
		}
	}
	return decoded, tagged
}

// unfollowedField is the reason of a field read e that gets no
// constant from any write value flow can see: "field-writes" for a field
// of the package with a FieldSinkFact (its writes are checked),
// "decoded" for a field filled by decoding input, or one of a value so
// filled (msg.Action.URL, where msg.Action is decoded whole), "field"
// otherwise.
func (fr *Fields) unfollowedField(e *ast.SelectorExpr, sel *types.Selection) Reason {
	if fld, ok := sel.Obj().(*types.Var); ok && fr.f.Params != nil && fr.f.Params.Checks.FieldSink(fld.Origin()) {
		return ReasonFieldWrites // every read of it in the package is at sinks: checked where written
	}
	if decodedField(sel) || fr.decodedBase(e.X) {
		return ReasonDecoded
	}
	return ReasonField
}

// decodedBase reports whether e, the base of a field read, is part of
// the value of a field filled by decoding input: msg.Action, or
// msg.Actions[i], with Action or Actions decoded.
func (fr *Fields) decodedBase(e ast.Expr) bool {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SelectorExpr:
			sel, ok := fr.f.Info.Selections[x]
			if !ok || sel.Kind() != types.FieldVal {
				return false
			}
			if decodedField(sel) {
				return true
			}
			e = x.X
		default:
			return false
		}
	}
}

// inForeignVar reports whether e designates storage of a package-level
// variable of another package (pkg.V, pkg.V.Inner, pkg.V[i]): such a
// variable holds the values its package declares (VarFieldsFact) or
// unknown ones, not every constant of the field.
func (fr *Fields) inForeignVar(e ast.Expr) bool {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if _, ok := fr.f.Info.Selections[x]; !ok {
				v := qualifiedVar(fr.f.Info, x)
				return v != nil && v.Pkg() != fr.f.Pkg
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.Ident:
			v := qualifiedVar(fr.f.Info, x) // dot-imported
			return v != nil && v.Pkg() != fr.f.Pkg && v.Parent() == v.Pkg().Scope()
		default:
			return false
		}
	}
}

// foreignUnfollowed is the reason a read of field fld of another
// package's struct type, whose base value flow cannot follow, stops at,
// or "" when importedField resolves it: when the declaring package
// writes constants into the field, all of them looking like a URL or a
// path, or when the field is decoded and this package writes it. own
// reports whether this package writes the field; its writes are
// resolved only then, as resolving every write of another package's
// field (a request's Host, a header) costs more than the rest of the
// analysis. A field with a FieldSinkFact stays "field" (its constants
// are checked where they are written), and so does one of a url.URL (see
// urlField).
func (fr *Fields) foreignUnfollowed(e *ast.SelectorExpr, sel *types.Selection, fld *types.Var, own bool) Reason {
	name := heldName(sel)
	if name == "" || !fld.Exported() || fld.Pkg().Path() == "net/url" || fr.f.fc() == nil || fr.f.fc().facts == nil || fr.inForeignVar(e.X) {
		return ReasonField
	}
	fv := fr.fieldValuesOf(fld.Pkg(), name)
	if fv == nil && !own {
		return fr.unfollowedField(e, sel)
	}
	if fv != nil && fv.Origin != "" {
		if !own {
			return Reason(fv.Origin)
		}
		return "" // importedField: this package's writes, and the origin's
	}
	if fv == nil && decodedField(sel) && !fr.f.fc().facts.ImportObjectFact(fld, new(facts.FieldSinkFact)) {
		return "" // importedField: this package's writes, and decoded input
	}
	if fv == nil || fv.Text || fr.f.fc().facts.ImportObjectFact(fld, new(facts.FieldSinkFact)) {
		return ReasonField
	}
	return ""
}

// FieldConstants returns the constant strings the package writes into
// the field that e selects, in composite literals and assignments, and
// whether it also writes other values or writes it in ways not seen (a
// tuple, a pointer to it, a flag). ok is false when e selects no field.
func (fr *Fields) FieldConstants(e ast.Expr) (consts []string, other, ok bool) {
	sel, isSel := ast.Unparen(e).(*ast.SelectorExpr)
	if !isSel {
		return nil, false, false
	}
	s := fr.f.Info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil, false, false
	}
	fld := s.Obj().(*types.Var).Origin()
	x := fr.f.Data.fieldData(fld)
	exprs := append([]ast.Expr(nil), x.Lits[fld]...)
	for _, a := range x.Assigns[fld] {
		exprs = append(exprs, a.Rhs)
	}
	for _, w := range exprs {
		if c, isConst := fr.f.ConstString(w); isConst {
			consts = append(consts, c)
		} else {
			other = true
		}
	}
	return consts, other || x.Fixed[fld] || x.FieldAddr[fld] > 0 || len(x.FlagFields[fld]) > 0, true
}
