package unescaped

import (
	"net/http"
	"net/url"
	"strings"
)

type nitro struct{ base string }

// Elements escaped in place by a loop at the top of the function, then
// joined, directly, through a slice of some of them and through a
// helper every call of which passes such a slice, are escaped text.
func (c *nitro) DeleteWithArgs(kind string, args []string) {
	for i, arg := range args {
		args[i] = url.QueryEscape(arg)
	}
	if kind == "binding" {
		kept := make([]string, 0)
		for i, a := range args {
			if !strings.HasPrefix(a, "user") {
				kept = append(kept, args[i])
			}
		}
		c.listWithArgs(kind, kept)
	} else {
		c.listWithArgs(kind, args)
	}
	http.Get(c.base + kind + "?args=" + strings.Join(args, ","))
}

func (c *nitro) listWithArgs(kind string, args []string) {
	filter := strings.Join(args, ",")
	http.Get(c.base + kind + "?filter=" + filter)
}

// Look-alikes: a join before the loop, a loop that escapes only some
// elements, a slice not escaped.
func (c *nitro) ListRaw(kind string, args []string) {
	filter := strings.Join(args, ",")
	http.Get(c.base + kind + "?filter=" + filter) // want `filter, free text, is written unescaped into the query value`
	for i := range args {
		if args[i] != "" {
			args[i] = url.QueryEscape(args[i])
		}
	}
	http.Get(c.base + kind + "?filter=" + strings.Join(args, ",")) // want `strings\.Join\(args, ","\), a string, is written unescaped into the query value`
}

func (c *nitro) SearchEscapedLater(terms []string) {
	search := strings.Join(terms, " ")
	http.Get(c.base + "?q=" + search) // want `search, free text, is written unescaped into the query value`
	for i, t := range terms {
		terms[i] = url.QueryEscape(t)
	}
}
