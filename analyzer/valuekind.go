package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// A textKind is what a string is, as its name, its type and the
// functions it went through tell: the knowledge behind the tiers of the
// unescaped checks. Run-time input is told by its origin (flow.ReasonInput).
type textKind uint8

const (
	unknownKind textKind = iota
	// freeText is text a person writes, with any character: a branch, a
	// title, a search term, a file name, an e-mail address. (A user name
	// is not: a forge's logins are [A-Za-z0-9-], and every userName of
	// cli/cli was one: identText.)
	// Written unescaped, its ' ', '/', '&', '#' or '?' make another path
	// or another parameter: reported by default (unescaped-input).
	freeText
	// identText is text a program makes from a small alphabet: a UUID, a
	// numeric ID, a hash, a token a service issues, base64 or hex, a
	// revision (a commit's hash), an API's version ("2024-06-01", "7.4",
	// "v1"), a key's ID (JOSE's kid, RFC 7515 §4.1.4), an API key the
	// service issued (as its tokens, URL-safe), a reference to
	// an object the server issued (a vSphere ManagedObjectReference's
	// Value, "vm-123"). Not reported, even with -warnings.
	identText
	// uriText is a URL, a URI or a request target meant whole (…URL,
	// …_RELATIVE_URI, RequestURI()): in a path it is not a segment, and
	// escaping it would break it; in a query or a fragment it is free
	// text, whose '&', '?' and '#' must be escaped.
	uriText
	// fileText is a file's name (filepath.Base's): free text in a query,
	// where its space breaks the request line; in a path Go escapes a
	// space itself, and a name with '#' or '?' is rare: the warning tier.
	fileText
	// pathText is a path of several segments (…Path, a route's
	// *filepath, a file a repository index names): in a path it is meant
	// whole, as uriText; elsewhere it is free text (a file path in
	// ?file=).
	pathText
	// nameText is the name of a service's resource, which the service
	// restricts to letters, digits, '-', '.' and '_' so that it can stand
	// in the path of its URLs: an account (owner, user, login, org), a
	// repository, a slug, a storage bucket, a host or a domain (GitHub's
	// logins are [A-Za-z0-9-], its repositories [A-Za-z0-9._-]; S3's
	// buckets [a-z0-9.-]); a zone or a region (a DNS zone, a domain
	// name; a cloud's "us-east-1", "europe-west4-a"), a namespace (a
	// cluster's, a DNS label; a registry's), a processor architecture
	// ("amd64", "arm64"), a MAC address (hex and ':'; a message's
	// authentication code, base64 with '+' and '/', is sent in a query,
	// where a name is a warning); a version ("52.0", "v1", "1.2.0+build":
	// digits, letters, '.', '-', '+'); a model a service serves
	// ("gpt-4o", "org/model-7b", "@cf/org/model"); the type or kind of a
	// resource, one of a set the API defines ("openid", "ldap"), or of
	// a method it serves ("channels.list", "storage/volume/list"); the name
	// of a server's configuration entry (cfgName, configName: a key such
	// as "max_connections"); a health check's, which names its endpoint
	// (/healthz/etcd, /readyz/ping: HealthChecker's Name()); a service's
	// name (a DNS label, a registry's key) and a CI pipeline's slug
	// (Buildkite's, Concourse's: [a-z0-9-_]). Where one
	// holds a '/' ("owner/repo", "registry/image", "org/model"), the '/'
	// is meant: escaping it in a path would break it. In a path it is an identifier; in a query or the userinfo,
	// where a person may give an e-mail address for a user name (its '+'
	// read as a space), a string of unknown kind.
	nameText
	// aliasText is a name a person gives a resource besides its ID (an
	// alias): in a path, where the service keys the resource by it, a
	// slug it restricts as a nameText's (a blog's collection at
	// /collections/{alias}, an index's alias); elsewhere the label the
	// person wrote, free text (a column's alias in ?alias=).
	aliasText
	// userinfoText is a URL's userinfo as the URL writes it (…Userinfo,
	// url.Userinfo's String(): "u%40x:p%2Fw"): in the userinfo it is
	// meant whole, and url.UserPassword would escape its '%' again;
	// elsewhere a string of unknown kind.
	userinfoText
)

// in returns what a value of kind k is in component comp: a URL or a
// path after a base's path is no segment to escape (identText, quiet),
// and in a query, a fragment or the userinfo it is free text; a
// userinfo in the userinfo is that component's own text.
func (k textKind) in(comp rfc.Component) textKind {
	switch {
	case k == userinfoText && comp == rfc.InUserinfo:
		return identText
	case k == userinfoText:
		return unknownKind
	case k == nameText && comp == rfc.InPath:
		return identText
	case k == nameText:
		return unknownKind
	case k == aliasText && comp == rfc.InPath:
		return identText
	case k == aliasText:
		return freeText
	case k == fileText && comp == rfc.InPath:
		return unknownKind
	case k == fileText:
		return freeText
	case k != uriText && k != pathText:
		return k
	case comp == rfc.InPath:
		return identText
	}
	return freeText
}

// refName returns the name of the variable or field e refers to (x,
// a.b.x, *x: "x"), or "" for any other expression.
func refName(e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	case *ast.StarExpr:
		return refName(e.X) // *password of a *string parameter
	}
	return ""
}

// wordKind returns the kind of text a name's word stands for, or
// unknownKind. A word of no kind that names the text only ("name",
// "value") defers to the word before it (nameKind).
func wordKind(w string) textKind {
	switch w {
	case "id", "ids", "uuid", "uuids", "guid", "uid", "oid", "sid", "hash", "sha", "sha1", "sha256",
		"digest", "checksum", "etag", "nonce", "token", "tokens", "hex", "serial", "rev", "revision", "apiversion",
		"objectreference", "objectref", "kid", "apikey", "sdkkey":
		return identText
	case "owner", "user", "username", "login", "handle", "org", "organization", "organisation", "account",
		"repo", "repository", "slug", "bucket", "bucketkey", "host", "hostname", "domain", "version", "method",
		"ip", "ipv4", "ipv6", "model", "type", "kind", "config", "cfg", "zone", "region", "namespace", "arch", "mac",
		"healthcheck", "healthchecker", "service", "pipeline":
		return nameText
	case "url", "urls", "uri", "uris", "href", "link", "requesturi", "endpoint", "location", "redirect",
		"urlsuffix", "urisuffix":
		return uriText
	case "path", "paths", "filepath", "subpath", "urlpath", "pathname", "file", "pathsuffix",
		"suburl", "suburi", // the path an application is served under (AppSubURL: "/gitea")
		"folderlocation", "dirlocation", "directorylocation", "filelocation": // where on disk (configFolderLocation)
		return pathText
	case "query", "q", "search", "term", "terms", "keyword", "keywords", "title", "subject", "message",
		"comment", "description", "text", "label", "labels", "branch", "branches", "email",
		"displayname", "summary", "phrase", "filter", "place", "city":
		return freeText
	case "alias":
		return aliasText
	case "filename", "basename":
		return fileText
	case "userinfo":
		return userinfoText
	}
	return unknownKind
}

// genericWord reports whether w names the text only, not what it is: in
// "branchName" or "userStr", the word before it does.
func genericWord(w string) bool {
	switch w {
	case "name", "str", "string", "value", "val", "s", "param", "arg", "raw":
		return true
	}
	return false
}

// nameKind returns the kind of text a name says a value is: its last
// two words joined ("api" "version": apiversion, "user" "name":
// username), its last word, or, when that word is generic, the word
// before it ("branch" "name").
func nameKind(name string) textKind {
	words := typesx.NameWords(name)
	if len(words) == 0 {
		return unknownKind
	}
	last := words[len(words)-1]
	if len(words) > 1 {
		if k := wordKind(words[len(words)-2] + last); k != unknownKind {
			return k // apiVersion, userName
		}
	}
	if k := wordKind(last); k != unknownKind || !genericWord(last) || len(words) == 1 {
		return k
	}
	return wordKind(words[len(words)-2])
}

// exprKind returns the kind of text of e: a call's (a lookup by a
// constant key, a method, a function of its package), a field's or a
// variable's name, else its type's name; through conversions and the
// functions that keep the text what it was (strings.TrimSpace).
func (r *escaping) exprKind(e ast.Expr, depth int) textKind {
	if k := r.syntaxKind(e, depth); k != unknownKind {
		return k
	}
	return nameKind(typeName(r.pass.TypesInfo.TypeOf(e))) // a string type named ID
}

// syntaxKind returns the kind of text of e that its syntax tells.
func (r *escaping) syntaxKind(e ast.Expr, depth int) textKind {
	info := r.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if r.splitByParse(e) {
			return uriText // u, err := url.Parse("dummy:///" + query); u.Path, u.Query()
		}
		if r.segmentsPassed(e) {
			return pathText // c.get(fmt.Sprintf("servers/%s/action", id)) of func (c *API) get(resource string)
		}
		if k := nameKind(e.Name); k != unknownKind {
			return k
		}
		if r.schemeTested(e) {
			return uriText // if !strings.Contains(ref, "://") { ref = "/" + ref }
		}
		if r.parsedAsURL(e) {
			return uriText // u, err := url.Parse(ref)
		}
		if r.parameterEntry(e) {
			return freeText // for key, value := range parameterMap
		}
		if r.reassignedBefore(e, r.segmentsOf) {
			return pathText // suffix = strings.TrimLeft(suffix, "/")
		}
		if sel := r.keptField(e); sel != nil && depth < 3 {
			// rel := latest.Archive.Path: what the field's name says,
			// where that needs no escaping in some component.
			switch k := r.syntaxKind(sel, depth+1); k {
			case identText, uriText, pathText, nameText, aliasText:
				return k
			}
		}
		if src, ok := r.kept(e).(*ast.Ident); ok && depth < 3 {
			// p := endpoint: what the variable it copies says.
			switch k := r.syntaxKind(src, depth+1); k {
			case identText, uriText, pathText, nameText, aliasText:
				return k
			}
		}
		if call := r.keptCall(e); call != nil && depth < 3 {
			// obj := l.objectPath(seg): the call's kind where it says
			// the text needs no escaping in some component; a kind
			// that would report it (free text by a method's name) is
			// left to the call written where it is used.
			switch k := r.callKind(call, depth+1); k {
			case identText, uriText, pathText, nameText, aliasText:
				return k
			}
		}
		return unknownKind
	case *ast.SelectorExpr:
		if resourceField(info, e) {
			return nameText // gv.Group of a Kubernetes schema.GroupVersion
		}
		if r.parameterPairField(e) {
			return freeText // for _, p := range params { p.Name + "=" + p.Value }
		}
		if depth < 3 && libraryField(info, e).HolderNamed {
			return r.syntaxKind(e.X, depth+1) // p.Slug.String of a sql.NullString: a slug
		}
		if k := r.fieldNameKind(e); k != unknownKind || !r.configured(e.X) || secretName(e) {
			return k // a configured password is still one (secretName)
		}
		return identText // a.Config.Cloud.AccountName
	case *ast.StarExpr:
		return r.exprKind(e.X, depth)
	case *ast.IndexExpr:
		if key := constString(info, e.Index); key != "" {
			return nameKind(key) // vars["id"]
		}
		return r.exprKind(e.X, depth)
	case *ast.CallExpr:
		return r.callKind(e, depth)
	}
	return unknownKind
}

// parameterEntry reports whether id reads the key or the value of a
// range over a map of strings that the function is given (a parameter,
// or a field: for key, value := range parameterMap): a map of a URL's
// parameters that a caller fills, whose entries may be any text. Not a
// map the function makes, whose values flow follows.
func (r *escaping) parameterEntry(id *ast.Ident) bool {
	info := r.pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg {
		return false
	}
	for _, p := range r.flow.Control.Parents(id) {
		rs, ok := p.(*ast.RangeStmt)
		if !ok || rs.Tok != token.DEFINE {
			continue
		}
		if !typesx.IsIdentOf(info, rs.Key, v) && (rs.Value == nil || !typesx.IsIdentOf(info, rs.Value, v)) {
			continue
		}
		t := info.TypeOf(rs.X)
		if t == nil {
			return false // ill-typed
		}
		m, ok := t.Underlying().(*types.Map)
		if !ok || !typesx.IsString(m.Key()) || !typesx.IsString(m.Elem()) {
			return false
		}
		return givenToFunc(info, rs.X)
	}
	return false
}

// parameterPairField reports whether sel reads the Name, Key or Value
// field of the value of a range over a slice the function is given (a
// parameter, or a field), whose elements are a struct of such a pair
// (type QueryParam struct{ Name string; Value any }): a caller's list of
// a URL's parameters, whose entries may be any text, as parameterEntry's
// map.
func (r *escaping) parameterPairField(sel *ast.SelectorExpr) bool {
	switch sel.Sel.Name {
	case "Name", "Key", "Value":
	default:
		return false
	}
	info := r.pass.TypesInfo
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg {
		return false
	}
	for _, p := range r.flow.Control.Parents(id) {
		rs, ok := p.(*ast.RangeStmt)
		if !ok || rs.Tok != token.DEFINE || rs.Value == nil || !typesx.IsIdentOf(info, rs.Value, v) {
			continue
		}
		t := info.TypeOf(rs.X)
		if t == nil {
			return false // ill-typed
		}
		sl, ok := t.Underlying().(*types.Slice)
		if !ok || !pairStruct(sl.Elem()) {
			return false
		}
		return givenToFunc(info, rs.X)
	}
	return false
}

// givenToFunc reports whether e is what a function is given rather than
// makes: a parameter, or a field.
func givenToFunc(info *types.Info, e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		pv, ok := info.Uses[x].(*types.Var)
		return ok && typesx.IsParam(pv)
	case *ast.SelectorExpr:
		s, ok := info.Selections[x]
		return ok && s.Kind() == types.FieldVal
	}
	return false
}

// pairStruct reports whether t (or what it points to) is a struct of a
// parameter's name and value: a field Value and a field Name or Key.
func pairStruct(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	value, name := false, false
	for i := 0; i < st.NumFields(); i++ {
		switch st.Field(i).Name() {
		case "Value":
			value = true
		case "Name", "Key":
			name = true
		}
	}
	return value && name
}

// fieldNameKind returns the kind of text the name of the field sel reads
// says; for a name of text alone (Value, Name), an identifier where its
// struct's type is named for one (this.Value of a
// ManagedObjectReference, the value of an ID type). Other kinds of a
// type's name are not taken: a User's Name is a person's.
func (r *escaping) fieldNameKind(sel *ast.SelectorExpr) textKind {
	name := sel.Sel.Name
	if k := nameKind(name); k != unknownKind || !genericWord(strings.ToLower(name)) {
		return k
	}
	s, ok := r.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal || len(s.Index()) != 1 {
		return unknownKind // a promoted field: the type read is not its struct
	}
	if nameKind(typeName(s.Recv())) == identText {
		return identText
	}
	return unknownKind
}

// resourceField reports whether sel reads a field of a library's type
// that holds a name of the API's own grammar (sinks.Field.ResourceName).
func resourceField(info *types.Info, sel *ast.SelectorExpr) bool {
	return libraryField(info, sel).ResourceName
}

// libraryField returns the row of the library's field sel reads
// (sinks.FieldOf), or the zero Field.
func libraryField(info *types.Info, sel *ast.SelectorExpr) sinks.Field {
	s, ok := info.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return sinks.Field{}
	}
	v, ok := s.Obj().(*types.Var)
	if !ok || v.Pkg() == nil || !sinks.FieldNamed(v.Pkg().Path(), v.Name()) {
		return sinks.Field{}
	}
	return sinks.FieldOf(v.Pkg().Path() + "." + fieldOwner(v) + "." + v.Name())
}

// configured reports whether x, the value a field is read from, is a
// program's configuration, or a part of one: a variable or field whose
// name ends in config, cfg, conf, configuration or settings, or whose
// type's name does (cfg.Region, a.Config.Cloud). Its fields are set once
// by whoever deploys the program and are the same in every request: an
// account, a region, a project, a tenant that the service named, where a
// character that breaks the URL breaks the first request, where it is
// seen. A request's options (opts, ListOptions) are not configuration.
func (r *escaping) configured(x ast.Expr) bool {
	for {
		if star, ok := ast.Unparen(x).(*ast.StarExpr); ok {
			x = star.X
			continue
		}
		name := refName(x)
		if name == "" {
			return false
		}
		if configWord(name) || configType(r.pass.TypesInfo.TypeOf(x)) {
			return true
		}
		sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		x = sel.X
	}
}

// configType reports whether t, or what it points to, is a type of a
// configuration: named for one (storeConfig), or declared in a package
// named for one (config.Options).
func configType(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	if !ok {
		return false
	}
	return configWord(n.Obj().Name()) || n.Obj().Pkg() != nil && configWord(n.Obj().Pkg().Name())
}

// configWord reports whether name's last word names a configuration.
func configWord(name string) bool {
	words := typesx.NameWords(name)
	if len(words) == 0 {
		return false
	}
	switch words[len(words)-1] {
	case "config", "cfg", "conf", "configuration", "settings":
		return true
	}
	return false
}

// schemeTested reports whether id reads a local variable or parameter
// that its function tests for a scheme's "://" (strings.Contains(ref,
// "://"), strings.HasPrefix(u, "https://"), or a prefix of "http" alone: strings.HasPrefix(ressource, "http")): the program reads its text
// as a URL or a reference to one.
func (r *escaping) schemeTested(id *ast.Ident) bool {
	info := r.pass.TypesInfo
	v := typesx.LocalVar(info, r.pass.Pkg, id)
	if v == nil {
		return false
	}
	body := r.flow.Control.EnclosingBody(id)
	if body == nil {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok || len(call.Args) != 2 {
			return !found
		}
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok {
			return true
		}
		switch flow.FuncOfObj(fn).Tests {
		case sinks.TestsContains:
			found = typesx.IsIdentOf(info, call.Args[0], v) && strings.Contains(constString(info, call.Args[1]), "://")
		case sinks.TestsPrefix:
			// strings.HasPrefix(ref, "http") tells a whole URL from a
			// path as "https://" does.
			c := constString(info, call.Args[1])
			found = typesx.IsIdentOf(info, call.Args[0], v) && (strings.Contains(c, "://") || c == "http" || c == "https")
		}
		return !found
	})
	return found
}

// parsedAsURL reports whether id reads a local variable or parameter that
// its function has parsed as a URL reference before the read (u, err :=
// url.Parse(ref), base.Parse(ref)), or a parameter that every call of its
// function in the package, one or more, gives such a variable: the
// program reads its text as a URL. (A value parsed after it is built,
// url.Parse("/" + caption), is not: that parse is where it goes.)
func (r *escaping) parsedAsURL(id *ast.Ident) bool {
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil {
		return false
	}
	if r.parsedIn(id, v) {
		return true
	}
	if !typesx.IsParam(v) {
		return false
	}
	args, all := r.resolve.passedFor(id, true)
	if !all || len(args) == 0 {
		return false
	}
	for _, a := range args {
		aid, ok := ast.Unparen(a).(*ast.Ident)
		if !ok {
			return false
		}
		av, ok := r.pass.TypesInfo.Uses[aid].(*types.Var)
		if !ok || av.IsField() || av.Pkg() != r.pass.Pkg || av.Parent() == r.pass.Pkg.Scope() || !r.parsedIn(aid, av) {
			return false
		}
	}
	return true
}

// parsedIn reports whether the function holding id gives v, whole, to a
// function that returns a new URL of it (url.Parse, url.ParseRequestURI,
// url.URL.Parse) before id.
func (r *escaping) parsedIn(id *ast.Ident, v *types.Var) bool {
	info := r.pass.TypesInfo
	body := r.flow.Control.EnclosingBody(id)
	if body == nil {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok || len(call.Args) != 1 {
			return !found
		}
		found = call.End() < id.Pos() && typesx.IsIdentOf(info, call.Args[0], v) && callRow(info, call).NewURL
		return !found
	})
	return found
}

// splitByParse reports whether id is the last operand of a
// concatenation that a function parses as a URL (url.Parse("dummy:///" +
// query)) only to read its parts: every use of the URL it returns
// selects a component (u.Path, u.Query(), u.Fragment). The text is URL
// syntax the parse splits at its '/', '?' and '#'; escaped, it would
// have none.
func (r *escaping) splitByParse(id *ast.Ident) bool {
	info := r.pass.TypesInfo
	parents := r.flow.Control.Parents(id)
	if len(parents) < 2 {
		return false
	}
	b, ok := parents[0].(*ast.BinaryExpr)
	if !ok || b.Op != token.ADD || ast.Unparen(b.Y) != ast.Expr(id) {
		return false
	}
	if _, isConst := r.flow.ConstString(b.X); !isConst {
		return false
	}
	call, ok := parents[1].(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || ast.Unparen(call.Args[0]) != ast.Expr(b) || !callRow(info, call).NewURL {
		return false
	}
	obj, body := r.requests.resultVar(call, 0)
	u, _ := obj.(*types.Var)
	if u == nil || body == nil {
		return false
	}
	read := false
	whole := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if typesx.IsIdentOf(info, n.X, u) {
				switch n.Sel.Name {
				case "Path", "RawPath", "EscapedPath", "Query", "RawQuery", "Fragment", "EscapedFragment", "Opaque":
					read = true
				default:
					whole = true
				}
				return false
			}
		case *ast.Ident:
			if info.Uses[n] == u {
				whole = true // handed on, returned or compared whole
			}
		}
		return !whole
	})
	return read && !whole
}

// callKind returns the kind of text the call e returns.
func (r *escaping) callKind(e *ast.CallExpr, depth int) textKind {
	info := r.pass.TypesInfo
	if tv, ok := info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
		return r.exprKind(e.Args[0], depth) // string(b)
	}
	fn, _ := typeutil.Callee(info, e).(*types.Func)
	if fn == nil {
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok && len(e.Args) == 0 {
			// A function value named for what it returns:
			// getEndpoint() of a getEndpoint func() string parameter.
			if k := nameKind(id.Name); k == uriText || k == pathText {
				return k
			}
		}
		return unknownKind
	}
	if k := funcKind(fn); k != unknownKind {
		if k == fileText && len(e.Args) == 1 && depth < 3 && r.exprKind(e.Args[0], depth+1) == uriText {
			return identText // path.Base(commitURL): a segment of a URL, escaped
		}
		return k
	}
	if k := r.segmentsMade(fn, e); k != unknownKind {
		return k
	}
	if r.returnsSegments(fn) {
		return pathText // a method of the package that returns path.Join(prefix, name)
	}
	if r.returnsURLParam(fn) {
		return uriText // getDestination(options.Url, ...), which returns its url parameter
	}
	if keepsText(fn) && len(e.Args) > 0 && depth < 3 {
		return r.exprKind(e.Args[0], depth+1)
	}
	if sinks.FuncKey(fn) == "fmt.Sprint" && len(e.Args) == 1 && depth < 3 {
		return r.exprKind(e.Args[0], depth+1) // fmt.Sprint(p.Value): the value's text
	}
	if f := flow.FuncOfObj(fn); (f.Parts || f.Part) && sig0(fn) && len(e.Args) > 0 && depth < 3 {
		// strings.SplitN(id, "-", 2): the parts of an identifier or a
		// name are made of its characters.
		if k := r.exprKind(e.Args[0], depth+1); k == identText || k == nameText {
			return k
		}
	}
	// A lookup by a constant key: os.Getenv("CALLBACK_RELATIVE_URI"),
	// r.FormValue("q"), route.Param(ctx, "filepath").
	if n := len(e.Args); n > 0 {
		if key := constString(info, e.Args[n-1]); key != "" {
			return nameKind(key)
		}
	}
	sig := fn.Signature()
	if sig.Recv() == nil {
		// What the function says it returns (api.BuildPath(parts...),
		// currentBranch()), else its package's name (uuid.NewString()).
		if k := nameKind(fn.Name()); k != unknownKind {
			return k
		}
		return nameKind(fn.Pkg().Name())
	}
	name := strings.TrimPrefix(fn.Name(), "Get")
	if k := nameKind(name); k != unknownKind || !genericWord(strings.ToLower(name)) {
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && k == unknownKind && len(e.Args) == 0 && r.configured(sel.X) {
			return identText // opts.SearchIndex() of a config.Options: as a field of it
		}
		return k // repo.GetBranch(), oid.Hex()
	}
	// id.String(): the name of the receiver's type.
	if named := typeName(sig.Recv().Type()); named != "" {
		return nameKind(named)
	}
	return unknownKind
}

// funcKind returns the kind of text a function of the standard library
// returns: a file's name or path.
func funcKind(fn *types.Func) textKind {
	switch f := flow.FuncOfObj(fn); {
	case f.BaseName:
		return fileText
	case f.FilePath:
		return pathText
	}
	return unknownKind
}

// keepsText reports whether fn returns its first argument's text as it
// was, as far as its kind goes: trimmed, cased.
func keepsText(fn *types.Func) bool {
	f := flow.FuncOfObj(fn)
	return f.Trims != sinks.TrimsNothing || f.Cases != sinks.CasesNothing
}

// sig0 reports whether fn takes the text it works on first: a function,
// not a method (a regexp's take it after the receiver).
func sig0(fn *types.Func) bool { return fn.Signature().Recv() == nil }

// typeName returns the name of t's named type, through a pointer.
func typeName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// constString returns the constant string value of e, or "".
func constString(info *types.Info, e ast.Expr) string {
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}

// segmentsOf reports whether x makes text of several path segments of
// v's own text on purpose (segmentsMade): strings.TrimLeft(v, "/").
func (r *escaping) segmentsOf(x ast.Expr, v *types.Var) bool {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 || !typesx.IsIdentOf(r.pass.TypesInfo, call.Args[0], v) {
		return false
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	return ok && r.segmentsMade(fn, call) == pathText
}

// segmentsMade returns pathText when call makes text of several path
// segments on purpose: it joins elements as a path (path.Join(prefix,
// name), filepath.Join), or with a collection's segment between them
// (strings.Join(names, "/pipelines/")), it replaces a separator with '/' (a dotted name
// made directories, strings.ReplaceAll(kind, ".", "/")), cuts off a
// prefix that ends with '/' (strings.TrimPrefix(ref, host+"/"): the rest
// of a '/'-separated reference), or trims a '/' off a path's end to join
// it to another (strings.TrimLeft(rel, "/"), strings.TrimSuffix(p, "/")). Escaping such text in a path would turn
// its '/' into %2F.
func (r *escaping) segmentsMade(fn *types.Func, call *ast.CallExpr) textKind {
	info := r.pass.TypesInfo
	switch row := flow.FuncOfObj(fn); {
	case row.JoinsPath && len(call.Args) >= 2 && !call.Ellipsis.IsValid():
		return pathText
	case row.Replaces && len(call.Args) >= 3:
		old, repl := constString(info, call.Args[1]), constString(info, call.Args[2])
		if old != "" && !strings.Contains(old, "/") && strings.Contains(repl, "/") {
			return pathText
		}
	case row.Trims >= sinks.TrimsStart && len(call.Args) == 2 && constString(info, call.Args[1]) == "/":
		return pathText
	case row.Joins && len(call.Args) == 2:
		// strings.Join(names, "/pipelines/"): nested resources, a
		// collection's segment between each two.
		if sep := constString(info, call.Args[1]); len(sep) > 2 && sep[0] == '/' && sep[len(sep)-1] == '/' && plainIn(sep[1:len(sep)-1], rfc.InPath) {
			return pathText
		}
	case row.Affix && row.Trims == sinks.TrimsStart && len(call.Args) == 2:
		prefix := call.Args[1]
		if b, ok := ast.Unparen(prefix).(*ast.BinaryExpr); ok {
			ops := typesx.Operands(b, token.ADD)
			prefix = ops[len(ops)-1]
		}
		if s := constString(info, prefix); strings.HasSuffix(s, "/") {
			return pathText
		}
	}
	return unknownKind
}

// kept returns the expression a local variable id reads is assigned
// from, where that is its one assignment and nothing takes its address:
// the variable holds that expression's text.
func (r *escaping) kept(id *ast.Ident) ast.Expr {
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil || typesx.IsParam(v) {
		return nil
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 || len(vi.Adds) > 0 {
		return nil
	}
	return ast.Unparen(vi.Rhs[0])
}

// keptCall returns the call id's variable is kept from (obj :=
// l.objectPath(seg)), also as the first of its results (dest, err :=
// getDestination(...)).
func (r *escaping) keptCall(id *ast.Ident) *ast.CallExpr {
	if call, ok := r.kept(id).(*ast.CallExpr); ok {
		return call
	}
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil || typesx.IsParam(v) {
		return nil
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Escapes || len(vi.Rhs) != 0 || len(vi.Results) != 1 || len(vi.Adds) > 0 {
		return nil
	}
	for call, i := range vi.Tuple() {
		if i == 0 {
			return call
		}
	}
	return nil
}

// keptField returns the field read id's variable is kept from (rel :=
// doc.Archive.Path).
func (r *escaping) keptField(id *ast.Ident) *ast.SelectorExpr {
	sel, ok := r.kept(id).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if s, ok := r.pass.TypesInfo.Selections[sel]; !ok || s.Kind() != types.FieldVal {
		return nil
	}
	return sel
}

// returnsSegments reports whether fn, a function of the package with one
// result, returns nothing but text of several path segments made on
// purpose (segmentsMade): func (l *logs) objectPath(s segment) string {
// return path.Join(l.prefix, s.name()) }.
func (r *escaping) returnsSegments(fn *types.Func) bool {
	if fn.Pkg() != r.pass.Pkg || fn.Signature().Results().Len() != 1 {
		return false
	}
	d := r.flow.Calls.Decl(fn.Origin())
	if d == nil || d.Body == nil {
		return false
	}
	n, ok := 0, true
	ast.Inspect(d.Body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			n++
			if len(node.Results) != 1 {
				ok = false
				break
			}
			call, isCall := ast.Unparen(node.Results[0]).(*ast.CallExpr)
			if !isCall {
				ok = false
				break
			}
			callee, isFunc := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
			ok = ok && isFunc && r.segmentsMade(callee, call) == pathText
		}
		return ok
	})
	return ok && n > 0
}

// returnsURLParam reports whether fn, a function of the package that
// returns one string (and maybe an error), returns a parameter named for
// a URL, itself or through a local variable assigned it: the text it
// gives back is that URL, or another of the same use (a helper that
// picks a destination among a URL, a group's name and an API's path).
func (r *escaping) returnsURLParam(fn *types.Func) bool {
	res := fn.Signature().Results()
	if fn.Pkg() != r.pass.Pkg || res.Len() == 0 || res.Len() > 2 || !typesx.IsString(res.At(0).Type()) {
		return false
	}
	d := r.flow.Calls.Decl(fn.Origin())
	if d == nil || d.Body == nil {
		return false
	}
	info := r.pass.TypesInfo
	urlParam := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return false
		}
		v, ok := info.Uses[id].(*types.Var)
		return ok && typesx.IsParam(v) && nameKind(v.Name()) == uriText
	}
	found := false
	ast.Inspect(d.Body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(node.Results) == 0 {
				break
			}
			x := ast.Unparen(node.Results[0])
			if urlParam(x) {
				found = true
			} else if id, ok := x.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && !typesx.IsParam(v) {
					if vi := r.flow.VarInfo(v); vi != nil && slices.ContainsFunc(vi.Rhs, urlParam) {
						found = true // destination = url
					}
				}
			}
		}
		return !found
	})
	return found
}

// configFilled reports whether e reads an unexported field of the
// package that the package writes only with text that needs no escaping
// in component comp by what it is: constant text, or a value of an
// identifier's kind there, the program's configuration above all
// (indexing: opts.SearchIndex(), its default a constant), also through
// a local variable assigned nothing else. Such a field is configuration
// kept where the requests are made. It runs only where a report of the
// warning tier is about to be made.
func (r *escaping) configFilled(e ast.Expr, comp rfc.Component) bool {
	fld := fieldOf(r.pass.TypesInfo, r.pass.Pkg, e)
	if fld == nil || fld.Exported() {
		return false
	}
	writes, ok := r.flow.Data.FieldWrites(fld)
	if !ok || len(writes) == 0 {
		return false
	}
	for _, w := range writes {
		vals := []ast.Expr{w.Value}
		if id, isID := ast.Unparen(w.Value).(*ast.Ident); isID {
			if v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id); v != nil && !typesx.IsParam(v) {
				vi := r.flow.VarInfo(v)
				if vi == nil || vi.Opaque() || len(vi.Adds) > 0 || len(vi.Rhs) == 0 {
					return false
				}
				vals = vi.Rhs
			}
		}
		if !r.identTexts(vals, comp) {
			return false
		}
	}
	return true
}

// segmentsPassed reports whether id is a parameter to which the
// package's calls, two or more (or every call, one or more, of an
// unexported function), pass relative paths of segments made from
// constants, one or more of which has a '/' after its first byte
// (c.get(fmt.Sprintf("servers/%s/action", id)), c.get("servers/"+id),
// also through a local variable, beside single segments, c.get("servers")):
// the parameter is a resource's path, whose '/' is meant.
func (r *escaping) segmentsPassed(id *ast.Ident) bool {
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil || !typesx.IsParam(v) {
		return false
	}
	args, all := r.resolve.passedFor(id, true)
	if len(args) < 2 && !(all && len(args) == 1) {
		return false
	}
	inner := false
	for _, a := range args {
		vals := []ast.Expr{a}
		if aid, ok := ast.Unparen(a).(*ast.Ident); ok && typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, aid) != nil {
			if vals = r.flow.LiveAssignments(aid); len(vals) == 0 {
				return false
			}
		}
		for _, x := range vals {
			consts := r.segmentConstants(x)
			if len(consts) == 0 {
				return false
			}
			for _, c := range consts {
				if !plainIn(strings.ReplaceAll(c, "/", ""), rfc.InPath) || strings.Contains(c, "//") {
					return false
				}
				inner = inner || strings.Contains(strings.TrimPrefix(c, "/"), "/")
			}
		}
	}
	return inner
}

// segmentConstants returns the constant text of x, a constant, a
// concatenation that starts with one, or fmt.Sprintf of a constant
// format that starts with text and whose verbs are %s, %v or %d: its
// constants with the verbs cut out, the one it starts with first; nil
// for other text.
func (r *escaping) segmentConstants(x ast.Expr) []string {
	info := r.pass.TypesInfo
	if cs, isConst := r.flow.ConstStrings(x); isConst {
		return cs
	}
	switch x := ast.Unparen(x).(type) {
	case *ast.BinaryExpr:
		ops := typesx.Operands(x, token.ADD)
		c, ok := r.flow.ConstString(ops[0])
		if !ok || c == "" {
			return nil
		}
		out := []string{c}
		for _, op := range ops[1:] {
			if c, ok := r.flow.ConstString(op); ok {
				out = append(out, c)
			}
		}
		return out
	case *ast.CallExpr:
		if !flow.IsSprintf(info, x) || len(x.Args) == 0 {
			return nil
		}
		f, ok := r.flow.ConstString(x.Args[0])
		if !ok || f == "" || f[0] == '%' {
			return nil
		}
		out := strings.FieldsFunc(strings.NewReplacer("%s", "\x00", "%v", "\x00", "%d", "\x00").Replace(f), func(c rune) bool { return c == 0 })
		if strings.Contains(strings.Join(out, ""), "%") {
			return nil
		}
		return out
	}
	return nil
}

// passedIdentifiers reports whether e is a parameter of an unexported
// function every call of which in the package passes text that needs
// no escaping in component comp by what it is: constant text, or a value
// of an identifier's kind there, also through a local variable whose
// assignments that reach the call are such values (workflowName,
// reassigned a Kubernetes object's workflow.Name before the call). It
// runs only where a report of the warning tier is about to be made.
func (r *escaping) passedIdentifiers(e ast.Expr, comp rfc.Component) bool {
	args, all := r.resolve.passedFor(e, true)
	if !all || len(args) == 0 {
		return false
	}
	for _, a := range args {
		vals := []ast.Expr{a}
		if id, ok := ast.Unparen(a).(*ast.Ident); ok && typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id) != nil {
			if vals = r.flow.LiveAssignments(id); len(vals) == 0 {
				return false
			}
		}
		if !r.identTexts(vals, comp) {
			return false
		}
	}
	return true
}

// identTexts reports whether each of vals is text that needs no escaping
// in component comp: constant text plain there, or a value of an
// identifier's kind there.
func (r *escaping) identTexts(vals []ast.Expr, comp rfc.Component) bool {
	for _, x := range vals {
		if cs, isConst := r.flow.ConstStrings(x); isConst {
			for _, c := range cs {
				if !plainIn(c, comp) {
					return false
				}
			}
			continue
		}
		if r.exprKind(x, 0).in(comp) != identText {
			return false
		}
	}
	return true
}
