// Package helperreturns builds request URLs with helpers of more than one
// return, whose arguments decide which return a call takes.
package helperreturns

import (
	"net/http"
	"os"
	"strings"
)

const defaultAPI = "https://console.example.net/v2"

// endpoint returns the API's base, or a resource under it. Its second
// return depends on the base alone, not on the argument.
func endpoint(resource string) string {
	base := defaultAPI
	if b := os.Getenv("CONSOLE_API"); b != "" {
		base = b
	}
	if strings.HasSuffix(base, "/") {
		return base + resource
	}
	return base + "/" + resource // want `this '/' is joined to an empty string.*\(and 1 more in this literal\)`
}

var (
	queryURL  = endpoint("")
	uploadURL = endpoint("uploads")
	statusURL = endpoint("/status")
)

func Query() {
	http.Post(queryURL, "application/json", nil)
	http.Post(uploadURL, "application/octet-stream", nil)
	http.Get(statusURL)
}

// resourceURL leaves the base as it is when no resource is given: the
// call with "" never takes the join.
func resourceURL(resource string) string {
	base := defaultAPI
	if resource == "" {
		return base
	}
	if strings.HasSuffix(base, "/") {
		return base + resource
	}
	return base + "/" + resource
}

func Resources() {
	http.Get(resourceURL(""))
	http.Get(resourceURL("items"))
}

// trimmedURL trims the '/' a resource starts with before the join.
func trimmedURL(resource string) string {
	if strings.HasPrefix(resource, "/") {
		return defaultAPI + resource
	}
	return defaultAPI + "/" + resource
}

func Trimmed() {
	http.Get(trimmedURL("/items"))
	http.Get(trimmedURL("items"))
}

// rootURL joins to a base with no path, whose root is the same with its
// '/'.
func rootURL(resource string) string {
	if resource == "all" {
		return "https://console.example.net/all/"
	}
	return "https://console.example.net" + "/" + resource
}

func Root() {
	http.Get(rootURL(""))
}

// slashURL's base ends in '/' where it is written: the '/' is the base's.
func slashURL(resource string) string {
	if resource == "-" {
		return ""
	}
	return defaultAPI + "/" + resource // want `this '/' is joined to an empty string`
}

func Slash() {
	http.Get(slashURL(""))
	http.Get(defaultAPI + "/") // a '/' written at the join, not before a part left out
}

// isRoot's meaning is not known where its result is tested.
func isRoot(resource string) bool { return resource == "" || resource == "." }

// modeURL tests its argument with a function whose meaning is not known:
// which return a call takes is not known, and no argument is bound.
func modeURL(resource string) string {
	if isRoot(resource) {
		return defaultAPI
	}
	return defaultAPI + "/" + resource
}

func Mode() {
	http.Get(modeURL(""))
}
