package rfc

import "testing"

func TestComponentAt(t *testing.T) {
	for _, tc := range []struct {
		s    string
		off  int
		want Component
	}{
		{"", 0, NoComponent},
		{"/v1/items", 0, NoComponent},             // a base URL before the path
		{"https://example.com", 19, NoComponent},  // a path or a port after the host
		{"https://example.com/", 19, NoComponent}, // before the path
		{"https://example.com/", 20, InPath},
		{"/repos///branches/", 7, InPath},
		{"https://:@example.com/", 8, InUserinfo},
		{"https://:@example.com/", 9, InUserinfo},
		{"http://:/", 7, InHost},
		{"http://:/", 8, InPort},
		{"http://example.com:80", 21, NoComponent},
		{"https://example.com/search?q=", 29, InQueryValue},
		{"https://example.com/search?q=&page=2", 29, InQueryValue},
		{"https://example.com/search?=1", 27, InQueryKey},
		{"https://example.com/search?a=1&", 31, NoComponent}, // the rest of a query
		{"https://example.com/search?", 27, NoComponent},     // a whole query
		{"https://example.com/docs#", 25, InFragment},
		{"://example.com/", 0, NoComponent},
		{"http", 4, NoComponent},         // "http" + rest: a scheme's end, or a relative path
		{"repos//pulls", 6, InPath},      // "repos/%s/pulls"
		{"users:", 6, NoComponent},       // "users:" + rest
		{"/search?q=", 10, InQueryValue}, // a reference with no scheme
	} {
		if got := ComponentAt(tc.s, tc.off); got != tc.want {
			t.Errorf("ComponentAt(%q, %d) = %q, want %q", tc.s, tc.off, got, tc.want)
		}
	}
}
