package urlassign

import (
	"net/http"
	"net/url"
	"strings"
)

// An endpoint template whose host may name "{region}": swapped for a
// sentinel that url.Parse accepts, and put back after parsing. The
// placeholder is there only where the configured endpoint named it, and
// is filled where the code has a region to fill it with.
const (
	regionSlot   = "{region}"
	regionMarker = "__region__"
)

type regionTemplate struct{ host string }

func newRegionTemplate(endpoint string) (*regionTemplate, error) {
	u, err := url.Parse(strings.ReplaceAll(endpoint, regionSlot, regionMarker))
	if err != nil {
		return nil, err
	}
	return &regionTemplate{host: strings.ReplaceAll(u.Host, regionMarker, regionSlot)}, nil
}

func (t *regionTemplate) baseURL(region string) string {
	host := t.host
	if region != "" {
		host = strings.ReplaceAll(host, regionSlot, region)
	}
	return "https://" + host
}

func (t *regionTemplate) get(region string) (*http.Response, error) {
	return http.Get(t.baseURL(region) + "/v1/items")
}

// The placeholder put back and never filled, one put back and filled
// under a test of something else than its text, and a literal template
// filled only when a zone is given (sent as "{zone}" otherwise): reported.
const shardSlot = "{shard}" // want `unfilled placeholder "\{shard\}"`

func restoredUnfilled(endpoint string) (*http.Response, error) {
	return http.Get(strings.ReplaceAll(endpoint, "__zone__", "{zone}")) // want `unfilled placeholder "\{zone\}"`
}

type shardTemplate struct{ host string }

func newShardTemplate(endpoint string) *shardTemplate {
	return &shardTemplate{host: strings.ReplaceAll(endpoint, "__shard__", shardSlot)}
}

func (t *shardTemplate) baseURL(shard string, debug bool) string {
	host := t.host
	if debug {
		host = strings.ReplaceAll(host, shardSlot, shard)
	}
	return "https://" + host
}

func (t *shardTemplate) get(shard string, debug bool) (*http.Response, error) {
	return http.Get(t.baseURL(shard, debug) + "/v1/items")
}

func zoneURL(zone string) (*http.Response, error) {
	u := "https://{zone}.example.com/v1" // want `unfilled placeholder "\{zone\}"`
	if zone != "" {
		u = strings.ReplaceAll(u, "{zone}", zone)
	}
	return http.Get(u)
}
