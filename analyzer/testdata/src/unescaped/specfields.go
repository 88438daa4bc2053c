package unescaped

import (
	"errors"
	"fmt"
	"net/http"
	"regexp"
)

// Fields of a component's settings, filled by a decoder the package does
// not see: one its Validate method refuses where a regexp of URL-safe
// characters does not match it, and one the package also writes as a
// label of a URL's host. Look-alikes: a field checked for emptiness
// alone, one whose regexp admits a space, one the package assigns other
// text, and one written elsewhere after a host's '/' or into text that
// is no URL.
type relaySpec struct {
	Inbox, Outbox, Mailbox, Tenant string
	Room, Desk, Lobby              string
}

var (
	inboxPattern = regexp.MustCompile(`^[a-z0-9_-]+$`)
	roomPattern  = regexp.MustCompile(`^[a-z0-9 _-]+$`)
)

func (s *relaySpec) Validate() error {
	if !inboxPattern.MatchString(s.Inbox) {
		return errors.New("bad inbox")
	}
	if !inboxPattern.MatchString(s.Mailbox) {
		return errors.New("bad mailbox")
	}
	if s.Outbox == "" {
		return errors.New("no outbox")
	}
	if !roomPattern.MatchString(s.Room) {
		return errors.New("bad room")
	}
	return nil
}

func (s *relaySpec) rename(to string) { s.Mailbox = to }

func (s *relaySpec) hosts() []string {
	return []string{
		fmt.Sprintf("https://%s.relay.example.net/", s.Tenant),
		"https://relay.example.net/" + s.Desk + ".json",
		fmt.Sprintf("mail.%s.log", s.Lobby),
	}
}

func (s *relaySpec) deliver() {
	http.Get(base + "/inboxes/" + s.Inbox + "/messages")
	http.Get(base + "/tenants/" + s.Tenant + "/jobs")
	http.Get(base + "/outboxes/" + s.Outbox + "/messages") // want `s\.Outbox, a string, is written unescaped into the path`
	http.Get(base + "/rooms/" + s.Room + "/messages")      // want `s\.Room, a string, is written unescaped into the path`
	http.Get(base + "/mailboxes/" + s.Mailbox + "/new")    // want `s\.Mailbox, a string, is written unescaped into the path`
	http.Get(base + "/desks/" + s.Desk + "/items")         // want `s\.Desk, a string, is written unescaped into the path`
	http.Get(base + "/lobbies/" + s.Lobby + "/items")      // want `s\.Lobby, a string, is written unescaped into the path`
}
