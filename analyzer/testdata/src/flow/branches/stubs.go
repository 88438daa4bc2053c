package branches

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
)

// A condition that calls a function of the package whose every return is
// the same constant (the stub a build compiles) takes one branch in every
// run: a return in the other gives the caller nothing. Look-alikes: a
// function that tests something at run time, one whose returns differ.

const releases = "https://dl.example.com/client/"

func inContainer() bool {
	return false
}

func onHost() bool { return true }

func downloadURL(custom, tag string) string {
	if inContainer() {
		return fmt.Sprintf("docker pull example/client:%s", tag)
	}
	if !onHost() {
		return "podman pull example/client:" + tag
	}
	if custom == "" {
		return releases + "archive/client." + tag
	}
	return custom + "/client." + tag
}

func update(custom, tag string) {
	u, err := url.Parse(downloadURL(custom, tag))
	if err == nil {
		http.Get(u.String())
	}
}

func inDocker() bool {
	_, err := os.Stat("/.dockerenv")
	return err == nil
}

func mixed(n int) bool {
	if n > 1 {
		return true
	}
	return false
}

func checkedURL(tag string) string {
	if inDocker() {
		return fmt.Sprintf("docker pull example/client:%s", tag) // want `space is not allowed in a path`
	}
	if mixed(len(tag)) {
		return "podman pull example/client:" + tag // want `space is not allowed in a path`
	}
	return releases + "archive/client." + tag
}

func checkedUpdate(tag string) {
	u, err := url.Parse(checkedURL(tag))
	if err == nil {
		http.Get(u.String())
	}
}
