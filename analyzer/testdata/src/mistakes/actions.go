package mistakes

import (
	"fmt"
	"net/http"
	"strings"
)

// An API that names its actions by a last segment of ':' and a verb
// (Azure SignalR's "/:send") after the resource's name: the value fills
// the segment before, the literal writes the action as it is sent.

const purgeAction = ":purge" // want `route parameter ":purge"`

func queueActions(endpoint, queue, member, body string) {
	http.Post(fmt.Sprintf("%s/v2/queues/%s/:purge?version=%s", endpoint, queue, "3"), "text/plain", nil)
	http.Post(endpoint+"/v2/queues/"+queue+"/members/"+member+"/:notify", "text/plain", strings.NewReader(body))
	http.NewRequest(http.MethodPost, fmt.Sprintf("%s/v2/queues/%s/:issueKey", endpoint, queue), nil)

	// Route parameters still: after a constant segment, before more
	// segments, after the host, and a constant action joined to the
	// '/' of a generic format (the API wants QUEUE:purge), reported where
	// the constant is written.
	http.Get(fmt.Sprintf("%s/v2/queues/:queue", endpoint))                    // want `route parameter ":queue"`
	http.Get(fmt.Sprintf("%s/v2/queues/%s/:member/history", endpoint, queue)) // want `route parameter ":member"`
	http.Get(fmt.Sprintf("https://%s/:queue", endpoint))                      // want `route parameter ":queue"`
	http.Post(fmt.Sprintf("%s/%s/%s", endpoint+"/v2/queues", queue, purgeAction), "text/plain", nil)
}
