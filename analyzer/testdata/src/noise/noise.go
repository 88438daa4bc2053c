package noise

import (
	"fmt"
	"log"
	"net/url"
	"regexp"
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
