//go:build !unix

package benchmarks

import "io/fs"

// fileID identifies a file or directory whatever name reached it: its
// absolute path with symbolic links resolved.
type fileID struct {
	dev, ino uint64
	path     string
}

func fileIDOf(path string, _ fs.FileInfo) fileID { return fileIDByPath(path) }
