package unescaped

import (
	"net/http"

	"unescaped/lib"
)

// What a value is, as the name of the function that made it says: a
// function of another package named for a path returns several segments,
// meant whole in a path; one named for a title returns free text.
func resourcePaths(kind string, picture int) {
	http.Get(base + "/v2/" + lib.ResourcePath("albums", kind))
	http.Get(base + "/search?path=" + lib.ResourcePath("albums", kind)) // want `lib\.ResourcePath\("albums", kind\), free text, is written unescaped into the query value`
	http.Get(base + "/pictures/" + lib.PictureTitle(picture))           // want `lib\.PictureTitle\(picture\), free text, is written unescaped into the path`
}

// A model a service serves ("org/model-7b") and the type or kind of a
// resource, one of a set the API defines, are names of a URL-safe
// alphabet: quiet in a path, strings of the warning tier in a query. A
// prompt is neither.
type inference struct{ base, DefaultModel string }

func (c *inference) embed(model, prompt, providerType, providerTitle string) {
	http.Get(c.base + "/models/" + model + "/embed")
	http.Get(c.base + "/run/" + c.DefaultModel)
	http.Get(c.base + "/providers/" + providerType + "/keys")
	http.Get(c.base + "/embed?model=" + model)             // want `model, a string, is written unescaped into the query value`
	http.Get(c.base + "/prompts/" + prompt)                // want `prompt, a string, is written unescaped into the path`
	http.Get(c.base + "/providers?title=" + providerTitle) // want `providerTitle, free text`
}

// The name of a server's configuration entry is a key of its schema; a
// note about it is not.
func updateConfig(configName, cfgName, note string) {
	http.Get(base + "/configuration/" + configName)
	http.Get(base + "/identity/" + cfgName + "/enable")
	http.Get(base + "/notes/" + note) // want `note, a string, is written unescaped into the path`
}

// A field of the program's configuration (cfg.Tenant,
// c.Config.Media.AccountName) is set once by whoever deploys it, the same
// in every request: not reported. A request's options are not
// configuration, and free text by its name is free text wherever it is
// kept.
type mediaSettings struct{ AccountName, Region, PinnedSearch string }

type storeConfig struct {
	Media  mediaSettings
	Tenant string
}

type mediaClient struct {
	Config *storeConfig
	hc     *http.Client
}

type listOptions struct{ Cursor, Tag string }

func (c *mediaClient) albums(cfg storeConfig, albumName string, opts listOptions) {
	c.hc.Get(base + "/accounts/" + c.Config.Media.AccountName + "/regions/" + c.Config.Media.Region)
	c.hc.Get(base + "/tenants/" + cfg.Tenant + "/albums")
	c.hc.Get(base + "/albums/" + albumName)                     // want `albumName, a string`
	c.hc.Get(base + "/albums?cursor=" + opts.Cursor)            // want `opts\.Cursor, a string`
	c.hc.Get(base + "/search?q=" + c.Config.Media.PinnedSearch) // want `c\.Config\.Media\.PinnedSearch, free text`
}

// A function of another package whose name says it escapes text for a
// URL returns escaped text, called where the value is written or
// assigned back to the variable before; a function named for the
// component alone does not escape.
func signedQuery(keyID, mac string) {
	http.Get(base + "/objects?key=" + keyID + "&sig=" + lib.QueryComponentEscape(mac))
	sig := mac
	sig = lib.QueryComponentEscape(sig)
	http.Get(base + "/objects?key=" + keyID + "&sig=" + sig)
	raw := lib.QueryComponent(mac)
	http.Get(base + "/objects?key=" + keyID + "&sig=" + raw) // want `raw, a string, is written unescaped into the query value`
}
