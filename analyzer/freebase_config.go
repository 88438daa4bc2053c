package analyzer

import (
	"go/ast"
	"go/types"
	"reflect"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// A configTag is what the struct tag of a string field says of it where
// a configuration library fills the field from the environment or the
// command line: kelseyhightower/envconfig's `envconfig:"API_URL"`,
// caarlos0/env's and cleanenv's `env:"API_URL"`, sethvargo/go-envconfig's
// `env:"API_URL, default=…"`, go-flags' and kong's `long:"api-url"`. Such
// a field is free configuration in any package that reads it, though no
// code writes it; def is the value the tag gives it when the environment
// or the command line does not (`default:"…"`, `envDefault:"…"`,
// `env-default:"…"`).
type configTag struct {
	origin string // "the environment variable API_URL", "the flag --api-url"
	def    string
	hasDef bool
}

// configTagOf returns the configTag of the field sel selects, if its
// struct tag names one.
func configTagOf(info *types.Info, sel *ast.SelectorExpr) (configTag, bool) {
	s, ok := info.Selections[sel]
	if !ok || s.Kind() != types.FieldVal || !typesx.IsString(s.Obj().Type()) {
		return configTag{}, false
	}
	tag, ok := fieldTag(s)
	if !ok || tag == "" {
		return configTag{}, false
	}
	return parseConfigTag(reflect.StructTag(tag))
}

// fieldTag returns the struct tag of the field selection s selects,
// through the embedded fields on its way.
func fieldTag(s *types.Selection) (string, bool) {
	t := s.Recv()
	idx := s.Index()
	for i, x := range idx {
		st := typesx.StructOf(t)
		if st == nil || x >= st.NumFields() {
			return "", false
		}
		if i == len(idx)-1 {
			return st.Tag(x), true
		}
		t = st.Field(x).Type()
	}
	return "", false
}

// parseConfigTag reads a configTag from a struct tag.
func parseConfigTag(tag reflect.StructTag) (configTag, bool) {
	var c configTag
	if name, ok := tag.Lookup("envconfig"); ok {
		c.origin = envOrigin(name)
	} else if name, ok := tag.Lookup("env"); ok {
		name, opts, _ := strings.Cut(name, ",")
		c.origin = envOrigin(name)
		for _, o := range strings.Split(opts, ",") {
			if d, ok := strings.CutPrefix(strings.TrimSpace(o), "default="); ok {
				c.def, c.hasDef = d, true // sethvargo/go-envconfig
			}
		}
	} else if name, ok := tag.Lookup("long"); ok && name != "" {
		c.origin = "the flag --" + name
	} else if key := configFileKey(tag); key != "" {
		c.origin = "the configuration key " + key
	} else {
		return c, false
	}
	for _, key := range []string{"default", "envDefault", "env-default"} {
		if d, ok := tag.Lookup(key); ok {
			c.def, c.hasDef = d, true
		}
	}
	return c, true
}

// configFileKey returns the key of a configuration file that a decoder
// of configuration fills the field from (mapstructure, which viper and
// the OpenTelemetry collector decode with; koanf), or "". A json or yaml
// tag alone names no configuration: replies are decoded so too.
func configFileKey(tag reflect.StructTag) string {
	for _, lib := range []string{"mapstructure", "koanf"} {
		if name, ok := tag.Lookup(lib); ok {
			name, _, _ = strings.Cut(name, ",")
			if name = strings.TrimSpace(name); name != "" && name != "-" {
				return name
			}
		}
	}
	return ""
}

// envOrigin names the environment variable name, if any.
func envOrigin(name string) string {
	name = strings.TrimSpace(name)
	if name == "" || name == "-" {
		return "an environment variable"
	}
	return "the environment variable " + name
}

// taggedBase returns the configTag of base, a field a configuration
// library fills (configTagOf), read directly or through a local variable
// whose one assignment reads it, when nothing in the package trims or
// tests its trailing '/'.
func (b *freeBases) taggedBase(base ast.Expr) (configTag, bool) {
	info := b.pass.TypesInfo
	e := ast.Unparen(base)
	if id, ok := e.(*ast.Ident); ok {
		v, ok := info.Uses[id].(*types.Var)
		if !ok || v.Pkg() != b.pass.Pkg || b.trimmed(v) {
			return configTag{}, false
		}
		vi := b.flow.VarInfo(v)
		if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 || len(vi.First) > 0 {
			return configTag{}, false
		}
		e = ast.Unparen(vi.Rhs[0])
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return configTag{}, false
	}
	c, ok := configTagOf(info, sel)
	if !ok || b.trimmed(info.Selections[sel].Obj()) {
		return configTag{}, false
	}
	return c, true
}

// breaksJoin reports whether base, a value a configured base holds, joined
// to text next makes a wrong URL: "//" where both write a '/', or a
// segment glued to the base's host or last segment where neither does.
func breaksJoin(base, next string, glued bool) bool {
	if !strings.Contains(base, "://") {
		return false // not a URL: a path, or empty
	}
	if glued {
		return !strings.HasSuffix(base, "/")
	}
	return strings.HasSuffix(base, "/") && strings.HasPrefix(next, "/")
}

// readsConfig reports whether the package calls a function that reads an
// environment variable (os.Getenv) or defines a flag.
func (b *freeBases) readsConfig() bool {
	for _, u := range b.flow.FuncUses() {
		if !sinks.FuncNamed(u.ID.Name) {
			continue
		}
		if row := sinks.FuncOfObj(u.Fn.Origin()); row.EnvName || row.FlagDefault > 0 {
			return true
		}
	}
	return false
}
