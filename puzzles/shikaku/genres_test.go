package shikaku

// The tests read Hashi's URLs too (to say they are not Shikaku's).
import _ "github.com/puzzlesat/puzzlesat/puzzles/hashi"
