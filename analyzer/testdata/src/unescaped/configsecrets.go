package unescaped

import (
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
)

// A password is text a person chose, with any character, even where a
// deployment sets it once in the program's configuration: '#', '/', '@'
// or '%' in it breaks the userinfo or the query it is written into. The
// configuration's other fields, a token it holds, and a password given
// to url.UserPassword stay quiet.
type dbConfig struct {
	Username, Password, Host, Token string
	PasswordHash                    string
}

func dialDB(cfg dbConfig, conf *dbConfig) {
	http.Get(fmt.Sprintf("https://%s:%s@%s/db", cfg.Username, cfg.Password, cfg.Host))       // want `password in the URL` `cfg\.Username, a string` `cfg\.Password, run-time input, is written unescaped into the userinfo`
	http.Get("https://" + conf.Host + "/login?token=" + conf.Token + "&pw=" + conf.Password) // want `conf\.Password, run-time input, is written unescaped into the query value`
	http.Get("https://" + conf.Host + "/login?hash=" + conf.PasswordHash)
	u := &url.URL{Scheme: "https", Host: cfg.Host, User: url.UserPassword(cfg.Username, cfg.Password)}
	http.Get(u.String())
}

// So in a database's URI, whose userinfo its driver decodes as url.Parse
// does. The rest of the URI is the driver's grammar: its user name,
// database name and options are not read, even with -warnings.
func openDB(cfg dbConfig, db string) {
	sql.Open("postgres", fmt.Sprintf("postgres://%s:%s@%s/%s?sslmode=%s", cfg.Username, cfg.Password, cfg.Host, db, cfg.Token)) // want `cfg\.Password, run-time input, is written unescaped into the userinfo`
	sql.Open("postgres", fmt.Sprintf("postgres://%s@%s/%s?sslmode=%s", cfg.Username, cfg.Host, db, cfg.Token))
	u := url.URL{Scheme: "postgres", Host: cfg.Host, Path: db, User: url.UserPassword(cfg.Username, cfg.Password)}
	sql.Open("postgres", u.String())
}

// The text url.Userinfo's String() writes is escaped already, whatever
// the variable holding it is named.
func openEscaped(cfg dbConfig, db string) {
	usernamePassword := url.UserPassword(cfg.Username, cfg.Password).String()
	sql.Open("postgres", fmt.Sprintf("postgres://%s@%s/%s", usernamePassword, cfg.Host, db))
	creds := url.User(cfg.Username).String()
	http.Get("https://" + creds + "@" + cfg.Host + "/")
}
