package db

import (
	"context"
	"database/sql"
	"fmt"
	"net"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
	"github.com/lib/pq"
	"github.com/nats-io/nats.go"
	clientv3 "go.etcd.io/etcd/client/v3"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
	"google.golang.org/grpc"
)

const (
	primary = "db1.example.com:5432"
	dsn     = "host=db1.example.com port=5432 user=app password=p@ss#word dbname=orders"
)

func connect(ctx context.Context, c *clientv3.Client) {
	grpc.NewClient("localhost:50051")                                                            // valid
	grpc.NewClient("dns:///orders.example.com:443")                                              // valid
	grpc.NewClient("[::1]:50051")                                                                // valid
	grpc.Dial("passthrough:///bufnet")                                                           // valid
	grpc.NewClient("passthrough:" + net.JoinHostPort("::1", "8081"))                             // valid: an address for the dialer
	grpc.NewClient("http://localhost:50051")                                                     // want `grpc\.NewClient: a gRPC target is not an HTTP URL`
	grpc.DialContext(ctx, "unix://run/app.sock")                                                 // want `grpc\.DialContext: a unix target has no authority`
	grpc.NewClient("dns:///orders.example.com:443/v1")                                           // want `grpc\.NewClient: a dns target's endpoint is host\[:port\]`
	clientv3.New(clientv3.Config{Endpoints: []string{"localhost:2379", "http://10.0.0.2:2379"}}) // valid
	clientv3.New(clientv3.Config{Endpoints: []string{"localhost:2379", "etcd-1:237900"}})        // want `clientv3\.Config\.Endpoints: port 237900`
	c.SetEndpoints("http://etcd-0:2379", "http://etcd 1:2379")                                   // want `clientv3\.Client\.SetEndpoints: space`

	pgx.Connect(ctx, dsn)                                                            // valid: a keyword/value string is not a URI
	pgx.Connect(ctx, "postgres://app@"+primary+",db2.example.com:5432/orders")       // valid
	pgx.ParseConfig("postgres://app:p@ss#word@" + primary + "/orders")               // want `pgx\.ParseConfig: password in the URL` `pgx\.ParseConfig: a PostgreSQL URI has no fragment`
	pgxpool.New(ctx, "postgres://app@db1.example.com:5432,,db2/orders")              // want `pgxpool\.New: empty host`
	sql.Open("postgres", "postgres://app@db host/orders")                            // want `sql\.Open: space`
	sql.Open("pgx", dsn)                                                             // valid
	sql.Open("mysql", "app:secret@tcp(db.example.com:3306)/orders?parseTime=true")   // valid: not a URL
	sql.Open("clickhouse", "tcp://ch.example.com:9000?database=logs&debug=true")     // valid
	pq.ParseURL("postgresql:///orders?host=/var/run/postgresql")                     // valid
	sqlx.Open("postgres", "postgres://app@db host/orders")                           // want `sqlx\.Open: space`
	sqlx.Connect("pgx", "postgres://app@db1.example.com/orders?sslmode=verify full") // want `sqlx\.Connect: space`
	sqlx.MustOpen("mysql", "app:secret@tcp(db.example.com:3306)/orders")             // valid: not a URL
	pq.NewConnector("postgres://app@db1.example.com/orders?sslmode=verify full")     // want `pq\.NewConnector: space`

	options.Client().ApplyURI("mongodb://mongo0:27017,mongo1:27017/?replicaSet=rs0") // valid
	options.Client().ApplyURI("mongodb+srv://cluster0.example.net:27017/")           // want `options\.ClientOptions\.ApplyURI: a mongodb\+srv host has no port`
	options.Client().ApplyURI("localhost:27017")                                     // want `options\.ClientOptions\.ApplyURI: a MongoDB connection string starts with`

	nats.Connect(nats.DefaultURL)                                        // valid
	nats.Connect("nats://a.example.com:4222, nats://b.example.com:4222") // valid
	nats.Connect("a.example.com:4222,b.example.com:422200")              // want `nats\.Connect: port 422200`
}

var natsOpts = nats.Options{
	Url:     "tls://nats.example.com:4443",
	Servers: []string{"nats://n1.example.com:4222", "nats://n2.example.com:4222/x y"}, // want `nats\.Options\.Servers: space`
}

// A password a deployment configures, written raw into a PostgreSQL URI:
// a '#', '/', '@' or '%' in it breaks the URI. The URI is how the driver
// takes credentials: a password written in the code is reported there, a
// run-time one only as unescaped.
type pgConfig struct{ Username, Password, Hostname, Database string }

func openStore(cfg pgConfig) {
	sqlx.Open("postgres", fmt.Sprintf("postgres://%s:hunter2@%s/%s", cfg.Username, cfg.Hostname, cfg.Database))          // want `sqlx\.Open: password in the URL`
	sqlx.Open("postgres", fmt.Sprintf("postgres://%s:%s@%s/%s", cfg.Username, cfg.Password, cfg.Hostname, cfg.Database)) // want `cfg\.Password, run-time input, is written unescaped into the userinfo`
}

// ClickHouse's driver reads its DSN's query with url.Parse: a password
// written there raw loses its '#' and '&'.
func openClickHouse(password string) (*sql.DB, error) {
	return sql.Open("clickhouse", "tcp://ch.example.com:9000?username=app&password="+password) // want `sql\.Open: password, run-time input, is written unescaped into the query value`
}
