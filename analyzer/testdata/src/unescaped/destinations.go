package unescaped

import (
	"fmt"
	"net/http"
)

// A helper that picks a message's destination among a URL, a group's
// name and an API's path returns its url parameter: the text is a URL,
// written whole into the path by the service's design.
type publishOptions struct {
	Url   string
	Group string
	Api   string
}

func getDestination(url, group, api string) (string, error) {
	destination, count := "", 0
	if url != "" {
		destination, count = url, count+1
	}
	if group != "" {
		destination, count = group, count+1
	}
	if api != "" {
		destination, count = fmt.Sprintf("api/%s", api), count+1
	}
	if count != 1 {
		return "", fmt.Errorf("configure one of Url, Group or Api")
	}
	return destination, nil
}

func publish(base string, options publishOptions) error {
	destination, err := getDestination(options.Url, options.Group, options.Api)
	if err != nil {
		return err
	}
	_, err = http.Post(base+"/v2/publish/"+destination, "text/plain", nil)
	return err
}

// A helper that returns a name it was given is no URL.
func pickQueue(queue, fallback string) (string, error) {
	if queue == "" {
		return fallback, nil
	}
	return queue, nil
}

func enqueue(base, queue string) error {
	name, err := pickQueue(queue, "default")
	if err != nil {
		return err
	}
	_, err = http.Post(base+"/v2/queues/"+name, "text/plain", nil) // want `name, a string, is written unescaped into the path`
	return err
}
