package sinks

import (
	"go/constant"
	"strings"
)

// foldFuncs are the functions of package strings that only test text,
// which the guards of a parameter evaluate on constants, and no other
// group has (the strings functions value flow evaluates are rows of
// flow's, with their Fold; HasPrefix, Contains, ToLower and the like are
// textFuncs', with theirs).
func foldFuncs() []funcRow {
	return []funcRow{
		{"strings.ContainsAny", Func{Fold: func(a []constant.Value) (constant.Value, bool) { return FoldTest(strings.ContainsAny, a) }}},
		{"strings.EqualFold", Func{Fold: func(a []constant.Value) (constant.Value, bool) { return FoldTest(strings.EqualFold, a) }}},
		{"strings.ContainsRune", Func{Fold: func(a []constant.Value) (constant.Value, bool) {
			if !kinds(a, constant.String, constant.Int) {
				return nil, false
			}
			r, ok := constant.Int64Val(a[1])
			return constant.MakeBool(strings.ContainsRune(constant.StringVal(a[0]), rune(r))), ok
		}}},
	}
}

// FoldString is the Fold of a function of one string returning one,
// such as strings.TrimSpace.
func FoldString(f func(string) string, a []constant.Value) (constant.Value, bool) {
	if !kinds(a, constant.String) {
		return nil, false
	}
	return constant.MakeString(f(constant.StringVal(a[0]))), true
}

// FoldEdit is the Fold of a function of two strings returning one, such
// as strings.TrimPrefix.
func FoldEdit(f func(string, string) string, a []constant.Value) (constant.Value, bool) {
	if !kinds(a, constant.String, constant.String) {
		return nil, false
	}
	return constant.MakeString(f(constant.StringVal(a[0]), constant.StringVal(a[1]))), true
}

// FoldTest is the Fold of a test of two strings, such as
// strings.HasPrefix.
func FoldTest(f func(string, string) bool, a []constant.Value) (constant.Value, bool) {
	if !kinds(a, constant.String, constant.String) {
		return nil, false
	}
	return constant.MakeBool(f(constant.StringVal(a[0]), constant.StringVal(a[1]))), true
}

// FoldIndex is the Fold of a search of a string in a string that
// returns an int, such as strings.Index or strings.Count.
func FoldIndex(f func(string, string) int, a []constant.Value) (constant.Value, bool) {
	if !kinds(a, constant.String, constant.String) {
		return nil, false
	}
	return constant.MakeInt64(int64(f(constant.StringVal(a[0]), constant.StringVal(a[1])))), true
}

// FoldIndexByte is the Fold of a search of a byte in a string, such as
// strings.IndexByte.
func FoldIndexByte(f func(string, byte) int, a []constant.Value) (constant.Value, bool) {
	if !kinds(a, constant.String, constant.Int) {
		return nil, false
	}
	c, ok := constant.Int64Val(a[1])
	if !ok || c < 0 || c > 255 {
		return nil, false
	}
	return constant.MakeInt64(int64(f(constant.StringVal(a[0]), byte(c)))), true
}

// kinds reports whether args are constants of kinds ks, one each.
func kinds(args []constant.Value, ks ...constant.Kind) bool {
	if len(args) != len(ks) {
		return false
	}
	for i, k := range ks {
		if args[i].Kind() != k {
			return false
		}
	}
	return true
}
