package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/internal/driver"
	"github.com/urlvet/urlvet/rfc"
)

// The subset of SARIF 2.1.0 that urlvet writes
// (https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/sarif-v2.1.0-errata01-os-complete.html).
// Optional members are omitted when empty; required ones are not.

const sarifSchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

type sarifReport struct {
	Schema  string      `json:"$schema"`
	Version string      `json:"version"`
	Runs    []*sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool               sarifTool                   `json:"tool"`
	Invocations        []sarifInvocation           `json:"invocations"`
	OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds,omitempty"`
	ColumnKind         string                      `json:"columnKind"`
	Results            []*sarifResult              `json:"results"` // never null: code scanning requires a list
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	InformationURI string      `json:"informationUri,omitempty"`
	Version        string      `json:"version,omitempty"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID                   string        `json:"id"`
	ShortDescription     *sarifMessage `json:"shortDescription,omitempty"`
	FullDescription      *sarifMessage `json:"fullDescription,omitempty"`
	Help                 *sarifMessage `json:"help,omitempty"`
	HelpURI              string        `json:"helpUri,omitempty"`
	DefaultConfiguration *sarifConfig  `json:"defaultConfiguration,omitempty"`
}

type sarifConfig struct {
	Level string `json:"level"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level   string       `json:"level"`
	Message sarifMessage `json:"message"`
}

type sarifResult struct {
	RuleID           string          `json:"ruleId"`
	RuleIndex        int             `json:"ruleIndex"`
	Level            string          `json:"level"`
	Message          sarifMessage    `json:"message"`
	Locations        []sarifLocation `json:"locations"`
	RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
	Fixes            []sarifFix      `json:"fixes,omitempty"`
}

type sarifLocation struct {
	ID               *int                  `json:"id,omitempty"`
	PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
	Message          *sarifMessage         `json:"message,omitempty"`
}

type sarifPhysicalLocation struct {
	ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
	Region           sarifRegion      `json:"region"`
}

type sarifArtifactLoc struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
	EndLine     int `json:"endLine"`
	EndColumn   int `json:"endColumn"`
}

type sarifFix struct {
	Description     sarifMessage          `json:"description"`
	ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
}

type sarifArtifactChange struct {
	ArtifactLocation sarifArtifactLoc   `json:"artifactLocation"`
	Replacements     []sarifReplacement `json:"replacements"`
}

type sarifReplacement struct {
	DeletedRegion   sarifRegion  `json:"deletedRegion"`
	InsertedContent sarifMessage `json:"insertedContent"`
}

// A sarifLog builds the SARIF log of one run.
type sarifLog struct {
	run   *sarifRun
	rules map[string]int      // rule ID to index in run.Tool.Driver.Rules
	root  string              // directory that artifact URIs are relative to
	seen  map[string]bool     // results already added (a file of p and p.test)
	lines map[string][]string // file contents split in lines, for columns
}

const srcRoot = "%SRCROOT%"

// sarifRoot returns the directory the SARIF log's file URIs are relative
// to: dir if set; else the root of the git repository holding the current
// directory (a directory with a .git directory or file), which is what
// GitHub code scanning reads URIs against, also for a module in a
// subdirectory of the repository; else the current directory. Files
// outside it (the module cache, GOROOT) have absolute file: URIs.
func sarifRoot(dir string) string {
	if dir != "" {
		if abs, err := filepath.Abs(dir); err == nil {
			return abs
		}
		return dir
	}
	wd, err := os.Getwd()
	if err != nil {
		return ""
	}
	for d := wd; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return wd
		}
		d = parent
	}
}

func newSARIFLog(root string, notes []string) *sarifLog {
	run := &sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name:           "urlvet",
			InformationURI: "https://github.com/urlvet/urlvet",
			Version:        moduleVersion(),
			Rules:          []sarifRule{},
		}},
		// Columns count Unicode code points: URLs are where non-ASCII text
		// shows up, and byte columns would point into the middle of a character.
		ColumnKind: "unicodeCodePoints",
		Results:    []*sarifResult{},
	}
	if root != "" {
		run.OriginalURIBaseIDs = map[string]sarifArtifactLoc{srcRoot: {URI: fileURI(root) + "/"}}
	}
	l := &sarifLog{run: run, rules: map[string]int{}, root: root, seen: map[string]bool{}, lines: map[string][]string{}}
	for _, d := range analyzer.Checks() {
		l.addRule(d)
	}
	inv := sarifInvocation{ExecutionSuccessful: len(notes) == 0}
	for _, n := range notes {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, sarifNotification{Level: "error", Message: sarifMessage{n}})
	}
	run.Invocations = []sarifInvocation{inv}
	return l
}

// write writes the log as indented JSON.
func (l *sarifLog) write(w io.Writer) error {
	data, err := json.MarshalIndent(sarifReport{Schema: sarifSchemaURI, Version: "2.1.0", Runs: []*sarifRun{l.run}}, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

func (l *sarifLog) addRule(d rfc.CheckDoc) {
	help := d.Explanation
	if d.Bad != "" {
		help += fmt.Sprintf("\n\nBad:  %s\nGood: %s", d.Bad, d.Good)
	}
	if d.RFC != "" {
		help += "\n\nReference: " + d.RFC
		if d.URL != "" {
			help += " <" + d.URL + ">"
		}
	}
	l.rules[string(d.ID)] = len(l.run.Tool.Driver.Rules)
	l.run.Tool.Driver.Rules = append(l.run.Tool.Driver.Rules, sarifRule{
		ID:                   string(d.ID),
		ShortDescription:     &sarifMessage{d.Title},
		FullDescription:      &sarifMessage{d.Explanation},
		Help:                 &sarifMessage{help},
		HelpURI:              d.URL,
		DefaultConfiguration: &sarifConfig{sarifLevel(d.Severity)},
	})
}

func sarifLevel(s rfc.Severity) string {
	if s == rfc.Warning {
		return "warning"
	}
	return "error"
}

// addDiagnostics adds a result for each diagnostic not added before.
func (l *sarifLog) addDiagnostics(diags []driver.Diagnostic) {
	for _, d := range diags {
		key := fmt.Sprintf("%s\x00%s\x00%s", d.Pos, d.End, d.Message)
		if l.seen[key] {
			continue
		}
		l.seen[key] = true

		id := d.Category
		if id == "" {
			id = "urlvet"
		}
		index, ok := l.rules[id]
		if !ok {
			index = len(l.run.Tool.Driver.Rules)
			l.rules[id] = index
			l.run.Tool.Driver.Rules = append(l.run.Tool.Driver.Rules, sarifRule{ID: id, ShortDescription: &sarifMessage{id}})
		}
		// The analyzer marks each finding of the warning tier (a warning
		// check, a warning finding of an error check, a warning in test
		// files) in its message; the level says it here instead.
		msg, warning := analyzer.Warning(d.Message)
		level := "error"
		if warning {
			level = "warning"
		}
		res := &sarifResult{
			RuleID:    id,
			RuleIndex: index,
			Level:     level,
			Message:   sarifMessage{msg},
			Locations: []sarifLocation{l.location(d.Pos, d.End)},
		}
		for i, rel := range d.Related {
			loc := l.location(rel.Pos, rel.End)
			loc.ID = &i
			loc.Message = &sarifMessage{rel.Message}
			res.RelatedLocations = append(res.RelatedLocations, loc)
		}
		for _, fix := range d.Fixes {
			res.Fixes = append(res.Fixes, l.fix(fix))
		}
		l.run.Results = append(l.run.Results, res)
	}
}

func (l *sarifLog) location(pos, end driver.Position) sarifLocation {
	art, region := l.region(pos, end)
	return sarifLocation{PhysicalLocation: sarifPhysicalLocation{ArtifactLocation: art, Region: region}}
}

func (l *sarifLog) fix(fix driver.Fix) sarifFix {
	out := sarifFix{Description: sarifMessage{fix.Message}, ArtifactChanges: []sarifArtifactChange{}}
	index := map[string]int{}
	for _, e := range fix.Edits {
		art, region := l.region(e.Pos, e.End)
		i, ok := index[art.URI]
		if !ok {
			i = len(out.ArtifactChanges)
			index[art.URI] = i
			out.ArtifactChanges = append(out.ArtifactChanges, sarifArtifactChange{ArtifactLocation: art})
		}
		ch := &out.ArtifactChanges[i]
		ch.Replacements = append(ch.Replacements, sarifReplacement{DeletedRegion: region, InsertedContent: sarifMessage{e.New}})
	}
	return out
}

// region returns the artifact (relative to the base when one applies)
// and the region of [start, stop), with 1-based lines and code-point
// columns; the end column is that of the first character after the range.
func (l *sarifLog) region(start, stop driver.Position) (sarifArtifactLoc, sarifRegion) {
	if !stop.IsValid() {
		stop = start
	}
	art := sarifArtifactLoc{URI: fileURI(start.Filename)}
	if rel, err := filepath.Rel(l.root, start.Filename); l.root != "" && err == nil && filepath.IsLocal(rel) {
		art = sarifArtifactLoc{URI: escapePath(filepath.ToSlash(rel)), URIBaseID: srcRoot}
	}
	return art, sarifRegion{
		StartLine: start.Line, StartColumn: l.column(start),
		EndLine: stop.Line, EndColumn: l.column(stop),
	}
}

// column converts the byte column of p to a code-point column.
func (l *sarifLog) column(p driver.Position) int {
	lines, ok := l.lines[p.Filename]
	if !ok {
		data, err := os.ReadFile(p.Filename)
		if err == nil {
			lines = strings.Split(string(data), "\n")
		}
		l.lines[p.Filename] = lines
	}
	if p.Line < 1 || p.Line > len(lines) || p.Column < 1 {
		return max(p.Column, 1)
	}
	line := lines[p.Line-1]
	n := min(p.Column-1, len(line))
	return utf8.RuneCountInString(line[:n]) + 1 + (p.Column - 1 - n)
}

// fileURI returns a file: URI for an absolute path.
func fileURI(path string) string {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive letter
	}
	return "file://" + escapePath(p)
}

// escapePath percent-encodes the bytes of p that may not appear in a URI path.
func escapePath(p string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~/!$&'()*+,;=:@", c) >= 0 {
			b.WriteByte(c)
		} else {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}
