package sinks

import (
	"sync"

	"github.com/urlvet/urlvet/rfc"
)

// A Library is a third-party module whose functions or struct fields take
// a URL. urlvet matches them by package path and name: it never imports
// them.
type Library struct {
	Name   string // how README.md names it
	Module string // module path
	Sinks  []Entry
}

// An Entry is one URL parameter, or one URL field, of a library.
type Entry struct {
	Pkg   string // package path
	Name  string // "Func", "Type.Method" (pointer receivers included) or, for a field, "Type.Field"
	Arg   int    // parameter index, receiver excluded; unused for a field
	Field bool   // Name is a struct field: its value in a composite literal or an assignment is checked; a []string field's elements are
	Param
}

// The schemes of the WebSocket dialers: gorilla/websocket rejects any
// but ws and wss ("malformed ws or wss URL"); coder/websocket and
// nhooyr.io/websocket take http and https too.
var (
	wsOnly   = []string{"ws", "wss"}
	wsOrHTTP = []string{"ws", "wss", "http", "https"}
)

// Catalog is the table of third-party URL sinks: to support a library, add
// it here (and to the test module in testdata/catalog).
var Catalog = []Library{
	{
		Name: "gRPC", Module: "google.golang.org/grpc",
		Sinks: []Entry{
			{Pkg: "google.golang.org/grpc", Name: "NewClient", Param: Param{Target: rfc.GRPC}},
			{Pkg: "google.golang.org/grpc", Name: "Dial", Param: Param{Target: rfc.GRPC}},
			{Pkg: "google.golang.org/grpc", Name: "DialContext", Arg: 1, Param: Param{Target: rfc.GRPC}},
		},
	},
	{
		Name: "etcd client v3", Module: "go.etcd.io/etcd/client/v3",
		Sinks: []Entry{
			{Pkg: "go.etcd.io/etcd/client/v3", Name: "Config.Endpoints", Field: true, Param: Param{Target: rfc.Endpoint}},
			{Pkg: "go.etcd.io/etcd/client/v3", Name: "Client.SetEndpoints", Param: Param{Variadic: true, Target: rfc.Endpoint}},
		},
	},
	{
		Name: "pgx v5", Module: "github.com/jackc/pgx/v5",
		Sinks: []Entry{
			{Pkg: "github.com/jackc/pgx/v5", Name: "Connect", Arg: 1, Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/jackc/pgx/v5", Name: "ParseConfig", Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/jackc/pgx/v5/pgxpool", Name: "New", Arg: 1, Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/jackc/pgx/v5/pgxpool", Name: "ParseConfig", Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/jackc/pgx/v5/pgconn", Name: "Connect", Arg: 1, Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/jackc/pgx/v5/pgconn", Name: "ParseConfig", Param: Param{Target: rfc.Postgres}},
		},
	},
	{
		Name: "database/sql with a PostgreSQL driver", Module: "database/sql",
		Sinks: []Entry{
			{Pkg: "database/sql", Name: "Open", Arg: 1, Param: Param{Target: rfc.Postgres, Drivers: PostgresDrivers}},
		},
	},
	{
		Name: "pgx v4", Module: "github.com/jackc/pgx/v4",
		Sinks: []Entry{
			{Pkg: "github.com/jackc/pgx/v4", Name: "Connect", Arg: 1, Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/jackc/pgx/v4", Name: "ParseConfig", Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/jackc/pgx/v4/pgxpool", Name: "Connect", Arg: 1, Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/jackc/pgx/v4/pgxpool", Name: "ParseConfig", Param: Param{Target: rfc.Postgres}},
		},
	},
	{
		Name: "Go MySQL Driver", Module: "github.com/go-sql-driver/mysql",
		Sinks: []Entry{
			{Pkg: "github.com/go-sql-driver/mysql", Name: "ParseDSN", Param: Param{Target: rfc.MySQL}},
		},
	},
	{
		Name: "database/sql with a MySQL driver", Module: "database/sql",
		Sinks: []Entry{
			{Pkg: "database/sql", Name: "Open", Arg: 1, Param: Param{Target: rfc.MySQL, Drivers: MySQLDrivers}},
		},
	},
	{
		Name: "database/sql with a ClickHouse driver", Module: "database/sql",
		Sinks: []Entry{
			{Pkg: "database/sql", Name: "Open", Arg: 1, Param: Param{Target: rfc.Absolute, Drivers: ClickHouseDrivers}},
		},
	},
	{
		Name: "GORM's MySQL driver", Module: "gorm.io/driver/mysql",
		Sinks: []Entry{
			{Pkg: "gorm.io/driver/mysql", Name: "Open", Param: Param{Target: rfc.MySQL}},
			{Pkg: "gorm.io/driver/mysql", Name: "Config.DSN", Field: true, Param: Param{Target: rfc.MySQL}}, // mysql.New(mysql.Config{DSN: dsn})
		},
	},
	{
		Name: "sqlx with a MySQL driver", Module: "github.com/jmoiron/sqlx",
		Sinks: []Entry{ // database/sql's Open, with its arguments
			{Pkg: "github.com/jmoiron/sqlx", Name: "Open", Arg: 1, Param: Param{Target: rfc.MySQL, Drivers: MySQLDrivers}},
			{Pkg: "github.com/jmoiron/sqlx", Name: "MustOpen", Arg: 1, Param: Param{Target: rfc.MySQL, Drivers: MySQLDrivers}},
			{Pkg: "github.com/jmoiron/sqlx", Name: "Connect", Arg: 1, Param: Param{Target: rfc.MySQL, Drivers: MySQLDrivers}},
			{Pkg: "github.com/jmoiron/sqlx", Name: "MustConnect", Arg: 1, Param: Param{Target: rfc.MySQL, Drivers: MySQLDrivers}},
			{Pkg: "github.com/jmoiron/sqlx", Name: "ConnectContext", Arg: 2, Param: Param{Target: rfc.MySQL, Drivers: MySQLDrivers, DriverArg: 1}},
		},
	},
	{
		Name: "sqlx with a PostgreSQL driver", Module: "github.com/jmoiron/sqlx",
		Sinks: []Entry{ // database/sql's Open, with its arguments
			{Pkg: "github.com/jmoiron/sqlx", Name: "Open", Arg: 1, Param: Param{Target: rfc.Postgres, Drivers: PostgresDrivers}},
			{Pkg: "github.com/jmoiron/sqlx", Name: "MustOpen", Arg: 1, Param: Param{Target: rfc.Postgres, Drivers: PostgresDrivers}},
			{Pkg: "github.com/jmoiron/sqlx", Name: "Connect", Arg: 1, Param: Param{Target: rfc.Postgres, Drivers: PostgresDrivers}},
			{Pkg: "github.com/jmoiron/sqlx", Name: "MustConnect", Arg: 1, Param: Param{Target: rfc.Postgres, Drivers: PostgresDrivers}},
			{Pkg: "github.com/jmoiron/sqlx", Name: "ConnectContext", Arg: 2, Param: Param{Target: rfc.Postgres, Drivers: PostgresDrivers, DriverArg: 1}},
		},
	},
	{
		Name: "lib/pq", Module: "github.com/lib/pq",
		Sinks: []Entry{
			{Pkg: "github.com/lib/pq", Name: "ParseURL", Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/lib/pq", Name: "NewConnector", Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/lib/pq", Name: "Open", Param: Param{Target: rfc.Postgres}},
			{Pkg: "github.com/lib/pq", Name: "DialOpen", Arg: 1, Param: Param{Target: rfc.Postgres}},
		},
	},
	{
		Name: "MongoDB Go driver v1", Module: "go.mongodb.org/mongo-driver",
		Sinks: []Entry{
			{Pkg: "go.mongodb.org/mongo-driver/mongo/options", Name: "ClientOptions.ApplyURI", Param: Param{Target: rfc.MongoDB}},
		},
	},
	{
		Name: "MongoDB Go driver v2", Module: "go.mongodb.org/mongo-driver/v2",
		Sinks: []Entry{
			{Pkg: "go.mongodb.org/mongo-driver/v2/mongo/options", Name: "ClientOptions.ApplyURI", Param: Param{Target: rfc.MongoDB}},
		},
	},
	{
		Name: "NATS", Module: "github.com/nats-io/nats.go",
		Sinks: []Entry{
			{Pkg: "github.com/nats-io/nats.go", Name: "Connect", Param: Param{Target: rfc.URLList}},
			{Pkg: "github.com/nats-io/nats.go", Name: "Options.Url", Field: true, Param: Param{Target: rfc.Endpoint}},
			{Pkg: "github.com/nats-io/nats.go", Name: "Options.Servers", Field: true, Param: Param{Target: rfc.Endpoint}},
		},
	},
	{
		Name: "MinIO client", Module: "github.com/minio/minio-go/v7",
		Sinks: []Entry{
			{Pkg: "github.com/minio/minio-go/v7", Name: "New", Param: Param{Target: rfc.Endpoint}},
			{Pkg: "github.com/minio/minio-go/v7", Name: "NewCore", Param: Param{Target: rfc.Endpoint}},
		},
	},
	{
		Name: "go-redis", Module: "github.com/redis/go-redis/v9",
		Sinks: []Entry{
			{Pkg: "github.com/redis/go-redis/v9", Name: "ParseURL", Param: Param{Target: rfc.Network}},
			{Pkg: "github.com/redis/go-redis/v9", Name: "ParseClusterURL", Param: Param{Target: rfc.Network}},
			{Pkg: "github.com/redis/go-redis/v9", Name: "ParseFailoverURL", Param: Param{Target: rfc.Network}},
		},
	},
	{
		Name: "RabbitMQ amqp091-go", Module: "github.com/rabbitmq/amqp091-go",
		Sinks: []Entry{
			{Pkg: "github.com/rabbitmq/amqp091-go", Name: "Dial", Param: Param{Target: rfc.Network}},
			{Pkg: "github.com/rabbitmq/amqp091-go", Name: "DialTLS", Param: Param{Target: rfc.Network}},
			{Pkg: "github.com/rabbitmq/amqp091-go", Name: "DialTLS_ExternalAuth", Param: Param{Target: rfc.Network}},
			{Pkg: "github.com/rabbitmq/amqp091-go", Name: "DialConfig", Param: Param{Target: rfc.Network}},
			{Pkg: "github.com/rabbitmq/amqp091-go", Name: "ParseURI", Param: Param{Target: rfc.Network}},
		},
	},
	{
		Name: "gorilla/websocket", Module: "github.com/gorilla/websocket",
		Sinks: []Entry{
			{Pkg: "github.com/gorilla/websocket", Name: "Dialer.Dial", Param: Param{Target: rfc.Absolute, Schemes: wsOnly}},
			{Pkg: "github.com/gorilla/websocket", Name: "Dialer.DialContext", Arg: 1, Param: Param{Target: rfc.Absolute, Schemes: wsOnly}},
		},
	},
	{
		Name: "coder/websocket", Module: "github.com/coder/websocket",
		Sinks: []Entry{
			{Pkg: "github.com/coder/websocket", Name: "Dial", Arg: 1, Param: Param{Target: rfc.Absolute, Schemes: wsOrHTTP}},
		},
	},
	{
		Name: "nhooyr.io/websocket", Module: "nhooyr.io/websocket",
		Sinks: []Entry{
			{Pkg: "nhooyr.io/websocket", Name: "Dial", Arg: 1, Param: Param{Target: rfc.Absolute, Schemes: wsOrHTTP}},
		},
	},
	{
		Name: "resty v2", Module: "github.com/go-resty/resty/v2",
		Sinks: []Entry{
			{Pkg: "github.com/go-resty/resty/v2", Name: "Client.SetBaseURL", Param: Param{Target: rfc.HTTP}},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Client.SetHostURL", Param: Param{Target: rfc.HTTP}},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Get", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Head", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Post", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Put", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Patch", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Delete", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Options", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "github.com/go-resty/resty/v2", Name: "Request.Execute", Arg: 1, Param: Param{Target: rfc.Reference, Params: true}},
		},
	},
	{
		Name: "resty v3", Module: "resty.dev/v3",
		Sinks: []Entry{
			{Pkg: "resty.dev/v3", Name: "Client.SetBaseURL", Param: Param{Target: rfc.HTTP}},
			{Pkg: "resty.dev/v3", Name: "Request.SetURL", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "resty.dev/v3", Name: "Request.Get", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "resty.dev/v3", Name: "Request.Head", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "resty.dev/v3", Name: "Request.Post", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "resty.dev/v3", Name: "Request.Put", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "resty.dev/v3", Name: "Request.Patch", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "resty.dev/v3", Name: "Request.Delete", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "resty.dev/v3", Name: "Request.Options", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "resty.dev/v3", Name: "Request.Trace", Param: Param{Target: rfc.Reference, Params: true}},
			{Pkg: "resty.dev/v3", Name: "Request.Execute", Arg: 1, Param: Param{Target: rfc.Reference, Params: true}},
		},
	},
	{
		// Param and Params replace ":name" in the URL's decoded path.
		Name: "gentleman", Module: "gopkg.in/h2non/gentleman.v2",
		Sinks: []Entry{
			{Pkg: "gopkg.in/h2non/gentleman.v2", Name: "Client.URL", Param: Param{Target: rfc.Reference, ColonParams: true}},
			{Pkg: "gopkg.in/h2non/gentleman.v2", Name: "Client.BaseURL", Param: Param{Target: rfc.Absolute}},
			{Pkg: "gopkg.in/h2non/gentleman.v2", Name: "Client.Path", Param: Param{Target: rfc.DecodedPath, ColonParams: true}},
			{Pkg: "gopkg.in/h2non/gentleman.v2", Name: "Client.AddPath", Param: Param{Target: rfc.DecodedPath, ColonParams: true}},
			{Pkg: "gopkg.in/h2non/gentleman.v2", Name: "Request.URL", Param: Param{Target: rfc.Reference, ColonParams: true}},
			{Pkg: "gopkg.in/h2non/gentleman.v2", Name: "Request.BaseURL", Param: Param{Target: rfc.Absolute}},
			{Pkg: "gopkg.in/h2non/gentleman.v2", Name: "Request.Path", Param: Param{Target: rfc.DecodedPath, ColonParams: true}},
			{Pkg: "gopkg.in/h2non/gentleman.v2", Name: "Request.AddPath", Param: Param{Target: rfc.DecodedPath, ColonParams: true}},
		},
	},
	{
		Name: "golang.org/x/oauth2", Module: "golang.org/x/oauth2",
		Sinks: []Entry{
			// An empty RedirectURL leaves out redirect_uri; the
			// out-of-band values ask the provider to show the code.
			{Pkg: "golang.org/x/oauth2", Name: "Config.RedirectURL", Field: true, Param: Param{Target: rfc.Absolute,
				Keywords: []string{"", "oob", "urn:ietf:wg:oauth:2.0:oob", "urn:ietf:wg:oauth:2.0:oob:auto"}}},
			{Pkg: "golang.org/x/oauth2", Name: "Endpoint.AuthURL", Field: true, Param: Param{Target: rfc.HTTP}},
			{Pkg: "golang.org/x/oauth2", Name: "Endpoint.TokenURL", Field: true, Param: Param{Target: rfc.HTTP}},
			// DeviceAuth refuses an empty DeviceAuthURL before any
			// request: "" is a provider with no device flow.
			{Pkg: "golang.org/x/oauth2", Name: "Endpoint.DeviceAuthURL", Field: true, Param: Param{Target: rfc.HTTP, Keywords: []string{""}}},
			{Pkg: "golang.org/x/oauth2/clientcredentials", Name: "Config.TokenURL", Field: true, Param: Param{Target: rfc.HTTP}},
			{Pkg: "golang.org/x/oauth2/jwt", Name: "Config.TokenURL", Field: true, Param: Param{Target: rfc.HTTP}},
		},
	},
}

// PostgresDrivers are the database/sql driver names of PostgreSQL drivers:
// lib/pq's, pgx's (stdlib) and the Cloud SQL connector's.
var PostgresDrivers = []string{"postgres", "pgx", "pgx/v5", "cloudsqlpostgres"}

// ClickHouseDrivers are the database/sql driver names of ClickHouse's
// Go driver, whose DSN is a URL it reads with url.Parse, options and
// credentials from its query ("tcp://host:9000?username=u&password=p",
// "clickhouse://u:p@host/db"): an absolute URI by net/url's grammar.
var ClickHouseDrivers = []string{"clickhouse"}

// MySQLDrivers are the database/sql driver names of MySQL drivers:
// go-sql-driver/mysql's.
var MySQLDrivers = []string{"mysql"}

// A sinkTable holds the built-in sinks: the standard library's and the
// catalogue's URL parameters keyed by FuncKey, and the catalogue's URL
// fields keyed by "pkgpath.Type" and then by field name.
type Table struct {
	Funcs  map[string][]Arg
	Fields map[string]map[string]Arg
	// Paths are the package paths the keys of Funcs can start with
	// (PkgCandidates), for a configuration with no sinks of its own.
	Paths map[string]bool
	// Names are the names of the functions of Funcs, the last element of
	// each key: a function of another name is none of them, and needs no
	// key to say so.
	Names map[string]bool
}

// Builtin returns the built-in sinks, built on first use: go vet starts a
// process per package, and most packages reach no sink.
func Builtin() Table {
	builtinOnce.once.Do(func() { builtinOnce.v = buildBuiltin() })
	return builtinOnce.v
}

var builtinOnce struct {
	once sync.Once
	v    Table
}

// buildBuiltin builds Builtin' value.
func buildBuiltin() Table {
	t := Table{Funcs: Std(), Fields: make(map[string]map[string]Arg)}
	for _, lib := range Catalog {
		for _, s := range lib.Sinks {
			a := Arg{Param: s.Param, Index: s.Arg}
			if s.Field {
				typ, field := SplitLast(s.Name)
				key := s.Pkg + "." + typ
				if t.Fields[key] == nil {
					t.Fields[key] = make(map[string]Arg)
				}
				t.Fields[key][field] = a
				continue
			}
			key := s.Pkg + "." + s.Name
			t.Funcs[key] = append(t.Funcs[key], a)
		}
	}
	t.Paths, t.Names = make(map[string]bool), make(map[string]bool)
	for key := range t.Funcs {
		for _, path := range PkgCandidates(key) {
			t.Paths[path] = true
		}
		_, name := SplitLast(key)
		t.Names[name] = true
	}
	return t
}

// IsSinkPackage reports whether path is a package whose import makes a
// package worth analyzing: a package of a standard sink (Std) or of the
// catalogue.
func IsSinkPackage(path string) bool { return sinkPackages()[path] }

// VarsReachSinks reports whether a variable of package path can take a
// URL to a sink: a field of net/url's URL, a variable of a package of the
// catalogue; not one of net/http, whose sinks are functions and whose
// variables (http.Header, resp.StatusCode) hold no URL.
func VarsReachSinks(path string) bool { return path != "net/http" && IsSinkPackage(path) }

// sinkPackages returns the packages of the standard sinks and of the
// catalogue, built on first use.
func sinkPackages() map[string]bool {
	sinkPackagesOnce.once.Do(func() { sinkPackagesOnce.v = buildSinkPackages() })
	return sinkPackagesOnce.v
}

var sinkPackagesOnce struct {
	once sync.Once
	v    map[string]bool
}

// buildSinkPackages builds sinkPackages' value.
func buildSinkPackages() map[string]bool {
	pkgs := make(map[string]bool)
	for key := range Std() {
		pkgs[KeyPkg(key)] = true
	}
	for _, lib := range Catalog {
		for _, s := range lib.Sinks {
			pkgs[s.Pkg] = true
		}
	}
	return pkgs
}

// SplitLast splits "Type.Field" at its last dot.
func SplitLast(name string) (string, string) {
	for i := len(name) - 1; i >= 0; i-- {
		if name[i] == '.' {
			return name[:i], name[i+1:]
		}
	}
	return "", name
}

// FieldsWith returns the built-in field sinks with the user's added.
func FieldsWith(sinks []Sink) map[string]map[string]Arg {
	fieldSinks := Builtin().Fields
	out := fieldSinks
	copied := false
	for _, s := range sinks {
		if !s.Field {
			continue
		}
		if !copied {
			out = make(map[string]map[string]Arg, len(fieldSinks)+1)
			for k, v := range fieldSinks {
				out[k] = v
			}
			copied = true
		}
		typ, field := SplitLast(s.Func)
		m := make(map[string]Arg, len(out[typ])+1)
		for k, v := range out[typ] {
			m[k] = v
		}
		m[field] = Arg{Param: s.Param}
		out[typ] = m
	}
	return out
}
