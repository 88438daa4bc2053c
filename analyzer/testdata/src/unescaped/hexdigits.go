package unescaped

import (
	"crypto/sha256"
	"fmt"
	"net/http"

	"unescaped/lib"
)

// The first digits of a digest written as hex by fmt (%x, %X of bytes):
// hex digits alone, which no component escapes, through a slice, a
// local variable and the parameter of a helper every call gives such a
// slice. Look-alikes: a slice of a name, a digest written with %s or
// with the space flag (hex bytes with spaces between them), and a
// helper one call of which passes other text. The same digest made by a
// function of another package; look-alikes: its hex with spaces, a
// quoted text.

func blobShard(data []byte) (*http.Response, error) {
	sum := fmt.Sprintf("%X", sha256.Sum256(data))
	return shardLookup(sum[:6])
}

func blobShardLower(data []byte) (*http.Response, error) {
	return shardLookup(fmt.Sprintf("%02x", sha256.Sum256(data))[0:6])
}

func shardLookup(head string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/shards/%s", base, head))
}

func noteShard(note string) (*http.Response, error) {
	head := note[:6]
	return http.Get(base + "/shards/" + head) // want `head, a string, is written unescaped into the path`
}

func spacedShard(data []byte) (*http.Response, error) {
	spaced := fmt.Sprintf("% x", sha256.Sum256(data))
	return http.Get(base + "/shards?h=" + spaced[:8]) // want `spaced\[:8\], a string, is written unescaped into the query value`
}

func shownShard(data []byte) (*http.Response, error) {
	shown := fmt.Sprintf("%s", data)
	return http.Get(base + "/shards/" + shown[:6]) // want `shown\[:6\], a string, is written unescaped into the path`
}

func mixedShards(data []byte, label string) {
	shardMixed(fmt.Sprintf("%x", sha256.Sum256(data))[:6])
	shardMixed(label)
}

func shardMixed(head string) (*http.Response, error) {
	return http.Get(base + "/shards/" + head) // want `head, a string, is written unescaped into the path`
}

func signedQuery(params string) (*http.Response, error) {
	return http.Get(base + "/dash?" + params + "&vf=" + lib.Md5(params))
}

func spacedSignedQuery(params string) (*http.Response, error) {
	return http.Get(base + "/dash?vf=" + lib.SpacedMd5(params)) // want `lib\.SpacedMd5\(params\), a string, is written unescaped into the query value`
}

func quotedQuery(params string) (*http.Response, error) {
	return http.Get(base + "/dash?q=" + lib.Quoted(params)) // want `lib\.Quoted\(params\), a string, is written unescaped into the query value`
}
