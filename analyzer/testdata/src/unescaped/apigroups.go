package unescaped

import (
	"net/http"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// A Kubernetes API group (a DNS subdomain) and resource (lower-case
// letters), as the fields of the library's own types hold them, stand in
// the API's paths as they are. A field named Group of another type is a
// group of users, a string of the warning tier.

func legacyGroupPath(gv schema.GroupVersion) (*http.Request, error) {
	if gv.Group == "" {
		return http.NewRequest("GET", "/api/"+gv.Version, nil)
	}
	return http.NewRequest("GET", "/apis/"+gv.Group+"/"+gv.Version, nil)
}

func discoveryPath(gv metav1.GroupVersion) (*http.Request, error) {
	return http.NewRequest("GET", "/apis/"+gv.Group+"/"+gv.Version, nil)
}

func resourceList(base string, gvr schema.GroupVersionResource) (*http.Response, error) {
	return http.Get(base + "/apis/" + gvr.Group + "/" + gvr.Version + "/" + gvr.Resource)
}

type member struct {
	Login string
	Group string
}

func teamPage(base string, m member) (*http.Response, error) {
	return http.Get(base + "/teams/" + m.Group + "/members/" + m.Login) // want `m.Group, a string`
}
