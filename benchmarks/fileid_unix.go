//go:build unix

package benchmarks

import (
	"io/fs"
	"syscall"
)

// fileID identifies a file or directory whatever name reached it: its
// device and inode numbers.
type fileID struct {
	dev, ino uint64
	path     string
}

func fileIDOf(path string, st fs.FileInfo) fileID {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return fileID{dev: uint64(s.Dev), ino: uint64(s.Ino)}
	}
	return fileIDByPath(path)
}
