package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"
	"sync"

	"github.com/urlvet/urlvet/rfc"
)

// A library is a third-party module whose functions or struct fields take
// a URL. urlvet matches them by package path and name: it never imports
// them.
type library struct {
	Name   string // how README.md names it
	Module string // module path
	Sinks  []catalogSink
}

// A catalogSink is one URL parameter, or one URL field, of a library.
type catalogSink struct {
	Pkg      string     // package path
	Name     string     // "Func", "Type.Method" (pointer receivers included) or, for a field, "Type.Field"
	Arg      int        // parameter index, receiver excluded; unused for a field
	Field    bool       // Name is a struct field: its value in a composite literal is checked; a []string field's elements are
	Target   rfc.Target // what the argument must be
	Params   bool       // "{name}" stands for a path parameter filled in at run time (a hole)
	Variadic bool       // Arg and every later argument
	Drivers  []string   // database/sql.Open: a sink only when argument 0 is one of these constant driver names
}

// catalog is the table of third-party URL sinks: to support a library, add
// it here (and to the test module in testdata/catalog).
var catalog = []library{
	{
		Name: "gRPC", Module: "google.golang.org/grpc",
		Sinks: []catalogSink{
			{Pkg: "google.golang.org/grpc", Name: "NewClient", Target: rfc.GRPC},
			{Pkg: "google.golang.org/grpc", Name: "Dial", Target: rfc.GRPC},
			{Pkg: "google.golang.org/grpc", Name: "DialContext", Arg: 1, Target: rfc.GRPC},
		},
	},
	{
		Name: "etcd client v3", Module: "go.etcd.io/etcd/client/v3",
		Sinks: []catalogSink{
			{Pkg: "go.etcd.io/etcd/client/v3", Name: "Config.Endpoints", Field: true, Target: rfc.Endpoint},
			{Pkg: "go.etcd.io/etcd/client/v3", Name: "Client.SetEndpoints", Variadic: true, Target: rfc.Endpoint},
		},
	},
	{
		Name: "pgx v5", Module: "github.com/jackc/pgx/v5",
		Sinks: []catalogSink{
			{Pkg: "github.com/jackc/pgx/v5", Name: "Connect", Arg: 1, Target: rfc.Postgres},
			{Pkg: "github.com/jackc/pgx/v5", Name: "ParseConfig", Target: rfc.Postgres},
			{Pkg: "github.com/jackc/pgx/v5/pgxpool", Name: "New", Arg: 1, Target: rfc.Postgres},
			{Pkg: "github.com/jackc/pgx/v5/pgxpool", Name: "ParseConfig", Target: rfc.Postgres},
			{Pkg: "github.com/jackc/pgx/v5/pgconn", Name: "Connect", Arg: 1, Target: rfc.Postgres},
			{Pkg: "github.com/jackc/pgx/v5/pgconn", Name: "ParseConfig", Target: rfc.Postgres},
		},
	},
	{
		Name: "database/sql with a PostgreSQL driver", Module: "database/sql",
		Sinks: []catalogSink{
			{Pkg: "database/sql", Name: "Open", Arg: 1, Target: rfc.Postgres, Drivers: postgresDrivers},
		},
	},
	{
		Name: "pgx v4", Module: "github.com/jackc/pgx/v4",
		Sinks: []catalogSink{
			{Pkg: "github.com/jackc/pgx/v4", Name: "Connect", Arg: 1, Target: rfc.Postgres},
			{Pkg: "github.com/jackc/pgx/v4", Name: "ParseConfig", Target: rfc.Postgres},
			{Pkg: "github.com/jackc/pgx/v4/pgxpool", Name: "Connect", Arg: 1, Target: rfc.Postgres},
			{Pkg: "github.com/jackc/pgx/v4/pgxpool", Name: "ParseConfig", Target: rfc.Postgres},
		},
	},
	{
		Name: "lib/pq", Module: "github.com/lib/pq",
		Sinks: []catalogSink{
			{Pkg: "github.com/lib/pq", Name: "ParseURL", Target: rfc.Postgres},
			{Pkg: "github.com/lib/pq", Name: "NewConnector", Target: rfc.Postgres},
			{Pkg: "github.com/lib/pq", Name: "Open", Target: rfc.Postgres},
			{Pkg: "github.com/lib/pq", Name: "DialOpen", Arg: 1, Target: rfc.Postgres},
		},
	},
	{
		Name: "MongoDB Go driver v1", Module: "go.mongodb.org/mongo-driver",
		Sinks: []catalogSink{
			{Pkg: "go.mongodb.org/mongo-driver/mongo/options", Name: "ClientOptions.ApplyURI", Target: rfc.MongoDB},
		},
	},
	{
		Name: "MongoDB Go driver v2", Module: "go.mongodb.org/mongo-driver/v2",
		Sinks: []catalogSink{
			{Pkg: "go.mongodb.org/mongo-driver/v2/mongo/options", Name: "ClientOptions.ApplyURI", Target: rfc.MongoDB},
		},
	},
	{
		Name: "NATS", Module: "github.com/nats-io/nats.go",
		Sinks: []catalogSink{
			{Pkg: "github.com/nats-io/nats.go", Name: "Connect", Target: rfc.URLList},
			{Pkg: "github.com/nats-io/nats.go", Name: "Options.Url", Field: true, Target: rfc.Endpoint},
			{Pkg: "github.com/nats-io/nats.go", Name: "Options.Servers", Field: true, Target: rfc.Endpoint},
		},
	},
	{
		Name: "MinIO client", Module: "github.com/minio/minio-go/v7",
		Sinks: []catalogSink{
			{Pkg: "github.com/minio/minio-go/v7", Name: "New", Target: rfc.Endpoint},
			{Pkg: "github.com/minio/minio-go/v7", Name: "NewCore", Target: rfc.Endpoint},
		},
	},
	{
		Name: "go-redis", Module: "github.com/redis/go-redis/v9",
		Sinks: []catalogSink{
			{Pkg: "github.com/redis/go-redis/v9", Name: "ParseURL", Target: rfc.Network},
			{Pkg: "github.com/redis/go-redis/v9", Name: "ParseClusterURL", Target: rfc.Network},
			{Pkg: "github.com/redis/go-redis/v9", Name: "ParseFailoverURL", Target: rfc.Network},
		},
	},
	{
		Name: "RabbitMQ amqp091-go", Module: "github.com/rabbitmq/amqp091-go",
		Sinks: []catalogSink{
			{Pkg: "github.com/rabbitmq/amqp091-go", Name: "Dial", Target: rfc.Network},
			{Pkg: "github.com/rabbitmq/amqp091-go", Name: "DialTLS", Target: rfc.Network},
			{Pkg: "github.com/rabbitmq/amqp091-go", Name: "DialTLS_ExternalAuth", Target: rfc.Network},
			{Pkg: "github.com/rabbitmq/amqp091-go", Name: "DialConfig", Target: rfc.Network},
			{Pkg: "github.com/rabbitmq/amqp091-go", Name: "ParseURI", Target: rfc.Network},
		},
	},
	{
		Name: "gorilla/websocket", Module: "github.com/gorilla/websocket",
		Sinks: []catalogSink{
			{Pkg: "github.com/gorilla/websocket", Name: "Dialer.Dial", Target: rfc.Absolute},
			{Pkg: "github.com/gorilla/websocket", Name: "Dialer.DialContext", Arg: 1, Target: rfc.Absolute},
		},
	},
	{
		Name: "coder/websocket", Module: "github.com/coder/websocket",
		Sinks: []catalogSink{
			{Pkg: "github.com/coder/websocket", Name: "Dial", Arg: 1, Target: rfc.Absolute},
		},
	},
	{
		Name: "nhooyr.io/websocket", Module: "nhooyr.io/websocket",
		Sinks: []catalogSink{
			{Pkg: "nhooyr.io/websocket", Name: "Dial", Arg: 1, Target: rfc.Absolute},
		},
	},
	{
		Name: "resty v2", Module: "github.com/go-resty/resty/v2",
		Sinks: []catalogSink{
			{Pkg: "github.com/go-resty/resty/v2", Name: "Client.SetBaseURL", Target: rfc.HTTP},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Client.SetHostURL", Target: rfc.HTTP},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Get", Target: rfc.Reference, Params: true},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Head", Target: rfc.Reference, Params: true},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Post", Target: rfc.Reference, Params: true},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Put", Target: rfc.Reference, Params: true},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Patch", Target: rfc.Reference, Params: true},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Delete", Target: rfc.Reference, Params: true},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Options", Target: rfc.Reference, Params: true},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Execute", Arg: 1, Target: rfc.Reference, Params: true},
		},
	},
	{
		Name: "golang.org/x/oauth2", Module: "golang.org/x/oauth2",
		Sinks: []catalogSink{
			{Pkg: "golang.org/x/oauth2", Name: "Config.RedirectURL", Field: true, Target: rfc.Absolute},
			{Pkg: "golang.org/x/oauth2", Name: "Endpoint.AuthURL", Field: true, Target: rfc.HTTP},
			{Pkg: "golang.org/x/oauth2", Name: "Endpoint.TokenURL", Field: true, Target: rfc.HTTP},
			{Pkg: "golang.org/x/oauth2", Name: "Endpoint.DeviceAuthURL", Field: true, Target: rfc.HTTP},
			{Pkg: "golang.org/x/oauth2/clientcredentials", Name: "Config.TokenURL", Field: true, Target: rfc.HTTP},
			{Pkg: "golang.org/x/oauth2/jwt", Name: "Config.TokenURL", Field: true, Target: rfc.HTTP},
		},
	},
}

// postgresDrivers are the database/sql driver names of PostgreSQL drivers:
// lib/pq's, pgx's (stdlib) and the Cloud SQL connector's.
var postgresDrivers = []string{"postgres", "pgx", "pgx/v5", "cloudsqlpostgres"}

// driverMatches reports whether a call is a sink call for a: whether its
// argument 0 is one of a.Drivers, when a has drivers.
func (r *run) driverMatches(call *ast.CallExpr, a sinkArg, shift int) bool {
	if a.Drivers == nil {
		return true
	}
	if len(call.Args) <= shift {
		return false
	}
	tv, ok := r.pass.TypesInfo.Types[call.Args[shift]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	return slices.Contains(a.Drivers, constant.StringVal(tv.Value))
}

// A sinkTable holds the built-in sinks: the standard library's and the
// catalogue's URL parameters keyed by funcKey, and the catalogue's URL
// fields keyed by "pkgpath.Type" and then by field name.
type sinkTable struct {
	funcs  map[string][]sinkArg
	fields map[string]map[string]sinkArg
}

// builtinSinks returns the built-in sinks, built on first use: go vet starts a
// process per package, and most packages reach no sink.
var builtinSinks = sync.OnceValue(func() sinkTable {
	t := sinkTable{funcs: stdSinks(), fields: make(map[string]map[string]sinkArg)}
	for _, lib := range catalog {
		for _, s := range lib.Sinks {
			a := sinkArg{Index: s.Arg, Target: s.Target, Params: s.Params, Variadic: s.Variadic, Drivers: s.Drivers}
			if s.Field {
				typ, field := splitLast(s.Name)
				key := s.Pkg + "." + typ
				if t.fields[key] == nil {
					t.fields[key] = make(map[string]sinkArg)
				}
				t.fields[key][field] = a
				continue
			}
			key := s.Pkg + "." + s.Name
			t.funcs[key] = append(t.funcs[key], a)
		}
	}
	return t
})

// isSinkPackage reports whether path is a package whose import makes a
// package worth analyzing: net/url, net/http, net/http/httptest or a
// package of the catalogue.
func isSinkPackage(path string) bool {
	switch path {
	case "net/url", "net/http", "net/http/httptest":
		return true
	}
	for _, lib := range catalog {
		for _, s := range lib.Sinks {
			if s.Pkg == path {
				return true
			}
		}
	}
	return false
}

// splitLast splits "Type.Field" at its last dot.
func splitLast(name string) (string, string) {
	for i := len(name) - 1; i >= 0; i-- {
		if name[i] == '.' {
			return name[:i], name[i+1:]
		}
	}
	return "", name
}

// userFieldSinks returns the built-in field sinks with the user's added.
func userFieldSinks(sinks []Sink) map[string]map[string]sinkArg {
	fieldSinks := builtinSinks().fields
	out := fieldSinks
	copied := false
	for _, s := range sinks {
		if !s.Field {
			continue
		}
		if !copied {
			out = make(map[string]map[string]sinkArg, len(fieldSinks)+1)
			for k, v := range fieldSinks {
				out[k] = v
			}
			copied = true
		}
		typ, field := splitLast(s.Func)
		m := make(map[string]sinkArg, len(out[typ])+1)
		for k, v := range out[typ] {
			m[k] = v
		}
		m[field] = sinkArg{Target: s.Target}
		out[typ] = m
	}
	return out
}

// fieldSinksOf returns the URL fields of struct type t (or *t), and t's
// key "pkgpath.Type".
func (r *run) fieldSinksOf(t types.Type) (string, map[string]sinkArg) {
	if t == nil {
		return "", nil
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return "", nil
	}
	key := named.Obj().Pkg().Path() + "." + named.Obj().Name()
	return key, r.fields[key]
}

// hasFieldSinks reports whether t is a struct type with URL fields.
func (r *run) hasFieldSinks(t types.Type) bool {
	_, fields := r.fieldSinksOf(t)
	return fields != nil
}

// checkFieldSinks checks the URL fields of a composite literal of a
// catalogued struct type, as checkURLLiteral does for url.URL: a string
// field's value, or each element of a []string literal.
func (r *run) checkFieldSinks(lit *ast.CompositeLit) {
	typ, fields := r.fieldSinksOf(r.pass.TypesInfo.TypeOf(lit))
	if fields == nil {
		return
	}
	quiet := r.inErrorRow(lit)
	for key, kv := range keyedFields(lit) {
		a, ok := fields[key.Name]
		if !ok {
			continue
		}
		name := typ + "." + key.Name
		switch t := r.pass.TypesInfo.TypeOf(kv.Value).(type) {
		case nil:
		case *types.Slice:
			elems, ok := ast.Unparen(kv.Value).(*ast.CompositeLit)
			if !ok || !isString(t.Elem()) {
				continue
			}
			for _, e := range elems.Elts {
				if ekv, ok := e.(*ast.KeyValueExpr); ok {
					e = ekv.Value
				}
				r.checkArg(e, e, name, a, quiet)
			}
		default:
			if isString(t) {
				r.checkArg(kv.Value, kv, name, a, quiet)
			}
		}
	}
}

// pathParams makes each "{name}" of the constant text of v a hole: a path
// parameter that a client library fills in at run time.
func pathParams(v value) value {
	var out value
	for _, p := range v {
		if p.hole || p.litLen > 0 || !strings.Contains(p.text, "{") {
			out = append(out, p)
			continue
		}
		s, run := p.text, 0
		for i := 0; i < len(s); i++ {
			if s[i] != '{' {
				continue
			}
			j := strings.IndexAny(s[i+1:], "{}/?#")
			if j <= 0 || s[i+1+j] != '}' {
				continue
			}
			if run < i {
				q := p
				q.text, q.off = s[run:i], p.off+run
				out = append(out, q)
			}
			out = append(out, piece{hole: true, use: p.use})
			i += j + 1
			run = i + 1
		}
		if run < len(s) {
			q := p
			q.text, q.off = s[run:], p.off+run
			out = append(out, q)
		}
	}
	return out
}
