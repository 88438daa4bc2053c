package unescaped

import "net/http"

// A local variable assigned once from a field is what the field's name
// says: a document's relative Path is a path meant whole, several
// segments of it. Look-alike: a variable assigned from a field named
// for no kind (Note) is still reported.
type archiveDoc struct {
	Archive struct {
		Path string
		Note string
	}
}

func fetchArchive(doc archiveDoc) (*http.Response, error) {
	rel := doc.Archive.Path
	return http.Get(base + "/archives/" + rel)
}

func fetchNote(doc archiveDoc) (*http.Response, error) {
	n := doc.Archive.Note
	return http.Get(base + "/notes/" + n) // want `n, a string, is written unescaped into the path`
}
