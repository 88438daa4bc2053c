package unescaped

import (
	"context"
	"fmt"
	"net/http"
)

// A health check's name names its endpoint (/healthz/etcd): a name the
// program registers in code, quiet in a path; a string of the warning
// tier in a query. A checker's description is none.
type HealthChecker interface {
	Name() string
	Describe() string
	Check(req *http.Request) error
}

func probeHealth(ctx context.Context, check HealthChecker) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("/healthz/%s", check.Name()), nil)
	if err != nil {
		return err
	}
	if err := check.Check(req); err != nil {
		return err
	}
	http.Get(base + "/healthz?check=" + check.Name()) // want `check\.Name\(\), a string, is written unescaped into the query value`
	http.Get(base + "/healthz/" + check.Describe())   // want `check\.Describe\(\), a string, is written unescaped into the path`
	return nil
}

// The name of a checker of any other kind is not known.
type Linter interface{ Name() string }

func lintReport(l Linter) {
	http.Get(base + "/reports/" + l.Name()) // want `l\.Name\(\), a string, is written unescaped into the path`
}
