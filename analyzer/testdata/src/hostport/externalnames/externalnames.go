// Package externalnames joins a Kubernetes ExternalName Service's name
// to a port: the API server validates it as a DNS name (an RFC 1123
// subdomain), never an IP address, whether read from the API's type or
// from a struct of the program's own that decodes the same JSON.
package externalnames

import (
	"fmt"
	"net/url"

	corev1 "k8s.io/api/core/v1"
)

type serviceSpec struct {
	ClusterIP    string `json:"clusterIP"`
	ExternalName string `json:"externalName"`
}

func backend(spec *serviceSpec, port int) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("http://%s:%d", spec.ExternalName, port))
}

func apiBackend(spec corev1.ServiceSpec, port int) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("http://%s:%d", spec.ExternalName, port))
}

// A cluster IP may be an IPv6 address.
func clusterBackend(spec *serviceSpec, port int) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("http://%s:%d", spec.ClusterIP, port)) // want `url\.Parse: a host and ':port' joined by hand`
}

// A field of another type under the same key is no Service's.
type target struct {
	ExternalName string `json:"externalName"`
}

func targetURL(t target, port int) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("http://%s:%d", t.ExternalName, port)) // want `url\.Parse: a host and ':port' joined by hand`
}
