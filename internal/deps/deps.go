// Package deps keeps the project's planned dependencies in go.mod while
// the packages that use them are being written. Remove once all are used.
package deps

import (
	_ "github.com/mitchellh/go-ps"
	_ "github.com/rogpeppe/go-internal/testscript"
	_ "github.com/schollz/progressbar/v3"
	_ "golang.org/x/term"
	_ "gonum.org/v1/plot"
)
