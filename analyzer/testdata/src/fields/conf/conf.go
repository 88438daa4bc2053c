// Package conf declares configuration values that other packages read. // want package:`urlFieldValues\(Config.BaseURL="https://api.example.com/v1/a b"\|.*\|…; Config.TokenURL="https://token.example.com/m n"; Endpoint.URL="http://upstream.internal/x\|y"\)`
package conf

import (
	"encoding/json"
	"flag"
	"os"
)

type Endpoint struct{ URL string }

type Config struct {
	BaseURL  string
	TokenURL string
	Upstream Endpoint
	Retries  int
}

var Default = Config{ // want Default:`urlVarFields\(\[0\]:"https://api.example.com/v1/a b", \[2 0\]:"http://upstream.internal/x\|y"\)`
	BaseURL:  "https://api.example.com/v1/a b",
	Upstream: Endpoint{URL: "http://upstream.internal/x|y"},
	Retries:  3,
}

var Mirror = Config{BaseURL: "https://mirror.example.com/v2"} // want Mirror:`urlVarFields\(\[0\]:"https://mirror.example.com/v2"\)`

// Written and Swapped are changed by the reader package.
var Written = Config{BaseURL: "https://written.example.com/c d"} // want Written:`urlVarFields`

var Swapped = Config{BaseURL: "https://swapped.example.com/e f"} // want Swapped:`urlVarFields`

// No fact: replaced, its address taken, a pointer.
var Replaced = Config{BaseURL: "https://replaced.example.com/g h"}

func init() { Replaced = Config{BaseURL: os.Getenv("BASE")} }

var Decoded = Config{BaseURL: "https://decoded.example.com/i j"}

func Load(data []byte) error { return json.Unmarshal(data, &Decoded) }

var Pointer = &Config{BaseURL: "https://pointer.example.com/k l"}

// The field assigned through the variable gets no fact; the other does.
var Token = Config{ // want Token:`urlVarFields\(\[1\]:"https://token.example.com/m n"\)`
	BaseURL:  "https://token.example.com/o p",
	TokenURL: "https://token.example.com/m n",
}

func SetBase(s string) { Token.BaseURL = s }

// String variables declared with a URL constant; the reader package
// takes the address of Upstream and assigns Assigned.
var Webhook = "https://hooks.example.com/in coming" // want Webhook:`urlVarFields\(\[\]:"https://hooks.example.com/in coming"\)`

var Metrics = "https://metrics.example.com/push" // want Metrics:`urlVarFields\(\[\]:"https://metrics.example.com/push"\)`

var Upstream = "https://upstream.example.com/q r" // want Upstream:`urlVarFields`

var Assigned = "https://assigned.example.com/s t" // want Assigned:`urlVarFields`

// No fact: assigned here, bound to a flag, not a URL.
var Overridden = "https://overridden.example.com/u v"

func init() { Overridden = os.Getenv("OVERRIDDEN") }

var Flagged = "https://flagged.example.com/w x"

func init() { flag.StringVar(&Flagged, "flagged", Flagged, "the flagged URL") }

var Version = "dev build"
