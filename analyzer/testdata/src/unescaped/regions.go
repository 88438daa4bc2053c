package unescaped

import (
	"fmt"
	"net/http"
	"strings"
)

// A zone, a region, a namespace, an architecture and a MAC address are
// names of a URL-safe alphabet: quiet in a path, strings of the warning
// tier in a query. A revision is a commit's hash: quiet anywhere. A
// path trimmed of its '/' to be joined is a path meant whole. A zone's
// description, a signature and a segment trimmed of spaces are none.
func placements(zone, region, namespace, podName, arch, mac, toolchainRev, zoneNote, sig string) {
	http.Get(fmt.Sprintf("%s/zones/%s/%s/instances", base, region, zone))
	http.Get(base + "/namespaces/" + namespace + "/pods/" + podName) // want `podName, a string, is written unescaped into the path`
	http.Get(base + "/builds/" + arch + "/latest.tgz")
	http.Get(base + "/interfaces/macs/" + mac + "/addresses")
	http.Get(base + "/toolchains/build-" + toolchainRev + ".tgz?rev=" + toolchainRev)
	http.Get(base + "/zones?region=" + region) // want `region, a string, is written unescaped into the query value`
	http.Get(base + "/zones/" + zoneNote)      // want `zoneNote, a string, is written unescaped into the path`
	http.Get(base + "/verify?mac=" + mac)      // want `mac, a string, is written unescaped into the query value`
	http.Get(base + "/verify/" + sig)          // want `sig, a string, is written unescaped into the path`
	http.Get(joinAPI(base+"/", "/v1/"+zoneNote+"/records"))
}

func joinAPI(root, rel string) string {
	return strings.TrimRight(root, "/") + "/" + strings.TrimLeft(rel, "/")
}

func trimmedSegments(c *http.Client, rel, item string) {
	c.Get(base + "/" + strings.TrimPrefix(rel, "/"))
	c.Get(base + "/items/" + strings.TrimSpace(item)) // want `strings\.TrimSpace\(item\), a string, is written unescaped into the path`
	c.Get(base + "/items/" + strings.Trim(item, " ")) // want `strings\.Trim\(item, " "\), a string, is written unescaped into the path`
}
