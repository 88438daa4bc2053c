package urlstruct

import "net/url"

func fields() {
	_ = url.URL{
		Scheme:   "ht tp",           // want `url\.URL\.Scheme: .*scheme`
		Host:     "example.com:80x", // want `url\.URL\.Host: .*port`
		Path:     "/a b",            // the decoded form: a space is fine
		RawQuery: "q=a b",           // want `url\.URL\.RawQuery: .*query`
	}
	_ = &url.URL{Scheme: "https", Host: "example.com", Path: "/ok"}
	// With a constant http, https, ws or wss scheme, the host follows
	// the host rules of that scheme.
	_ = url.URL{Scheme: "https", Host: "-bad-.example.com"} // want `url\.URL\.Host: .*must not start with '-'.* \(and 1 more in this literal\)`
	_ = url.URL{Scheme: "HTTP", Host: "example.com:65536"}  // want `url\.URL\.Host: port 65536 is out of range`
	_ = url.URL{Scheme: "wss", Host: "300.1.1.1"}           // want `url\.URL\.Host: 300 is out of range`
	_ = url.URL{Scheme: "redis", Host: "-cache-:6379"}      // other schemes: only the generic grammar
	_ = url.URL{Scheme: "https", Host: "example.com:443"}
	_ = url.UserPassword("admin", "hunter2") // want `url\.UserPassword: .*credentials`
	_ = url.UserPassword("admin", "xxxxx")   // a mask, as url.URL.Redacted writes
	_ = url.User("admin")
	// A JDBC URL is "jdbc:" before the driver's URL: String writes
	// jdbc:postgresql://db.example.com:5432/app, as meant.
	_ = url.URL{Scheme: "jdbc:postgresql", Host: "db.example.com:5432", Path: "/app"}
	_ = url.URL{Scheme: "jdbc:post gres"}  // want `url\.URL\.Scheme: ':' is not allowed in a scheme`
	_ = url.URL{Scheme: "odbc:postgresql"} // want `url\.URL\.Scheme: ':' is not allowed in a scheme`
}
