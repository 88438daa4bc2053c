// Package v1 is a stand-in for the Kubernetes package of the same path:
// the API's common types, among them the coordinates of its kinds.
package v1

type GroupVersion struct {
	Group   string `json:"group"`
	Version string `json:"version"`
}

// ObjectMeta is the metadata every persisted object has.
type ObjectMeta struct {
	Name        string `json:"name"`
	Namespace   string `json:"namespace"`
	Annotations map[string]string
}
