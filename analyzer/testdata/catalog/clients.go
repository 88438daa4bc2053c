// Package clients calls every URL sink of urlvet's catalogue with the // want package:`urlSchemes\(unix,unixs\)`
// real libraries, pinned in go.mod: a renamed function or field breaks
// the build of this file, and the test that runs urlvet on it.
package clients

import (
	"context"
	"crypto/tls"
	"database/sql"
	"fmt"

	cws "github.com/coder/websocket"
	"github.com/go-resty/resty/v2"
	"github.com/go-sql-driver/mysql"
	"github.com/gorilla/websocket"
	pgx4 "github.com/jackc/pgx/v4"
	pgxpool4 "github.com/jackc/pgx/v4/pgxpool"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
	"github.com/lib/pq"
	"github.com/minio/minio-go/v7"
	"github.com/nats-io/nats.go"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
	clientv3 "go.etcd.io/etcd/client/v3"
	mongo1 "go.mongodb.org/mongo-driver/mongo/options"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
	"golang.org/x/oauth2/jwt"
	"google.golang.org/grpc"
	"gopkg.in/h2non/gentleman.v2"
	gormmysql "gorm.io/driver/mysql"
	nws "nhooyr.io/websocket"
	resty3 "resty.dev/v3"
)

const (
	apiBase  = "https://api.example.com/v1"
	grpcAddr = "localhost:50051"
)

func grpcClients(ctx context.Context) {
	grpc.NewClient(grpcAddr)
	grpc.NewClient("dns:///orders.internal.example.com:443")
	grpc.NewClient("unix:///var/run/app/grpc.sock")
	grpc.NewClient("http://localhost:50051")  // want `grpc\.NewClient: a gRPC target is not an HTTP URL`
	grpc.Dial("unix://var/run/app.sock")      // want `grpc\.Dial: a unix target has no authority`
	grpc.DialContext(ctx, "localhost:500510") // want `grpc\.DialContext: port 500510 is out of range`
}

func etcdClients(c *clientv3.Client) {
	c.SetEndpoints("https://etcd-0.example.com:2379", "https://etcd-1.example.com:2379")
	clientv3.New(clientv3.Config{Endpoints: []string{"localhost:2379", "http://10.0.0.2:2379", "unix:///tmp/etcd.sock"}})
	clientv3.New(clientv3.Config{Endpoints: []string{"https://etcd-0.example.com:2379", "https://etcd_1.example.com:2379"}}) // want `clientv3\.Config\.Endpoints: '_' is not allowed in a DNS host name`
}

func postgres(ctx context.Context) {
	pgx.Connect(ctx, "postgres://app@db.example.com:5432/orders?sslmode=verify-full")
	pgx.Connect(ctx, "host=db.example.com port=5432 user=app dbname=orders")
	pgx.ParseConfig("postgres://app@db1.example.com:5432,db2.example.com:5432/orders?target_session_attrs=read-write")
	pgxpool.New(ctx, "postgres://app@db.example.com/orders?pool_max_conns=10")
	pgxpool.ParseConfig("postgres://app@db.example.com/orders#main") // want `pgxpool\.ParseConfig: a PostgreSQL URI has no fragment`
	pgconn.Connect(ctx, "postgresql:///orders?host=/var/run/postgresql")
	pgconn.ParseConfig("postgres://app@db.example.com:543200/orders") // want `pgconn\.ParseConfig: port 543200`
	pq.ParseURL("postgres://app@db.example.com/orders?sslmode=disable")
	pq.NewConnector("postgres://app@db host.example.com/orders") // want `pq\.NewConnector: `
	pq.Open("postgres://app@db.example.com/orders")
	pq.DialOpen(nil, "postgres://app@db.example.com/orders")
	pgx4.Connect(ctx, "postgres://app@db.example.com/orders")
	pgx4.ParseConfig("postgres://app@db.example.com/orders")
	pgxpool4.Connect(ctx, "postgres://app@db.example.com/orders")
	pgxpool4.ParseConfig("postgres://app@db.example.com/orders?pool_max_conns=10%") // want `pgxpool4\.ParseConfig: `
	sql.Open("postgres", "postgres://app@db.example.com/orders")
	sql.Open("pgx", "postgres://app@db.example.com/orders?sslmode=require#replica") // want `sql\.Open: a PostgreSQL URI has no fragment`
}

func mysqlClients(host string, port int) {
	sql.Open("mysql", "app:secret@tcp(db.example.com:3306)/orders?parseTime=true")
	sql.Open("mysql", fmt.Sprintf("app:secret@tcp(%s:%d)/orders", host, port)) // want `sql\.Open: a host and ':port' joined by hand`
	mysql.ParseDSN("app@unix(/var/run/mysqld/mysqld.sock)/orders")
	mysql.ParseDSN(fmt.Sprintf("app@tcp(%s:%d)/orders", host, port)) // want `mysql\.ParseDSN: a host and ':port' joined by hand`
	gormmysql.Open("app:secret@tcp(127.0.0.1:3306)/orders")
	gormmysql.Open(fmt.Sprintf("app:secret@tcp(%s:%d)/orders", host, port)) // want `gormmysql\.Open: a host and ':port' joined by hand`
	gormmysql.New(gormmysql.Config{DSN: "app:secret@tcp(127.0.0.1:3306)/orders"})
	gormmysql.New(gormmysql.Config{DSN: fmt.Sprintf("app:secret@tcp(%s:%d)/orders", host, port)}) // want `gormmysql\.Config\.DSN: a host and ':port' joined by hand`
	sqlx.Open("mysql", fmt.Sprintf("app:secret@tcp(%s:%d)/orders", host, port))                   // want `sqlx\.Open: a host and ':port' joined by hand`
	sqlx.MustOpen("mysql", "app:secret@tcp(db.example.com:3306)/orders")
	sqlx.Connect("mysql", fmt.Sprintf("app@tcp(%s:%d)/orders", host, port))                              // want `sqlx\.Connect: a host and ':port' joined by hand`
	sqlx.MustConnect("mysql", "app@tcp("+host+":3306)/orders")                                           // want `sqlx\.MustConnect: a host and ':port' joined by hand`
	sqlx.ConnectContext(context.Background(), "mysql", fmt.Sprintf("app@tcp(%s:%d)/orders", host, port)) // want `sqlx\.ConnectContext: a host and ':port' joined by hand`
}

func mongoClients() {
	options.Client().ApplyURI("mongodb://mongo0.example.com:27017,mongo1.example.com:27017/?replicaSet=rs0")
	options.Client().ApplyURI("mongodb+srv://cluster0.example.mongodb.net/?retryWrites=true")
	mongo1.Client().ApplyURI("mongodb://localhost:27017?directConnection=true") // want `mongo1\.ClientOptions\.ApplyURI: .*'/' before its options`
}

func objectStores() {
	minio.New("play.min.io", &minio.Options{Secure: true})
	minio.New("https://play.min.io", &minio.Options{Secure: true})
	minio.NewCore("minio.example.com:90000", &minio.Options{}) // want `minio\.NewCore: port 90000`
}

func queues() {
	nats.Connect(nats.DefaultURL)
	nats.Options{Url: "nats://nats-0.example.com:4222", Servers: []string{"nats://nats-1.example.com:4222"}}.Connect()
	nats.Connect("nats://nats-0.example.com:4222, nats://nats-1.example.com:4222")
	nats.Connect("nats://nats-0.example.com:4222,nats://nats-1.example.com:422200") // want `nats\.Connect: port 422200`
	redis.ParseURL("redis://localhost:6379/0")
	redis.ParseClusterURL("redis://localhost:7000?addr=localhost:7001&addr=localhost:7002")
	redis.ParseFailoverURL("redis://localhost:26379/0?master_name=mymaster")
	amqp.Dial("amqp://localhost:5672/")
	amqp.DialTLS("amqps://rabbit.example.com:5671/%2F", &tls.Config{})
	amqp.DialTLS_ExternalAuth("amqps://rabbit.example.com:5671/", &tls.Config{})
	amqp.DialConfig("amqp://localhost:5672/vhost name", amqp.Config{}) // want `amqp\.DialConfig: `
	amqp.ParseURI("amqp://localhost:5672/")
}

func httpClients(ctx context.Context) {
	c := resty.New().SetBaseURL(apiBase)
	c.R().SetPathParam("id", "42").Get("/users/{id}")
	c.R().Head("/health")
	c.R().Post("/users/{id}/notes")
	c.R().Put("/users/{id}")
	c.R().Patch("/users/{id}")
	c.R().Delete("/users/{id}")
	c.R().Options("/users")
	c.R().Execute("GET", "/search?q=a b") // want `resty\.Request\.Execute: `

	websocket.DefaultDialer.Dial("wss://stream.example.com/v1/events", nil)
	websocket.DefaultDialer.DialContext(ctx, "ws://localhost:8080/ws?room=general", nil)
	cws.Dial(ctx, "wss://stream.example.com/socket", nil)
	nws.Dial(ctx, "wss://stream.example.com/socket?token=%zz", nil) // want `nws\.Dial: `
	c.SetHostURL("http://localhost:8080")

	c3 := resty3.New().SetBaseURL(apiBase)
	c3.R().SetPathParam("id", "42").Get("/users/{id}")
	c3.R().Head("/health")
	c3.R().Post("/users/{id}/notes")
	c3.R().Put("/users/{id}")
	c3.R().Patch("/users/{id}")
	c3.R().Delete("/users/{id}")
	c3.R().Options("/users")
	c3.R().Trace("/users")
	c3.R().SetURL("/users/{id}").Send()
	c3.R().Execute("GET", "/search?q=a b") // want `resty3\.Request\.Execute: `

	g := gentleman.New().BaseURL(apiBase).URL(apiBase + "/users/:id").Path("/users/:id").AddPath("/:part")
	g.Request().BaseURL(apiBase).URL("/users/:id?q=a b").Path("/orgs/:org").AddPath("/:repo").Param("org", "o") // want `gentleman\.Request\.URL: `
}

var (
	oauthConfig = &oauth2.Config{
		ClientID:    "app",
		RedirectURL: "https://app.example.com/oauth/callback",
		Endpoint: oauth2.Endpoint{
			AuthURL:       "https://login.example.com/oauth2/authorize",
			TokenURL:      "https://login.example.com/oauth2/token",
			DeviceAuthURL: "https://login.example.com/oauth2/device code", // want `oauth2\.Endpoint\.DeviceAuthURL: `
		},
	}
	ccConfig  = clientcredentials.Config{TokenURL: "https://login.example.com/oauth2/token"}
	jwtConfig = jwt.Config{TokenURL: "https://oauth2.googleapis.com/token"}
)

func wrongSchemes(ctx context.Context) {
	websocket.DefaultDialer.Dial("https://stream.example.com/v1/events", nil) // want `takes only ws or wss URLs: it rejects scheme "https"; write wss://`
	websocket.DefaultDialer.DialContext(ctx, "http://localhost:8080/ws", nil) // want `takes only ws or wss URLs`
	cws.Dial(ctx, "https://stream.example.com/socket", nil)
	nws.Dial(ctx, "ftp://stream.example.com/socket", nil) // want `takes only ws, wss, http or https URLs`
	grpc.NewClient("tcp://localhost:50051")               // want `grpc-go reads "tcp" as the name of a resolver`
}
