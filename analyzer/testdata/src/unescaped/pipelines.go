package unescaped

import (
	"fmt"
	"net/http"
)

// A CI pipeline's slug and a service's name are names of a URL-safe
// alphabet, as an account's are; a stage of no such kind is reported.
func pipelineLinks(org, pipeline, service, stage string) {
	http.Get(fmt.Sprintf("%s/organizations/%s/pipelines/%s/builds", base, org, pipeline))
	http.Get(fmt.Sprintf("%s/%s/status", base, service))
	http.Get(base + "/stages/" + stage) // want `stage, a string`
}
