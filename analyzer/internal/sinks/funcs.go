package sinks

import (
	"go/types"
	"sync"
)

// A Func is what urlvet knows of a function that text passes through on
// its way to a sink, or that shows it: where the text of its result comes
// from, how its result derives from its arguments, what it does with
// them. Value flow, the fact export and the display checks read it
// through flow.FuncOf: the functions value flow evaluates on constants
// (path.Join, strings.Replace, fmt.Sprintf, ...) are rows of flow's, each
// with its evaluator, and not listed here.
type Func struct {
	// Origin is what every string the function returns is, wherever it
	// is called: "input" for text a program receives at run time,
	// "decoded" for data parsed from it (the reasons of package flow).
	Origin string
	// ElemOrigin is Origin for the elements of a []string result.
	ElemOrigin string
	// Parts says that the elements of its []string result are parts of
	// its first argument (of the argument after the receiver, for a
	// regexp's methods): split, or matched by a pattern.
	Parts bool
	// Splits says that it splits its first argument at a separator, so
	// that joining the parts with it gives the text back.
	Splits bool
	// Part says that its string results are parts of its first argument.
	Part bool
	// Reader says that it makes a reader of its first argument's text.
	Reader bool
	// Scanner says that it reads text from the reader of its first
	// argument (bufio), whose text is input unless the reader reads known
	// text.
	Scanner bool
	// Escapes says that its result is escaped for a URL component.
	Escapes bool
	// Edits says that its string result is edited text of its
	// arguments, shown where the result is shown.
	Edits bool
	// Prints says that it only shows its arguments.
	Prints bool
	// NewURL says that it returns a new *url.URL.
	NewURL bool
	// Trims says that its result is its argument trimmed of spaces.
	Trims bool
	// NoAuthority is a guarantee: its result never holds "//", so at the
	// start of a URL it names no host: cleaned as a file path, a run of
	// slashes made one (path.Join, path.Clean, path.Dir), a last element
	// (path.Base), escaped text whose '/' is %2F (url.QueryEscape), a host
	// (url.URL.Hostname).
	NoAuthority bool
	// OSPath is a guarantee: its result is a path of the system the
	// program runs on (backslashes on Windows) with no trailing separator
	// (filepath.Join), not the path of a URL.
	OSPath bool
	// URLSafe says that its result is text a URL takes as it stands:
	// escaped (url.JoinPath) or of an alphabet no component escapes
	// (hex).
	URLSafe bool
	// URLSafeWith names the package-level variables of its package
	// whose method it is that make its result URLSafe: base64's URL
	// alphabets, not StdEncoding's '+', '/' and '='.
	URLSafeWith []string
	// Resolves says that it resolves its argument against its receiver,
	// a base URL, and how the argument is given.
	Resolves Resolution
	// Sends says that it sends the request it is given as it was built:
	// nothing between the sink that built it and the wire sets its URL.
	Sends bool
	// RegistersScheme says that its first argument is a scheme the HTTP
	// clients of the transport then accept.
	RegistersScheme bool
}

// A Resolution says how a function that resolves a reference against a
// base URL is given the reference (Func.Resolves).
type Resolution uint8

const (
	ResolvesNothing Resolution = iota
	ResolvesText               // the reference as text: (*url.URL).Parse
	ResolvesURL                // the reference parsed: (*url.URL).ResolveReference
)

// FuncOf returns what urlvet knows of the function key names (FuncKey);
// the zero Func for one it does not know.
func FuncOf(key string) Func { return funcs().rows[key] }

// FuncOfObj returns FuncOf(FuncKey(fn)): the row of this table, not one
// of flow's evaluated functions. It builds the key only when a row has
// fn's name, as most calls of a package name no function urlvet knows.
func FuncOfObj(fn *types.Func) Func {
	t := funcs()
	if !t.names[fn.Name()] {
		return Func{}
	}
	return t.rows[FuncKey(fn)]
}

// A funcTable holds the rows of the functions urlvet knows, keyed by
// FuncKey, and the names of those functions.
type funcTable struct {
	rows  map[string]Func
	names map[string]bool
}

// funcs are the functions urlvet knows, built on first use: go vet
// starts a process per package, and most reach no sink.
var funcs = sync.OnceValue(func() funcTable {
	t := funcTable{rows: funcRows(), names: make(map[string]bool)}
	for key := range t.rows {
		_, name := SplitLast(key)
		t.names[name] = true
	}
	return t
})

// funcRows are the rows of funcs. A function value flow passes text
// through without evaluating it has its row here.
func funcRows() map[string]Func {
	return map[string]Func{
		// Text split into parts.
		"strings.Split":                           {Parts: true, Splits: true},
		"strings.SplitN":                          {Parts: true, Splits: true},
		"strings.SplitAfter":                      {Parts: true, Splits: true},
		"strings.SplitAfterN":                     {Parts: true, Splits: true},
		"strings.Fields":                          {Parts: true, Splits: true},
		"strings.FieldsFunc":                      {Parts: true}, // the separators are a predicate's: no join gives the text back
		"regexp.Regexp.FindStringSubmatch":        {Parts: true},
		"regexp.Regexp.FindAllString":             {Parts: true},
		"regexp.Regexp.FindAllStringSubmatch":     {Parts: true},
		"regexp.Regexp.Split":                     {Parts: true},
		"net.SplitHostPort":                       {Part: true},
		"strings.Cut":                             {Part: true},
		"strings.NewReader":                       {Reader: true},
		"bytes.NewBufferString":                   {Reader: true},
		"bytes.NewReader":                         {Reader: true},
		"bytes.NewBuffer":                         {Reader: true},
		"bufio.NewScanner":                        {Scanner: true},
		"bufio.NewReader":                         {Scanner: true},
		"bufio.NewReaderSize":                     {Scanner: true},
		"strings.ToLower":                         {Edits: true},
		"strings.ToUpper":                         {Edits: true},
		"fmt.Sprint":                              {Edits: true},
		"fmt.Sprintln":                            {Edits: true},
		"net/url.Parse":                           {NewURL: true},
		"net/url.ParseRequestURI":                 {NewURL: true},
		"net/url.URL.Parse":                       {NewURL: true, Resolves: ResolvesText},
		"net/url.URL.JoinPath":                    {NewURL: true, URLSafe: true},
		"net/url.URL.ResolveReference":            {NewURL: true, Resolves: ResolvesURL},
		"path/filepath.Join":                      {NoAuthority: true, OSPath: true}, // not evaluated: its separator is the system's
		"net/url.URL.Hostname":                    {NoAuthority: true},
		"net/url.JoinPath":                        {URLSafe: true},
		"encoding/hex.EncodeToString":             {URLSafe: true},
		"encoding/base64.Encoding.EncodeToString": {URLSafeWith: []string{"URLEncoding", "RawURLEncoding"}},

		// Requests sent as they were built, and the schemes clients take.
		"net/http.Client.Do":                  {Sends: true},
		"net/http.Transport.RoundTrip":        {Sends: true},
		"net/http.RoundTripper.RoundTrip":     {Sends: true},
		"net/http.ClientConn.RoundTrip":       {Sends: true},
		"net/http.Transport.RegisterProtocol": {RegistersScheme: true},

		// Text a program receives at run time.
		"os.Getenv":                                        {Origin: "input"},
		"os.LookupEnv":                                     {Origin: "input"},
		"flag.Arg":                                         {Origin: "input"},
		"flag.Args":                                        {ElemOrigin: "input"},
		"flag.FlagSet.Args":                                {ElemOrigin: "input"},
		"net/http.Header.Get":                              {Origin: "input"},
		"net/textproto.MIMEHeader.Get":                     {Origin: "input"},
		"net/url.Values.Get":                               {Origin: "input"},
		"net/http.Request.FormValue":                       {Origin: "input"},
		"net/http.Request.PostFormValue":                   {Origin: "input"},
		"net/http.Request.PathValue":                       {Origin: "input"}, // a wildcard of the route a request matched
		"net/http.Request.Referer":                         {Origin: "input"},
		"net/http.Request.UserAgent":                       {Origin: "input"},
		"github.com/spf13/pflag.FlagSet.Arg":               {Origin: "input"},
		"github.com/spf13/pflag.Args":                      {ElemOrigin: "input"},
		"github.com/spf13/pflag.FlagSet.Args":              {ElemOrigin: "input"},
		"github.com/coredns/caddy/caddyfile.Dispenser.Val": {Origin: "input"}, // a token of the Corefile
		"github.com/coredns/caddy/caddyfile.Dispenser.RemainingArgs": {ElemOrigin: "input"},
		"github.com/grafana/sobek.Value.String":                      {Origin: "input"}, // a value of the script being run
		"github.com/dop251/goja.Value.String":                        {Origin: "input"},
		"github.com/PuerkitoBio/goquery.Selection.Attr":              {Origin: "decoded"}, // an attribute of a parsed HTML document

		// Functions that only show their arguments.
		"fmt.Print":             {Prints: true},
		"fmt.Printf":            {Prints: true},
		"fmt.Println":           {Prints: true},
		"fmt.Fprint":            {Prints: true},
		"fmt.Fprintf":           {Prints: true},
		"fmt.Fprintln":          {Prints: true},
		"fmt.Errorf":            {Prints: true},
		"errors.New":            {Prints: true},
		"log.Print":             {Prints: true},
		"log.Printf":            {Prints: true},
		"log.Println":           {Prints: true},
		"log.Fatal":             {Prints: true},
		"log.Fatalf":            {Prints: true},
		"log.Fatalln":           {Prints: true},
		"log.Panic":             {Prints: true},
		"log.Panicf":            {Prints: true},
		"log.Panicln":           {Prints: true},
		"log.Logger.Print":      {Prints: true},
		"log.Logger.Printf":     {Prints: true},
		"log.Logger.Println":    {Prints: true},
		"log.Logger.Fatal":      {Prints: true},
		"log.Logger.Fatalf":     {Prints: true},
		"log.Logger.Fatalln":    {Prints: true},
		"log.Logger.Panic":      {Prints: true},
		"log.Logger.Panicf":     {Prints: true},
		"log.Logger.Panicln":    {Prints: true},
		"log/slog.Debug":        {Prints: true},
		"log/slog.Info":         {Prints: true},
		"log/slog.Warn":         {Prints: true},
		"log/slog.Error":        {Prints: true},
		"log/slog.Logger.Debug": {Prints: true},
		"log/slog.Logger.Info":  {Prints: true},
		"log/slog.Logger.Warn":  {Prints: true},
		"log/slog.Logger.Error": {Prints: true},
		"log/slog.String":       {Prints: true},
		"log/slog.Any":          {Prints: true},
		"testing.common.Log":    {Prints: true},
		"testing.common.Logf":   {Prints: true},
		"testing.common.Error":  {Prints: true},
		"testing.common.Errorf": {Prints: true},
		"testing.common.Fatal":  {Prints: true},
		"testing.common.Fatalf": {Prints: true},
		"testing.common.Skip":   {Prints: true},
		"testing.common.Skipf":  {Prints: true},
	}
}
