package analyzer

import (
	"go/ast"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// holePlace is where a hole of a URL's text stands, as the text around
// it tells: its component, the key of the query parameter whose value it
// is, and what the path around it says it holds.
type holePlace struct {
	comp rfc.Component
	key  string // the query parameter's key, for a hole in its value
	// search says that the key is generic (?name=, ?value=) and the path
	// before the query ends in a search endpoint (/search, /geocode): the
	// value is the term searched for (searchEndpoint).
	search bool
	// api says that the hole is a name in a path of an API whose grammar
	// needs no escaping there: a repository's name or a reference of
	// the container registry API (registryPath), a namespace or an
	// object's name of the Kubernetes API (kubePath), a Gerrit project's
	// name in a path of Gitiles (gitilesPath).
	api bool
	// collection is the kind of the constant segment before the hole,
	// singular ("/domains/" + name: a domain), or unknownKind.
	collection textKind
	// nonASCII says that the sink escapes the text's characters outside
	// ASCII itself (sinks.Param.EscapesNonASCII).
	nonASCII bool
}

// registryMarks are the segments that end a repository's name in a path
// of the registry API (the OCI Distribution Specification's
// /v2/<name>/manifests/<reference>, /v2/<name>/blobs/<digest>,
// /v2/<name>/blobs/uploads/, /v2/<name>/tags/list,
// /v2/<name>/referrers/<digest>), with whether a reference follows.
var registryMarks = [...]struct {
	seg string
	ref bool
}{
	{"/manifests/", true}, {"/blobs/uploads/", true}, {"/blobs/", true}, {"/referrers/", true}, {"/tags/list", false},
}

// registryPath reports whether off, where a hole stands in the URL text
// s, is in the repository name or at the reference of a path of the
// registry API: after "/v2/" and before one of registryMarks, or right
// after a mark that a reference follows. The specification's grammar
// makes a name of lower-case letters, digits, '.', '_', '-' and the '/'
// between its components ("project/image", meant as several segments),
// a tag of letters, digits, '_', '.' and '-', and a digest
// "algorithm:hex": none needs escaping in a path, and escaping a name's
// '/' would break it.
func registryPath(s string, off int) bool {
	if q := strings.IndexAny(s, "?#"); q >= 0 && off > q {
		return false
	}
	v2 := strings.Index(s, "/v2/")
	if v2 < 0 || off < v2+len("/v2/") {
		return false
	}
	rest := s[v2+len("/v2/")-1:]
	for _, m := range registryMarks {
		j := strings.Index(rest, m.seg)
		if j <= 0 {
			continue
		}
		at := v2 + len("/v2/") - 1 + j
		return off <= at || m.ref && off == at+len(m.seg)
	}
	return false
}

// kubePath reports whether off, where a hole stands in the URL text s,
// is in a path of the Kubernetes API after its namespace's segment
// (/api/v1/namespaces/<namespace>/pods/<name>,
// /apis/<group>/<version>/namespaces/<namespace>/<resource>/<name>, and
// the same after /api/v1/watch or /apis/<group>/<version>/watch) and
// before a proxy's subpath or the query: an API group, a namespace, a
// resource's type or an object's name. The API makes names DNS labels or subdomains
// (RFC 1123: lower-case letters, digits, '-' and '.'), which need no
// escaping in a path.
func kubePath(s string, off int) bool {
	if q := strings.IndexAny(s, "?#"); q >= 0 && off > q {
		return false
	}
	ns := strings.Index(s, "/namespaces/")
	if ns < 0 {
		return false
	}
	api, start := s[:ns], ns+len("/namespaces/")
	// The watch paths put "/watch" before the namespaces' segment
	// (/api/v1/watch/namespaces/<namespace>/pods/<name>).
	api = strings.TrimSuffix(api, "/watch")
	if i := strings.LastIndex(api, "/api/v1"); i < 0 || i+len("/api/v1") != len(api) {
		// /apis/<group>/<version>: the group is a DNS subdomain too.
		i := strings.LastIndex(api, "/apis/")
		if i < 0 || strings.Count(api[i+len("/apis/"):], "/") != 1 {
			return false
		}
		start = i + len("/apis/")
	}
	if off < start {
		return false
	}
	if p := strings.Index(s[ns:], "/proxy/"); p >= 0 && off >= ns+p+len("/proxy/") {
		return false
	}
	return true
}

// gitilesViews are the views of a path of Gitiles, Gerrit's web view of
// its repositories, whose segment "+view" ends a project's name:
// /<project>/+/<revision>/<file>, /<project>/+archive/<revision>.tar.gz,
// /<project>/+log/<revision>, /<project>/+refs.
var gitilesViews = [...]string{"", "archive", "log", "show", "blame", "refs", "doc"}

// gitilesPath reports whether off, where a hole stands in the URL text s,
// is in a Gerrit project's name in a path of Gitiles: before the first
// segment that starts with '+', one of gitilesViews. A project's name is
// a path of several segments ("platform/build") meant whole there:
// escaping its '/' would break it.
func gitilesPath(s string, off int) bool {
	if q := strings.IndexAny(s, "?#"); q >= 0 {
		if off > q {
			return false
		}
		s = s[:q]
	}
	j := strings.Index(s[off:], "/+")
	if j < 0 {
		return false
	}
	view, _, _ := strings.Cut(s[off+j+len("/+"):], "/")
	for _, v := range gitilesViews {
		if view == v {
			return true
		}
	}
	return false
}

// collectionBefore returns the kind of the collection whose segment
// stands right before hole v[i], as the constant text before it writes
// it ("/domains/" + name: a domain; "/v1/users/%s": a user), or
// unknownKind. A plural names the collection, its singular what each of
// its members is; a member keyed by two segments ("/repos/%s/%s" of
// owner, name) is one of that collection in both.
func collectionBefore(v flow.Value, i int) textKind {
	if i == 0 || v[i-1].Hole {
		return unknownKind
	}
	if i >= 3 && v[i-1].Text == "/" && v[i-2].Hole && !v[i-3].Hole {
		// The second segment of a key of two (/repos/{owner}/{name}):
		// the collection is the one before the first.
		return collectionBefore(v, i-2)
	}
	t, ok := strings.CutSuffix(v[i-1].Text, "/")
	j := strings.LastIndexByte(t, '/')
	if !ok || j < 0 {
		return unknownKind // a segment that may go on before the text
	}
	seg := strings.ToLower(t[j+1:])
	switch {
	case strings.HasSuffix(seg, "ies"):
		seg = strings.TrimSuffix(seg, "ies") + "y"
	case strings.HasSuffix(seg, "s") && !strings.HasSuffix(seg, "ss"):
		seg = strings.TrimSuffix(seg, "s")
	}
	return wordKind(seg)
}

// genericName reports whether e is a variable, a field or a method's
// result whose name says nothing of its text but that it is one: name,
// value, s.
func genericName(e ast.Expr) bool {
	words := typesx.NameWords(refName(e))
	for _, w := range words {
		if !genericWord(w) {
			return false
		}
	}
	return len(words) > 0
}
