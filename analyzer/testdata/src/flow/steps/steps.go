// Package steps has a query built by a chain of optional Sprintf
// reassignments: each use of q reads every earlier assignment that can
// reach it, so following them all branches at every level. urlvet must
// finish (maxSteps: without it, this takes hours) and still check what
// it can.
package steps

import (
	"fmt"
	"net/url"
)

func query(opts []string) string {
	q := "a=1"
	if len(opts) > 0 {
		q = fmt.Sprintf("%s&o0=%s", q, opts[0])
	}
	if len(opts) > 1 {
		q = fmt.Sprintf("%s&o1=%s", q, opts[1])
	}
	if len(opts) > 2 {
		q = fmt.Sprintf("%s&o2=%s", q, opts[2])
	}
	if len(opts) > 3 {
		q = fmt.Sprintf("%s&o3=%s", q, opts[3])
	}
	if len(opts) > 4 {
		q = fmt.Sprintf("%s&o4=%s", q, opts[4])
	}
	if len(opts) > 5 {
		q = fmt.Sprintf("%s&o5=%s", q, opts[5])
	}
	if len(opts) > 6 {
		q = fmt.Sprintf("%s&o6=%s", q, opts[6])
	}
	if len(opts) > 7 {
		q = fmt.Sprintf("%s&o7=%s", q, opts[7])
	}
	if len(opts) > 8 {
		q = fmt.Sprintf("%s&o8=%s", q, opts[8])
	}
	if len(opts) > 9 {
		q = fmt.Sprintf("%s&o9=%s", q, opts[9])
	}
	if len(opts) > 10 {
		q = fmt.Sprintf("%s&o10=%s", q, opts[10])
	}
	if len(opts) > 11 {
		q = fmt.Sprintf("%s&o11=%s", q, opts[11])
	}
	if len(opts) > 12 {
		q = fmt.Sprintf("%s&o12=%s", q, opts[12])
	}
	if len(opts) > 13 {
		q = fmt.Sprintf("%s&o13=%s", q, opts[13])
	}
	if len(opts) > 14 {
		q = fmt.Sprintf("%s&o14=%s", q, opts[14])
	}
	if len(opts) > 15 {
		q = fmt.Sprintf("%s&o15=%s", q, opts[15])
	}
	if len(opts) > 16 {
		q = fmt.Sprintf("%s&o16=%s", q, opts[16])
	}
	if len(opts) > 17 {
		q = fmt.Sprintf("%s&o17=%s", q, opts[17])
	}
	if len(opts) > 18 {
		q = fmt.Sprintf("%s&o18=%s", q, opts[18])
	}
	if len(opts) > 19 {
		q = fmt.Sprintf("%s&o19=%s", q, opts[19])
	}
	if len(opts) > 20 {
		q = fmt.Sprintf("%s&o20=%s", q, opts[20])
	}
	if len(opts) > 21 {
		q = fmt.Sprintf("%s&o21=%s", q, opts[21])
	}
	if len(opts) > 22 {
		q = fmt.Sprintf("%s&o22=%s", q, opts[22])
	}
	if len(opts) > 23 {
		q = fmt.Sprintf("%s&o23=%s", q, opts[23])
	}
	if len(opts) > 24 {
		q = fmt.Sprintf("%s&o24=%s", q, opts[24])
	}
	if len(opts) > 25 {
		q = fmt.Sprintf("%s&o25=%s", q, opts[25])
	}
	if len(opts) > 26 {
		q = fmt.Sprintf("%s&o26=%s", q, opts[26])
	}
	if len(opts) > 27 {
		q = fmt.Sprintf("%s&o27=%s", q, opts[27])
	}
	if len(opts) > 28 {
		q = fmt.Sprintf("%s&o28=%s", q, opts[28])
	}
	if len(opts) > 29 {
		q = fmt.Sprintf("%s&o29=%s", q, opts[29])
	}
	return q
}

func Use(opts []string) {
	url.Parse("http://example.com/?" + query(opts))
	url.Parse("http://example.com/a b") // want `space`
}
