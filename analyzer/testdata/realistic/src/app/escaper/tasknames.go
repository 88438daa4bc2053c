package escaper

import (
	"net/http"
	"net/url"

	"app/escaper/taskclient"
)

// case: escaper bug generated-client-route-query-escape
func taskArtifact(c *taskclient.Client, task, name string) (*http.Response, error) {
	return c.APICall(http.MethodGet, "/task/"+url.PathEscape(task)+"/artifacts/"+url.QueryEscape(name), nil) // want `url.QueryEscape in a path`
}

// case: escaper valid generated-client-route-path-escape
func taskArtifactOK(c *taskclient.Client, task, name string) (*http.Response, error) {
	return c.APICall(http.MethodGet, "/task/"+url.PathEscape(task)+"/artifacts/"+url.PathEscape(name), nil)
}

// case: escaper valid generated-client-route-query-value
func tasksNamed(c *taskclient.Client, name string) (*http.Response, error) {
	return c.APICall(http.MethodGet, "/tasks?name="+url.QueryEscape(name), nil)
}

// endcase
