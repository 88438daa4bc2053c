package bad

import "net/url"

// mirror is declared apart from the sink it reaches.
const mirror = "http://mirror.example.com/a^b"

func Mirror() (*url.URL, error) {
	return url.Parse(mirror)
}
