package driver

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// The cache is trimmed as the go command trims its own: an entry records
// when it was last used in its modification time (updated at most once
// an hour), and at most once a day (the time of the last trim is that of
// the file "trimmed") a run removes the entries unused for cacheMaxAge.
// A run then also removes the least recently used entries while the cache
// is larger than cacheMaxSize, down to three quarters of it. Every
// rebuild of urlvet, and every set of flags, keys entries of its own:
// those of old builds go after cacheMaxAge.
const (
	cacheMaxAge   = 5 * 24 * time.Hour
	cacheMaxSize  = 1 << 30
	cacheTrimEach = 24 * time.Hour
	markEach      = time.Hour
)

// markUsed records that file was used now.
func markUsed(file string) {
	now := time.Now()
	if fi, err := os.Stat(file); err == nil && now.Sub(fi.ModTime()) > markEach {
		os.Chtimes(file, now, now)
	}
}

// TrimCache trims the cache in dir if it was not trimmed in the last day.
func TrimCache(dir string) {
	stamp := filepath.Join(dir, "trimmed")
	if fi, err := os.Stat(stamp); err == nil && time.Since(fi.ModTime()) < cacheTrimEach {
		return
	}
	trimCache(dir, time.Now(), cacheMaxAge, cacheMaxSize)
	writeFile(stamp, nil)
}

// trimCache removes the entries of dir unused since now-maxAge,
// temporary files a killed run left more than an hour ago, and then the
// least recently used entries while the entries take more than maxSize
// bytes, down to three quarters of it.
func trimCache(dir string, now time.Time, maxAge time.Duration, maxSize int64) {
	type file struct {
		name string
		size int64
		used time.Time
	}
	var files []file
	var total int64
	subdirs, _ := os.ReadDir(dir)
	for _, sub := range subdirs {
		if !sub.IsDir() || len(sub.Name()) != 2 {
			continue
		}
		subdir := filepath.Join(dir, sub.Name())
		entries, _ := os.ReadDir(subdir)
		for _, e := range entries {
			info, err := e.Info()
			if err != nil || !info.Mode().IsRegular() {
				continue
			}
			name := filepath.Join(subdir, e.Name())
			age := now.Sub(info.ModTime())
			switch {
			case strings.HasPrefix(e.Name(), "tmp-"):
				if age > time.Hour {
					os.Remove(name)
				}
			case age > maxAge:
				os.Remove(name)
			default:
				files = append(files, file{name, info.Size(), info.ModTime()})
				total += info.Size()
			}
		}
	}
	if total <= maxSize {
		return
	}
	sort.Slice(files, func(i, j int) bool { return files[i].used.Before(files[j].used) })
	for _, f := range files {
		if total <= maxSize*3/4 {
			break
		}
		if err := os.Remove(f.name); err == nil || os.IsNotExist(err) {
			total -= f.size
		}
	}
}
