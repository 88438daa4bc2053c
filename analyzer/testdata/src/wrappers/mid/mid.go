package mid // want package:`urlWrappers\(1\)`

import (
	"errors"
	"log"
	"net/url"
	"strings"

	"wrappers/lib"
)

// Load reaches http.Get through lib.Fetch.
func Load(u string) { // want Load:`urlWrapper\(0→http\.Get:http\)`
	lib.Fetch(u)
}

func local() {
	get := func(u string) { lib.Fetch(u) }
	get("http://example.com/a b") // want `mid\.get: .*pchar`
}

// fetchIndex holds only its literal: calls through it are checked.
var fetchIndex = func(u string) { lib.Fetch(u) }

func index() {
	fetchIndex("http://example.com/a b") // want `mid\.fetchIndex: .*pchar`
}

// fetchVersion is replaced elsewhere in the package, as a test replaces
// it with a stub: a call through it may reach the stub instead of the
// sink, so neither the call nor a function passing its parameter to it
// is checked.
var fetchVersion = func(u string) { lib.Fetch(u) }

func stubVersion() { fetchVersion = func(v string) {} }

func printUpdate(u string) {
	fetchVersion(u)
}

func versions() {
	fetchVersion("99.0.0")
	printUpdate("97.0.0")
}

func localStub(fake bool) {
	get := func(u string) { lib.Fetch(u) }
	if fake {
		get = func(v string) {}
	}
	get("0.0.0-unset")
}

// sanitize returns its argument unchanged when it does not parse (an
// scp-style git remote): it takes more than URLs, so it is no wrapper.
func sanitize(repo string) string {
	u, err := url.Parse(repo)
	if err != nil || u.User == nil {
		return repo
	}
	u.User = nil
	return u.String()
}

// normalize likewise, with the parse in the if.
func normalize(repo string) string {
	if _, err := url.Parse(repo); err != nil {
		return repo
	}
	return repo + "/"
}

// parseRepo fails on what does not parse: a wrapper.
func parseRepo(repo string) (*url.URL, error) {
	u, err := url.Parse(repo)
	if err != nil {
		return nil, err
	}
	return u, nil
}

// parseMembers parses a rewrite of what failed to parse (a list of
// hosts, "a:1,b:2", read as a path): it takes more than URLs, so it is
// no wrapper.
func parseMembers(list string) ([]string, error) {
	u, err := url.Parse(list)
	if err != nil {
		if !strings.Contains(list, ",") {
			return nil, err
		}
		slashed := strings.ReplaceAll(list, ",", "/")
		u, err = url.Parse(slashed)
		if err != nil {
			return nil, err
		}
		return append([]string{u.Host}, strings.Split(strings.Trim(u.Path, "/"), "/")...), nil
	}
	return []string{u.Host}, nil
}

// parseLogged only reports what failed, with a rewrite of it: a wrapper.
func parseLogged(list string) (*url.URL, error) {
	u, err := url.Parse(list)
	if err != nil {
		log.Printf("bad list %s", strings.ReplaceAll(list, ",", " "))
		return nil, err
	}
	return u, nil
}

// parseTwice parses the same text again: a wrapper.
func parseTwice(list string) (*url.URL, error) {
	u, err := url.Parse(list)
	if err != nil {
		return url.Parse(list)
	}
	return u, nil
}

// validRemote drops the error, tells the failure by a nil result and
// reads the text again there (an scp-style remote holds a ':'): it takes
// more than URLs, so it is no wrapper.
func validRemote(remote string) error {
	u, _ := url.Parse(remote)
	if u == nil || u.Scheme == "" {
		if strings.Contains(remote, ":") {
			return nil
		}
		return errors.New("not a remote: " + remote)
	}
	return nil
}

// checkedRemote tells the failure the same way, and only fails: a
// wrapper.
func checkedRemote(remote string) error {
	u, _ := url.Parse(remote)
	if u == nil {
		return errors.New("not a remote: " + remote)
	}
	return nil
}

// remoteKind reads the text again where the error says it failed.
func remoteKind(remote string) string {
	if _, err := url.Parse(remote); err != nil {
		switch {
		case strings.HasPrefix(remote, "git@"):
			return "scp"
		}
		return "invalid"
	}
	return "url"
}

func repos() {
	sanitize("git@github.com:org/repo.git")
	normalize("git@github.com:org/repo.git")
	parseRepo("git@github.com:org/repo.git") // want `mid\.parseRepo: .*scheme`
	parseMembers("tcp://10.0.0.1,10.0.0.2:4000,10.0.0.3/")
	parseLogged("tcp://10.0.0.1,10.0.0.2:4000,10.0.0.3/") // want `mid\.parseLogged: port "4000,10\.0\.0\.3"`
	parseTwice("tcp://10.0.0.1,10.0.0.2:4000,10.0.0.3/")  // want `mid\.parseTwice: port "4000,10\.0\.0\.3"`
	validRemote("git@github.com:org/repo.git")
	remoteKind("git@github.com:org/repo.git")
	checkedRemote("git@github.com:org/repo.git") // want `mid\.checkedRemote: .*scheme`
}
