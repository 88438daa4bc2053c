package analyzer

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// hostNameCheck is the unit of rfc.CheckHostName: it reads the package
// once, after the sites' findings.
type hostNameCheck struct{}

func (hostNameCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostName} }

// hostNameDoc documents rfc.CheckHostName.
var hostNameDoc = rfc.CheckDoc{
	ID:    rfc.CheckHostName,
	Title: "Host and port where a host name is needed",
	Explanation: "url.URL's Host keeps the port and the brackets of an IPv6 address (example.com:8443, " +
		"[::1]:8080); a host name alone is what tls.Config's ServerName, x509's VerifyHostname and " +
		"VerifyOptions' DNSName, http.Cookie's Domain (net/http drops a Domain with a port), net's lookups and net.JoinHostPort take: with Host they fail as soon as the URL " +
		"names a port, and net.JoinHostPort brackets an IPv6 address again ([[::1]]:443). " +
		"url.URL's Hostname() gives the host name. (A comparison of Host with a constant host name is not " +
		"reported: it fails closed, and a port makes another origin; one with a value named for a host name alone, " +
		"a domain, a hostname, a DNSName or a ServerName, is: u.Host == allowedDomain, or isDomainAllowed(u.Host) of a " +
		"func(domain string) of the package, which a URL that names a port never passes; not one that splits the parameter " +
		"itself with net.SplitHostPort, cuts a port off it by hand (strings.LastIndex(hostname, \":\")) or writes it after a scheme's " +
		"\"://\" (\"https://\" + hostname), which takes host:port whatever its name, nor a function of another package, whose body the name alone does not tell.) " +
		"Splitting host:port at a ':' by hand (strings.Split, SplitN, Cut, Index, LastIndex) cuts an IPv6 " +
		"address apart or keeps its brackets; net.SplitHostPort reads both forms. And in a server's handler, " +
		"r.URL holds only what the request line carried: Scheme and Host are empty and User is nil for every " +
		"request but a proxy's (golang/go#28940), so r.URL.Scheme == \"https\" is always false; r.TLS, " +
		"r.Host and r.BasicAuth() hold what was meant: a copy of r.URL given a scheme (u := *r.URL; u.Scheme = \"https\") writes \"https:///path\" (u.String()), a redirect with no host, unless its Host is set (u.Host = r.Host). urlvet reports a Host field given where a host name " +
		"is needed (itself, or a local variable declared with it and never assigned again: host := u.Host; the result of a function of the package " +
		"whose every return is host:port (a Host field, a request's RemoteAddr, net.JoinHostPort's result): cookieDomain(r) returning r.Host; " +
		"a string field that only the package writes (unexported, or of a type other packages cannot name) whose every write is, itself or " +
		"through a local variable: o.addr written u.Host or net.JoinHostPort(u.Hostname(), \"443\"), given as ServerName; not a fallback that the next " +
		"statement, if h, _, err := net.SplitHostPort(u.Host); err == nil, overwrites with h, nor a read in the else of that if, where " +
		"the split failed and the Host has no port, except at net.JoinHostPort, which brackets an IPv6 address's \"[::1]\" again, and at net's lookups, which ask DNS for the name \"[::1]\": there also a Host the code reads where the URL names no port " +
		"(u.Host = net.JoinHostPort(u.Host, port) after if u.Port() == \"\", a split's fallback host = u.Host) and one handed on through local variables, the results of the package's functions and the parameters its calls give), " +
		"and a value there whose every constant is host:port " +
		"(a constant \"gw.example.org:9443\", or the default of a flag that nothing else writes), a split at ':' of a value known to be host:port (a Host field, a request's RemoteAddr, " +
		"an address's String() (not the Addr() of a listener on a constant IPv4 address or network: net.Listen(\"tcp\", \"127.0.0.1:0\")), net.JoinHostPort's result, itself or through such a local variable, or text whose part after the ':' a strconv call reads as a decimal port: " +
		"into a variable or field named port, or as a 16-bit number, and not compared with a bound over 65535 (a vsock port), " +
		"or text split at its first ':' whose part before it the function writes back before ':' and a decimal port, swapping the port " +
		"(strings.Split(target, \":\")[0] + \":\" + strconv.Itoa(port) makes \"[:8112\" of \"[::1]:8012\"), " +
		"unless the part before the ':' goes to nothing but string fields named Name (a Kubernetes target's service:port: the name of a " +
		"service, which no address is) and integer parses or hex, base32 or base64 decoders the code returns on the failure of (a vsock address's CID:port, a Tor onion address's key:port: " +
		"cid, err := strconv.ParseUint(parts[0], 10, 32); if err != nil { return }) and comparisons with two or more constant words, " +
		"no localhost, no dotted name (a configuration line's key: value: switch strings.TrimSpace(k) { case \"port\": ...; case \"timeout\": ... }), " +
		"nor where it is tested for a prefix no host begins with (a device's path and weight: strings.HasPrefix(k, \"/dev/\")); not in a function that looks for the brackets " +
		"(a call given \"]\", a comparison with ']' (host[len(host)-1] != ']') or with a bracketed address: == \"[::1]\", case \"[::1]\") or " +
		"joins the parts but the last back with ':', which keeps an IPv6 address whole, nor a split at every ':' " +
		"whose parts are read only as the last one, parts[len(parts)-1], the port, nor a search for the last ':' read only as where " +
		"that port starts (addr[strings.LastIndex(addr, \":\")+1:]), nor one in text that always names a port (an address's String(), " +
		"a request's RemoteAddr, net.JoinHostPort's result) whose host before it serves only as a map's key, in the function or as the result of an " +
		"unexported function each call of which is one, itself or through a local variable read only as one (failures[peerKey(conn)]++: the host keeps " +
		"an IPv6 address's brackets, as good a key as any), " +
		"nor an index compared with 0 or -1, " +
		"which asks only whether there is a ':' (strings.IndexByte(addr, ':') > 0), or with the index of a separator no host " +
		"holds in the same text, which asks only which comes first (strings.Index(hosts, \",\") < strings.Index(hosts, \":\")), nor a split of a url.URL's Host that " +
		"runs only where a regexp matched that Host up to its end ($) with a host name that cannot end in the ']' of an IPv6 " +
		"address before an optional :port), and a url.URL's Host, of a URL the function parses, given as the address a server listens on (http.Server's Addr, net.Listen, " +
		"http.ListenAndServe): it has no port where the URL leaves out its scheme's default (http://localhost/callback), and the listener fails " +
		"(missing port in address); not where the function reads the URL's Port() or splits its Host, nor where every text parsed names a port or is " +
		"an address the program gave a scheme to parse it (\"http://\" + addr); and a url.URL's Host written before ':' and a port in the address a " +
		"dialer, a resolver or a listener is given (net.Dial(\"tcp\", u.Host+\":\"+port), fmt.Sprintf(\"%s:%d\", u.Host, port)): where the URL names " +
		"a port, the Host holds it already, and the address holds two (127.0.0.1:1965:1965); not where a test around it, or an if before it that " +
		"leaves, reads u.Port() or hands the Host to a call (strings.Contains(u.Host, \":\"), net.SplitHostPort(u.Host)); and a read of r.URL.Scheme, Host or User (or a call of r.URL.Hostname() or Port(), whose result the function does not compare with \"\") where r " +
		"is the request a handler (a function of http.ResponseWriter and *http.Request, or of a gin *gin.Context, whose c.Request it is) received (in the " +
		"handler, in a function of the package that every call gives a handler's request: isHTTPS(r), or through a struct field the package only ever gives a handler's request: rctx.Request.URL.Host), unless the " +
		"handler reads requests as a proxy does (it tests r.URL.IsAbs(), compares those fields with \"\", " +
		"handles CONNECT or sends the request on), nor r.URL.Scheme behind gorilla/handlers' ProxyHeaders (the handler it wraps, or every handler " +
		"of the package where it wraps a router), which writes there the scheme X-Forwarded-Proto names, nor where the code compares the field with a copy of itself (a fallback " +
		"proto = r.URL.Scheme returned by a helper, or a string another package's function returns given the same request, compared with r.URL.Scheme again, which holds whatever the field holds), nor r.URL.Host read only where r.Host, or a variable assigned it, is empty (a fallback), nor read after the handler writes r.URL.Host itself in a block around the read (req.URL.Host = req.Host, completing the URL). And a handler's own URL with its scheme assumed: a URL of the request's host written with the constant scheme \"http\" (\"http://\" + r.Host, fmt.Sprintf(\"http://%s/\", r.Host), url.URL{Scheme: \"http\", Host: r.Host}), or r.URL.Scheme = \"http\": a request that came over TLS, or through a proxy that terminates it, was https, and the link, redirect or completed URL sends its client to plain HTTP; take the scheme from r.TLS and, behind a proxy, X-Forwarded-Proto. Not in a handler that reads r.TLS (its choice), nor in test files; reported where the package serves TLS (ListenAndServeTLS, ServeTLS, an http.Server's TLSConfig, tls.Listen) or the handler reads X-Forwarded-Proto, and otherwise with -warnings, since a server only ever reached over plain HTTP is right. Not the Host of a variable every assignment of which parses a constant URL with a host name and no port " +
		"(twURL = urlParse(\"https://twitter.com\")): it is its Hostname(). The fix writes u.Hostname() for a url.URL's Host, and " +
		"r.Host for a handler's r.URL.Host, which net/http sets to the URL's host for a proxy's request too. " +
		"A split that keeps the host alone (strings.Split(x, \":\")[0], SplitN with a count of 2 or more, " +
		"host, _, _ := strings.Cut(x, \":\")) gets u.Hostname() for a url.URL's Host, and for other text, " +
		"assigned as a statement of its own, host := x followed by if h, _, err := net.SplitHostPort(x); " +
		"err == nil { host = h }: net.SplitHostPort fails where there is no port, where the split gave the " +
		"whole text, so a bare net.SplitHostPort would change what a correct program does on a Host " +
		"without a port. Both give what the split gave wherever the text holds no IPv6 address. A split " +
		"whose port or index is used, or whose text is a call's result, gets no fix, and the finding says why. " +
		"And the host or port net.SplitHostPort returned, read where its error is set (if err != nil, a *net.AddrError " +
		"asserted, errors.As, the else of err == nil) and never written again: both are \"\" on every error, so a node given " +
		"without a port (\"consul.service\") becomes \":8500\"; the text is in the error's Addr or in the argument. Not a read in an " +
		"error's or a log line's text.",
	Bad:    `tlsConf := &tls.Config{ServerName: u.Host}`,
	Good:   `tlsConf := &tls.Config{ServerName: u.Hostname()}`,
	Source: true, Since: "v0.4.0", Tests: rfc.OffInTests,
}

func (hostNameCheck) checkPackage(r *pkgAnalysis) {
	if r.enabled(rfc.CheckHostName) {
		warnAt := func(at ast.Node) bool { return r.warnAt(rfc.CheckHostName, at) }
		checkHostNames(r.pass, r.flow, r.flow.FuncUses, r.imports, r.emitter(rfc.CheckHostName), warnAt, false)
	}
}

// hostnames finds host:port used where a host name is needed, host:port
// split by hand, and the fields of a request's URL that a server leaves
// empty (rfc.CheckHostName).
type hostnames struct {
	pass *analysis.Pass
	flow *flow.Flow
	// funcUses are the package's uses of functions (Flow.FuncUses),
	// which a package the fast paths left has too, without value flow.
	funcUses func() []flow.FuncUse
	emit     func(at ast.Node, d analysis.Diagnostic)
	// handlers are the request parameters of the package's HTTP handlers;
	// written the selectors that assignments write.
	handlers map[types.Object]bool
	written  map[ast.Expr]bool
	// keys are the functions' keys callKey made.
	keys map[*types.Func]string
	// noted holds the top-level declarations noteDecl has read into
	// bracketed, values, assigned, portParts, parsedInto, wide, patterns
	// and parsedFrom.
	noted map[ast.Decl]bool
	// bracketed are the bodies of functions that look for an IPv6
	// address's brackets ("]" in a call), as gorilla/websocket's
	// hostPortNoPort does, or rejoin the parts of a split at ':' but the
	// last: their splits at ':' handle it.
	bracketed []*ast.BlockStmt
	// imports names the packages a fix needs, and adds their imports.
	imports *fileImports
	// path holds the nodes around the last node parents was asked
	// about: a split at ':' asks about its call several times.
	path []ast.Node
	// hostNames are the host-name fields' names for messages
	// (sinks.Field.HostName), by field, "" for another field: the
	// package writes the same fields again and again.
	hostNames map[*types.Var]string
	// servedBy are the *http.Request parameters of the package's helper
	// functions that every call in the package gives a handler's request,
	// with one such call.
	servedBy map[types.Object]*ast.CallExpr
	// values are the local variables assigned once, where they are
	// declared, with their value; assigned counts each variable's
	// assignments (and the taking of its address).
	values   map[types.Object]ast.Expr
	assigned map[types.Object]int
	// portParts are the variables holding the part of a split after
	// the ':' (parts of strings.Split, Cut's second result) that a
	// strconv call reads as a port: into a variable or field named
	// port, or as a 16-bit number.
	portParts map[types.Object]bool
	// parsedInto are the variables each such part was parsed into;
	// wide those the code compares with a bound over 65535
	// (port > math.MaxUint32): a vsock port, or another number that no
	// TCP or UDP port is.
	parsedInto map[types.Object][]types.Object
	wide       map[types.Object]bool
	// patterns are the variables declared with regexp.MustCompile of a
	// constant, with it; parsedFrom those declared with url.Parse, with
	// its argument; file is the file read.
	patterns   map[types.Object]string
	parsedFrom map[types.Object]ast.Expr
	file       *ast.File
	// selfCompared are the reads of r.URL's fields that the code
	// compares with a copy of the same field (noteSelfCompared).
	selfCompared map[*ast.SelectorExpr]bool
	// handlerOf are the request parameters of the package's handlers,
	// by the function (its object, or the *ast.FuncLit); filled the
	// functions given to a handler that writes the scheme into r.URL
	// (sinks.Func.FillsScheme), and filledReq their request parameters;
	// fillsAll is set where such a handler wraps what the package cannot
	// tell (a router).
	handlerOf map[any]types.Object
	filled    map[any]bool
	filledReq map[types.Object]bool
	fillsAll  bool
	// hostSet are the assignments to r.URL.Host in a server's
	// handler, by request (r.URL.Host = r.Host): a read after one in a
	// block around the read reads what the handler wrote.
	hostSet map[types.Object][]*ast.AssignStmt
	// warnAt says whether a warning-tier finding is reported at a node;
	// tlsServed caches servesTLS's look at the package (0 not looked,
	// 1 no, 2 yes).
	warnAt    func(ast.Node) bool
	tlsServed int
	// compared are the comparisons of r.URL's fields with a variable,
	// which noteSelfCompared reads.
	compared []comparedField
	// servedFields are the *http.Request fields of the package's
	// structs that it only ever gives a handler's request
	// (RequestContext{Request: r}): read there, r.URL is a server's.
	servedFields map[types.Object]bool
	// proxy is set when a handler of the package reads requests as a
	// proxy does: its other handlers may be given a proxy's requests
	// (a CONNECT request goes on to a tunnel's handler), whose URL holds
	// the host.
	proxy bool
	// readsHost is set when the package's files select a field or
	// method named Host: domainUse looks for url.URL's alone.
	readsHost bool
}

// checkHostNames runs the check on the package; splitsOnly says that the
// fast paths left it (it names no sink), so that only its splits of
// host:port are looked for, where one is known to be. f, the value flow
// the check resolves with, is nil there; funcUses is the package's
// uses of functions (Flow.FuncUses) either way.
func checkHostNames(pass *analysis.Pass, f *flow.Flow, funcUses func() []flow.FuncUse, imports *fileImports, emit func(at ast.Node, d analysis.Diagnostic), warnAt func(ast.Node) bool, splitsOnly bool) {
	h := &hostnames{pass: pass, flow: f, funcUses: funcUses, emit: emit, warnAt: warnAt, imports: imports, handlers: make(map[types.Object]bool), written: make(map[ast.Expr]bool),
		hostNames: make(map[*types.Var]string),
		values:    make(map[types.Object]ast.Expr), assigned: make(map[types.Object]int),
		servedBy: make(map[types.Object]*ast.CallExpr), portParts: make(map[types.Object]bool),
		parsedInto: make(map[types.Object][]types.Object), wide: make(map[types.Object]bool),
		handlerOf: make(map[any]types.Object), filled: make(map[any]bool), filledReq: make(map[types.Object]bool),
		hostSet:  make(map[types.Object][]*ast.AssignStmt),
		patterns: make(map[types.Object]string), parsedFrom: make(map[types.Object]ast.Expr),
		noted: make(map[ast.Decl]bool), keys: make(map[*types.Func]string)}
	if splitsOnly || !importsAny(pass.Pkg, "net/url", "net/http") {
		// A package of neither, or one that names no sink, may still
		// split host:port it reads from elsewhere (a command line),
		// known by the port it parses or writes back after the host.
		if !importsAny(pass.Pkg, "strings") {
			return
		}
		// Only the declarations that call a port's parser can.
		for _, d := range h.portParserDecls() {
			flow.Inspect(d, h.notePortParse)
		}
		if len(h.portParts) == 0 && !h.splitRejoined() {
			return
		}
		clear(h.portParts) // noted again by noteLocals
	}
	for _, f := range pass.Files {
		flow.Inspect(f, func(n ast.Node) bool {
			h.noteHandler(n)
			h.noteCompared(n)
			h.noteFilled(n)
			h.noteHostSet(n)
			if s, ok := n.(*ast.SelectorExpr); ok && s.Sel.Name == "Host" {
				h.readsHost = true
			}
			return true
		})
	}
	for fn := range h.filled {
		if r := h.handlerOf[fn]; r != nil {
			h.filledReq[r] = true
		}
	}
	h.noteServedHelpers()
	h.noteServedFields()
	if !h.proxy && (len(h.handlers) > 0 || len(h.servedBy) > 0) {
		h.noteSelfCompared() // for serverURLField alone
	}
	for _, f := range pass.Files {
		h.file = f
		flow.Inspect(f, func(n ast.Node) bool {
			if h.flow != nil && (len(h.handlers) > 0 || len(h.servedBy) > 0) {
				h.ownScheme(n)
			}
			switch n := n.(type) {
			case *ast.CallExpr:
				h.call(n)
				h.domainUse(n)
			case *ast.BinaryExpr:
				h.domainUse(n)
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok {
					h.hostNameField(pass.TypesInfo.Uses[id], n.Value)
				}
			case *ast.AssignStmt:
				h.schemeOnlyCopy(n)
				for _, l := range n.Lhs {
					if _, ok := l.(*ast.SelectorExpr); ok {
						h.written[l] = true // only selectors are looked up
					}
				}
				if len(n.Lhs) == len(n.Rhs) {
					for i, l := range n.Lhs {
						if sel, ok := l.(*ast.SelectorExpr); ok {
							if where := h.hostNameOf(pass.TypesInfo.Uses[sel.Sel]); where != "" && !h.splitOverwrites(n, l, n.Rhs[i]) {
								h.hostNameUse(n.Rhs[i], where)
							} else if where == "" {
								h.hostNameField(pass.TypesInfo.Uses[sel.Sel], n.Rhs[i])
							}
						}
					}
				}
			case *ast.SelectorExpr:
				h.serverURLField(n)
			}
			return true
		})
	}
}

// hostField returns which Host field e reads: "url" for url.URL's,
// "request" for http.Request's, "" for neither.
func (h *hostnames) hostField(e ast.Expr) string {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Host" {
		return ""
	}
	v, ok := h.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	if !ok || !v.IsField() || v.Pkg() == nil {
		return ""
	}
	switch v.Pkg().Path() {
	case "net/url":
		return "url"
	case "net/http":
		return "request"
	}
	return ""
}

// hostPort reports whether e is known to hold host:port: a Host field of
// url.URL or http.Request, a request's RemoteAddr, an address's String,
// or net.JoinHostPort's result.
func (h *hostnames) hostPort(e ast.Expr) (string, bool) {
	e = ast.Unparen(e)
	if h.hostField(e) != "" {
		return types.ExprString(e), true
	}
	switch e := e.(type) {
	case *ast.SelectorExpr:
		if v, ok := h.pass.TypesInfo.Uses[e.Sel].(*types.Var); ok && v.IsField() && v.Pkg() != nil && v.Pkg().Path() == "net/http" && e.Sel.Name == "RemoteAddr" {
			return types.ExprString(e), true
		}
	case *ast.CallExpr:
		if fn, _ := typeutilCallee(h.pass.TypesInfo, e).(*types.Func); fn != nil && flow.FuncOf(funcKeyOf(fn)).HostPort {
			return fn.Pkg().Name() + "." + fn.Name() + "'s result", true
		}
		// conn.RemoteAddr().String(), ln.Addr().String()
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "String" && len(e.Args) == 0 {
			if inner, ok := ast.Unparen(sel.X).(*ast.CallExpr); ok {
				if s, ok := ast.Unparen(inner.Fun).(*ast.SelectorExpr); ok {
					switch s.Sel.Name {
					case "RemoteAddr", "LocalAddr", "Addr":
						if t := h.pass.TypesInfo.TypeOf(inner); t != nil && isNetAddr(t) {
							if s.Sel.Name == "Addr" && h.listensOnIPv4(s.X) {
								return "", false
							}
							return types.ExprString(e), true
						}
					}
				}
			}
		}
	}
	return "", false
}

// listensOnIPv4 reports whether e is a local variable declared with a
// listener (net.Listen) of a constant IPv4 network ("tcp4") or address
// ("127.0.0.1:0") and never assigned again: its Addr() is an IPv4
// address and a port, which a split at ':' takes apart whole.
func (h *hostnames) listensOnIPv4(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || h.file == nil {
		return false
	}
	obj, ok := h.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || obj.Parent() == nil || obj.Parent() == obj.Pkg().Scope() || obj.Pos() < h.file.FileStart || obj.Pos() >= h.file.FileEnd {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(h.file, obj.Pos(), obj.Pos())
	var decl *ast.AssignStmt
	var body ast.Node
	for _, n := range path {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if decl == nil {
				decl = n
			}
		case *ast.FuncDecl, *ast.FuncLit:
			if body == nil {
				body = n
			}
		}
	}
	if decl == nil || body == nil || decl.Tok != token.DEFINE || len(decl.Rhs) != 1 || len(decl.Lhs) == 0 {
		return false
	}
	if l, ok := decl.Lhs[0].(*ast.Ident); !ok || h.pass.TypesInfo.Defs[l] != obj {
		return false
	}
	call, ok := ast.Unparen(decl.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	row := callRow(h.pass.TypesInfo, call)
	if !row.Listens || !row.Network || len(call.Args) <= row.AddrArg {
		return false
	}
	network := constantString(h.pass.TypesInfo.Types[call.Args[row.AddrArg-1]])
	addr := constantString(h.pass.TypesInfo.Types[call.Args[row.AddrArg]])
	host, _, err := net.SplitHostPort(addr)
	ip := net.ParseIP(host)
	if !ipv4NetworkName(network) && (err != nil || ip == nil || ip.To4() == nil || strings.Contains(host, ":")) {
		return false
	}
	reassigned := false
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as != decl {
			for _, l := range as.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && h.pass.TypesInfo.ObjectOf(id) == obj {
					reassigned = true
				}
			}
		}
		return !reassigned
	})
	return !reassigned
}

func isNetAddr(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net" && n.Obj().Name() == "Addr"
}

// callKey returns the function key of the function or method a call
// calls, "" for others.
func callKey(info *types.Info, call *ast.CallExpr) string {
	fn, ok := typeutilCallee(info, call).(*types.Func)
	if !ok {
		return ""
	}
	return funcKeyOf(fn)
}

// callRow returns what urlvet knows of the function or method a call
// calls (flow.FuncOf: the rows of the functions value flow evaluates
// too), the zero Func for others. The callee is looked up only when a
// row has the name it is called by.
func callRow(info *types.Info, call *ast.CallExpr) sinks.Func {
	if !flow.FuncNamed(typesx.CalleeName(call)) {
		return sinks.Func{}
	}
	fn, ok := typeutilCallee(info, call).(*types.Func)
	if !ok {
		return sinks.Func{}
	}
	return flow.FuncOfObj(fn.Origin())
}

// rowNames returns the names of the functions whose row (flow.FuncOf)
// has says so: a call by another name calls none of them.
func rowNames(has func(sinks.Func) bool) map[string]bool {
	names := make(map[string]bool)
	for _, key := range flow.KeysOf(has) {
		_, name := sinks.SplitLast(key)
		names[name] = true
	}
	return names
}

// hostCallNames returns the names of the functions call checks: those
// that take a host name, and the splits. Built on first use, as the
// tables of a sync.Once that allocates nothing before.
func hostCallNames() map[string]bool {
	callNames.once.Do(func() {
		callNames.host = rowNames(func(f sinks.Func) bool {
			return f.TakesHostName || f.SplitsAt || f.Listens || f.Dials || f.ResolvesAddr
		})
		callNames.fillsScheme = rowNames(func(f sinks.Func) bool { return f.FillsScheme })
	})
	return callNames.host
}

// fillsSchemeNames returns the names of the functions that write the
// scheme into r.URL (noteFilled).
func fillsSchemeNames() map[string]bool {
	hostCallNames()
	return callNames.fillsScheme
}

var callNames struct {
	once              sync.Once
	host, fillsScheme map[string]bool
}

// callKey returns callKey(info, call), the key of each function made
// once: the package's calls call the same functions again and again.
func (h *hostnames) callKey(call *ast.CallExpr) string {
	fn, ok := typeutilCallee(h.pass.TypesInfo, call).(*types.Func)
	if !ok {
		return ""
	}
	key, ok := h.keys[fn]
	if !ok {
		key = funcKeyOf(fn)
		h.keys[fn] = key
	}
	return key
}

// call checks a call that takes a host name, and one that splits host:port
// at a ':'.
func (h *hostnames) call(call *ast.CallExpr) {
	if !hostCallNames()[typesx.CalleeName(call)] {
		return
	}
	key := h.callKey(call)
	f := flow.FuncOf(key) // the evaluated functions' rows too (net.JoinHostPort)
	if arg := h.listenAddrArg(call, key); arg != nil {
		h.listenHost(arg, key[strings.LastIndex(key, "/")+1:])
	}
	if (f.Listens || f.Dials || f.ResolvesAddr) && f.AddrArg < len(call.Args) {
		h.portTwice(call.Args[f.AddrArg], key[strings.LastIndex(key, "/")+1:])
	}
	if i := f.HostNameArg; f.TakesHostName && i < len(call.Args) {
		where := key[strings.LastIndex(key, "/")+1:]
		if f.HostPort || f.RefusesBrackets {
			h.joinedHost(call, call.Args[i], where, f.HostPort)
		} else {
			h.hostNameUse(call.Args[i], where)
		}
	}
	if f.SplitsAt && len(call.Args) >= 2 {
		sep := call.Args[1]
		tv := h.pass.TypesInfo.Types[sep]
		if tv.Value == nil || tv.Value.ExactString() != `":"` && tv.Value.ExactString() != "58" {
			return
		}
		// The text itself, or a local variable declared with it and
		// never assigned again (host := u.Host).
		text, local := h.valueOf(call.Args[0])
		what, ok := h.hostPort(text)
		if ok && local != nil {
			what = fmt.Sprintf("%s, which holds %s,", local.Name(), what)
		}
		if !ok {
			what, ok = h.portSplit(call, f) // names the split's text itself
			ok = ok && !h.namePart(f, call) && !h.pathPart(f, call)
		}
		if !ok {
			what, ok = h.portRejoin(call, f)
		}
		if !ok || h.presence(call) || h.inBracketed(call) || h.onlyLastPart(f, call) || h.onlyTail(f, call) || h.hostNameMatched(call, h.file) || h.keyedHead(f, call, text) {
			return
		}
		d := analysis.Diagnostic{
			Pos: call.Pos(), End: call.End(), Category: string(rfc.CheckHostName),
			Message: fmt.Sprintf("host:port split at a ':' by hand: %s holds an IPv6 address as [::1]:8080, which this splits inside the address; use net.SplitHostPort", what),
		}
		fix, why := h.splitFix(call, f)
		if sel, ok := ast.Unparen(call.Args[0]).(*ast.SelectorExpr); ok && fix == nil && h.hostField(sel) == "url" {
			u := types.ExprString(sel.X)
			why = fmt.Sprintf("the split's other results are used; read %s.Hostname() and %s.Port(), which need no split", u, u)
		}
		if fix != nil {
			d.SuggestedFixes = []analysis.SuggestedFix{*fix}
		} else {
			d.Message += noFixMark + why
		}
		h.emit(call, d)
	}
}

// presence reports whether call is an operand of a comparison with 0 or
// -1 (strings.Index(x, ":") >= 0, IndexByte(x, ':') > 0, LastIndex(x,
// ":") == -1): the index says only whether the text holds a ':' (or
// starts with one), which it does for an IPv6 address with or without
// brackets too, and cuts nothing apart. Nor does a comparison with the
// index the same function gives of a separator no host holds in the same
// text (strings.Index(hosts, ",") < strings.Index(hosts, ":"), a list of
// hosts): it says which comes first, and an address's first ':', inside
// its brackets or not, falls on the same side of that separator as a
// port's would.
func (h *hostnames) presence(call *ast.CallExpr) bool {
	b, ok := h.outer(call).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch b.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return false
	}
	info := h.pass.TypesInfo
	for _, pair := range [2][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		if ast.Unparen(pair[0]) == call && (isIntConst(info, pair[1], 0) || isIntConst(info, pair[1], -1) || h.separatorIndex(call, pair[1])) {
			return true
		}
	}
	return false
}

// separatorIndex reports whether other calls call's function on the same
// variable's text with a constant separator that no host name or
// bracketed IPv6 address holds (',', ';', '@', '/', a space).
func (h *hostnames) separatorIndex(call *ast.CallExpr, other ast.Expr) bool {
	info := h.pass.TypesInfo
	o, ok := ast.Unparen(other).(*ast.CallExpr)
	if !ok || len(o.Args) != 2 || typeutilCallee(info, o) != typeutilCallee(info, call) || !sameVar(info, o.Args[0], call.Args[0]) {
		return false
	}
	tv := info.Types[o.Args[1]]
	if tv.Value == nil {
		return false
	}
	var sep string
	switch tv.Value.Kind() {
	case constant.String:
		sep = constant.StringVal(tv.Value)
	case constant.Int:
		r, ok := constant.Int64Val(tv.Value)
		if !ok || r <= 0 || r > unicode.MaxRune {
			return false
		}
		sep = string(rune(r))
	}
	return sep != "" && !strings.ContainsFunc(sep, func(r rune) bool {
		return r > unicode.MaxASCII || unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-._~%[]:", r)
	})
}

// listed reports whether as is a statement of a list (a block's, a
// case's), and returns the statement after it: a split's fix adds a
// statement after it, and a net.SplitHostPort after it may overwrite
// what it wrote.
func (h *hostnames) listed(as *ast.AssignStmt) (ok bool, next ast.Stmt) {
	var list []ast.Stmt
	switch p := h.outer(as).(type) {
	case *ast.BlockStmt:
		list = p.List
	case *ast.CaseClause:
		list = p.Body
	case *ast.CommClause:
		list = p.Body // not its Comm
	}
	i := slices.Index(list, ast.Stmt(as))
	if i < 0 {
		return false, nil
	}
	if i+1 < len(list) {
		next = list[i+1]
	}
	return true, next
}

// indexOf returns the index expression of call's result
// (strings.Split(x, ":")[0]), or nil.
func (h *hostnames) indexOf(call *ast.CallExpr) *ast.IndexExpr {
	if ix, ok := h.outer(call).(*ast.IndexExpr); ok && ast.Unparen(ix.X) == call {
		return ix
	}
	return nil
}

// assignOf returns the assignment whose one value is x, a call or an
// index expression (v := x), or nil.
func (h *hostnames) assignOf(x ast.Expr) *ast.AssignStmt {
	if as, ok := h.outer(x).(*ast.AssignStmt); ok && len(as.Rhs) == 1 && ast.Unparen(as.Rhs[0]) == x {
		return as
	}
	return nil
}

// tailAfter returns the slice x[i+1:] whose start is call's result plus
// one, i: the text past a ':' that strings.LastIndex found.
func (h *hostnames) tailAfter(call *ast.CallExpr) *ast.SliceExpr {
	b, ok := h.outer(call).(*ast.BinaryExpr)
	if !ok || ast.Unparen(b.X) != call || b.Op != token.ADD || !isIntConst(h.pass.TypesInfo, b.Y, 1) {
		return nil
	}
	if s, ok := h.outer(b).(*ast.SliceExpr); ok && s.High == nil && ast.Unparen(s.Low) == b {
		return s
	}
	return nil
}

// outer returns the node around n, parentheses aside, or nil: the
// questions above about the nodes around a split's call (what a fix
// needs to know of them) are asked of a few calls, and answered from
// the declaration that holds each, not noted for every node.
func (h *hostnames) outer(n ast.Node) ast.Node {
	for _, p := range h.parents(n) {
		if _, ok := p.(*ast.ParenExpr); !ok {
			return p
		}
	}
	return nil
}

// parents returns the nodes around n, innermost first, up to the
// top-level declaration that holds it; the last path found is kept, as
// a split's call is asked about again with the nodes around it.
func (h *hostnames) parents(n ast.Node) []ast.Node {
	if i := slices.Index(h.path, n); i >= 0 {
		return h.path[i+1:]
	}
	d := h.declAt(n.Pos())
	if d == nil {
		return nil
	}
	var stack, path []ast.Node
	ast.Inspect(d, func(m ast.Node) bool {
		switch {
		case path != nil:
			return false
		case m == nil:
			stack = stack[:len(stack)-1]
			return true
		case m == n:
			path = append([]ast.Node{m}, stack...)
			slices.Reverse(path[1:])
			return false
		case m.Pos() > n.Pos() || m.End() <= n.Pos():
			return false // it does not hold n
		}
		stack = append(stack, m)
		return true
	})
	if path == nil {
		return nil
	}
	h.path = path
	return path[1:]
}

// splitOverwrites reports whether the statement after as, which writes
// value into lhs, is
//
//	if host, _, err := net.SplitHostPort(value); err == nil {
//		lhs = host
//	}
//
// which writes the host alone wherever value holds a port: value stays
// only where it has none, a host name (in brackets for an IPv6 address,
// which tls and x509 read as the address).
func (h *hostnames) splitOverwrites(as *ast.AssignStmt, lhs, value ast.Expr) bool {
	_, next := h.listed(as)
	ifs, ok := next.(*ast.IfStmt)
	if !ok || ifs.Else != nil {
		return false
	}
	init, ok := ifs.Init.(*ast.AssignStmt)
	if !ok || len(init.Lhs) != 3 || len(init.Rhs) != 1 {
		return false
	}
	call, ok := ast.Unparen(init.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !callRow(h.pass.TypesInfo, call).SplitsHostPort ||
		types.ExprString(call.Args[0]) != types.ExprString(value) {
		return false
	}
	host, _ := init.Lhs[0].(*ast.Ident)
	errID, _ := init.Lhs[2].(*ast.Ident)
	cond, _ := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if host == nil || errID == nil || cond == nil || cond.Op != token.EQL ||
		types.ExprString(cond.X) != errID.Name || types.ExprString(cond.Y) != "nil" {
		return false
	}
	hostObj := h.pass.TypesInfo.ObjectOf(host)
	for _, st := range ifs.Body.List {
		w, ok := st.(*ast.AssignStmt)
		if !ok || w.Tok != token.ASSIGN || len(w.Lhs) != 1 || len(w.Rhs) != 1 {
			continue
		}
		id, ok := ast.Unparen(w.Rhs[0]).(*ast.Ident)
		if ok && hostObj != nil && h.pass.TypesInfo.Uses[id] == hostObj && types.ExprString(w.Lhs[0]) == types.ExprString(lhs) {
			return true
		}
	}
	return false
}

// splitFailed reports whether use, a read of a Host field or of a local
// variable holding one, runs only where net.SplitHostPort of the same
// text failed: in the else of if h, _, err := net.SplitHostPort(x);
// err == nil, or in the body of the same if testing err != nil. The text
// there holds no port: a host name, or an IPv6 address in brackets,
// which tls and x509 read as the address.
func (h *hostnames) splitFailed(use ast.Expr) bool {
	child := ast.Node(use)
	for _, n := range h.parents(use) {
		switch n := n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return false
		case *ast.IfStmt:
			inElse := n.Else != nil && child == n.Else
			if (child == n.Body || inElse) && h.splitFailsAt(n, use, inElse) {
				return true
			}
		}
		child = n
	}
	return false
}

// splitFailsAt reports whether ifs, whose init splits the text use reads
// with net.SplitHostPort, takes the branch (its else, or its body) where
// that split failed.
func (h *hostnames) splitFailsAt(ifs *ast.IfStmt, use ast.Expr, inElse bool) bool {
	init, ok := ifs.Init.(*ast.AssignStmt)
	if !ok || len(init.Lhs) != 3 || len(init.Rhs) != 1 {
		return false
	}
	call, ok := ast.Unparen(init.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !callRow(h.pass.TypesInfo, call).SplitsHostPort ||
		types.ExprString(ast.Unparen(call.Args[0])) != types.ExprString(ast.Unparen(use)) {
		return false
	}
	errID, _ := init.Lhs[2].(*ast.Ident)
	cond, _ := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if errID == nil || cond == nil || types.ExprString(cond.X) != errID.Name || types.ExprString(cond.Y) != "nil" {
		return false
	}
	return inElse && cond.Op == token.EQL || !inElse && cond.Op == token.NEQ
}

// splitFix returns the fix of a split at ':' of host:port, or why there
// is none. It keeps the host alone (strings.Split(x, ":")[0], SplitN with
// a count of 2 or more, or the first result of Cut with the others
// dropped) and gives what the split gave wherever the text holds no IPv6
// address: of a url.URL's Host, u.Hostname(), which drops a port and
// keeps a host without one; of other text, as a statement of its own,
//
//	host := x
//	if h, _, err := net.SplitHostPort(x); err == nil {
//		host = h
//	}
//
// since net.SplitHostPort fails where there is no port, and the split
// then gave the whole text. x is read twice: it must be a variable or
// its fields, not a call.
func (h *hostnames) splitFix(call *ast.CallExpr, f sinks.Func) (*analysis.SuggestedFix, string) {
	const usedOtherwise = "the split's other results are used; take host and port with net.SplitHostPort, which fails where there is no port"
	var whole ast.Expr // the expression whose value is the host
	var assign *ast.AssignStmt
	switch {
	case f.Parts: // a slice of the parts: strings.Split, strings.SplitN
		ix := h.indexOf(call)
		if ix == nil || !isIntConst(h.pass.TypesInfo, ix.Index, 0) {
			return nil, usedOtherwise
		}
		if f.LimitArg > 0 {
			tv := h.pass.TypesInfo.Types[call.Args[f.LimitArg]]
			n, ok := constant.Int64Val(constant.ToInt(tv.Value))
			if tv.Value == nil || !ok || n >= 0 && n < 2 {
				return nil, usedOtherwise
			}
		}
		whole, assign = ix, h.assignOf(ix)
	case f.Part: // the parts as results: strings.Cut
		assign = h.assignOf(call)
		if assign == nil || len(assign.Lhs) != 3 || !isBlank(assign.Lhs[1]) || !isBlank(assign.Lhs[2]) || isBlank(assign.Lhs[0]) {
			return nil, usedOtherwise
		}
	default:
		return nil, "the code around the index reads host and port; take them with net.SplitHostPort, which fails where there is no port"
	}
	x := ast.Unparen(call.Args[0])
	if h.hostField(x) == "url" {
		// u.Hostname() for the split's host.
		u := types.ExprString(x.(*ast.SelectorExpr).X) + ".Hostname()"
		if whole != nil {
			return &analysis.SuggestedFix{Message: "Use " + u, TextEdits: []analysis.TextEdit{{Pos: whole.Pos(), End: whole.End(), NewText: []byte(u)}}}, ""
		}
		return &analysis.SuggestedFix{Message: "Use " + u, TextEdits: []analysis.TextEdit{
			{Pos: assign.Lhs[0].End(), End: assign.Lhs[2].End()},
			{Pos: call.Pos(), End: call.End(), NewText: []byte(u)},
		}}, ""
	}
	why := "net.SplitHostPort fails where there is no port, where the split gave the whole text: " +
		"host := x; if h, _, err := net.SplitHostPort(x); err == nil { host = h }"
	if assign == nil || len(assign.Lhs) != 1 && !f.Part || !plainOperand(x) {
		return nil, why
	}
	if listed, _ := h.listed(assign); !listed {
		return nil, why
	}
	lhs := assign.Lhs[0]
	if !plainOperand(lhs) {
		return nil, why
	}
	imp, ok := h.imports.importsFor(assign.Pos(), "net")
	if !ok {
		return nil, why
	}
	// Names of the if statement's own scope: not the variable assigned.
	lhsText, xText := types.ExprString(lhs), types.ExprString(x)
	hName, errName := "h", "err"
	ast.Inspect(lhs, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == "h" {
			hName = "hostOnly"
		}
		return true
	})
	// The split becomes x, and the if statement follows on lines of its
	// own, after what ends the statement's line (a comment stays there).
	tf := h.pass.Fset.File(assign.End())
	line := tf.Line(assign.End())
	eol := tf.Pos(tf.Size()) // the end of the file
	if line < tf.LineCount() {
		eol = tf.LineStart(line+1) - 1
	}
	indent := strings.Repeat("\t", h.pass.Fset.Position(assign.Pos()).Column-1)
	ifText := fmt.Sprintf("\n%sif %s, _, %s := %s.SplitHostPort(%s); %s == nil {\n%s\t%s = %s\n%s}",
		indent, hName, errName, imp.names["net"], xText, errName, indent, lhsText, hName, indent)
	var edits []analysis.TextEdit
	if lhsText == xText {
		// host = strings.Split(host, ":")[0]: the if statement alone.
		edits = append(edits, analysis.TextEdit{Pos: assign.Pos(), End: assign.End(), NewText: []byte(strings.TrimPrefix(ifText, "\n"+indent))})
		return &analysis.SuggestedFix{Message: "Use net.SplitHostPort, keeping text with no port whole", TextEdits: append(edits, imp.edits...)}, ""
	}
	if whole != nil {
		edits = append(edits, analysis.TextEdit{Pos: whole.Pos(), End: whole.End(), NewText: []byte(xText)})
	} else {
		edits = append(edits, analysis.TextEdit{Pos: assign.Lhs[0].End(), End: assign.Lhs[2].End()},
			analysis.TextEdit{Pos: call.Pos(), End: call.End(), NewText: []byte(xText)})
	}
	edits = append(edits, analysis.TextEdit{Pos: eol, End: eol, NewText: []byte(ifText)})
	edits = append(edits, imp.edits...)
	return &analysis.SuggestedFix{Message: "Use net.SplitHostPort, keeping text with no port whole", TextEdits: edits}, ""
}

// plainOperand reports whether e is a variable or a field of one, which
// reads the same twice.
func plainOperand(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e.Name != "_"
	case *ast.SelectorExpr:
		return plainOperand(e.X)
	}
	return false
}

func isBlank(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "_"
}

// isIntConst reports whether e is the integer constant n.
func isIntConst(info *types.Info, e ast.Expr, n int64) bool {
	tv := info.Types[e]
	if tv.Value == nil {
		return false
	}
	v, ok := constant.Int64Val(constant.ToInt(tv.Value))
	return ok && v == n
}

// portParsers are the keys of the functions notePortParse reads a port
// with, listed on first use.
func portParsers() []string {
	portParserKeys.once.Do(func() {
		portParserKeys.keys = flow.KeysOf(func(f sinks.Func) bool { return f.ParsesInt })
	})
	return portParserKeys.keys
}

var portParserKeys struct {
	once sync.Once
	keys []string
}

// portParserDecls returns the top-level declarations that refer to one
// of the functions notePortParse reads a port with (portParsers):
// elsewhere, it notes no part of a split as a port. The objects the
// package uses are looked at rather than its syntax walked: its uses of
// functions (Flow.FuncUses), unless a parser's name is another kind of
// object there.
func (h *hostnames) portParserDecls() []ast.Decl {
	var parsers []types.Object
	pkgs := append([]*types.Package{h.pass.Pkg}, h.pass.Pkg.Imports()...)
	for _, key := range portParsers() {
		for _, pkg := range pkgs {
			name, ok := strings.CutPrefix(key, pkg.Path()+".")
			if !ok {
				continue
			}
			if strings.Contains(name, ".") {
				// A method, which a scope does not hold: every
				// declaration may call it.
				var all []ast.Decl
				for _, f := range h.pass.Files {
					all = append(all, f.Decls...)
				}
				return all
			}
			if obj := pkg.Scope().Lookup(name); obj != nil {
				parsers = append(parsers, obj)
			}
		}
	}
	if len(parsers) == 0 {
		return nil
	}
	var decls []ast.Decl
	add := func(id *ast.Ident) {
		if d := h.declAt(id.Pos()); d != nil && !slices.Contains(decls, d) {
			decls = append(decls, d)
		}
	}
	if slices.ContainsFunc(parsers, func(obj types.Object) bool { _, fn := obj.(*types.Func); return !fn }) {
		for id, obj := range h.pass.TypesInfo.Uses {
			if slices.Contains(parsers, obj) {
				add(id)
			}
		}
		return decls
	}
	for _, u := range h.funcUses() {
		if slices.Contains(parsers, types.Object(u.Fn)) {
			add(u.ID)
		}
	}
	return decls
}

// noteLocals notes what the checks of a split or of a host name read of
// the whole package (noteDecl), on first need: most packages have no
// call or field that needs it.
func (h *hostnames) noteLocals() {
	for _, f := range h.pass.Files {
		for _, d := range f.Decls {
			h.noteDecl(d)
		}
	}
}

// noteDecl notes, once, what a top-level declaration holds of what the
// checks of a split or of a host name read: the bodies that look for an
// IPv6 address's brackets, the local variables' values and the
// assignments of variables, the parts of splits read as a port and the
// variables compared with a bound over 65535, and the compiled patterns
// and parsed URLs. What is noted of a local variable,
// and the bodies around a node, are all in the declaration that holds
// it (noteDeclAt); what is noted of a package's variable needs all of
// them (noteLocals).
func (h *hostnames) noteDecl(d ast.Decl) {
	if h.noted[d] {
		return
	}
	h.noted[d] = true
	flow.Inspect(d, func(n ast.Node) bool {
		h.noteBrackets(n)
		h.noteValue(n)
		h.notePortParse(n)
		h.noteWide(n)
		h.notePatterns(n)
		return true
	})
}

// noteDeclAt notes the top-level declaration that holds pos, if one of
// the package's does.
func (h *hostnames) noteDeclAt(pos token.Pos) {
	if d := h.declAt(pos); d != nil {
		h.noteDecl(d)
	}
}

// declAt returns the top-level declaration of the package's files that
// holds pos, or nil.
func (h *hostnames) declAt(pos token.Pos) ast.Decl {
	if at, ok := h.declIndex(pos); ok {
		return h.pass.Files[at[0]].Decls[at[1]]
	}
	return nil
}

// declIndex returns the index in the package's files of the file, and in
// its declarations of the top-level declaration, that holds pos.
func (h *hostnames) declIndex(pos token.Pos) ([2]int, bool) {
	for fi, f := range h.pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			i := sort.Search(len(f.Decls), func(i int) bool { return f.Decls[i].End() > pos })
			if i < len(f.Decls) && f.Decls[i].Pos() <= pos {
				return [2]int{fi, i}, true
			}
			return [2]int{}, false
		}
	}
	return [2]int{}, false
}

// isLocal reports whether obj is a variable declared in a function of
// the package: every use and assignment of it is in the declaration
// that declares it.
func (h *hostnames) isLocal(obj types.Object) bool {
	v, ok := obj.(*types.Var)
	return ok && v.Pkg() == h.pass.Pkg && !v.IsField() && v.Parent() != nil && v.Parent() != h.pass.Pkg.Scope()
}

// assignedLocal returns the local variable that call's result alone is
// assigned to (v := call), or nil.
func (h *hostnames) assignedLocal(call *ast.CallExpr) *types.Var {
	as := h.assignOf(call)
	if as == nil || len(as.Lhs) != 1 {
		return nil
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok || !h.isLocal(h.pass.TypesInfo.ObjectOf(id)) {
		return nil
	}
	return h.pass.TypesInfo.ObjectOf(id).(*types.Var)
}

// notePortParse records the variable of a part of a split that a
// strconv call reads as a port: port, err := strconv.Atoi(parts[1]),
// strconv.ParseUint(port, 10, 16).
func (h *hostnames) notePortParse(n ast.Node) bool {
	as, ok := n.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
		return true
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return true
	}
	info := h.pass.TypesInfo
	f := callRow(info, call)
	if !f.ParsesInt {
		return true
	}
	// A port in host:port text is decimal: digits read in another base
	// are another format's (the hex "0100007F:1F90" of /proc/net/tcp).
	if b := f.BaseArg; b > 0 && (b >= len(call.Args) || !isIntConst(info, call.Args[b], 10) && !isIntConst(info, call.Args[b], 0)) {
		return true
	}
	bits16 := f.BitSizeArg > 0 && len(call.Args) == f.BitSizeArg+1 && isIntConst(info, call.Args[f.BitSizeArg], 16)
	part := ast.Unparen(call.Args[0])
	if ix, ok := part.(*ast.IndexExpr); ok && isIntConst(info, ix.Index, 1) {
		part = ast.Unparen(ix.X)
	}
	id, ok := part.(*ast.Ident)
	if !ok {
		return true
	}
	obj := info.Uses[id]
	if obj == nil {
		return true
	}
	// Named for a port: a word of the name that ends in "port" (port,
	// hostPort, httpport), not one that holds it (reporterQueue, portal).
	named := func(e ast.Expr) bool {
		for _, w := range typesx.NameWords(refName(e)) {
			if strings.HasSuffix(w, "port") {
				return true
			}
		}
		return false
	}
	if bits16 || named(as.Lhs[0]) || named(id) {
		h.portParts[obj] = true
		if into, ok := as.Lhs[0].(*ast.Ident); ok && info.ObjectOf(into) != nil {
			h.parsedInto[obj] = append(h.parsedInto[obj], info.ObjectOf(into))
		}
	}
	return true
}

// noteWide records a variable compared with a constant over 65535, the
// largest TCP or UDP port (port > math.MaxUint32).
func (h *hostnames) noteWide(n ast.Node) {
	b, ok := n.(*ast.BinaryExpr)
	if !ok {
		return
	}
	switch b.Op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return
	}
	info := h.pass.TypesInfo
	for _, pair := range [2][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		id, ok := ast.Unparen(pair[0]).(*ast.Ident)
		tv := info.Types[pair[1]]
		if !ok || tv.Value == nil || info.Uses[id] == nil {
			continue
		}
		if v := constant.ToInt(tv.Value); v.Kind() == constant.Int && constant.Compare(v, token.GTR, constant.MakeInt64(65535)) {
			h.wide[info.Uses[id]] = true
		}
	}
}

// widePort reports whether every variable the part was parsed into is
// compared with a bound over 65535.
func (h *hostnames) widePort(part types.Object) bool {
	into := h.parsedInto[part]
	for _, v := range into {
		// A local variable is compared in the declaration that declares
		// it; another anywhere in the package.
		if h.isLocal(v) {
			h.noteDeclAt(v.Pos())
		} else {
			h.noteLocals()
		}
		if !h.wide[v] {
			return false
		}
	}
	return len(into) > 0
}

// portSplit reports whether a split at ':' (strings.Split, SplitN or
// Cut, assigned to variables) is of host:port, known by what reads its
// part after the ':': a strconv call that makes a port of it.
func (h *hostnames) portSplit(call *ast.CallExpr, f sinks.Func) (string, bool) {
	as := h.assignOf(call)
	if as == nil {
		return "", false
	}
	i := 0 // the slice of the parts: strings.Split, strings.SplitN
	switch {
	case f.Parts:
	case f.Part: // the results: strings.Cut's after
		i = 1
	default:
		return "", false
	}
	if i >= len(as.Lhs) {
		return "", false
	}
	id, ok := as.Lhs[i].(*ast.Ident)
	if !ok {
		return "", false
	}
	if obj := h.pass.TypesInfo.ObjectOf(id); h.isLocal(obj) {
		h.noteDeclAt(obj.Pos())
	} else {
		h.noteLocals()
	}
	if !h.portParts[h.pass.TypesInfo.ObjectOf(id)] || h.widePort(h.pass.TypesInfo.ObjectOf(id)) {
		return "", false
	}
	return types.ExprString(call.Args[0]) + ", whose part after the ':' is read as a port,", true
}

// noteBrackets records a function body that calls a function with "[",
// "]", '[' or ']', compares a value with one of them (host[n-1] != ']')
// or a string with a bracketed IPv6 address (== "[::1]", case "[::1]"):
// it knows the form a host takes before :port, and a split at the last
// ':' that keeps the brackets is what it compares.
func (h *hostnames) noteBrackets(n ast.Node) {
	var body *ast.BlockStmt
	switch n := n.(type) {
	case *ast.FuncDecl:
		body = n.Body
	case *ast.FuncLit:
		body = n.Body
	}
	if body == nil {
		return
	}
	flow.Inspect(body, func(m ast.Node) bool {
		var compared []ast.Expr
		switch m := m.(type) {
		case *ast.BinaryExpr:
			if m.Op == token.EQL || m.Op == token.NEQ {
				compared = []ast.Expr{m.X, m.Y}
			}
		case *ast.CaseClause:
			compared = m.List
		}
		for _, e := range compared {
			if tv := h.pass.TypesInfo.Types[e]; bracketedIPv6(tv) || bracket(tv) {
				h.bracketed = append(h.bracketed, body)
				return false
			}
		}
		call, ok := m.(*ast.CallExpr)
		if !ok {
			return true
		}
		if rejoinsAtColon(h.pass.TypesInfo, call) {
			h.bracketed = append(h.bracketed, body)
			return false
		}
		for _, a := range call.Args {
			if bracket(h.pass.TypesInfo.Types[a]) {
				h.bracketed = append(h.bracketed, body)
				return false
			}
		}
		return true
	})
}

// bracket reports whether tv is the constant "[", "]", "[]", '[' or ']'.
func bracket(tv types.TypeAndValue) bool {
	if tv.Value == nil {
		return false
	}
	switch tv.Value.ExactString() {
	case `"["`, `"]"`, `"[]"`, "91", "93":
		return true
	}
	return false
}

// bracketedIPv6 reports whether tv is a constant string holding an IPv6
// address in brackets, as a host before :port writes it ("[::1]").
func bracketedIPv6(tv types.TypeAndValue) bool {
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	s := constant.StringVal(tv.Value)
	if len(s) < 4 || s[0] != '[' || s[len(s)-1] != ']' {
		return false
	}
	ip := net.ParseIP(s[1 : len(s)-1])
	return ip != nil && strings.Contains(s, ":")
}

// rejoinsAtColon reports whether call joins a slice of parts back with
// ':' (strings.Join(parts[:len(parts)-1], ":")): the parts of host:port
// split at every ':', all but the port rejoined, which keeps an IPv6
// address and its brackets whole.
func rejoinsAtColon(info *types.Info, call *ast.CallExpr) bool {
	if !callRow(info, call).Joins || len(call.Args) != 2 {
		return false
	}
	if _, ok := ast.Unparen(call.Args[0]).(*ast.SliceExpr); !ok {
		return false
	}
	tv := info.Types[call.Args[1]]
	return tv.Value != nil && tv.Value.ExactString() == `":"`
}

// onlyLastPart reports whether call, a split at every ':' (strings.Split,
// or SplitN with a negative count) assigned to a local variable, has its
// parts read only as the last one (parts[len(parts)-1]): the port, which
// follows an IPv6 address's closing bracket.
func (h *hostnames) onlyLastPart(f sinks.Func, call *ast.CallExpr) bool {
	switch {
	case f.SplitsAll: // strings.Split
	case f.Parts && f.LimitArg > 0: // strings.SplitN
		if !isIntConst(h.pass.TypesInfo, call.Args[f.LimitArg], -1) {
			return false
		}
	default:
		return false
	}
	v := h.assignedLocal(call)
	if v == nil {
		return false
	}
	var file *ast.File
	for _, f := range h.pass.Files {
		if f.FileStart <= call.Pos() && call.Pos() < f.FileEnd {
			file = f
		}
	}
	if file == nil {
		return false
	}
	isV := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && h.pass.TypesInfo.Uses[id] == v
	}
	last := make(map[ast.Node]bool) // the reads of v in parts[len(parts)-1]
	reads, lasts := 0, 0
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IndexExpr:
			b, ok := ast.Unparen(n.Index).(*ast.BinaryExpr)
			if !ok || b.Op != token.SUB || !isV(n.X) || !isIntConst(h.pass.TypesInfo, b.Y, 1) {
				break
			}
			if l, ok := ast.Unparen(b.X).(*ast.CallExpr); ok && len(l.Args) == 1 && isV(l.Args[0]) {
				if fn, ok := ast.Unparen(l.Fun).(*ast.Ident); ok && fn.Name == "len" {
					last[ast.Unparen(n.X)], last[ast.Unparen(l.Args[0])] = true, true
					lasts++
				}
			}
		case *ast.Ident:
			if h.pass.TypesInfo.Uses[n] == v {
				reads++
				if !last[n] {
					return false
				}
			}
		}
		return true
	})
	return lasts > 0 && reads == 2*lasts
}

// onlyTail reports whether call, a search for the last ':'
// (strings.LastIndex), is read only as where the text after it starts,
// x[strings.LastIndex(x, ":")+1:], directly or through a local variable
// assigned once whose other reads compare it with a constant (i < 0):
// that text is the port, which follows an IPv6 address's closing bracket,
// as the last part of a split at every ':' is (onlyLastPart).
func (h *hostnames) onlyTail(f sinks.Func, call *ast.CallExpr) bool {
	if !f.SearchesLast {
		return false
	}
	if s := h.tailAfter(call); s != nil {
		return sameVar(h.pass.TypesInfo, s.X, call.Args[0])
	}
	// i := strings.LastIndex(x, ":"), read after the call.
	heads, tails, ok := h.indexReads(call)
	return ok && tails > 0 && len(heads) == 0
}

// indexReads reads the local variable call, a search in text
// call.Args[0], is assigned to (i := strings.LastIndex(x, ":")), once,
// in the declaration that holds it whole: the text before it (x[:i],
// x[0:i]), the count of the text after it (x[i+1:]), and whether it has
// no other read than those and comparisons with a constant (i < 0).
func (h *hostnames) indexReads(call *ast.CallExpr) (heads []*ast.SliceExpr, tails int, ok bool) {
	info := h.pass.TypesInfo
	text := call.Args[0]
	v := h.assignedLocal(call)
	if v == nil {
		return nil, 0, false
	}
	h.noteDeclAt(v.Pos())
	if h.assigned[v] > 1 {
		return nil, 0, false
	}
	d := h.declAt(v.Pos())
	if d == nil {
		return nil, 0, false
	}
	isV := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	other := false
	ast.Inspect(d, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SliceExpr:
			if !sameVar(info, n.X, text) {
				break
			}
			if b, ok := ast.Unparen(n.Low).(*ast.BinaryExpr); ok && n.High == nil && b.Op == token.ADD && isV(b.X) && isIntConst(info, b.Y, 1) {
				tails++
				return false
			}
			if isV(n.High) && (n.Low == nil || isIntConst(info, n.Low, 0)) {
				heads = append(heads, n)
				return false
			}
		case *ast.BinaryExpr:
			if isComparison(n.Op) && (isV(n.X) && info.Types[n.Y].Value != nil || isV(n.Y) && info.Types[n.X].Value != nil) {
				return false
			}
		case *ast.Ident:
			if info.Uses[n] == v {
				other = true
			}
		}
		return !other
	})
	return heads, tails, !other
}

// isComparison reports whether op compares its operands.
func isComparison(op token.Token) bool {
	switch op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
		return true
	}
	return false
}

// sameVar reports whether a and b read the same variable, or the same
// field of the same variable (r.RemoteAddr).
func sameVar(info *types.Info, a, b ast.Expr) bool {
	switch a := ast.Unparen(a).(type) {
	case *ast.Ident:
		b, ok := ast.Unparen(b).(*ast.Ident)
		return ok && info.Uses[a] != nil && info.Uses[a] == info.Uses[b]
	case *ast.SelectorExpr:
		b, ok := ast.Unparen(b).(*ast.SelectorExpr)
		return ok && info.Uses[a.Sel] != nil && info.Uses[a.Sel] == info.Uses[b.Sel] && sameVar(info, a.X, b.X)
	}
	return false
}

func (h *hostnames) inBracketed(n ast.Node) bool {
	h.noteDeclAt(n.Pos()) // the bodies around n
	for _, b := range h.bracketed {
		if b.Pos() <= n.Pos() && n.End() <= b.End() {
			return true
		}
	}
	return false
}

// noteValue records the local variables declared with a value, and
// counts the assignments of each.
func (h *hostnames) noteValue(n ast.Node) {
	note := func(id *ast.Ident, value ast.Expr) {
		if v, ok := h.pass.TypesInfo.Defs[id].(*types.Var); ok && value != nil && !v.IsField() && v.Parent() != h.pass.Pkg.Scope() {
			h.values[v] = value
		}
	}
	wrote := func(e ast.Expr) {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			if obj := h.pass.TypesInfo.ObjectOf(id); obj != nil {
				h.assigned[obj]++
			}
		}
	}
	switch n := n.(type) {
	case *ast.AssignStmt:
		for i, l := range n.Lhs {
			wrote(l)
			if id, ok := l.(*ast.Ident); ok && n.Tok == token.DEFINE && len(n.Lhs) == len(n.Rhs) {
				note(id, n.Rhs[i])
			}
		}
	case *ast.ValueSpec:
		for i, id := range n.Names {
			wrote(id)
			if len(n.Values) == len(n.Names) {
				note(id, n.Values[i])
			}
		}
	case *ast.IncDecStmt:
		wrote(n.X)
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			wrote(n.X)
		}
	case *ast.RangeStmt:
		wrote(n.Key)
		if n.Value != nil {
			wrote(n.Value)
		}
	}
}

// valueOf returns the value of a local variable assigned once, where it
// is declared, and the variable; e itself otherwise.
func (h *hostnames) valueOf(e ast.Expr) (ast.Expr, types.Object) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return e, nil
	}
	obj := h.pass.TypesInfo.Uses[id]
	if !h.isLocal(obj) {
		return e, nil // values holds local variables alone
	}
	h.noteDeclAt(obj.Pos())
	if v := h.values[obj]; v != nil && h.assigned[obj] == 1 {
		return v, obj
	}
	return e, nil
}

// hostNameUse reports a Host field given where a host name is needed,
// itself or through a local variable assigned once (host := u.Host): then
// at the field, with the use as related information.
func (h *hostnames) hostNameUse(e ast.Expr, where string) {
	h.hostNameUseAt(e, where, false)
}

// hostNameUseAt is hostNameUse; bracketsMatter says that the sink takes
// no IPv6 address in brackets either (net.JoinHostPort brackets it
// again), so that a Host read where it has no port is reported too.
func (h *hostnames) hostNameUseAt(e ast.Expr, where string, bracketsMatter bool) bool {
	use := e
	e, local := h.valueOf(e)
	kind := h.hostField(e)
	if kind == "" {
		if what := h.hostPortCarried(e); what != "" {
			h.emit(e, analysis.Diagnostic{
				Pos: e.Pos(), End: e.End(), Category: string(rfc.CheckHostName),
				Message: fmt.Sprintf("%s holds host:port (%s) where %s takes a host name alone; take the host with net.SplitHostPort, or url.URL's Hostname() where it is read",
					types.ExprString(e), what, where),
			})
			return true
		}
		h.constantHostPort(use, where)
		return false
	}
	sel := ast.Unparen(e).(*ast.SelectorExpr)
	if local == nil && h.hostWrittenBefore(sel) {
		return true // u.Host = host; u.Host = net.JoinHostPort(u.Host, port): what the function wrote
	}
	if kind == "url" && h.portlessConstantURL(sel.X) {
		return true // twURL = urlParse("https://twitter.com"): its Host is its Hostname()
	}
	if !bracketsMatter && h.splitFailed(use) {
		return true
	}
	d := analysis.Diagnostic{
		Pos: sel.Pos(), End: sel.End(), Category: string(rfc.CheckHostName),
		Message: fmt.Sprintf("%s holds host:port (and an IPv6 address in brackets) where %s takes a host name alone", types.ExprString(sel), where),
	}
	if local != nil {
		d.Message = fmt.Sprintf("%s holds host:port (and an IPv6 address in brackets), and %s, which holds it, is given where %s takes a host name alone", types.ExprString(sel), local.Name(), where)
		d.Related = []analysis.RelatedInformation{{Pos: use.Pos(), End: use.End(), Message: "given here"}}
		if h.usesOf(local) != 1 {
			// The variable is read elsewhere too, where host:port may be meant.
			if kind == "url" {
				d.Message += "; use " + types.ExprString(sel.X) + ".Hostname() there" + noFixMark + local.Name() + " is read elsewhere too"
			} else {
				d.Message += "; take the host with net.SplitHostPort (the Host header may have no port)"
			}
			h.emit(sel, d)
			return true
		}
	}
	if kind == "url" {
		d.Message += "; use " + types.ExprString(sel.X) + ".Hostname()"
		d.SuggestedFixes = []analysis.SuggestedFix{{
			Message:   "Use Hostname()",
			TextEdits: []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte("Hostname()")}},
		}}
	} else {
		d.Message += "; take the host with net.SplitHostPort (the Host header may have no port)"
	}
	h.emit(sel, d)
	return true
}

// constantHostPort reports a value given where a host name is needed
// whose every constant is host:port ("api.example.com:443"), with
// nothing else reaching it but what the command line gives a flag whose
// default that constant is: the flag's own default says what it holds.
func (h *hostnames) constantHostPort(e ast.Expr, where string) {
	if h.flow == nil {
		return
	}
	vals, why := h.flow.Resolve(e, 0)
	if why != "" {
		return
	}
	example, flagged := "", false
	for _, v := range vals {
		if len(v) == 1 && v[0].Hole && v[0].Why == flow.ReasonInput {
			flagged = true
			continue
		}
		var b strings.Builder
		for _, p := range v {
			if p.Hole {
				return
			}
			b.WriteString(p.Text)
		}
		if _, ok := bareHostPort(b.String(), true); !ok {
			return
		}
		example = b.String()
	}
	if example == "" {
		return
	}
	what := "its value"
	if flagged {
		what = "the flag's default"
	}
	h.emit(e, analysis.Diagnostic{
		Pos: e.Pos(), End: e.End(), Category: string(rfc.CheckHostName),
		Message: fmt.Sprintf("%s holds host:port (%s is %q) where %s takes a host name alone; take the host with net.SplitHostPort",
			types.ExprString(e), what, example, where),
	})
}

// hostWrittenBefore reports whether the function holding sel, a read
// of a Host field, assigns the same field before it (u.Host = host): the
// field then holds what the function wrote, not a URL's host:port.
func (h *hostnames) hostWrittenBefore(sel *ast.SelectorExpr) bool {
	var fn *ast.FuncDecl
	for _, f := range h.pass.Files {
		if f.FileStart <= sel.Pos() && sel.Pos() < f.FileEnd {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Pos() <= sel.Pos() && sel.Pos() < fd.End() {
					fn = fd
				}
			}
		}
	}
	if fn == nil || fn.Body == nil {
		return false
	}
	want := types.ExprString(sel)
	found := false
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if found || !ok || as.End() > sel.Pos() {
			// Not before: the statement that reads it, too
			// (u.Host = net.JoinHostPort(u.Host, port)).
			return !found && (!ok || as.Pos() < sel.Pos())
		}
		for _, l := range as.Lhs {
			if types.ExprString(l) == want {
				found = true
			}
		}
		return !found
	})
	return found
}

// usesOf counts the reads of a variable.
func (h *hostnames) usesOf(obj types.Object) int {
	n := 0
	for _, o := range h.pass.TypesInfo.Uses {
		if o == obj {
			n++
		}
	}
	return n
}

// hostNameField checks a value written into a field that holds a host name.
func (h *hostnames) hostNameField(field types.Object, value ast.Expr) {
	if where := h.hostNameOf(field); where != "" {
		h.hostNameUse(value, where)
	}
	if v, ok := field.(*types.Var); ok && v.IsField() && v.Pkg() != nil && sinks.FieldNamed(v.Pkg().Path(), v.Name()) {
		if owner := fieldOwner(v); sinks.FieldOf(v.Pkg().Path() + "." + owner + "." + v.Name()).Listens {
			h.listenHost(value, v.Pkg().Name()+"."+owner+"'s "+v.Name())
		}
	}
}

// hostNameOf returns the name for messages of a field that holds a host
// name (sinks.Field.HostName), "" for another object.
func (h *hostnames) hostNameOf(field types.Object) string {
	v, ok := field.(*types.Var)
	if !ok || !v.IsField() || v.Pkg() == nil || !sinks.FieldNamed(v.Pkg().Path(), v.Name()) {
		return "" // before fieldOwner, which reads the field's package
	}
	where, ok := h.hostNames[v]
	if !ok {
		where = sinks.FieldOf(v.Pkg().Path() + "." + fieldOwner(v) + "." + v.Name()).HostName
		h.hostNames[v] = where
	}
	return where
}

// fieldOwner returns the name of the struct type that declares field v
// in its package, or "".
func fieldOwner(v *types.Var) string {
	scope := v.Pkg().Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		if st, ok := tn.Type().Underlying().(*types.Struct); ok {
			for i := range st.NumFields() {
				if st.Field(i) == v {
					return name
				}
			}
		}
	}
	return ""
}

func funcKeyOf(fn *types.Func) string { return sinks.FuncKey(fn.Origin()) }

// constantString returns the value of a string constant, "" for others.
func constantString(tv types.TypeAndValue) string {
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	return constant.StringVal(tv.Value)
}

// noteHandler records the request parameter of an HTTP handler, a
// function of (http.ResponseWriter, *http.Request), unless the handler
// reads the request as a proxy does: it tests r.URL.IsAbs(), compares
// r.URL.Host or r.URL.Scheme with "", handles CONNECT, or sends the
// request on as it came; then the package is a proxy's, and none of its
// handlers is reported.
func (h *hostnames) noteHandler(n ast.Node) {
	var ft *ast.FuncType
	var body *ast.BlockStmt
	switch n := n.(type) {
	case *ast.FuncDecl:
		ft, body = n.Type, n.Body
	case *ast.FuncLit:
		ft, body = n.Type, n.Body
	default:
		return
	}
	if body == nil || ft.Params == nil || len(ft.Params.List) == 0 {
		return
	}
	var params []*ast.Ident
	for _, f := range ft.Params.List {
		params = append(params, f.Names...)
	}
	var r types.Object
	switch len(params) {
	case 1: // func(c *gin.Context)
		if r = h.pass.TypesInfo.Defs[params[0]]; r == nil || !frameworkContext(r.Type()) {
			return
		}
	case 2:
		w := h.pass.TypesInfo.Defs[params[0]]
		if r = h.pass.TypesInfo.Defs[params[1]]; w == nil || r == nil || !isNamed(w.Type(), "net/http", "ResponseWriter") || !isPtrToNamed(r.Type(), "net/http", "Request") {
			return
		}
	default:
		return
	}
	proxy, aware := h.readsAsProxy(body, r)
	h.proxy = h.proxy || proxy
	if !proxy && !aware {
		h.handlers[r] = true
	}
	if fd, ok := n.(*ast.FuncDecl); ok {
		h.handlerOf[h.pass.TypesInfo.Defs[fd.Name]] = r
	} else {
		h.handlerOf[n] = r
	}
}

// noteFilled records the handler a call of a function that writes the
// scheme into r.URL wraps (handlers.ProxyHeaders(http.HandlerFunc(h.serve))):
// a function of the package, a method value, a function literal; or, for
// anything else (a router), that any handler of the package may be behind it.
func (h *hostnames) noteFilled(n ast.Node) {
	call, ok := n.(*ast.CallExpr)
	if !ok || len(call.Args) == 0 || !fillsSchemeNames()[typesx.CalleeName(call)] || !flow.FuncOf(h.callKey(call)).FillsScheme {
		return
	}
	arg := ast.Unparen(call.Args[0])
	// http.HandlerFunc(f): a conversion.
	if conv, ok := arg.(*ast.CallExpr); ok && len(conv.Args) == 1 {
		if tv := h.pass.TypesInfo.Types[conv.Fun]; tv.IsType() {
			arg = ast.Unparen(conv.Args[0])
		}
	}
	switch a := arg.(type) {
	case *ast.FuncLit:
		h.filled[a] = true
		return
	case *ast.Ident:
		if fn, ok := h.pass.TypesInfo.Uses[a].(*types.Func); ok {
			h.filled[fn] = true
			return
		}
	case *ast.SelectorExpr:
		if fn, ok := h.pass.TypesInfo.Uses[a.Sel].(*types.Func); ok {
			h.filled[fn] = true
			return
		}
	}
	h.fillsAll = true
}

// passes reports whether call is given r itself as an argument.
func (h *hostnames) passes(call *ast.CallExpr, r types.Object) bool {
	for _, a := range call.Args {
		if id, ok := ast.Unparen(a).(*ast.Ident); ok && h.pass.TypesInfo.Uses[id] == r {
			return true
		}
	}
	return false
}

// readsAsProxy reports whether a handler reads its request as a proxy
// does (it tests r.URL.IsAbs(), handles CONNECT, or sends the request on
// as it came), and whether it knows r.URL's fields may be empty (it
// compares them, or copies of them, with "").
func (h *hostnames) readsAsProxy(body *ast.BlockStmt, r types.Object) (proxy, aware bool) {
	// copies are the variables assigned r.URL's fields: host := r.URL.Host.
	copies := make(map[types.Object]bool)
	isField := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if id, ok := e.(*ast.Ident); ok {
			return copies[h.pass.TypesInfo.Uses[id]]
		}
		s, ok := e.(*ast.SelectorExpr)
		return ok && h.requestURL(s.X) == r
	}
	flow.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok && isField(n.Rhs[i]) {
						copies[h.pass.TypesInfo.ObjectOf(id)] = true
					}
				}
			}
		case *ast.CallExpr:
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
				switch sel.Sel.Name {
				case "IsAbs":
					proxy = proxy || h.requestURL(sel.X) == r
				case "RoundTrip":
					proxy = proxy || h.passes(n, r)
				}
			}
			// The request sent on as it came (client.Do(r)): a forward
			// proxy's.
			proxy = proxy || callRow(h.pass.TypesInfo, n).Sends && h.passes(n, r)
		case *ast.BinaryExpr:
			for _, pair := range [][2]ast.Expr{{n.X, n.Y}, {n.Y, n.X}} {
				tv := h.pass.TypesInfo.Types[pair[1]]
				if isField(pair[0]) && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "" {
					aware = true
				}
				if constantString(tv) == "CONNECT" {
					proxy = true
				}
			}
		}
		return !proxy
	})
	return proxy, aware
}

// requestURL returns r where e is r.URL of an *http.Request variable r.
func (h *hostnames) requestURL(e ast.Expr) types.Object {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "URL" {
		return nil
	}
	x := ast.Unparen(sel.X)
	if req, ok := x.(*ast.SelectorExpr); ok {
		// c.Request.URL of a gin handler's context: the request is the
		// context's, which the handler's own variable stands for.
		if id, ok := ast.Unparen(req.X).(*ast.Ident); ok {
			if obj := h.pass.TypesInfo.Uses[id]; obj != nil && receivedField(obj.Type(), req.Sel.Name) {
				return obj
			}
		}
		// rctx.Request.URL of a field that holds only served requests.
		if s, ok := h.pass.TypesInfo.Selections[req]; ok && s.Kind() == types.FieldVal && h.servedFields[s.Obj()] {
			return s.Obj()
		}
		return nil
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return nil
	}
	obj := h.pass.TypesInfo.Uses[id]
	if obj == nil || !isPtrToNamed(obj.Type(), "net/http", "Request") {
		return nil
	}
	return obj
}

// receivedField reports whether t is a pointer to a web framework's
// context whose field name holds the request its server received
// (sinks.Field.Received: gin's *gin.Context's Request).
func receivedField(t types.Type, name string) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	return sinks.FieldOf(n.Obj().Pkg().Path() + "." + n.Obj().Name() + "." + name).Received
}

// frameworkContext reports whether t is such a context (a handler given
// one reads a server's request).
func frameworkContext(t types.Type) bool {
	return receivedField(t, "Request")
}

func isNamed(t types.Type, pkg, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
}

func isPtrToNamed(t types.Type, pkg, name string) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && isNamed(p.Elem(), pkg, name)
}

// noteServedHelpers records the *http.Request parameters of the
// package's functions (handlers aside) that every call in the package
// gives the request a handler received: func isHTTPS(r *http.Request)
// bool, called as isHTTPS(r) in handlers only. A function read as a value,
// or that reads its request as a proxy does, or knows r.URL's fields may
// be empty, is left out.
func (h *hostnames) noteServedHelpers() {
	if h.proxy || len(h.handlers) == 0 {
		return
	}
	type param struct {
		obj   types.Object
		index int
	}
	params := make(map[types.Object][]param) // by function
	for _, f := range h.pass.Files {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn := h.pass.TypesInfo.Defs[fd.Name]
			i := 0
			for _, field := range fd.Type.Params.List {
				for _, id := range field.Names {
					obj := h.pass.TypesInfo.Defs[id]
					if obj != nil && !h.handlers[obj] && isPtrToNamed(obj.Type(), "net/http", "Request") {
						if proxy, aware := h.readsAsProxy(fd.Body, obj); !proxy && !aware {
							params[fn] = append(params[fn], param{obj, i})
						}
					}
					i++
				}
				if len(field.Names) == 0 {
					i++
				}
			}
		}
	}
	if len(params) == 0 {
		return
	}
	// A function read otherwise than called may be given any request.
	// Its calls are in the declarations that read it, walked in the
	// order of the files. The keys of params are functions: their uses
	// are among the uses of functions.
	uses := make(map[types.Object]int)
	var decls [][2]int
	for _, u := range h.funcUses() {
		if obj := types.Object(u.Fn); params[obj] != nil {
			uses[obj]++
			if at, ok := h.declIndex(u.ID.Pos()); ok && !slices.Contains(decls, at) {
				decls = append(decls, at)
			}
		}
	}
	slices.SortFunc(decls, func(a, b [2]int) int {
		if a[0] != b[0] {
			return a[0] - b[0]
		}
		return a[1] - b[1]
	})
	calls := make(map[types.Object]int)
	bad := make(map[types.Object]bool)
	first := make(map[types.Object]*ast.CallExpr)
	for _, at := range decls {
		flow.Inspect(h.pass.Files[at[0]].Decls[at[1]], func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || call.Ellipsis.IsValid() {
				return true
			}
			fn := typeutilCallee(h.pass.TypesInfo, call)
			if params[fn] != nil {
				calls[fn]++
			}
			for _, p := range params[fn] {
				if p.index >= len(call.Args) {
					bad[p.obj] = true
					continue
				}
				id, ok := ast.Unparen(call.Args[p.index]).(*ast.Ident)
				if !ok || !h.handlers[h.pass.TypesInfo.Uses[id]] {
					bad[p.obj] = true
				} else if first[p.obj] == nil {
					first[p.obj] = call
				}
			}
			return true
		})
	}
	for fn, ps := range params {
		if calls[fn] == 0 || uses[fn] != calls[fn] {
			continue
		}
		for _, p := range ps {
			if !bad[p.obj] && first[p.obj] != nil {
				h.servedBy[p.obj] = first[p.obj]
			}
		}
	}
}

// A comparedField is a comparison (== or !=) of a read of r.URL's
// field with a variable.
type comparedField struct {
	sel *ast.SelectorExpr
	id  *ast.Ident
}

// requestURLField returns e when it reads a field of r.URL, r an
// *http.Request variable.
func (h *hostnames) requestURLField(e ast.Expr) *ast.SelectorExpr {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if ok && h.requestURL(sel.X) != nil {
		return sel
	}
	return nil
}

// noteCompared records a comparison of a read of r.URL's field with a
// variable (either way round).
func (h *hostnames) noteCompared(n ast.Node) {
	b, ok := n.(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL && b.Op != token.NEQ {
		return
	}
	for _, pair := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		sel := h.requestURLField(pair[0])
		id, ok := ast.Unparen(pair[1]).(*ast.Ident)
		if sel != nil && ok {
			h.compared = append(h.compared, comparedField{sel, id})
		}
	}
}

// noteSelfCompared records the reads of a request's r.URL.Scheme, Host
// or User that the code compares with a copy of the same field: a
// variable assigned the field, in the function or in the package's
// function whose result it is (proto := requestProto(r), which falls
// back to r.URL.Scheme). The comparison tells whether the value is the
// field's copy, whatever the field holds (on a server both are empty);
// neither it nor the read the copy was made of says the field holds a
// scheme or host. A variable assigned the result of another package's
// function given the same request (proto := util.RequestProto(r)),
// whose body is not read here, may be such a copy too.
func (h *hostnames) noteSelfCompared() {
	h.selfCompared = make(map[*ast.SelectorExpr]bool)
	if len(h.compared) == 0 {
		return // no comparison to tell a copy by
	}
	c := &selfCopies{
		h:       h,
		info:    h.pass.TypesInfo,
		copies:  make(map[types.Object][]*ast.SelectorExpr),
		results: make(map[types.Object][]*ast.SelectorExpr),
		given:   make(map[types.Object][]types.Object),
	}
	c.walk()
	c.called()
	for _, cf := range h.compared {
		c.compared(cf.sel, cf.id)
	}
}

// selfCopies finds the copies of a request's r.URL fields for
// noteSelfCompared.
type selfCopies struct {
	h    *hostnames
	info *types.Info
	// copies are the reads each variable is assigned; results those a
	// function returns, directly or through a variable; given, for a
	// variable assigned a string from another package's function, the
	// requests the call was given.
	copies  map[types.Object][]*ast.SelectorExpr
	results map[types.Object][]*ast.SelectorExpr
	given   map[types.Object][]types.Object
	// returns are the variables each function returns, and calls the
	// calls assigned to a variable, which read the copies and results
	// once the walk has noted them all.
	returns []varReturned
	calls   []callAssigned
}

// A varReturned is a variable a function returns; a callAssigned a call
// assigned to a variable.
type (
	varReturned  struct{ fn, v types.Object }
	callAssigned struct {
		v    types.Object
		call *ast.CallExpr
	}
)

// field returns e as a read of a request's r.URL field, or nil.
func (c *selfCopies) field(e ast.Expr) *ast.SelectorExpr { return c.h.requestURLField(e) }

// walk notes, in one walk of each function, the variables assigned a
// field, what the function returns, and the variables assigned a call;
// then the functions that return a variable hold its copies.
func (c *selfCopies) walk() {
	for _, f := range c.h.pass.Files {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn := c.info.Defs[fd.Name]
			flow.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					flow.Inspect(n.Body, c.assigns) // its returns are not fn's
					return false
				case *ast.ReturnStmt:
					if len(n.Results) == 1 {
						if sel := c.field(n.Results[0]); sel != nil {
							c.results[fn] = append(c.results[fn], sel)
						} else if id, ok := ast.Unparen(n.Results[0]).(*ast.Ident); ok {
							c.returns = append(c.returns, varReturned{fn, c.info.Uses[id]})
						}
					}
				}
				return c.assigns(n)
			})
		}
	}
	for _, r := range c.returns {
		c.results[r.fn] = append(c.results[r.fn], c.copies[r.v]...)
	}
}

// assigns notes an assignment of a field to a variable, and of a call.
func (c *selfCopies) assigns(n ast.Node) bool {
	as, ok := n.(*ast.AssignStmt)
	if !ok {
		return true
	}
	if len(as.Lhs) == len(as.Rhs) {
		for i, l := range as.Lhs {
			if id, ok := l.(*ast.Ident); ok {
				if sel := c.field(as.Rhs[i]); sel != nil {
					obj := c.info.ObjectOf(id)
					c.copies[obj] = append(c.copies[obj], sel)
				}
			}
		}
	}
	if len(as.Lhs) == 1 && len(as.Rhs) == 1 {
		if call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); ok {
			if id, ok := as.Lhs[0].(*ast.Ident); ok {
				c.calls = append(c.calls, callAssigned{c.info.ObjectOf(id), call})
			}
		}
	}
	return true
}

// called records the variables assigned a call of a function that
// returns a field or its copy, which hold its copies too, and those
// assigned a string from another package's function with the requests
// the call was given.
func (c *selfCopies) called() {
	info := c.info
	for _, a := range c.calls {
		obj, call := a.v, a.call
		callee := typeutilCallee(info, call)
		if rs := c.results[callee]; len(rs) > 0 {
			c.copies[obj] = append(c.copies[obj], rs...)
		} else if fn, ok := callee.(*types.Func); ok && fn.Pkg() != nil && fn.Pkg() != c.h.pass.Pkg && obj != nil && typesx.IsString(obj.Type()) {
			for _, a := range call.Args {
				if r, ok := ast.Unparen(a).(*ast.Ident); ok && info.Uses[r] != nil && isPtrToNamed(info.Uses[r].Type(), "net/http", "Request") {
					c.given[obj] = append(c.given[obj], info.Uses[r])
				}
			}
		}
	}
}

// compared marks the field read sel, which the code compares with the
// variable id, when id holds its own copy, and the copy.
func (c *selfCopies) compared(sel *ast.SelectorExpr, id *ast.Ident) {
	h := c.h
	var same []*ast.SelectorExpr
	for _, cp := range c.copies[c.info.Uses[id]] {
		if cp.Sel.Name == sel.Sel.Name {
			same = append(same, cp)
		}
	}
	if len(same) > 0 || slices.Contains(c.given[c.info.Uses[id]], h.requestURL(sel.X)) {
		h.selfCompared[sel] = true
		for _, cp := range same {
			h.selfCompared[cp] = true
		}
	}
}

// calledMethod reports whether sel, a method's selector, is called there
// (r.URL.Hostname()), not taken as a value.
func (h *hostnames) calledMethod(sel *ast.SelectorExpr) bool {
	parents := h.parents(sel)
	if len(parents) == 0 {
		return false
	}
	call, ok := parents[0].(*ast.CallExpr)
	return ok && ast.Unparen(call.Fun) == ast.Expr(sel)
}

// emptyTested reports whether the result of sel's call (r.URL.Hostname())
// is compared with "", itself or through the variable it is assigned
// to, in the function: the code handles a request with no host in its
// URL (host := r.URL.Hostname(); if host == "" { host = r.Host }).
func (h *hostnames) emptyTested(sel *ast.SelectorExpr) bool {
	info := h.pass.TypesInfo
	parents := h.parents(sel)
	if len(parents) < 2 {
		return false
	}
	call := parents[0]
	var v types.Object
	var body ast.Node
	for _, p := range parents[1:] {
		switch n := p.(type) {
		case *ast.BinaryExpr:
			if v == nil && (n.Op == token.EQL || n.Op == token.NEQ) && (typesx.IsEmptyString(info, n.X) || typesx.IsEmptyString(info, n.Y)) {
				return true
			}
		case *ast.AssignStmt:
			if v == nil && len(n.Lhs) == 1 && len(n.Rhs) == 1 && n.Rhs[0] == call {
				if id, ok := n.Lhs[0].(*ast.Ident); ok {
					v = info.ObjectOf(id)
				}
			}
		case *ast.FuncDecl, *ast.FuncLit:
			body = n
		}
		if body != nil {
			break
		}
	}
	if v == nil || body == nil {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if b, ok := n.(*ast.BinaryExpr); ok && !found && (b.Op == token.EQL || b.Op == token.NEQ) {
			id, isID := ast.Unparen(b.X).(*ast.Ident)
			other := b.Y
			if !isID {
				id, isID = ast.Unparen(b.Y).(*ast.Ident)
				other = b.X
			}
			found = isID && info.Uses[id] == v && typesx.IsEmptyString(info, other)
		}
		return !found
	})
	return found
}

// hostFallback reports whether sel, r.URL.Host (or its Hostname or Port), is read in the body of
// an if that tests r.Host, or a variable assigned it, for "" (host :=
// r.Host; if host == "" { host = r.URL.Host }): the request's Host is
// read first, and the URL's only where it names none.
func (h *hostnames) hostFallback(sel *ast.SelectorExpr, r types.Object) bool {
	info := h.pass.TypesInfo
	isReqHost := func(e ast.Expr) bool {
		s, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok || s.Sel.Name != "Host" {
			return false
		}
		if req, ok := ast.Unparen(s.X).(*ast.SelectorExpr); ok && receivedField(r.Type(), req.Sel.Name) {
			return typesx.IsIdentOf(info, req.X, asVar(r)) // c.Request.Host of a gin handler's context
		}
		return typesx.IsIdentOf(info, s.X, asVar(r))
	}
	var parents []ast.Node
	for _, p := range h.parents(sel) {
		if _, ok := p.(*ast.FuncDecl); ok {
			break
		}
		if _, ok := p.(*ast.FuncLit); ok {
			break
		}
		parents = append(parents, p)
	}
	// The variables assigned r.Host before the read, in the blocks
	// around it.
	hostVars := map[types.Object]bool{}
	for _, p := range parents {
		if b, ok := p.(*ast.BlockStmt); ok {
			for _, st := range b.List {
				if as, ok := st.(*ast.AssignStmt); ok && st.Pos() < sel.Pos() && len(as.Lhs) == 1 && len(as.Rhs) == 1 && isReqHost(as.Rhs[0]) {
					if id, ok := as.Lhs[0].(*ast.Ident); ok {
						hostVars[info.ObjectOf(id)] = true
					}
				}
			}
		}
	}
	empty := func(e ast.Expr) bool {
		if isReqHost(e) {
			return true
		}
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && hostVars[info.Uses[id]]
	}
	child := ast.Node(sel)
	for _, p := range parents {
		if n, ok := p.(*ast.IfStmt); ok && child == ast.Node(n.Body) {
			if c, ok := ast.Unparen(n.Cond).(*ast.BinaryExpr); ok && c.Op == token.EQL {
				if empty(c.X) && typesx.IsEmptyString(info, c.Y) || empty(c.Y) && typesx.IsEmptyString(info, c.X) {
					return true
				}
				// len(host) == 0
				if call, ok := ast.Unparen(c.X).(*ast.CallExpr); ok && len(call.Args) == 1 && empty(call.Args[0]) {
					b, isB := info.Uses[calleeIdent(call)].(*types.Builtin)
					if v := info.Types[c.Y].Value; isB && b.Name() == "len" && v != nil && v.ExactString() == "0" {
						return true
					}
				}
			}
		}
		child = p
	}
	return false
}

// asVar returns obj as a variable, or nil.
func asVar(obj types.Object) *types.Var {
	v, _ := obj.(*types.Var)
	return v
}

// noteHostSet notes an assignment to r.URL.Host (see hostSet).
func (h *hostnames) noteHostSet(n ast.Node) {
	as, ok := n.(*ast.AssignStmt)
	if !ok {
		return
	}
	for _, l := range as.Lhs {
		if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && sel.Sel.Name == "Host" {
			if r := h.requestURL(sel.X); r != nil {
				h.hostSet[r] = append(h.hostSet[r], as)
			}
		}
	}
}

// hostSetBefore reports whether the handler assigns r.URL.Host in a
// statement of a block around sel, before it.
func (h *hostnames) hostSetBefore(r types.Object, sel *ast.SelectorExpr) bool {
	if len(h.hostSet[r]) == 0 {
		return false
	}
	for _, p := range h.parents(sel) {
		b, ok := p.(*ast.BlockStmt)
		if !ok {
			continue
		}
		for _, as := range h.hostSet[r] {
			if as.End() < sel.Pos() && slices.Contains(b.List, ast.Stmt(as)) {
				return true
			}
		}
	}
	return false
}

// serverURLField reports a read of r.URL.Scheme, Host or User in a
// server's handler, where net/http leaves them empty.
func (h *hostnames) serverURLField(sel *ast.SelectorExpr) {
	r := h.requestURL(sel.X)
	if h.proxy || r == nil || !h.handlers[r] && h.servedBy[r] == nil || h.written[sel] || h.selfCompared[sel] ||
		(h.fillsAll || h.filledReq[r]) && sel.Sel.Name == "Scheme" || sel.Sel.Name != "Scheme" && sel.Sel.Name != "User" && (h.hostFallback(sel, r) || h.hostSetBefore(r, sel)) {
		return
	}
	name := types.ExprString(ast.Unparen(sel.X).(*ast.SelectorExpr).X)
	d := analysis.Diagnostic{Pos: sel.Pos(), End: sel.End(), Category: string(rfc.CheckHostName)}
	if call := h.servedBy[r]; call != nil {
		d.Related = []analysis.RelatedInformation{{Pos: call.Pos(), End: call.End(), Message: "given a handler's request here"}}
	}
	switch sel.Sel.Name {
	case "Scheme":
		d.Message = fmt.Sprintf("%s is empty in a server's handler: net/http fills a received request's URL from its request line, which names no scheme; tell HTTPS by %s.TLS != nil", types.ExprString(sel), name)
	case "Host":
		d.Message = fmt.Sprintf("%s is empty in a server's handler, but for a proxy's request: the host a request names is in %s.Host", types.ExprString(sel), name)
		d.SuggestedFixes = []analysis.SuggestedFix{{
			Message:   "Use " + name + ".Host",
			TextEdits: []analysis.TextEdit{{Pos: sel.Pos(), End: sel.End(), NewText: []byte(name + ".Host")}},
		}}
	case "User":
		d.Message = fmt.Sprintf("%s is nil in a server's handler: a client's credentials come in the Authorization header; use %s.BasicAuth()", types.ExprString(sel), name)
	case "Hostname", "Port":
		// The methods read the same empty Host (c.URL.Hostname() == "").
		if _, ok := h.pass.TypesInfo.Selections[sel]; !ok || !h.calledMethod(sel) || h.emptyTested(sel) {
			return
		}
		what := "host"
		if sel.Sel.Name == "Port" {
			what = "port"
		}
		d.Message = fmt.Sprintf("%s() is empty in a server's handler, as its URL's Host is, but for a proxy's request: the %s a request names is in %s.Host (host[:port]: net.SplitHostPort takes it apart)", types.ExprString(sel), what, name)
	default:
		return
	}
	h.emit(sel, d)
}
