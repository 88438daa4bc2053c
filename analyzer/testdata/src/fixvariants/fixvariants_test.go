package fixvariants

import (
	"net/url"
	"testing"
)

func TestParse(t *testing.T) {
	parse()
	url.Parse(named)
}
