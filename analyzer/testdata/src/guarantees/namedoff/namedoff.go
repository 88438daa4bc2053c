// Package namedoff is named without -warnings: quiet.
package namedoff

import "path"

type Service struct{ Name, URL string }

func bundleService(bundleURL, p string) Service {
	return Service{URL: path.Join(bundleURL, p)}
}
