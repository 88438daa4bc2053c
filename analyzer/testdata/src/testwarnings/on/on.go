// Package on holds testwarnings' test file, analyzed with -warnings:
// hostport and unescaped-input are reported there.
package on
