package branches

import (
	"net/http"
	"net/url"
	"strings"
)

type request struct {
	Host string
	TLS  *struct{}
}

// The inner reference of a self-referential assignment takes only the
// values that reach that assignment: the two branches never compose.
func schemeByBranch(r *request, uri string) {
	raw := r.Host + uri
	if r.TLS == nil {
		raw = "http://" + raw
	} else {
		raw = "https://" + raw
	}
	url.Parse(raw)
}

func prefixByBranch(method string, args []string) {
	p := args[0]
	if !strings.HasPrefix(p, "/localapi/") {
		if !strings.Contains(p, "/") {
			p = "/localapi/v0/" + p
		} else {
			p = "/localapi/" + p
		}
	}
	http.NewRequest(method, "http://local-tailscaled.sock"+p, nil)
}

func prefixByBranchLocal(method, arg string) {
	p := arg
	if strings.Contains(p, "/") {
		p = "/api/" + p
	} else {
		p = "/api/v0/" + p
	}
	http.NewRequest(method, "http://local.sock"+p, nil)
}

func switchBranches(kind int, host string) {
	u := host + "/x"
	switch kind {
	case 0:
		u = "http://" + u
	case 1:
		u = "https://" + u
	default:
		u = "ws://" + u
	}
	url.Parse(u)
}

// Sequential reassignments compose, and are still checked.
func sequential() {
	s := "http://example.com"
	s = s + "/a"
	s = s + "/b c" // want `url\.Parse: .*pchar`
	url.Parse(s)
}

func sequentialSchemes() {
	s := "example.com/x"
	s = "http://" + s // want `url\.Parse: a second scheme "http://"`
	s = "https://" + s
	url.Parse(s)
}

// One branch after a reassignment that runs on every path: both values
// reach the sink, each built once.
func branchAfterSequence(secure bool) {
	s := "example.com/x"
	s = "//" + s
	if secure {
		s = "https:" + s
	} else {
		s = "http:" + s
	}
	url.Parse(s)
}

func loopAppend(parts []string) {
	s := "http://example.com"
	for range parts {
		s = s + "/p"
	}
	url.Parse(s)
	t := "http://example.com"
	for range parts {
		t = t + "/q r" // want `url\.Parse: .*pchar`
	}
	url.Parse(t)
}

func loopOpAssign(parts []string) {
	s := "http://example.com"
	for _, p := range parts {
		s += "/" + p
	}
	url.Parse(s)
}

// An assignment in a function literal can run at any call: it reaches
// every later use, but does not bring back a value replaced since.
func closureAssigns(run func(func())) {
	u := "http://example.com/y z"
	run(func() { u = "http://example.com/a b" }) // want `url\.Parse: .*pchar`
	u = "http://example.com/"
	url.Parse(u)
}

// A use in a function literal sees the values assigned outside it, and
// its own from an earlier call.
func closureReads(run func(func())) {
	u := "http://example.com/c d" // want `url\.Parse: .*pchar`
	run(func() {
		url.Parse(u)
		u = "http://example.com/e f" // want `url\.Parse: .*pchar`
	})
	u = "http://example.com/g h" // want `url\.Parse: .*pchar`
}

// Labels and gotos are edges of the graph like any other.
func jumps(retry bool) {
	u := "http://example.com/i j"
	goto set
set:
	u = "http://example.com/"
	if retry {
		goto set
	}
	url.Parse(u)
}
