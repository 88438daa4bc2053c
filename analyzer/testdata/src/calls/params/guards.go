package params

import (
	"errors"
	"net/http"
	"net/url"
	"os"
	"strings"
)

// validateWS rejects what is no WebSocket URL before parsing it: only
// the arguments that pass both tests reach url.Parse.
func validateWS(ep string) error {
	if strings.TrimSpace(ep) == "" {
		return errors.New("empty endpoint")
	}
	if !strings.HasPrefix(ep, "ws://") && !strings.HasPrefix(ep, "wss://") {
		return errors.New("not a WebSocket URL")
	}
	_, err := url.Parse(ep)
	return err
}

func useValidateWS(host string) {
	validateWS("ws://example.com/a b") // want `url\.Parse: .*pchar`
	validateWS("   ")
	validateWS("not a ws url")
	validateWS("wss://example.com/ok")
	validateWS(os.Getenv("WS_URL"))
}

// validateMixed is passed text around a hole: it may fail the guard.
func validateMixed(ep string) error {
	if !strings.HasPrefix(ep, "ws://") {
		return errors.New("not a WebSocket URL")
	}
	_, err := url.Parse(ep)
	return err
}

func useValidateMixed(host string) {
	validateMixed("http://" + host + "/a b")
	validateMixed("ws://example.com/c d") // want `url\.Parse: .*pchar`
}

// validateOpaque tests its parameter with a function whose meaning is
// not known: no argument is checked.
func validateOpaque(ep string) error {
	if isLocal(ep) {
		return errors.New("local")
	}
	_, err := url.Parse(ep)
	return err
}

func isLocal(s string) bool { return strings.HasPrefix(s, "/") }

func useValidateOpaque() {
	validateOpaque("http://example.com/e f")
}

// getNamed replaces one keyword by its URL: the keyword never reaches
// the sink, the URL does.
func getNamed(u string) {
	if u == "login" {
		u = "https://login.example.com/g h" // want `http\.Get: .*pchar`
	}
	http.Get(u)
}

func useGetNamed() {
	getNamed("login")
	getNamed("https://example.com/i j") // want `http\.Get: .*pchar`
}

// getNamedThenChecked has a default and a later guard: the default may
// fail the guard, so nothing is taken from the calls.
func getNamedThenChecked(u string) error {
	if u == "login" {
		u = "https://login.example.com/"
	}
	if !strings.HasPrefix(u, "https://") {
		return errors.New("not https")
	}
	_, err := http.Get(u)
	return err
}

func useGetNamedThenChecked() {
	getNamedThenChecked("https://example.com/k l")
}

// getServer takes its parameter in place of a default when it is set:
// every argument but "" reaches the sink.
func getServer(server string) {
	base := "https://example.com/o p" // want `http\.Get: .*pchar`
	if server != "" {
		base = server
	}
	http.Get(base)
}

func useGetServer() {
	getServer("")
	getServer("https://example.com/q r") // want `http\.Get: .*pchar`
}

// getServerInMode copies its parameter only in one mode: it may not
// reach the sink.
func getServerInMode(mode int, server string) {
	base := "https://example.com/"
	if server != "" && mode == 0 {
		base = server
	}
	http.Get(base)
}

func useGetServerInMode() {
	getServerInMode(1, "https://example.com/s t")
}

// getServerNested copies it under another if.
func getServerNested(mode int, server string) {
	base := "https://example.com/"
	if mode == 0 {
		if server != "" {
			base = server
		}
	}
	http.Get(base)
}

func useGetServerNested() {
	getServerNested(1, "https://example.com/u v")
}

// getWithUser returns early unless its parameter holds a rune.
func getWithUser(u string) {
	if !strings.ContainsRune(u, '@') || len(u) > 64 {
		return
	}
	http.Get(u)
}

func useGetWithUser() {
	getWithUser("http://example.com/w x")
	getWithUser("http://user@example.com/y z") // want `http\.Get: .*pchar`
	getWithUser("http://user@example.com/very/long/path/that/is/longer/than/sixty-four/bytes/a b")
}
