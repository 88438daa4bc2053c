package unescaped

import "net/http"

// A parameter that every call of its function in the package passes a
// constant is what those constants are: the name of a route, of a
// report, of a subsystem, which a caller elsewhere chooses the same way,
// even when the function is exported. A call that passes other text, or
// a single call, shows nothing of the kind.
type chatClient struct{ hc *http.Client }

func (c *chatClient) call(method, endpoint string) (*http.Response, error) {
	req, err := http.NewRequest(method, base+"/api/"+endpoint, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

// Read calls a read-only endpoint by name.
func (c *chatClient) Read(endpoint string) (*http.Response, error) {
	return c.call(http.MethodGet, endpoint)
}

// Write calls an endpoint that changes state.
func (c *chatClient) Write(endpoint string) (*http.Response, error) {
	return c.call(http.MethodPost, endpoint)
}

func (c *chatClient) Rooms() { c.Read("rooms.list") }

func (c *chatClient) Leave() { c.Write("rooms.leave") }

func (c *chatClient) Info() { c.Read("server.info") }

// Report fetches a report of the server's: its calls pass report names.
func (c *chatClient) Report(report string) (*http.Response, error) {
	return c.hc.Get(base + "/reports/" + report)
}

func (c *chatClient) Usage() { c.Report("usage") }

func (c *chatClient) Errors() { c.Report("errors") }

// Archive fetches a folder of the archive: one call passes a constant,
// another the folder a person named.
func (c *chatClient) Archive(folder string) (*http.Response, error) {
	return c.hc.Get(base + "/archive/" + folder) // want `folder, a string, is written unescaped into the path`
}

func (c *chatClient) Inbox() { c.Archive("inbox") }

func (c *chatClient) Named(folder string) { c.Archive(folder) }

// Board fetches a board by name; its one call in the package shows
// nothing of what the others pass.
func (c *chatClient) Board(board string) (*http.Response, error) {
	return c.hc.Get(base + "/boards/" + board) // want `board, a string, is written unescaped into the path`
}

func (c *chatClient) Main() { c.Board("main") }

// Topic fetches a topic; the package calls it with titles a person
// would write, which need escaping.
func (c *chatClient) Topic(topic string) (*http.Response, error) {
	return c.hc.Get(base + "/topics/" + topic) // want `topic, a string, is written unescaped into the path`
}

func (c *chatClient) Welcome() { c.Topic("Welcome aboard") }

func (c *chatClient) Rules() { c.Topic("rules") }
