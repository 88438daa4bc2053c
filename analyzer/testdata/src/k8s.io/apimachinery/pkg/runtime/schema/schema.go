// Package schema is a stand-in for the Kubernetes package of the same
// path: the coordinates of an API's kinds and resources.
package schema

type GroupVersion struct {
	Group   string
	Version string
}

type GroupVersionResource struct {
	Group    string
	Version  string
	Resource string
}
