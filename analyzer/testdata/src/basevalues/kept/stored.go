package kept

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
)

// Bases of free configuration a client keeps or reads (a constructor's
// parameter stored in a field, os.Args, a decoded configuration file),
// joined untrimmed to text that starts with '/', at a sink that takes
// only a URL with a scheme: reported by default.
type Books struct{ basePath string }

func NewBooks(basePath string) *Books { return &Books{basePath: basePath} }

const booksPath = "/v1/books/"

type Tracker struct{ endpoint string }

func NewTracker(endpoint string) *Tracker { return &Tracker{endpoint: endpoint} }

func (t *Tracker) Issues() (*http.Response, error) {
	return http.Get(t.endpoint + "/issues") // want `^[^ ]+: t.endpoint holds free configuration \(a parameter kept in a field\), joined untrimmed to "/issues"`
}

func (c *Books) Book(id string) (*http.Response, error) { // want Book:`urlWrapper\(0→…\+http.Get:http\)`
	return http.Get(c.basePath + booksPath + id) // want `^[^ ]+: c.basePath holds free configuration \(a parameter kept in a field\), joined untrimmed to "/v1/books/"`
}

type Routes struct{ host string }

func NewRoutes(host string) *Routes { return &Routes{host: host} }

// The path's leading '/' trimmed, the base's trailing one not.
func (r *Routes) Request(method, path string) (*http.Request, error) {
	return http.NewRequest(method, r.host+"/"+strings.TrimLeft(path, "/"), nil) // want `^[^ ]+: r.host holds free configuration \(a parameter kept in a field\), joined untrimmed to "/"`
}

type logList struct {
	URL string `json:"url"`
}

func Mirror() (*http.Response, error) {
	var info logList
	b, err := os.ReadFile("log.json")
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, &info); err != nil {
		return nil, err
	}
	base := info.URL
	if len(os.Args) == 2 {
		base = os.Args[1]
	}
	return http.Get(fmt.Sprintf("%s/ct/v1/get-sth", base)) // want `^[^ ]+: base holds free configuration \(the command line\), joined untrimmed to "/ct/v1/get-sth"`
}

// Look-alikes: the base trimmed in the constructor, in the variable, or
// tested for its '/'; a parameter every call of the package gives a
// constant.
type Shelf struct{ basePath string }

func NewShelf(basePath string) *Shelf {
	return &Shelf{basePath: strings.TrimSuffix(basePath, "/")}
}

func (c *Shelf) Shelved() (*http.Response, error) { return http.Get(c.basePath + "/v1/shelf") }

type Store struct{ basePath string }

func NewStore(basePath string) *Store {
	basePath = strings.TrimRight(basePath, "/")
	return &Store{basePath: basePath}
}

func (c *Store) Stored() (*http.Response, error) { return http.Get(c.basePath + "/v1/store") }

type Vault struct{ addr string }

func NewVault(addr string) (*Vault, error) {
	if strings.HasSuffix(addr, "/") {
		return nil, fmt.Errorf("address %q ends with '/'", addr)
	}
	return &Vault{addr: addr}, nil
}

func (v *Vault) Secret() (*http.Response, error) { return http.Get(v.addr + "/v1/secret") }

func MirrorTrimmed() (*http.Response, error) {
	base := os.Args[1]
	base = strings.TrimSuffix(base, "/")
	return http.Get(fmt.Sprintf("%s/ct/v1/get-sth", base))
}

func status(base string) (*http.Response, error) { return http.Get(base + "/status") }

func Status() (*http.Response, error) { return status("https://status.example.com") }

// Look-alikes by default: a base the package's own calls give text
// (judged against that text), and a field the package's users write
// (the warning tier: basevalues/free).
type Archive struct{ root string }

func NewArchive(root string) *Archive { return &Archive{root: root} }

func PublicArchive() *Archive { return NewArchive("https://archive.example.com") }

func (a *Archive) Index() (*http.Response, error) { return http.Get(a.root + "/index.json") }

type Feed struct{ URL string } // want URL:`urlField\(Feed→http.Get:http\+\)`

func (f *Feed) Items() (*http.Response, error) { return http.Get(f.URL + "/items") }

func (f *Feed) Print() { fmt.Println(f.URL) }

// Look-alikes that are no configured base: a field nothing in the
// package writes, and a request's own URL (a request's path is
// unescaped's fixture).
type cache struct{ origin string }

func (c *cache) Objects() (*http.Response, error) { return http.Get(c.origin + "/objects") }

func Forward(req *http.Request) (*http.Response, error) {
	return http.Get(req.URL.Scheme + "/forward")
}

// A database's name kept in a field is the first segment of a relative
// reference a client later resolves: a sink taking any reference may get
// a path, not a base URL.
type Database struct{ name string }

func OpenDatabase(name string) *Database { return &Database{name: name} }

func (d *Database) path(doc string) (string, error) {
	u, err := url.Parse(d.name + "/" + strings.TrimPrefix(doc, "/"))
	if err != nil {
		return "", err
	}
	return u.String(), nil
}

// A constructor's parameter kept at the start of a concatenation: the
// field holds the base and the API's path.
type Chat struct {
	url, apiURL string
}

func NewChat(url string) *Chat {
	return &Chat{url, url + "/api/v4"} // want `^[^ ]+: url holds free configuration \(a parameter kept in a field\), joined untrimmed to "/api/v4"`
}

func (c *Chat) Me() (*http.Response, error) { return http.Get(c.apiURL + "/users/me") }

type NewsFeed struct{ api string }

func NewNewsFeed(base string) *NewsFeed {
	f := &NewsFeed{}
	f.api = base + "/feeds/v2" // want `^[^ ]+: base holds free configuration \(a parameter kept in a field\), joined untrimmed to "/feeds/v2"`
	return f
}

func (f *NewsFeed) Items() (*http.Response, error) { return http.Get(f.api + "/items") }

// Look-alikes: the prefix trimmed in the constructor, and a parameter
// used where it is passed, through a struct of the same function.
type Board struct{ apiURL string }

func NewBoard(url string) *Board {
	return &Board{apiURL: strings.TrimSuffix(url, "/") + "/api/v4"}
}

func (b *Board) Me() (*http.Response, error) { return http.Get(b.apiURL + "/users/me") }

func Pins(base string) (*http.Response, error) {
	b := Board{apiURL: base + "/api/v4"}
	return http.Get(b.apiURL + "/pins")
}
