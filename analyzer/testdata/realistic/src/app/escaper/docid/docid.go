// Package docid escapes a document database's IDs for the URLs of its
// HTTP API, each helper with the escaper of one component.
package docid

import (
	"net/url"
	"strings"
)

// case: escaper bug doc-id-helper-query-escape

// Encode escapes a document ID, its design or local prefix aside.
func Encode(id string) string {
	for _, prefix := range []string{"_design/", "_local/"} {
		if strings.HasPrefix(id, prefix) {
			return prefix + url.QueryEscape(strings.TrimPrefix(id, prefix))
		}
	}
	return url.QueryEscape(id)
}

// case: escaper valid doc-id-helper-path-escape

// Segment escapes a document ID for a path.
func Segment(id string) string { return url.PathEscape(id) }

// case: escaper valid doc-id-helper-query-value

// Value escapes a document ID for a query's value.
func Value(id string) string { return url.QueryEscape(id) }

// endcase
