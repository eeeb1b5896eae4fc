// Package puzzlink reads and writes puzz.link URLs, the way the pencil-puzzle
// community shares puzzles (puzz.link, pzv.jp and pzprxs run the same
// pzprjs code), for the kinds whose URL body is pzprjs' "Number16" cell
// list: Hashi and Shikaku.
//
// # The URL
//
//	[PREFIX?][PARAM=VALUE&]...KIND[_edit|_play]/[v:VARIANT/][FLAG/]COLS/ROWS/BODY[/]
//
// PREFIX is the page, with or without a scheme: https://puzz.link/p,
// http://pzv.jp/p.html, https://pzprxs.vercel.app/p; like pzprjs, any text
// before the first '?' is accepted (mirrors and local copies work), except
// the Kanpen and Heyawake-applet pages, whose URLs have other grammars.
// Without a '?' the whole text is the query ("hashi/6/6/..."), as pzprjs
// reads it. PARAM=VALUE& pairs in front of the kind ("?type=editor&hashi/...")
// and an _edit or _play suffix choose the page's mode and are dropped.
//
// KIND is pzprjs' name of the genre (a letter, then letters, digits or
// '_'), read for any genre: Grid.Kind holds it lower-case, and the
// genre's reader checks it with its Genre value (Genre.Is: Hashi takes
// hashi, pzprjs' name hashikake and its alias bridges), so that this
// package keeps no list of genres and a new genre needs no edit here.
// Writers put the genre's Name. COLS comes before ROWS.
//
// After the kind, as in pzprjs' URL parser: a segment "v:VARIANT" is the
// variant (kept in Grid.Variant); then a segment that is not a decimal
// number is the puzzle's flag segment (kept in Grid.Flag; Hashi and Shikaku
// define no flags, pzprjs ignores it for them). COLS and ROWS are decimal
// numbers of at least 1. One trailing '/' ends the body: pzprjs writes it
// when the URL would otherwise end in a character other than a letter or a
// digit (a '.' clue), so that chat programs keep it.
//
// # The body
//
// Cells in row-major order, each token one clue or a run of empty cells:
//
//	0-9, a-f      a clue 0-15
//	-XX           a clue 16-255 (two hex digits)
//	+XXX          a clue 256-4095 (three hex digits)
//	=XXX          a clue 4096 + XXX (4096-8191)
//	@XXX, %XXX    a clue 8192 + XXX
//	*XXXX         a clue 12240 + XXXX
//	$XXXXX        a clue 77776 + XXXXX (up to 1126351)
//	.             a clue of unknown value (Unknown: a Hashi island of
//	              unknown number, a Shikaku room of unknown area)
//	g-z           a run of 1-20 empty cells (parseInt(c, 36) - 15)
//
// The last four number forms are pzprjs' (readNumber16/writeNumber16) for
// numbers Hashi and Shikaku rarely need; they are read and written so that a
// large Shikaku room survives a round trip. Hex digits after a prefix may be
// upper case; single-character clues are lower case, as in pzprjs.
//
// Writers emit pzprjs' form, which is the shortest: every clue in its
// shortest token, a run of empty cells as 'z' whenever it reaches 20, and
// the rest of the run as one token before the next clue and at the end.
//
// # Differences from pzprjs
//
// pzprjs decodes leniently; this package reads every URL the way pzprjs
// does where pzprjs' reading is well defined, and refuses, with a positioned
// error, where pzprjs silently drops text, so that a typo does not become a
// different puzzle:
//
//   - a character pzprjs does not know ('A', '_', a second '/' in the body)
//     is an error; pzprjs skips it;
//   - a number prefix needs all its hex digits ("-1" at the end of the body,
//     "-1g"): pzprjs reads a partial or NaN number;
//   - text after the last cell is an error; pzprjs ignores it;
//   - COLS and ROWS are decimal digits (pzprjs also takes "0x6" and "6.0").
//
// A body that ends before the last cell leaves the remaining cells empty,
// and a run of empty cells may go past the last cell, as in pzprjs (neither
// drops text). pzprv3 file URLs ("?pzprv3/...") and Kanpen URLs are not read.
//
// Errors are *srcpos.Error values: line 1 (or the line in ParseAll's input),
// the byte column in that line, and the offending text. A grid read keeps
// its line (Grid.Line), the column of its kind (Grid.KindCol) and of each
// clue's token (Grid.Col), so that the puzzle packages can point at a clue
// they refuse.
//
// # Sources
//
// The grammar follows pzprjs (github.com/robx/pzprjs, the code behind
// puzz.link): src/pzpr/parser.js (URLData.parseURLType, parseURLData,
// outputURLData), src/variety-common/Encode.js (readNumber16,
// genericDecodeNumber16, writeNumber16, genericEncodeNumber16),
// src/pzpr/variety.js (hashikake: pzprurl "hashi", alias "bridges"), and
// src/variety/hashikake.js and shikaku.js (both decodeNumber16).
package puzzlink
