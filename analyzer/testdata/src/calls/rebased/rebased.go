package rebased // want package:`urlWrappers\(5\)`

// The requests built here have their URL replaced before they are sent:
// a path is resolved against a base URL the options set, as an API
// client's request configuration does.

import (
	"context"
	"net/http"
	"net/url"
	"strings"
)

// Call holds one request of the API and the base its path is resolved
// against when it is run.
type Call struct {
	Request *http.Request
	Base    *url.URL
	Client  *http.Client
}

// NewCall builds a request of path alone: Run resolves it against Base.
func NewCall(ctx context.Context, method, path string) (*Call, error) { // want NewCall:`urlWrapper\(2→http\.NewRequestWithContext:reference\)`
	req, err := http.NewRequestWithContext(ctx, method, path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	return &Call{Request: req, Client: http.DefaultClient}, nil
}

// Run replaces the request's URL by the path resolved against Base.
func (c *Call) Run() (*http.Response, error) {
	var err error
	c.Request.URL, err = c.Base.Parse(strings.TrimLeft(c.Request.URL.String(), "/"))
	if err != nil {
		return nil, err
	}
	return c.Client.Do(c.Request)
}

// Clone copies the call for another run: its request's URL is replaced
// when that run starts.
func (c *Call) Clone(ctx context.Context) *Call {
	req := c.Request.Clone(ctx)
	req.Header.Set("Idempotency-Key", "retry")
	return &Call{Request: req, Base: c.Base, Client: c.Client}
}

// Do builds and runs a call.
func Do(ctx context.Context, method, path string, base *url.URL) (*http.Response, error) { // want Do:`urlWrapper\(2→http\.NewRequestWithContext:reference\)`
	c, err := NewCall(ctx, method, path)
	if err != nil {
		return nil, err
	}
	c.Base = base
	return c.Run()
}

// Job holds a request that Retry sends as it was built, without
// resolving it: its URL must be absolute when it is built.
type Job struct {
	Request *http.Request
	Base    *url.URL
}

func NewJob(method, path string) *Job { // want NewJob:`urlWrapper\(1→http\.NewRequest:http\)`
	req, _ := http.NewRequest(method, path, nil)
	return &Job{Request: req}
}

func (j *Job) Run() (*http.Response, error) {
	j.Request.URL = j.Base.ResolveReference(j.Request.URL)
	return http.DefaultClient.Do(j.Request)
}

func (j *Job) Retry() (*http.Response, error) {
	return http.DefaultClient.Do(j.Request)
}

// Task's request is resolved only when a base is set.
type Task struct {
	Request *http.Request
	Base    *url.URL
}

func NewTask(method, path string) *Task { // want NewTask:`urlWrapper\(1→http\.NewRequest:http\)`
	req, _ := http.NewRequest(method, path, nil)
	return &Task{Request: req}
}

func (t *Task) Run() (*http.Response, error) {
	if t.Base != nil {
		t.Request.URL = t.Base.ResolveReference(t.Request.URL)
	}
	return http.DefaultClient.Do(t.Request)
}

// Probe's request is copied and the copy sent as it was built.
type Probe struct {
	Request *http.Request
	Base    *url.URL
}

func NewProbe(path string) *Probe { // want NewProbe:`urlWrapper\(0→http\.NewRequest:http\)`
	req, _ := http.NewRequest("HEAD", path, nil)
	return &Probe{Request: req}
}

func (p *Probe) Run() (*http.Response, error) {
	p.Request.URL = p.Base.ResolveReference(p.Request.URL)
	return http.DefaultClient.Do(p.Request)
}

func (p *Probe) Check(ctx context.Context) (*http.Response, error) {
	req := p.Request.Clone(ctx)
	return http.DefaultClient.Do(req)
}

// resolved replaces the URL of a request it builds before sending it.
func resolved(base *url.URL) {
	req, _ := http.NewRequest("GET", "chat/completions", nil)
	req.Header.Set("Accept", "application/json")
	req.URL = base.ResolveReference(req.URL)
	http.DefaultClient.Do(req)
}

// sentFirst sends the request once before its URL is replaced.
func sentFirst(base *url.URL, probe bool) {
	req, _ := http.NewRequest("GET", "chat/completions", nil) // want `http\.NewRequest: "chat/completions" is a relative reference`
	if probe {
		http.DefaultClient.Do(req)
	}
	req.URL = base.ResolveReference(req.URL)
	http.DefaultClient.Do(req)
}

// hostOnly sets the host of a request whose path stays relative.
func hostOnly(base *url.URL) {
	req, _ := http.NewRequest("GET", "chat/completions", nil) // want `http\.NewRequest: "chat/completions" is a relative reference`
	req.URL.Scheme, req.URL.Host = base.Scheme, base.Host
	http.DefaultClient.Do(req)
}

// returned hands on a request whose URL it has not replaced.
func returned(base *url.URL) *http.Request {
	req, _ := http.NewRequest("GET", "chat/completions", nil) // want `http\.NewRequest: "chat/completions" is a relative reference`
	return req
}
