package sinks

import (
	"fmt"
	"go/token"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/rfc"
)

// ParseSinks parses a comma-separated list of sinks, the syntax of the
// -sinks flag and of the golangci-lint setting:
//
//	NAME:ARG[:TARGET]
//
// NAME is (pkgpath).Func, (pkgpath).Type.Method or (pkgpath).Type.Field;
// the parentheses may be left out when the last element of pkgpath has no
// dot (net/http.Client.Get). ARG is the index of the URL parameter (0-based,
// receiver excluded), or "field" when NAME is a struct field, whose value
// is checked in composite literals (a []string field's elements are).
// TARGET is what the URL must be (rfc.ParseTarget); "reference" when left
// out.
func Parse(s string) ([]Sink, error) {
	var out []Sink
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		sink, err := parseSink(item)
		if err != nil {
			return nil, fmt.Errorf("sink %q: %v", item, err)
		}
		out = append(out, sink)
	}
	return out, nil
}

func parseSink(item string) (Sink, error) {
	name, rest := item, ""
	start := 0
	if strings.HasPrefix(item, "(") {
		if end := strings.IndexByte(item, ')'); end > 0 {
			start = end
		}
	}
	if i := strings.IndexByte(item[start:], ':'); i >= 0 {
		name, rest = item[:start+i], item[start+i+1:]
	}
	key, err := sinkKey(name)
	if err != nil {
		return Sink{}, err
	}
	if rest == "" {
		return Sink{}, fmt.Errorf("want NAME:ARG[:TARGET], where ARG is a parameter index or \"field\"")
	}
	argText, targetText, hasTarget := strings.Cut(rest, ":")
	field, arg := argText == "field", 0
	if !field {
		if arg, err = strconv.Atoi(argText); err != nil || arg < 0 {
			return Sink{}, fmt.Errorf("bad argument index %q: want a number from 0, or \"field\"", argText)
		}
	}
	return newSink(key, name, arg, field, targetText, hasTarget)
}

// Make returns the sink of a structured setting (the golangci-lint
// plugin's): name is (pkgpath).Func, (pkgpath).Type.Method or, with
// field, (pkgpath).Type.Field; arg the parameter index; target a name
// rfc.ParseTarget takes, "" for a reference.
func Make(name string, arg int, field bool, target string) (Sink, error) {
	key, err := sinkKey(name)
	if err != nil {
		return Sink{}, err
	}
	if arg < 0 {
		return Sink{}, fmt.Errorf("bad argument index %d: want a number from 0", arg)
	}
	return newSink(key, name, arg, field, target, target != "")
}

// newSink makes the sink of key, the key of name; its target is
// rfc.Reference unless hasTarget.
func newSink(key, name string, arg int, field bool, target string, hasTarget bool) (Sink, error) {
	sink := Sink{Func: key, Arg: arg, Param: Param{Target: rfc.Reference}}
	if field {
		if strings.Count(key[len(KeyPkg(name)):], ".") != 2 {
			return Sink{}, fmt.Errorf("a field sink is named (pkgpath).Type.Field")
		}
		sink.Field, sink.Arg = true, 0
	}
	if hasTarget {
		var err error
		if sink.Target, err = rfc.ParseTarget(target); err != nil {
			return Sink{}, err
		}
	}
	return sink, nil
}

// sinkKey converts a sink name, (pkgpath).Name or pkgpath.Name, to the
// key FuncKey computes: "pkgpath.Name".
func sinkKey(name string) (string, error) {
	pkg := KeyPkg(name)
	var rest string
	if strings.HasPrefix(name, "(") {
		end := strings.IndexByte(name, ')')
		if end < 0 {
			return "", fmt.Errorf("unbalanced '(': want (pkgpath).Name")
		}
		rest = name[end+1:]
		if !strings.HasPrefix(rest, ".") {
			return "", fmt.Errorf("want (pkgpath).Func, (pkgpath).Type.Method or (pkgpath).Type.Field")
		}
		rest = rest[1:]
	} else {
		rest = name[len(pkg):]
		if !strings.HasPrefix(rest, ".") {
			return "", fmt.Errorf("want (pkgpath).Func, (pkgpath).Type.Method or (pkgpath).Type.Field")
		}
		rest = rest[1:]
	}
	if pkg == "" || strings.ContainsAny(pkg, " \t\"'`:,()\\") || strings.HasPrefix(pkg, "/") || strings.HasSuffix(pkg, "/") {
		return "", fmt.Errorf("bad package path %q", pkg)
	}
	parts := strings.Split(rest, ".")
	ok := len(parts) == 1 || len(parts) == 2
	for _, p := range parts {
		ok = ok && token.IsIdentifier(p)
	}
	if !ok {
		if !strings.HasPrefix(name, "(") && strings.Contains(rest, ".") {
			return "", fmt.Errorf("cannot tell the package path from the name: write (pkgpath).Name, such as (github.com/nats-io/nats.go).Connect")
		}
		return "", fmt.Errorf("%q is not Func, Type.Method or Type.Field", rest)
	}
	return pkg + "." + rest, nil
}

// sinkKeyPkg returns the package path of a sink name: inside its
// parentheses, or up to the first dot of its last path element.
func KeyPkg(name string) string {
	if strings.HasPrefix(name, "(") {
		if end := strings.IndexByte(name, ')'); end > 0 {
			return name[1:end]
		}
		return ""
	}
	slash := strings.LastIndexByte(name, '/')
	dot := strings.IndexByte(name[slash+1:], '.')
	if dot < 0 {
		return name
	}
	return name[:slash+1+dot]
}

// A Sink is a function parameter, or a struct field, that takes a URL
// string.
type Sink struct {
	Func  string // "pkgpath.Func" or "pkgpath.Type.Method"; with Field, "pkgpath.Type.Field"
	Arg   int    // index of the parameter (0-based, receiver excluded)
	Field bool   // Func names a struct field, checked in composite literals
	Param        // what the argument must be: the -sinks syntax sets Target only
}

// Validate reports what is wrong with a sink.
func (s Sink) Validate() error {
	if name := s.Func[strings.LastIndexByte(s.Func, '/')+1:]; !strings.Contains(name, ".") {
		return fmt.Errorf("func %q: want pkgpath.Func or pkgpath.Type.Method", s.Func)
	}
	if s.Field && strings.Count(s.Func[strings.LastIndexByte(s.Func, '/')+1:], ".") < 2 {
		return fmt.Errorf("field %q: want pkgpath.Type.Field", s.Func)
	}
	if s.Arg < 0 {
		return fmt.Errorf("%s: argument index %d is negative", s.Func, s.Arg)
	}
	if _, err := rfc.ParseTarget(s.Target.String()); err != nil {
		return fmt.Errorf("%s: %v", s.Func, err)
	}
	return nil
}
