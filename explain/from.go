package explain

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxFacts bounds the facts a --from file may hold.
const MaxFacts = 100_000

// ReadFacts reads a player's facts (the --from file): a JSON array of
// facts in the kind's F shape, an object {"facts":[F...]}, or an
// explanation's JSON output (every fact its steps derived, and the facts
// it started from are not in it: cut its "steps" to continue from a
// step). Errors are positioned (*srcpos.Error). Whether each fact belongs
// to the puzzle is checked when the explanation starts.
func ReadFacts(data []byte) ([]json.RawMessage, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var v any
	d := json.NewDecoder(bytes.NewReader(data))
	if err := d.Decode(&v); err != nil {
		return nil, jsonError(data, d, err)
	}
	end := int(d.InputOffset())
	if rest := bytes.TrimSpace(data[end:]); len(rest) > 0 {
		return nil, at(data, end+bytes.Index(data[end:], rest[:1]), "want one JSON value (an array of facts, {\"facts\":[...]} or one explanation)")
	}
	data = data[:end]
	var facts []json.RawMessage
	switch v.(type) {
	case []any:
		if err := json.Unmarshal(data, &facts); err != nil {
			return nil, at(data, 0, "%v", err)
		}
	case map[string]any:
		var obj struct {
			Facts *[]json.RawMessage `json:"facts"`
			Steps *[]struct {
				Facts []json.RawMessage `json:"facts"`
			} `json:"steps"`
		}
		if err := json.Unmarshal(data, &obj); err != nil {
			return nil, at(data, 0, "%v", err)
		}
		switch {
		case obj.Facts != nil:
			facts = *obj.Facts
		case obj.Steps != nil:
			for _, s := range *obj.Steps {
				facts = append(facts, s.Facts...)
			}
		default:
			return nil, at(data, 0, `want "facts":[...] or an explanation with "steps"`)
		}
	default:
		return nil, at(data, 0, "want an array of facts, {\"facts\":[...]} or an explanation")
	}
	if len(facts) > MaxFacts {
		return nil, at(data, 0, "%d facts: at most %d", len(facts), MaxFacts)
	}
	return facts, nil
}

// jsonError positions a decoding error.
func jsonError(data []byte, d *json.Decoder, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	off := int(d.InputOffset())
	switch {
	case errors.As(err, &se):
		off = int(se.Offset) - 1 // Offset is just after the offending byte
	case errors.As(err, &te):
		off = int(te.Offset)
	}
	return at(data, off, "%v", err)
}

// at is a positioned error at byte offset off of data.
func at(data []byte, off int, format string, args ...any) error {
	off = min(max(off, 0), len(data))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	start := bytes.LastIndexByte(data[:off], '\n') + 1
	end := bytes.IndexByte(data[off:], '\n')
	if end < 0 {
		end = len(data)
	} else {
		end += off
	}
	e := srcpos.Errorf(line, off-start+1, "", format, args...)
	e.Source = string(data[start:end])
	return e
}

// fromError names the --from file in an error.
// ReadFactsFile is ReadFacts for the file name: its errors name the file
// (with the line and column where the file's JSON is wrong).
func ReadFactsFile(name string, data []byte) ([]json.RawMessage, error) {
	f, err := ReadFacts(data)
	return f, fromError(name, err)
}

func fromError(name string, err error) error {
	if err == nil {
		return nil
	}
	var se *srcpos.Error
	if errors.As(err, &se) {
		return srcpos.WithFile(err, name)
	}
	return fmt.Errorf("%s: %w", name, err)
}

// FactError is a player's fact (the N-th of the --from file, 1-based)
// that the puzzle does not have or that is malformed.
type FactError struct {
	N   int
	Err error
}

func (e *FactError) Error() string { return fmt.Sprintf("--from: fact %d: %v", e.N, e.Err) }

func (e *FactError) Unwrap() error { return e.Err }

// LocateFact puts the line and column of the fact in the --from file
// (data, named name) on a *FactError, as the file's other errors have;
// other errors are returned as they are.
func LocateFact(err error, name string, data []byte) error {
	var fe *FactError
	if !errors.As(err, &fe) {
		return err
	}
	off := factOffset(data, fe.N-1)
	if off < 0 {
		return err
	}
	return fromError(name, at(data, off, "fact %d: %v", fe.N, fe.Err))
}

// factOffset is the offset of the i-th fact (0-based) of a --from file in
// any of its three forms (see ReadFacts), or -1.
func factOffset(data []byte, i int) int {
	bom := 0
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		bom = 3
	}
	data = data[bom:]
	is := "[" + strconv.Itoa(i) + "]"
	if off := jsonpos.Path(data, 0, is); off >= 0 {
		return bom + off
	}
	if off := jsonpos.Path(data, 0, "facts"+is); off >= 0 {
		return bom + off
	}
	steps := jsonpos.Path(data, 0, "steps")
	for s := 0; steps >= 0; s++ {
		step := jsonpos.Path(data, steps, "["+strconv.Itoa(s)+"]")
		facts := jsonpos.Path(data, step, "facts")
		if step < 0 {
			return -1
		}
		for k := 0; facts >= 0; k++ {
			off := jsonpos.Path(data, facts, "["+strconv.Itoa(k)+"]")
			if off < 0 {
				break
			}
			if i == 0 {
				return bom + off
			}
			i--
		}
	}
	return -1
}
