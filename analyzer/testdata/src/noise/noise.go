package noise

import (
	"fmt"
	"log"
	"net/http"
	"net/url"
	"regexp"

	"noise/hubaddr"
)

var pattern = regexp.MustCompile(`https://github\.com/[a-z ]+`)

func quiet() {
	url.Parse("http://example.com/a b") //urlvet:ignore the server expects a raw space
	//urlvet:ignore the line above works too
	url.Parse("http://example.com/c d")
	log.Printf("fetching http://example.com/e f %s", "x")
	fmt.Println("http://example.com/g h")
	u, err := url.Parse("http://example.com/i j") // want `url\.Parse: .*pchar`
	if err == nil {
		fmt.Println(u) // not a test file: err == nil does not mean the error is expected
	}
}

// status asks a hub for its status at the address prefix a caller gives.
func status(prefix string) error {
	resp, err := http.Get(prefix + "/status")
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// statusOfHub asks the documented hub, outside test code: reported.
func statusOfHub(user, key string) error {
	return status(hubaddr.Addr(user, key)) // want `password in the URL`
}
