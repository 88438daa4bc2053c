package escaper

import (
	"fmt"
	"net/url"
	"reflect"
	"strconv"
	"strings"
)

// A query made by hand: each value url.PathEscape escapes is a query
// parameter's, where '&', '=' and '+' stay as they are.

func addQuery(requestURL *string, params map[string]string) {
	pairs := []string{}
	for k, v := range params {
		pairs = append(pairs, fmt.Sprintf("%s=%s", k, url.PathEscape(v))) // want `url\.PathEscape of the value of each key=value pair of a query joined with '&'`
	}
	*requestURL += "?" + strings.Join(pairs, "&")
}

func reflectedQuery(base string, data any) string {
	var s []string
	m := reflect.ValueOf(data)
	for _, k := range m.MapKeys() {
		s = append(s, k.String()+"="+url.PathEscape(fmt.Sprintf("%v", m.MapIndex(k).Interface()))) // want `url\.PathEscape of the value`
	}
	return base + "?" + strings.Join(s, "&")
}

// Look-alikes: QueryEscape; pairs joined with ';' (matrix parameters of
// a path); a value known to be plain; pairs never joined into a query.

func queryEscaped(requestURL *string, params map[string]string) {
	pairs := []string{}
	for k, v := range params {
		pairs = append(pairs, fmt.Sprintf("%s=%s", k, url.QueryEscape(v)))
	}
	*requestURL += "?" + strings.Join(pairs, "&")
}

func matrix(base string, params map[string]string) string {
	var pairs []string
	for k, v := range params {
		pairs = append(pairs, k+"="+url.PathEscape(v))
	}
	return base + ";" + strings.Join(pairs, ";")
}

func plainValues(base string, ids map[string]int) string {
	var pairs []string
	for k, id := range ids {
		pairs = append(pairs, fmt.Sprintf("%s=%s", k, url.PathEscape(strconv.Itoa(id))))
	}
	return base + "?" + strings.Join(pairs, "&")
}

func labels(params map[string]string) string {
	var pairs []string
	for k, v := range params {
		pairs = append(pairs, fmt.Sprintf("%s=%s", k, url.PathEscape(v)))
	}
	return strings.Join(pairs, ",")
}
