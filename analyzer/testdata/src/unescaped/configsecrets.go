package unescaped

import (
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
