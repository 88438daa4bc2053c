package escaper

import (
	"context"
	"net/http"

	"app/escaper/docid"
)

// case: escaper bug doc-id-helper-query-escape
func (c *Client) document(ctx context.Context, db, id string) (*http.Response, error) {
	return c.get(ctx, c.base+"/db/"+db+"/docs/"+docid.Encode(id)) // want `docid.Encode \(url.QueryEscape of its argument\) in a path`
}

// case: escaper valid doc-id-helper-path-escape
func (c *Client) documentOK(ctx context.Context, db, id string) (*http.Response, error) {
	return c.get(ctx, c.base+"/db/"+db+"/docs/"+docid.Segment(id))
}

// case: escaper valid doc-id-helper-query-value
func (c *Client) startAt(ctx context.Context, db, id string) (*http.Response, error) {
	return c.get(ctx, c.base+"/"+db+"/_all_docs?startkey_docid="+docid.Value(id))
}

// endcase
