package analyzer

import (
	"fmt"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// swappedSchemeCheck reports a URL format whose scheme's verb is given a
// value named for a host and whose host's verb one named for a scheme:
// fmt.Sprintf("%s://%s/hooks", c.ProxyHost, c.ProxyProto) writes
// "hooks.example.com://https/hooks", whose scheme is the host's name and
// whose host is "https". Both names must say so: a name alone is no
// proof of a value, two that contradict the format are.
type swappedSchemeCheck struct{}

func (swappedSchemeCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckScheme} }

func (swappedSchemeCheck) checkPackage(r *pkgAnalysis) {
	if !r.enabled(rfc.CheckScheme) {
		return
	}
	info := r.pass.TypesInfo
	for _, site := range r.flow.Sites {
		call := site.Call
		if len(call.Args) < 3 || call.Ellipsis.IsValid() || !flow.IsSprintf(info, call) {
			continue
		}
		format, ok := r.flow.ConstString(call.Args[0])
		if !ok {
			continue
		}
		n, ok := schemeVerbIndex(format)
		if !ok || 2+n >= len(call.Args) {
			continue
		}
		scheme, host := call.Args[1+n], call.Args[2+n]
		if !hostWord(refName(scheme)) || !schemeWord(refName(host)) || !r.enabledAt(rfc.CheckScheme, call) {
			continue
		}
		r.emitter(rfc.CheckScheme)(call, analysis.Diagnostic{
			Pos: scheme.Pos(), End: host.End(), Category: string(rfc.CheckScheme),
			Message: fmt.Sprintf("fmt.Sprintf: %s, a host by its name, is written as the URL's scheme and %s, a scheme by its name, as its host "+
				"(%q): the arguments are swapped (RFC 3986 §3.1 scheme)", types.ExprString(scheme), types.ExprString(host), format),
		})
	}
}

// schemeVerbIndex returns the index, among the format's arguments, of the
// %s or %v written right before its first "://", where a %s or %v
// follows it ("%s://%s/x"); ok is false for any other format, and for one
// with an argument index ("%[2]s").
func schemeVerbIndex(format string) (n int, ok bool) {
	i := strings.Index(format, "://")
	if i < 2 || strings.Contains(format, "%[") {
		return 0, false
	}
	before, after := format[:i], format[i+3:]
	if !(strings.HasSuffix(before, "%s") || strings.HasSuffix(before, "%v")) || !(strings.HasPrefix(after, "%s") || strings.HasPrefix(after, "%v")) {
		return 0, false
	}
	head := before[:len(before)-2]
	for j := 0; j < len(head); j++ {
		if head[j] != '%' {
			continue
		}
		if j+1 < len(head) && head[j+1] == '%' {
			j++ // "%%"
			continue
		}
		n++
	}
	return n, !strings.HasSuffix(head, "%") // "%%s" is text
}

// hostWord reports whether name's last word names a host: host,
// hostname, domain, addr, address, server.
func hostWord(name string) bool {
	switch lastWord(name) {
	case "host", "hostname", "domain", "addr", "address", "server":
		return true
	}
	return false
}

// schemeWord reports whether name's last word names a scheme: scheme,
// proto, protocol.
func schemeWord(name string) bool {
	switch lastWord(name) {
	case "scheme", "proto", "protocol":
		return true
	}
	return false
}

// lastWord returns the last word of name, lower case ("ProxyHost":
// "host"), or "".
func lastWord(name string) string {
	words := typesx.NameWords(name)
	if len(words) == 0 {
		return ""
	}
	return strings.ToLower(words[len(words)-1])
}
