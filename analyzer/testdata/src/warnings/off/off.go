// Package off holds warnings that the default configuration does not
// report: host-underscore and unescaped are warnings, off unless asked for.
package off

import (
	"fmt"
	"net/url"
	"os"
)

func off() {
	url.Parse("http://my_service:8080/health")
	url.Parse("http://my_service:80x/health") // want `url\.Parse: .*port`
}

func unescaped(name string) {
	url.Parse(fmt.Sprintf("https://api.example.com/users/%s", name)) // unescaped is a warning too
}

func unescapedInput() {
	url.Parse("https://api.example.com/search?q=" + os.Args[1]) // want `url\.Parse: os\.Args\[1\], run-time input, is written unescaped into the query value`
}
