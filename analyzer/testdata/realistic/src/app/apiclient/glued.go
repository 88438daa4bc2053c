package apiclient

import (
	"fmt"
	"io"
	"strings"
)

// case: joins bug glued-sso-config
// The SSO server's URL comes from the custom resource's spec; "%vrealms"
// needs it to end in '/', which nothing here sees to.
type SSOSpec struct {
	Url   string `json:"url"`
	Realm string `json:"realm"`
}

type RefresherConfig struct{ AuthUrl string }

func refresherConfig(sso *SSOSpec) RefresherConfig {
	return RefresherConfig{AuthUrl: fmt.Sprintf("%vrealms/%v", sso.Url, sso.Realm)} // want `warning: sso\.Url, a URL whose value is not known here`
}

// case: joins bug glued-gitlab-link
func printMergeRequest(w io.Writer, gitlabURL string, project, iid int) {
	fmt.Fprintf(w, "merge request: %sprojects/%d/merge_requests/%d\n", gitlabURL, project, iid) // want `warning: gitlabURL, a URL whose value is not known here`
}

// case: joins valid glued-sso-normalized
func refresherConfigOK(sso *SSOSpec) RefresherConfig {
	base := sso.Url
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	return RefresherConfig{AuthUrl: fmt.Sprintf("%vrealms/%v", base, sso.Realm)}
}

// case: joins valid glued-unnamed-base
func printBucketKey(w io.Writer, bucketPrefix, key string) {
	fmt.Fprintf(w, "%sobjects/%s\n", bucketPrefix, key)
}
