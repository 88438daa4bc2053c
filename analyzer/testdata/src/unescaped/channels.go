package unescaped

import (
	"fmt"
	"net/http"
)

// A value received from a channel that its function makes, whose every
// send there is plain text and numbers, needs no escaping. A channel
// sent other text, or one the function takes or gives away, is not
// followed: its values stay strings of the warning tier.

func echoRequests(base string) {
	reqs := make(chan string)
	done := make(chan bool)
	go func() {
		for req := range reqs {
			if resp, err := http.Get(base + "/?echo=" + req); err == nil {
				resp.Body.Close()
			}
		}
		done <- true
	}()
	for i := 0; i < 3; i++ {
		reqs <- fmt.Sprintf("request-%d", i)
	}
	reqs <- "last"
	close(reqs)
	<-done
}

func echoNames(base string, names []string) {
	reqs := make(chan string)
	go func() {
		for n := range reqs {
			http.Get(base + "/?echo=" + n) // want `n, a string`
		}
	}()
	for _, name := range names {
		reqs <- name
	}
	close(reqs)
}

func echoPhrases(base string) {
	reqs := make(chan string)
	go func() {
		for p := range reqs {
			http.Get(base + "/?echo=" + p) // want `p, a string`
		}
	}()
	reqs <- "a&b"
	close(reqs)
}

func echoFrom(base string, reqs chan string) {
	for req := range reqs {
		http.Get(base + "/?echo=" + req) // want `req, a string`
	}
}

func echoFed(base string) {
	reqs := make(chan string)
	go feedRequests(reqs)
	reqs <- "first"
	for req := range reqs {
		http.Get(base + "/?echo=" + req) // want `req, a string`
	}
}

func feedRequests(c chan<- string) {
	c <- "a b"
	close(c)
}
