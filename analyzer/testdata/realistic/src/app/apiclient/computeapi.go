package apiclient

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// A compute API client whose exported methods take a resource's path
// relative to the API's base: the package's own calls build each path
// of several segments, and a caller escapes what it adds.
type ComputeAPI struct {
	Base string
	HTTP *http.Client
}

// case: unescaped valid resource-path-parameter
func (c *ComputeAPI) GetResource(resource string) (*http.Response, error) {
	return c.HTTP.Get(fmt.Sprintf("%s/%s", strings.TrimRight(c.Base, "/"), resource))
}

func (c *ComputeAPI) Servers() (*http.Response, error) { return c.GetResource("servers") }

func (c *ComputeAPI) ServerAction(serverID string) (*http.Response, error) {
	return c.GetResource("servers/" + serverID + "/action")
}

func (c *ComputeAPI) Volume(volumeID string) (*http.Response, error) {
	return c.GetResource(fmt.Sprintf("volumes/%s", volumeID))
}

// case: unescaped bug resource-path-free-text-segment
func (c *ComputeAPI) ImagesNamed(name string) (*http.Response, error) {
	return c.GetResource(fmt.Sprintf("images/search/%s", name)) // want `name, a string, is written unescaped into the path`
}

// case: unescaped valid resource-path-escaped-segment
func (c *ComputeAPI) ImagesTitled(title string) (*http.Response, error) {
	return c.GetResource("images/search/" + url.PathEscape(title))
}

// endcase
