package fields

import client "example.com/client.go"

var opts = client.Options{
	BaseURL: "https://api.example.com/v 1",                          // want `client\.Options\.BaseURL: .*pchar`
	Mirrors: []string{"https://m1.example.com/", "m2.example.com/"}, // want `client\.Options\.Mirrors: .*relative reference`
	Name:    "a b",
}

func use() {
	client.Open("https://api.example.com/a b") // want `client\.Open: .*pchar`
	client.Open("https://api.example.com/ok")
	_ = &client.Options{BaseURL: "localhost:8080"} // want `client\.Options\.BaseURL: "localhost:8080" parses as scheme`
}
