package allowlist

import (
	"context"
	"net/http"
	"path"
	"strings"
)

type prefixKey struct{}

// mounted returns where the application is mounted, kept in the context,
// before p.
func mounted(ctx context.Context, p string) string {
	if base, ok := ctx.Value(prefixKey{}).(string); ok {
		return base + p
	}
	return p
}

// A redirect to a constant page under the mount point, made with the
// request's context alone, is not made of the folder the '/' test reads.
func BrowseFolder(w http.ResponseWriter, r *http.Request) {
	folder := path.Clean(r.URL.Query().Get("folder"))
	if !strings.HasPrefix(folder, "/") {
		folder = "/" + folder
	}
	if strings.HasPrefix(folder, "/private") {
		http.Redirect(w, r, mounted(r.Context(), "/home?denied=1"), http.StatusSeeOther)
		return
	}
	_, _ = w.Write([]byte(folder))
}

// Read again from the request, the target is the tested text.
func BackTo(w http.ResponseWriter, r *http.Request) {
	back := r.FormValue("back")
	if strings.HasPrefix(back, "/") { // want `URL allow-list: a redirect target checked for a leading '/' alone`
		http.Redirect(w, r, mounted(r.Context(), r.FormValue("back")), http.StatusSeeOther)
		return
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
}
