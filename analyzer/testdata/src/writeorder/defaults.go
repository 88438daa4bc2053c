package writeorder

import (
	"errors"
	"net/url"
	"strings"
	"text/template"
)

// A health probe: target is a URL the user gives, from which the probe
// takes its host, or else a template of the probe's URL that render
// expands.
type probe struct{ target, host, name string }

const probeTemplate = "http://{{.Host}}/health/{{.Name}}"

// setup parses target only where the user gave one; the default template
// is written on the other branch.
func (p *probe) setup() error {
	if p.target != "" {
		u, err := url.ParseRequestURI(p.target)
		if err != nil {
			return err
		}
		p.host = u.Host
	} else {
		p.target = probeTemplate
		if p.host == "" {
			return errors.New("probe: no host")
		}
	}
	return nil
}

func (p *probe) render(b *strings.Builder) error {
	t, err := template.New("probe").Parse(p.target)
	if err != nil {
		return err
	}
	return t.Execute(b, map[string]string{"Host": p.host, "Name": p.name})
}

// A watcher whose default template is written before the parse, on the
// path where the user gave none: the parse reads it.
type watcher struct{ target, host, name string }

const watchTemplate = "http://{{.Host}}/watch/{{.Name}}" // want `unexpanded template action`

func (w *watcher) setup() error {
	if w.target == "" {
		w.target = watchTemplate
	}
	u, err := url.ParseRequestURI(w.target)
	if err != nil {
		return err
	}
	w.host = u.Host
	return nil
}

func (w *watcher) render(b *strings.Builder) error {
	t, err := template.New("watch").Parse(w.target)
	if err != nil {
		return err
	}
	return t.Execute(b, map[string]string{"Host": w.host, "Name": w.name})
}

// A check whose pattern a helper parses, given a copy of the check by
// the branch where the user gave a pattern; the default pattern, with
// markers a replacer fills, is written on the other branch.
type check struct{ pattern, endpoint, queue string }

const checkPattern = "http://<<endpoint>>/queues/\"<<queue>>\"/depth"

func (c *check) prepare() error {
	if c.pattern != "" {
		var err error
		if *c, err = splitPattern(*c); err != nil {
			return err
		}
	} else {
		c.pattern = checkPattern
	}
	return nil
}

func splitPattern(c check) (check, error) {
	u, err := url.ParseRequestURI(c.pattern)
	if err != nil {
		return c, err
	}
	c.endpoint = u.Host
	return c, nil
}

func (c *check) address() string {
	return strings.NewReplacer("<<endpoint>>", c.endpoint, "<<queue>>", c.queue).Replace(c.pattern)
}

// A gauge whose default pattern is written before the helper's call: the
// helper parses it.
type gauge struct{ pattern, endpoint, queue string }

const gaugePattern = "http://<<endpoint>>/gauges/<<queue>>" // want `'<' is not allowed in a host` `'<' is not allowed in a path`

func (g *gauge) prepare() error {
	if g.pattern == "" {
		g.pattern = gaugePattern
	}
	var err error
	*g, err = splitGauge(*g)
	return err
}

func splitGauge(g gauge) (gauge, error) {
	u, err := url.ParseRequestURI(g.pattern)
	if err != nil {
		return g, err
	}
	g.endpoint = u.Host
	return g, nil
}

func (g *gauge) address() string {
	return strings.NewReplacer("<<endpoint>>", g.endpoint, "<<queue>>", g.queue).Replace(g.pattern)
}
