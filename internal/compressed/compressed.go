// Package compressed opens input files that may be compressed: gzip
// (.gz) and xz (.xz), told by the file's name or by its first bytes (the
// formats' magic numbers, which no text file starts with), so that a
// compressed file on standard input reads too. It is the one opener of
// the commands that read DIMACS and benchmark instances (dimacs
// stats|solve|check, bench), so that every command reads the same files.
package compressed

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ulikunitz/xz"
)

// The formats' magic numbers.
var (
	gzipMagic = []byte{0x1f, 0x8b}
	xzMagic   = []byte{0xfd, '7', 'z', 'X', 'Z', 0x00}
)

// Format names the compression of a file: "" (none), "gzip" or "xz".
type Format string

// Reader is a possibly compressed input: Read gives the decompressed
// bytes; Close closes the decompressor and, for Open, the file.
type Reader struct {
	io.Reader
	Format Format // "" when the input is not compressed
	closer io.Closer
	zr     io.Closer
}

// Close closes the decompressor and the file Open opened.
func (r *Reader) Close() error {
	if r.zr != nil {
		r.zr.Close()
	}
	if r.closer != nil {
		return r.closer.Close()
	}
	return nil
}

// Compressed reports whether a file name ends in .gz or .xz
// (case-insensitive).
func Compressed(path string) bool {
	p := strings.ToLower(path)
	return strings.HasSuffix(p, ".gz") || strings.HasSuffix(p, ".xz")
}

// Trim is path without a .gz or .xz suffix ("a.cnf.xz" -> "a.cnf").
func Trim(path string) string {
	if Compressed(path) {
		return path[:len(path)-3]
	}
	return path
}

// Open opens path and decompresses it when its name ends in .gz or .xz or
// its first bytes are gzip's or xz's magic number.
func Open(path string) (*Reader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	r, err := NewReader(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if r.Format == "" && Compressed(path) {
		f.Close()
		return nil, fmt.Errorf("%s: not %s data, as its name says", path, path[len(path)-2:])
	}
	r.closer = f
	return r, nil
}

// NewReader is r decompressed when it starts with gzip's or xz's magic
// number, else r itself (buffered). Close does not close r.
func NewReader(r io.Reader) (*Reader, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(len(xzMagic))
	switch {
	case bytes.HasPrefix(head, gzipMagic):
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("gzip: %w", err)
		}
		return &Reader{Reader: zr, Format: "gzip", zr: zr}, nil
	case bytes.HasPrefix(head, xzMagic):
		zr, err := xz.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("xz: %w", err)
		}
		return &Reader{Reader: zr, Format: "xz"}, nil
	}
	return &Reader{Reader: br}, nil
}
