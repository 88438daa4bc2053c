package unescaped

import (
	"fmt"
	"net/http"
	"path"
)

// A journal keeps its chunks under a directory of a bucket; a chunk's
// object path is joined from the directory and the chunk's file name.
type chunk struct{ first, last int }

func (c chunk) fileName() string { return fmt.Sprintf("%04d.%d.seg", c.first, c.last) }

type journal struct {
	bucket, dir string
	chunks      []chunk
}

func (j *journal) chunkPath(c chunk) string {
	return path.Join(j.dir, c.fileName())
}

// chunkPick returns a join on one branch and a caller's text on the
// other.
func (j *journal) chunkPick(c chunk, given string) string {
	if given != "" {
		return given
	}
	return path.Join(j.dir, c.fileName())
}

// The result of a method that returns path.Join, kept in a variable, is
// several segments meant whole after the bucket: quiet in a path. A
// method that returns other text on a branch is not known.
func (j *journal) serveChunk(w http.ResponseWriter, r *http.Request, n int, given string) {
	obj := j.chunkPath(j.chunks[n])
	http.Redirect(w, r, "https://store.example.com/"+j.bucket+"/"+obj, http.StatusFound)
	picked := j.chunkPick(j.chunks[n], given)
	http.Redirect(w, r, "https://store.example.com/"+j.bucket+"/"+picked, http.StatusFound) // want `picked, a string, is written unescaped into the path`
}
