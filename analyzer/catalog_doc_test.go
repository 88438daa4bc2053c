package analyzer

import (
	"fmt"
	"os"
	"path"
	"strconv"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/rfc"
)

// targetDocs say, for the table of docs/client-libraries.md, what each
// target of the catalogue requires.
var targetDocs = map[rfc.Target]string{
	rfc.Reference:   "URI reference",
	rfc.DecodedPath: "path in decoded form, as `url.URL.Path`",
	rfc.Absolute:    "absolute URI",
	rfc.HTTP:        "absolute http or https URL",
	rfc.GRPC:        "gRPC target: `host:port`, `dns:///host:port`, `unix:path`, `unix:///abs`, `passthrough:///…`, `xds:///…`",
	rfc.Postgres:    "PostgreSQL URI with a host list (`postgres://h1:5432,h2/db`); keyword/value DSNs are skipped",
	rfc.MongoDB:     "MongoDB connection string (`mongodb://h1,h2/?opts`, `mongodb+srv://host/`)",
	rfc.Endpoint:    "endpoint: absolute URI, `unix:path` or `host:port`",
	rfc.URLList:     "comma-separated URLs or `host:port`",
	rfc.Network:     "absolute URI whose host is a DNS name or an IP address and port at most 65535 (`unix:` sockets aside)",
	rfc.MySQL:       "MySQL DSN (`user:pass@tcp(host:3306)/db`): not a URL; only the TCP address's host:port is checked (`hostport`)",
}

// declaredNames are the package names that do not follow from the
// import path.
var declaredNames = map[string]string{
	"go.etcd.io/etcd/client/v3":      "clientv3",
	"github.com/rabbitmq/amqp091-go": "amqp091",
	"github.com/redis/go-redis/v9":   "redis",
	"github.com/go-resty/resty/v2":   "resty",
	"resty.dev/v3":                   "resty",
	"gopkg.in/h2non/gentleman.v2":    "gentleman",
	"github.com/jackc/pgx/v5":        "pgx",
	"github.com/jackc/pgx/v4":        "pgx",
	"github.com/nats-io/nats.go":     "nats",
}

func declaredName(pkg string) string {
	if n, ok := declaredNames[pkg]; ok {
		return n
	}
	return path.Base(pkg)
}

// catalogMarkdown renders the catalogue as the table of
// docs/client-libraries.md.
func catalogMarkdown() string {
	var b strings.Builder
	b.WriteString("| library | module | URL sinks | the URL must be |\n| --- | --- | --- | --- |\n")
	for _, lib := range sinks.Catalog {
		var groups []string // sinks by target, in order
		byTarget := map[string][]string{}
		for _, s := range lib.Sinks {
			d := targetDocs[s.Target]
			if s.Params {
				d += "; `{name}` path parameters are holes"
			}
			if s.ColonParams {
				d += "; `:name` path parameters are holes"
			}
			if s.Schemes != nil {
				d += " with scheme `" + strings.Join(s.Schemes, "`, `") + "`"
			}
			if _, ok := byTarget[d]; !ok {
				groups = append(groups, d)
			}
			name := "`" + declaredName(s.Pkg) + "." + s.Name + "`"
			if s.Field {
				name += " field"
			}
			if s.Keywords != nil {
				var kw []string
				for _, k := range s.Keywords {
					kw = append(kw, "`"+strconv.Quote(k)+"`")
				}
				if len(kw) == 1 {
					name += " (" + kw[0] + " is a setting, not a URL)"
				} else {
					name += " (" + strings.Join(kw, ", ") + " are settings, not URLs)"
				}
			}
			if s.Drivers != nil {
				name += " with driver `" + strings.Join(s.Drivers, "`, `") + "`"
			}
			byTarget[d] = append(byTarget[d], name)
		}
		for i, d := range groups {
			libName, module := lib.Name, "`"+lib.Module+"`"
			if i > 0 {
				libName, module = "", ""
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", libName, module, strings.Join(byTarget[d], ", "), d)
		}
	}
	return b.String()
}

// TestDocumentedCatalog checks that the table of supported libraries in
// docs/client-libraries.md is the catalogue's.
func TestDocumentedCatalog(t *testing.T) {
	const doc = "../docs/client-libraries.md"
	data, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	const begin, end = "<!-- catalog: generated from analyzer/internal/sinks/catalog.go by TestDocumentedCatalog -->\n", "<!-- end catalog -->"
	s := string(data)
	i, j := strings.Index(s, begin), strings.Index(s, end)
	if i < 0 || j < i {
		t.Fatalf("%s has no %q ... %q block", doc, begin, end)
	}
	if got, want := s[i+len(begin):j], catalogMarkdown(); got != want {
		t.Errorf("%s: the table of libraries is out of date; want:\n%s", doc, want)
	}
}
