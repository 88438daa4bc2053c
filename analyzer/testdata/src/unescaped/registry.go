package unescaped

import (
	"fmt"
	"net/http"
	"os"
)

// The registry API's paths: a repository's name ("team/tool", several
// segments by design) and a reference (a tag, a digest "sha256:...")
// follow a grammar that needs no escaping, and escaping the name's '/'
// would break it. Text after the name that is no reference, a name given
// at run time, and the same values in another API's path are reported.
type mirror struct {
	registry string
	hc       *http.Client
}

func (m *mirror) manifest(image, tag string) (*http.Response, error) {
	return m.hc.Get(fmt.Sprintf("%s/v2/%s/manifests/%s", m.registry, image, tag))
}

func (m *mirror) copyBlob(group, image, digest, session string) {
	m.hc.Get(fmt.Sprintf("https://%s/v2/%s/%s/blobs/%s", m.registry, group, image, digest))
	m.hc.Get(m.registry + "/v2/" + group + "/" + image + "/blobs/uploads/" + session)
	m.hc.Get(m.registry + "/v2/" + image + "/tags/list")
	m.hc.Get(m.registry + "/v2/" + image + "/tags/list?last=" + session)   // want `session, a string, is written unescaped into the query value`
	m.hc.Get(m.registry + "/v2/" + image + "/manifests/latest/" + session) // want `session, a string, is written unescaped into the path`
	m.hc.Get(m.registry + "/v2/" + os.Args[1] + "/manifests/" + image)     // want `os\.Args\[1\], run-time input`
	m.hc.Get(m.registry + "/v1/" + image + "/manifests/" + session)        // want `image, a string` `session, a string`
}

// The Kubernetes API's paths after the namespace's segment hold a
// namespace, a resource's type and an object's name, DNS labels and
// subdomains. The path a proxy forwards, the query, and another API's
// namespaces are reported.
type kubeClient struct {
	server string
	hc     *http.Client
}

func (k *kubeClient) pods(ns, pod, group, resource, obj, rest, sel string) {
	k.hc.Get(fmt.Sprintf("%s/api/v1/namespaces/%s/pods/%s/portforward", k.server, ns, pod))
	k.hc.Get(k.server + "/apis/" + group + "/v1/namespaces/" + ns + "/" + resource + "/" + obj)
	k.hc.Get(k.server + "/api/v1/namespaces/" + ns + "/services/" + obj + "/proxy/" + rest) // want `rest, a string, is written unescaped into the path`
	k.hc.Get(k.server + "/api/v1/namespaces/" + ns + "/pods?labelSelector=" + sel)          // want `sel, a string, is written unescaped into the query value`
	k.hc.Get(k.server + "/v1/namespaces/" + ns + "/jobs/" + obj)                            // want `ns, a string` `obj, a string`
	k.hc.Get(k.server + "/api/v1/namespaces/" + ns + "/pods/" + os.Args[2])                 // want `os\.Args\[2\], run-time input`
}

// The watch paths put "/watch" before the namespaces' segment; a
// "/watch" of another API is no Kubernetes path.
func (k *kubeClient) watch(ns, pod, group, obj string) {
	k.hc.Get(k.server + "/api/v1/watch/namespaces/" + ns + "/pods/" + pod)
	k.hc.Get(k.server + "/apis/" + group + "/v1/watch/namespaces/" + ns + "/leases/" + obj)
	k.hc.Get(k.server + "/v1/watch/namespaces/" + ns + "/jobs/" + obj) // want `ns, a string` `obj, a string`
}

// Gitiles ends a Gerrit project's name, several segments meant whole,
// with a segment of its views (+archive, +log, +); the file after the
// revision, and a '+' segment of another API, are reported.
type gitiles struct{ base string }

func (g gitiles) archive(project, rev, entry, seg string) {
	http.Get(fmt.Sprintf("%s/a/%s/+archive/%s.tar.gz", g.base, project, rev))
	http.Get(g.base + "/" + project + "/+log/" + rev + "?format=JSON")
	http.Get(g.base + "/" + project + "/+/" + rev + "/" + entry)               // want `entry, a string, is written unescaped into the path`
	http.Get(g.base + "/search/" + project + "/+plus/" + seg)                  // want `project, a string` `seg, a string`
	http.Get(g.base + "/" + project + "/+/" + rev + "?at=" + project + "/+/x") // want `project, a string, is written unescaped into the query value`
}
