package values

import (
	"context"
	"fmt"
	"net/url"
)

// case: values bug image-search-term-key
func (f *Forge) SearchImages(ctx context.Context, s string) error {
	_, err := f.get(ctx, f.BaseURL+"/images/search?term="+s) // want `free text|QueryEscape`
	return err
}

// case: values valid image-search-term-escaped
func (f *Forge) SearchImagesEscaped(ctx context.Context, s string) error {
	_, err := f.get(ctx, f.BaseURL+"/images/search?term="+url.QueryEscape(s))
	return err
}

// case: values bug column-alias
func (f *Forge) ColumnByAlias(ctx context.Context, dataset, alias string) error {
	_, err := f.get(ctx, fmt.Sprintf("%s/columns/%s?alias=%s", f.BaseURL, url.PathEscape(dataset), alias)) // want `alias, free text|QueryEscape`
	return err
}

// case: values bug geocode-place
func (f *Forge) Geocode(ctx context.Context, place string) error {
	_, err := f.get(ctx, f.BaseURL+"/geo/search?count=1&name="+place) // want `place, free text|QueryEscape`
	return err
}

// case: values valid droplet-name-key
// The value of ?name= is of no known kind: the warning tier.
func (f *Forge) DropletByName(ctx context.Context, n string) error {
	_, err := f.get(ctx, f.BaseURL+"/droplets?name="+n)
	return err
}

// case: values valid search-in-expression
// A value inside a query expression, not the whole value of ?q=.
func (f *Forge) MembersNamed(ctx context.Context, n string) error {
	_, err := f.get(ctx, f.BaseURL+"/members?q=user.name:"+n)
	return err
}

// endcase
