package unescaped

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
)

// Text a test reads back from the server or the handler it exercises
// was made by the code under test: a response's body, decoded, its
// headers, the URL its last redirect led to, a recorder's body, the
// redirect its client is about to follow, the request its own fake
// server receives. Sent back to that code, a delimiter in it breaks the
// round trip the test checks, so the test notices by itself. Text the
// test writes, or reads from elsewhere (its environment, a file of its
// own, a request it built), still reports.

type ticket struct {
	Pick string
	Memo string
}

func visit(t *testing.T, u string) []byte {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestTicketRoundTrips(t *testing.T) {
	fake := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The fake upstream of the code under test: what it is sent.
		visit(t, "http://127.0.0.1:7071/confirm?serial="+r.URL.Query().Get("serial"))
	}))
	defer fake.Close()

	resp, err := http.Get(fake.URL + "/tickets/new")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	serial := resp.Request.URL.Query().Get("serial")
	visit(t, fake.URL+"/tickets?serial="+serial)
	var tk ticket
	if err := json.NewDecoder(resp.Body).Decode(&tk); err != nil {
		t.Fatal(err)
	}
	visit(t, fake.URL+"/tickets/"+tk.Pick)
	visit(t, fake.URL+"/lookup?pick="+resp.Header.Get("X-Pick"))

	var all []ticket
	if err := json.Unmarshal(visit(t, fake.URL+"/tickets"), &all); err != nil {
		t.Fatal(err)
	}
	for _, x := range all {
		visit(t, fake.URL+"/tickets/"+x.Pick+"/stamp")
	}

	rec := httptest.NewRecorder()
	http.NotFoundHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	visit(t, fake.URL+"/receipts?n="+rec.Header().Get("X-Receipt"))

	// A variable the test later sets to a constant of its own (an
	// unknown share) holds, where each header read reaches, the reply.
	share := rec.Header().Get("X-Share")
	visit(t, fake.URL+"/shares/"+share+"/browse")
	share = "123456"
	visit(t, fake.URL+"/shares/"+share+"/browse")
	share = rec.Header().Get("X-Share")
	visit(t, fake.URL+"/shares/"+share+"/files")
	share = os.Getenv("SHARE")
	visit(t, fake.URL+"/shares/"+share+"/files") // want `warning: unescaped\.visit: share, run-time input, is written unescaped into the path`

	var next string
	c := &http.Client{CheckRedirect: func(req *http.Request, via []*http.Request) error {
		next = req.URL.Query().Get("step")
		return http.ErrUseLastResponse
	}}
	if _, err := c.Get(fake.URL + "/start"); err != nil {
		t.Fatal(err)
	}
	visit(t, fake.URL+"/continue?step="+next)

	// The test's own text: a memo from its environment, the memos of a
	// file in testdata, a query of a request the test built.
	visit(t, fake.URL+"/tickets/"+os.Getenv("TICKET_MEMO")) // want `warning: unescaped\.visit: os\.Getenv\("TICKET_MEMO"\), run-time input, is written unescaped into the path`
	data, err := os.ReadFile("testdata/tickets.json")
	if err != nil {
		t.Fatal(err)
	}
	var saved []ticket
	if err := json.Unmarshal(data, &saved); err != nil {
		t.Fatal(err)
	}
	for _, x := range saved {
		visit(t, fake.URL+"/tickets/"+x.Memo) // want `warning: unescaped\.visit: x\.Memo, a string, is written unescaped into the path`
	}
	own := httptest.NewRequest("GET", "/find?text=two+words", nil)
	visit(t, fake.URL+"/tickets/"+own.URL.Query().Get("text")) // want `warning: unescaped\.visit: own\.URL\.Query\(\)\.Get\("text"\), run-time input, is written unescaped into the path`
}
