package escaper

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

const pipelineRun = "%s/api/pipelines/%s/runs/%d"

// case: escaper bug run-params-in-format
func (c *Client) rerun(ctx context.Context, pipeline string, run int, params map[string]string) (*http.Response, error) {
	q := url.Values{}
	for k, v := range params {
		q.Set(k, v)
	}
	return c.get(ctx, fmt.Sprintf(pipelineRun+"?"+q.Encode(), c.base, pipeline, run)) // want `the printf format holds a query url.Values.Encode escaped`
}

// case: escaper valid run-params-after-format
func (c *Client) rerunOK(ctx context.Context, pipeline string, run int, params map[string]string) (*http.Response, error) {
	q := url.Values{}
	for k, v := range params {
		q.Set(k, v)
	}
	return c.get(ctx, fmt.Sprintf(pipelineRun, c.base, pipeline, run)+"?"+q.Encode())
}

// case: escaper bug role-arn-escaped-into-values
func (c *Client) credentials(ctx context.Context, role, roleArn string) (*http.Response, error) {
	q := url.Values{}
	q.Set("role_arn", url.QueryEscape(roleArn)) // want `url.QueryEscape of a value given to url.Values.Set, whose Encode escapes it again`
	return c.getQuery(ctx, "/v1/aws/creds/"+url.PathEscape(role), q)
}

// case: escaper valid role-arn-into-values
func (c *Client) credentialsOK(ctx context.Context, role, roleArn string) (*http.Response, error) {
	q := url.Values{}
	q.Set("role_arn", roleArn)
	return c.getQuery(ctx, "/v1/aws/creds/"+url.PathEscape(role), q)
}

func (c *Client) getQuery(ctx context.Context, path string, q url.Values) (*http.Response, error) {
	return c.get(ctx, c.base+path+"?"+q.Encode())
}
