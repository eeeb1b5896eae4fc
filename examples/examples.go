// Package examples holds the bundled example puzzles, the files of this
// folder, embedded so that programs can offer them without a checkout
// (the web page of package serve lists them). FS holds every puzzle file
// of the hashi, shikaku and zebra folders and the DIMACS examples; the
// READMEs say where each came from.
package examples

import "embed"

// FS holds the example files under their paths in this folder
// ("hashi/classic.txt").
//
//go:embed hashi/*.txt hashi/*.grid hashi/*.has hashi/*.json shikaku/*.txt shikaku/*.json zebra/*.txt dimacs/*.cnf
var FS embed.FS
