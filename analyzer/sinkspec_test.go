package analyzer_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/rfc"
)

func TestParseSinks(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []analyzer.Sink
		err  string
	}{
		{in: "example.com/api.Fetch:1", want: []analyzer.Sink{{Func: "example.com/api.Fetch", Arg: 1}}},
		{in: "net/http.Client.Get:0:http", want: []analyzer.Sink{{Func: "net/http.Client.Get", Param: analyzer.SinkParam{Target: rfc.HTTP}}}},
		{in: "(github.com/nats-io/nats.go).Connect:0:urllist", want: []analyzer.Sink{{Func: "github.com/nats-io/nats.go.Connect", Param: analyzer.SinkParam{Target: rfc.URLList}}}},
		{in: "(github.com/nats-io/nats.go).Conn.Publish:0, (gopkg.in/yaml.v3).Node.Encode:0", want: []analyzer.Sink{
			{Func: "github.com/nats-io/nats.go.Conn.Publish"}, {Func: "gopkg.in/yaml.v3.Node.Encode"}}},
		{in: "(go.etcd.io/etcd/client/v3).Config.Endpoints:field:endpoint", want: []analyzer.Sink{
			{Func: "go.etcd.io/etcd/client/v3.Config.Endpoints", Field: true, Param: analyzer.SinkParam{Target: rfc.Endpoint}}}},
		{in: "", want: nil},
		{in: "github.com/nats-io/nats.go.Connect:0", err: "write (pkgpath).Name, such as (github.com/nats-io/nats.go).Connect"},
		{in: "example.com/api:0", err: "want (pkgpath).Func"},
		{in: "example.com/api.Fetch", err: "want NAME:ARG[:TARGET]"},
		{in: "example.com/api.Fetch:-1", err: "bad argument index"},
		{in: "example.com/api.Fetch:x", err: "bad argument index"},
		{in: "example.com/api.Fetch:0:url", err: `unknown target "url"`},
		{in: "(example.com/api.Fetch:0", err: "unbalanced '('"},
		{in: "(example.com/api)Fetch:0", err: "want (pkgpath).Func"},
		{in: "(example.com/api).A.B.C:0", err: `"A.B.C" is not Func, Type.Method or Type.Field`},
		{in: "(example.com/api).Fetch:field", err: "a field sink is named (pkgpath).Type.Field"},
		{in: "(example com/api).Fetch:0", err: "bad package path"},
		{in: "().Fetch:0", err: "bad package path"},
	} {
		got, err := analyzer.ParseSinks(tc.in)
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ParseSinks(%q) error = %v, want one containing %q", tc.in, err, tc.err)
			}
		case err != nil:
			t.Errorf("ParseSinks(%q): %v", tc.in, err)
		case !reflect.DeepEqual(got, tc.want):
			t.Errorf("ParseSinks(%q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
}

// TestUserFieldSinks checks -sinks with a package path whose last element
// has a dot, for a function and for struct fields.
func TestUserFieldSinks(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "usersinks/fields")
}
