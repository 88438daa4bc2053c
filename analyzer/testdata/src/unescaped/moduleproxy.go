package unescaped

import (
	"fmt"
	"net/http"
	"strings"

	"golang.org/x/mod/module"
)

// The module proxy's own escaping of a module path and a version (an
// upper case letter as "!" and its lower case): url.PathEscape would
// escape the '/' the path means. A copy of a parameter named for a
// path or a URL is what its name says.
func latestInfo(proxyBase, importPath, version string) (*http.Response, error) {
	ev, err := module.EscapeVersion(version)
	if err != nil {
		return nil, err
	}
	escapedImportPath, err := module.EscapePath(importPath)
	if err != nil {
		return nil, err
	}
	return http.Get(proxyBase + "/" + escapedImportPath + "/@v/" + ev + ".info")
}

type tableClient struct{ Root, BaseID string }

func (c *tableClient) request(endpoint string) (*http.Response, error) {
	rel := endpoint
	return http.Get(fmt.Sprintf("%s/v0/%s/%s?x=1", strings.TrimSuffix(c.Root, "/"), c.BaseID, rel))
}

// A look-alike: a copy of a string of no kind.
func rawInfo(proxyBase, importPath, ref string) (*http.Response, error) {
	v := ref
	return http.Get(proxyBase + "/" + importPath + "/@v/" + v + ".info") // want `warning: http\.Get: v, a string, is written unescaped into the path`
}
