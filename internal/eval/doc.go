// Package eval measures urlvet on real Go modules: it loads packages with
// go/packages, runs an analyzer over them with the checker driver, and
// records what urlvet saw (sink sites, URL constants, sites whose value it
// could not follow, findings by check) together with load and analysis
// time and peak memory.
//
// The command urlvet-eval (in cmd/urlvet-eval) runs one measurement per
// process, so that peak memory belongs to that measurement alone, and
// renders saved measurements as Markdown tables.
package eval
