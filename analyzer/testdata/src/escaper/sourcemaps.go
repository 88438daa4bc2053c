package escaper

import (
	"net/url"
	"path/filepath"
	"strings"
)

// A relative reference of several segments on purpose (a source map's
// "sources" entry, "../src/a.js"): url.URL's String writes it right,
// "./" before a first segment with ':' included, where url.PathEscape
// would escape its '/'.
func sourceEntry(outDir, src string) string {
	rel, err := filepath.Rel(outDir, src)
	if err != nil {
		return src
	}
	u := url.URL{Path: strings.ReplaceAll(rel, "\\", "/")}
	return u.String()
}
