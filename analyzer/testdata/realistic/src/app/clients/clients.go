// Package clients connects to databases, queues and APIs with third-party
// clients.
package clients

import (
	"context"

	coder "github.com/coder/websocket"
	"github.com/go-resty/resty/v2"
	"github.com/gorilla/websocket"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/lib/pq"
	"github.com/nats-io/nats.go"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
	clientv3 "go.etcd.io/etcd/client/v3"
	"go.mongodb.org/mongo-driver/mongo/options"
	optionsv2 "go.mongodb.org/mongo-driver/v2/mongo/options"
	"golang.org/x/oauth2"
	"google.golang.org/grpc"
	"gopkg.in/h2non/gentleman.v2"
	resty3 "resty.dev/v3"
)

func dialGRPC(ctx context.Context) {
	// case: thirdparty bug grpc-trailing-space
	grpc.NewClient("dns:///payments.internal:50051 ") // want `space|port`
	// case: thirdparty valid grpc-dns
	grpc.NewClient("dns:///payments.internal:50051")
	// case: thirdparty valid grpc-bare-host-port
	grpc.NewClient("localhost:50051")
	// case: thirdparty valid grpc-unix-absolute
	grpc.Dial("unix:///var/run/app.sock")
	// case: thirdparty bug grpc-bad-port
	grpc.DialContext(ctx, "payments.internal:50051a", grpc.WithBlock()) // want `port`
	// case: thirdparty valid grpc-xds
	grpc.NewClient("xds:///payments")
	// case: thirdparty valid grpc-dns-authority
	grpc.NewClient("dns://8.8.8.8/payments.example.com:443")
	// endcase
}

// case: thirdparty bug etcd-endpoints
var etcdConfig = clientv3.Config{Endpoints: []string{"http://etcd-0:2379", "http://etcd-1:2379 "}} // want `space|port`

func etcdClient() (*clientv3.Client, error) { return clientv3.New(etcdConfig) }

// case: thirdparty valid etcd-endpoints-host-port
func etcdLocal() (*clientv3.Client, error) {
	return clientv3.New(clientv3.Config{Endpoints: []string{"etcd-0.etcd:2379", "https://10.0.0.1:2379"}})
}

// case: thirdparty bug oauth2-redirect
var googleConfig = oauth2.Config{
	ClientID:    "app",
	RedirectURL: "https://app.example.com/auth/callback ", // want `space`
	Endpoint: oauth2.Endpoint{
		AuthURL:  "https://accounts.example.com/o/oauth2/auth",
		TokenURL: "https://oauth2.example.com/token",
	},
}

// case: thirdparty valid oauth2-ok
var githubConfig = oauth2.Config{
	ClientID:    "app",
	RedirectURL: "http://localhost:8080/oauth/callback",
	Endpoint: oauth2.Endpoint{
		AuthURL:       "https://github.com/login/oauth/authorize",
		TokenURL:      "https://github.com/login/oauth/access_token",
		DeviceAuthURL: "https://github.com/login/device/code",
	},
	Scopes: []string{"repo read:org"},
}

// case: thirdparty valid oauth2-out-of-band
var cliConfig = oauth2.Config{
	ClientID:    "cli",
	RedirectURL: "urn:ietf:wg:oauth:2.0:oob",
	Endpoint:    oauth2.Endpoint{AuthURL: "https://accounts.example.com/o/oauth2/auth", TokenURL: "https://oauth2.example.com/token"},
}

// case: thirdparty valid oauth2-no-redirect
var serviceConfig = oauth2.Config{
	ClientID:    "svc",
	RedirectURL: "",
	Endpoint:    oauth2.Endpoint{AuthURL: "https://accounts.example.com/o/oauth2/auth", TokenURL: "https://oauth2.example.com/token"},
}

// case: thirdparty bug oauth2-tenant-placeholder
var azureEndpoint = oauth2.Endpoint{
	AuthURL:  "https://login.example.com/{tenant}/oauth2/v2.0/authorize", // want `\{|placeholder`
	TokenURL: "https://login.example.com/common/oauth2/v2.0/token",
}

// endcase

func postgres(ctx context.Context) {
	// case: thirdparty bug pgx-password-hash
	pgx.Connect(ctx, "postgres://app:p@ss#word@db.internal:5432/app") // want `.`
	// case: thirdparty valid pgx-keyword-value-dsn
	pgx.Connect(ctx, "host=localhost port=5432 user=app dbname=app sslmode=disable")
	// case: thirdparty valid pgxpool-multi-host
	pgxpool.New(ctx, "postgres://db1.internal:5432,db2.internal:5432/app?target_session_attrs=read-write")
	// case: thirdparty bug pgx-parse-config-space
	pgx.ParseConfig("postgres://db.internal:5432/app?application_name=billing worker") // want `space`
	// case: thirdparty bug pq-space
	pq.NewConnector("postgres://localhost:5432/app?sslmode=disable&application_name=billing worker") // want `space`
	// case: thirdparty valid pq-parse-url
	pq.ParseURL("postgres://localhost/app?sslmode=disable")
	// case: thirdparty valid pgxpool-parse-config-dsn
	pgxpool.ParseConfig("host=/var/run/postgresql dbname=app pool_max_conns=10")
	// endcase
}

func mongo() {
	// case: thirdparty bug mongo-trailing-space
	options.Client().ApplyURI("mongodb://mongo-0:27017,mongo-1:27017/?replicaSet=rs0 ") // want `space`
	// case: thirdparty valid mongo-srv
	options.Client().ApplyURI("mongodb+srv://cluster0.example.mongodb.net/?retryWrites=true&w=majority")
	// case: thirdparty bug mongo-v2-bad-port
	optionsv2.Client().ApplyURI("mongodb://localhost:27O17") // want `port`
	// case: thirdparty valid mongo-v2-replica-set
	optionsv2.Client().ApplyURI("mongodb://mongo-0:27017,mongo-1:27017,mongo-2:27017/app?replicaSet=rs0")
	// endcase
}

func queues() {
	// case: thirdparty bug nats-bad-port
	nats.Connect("nats://nats-0:4222,nats://nats-1:42 22") // want `port|space`
	// case: thirdparty valid nats-list
	nats.Connect("nats://nats-0:4222,nats://nats-1:4222")
	// case: thirdparty bug redis-space
	redis.ParseURL("redis://localhost:6379/0?dial_timeout=3s&pool size=10") // want `space`
	// case: thirdparty valid redis-tls
	redis.ParseURL("rediss://cache.example.com:6380/1")
	// case: thirdparty valid redis-cluster
	redis.ParseClusterURL("redis://node-0:7000?addr=node-1:7000&addr=node-2:7000")
	// case: thirdparty bug amqp-vhost-space
	amqp.Dial("amqp://rabbit.internal:5672/my vhost") // want `space`
	// case: thirdparty valid amqp-escaped-vhost
	amqp.Dial("amqp://rabbit.internal:5672/%2F")
	// case: thirdparty bug amqp-parse-uri-port
	amqp.ParseURI("amqps://rabbit.internal:567l/") // want `port`
	// endcase
}

func restClient(id string) {
	// case: thirdparty bug resty-base-url
	c := resty.New().SetBaseURL("https://api.example.com/v1 ") // want `space`
	// case: thirdparty valid resty-path-params
	c.R().SetPathParam("id", id).Get("/users/{id}")
	// case: thirdparty bug resty-query-space
	c.R().Get("/search?q=go lang") // want `space`
	// case: thirdparty valid resty-execute
	c.R().Execute("GET", "https://api.example.com/v1/health")
	// endcase
}

func sockets(ctx context.Context) {
	// case: thirdparty bug gorilla-dial
	websocket.DefaultDialer.Dial("ws://localhost:8080/ws?room=general chat", nil) // want `space`
	// case: thirdparty valid gorilla-dial-ok
	websocket.DefaultDialer.DialContext(ctx, "wss://stream.example.com/v1/ws", nil)
	// case: thirdparty bug coder-dial
	coder.Dial(ctx, "ws://localhost:8080/socket|v2", nil) // want `\|`
	// case: thirdparty valid coder-dial-ok
	coder.Dial(ctx, "wss://echo.example.com", nil)
	// endcase
}

func pathParamClients(org, repo string) {
	// case: thirdparty valid resty3-path-params
	resty3.New().R().SetPathParam("org", org).Get("https://api.example.com/orgs/{org}/members")
	// case: thirdparty bug resty3-route-parameter
	resty3.New().R().Get("https://api.example.com/orgs/:org/members") // want `:org|placeholder|route`
	// case: thirdparty valid gentleman-path-params
	gentleman.New().BaseURL("https://api.example.com").Request().Path("/repos/:org/:repo/issues").Param("org", org).Param("repo", repo)
	// case: thirdparty bug gentleman-query-space
	gentleman.New().Request().URL("https://api.example.com/repos/:org?sort=last updated") // want `space`
	// endcase
}
