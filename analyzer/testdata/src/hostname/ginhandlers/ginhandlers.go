// Package ginhandlers reads the URL of the request a gin handler
// serves: net/http leaves its Scheme and Host empty there too.
package ginhandlers

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func secureOnly(c *gin.Context) {
	if c.Request.URL.Scheme != "https" { // want `c\.Request\.URL\.Scheme is empty in a server's handler: .* tell HTTPS by c\.Request\.TLS != nil`
		c.Redirect(http.StatusMovedPermanently, "https://"+c.Request.Host+c.Request.URL.RequestURI())
	}
}

func tenant(c *gin.Context) string {
	return c.Request.URL.Hostname() // want `c\.Request\.URL\.Hostname\(\) is empty in a server's handler`
}

// A look-alike: a handler that handles a URL with no host (a proxy's
// request has one).
func forward(c *gin.Context) {
	host := c.Request.URL.Host
	if host == "" {
		host = c.Request.Host
	}
	_ = host
}

// A look-alike: the URL's Host read only where the request's is empty
// (gin-contrib/secure's AllowedHosts).
func allowHost(allowed string) gin.HandlerFunc {
	return func(c *gin.Context) {
		host := c.Request.Host
		if len(host) == 0 {
			host = c.Request.URL.Host
		}
		if host != allowed {
			c.Redirect(http.StatusFound, "/denied")
		}
	}
}

func routes(e *gin.Engine) {
	e.GET("/h", allowHost("example.com"))
	e.GET("/", secureOnly)
	e.GET("/t", func(c *gin.Context) { _ = tenant(c) })
	e.GET("/f", forward)
}
