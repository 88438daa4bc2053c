package mistakes

import (
	"net/http"
	"net/url"
)

// An API whose path spells a ':name' segment as it is and takes the
// value in the query parameter of that name (Dataverse's
// /api/datasets/:persistentId/?persistentId=doi:...).

func dataset(base *url.URL, id string) *url.URL {
	q := url.Values{}
	q.Add("persistentId", id)
	return base.ResolveReference(&url.URL{Path: "/api/datasets/:persistentId/", RawQuery: q.Encode()})
}

func datasetVersions(base *url.URL, id string) *url.URL {
	q := url.Values{"persistentId": {id}}
	return base.ResolveReference(&url.URL{Path: "/api/datasets/:persistentId/versions", RawQuery: q.Encode()})
}

func datasetText(endpoint, id string) {
	http.Get(endpoint + "/api/datasets/:persistentId/?persistentId=" + url.QueryEscape(id))
}

// Route parameters still: a query of other names, or none.
func datasetByID(base *url.URL, id string) *url.URL {
	q := url.Values{}
	q.Set("id", id)
	return base.ResolveReference(&url.URL{Path: "/api/datasets/:persistentId/", RawQuery: q.Encode()}) // want `route parameter ":persistentId"`
}

func datasetPaged(endpoint string) {
	http.Get(endpoint + "/api/datasets/:persistentId/?page=2") // want `route parameter ":persistentId"`
	http.Get(endpoint + "/api/datasets/:persistentId/")        // want `route parameter ":persistentId"`
}
