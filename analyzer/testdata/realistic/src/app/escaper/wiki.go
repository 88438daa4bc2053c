package escaper

import (
	"net/http"
	"net/url"
	"path"
)

// Wiki serves pages under a mount point it is configured with.
type Wiki struct {
	mount string
}

type Space struct {
	Key string
}

// case: escaper bug wiki-page-join-field-root
func (wk *Wiki) pageURL(sp *Space, title string) string {
	return path.Join(wk.mount, "spaces", sp.Key, url.QueryEscape(title)) // want `url.QueryEscape in a path`
}

func (wk *Wiki) afterSave(w http.ResponseWriter, r *http.Request, sp *Space, title string) {
	http.Redirect(w, r, wk.pageURL(sp, title), http.StatusSeeOther)
}

// case: escaper valid wiki-page-join-field-root-path-escape
func (wk *Wiki) historyURL(sp *Space, title string) string {
	return path.Join(wk.mount, "spaces", sp.Key, url.PathEscape(title), "history")
}

func (wk *Wiki) afterRevert(w http.ResponseWriter, r *http.Request, sp *Space, title string) {
	http.Redirect(w, r, wk.historyURL(sp, title), http.StatusSeeOther)
}
