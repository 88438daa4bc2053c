package free

import (
	"fmt"
	"net/url"

	"basevalues/free/internal/requests"
)

// A flag's base written into another package's request field: the flag's
// default and the command line's value share the joined text, and each
// is judged.
func approvals(flowName string) error {
	u := fmt.Sprintf("%s/api/v2/approvals/%s", opts.Ledger, url.PathEscape(flowName)) // want `^warning: requests.RequestParams.URL: opts.Ledger holds the flag -ledger, joined untrimmed to "/api/v2/approvals/"`
	_, err := requests.Do(&requests.RequestParams{Method: "GET", URL: u})
	return err
}
