package noise

import (
	"net/url"
	"testing"
)

func TestBad(t *testing.T) {
	_, err := url.Parse("http://example.com/a b")
	if err == nil {
		t.Fatal("want an error")
	}
}

type asserter struct{}

func (asserter) Error(t *testing.T, err error) {}

func TestAssert(t *testing.T) {
	var assert asserter
	_, err := url.Parse("http://example.com/c d")
	assert.Error(t, err)
}

func TestGood(t *testing.T) {
	_, err := url.Parse("http://example.com/e f") // want `url\.Parse: .*pchar`
	if err != nil {
		t.Fatal(err)
	}
}

func TestReportsError(t *testing.T) {
	_, err := url.Parse("http://example.com/g h") // want `url\.Parse: .*pchar`
	if err != nil {
		t.Error(err)
	}
}

func TestTypeAssert(t *testing.T) {
	_, err := url.Parse(":foo")
	if _, ok := err.(*url.Error); !ok {
		t.Fatal(err)
	}
}
