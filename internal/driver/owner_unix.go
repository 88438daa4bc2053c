//go:build unix

package driver

import (
	"os"
	"syscall"
)

// owner is who owns a file, and how many names it has.
type owner struct {
	uid, gid int
	links    uint64
}

// ownerOf returns the owner of the file fi describes, if the system says.
func ownerOf(fi os.FileInfo) (owner, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return owner{}, false
	}
	return owner{int(st.Uid), int(st.Gid), uint64(st.Nlink)}, true
}
