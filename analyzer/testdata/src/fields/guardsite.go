package fields

import (
	"errors"
	"net/url"
)

// A store opened by one constructor with a key=value DSN and by another
// with a URL; the DSN is parsed as a URL only when a signer is set, which
// only the URL constructor sets. The test of the struct is between the
// read of the field and the sink.
type store struct {
	dsn  string
	sign func() (string, error)
}

func openKeyValue(db string) store {
	return store{dsn: db + " sslmode=require"}
}

func openSigned(u *url.URL, sign func() (string, error)) store {
	return store{dsn: u.String(), sign: sign}
}

// A literal that sets the signer reaches the parse.
func openSignedDefault(sign func() (string, error)) store {
	return store{dsn: "postgres://db.example.com/app data", sign: sign} // want `space is not allowed in a path`
}

func (s store) connString() (string, error) {
	conn := s.dsn
	if s.sign != nil {
		secret, err := s.sign()
		if err != nil {
			return "", err
		}
		u, err := url.Parse(conn)
		if err != nil {
			return "", err
		}
		u.User = url.UserPassword(u.User.Username(), secret)
		conn = u.String()
	}
	return conn, nil
}

// The same read with the sink outside any test of the struct: every
// value reaches it.
type mirror struct {
	origin string
	token  func() string
}

func newMirror(token func() string) mirror {
	return mirror{origin: "https://mirror.example.com/pub lic/", token: token} // want `space is not allowed in a path`
}

func (m mirror) base() (*url.URL, error) {
	origin := m.origin
	if m.token == nil {
		return nil, errors.New("no token")
	}
	return url.Parse(origin)
}
