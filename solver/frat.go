package solver

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// fratReader turns a text FRAT proof (as cryptominisat5 writes it) into
// a text DRAT proof while it is read:
//
//	a ID lits 0 [l hints 0]   ->  lits 0        (a lemma)
//	d ID lits 0               ->  d lits 0      (a deletion)
//	o ID lits 0, f ID lits 0  ->  (dropped: original and final clauses)
//	r ..., c ...              ->  (dropped: relocations, comments)
//
// Clause ids and hints are dropped: the DRAT checker finds the clauses
// by their literals and does its own propagation. Binary FRAT and
// unknown steps are errors.
type fratReader struct {
	br   *bufio.Reader
	out  bytes.Buffer
	line int
	err  error
}

// maxFRATLine bounds one FRAT line (a lemma and its hints).
const maxFRATLine = 64 << 20

func newFRATReader(r io.Reader) io.Reader {
	return &fratReader{br: bufio.NewReaderSize(r, 64<<10)}
}

func (f *fratReader) Read(p []byte) (int, error) {
	for f.out.Len() == 0 && f.err == nil {
		f.err = f.convertLine()
	}
	if f.out.Len() > 0 {
		return f.out.Read(p)
	}
	return 0, f.err
}

// convertLine reads one FRAT line and appends its DRAT form to out.
func (f *fratReader) convertLine() error {
	line, err := f.readLine()
	if err != nil {
		return err
	}
	f.line++
	fields := bytes.Fields(line)
	if len(fields) == 0 {
		return nil
	}
	kind := string(fields[0])
	switch kind {
	case "o", "f", "r", "c":
		return nil
	case "a", "d":
	default:
		if f.line == 1 && bytes.IndexFunc(line, func(r rune) bool { return r < ' ' && r != '\t' && r != '\r' || r > '~' }) >= 0 {
			return errors.New("FRAT proof: binary FRAT is not supported")
		}
		return fmt.Errorf("FRAT proof line %d: unknown step %q", f.line, clip(kind, 20))
	}
	if len(fields) < 3 {
		return fmt.Errorf("FRAT proof line %d: step without clause id and literals", f.line)
	}
	if kind == "d" {
		f.out.WriteString("d ")
	}
	for _, lit := range fields[2:] {
		f.out.Write(lit)
		if string(lit) == "0" {
			f.out.WriteByte('\n')
			return nil
		}
		f.out.WriteByte(' ')
	}
	return fmt.Errorf("FRAT proof line %d: clause without its terminating 0", f.line)
}

// readLine returns the next line (without its break) or the read error.
func (f *fratReader) readLine() ([]byte, error) {
	var line []byte
	for {
		chunk, err := f.br.ReadSlice('\n')
		line = append(line, chunk...)
		if len(line) > maxFRATLine {
			return nil, fmt.Errorf("FRAT proof line %d: longer than %d bytes", f.line+1, maxFRATLine)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF && len(line) > 0 {
			err = nil
		}
		return bytes.TrimRight(line, "\r\n"), err
	}
}
