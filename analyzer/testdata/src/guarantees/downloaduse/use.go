package downloaduse

import (
	"bytes"
	"path"

	"guarantees/download"
)

type Config struct {
	RestartArtifactURL string
	BasePath           string
}

func restart(conf *Config, version, name string) {
	buf := &bytes.Buffer{}
	download.Artifact(path.Join(conf.RestartArtifactURL, version, name), 0, buf) // want `download\.Artifact: path\.Join never returns "//"`
	download.Fetch(path.Join(conf.RestartArtifactURL, version))                   // want `download\.Fetch: path\.Join never returns "//"`
	download.Secure(path.Join(conf.RestartArtifactURL, version))                  // want `download\.Secure: path\.Join never returns "//"`
	download.Fetch("http://example.com/a b")                                      // want `download\.Fetch: .*pchar`
	download.Artifact("http://example.com/a b", 0, buf)                           // want `download\.Artifact: .*pchar`

	// Look-alikes: the helper writes its own path, or sends what is not a
	// file by a test that is not the scheme's name.
	download.Rebased(path.Join(conf.RestartArtifactURL, version))
	download.Local(path.Join(conf.BasePath, version))

	// Look-alikes: a helper that dispatches on the scheme serves a file
	// path or a file URL itself; only text that names HTTP reaches its
	// client.
	download.Artifact("terraform.tfstate", 0, buf)
	download.Artifact("file:///var/lib/state/terraform.tfstate", 0, buf)
}
