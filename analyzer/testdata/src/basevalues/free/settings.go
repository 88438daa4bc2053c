package free

import (
	"errors"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
)

// Bases read from the environment or a flag in this package, joined to
// text that starts with '/' with nothing trimming their end.
type settings struct {
	Ledger string
	Token  string
}

var opts = new(settings)

func bindFlags(fs *flag.FlagSet) {
	fs.StringVar(&opts.Ledger, "ledger", "https://ledger.example.com", "ledger server")
	fs.StringVar(&opts.Token, "token", "", "API token")
}

func bindEnv() {
	if v, ok := os.LookupEnv("LEDGER_SERVER"); ok {
		opts.Ledger = v
	}
}

func Accounts(org string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/api/v3/orgs/%s/accounts", opts.Ledger, url.PathEscape(org))) // want `^warning: .*opts.Ledger holds the flag -ledger, joined untrimmed to "/api/v3/orgs/"`
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func Tickets() (*http.Response, error) {
	base := envOr("TICKETS_URL", "http://localhost:7000")
	return http.Get(base + "/tickets") // want `^warning: .*v holds the environment variable TICKETS_URL, joined untrimmed to "/tickets"`
}

var inbox = flag.String("inbox", "http://localhost:9100", "inbox server")

func Messages() (*http.Response, error) {
	return http.Get(*inbox + "/messages") // want `^warning: .*\*inbox holds the flag -inbox, joined untrimmed to "/messages"`
}

var relay string

func init() { flag.StringVar(&relay, "relay", "http://relay.internal:8080", "relay server") }

func Relayed(path string) (*http.Response, error) {
	return http.Get(relay + "/forward/" + url.PathEscape(path)) // want `^warning: .*relay holds the flag -relay, joined untrimmed to "/forward/"`
}

// Look-alikes: a base trimmed where it is read, tested for its '/', joined
// by url.JoinPath; text that adds no '/'; a value a request carries. A
// constructor's parameter kept in a field is a configured base too.
func Jobs() (*http.Response, error) {
	base := strings.TrimRight(os.Getenv("QUEUE_URL"), "/")
	return http.Get(base + "/jobs")
}

var archive = flag.String("archive", "http://archive.internal", "archive server")

func checkArchive() error {
	if strings.HasSuffix(*archive, "/") {
		return errors.New("-archive: drop the trailing '/'")
	}
	return nil
}

func Snapshot() (*http.Response, error) { return http.Get(*archive + "/snapshot") }

func Rules() (*http.Response, error) {
	u, err := url.JoinPath(os.Getenv("RULES_URL"), "rules")
	if err != nil {
		return nil, err
	}
	return http.Get(u)
}

// A parameter used where it is passed is no configured base: its
// callers may trim it.
func Health(base string) (*http.Response, error) { return http.Get(base + "/health") }

func Metrics() (*http.Response, error) {
	return http.Get(os.Getenv("METRICS_URL") + "metrics") // want `^warning: .*os.Getenv\("METRICS_URL"\) holds the environment variable METRICS_URL, joined to "metrics" with no '/' between`
}

func Next(r *http.Request) (*http.Response, error) {
	return http.Get(r.URL.Query().Get("origin") + "/done")
}

var _, _, _ = bindFlags, bindEnv, checkArchive
