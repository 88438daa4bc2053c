package pathjoinserver

import "path"

func joinPath(base, name string) string {
	return path.Join(base, name) // want `path\.Join: the join cleans its result as a file path: "http://" becomes "http:/"`
}
