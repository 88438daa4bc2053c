// Package module stands for golang.org/x/mod/module: its escapers of a
// module path and a version for the module proxy's URLs.
package module

func EscapePath(path string) (string, error) { return path, nil }

func EscapeVersion(v string) (string, error) { return v, nil }
