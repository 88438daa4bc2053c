// want package:`urlFieldValues\(Hook\.Target="https://hooks\.example\.com/\{team\}/notify"\|(.*\|)?…; Preview\.Target="https://hooks\.example\.com/\{\{\.team\}\}/preview"\|…\)`

// Package templatefields renders webhooks whose configured Target is a
// text/template: the configuration's field holds the template, the
// rendered notification's field the URL it expands to.
package templatefields

import (
	"errors"
	"net/url"
	"strings"
	"text/template"
)

// Hook is a webhook: Target is a template of its URL.
type Hook struct {
	Target string
}

// Notification is a configured notification, and what rendering it for
// one event produces: the same type holds the templates and the text
// they expand to.
type Notification struct {
	Hook    *Hook
	Preview *Preview
}

// A stage fills in one part of a rendered notification.
type stage func(d *Notification, event map[string]any) error

// A part of a configuration knows the stage that renders it.
type part interface {
	stage() stage
}

// Render returns the stage of every part, one after the other.
func (p *Notification) Render() stage {
	var parts []part
	if p.Hook != nil {
		parts = append(parts, p.Hook)
	}
	if p.Preview != nil {
		parts = append(parts, p.Preview)
	}
	stages := make([]stage, 0, len(parts))
	for _, pt := range parts {
		stages = append(stages, pt.stage())
	}
	return func(d *Notification, event map[string]any) error {
		for _, s := range stages {
			if err := s(d, event); err != nil {
				return err
			}
		}
		return nil
	}
}

// longForm writes a target given without its scheme
// ("//hooks.example.com/x") in full.
func longForm(target string) string {
	if strings.HasPrefix(target, "//") {
		return "https:" + target
	}
	return target
}

// stage expands the configured Target into the rendered hook, whose
// Target is then a URL: the configuration's template is not what
// url.Parse reads.
func (h Hook) stage() stage {
	return func(d *Notification, event map[string]any) error {
		if d.Hook == nil {
			d.Hook = &Hook{}
		}
		tmpl, err := template.New("target").Parse(h.Target)
		if err != nil {
			return err
		}
		var b strings.Builder
		if err := tmpl.Execute(&b, event); err != nil {
			return err
		}
		if s := strings.TrimSpace(b.String()); s != "" {
			d.Hook.Target = s
		}
		d.Hook.Target = longForm(d.Hook.Target)
		if _, err := url.Parse(d.Hook.Target); err != nil {
			return err
		}
		return nil
	}
}

// Preview is a hook shown before it is saved: its Target is the template
// as the user typed it.
type Preview struct {
	Target string
}

// stage checks the rendered preview's own Target, which it parses as a
// template and then as a URL: there the template itself is what
// url.Parse reads.
func (pv Preview) stage() stage {
	return func(d *Notification, event map[string]any) error {
		if d.Preview == nil {
			d.Preview = &Preview{}
		}
		if _, err := template.New("preview").Parse(d.Preview.Target); err != nil {
			return err
		}
		d.Preview.Target = longForm(d.Preview.Target)
		if _, err := url.Parse(d.Preview.Target); err != nil {
			return errors.New("preview: " + err.Error())
		}
		return nil
	}
}

// Defaults returns the notifications a new team starts with.
func Defaults() []*Notification {
	return []*Notification{
		{Hook: &Hook{Target: "https://hooks.example.com/{team}/notify"}},           // want `unfilled placeholder "\{team\}"`
		{Preview: &Preview{Target: "https://hooks.example.com/{{.team}}/preview"}}, // want `unexpanded template action "\{\{\.team\}\}"`
	}
}
