// Package v1 declares the part of Kubernetes' core API types the
// fixtures use.
package v1

// ServiceSpec is a Service's spec.
type ServiceSpec struct {
	ClusterIP    string `json:"clusterIP,omitempty"`
	ExternalName string `json:"externalName,omitempty"`
}
