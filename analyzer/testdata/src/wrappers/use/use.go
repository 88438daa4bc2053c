package use

import (
	"net/url"

	"wrappers/gen"
	"wrappers/lib"
	"wrappers/mid"
)

func use(c *lib.Client) {
	lib.Fetch("http://example.com/a b")     // want `lib\.Fetch: .*pchar`
	lib.MustParse("http://example.com/a b") // want `lib\.MustParse: .*pchar`
	c.Get("http://example.com/a b")         // want `lib\.Client\.Get: .*pchar`
	lib.Open("http://example.com/a b")      // want `lib\.Open: .*pchar`
	mid.Load("http://example.com/a b")      // want `mid\.Load: .*pchar`
	lib.NotWrapper("a b")
	lib.Default("")
	lib.Default("http://example.com/a b") // want `lib\.Default: .*pchar`
	lib.OpenFile("../data/x.tgz")
	lib.Pick("../data/x.tgz")
	lib.Checked(false, "http://example.com/a b") // want `lib\.Checked: .*pchar`
	lib.FetchAs("http://example.com/a b")        // want `lib\.FetchAs: .*pchar`
	lib.FetchAs(name("http://example.com/c d"))  // want `lib\.FetchAs: .*pchar`
	lib.FetchAs("http://example.com/e")
	lib.GetRetry("http://example.com/a b") // want `lib\.GetRetry: .*pchar`
}

type name string

func alias() {
	lib.Alias("http://example.com/a b") // want `lib\.Alias: .*pchar`
}

func useAPI(a *lib.API, id string) {
	a.Get("/users?sort=last updated") // want `lib\.API\.Get: .*query`
	a.Get("/users?sort=updated")
	a.Get("/users/" + id + "/repos")
	a.Get("")
}

func useSender(a *lib.Sender) {
	a.Send("/users?sort=last updated", nil) // want `lib\.Sender\.Send: .*query`
	a.Send("/users?sort=updated", nil)
	a.SendSome("/users?sort=last updated", nil)
	a.SendOther("/users?sort=last updated", nil)
	a.SendExtended("/users?sort=last updated", "")
}

func useGenerated(c *gen.Client, name string) {
	c.Call("/secret/" + url.QueryEscape(name))  // want `gen\.Client\.Call: url\.QueryEscape in a path`
	c.Fetch("/secret/" + url.QueryEscape(name)) // want `gen\.Client\.Fetch: url\.QueryEscape in a path`
	c.Call("/secret/" + url.PathEscape(name))
	c.Call("/secrets?prefix=" + url.QueryEscape(name))
	c.Versioned("/secret/" + url.QueryEscape(name))
}
