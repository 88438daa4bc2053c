package unescaped

import (
	"fmt"
	"net/http"
	"time"
)

// A time type whose String method formats it with its zone's offset:
// written into a query with %s, its '+' reads as a space. The
// look-alikes: one in UTC, and a type whose String writes digits.
type zonedParamTime time.Time

func (t zonedParamTime) String() string { return (time.Time)(t).Format(time.RFC3339) } // want `a time whose zone offset`

type utcParamTime time.Time

func (t utcParamTime) String() string { return (time.Time)(t).UTC().Format(time.RFC3339) }

type stampParam time.Time

func (t stampParam) String() string { return (time.Time)(t).Format("20060102150405") }

func walletTransactions(base string, since time.Time) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/wallet/transactions?since=%s&max=%d", base, zonedParamTime(since), 10))
}

func walletTransactionsUTC(base string, since time.Time) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/wallet/transactions?since=%s&max=%d", base, utcParamTime(since), 10))
}

func walletTransactionsStamp(base string, since time.Time) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/wallet/transactions?since=%s", base, stampParam(since)))
}
