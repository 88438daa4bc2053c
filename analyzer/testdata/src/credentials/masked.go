package credentials

import "net/url"

// forLog shows a connection URL without its secret: the constant takes
// the place of the password the URL already carried, next to the same
// user name.
func forLog(conn string) string {
	u, err := url.Parse(conn)
	if err != nil {
		return "<unparsable>"
	}
	if u.User != nil {
		u.User = url.UserPassword(u.User.Username(), "SECRET_HIDDEN")
	}
	return u.String()
}

// copyForLog masks a copy, keeping the caller's URL whole.
func copyForLog(u *url.URL) string {
	shown := *u
	shown.User = url.UserPassword(u.User.Username(), "<omitted>")
	return shown.String()
}

type dbConfig struct {
	User string
	Addr string
}

// dsn writes a password of its own next to a configured user: a secret
// in the source.
func dsn(c dbConfig) string {
	u := url.URL{Scheme: "postgres", Host: c.Addr}
	u.User = url.UserPassword(c.User, "pg-Passw0rd") // want `url\.UserPassword: a constant password is embedded in the URL's credentials`
	return u.String()
}

// fixedUser pairs a constant user with a constant password.
func fixedUser(u *url.URL) {
	u.User = url.UserPassword("replicator", "repl1cate") // want `url\.UserPassword: a constant password is embedded in the URL's credentials`
}
