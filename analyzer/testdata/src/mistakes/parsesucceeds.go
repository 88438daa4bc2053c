package mistakes

import (
	"net/http"
	"net/url"
	"os"
)

// A parse's error taken to tell a URL from a file path: the parsers
// accept paths.
func loadImage(imageURL string) ([]byte, error) {
	if _, err := url.ParseRequestURI(imageURL); err == nil { // want `url.ParseRequestURI succeeds on any absolute path \("/home/me/cat.png"\): its error does not tell a URL from the file imageURL names`
		resp, err := http.Get(imageURL)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return nil, nil
	}
	return os.ReadFile(imageURL)
}

func openSource(src string) (*os.File, error) {
	if _, err := url.Parse(src); err != nil { // want `url.Parse succeeds on any file path`
		return os.Open(src)
	}
	return nil, nil
}

// Look-alikes: the parsed URL's scheme tells, and a parse whose failure
// leads to no file.
func loadChecked(imageURL string) ([]byte, error) {
	if u, err := url.ParseRequestURI(imageURL); err == nil && (u.Scheme == "http" || u.Scheme == "https") {
		return nil, nil
	}
	return os.ReadFile(imageURL)
}

func linkChecked(link string) error {
	if _, err := url.ParseRequestURI(link); err != nil {
		return err
	}
	return nil
}
