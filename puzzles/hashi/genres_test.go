package hashi

// The tests read Shikaku's URLs too (to say they are not Hashi's).
import _ "github.com/puzzlesat/puzzlesat/puzzles/shikaku"
