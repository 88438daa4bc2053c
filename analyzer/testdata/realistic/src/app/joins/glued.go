package joins

import (
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"
)

// Links built by gluing a path segment to a base URL, with no '/' between,
// in text that is printed, written to a file or kept in a field rather
// than requested: only a base that ends in '/' separates the segment.

// case: joins bug glued-dashboard-status
const grafanaURL = "https://grafana.example.com"

type DashboardStatus struct{ DashboardURL string }

func dashboardStatus(uid string) DashboardStatus {
	return DashboardStatus{DashboardURL: fmt.Sprintf("%sd/%s", grafanaURL, uid)} // want `grafanaURL holds "https://grafana\.example\.com", which does not end in '/'`
}

// case: joins valid glued-dashboard-slashed
const grafanaRoot = "https://grafana.example.com/"

func dashboardStatusOK(uid string) DashboardStatus {
	return DashboardStatus{DashboardURL: fmt.Sprintf("%sd/%s", grafanaRoot, uid)}
}

// case: joins bug glued-issuer-flag-arg
const keycloakURL = "https://sso.example.com/auth"

func refresherArgs(realm string) []string {
	return []string{fmt.Sprintf("--oidc.issuer-url=%srealms/%s", keycloakURL, realm)} // want `keycloakURL holds "https://sso\.example\.com/auth"`
}

// case: joins valid glued-issuer-separated
func refresherArgsOK(realm string) []string {
	return []string{fmt.Sprintf("--oidc.issuer-url=%s/realms/%s", keycloakURL, realm)}
}

// case: joins bug glued-issue-link-html
type Repo struct{ WebURL string }

var mainRepo = Repo{WebURL: "https://git.example.com/acme/app"}

func issueLink(w io.Writer, n int) {
	fmt.Fprintf(w, "<a href=\"%sissues/%d\">#%d</a>", mainRepo.WebURL, n, n) // want `mainRepo\.WebURL holds "https://git\.example\.com/acme/app"`
}

// case: joins bug glued-notifier-link
type Notifier struct{ base string }

type Message struct{ ID, Link string }

func NewNotifier() *Notifier { return &Notifier{base: "https://notify.example.com/api"} }

func (n *Notifier) message(id string) Message {
	return Message{ID: id, Link: n.base + "messages/" + id} // want `n\.base holds "https://notify\.example\.com/api"`
}

// case: joins valid glued-notifier-trimmed
type NotifierOK struct{ base string }

func NewNotifierOK(base string) *NotifierOK {
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	return &NotifierOK{base: base}
}

func (n *NotifierOK) message(id string) Message {
	return Message{ID: id, Link: n.base + "messages/" + id}
}

// case: joins bug glued-console-flag-default
var console = flag.String("console", "https://console.example.com", "the web console's URL")

func printProjectLink(project string) {
	fmt.Printf("open %sprojects/%s\n", *console, project) // want `\*console holds "https://console\.example\.com"`
}

// case: joins bug glued-docs-env-override
var guideBase = "https://docs.example.com/v2"

func init() {
	if v := os.Getenv("DOCS_URL"); v != "" {
		guideBase = v
	}
}

func docsLink(page string) string {
	return guideBase + "guides/" + page // want `guideBase holds "https://docs\.example\.com/v2"`
}

// case: joins bug glued-release-notes
const dlHost = "https://dl.example.com"

func releaseNotesFile(w io.Writer, version string) {
	fmt.Fprintf(w, "%sreleases/%s/NOTES.md\n", dlHost, version) // want `dlHost holds "https://dl\.example\.com"`
}

// case: joins bug glued-console-method
type ConsoleConfig struct{ ConsoleURL string }

func (c *ConsoleConfig) SetDefaults() {
	if c.ConsoleURL == "" {
		c.ConsoleURL = "https://console.example.com"
	}
}

func (c *ConsoleConfig) InstanceLink(id string) string {
	return c.ConsoleURL + "instances/" + id // want `c\.ConsoleURL holds "https://console\.example\.com"`
}

// case: joins bug glued-badge-markdown
const ciURL = "https://ci.example.com/acme"

func badge(branch string) string {
	return fmt.Sprintf("[![build](%sbadges/%s.svg)](%s)", ciURL, branch, ciURL) // want `ciURL holds "https://ci\.example\.com/acme"`
}

// case: joins valid glued-badge-separated
func badgeOK(branch string) string {
	return fmt.Sprintf("[![build](%s/badges/%s.svg)](%s)", ciURL, branch, ciURL)
}

// case: joins valid glued-prefix-key
func etcdKey(prefix, name string) string {
	return fmt.Sprintf("%sconfig/%s", prefix, name)
}

// case: joins valid glued-cache-dir
func cachedObject(cacheDir, digest string) string {
	return cacheDir + "objects/" + digest
}

// case: joins valid glued-suffix
func manifestFile(baseURL string) string {
	return fmt.Sprintf("%sjson", baseURL)
}

// case: joins valid glued-error-message
func fetchFailed(baseURL string, err error) error {
	return fmt.Errorf("%sitems/ unreachable: %w", baseURL, err)
}

// case: joins valid glued-nested-segment
func tenantItems(baseURL, tenant string) string {
	return fmt.Sprintf("%s/%sitems/all", baseURL, tenant)
}

// case: joins valid glued-joinpath
const guideRoot = "https://docs.example.com/v2"

func docsLinkOK(page string) (string, error) {
	return url.JoinPath(guideRoot, "guides", page)
}

// case: joins valid glued-slashed-field
type Mirror struct{ Root string }

var mirrors = []Mirror{{Root: "https://mirror-a.example.com/pub/"}, {Root: "https://mirror-b.example.com/"}}

func mirrorLinks(file string) []string {
	var out []string
	for _, m := range mirrors {
		out = append(out, m.Root+"dist/"+file)
	}
	return out
}

// case: joins valid glued-trimmed-joined
func issuerOK(serverURL, realm string) string {
	return strings.TrimSuffix(serverURL, "/") + "/realms/" + realm
}
