package sinks

import (
	"strings"
	"sync"
)

// A Field is what urlvet knows of a struct field of a library, keyed by
// "pkgpath.Type.Field", beyond the URL fields of sinks (FieldsWith): what
// the checks that read field writes ask of it.
type Field struct {
	// HostName names, for messages, a field that holds a host name alone,
	// with no port and no IPv6 brackets ("tls.Config's ServerName").
	HostName string
	// Guard says what a field does whose function value decides alone
	// whether a URL is trusted, for the allowlist check ("CORS origin
	// check"): what the function returns is the guard.
	Guard string
	// Listens says that the server of its struct listens on the address
	// it holds, host:port (http.Server's Addr, read by ListenAndServe):
	// an empty host there is every interface.
	Listens bool
	// ResourceName says that it holds a name of an API's own grammar,
	// meant to stand in the API's paths: a Kubernetes API group, a DNS
	// subdomain ("networking.k8s.io"), or a resource, lower-case letters
	// ("deployments"), an object's name or namespace (ObjectMeta's).
	// Where the field's name alone does not tell
	// ("Group" is also a group of users).
	ResourceName bool
	// HolderNamed says that it holds the value of a wrapper whose own
	// name is generic (sql.NullString's String): what the text is, the
	// name of the field or variable holding the wrapper says
	// (p.Slug.String is a slug).
	HolderNamed bool
	// DNSName says that it holds a DNS name its API validates, never an
	// IP address (a Kubernetes ExternalName Service's externalName, an
	// RFC 1123 subdomain): no ':' before a port.
	DNSName bool
	// Scheme says that it holds a URL's scheme, letters, digits, '+',
	// '-' and '.' (RFC 3986 §3.1): url.Parse ends it at the first ':',
	// so it is never an IPv6 address, whatever text was parsed.
	Scheme bool
	// Received says that it holds the *http.Request a server received,
	// in a web framework's context that its handlers are given (gin's
	// Context.Request): its URL has no scheme and no host.
	Received bool
}

// FieldOf returns what urlvet knows of the field key names; the zero
// Field for another.
func FieldOf(key string) Field { return fields().rows[key] }

// DecodedFieldOf returns what urlvet knows of a field that a program's
// own struct decodes from an API object's JSON: the type's name, in any
// case, and the field's JSON key, as the API spells them
// ("ServiceSpec", "externalName"); the zero Field for another.
func DecodedFieldOf(typeName, key string) Field {
	return fields().decoded[strings.ToLower(typeName)+"."+key]
}

// FieldNamed reports whether a field of that name in the package of that
// path has a row: a test that needs no key, which names the field's
// struct type.
func FieldNamed(pkg, name string) bool { return fields().names[pkg+"."+name] }

// A fieldTable holds the rows of the fields urlvet knows, by key, and the
// names of those fields.
type fieldTable struct {
	rows    map[string]Field
	names   map[string]bool  // "pkgpath.Field"
	decoded map[string]Field // by lower-case type name and JSON key
}

// fields returns the fields urlvet knows, built on first use.
func fields() fieldTable {
	fieldsOnce.once.Do(func() { fieldsOnce.v = buildFields() })
	return fieldsOnce.v
}

var fieldsOnce struct {
	once sync.Once
	v    fieldTable
}

// buildFields builds fields' value.
func buildFields() fieldTable {
	t := fieldTable{rows: make(map[string]Field), names: make(map[string]bool), decoded: make(map[string]Field)}
	for _, r := range []struct {
		key string
		f   Field
	}{
		{"crypto/tls.Config.ServerName", Field{HostName: "tls.Config's ServerName"}},
		{"crypto/x509.VerifyOptions.DNSName", Field{HostName: "x509.VerifyOptions' DNSName"}},
		{"net/http.Cookie.Domain", Field{HostName: "http.Cookie's Domain"}},
		{"github.com/gorilla/websocket.Upgrader.CheckOrigin", Field{Guard: "websocket origin check"}},
		{"github.com/rs/cors.Options.AllowOriginFunc", Field{Guard: "CORS origin check"}},
		{"github.com/rs/cors.Options.AllowOriginRequestFunc", Field{Guard: "CORS origin check"}},
		{"github.com/rs/cors.Options.AllowOriginVaryRequestFunc", Field{Guard: "CORS origin check"}},
		{"github.com/go-chi/cors.Options.AllowOriginFunc", Field{Guard: "CORS origin check"}},
		{"github.com/gin-contrib/cors.Config.AllowOriginFunc", Field{Guard: "CORS origin check"}},
		{"net/http.Client.CheckRedirect", Field{Guard: "redirect check"}},
		{"net/http.Server.Addr", Field{Listens: true}},
		{"github.com/gin-gonic/gin.Context.Request", Field{Received: true}},
		{"database/sql.NullString.String", Field{HolderNamed: true}},
		{"net/url.URL.Scheme", Field{Scheme: true}},
	} {
		t.rows[r.key] = r.f
	}
	// The coordinates of Kubernetes' kinds and resources, in its two
	// packages that declare the same types.
	for _, pkg := range []string{"k8s.io/apimachinery/pkg/runtime/schema", "k8s.io/apimachinery/pkg/apis/meta/v1"} {
		for _, f := range []string{"GroupVersion.Group", "GroupVersionKind.Group", "GroupVersionResource.Group",
			"GroupVersionResource.Resource", "GroupResource.Group", "GroupResource.Resource", "GroupKind.Group"} {
			t.rows[pkg+"."+f] = Field{ResourceName: true}
		}
	}
	// An object's name and namespace, which the API server refuses
	// unless they are DNS subdomains or labels (at the least, path
	// segment names: no '/', no '%'): they stand in its paths.
	for _, f := range []string{"ObjectMeta.Name", "ObjectMeta.Namespace"} {
		t.rows["k8s.io/apimachinery/pkg/apis/meta/v1."+f] = Field{ResourceName: true}
	}
	// Fields of API objects that clients also decode into structs of
	// their own, by the JSON key the API serves.
	for _, r := range []struct {
		key, json string
		f         Field
	}{
		{"k8s.io/api/core/v1.ServiceSpec.ExternalName", "externalName", Field{DNSName: true}},
	} {
		t.rows[r.key] = r.f
		typ, _ := SplitLast(r.key)
		_, typ = SplitLast(typ)
		t.decoded[strings.ToLower(typ)+"."+r.json] = r.f
	}
	for key := range t.rows {
		typ, name := SplitLast(key)
		pkg, _ := SplitLast(typ)
		t.names[pkg+"."+name] = true
	}
	return t
}
