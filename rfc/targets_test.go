package rfc

import (
	"slices"
	"strings"
	"testing"
)

// A targetCase is a string checked against a client library's target and
// the check IDs it must produce ("start-end check"), none when valid.
type targetCase struct {
	in     string
	target Target
	want   []string
	holes  []int
}

func faultsOf(vs []Violation, s string) []string {
	var out []string
	for _, v := range vs {
		out = append(out, s[v.Start:v.End]+" "+string(v.Check))
	}
	return out
}

func runTargetCases(t *testing.T, cases []targetCase) {
	t.Helper()
	for _, tc := range cases {
		got := faultsOf(Check(tc.in, Options{Target: tc.target, Holes: tc.holes}), tc.in)
		if !slices.Equal(got, tc.want) {
			t.Errorf("Check(%q, %s) = %q, want %q", tc.in, tc.target, got, tc.want)
			for _, v := range Check(tc.in, Options{Target: tc.target, Holes: tc.holes}) {
				t.Logf("  %d-%d %s: %s", v.Start, v.End, v.Check, v.Message)
			}
		}
	}
}

// TestGRPCTarget uses the examples of gRPC's doc/naming.md and of
// grpc-go's resolvers.
func TestGRPCTarget(t *testing.T) {
	runTargetCases(t, []targetCase{
		{in: "dns:///foo.googleapis.com:8080", target: GRPC},
		{in: "dns:///foo.googleapis.com", target: GRPC},
		{in: "dns:///[2001:db8:85a3:8d3:1319:8a2e:370:7348]:443", target: GRPC},
		{in: "dns://8.8.8.8/foo.googleapis.com:8080", target: GRPC},
		{in: "dns://8.8.8.8:53/foo.googleapis.com", target: GRPC},
		{in: "dns:foo.googleapis.com:8080", target: GRPC},
		{in: "unix:path/to/socket", target: GRPC},
		{in: "unix:///absolute/path/to/socket", target: GRPC},
		{in: "unix-abstract:abstract_path", target: GRPC},
		{in: "passthrough:///localhost:50051", target: GRPC},
		{in: "passthrough:///bufnet", target: GRPC},
		{in: "passthrough:[::1]:8081", target: GRPC}, // an address for the dialer, as net.JoinHostPort writes it
		{in: "passthrough:///[::1]:8081", target: GRPC},
		{in: "xds:///myservice", target: GRPC},
		{in: "ipv4:127.0.0.1:50051,127.0.0.2:50051", target: GRPC},
		{in: "consul://127.0.0.1:8500/my-service", target: GRPC}, // a resolver the program registers
		{in: "localhost:50051", target: GRPC},
		{in: "localhost", target: GRPC},
		{in: "127.0.0.1:50051", target: GRPC},
		{in: "[::1]:50051", target: GRPC},
		{in: "::1", target: GRPC},
		{in: "bufnet", target: GRPC},
		{in: "/tmp/grpc.sock", target: GRPC}, // for a custom dialer
		{in: ":50051", target: GRPC, holes: []int{0}},
		{in: ":50051", target: GRPC},
		{in: "http://localhost:50051", target: GRPC, want: []string{"http: target"}},
		{in: "https://api.example.com", target: GRPC, want: []string{"https: target"}},
		{in: "tcp://localhost:50051", target: GRPC, want: []string{"tcp: target"}},
		{in: "grpc://orders.internal:443", target: GRPC, want: []string{"grpc: target"}},
		{in: "unix://tmp/grpc.sock", target: GRPC, want: []string{"tmp target"}},
		{in: "localhost:99999", target: GRPC, want: []string{"99999 port"}},
		{in: "payments.internal:50051a", target: GRPC, want: []string{"50051a port"}},
		{in: "vsock:3:5000", target: GRPC},
		{in: "localhost:", target: GRPC, want: []string{": port"}},
		{in: "dns:///localhost:", target: GRPC, want: []string{": port"}},
		{in: "dns:///", target: GRPC, want: []string{"dns:/// target"}},
		{in: "dns:///localhost:50051/x", target: GRPC, want: []string{"/x target"}},
		{in: "dns:///localhost:50051?x=a b", target: GRPC, want: []string{"  char"}},
		{in: "dns:///exa mple.com:443", target: GRPC, want: []string{"  host"}},
		{in: "-bad-.example.com:443", target: GRPC, want: []string{"- host", "- host"}},
		{in: "my_service:50051", target: GRPC, want: []string{"_ host-underscore"}},
	})
}

// TestPostgresTarget uses the examples of the PostgreSQL documentation,
// §32.1.1.2 (Connection URIs).
func TestPostgresTarget(t *testing.T) {
	runTargetCases(t, []targetCase{
		{in: "postgresql://", target: Postgres},
		{in: "postgresql://localhost", target: Postgres},
		{in: "postgresql://localhost:5433", target: Postgres},
		{in: "postgresql://localhost/mydb", target: Postgres},
		{in: "postgresql://user@localhost", target: Postgres},
		{in: "postgresql://other@localhost/otherdb?connect_timeout=10&application_name=myapp", target: Postgres},
		{in: "postgresql://host1:123,host2:456/somedb?target_session_attrs=any&application_name=myapp", target: Postgres},
		{in: "postgresql:///mydb?host=localhost&port=5433", target: Postgres},
		{in: "postgresql://[2001:db8::1234]/database", target: Postgres},
		{in: "postgresql:///dbname?host=/var/lib/postgresql", target: Postgres},
		{in: "postgresql://%2Fvar%2Flib%2Fpostgresql/dbname", target: Postgres},
		{in: "postgres://jack@localhost:5432/mydb?sslmode=verify-full&sslrootcert=/path/to/root.crt", target: Postgres},
		{in: "host=localhost port=5432 dbname=mydb connect_timeout=10", target: Postgres},
		{in: "user=jack password=p@ss#word host=db", target: Postgres},
		{in: "postgresql://user:secret@localhost", target: Postgres, want: []string{":secret credentials"}},
		{in: "postgres://user:p@ss#word@localhost/db", target: Postgres, want: []string{":p credentials", "# target"}},
		{in: "postgres://user:p@ss@localhost/db", target: Postgres, want: []string{":p@ss credentials", "@ char"}},
		{in: "postgres://h1:5432,h2:99999/db", target: Postgres, want: []string{"99999 port"}},
		{in: "postgres://h1,,h2/db", target: Postgres, want: []string{",, host"}},
		{in: "postgres://db host/app", target: Postgres, want: []string{"  host"}},
		{in: "postgres://localhost/my db", target: Postgres, want: []string{"  char"}},
	})
}

// TestMongoDBTarget uses the examples of MongoDB's connection string
// documentation and the Go driver's parser.
func TestMongoDBTarget(t *testing.T) {
	runTargetCases(t, []targetCase{
		{in: "mongodb://localhost:27017", target: MongoDB},
		{in: "mongodb://mongodb0.example.com:27017,mongodb1.example.com:27017,mongodb2.example.com:27017/?replicaSet=myRepl", target: MongoDB},
		{in: "mongodb+srv://server.example.com/", target: MongoDB},
		{in: "mongodb+srv://cluster0.example.mongodb.net/?retryWrites=true&w=majority", target: MongoDB},
		{in: "mongodb://myDBReader@mongodb0.example.com:27017/?authSource=admin", target: MongoDB},
		{in: "mongodb://%2Ftmp%2Fmongodb-27017.sock", target: MongoDB},
		{in: "mongodb://localhost:27017/mydb", target: MongoDB},
		{in: "mongodb://localhost:27017?replicaSet=rs0", target: MongoDB, want: []string{"? target"}},
		{in: "mongodb+srv://server.example.com:27017/", target: MongoDB, want: []string{":27017 port"}},
		{in: "mongodb+srv://a.example.com,b.example.com/", target: MongoDB, want: []string{",b.example.com target"}},
		{in: "mongo://localhost", target: MongoDB, want: []string{"mongo target"}},
		{in: "localhost:27017", target: MongoDB, want: []string{"localhost target"}},
		{in: "mongodb://user:pa:ss@localhost/", target: MongoDB, want: []string{":pa:ss credentials", ": char"}},
		{in: "mongodb://h1:27017,h2:270a7/", target: MongoDB, want: []string{"270a7 port"}},
	})
}

// TestEndpointTargets covers etcd's endpoints and nats.Connect's URL list.
func TestEndpointTargets(t *testing.T) {
	runTargetCases(t, []targetCase{
		{in: "localhost:2379", target: Endpoint},
		{in: "127.0.0.1:2379", target: Endpoint},
		{in: "http://127.0.0.1:2379", target: Endpoint},
		{in: "https://etcd.example.com:2379", target: Endpoint},
		{in: "unix:///tmp/etcd.sock", target: Endpoint},
		{in: "unix://localhost:2379", target: Endpoint},
		{in: "unixs:etcd.sock:0", target: Endpoint},
		{in: "localhost:99999", target: Endpoint, want: []string{"99999 port"}},
		{in: "http://etcd host:2379", target: Endpoint, want: []string{"  host"}},
		{in: "https://etcd.example.com:99999", target: Endpoint, want: []string{"99999 port"}},

		{in: "nats://127.0.0.1:4222", target: URLList},
		{in: "nats://a.example.com:4222, nats://b.example.com:4222", target: URLList},
		{in: "a.example.com:4222,b.example.com:4222", target: URLList},
		{in: "tls://demo.nats.io:4443", target: URLList},
		{in: "nats://user:pass@127.0.0.1:4222", target: URLList, want: []string{":pass credentials"}},
		{in: "nats://a:4222,nats://b:99999", target: URLList, want: []string{"99999 port"}},
		{in: "nats://a:4222 ,nats://b c:4222", target: URLList, want: []string{"  host"}},
	})
}

// TestNetworkTarget uses the URL forms of go-redis and amqp091-go.
func TestNetworkTarget(t *testing.T) {
	runTargetCases(t, []targetCase{
		{in: "redis://localhost:6379/0", target: Network},
		{in: "rediss://user@cache.example.com:6380/1?dial_timeout=3s", target: Network},
		{in: "redis://localhost:7000?addr=localhost:7001&addr=localhost:7002", target: Network},
		{in: "unix:///run/redis.sock?db=0", target: Network},
		{in: "amqp://localhost:5672/%2F", target: Network},
		{in: "amqps://rabbit.example.com/vhost", target: Network},
		{in: "redis://localhost:99999/0", target: Network, want: []string{"99999 port"}},
		{in: "amqp://-rabbit.example.com/", target: Network, want: []string{"- host"}},
		{in: "amqp://rabbit host/", target: Network, want: []string{"  host"}},
		{in: "localhost:6379", target: Network},
		{in: "cache:6379/0", target: Network},
		{in: "/tmp/x", target: Network, want: []string{"/ target"}},
	})
}

// TestMySQLTarget uses the DSN forms of go-sql-driver/mysql's README: the
// host of a TCP address, a hole alone before ':' and a port, is reported
// (an IPv6 host needs brackets there); nothing else of the name is read.
func TestMySQLTarget(t *testing.T) {
	runTargetCases(t, []targetCase{
		{in: "user:password@tcp(localhost:5555)/dbname?tls=skip-verify&autocommit=true", target: MySQL},
		{in: "user:password@/dbname?sql_mode=TRADITIONAL", target: MySQL},
		{in: "user:password@tcp([de:ad:be:ef::ca:fe]:80)/dbname?timeout=90s&collation=utf8mb4_unicode_ci", target: MySQL},
		{in: "id:password@tcp(your-amazonaws-uri.com:3306)/dbname", target: MySQL},
		{in: "user@unix(/path/to/socket)/dbname?charset=utf8", target: MySQL},
		{in: "user:p@ss/w{rd}@tcp(localhost)/dbname", target: MySQL},
		{in: "/", target: MySQL},
		{in: "", target: MySQL},
		// user, password, host, port, database as holes: "%s:%s@tcp(%s:%d)/%s".
		{in: ":@tcp(:)/", target: MySQL, holes: []int{0, 1, 6, 7, 9}, want: []string{": hostport"}},
		{in: "app:@tcp6(:3306)/orders", target: MySQL, holes: []int{4, 10}, want: []string{": hostport"}},
		{in: ":@tcp(:)/", target: MySQL, holes: []int{0, 1, 7, 9}},        // an empty host: the default
		{in: ":@tcp(db:)/", target: MySQL, holes: []int{0, 1, 6, 9, 11}},  // text before the ':'
		{in: ":@tcp([]:)/", target: MySQL, holes: []int{0, 1, 7, 10, 12}}, // brackets written
		{in: ":@unix(:)/", target: MySQL, holes: []int{0, 1, 7, 8, 10}},   // a socket path
		{in: ":@(:)/", target: MySQL, holes: []int{0, 1, 2, 3, 4, 6}},     // a network not known
		{in: ":@tcp()/", target: MySQL, holes: []int{0, 1, 6, 8}},         // host:port whole
		{in: "root@tcp(:3306)/app?loc=Local", target: MySQL, holes: []int{9}, want: []string{": hostport"}},
		{in: "root@tcp(:x)/app", target: MySQL, holes: []int{9}}, // no port after the ':'
	})
}

func TestTargetNames(t *testing.T) {
	for _, tg := range []Target{GRPC, Postgres, MongoDB, Endpoint, URLList, Network, MySQL} {
		got, err := ParseTarget(tg.String())
		if err != nil || got != tg || strings.HasPrefix(tg.String(), "Target(") {
			t.Errorf("ParseTarget(%q) = %v, %v", tg.String(), got, err)
		}
	}
}
