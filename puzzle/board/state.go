package board

// State is the player's state the board shows: its lines with a known
// count (N lines, Max 0 or N) as edges (as lines, with crossed-out ones,
// when its moves are Lines), its rooms, and every cell item that shows
// one of Moves.Cells' values (its text, or its mark, or its shading, as
// the value draws) as that value. The board of a solution gives the state of
// a player who solved the puzzle; a genre's puzzle.Player reads it.
func (b *Board) State() State {
	var st State
	lines := b.Moves != nil && b.Moves.Lines
	for _, l := range b.Lines {
		if lines {
			if l.N > 0 && (l.Max == 0 || l.Max == l.N) || l.Cross {
				st.Lines = append(st.Lines, LineState{From: l.From, To: l.To, Cross: l.N == 0})
			}
			continue
		}
		if l.N > 0 && (l.Max == 0 || l.Max == l.N) {
			st.Edges = append(st.Edges, EdgeState{From: l.From, To: l.To, Count: l.N})
		}
	}
	for _, r := range b.Rooms {
		st.Rooms = append(st.Rooms, RoomState{Row: r.Row, Col: r.Col, Width: r.Width, Height: r.Height})
	}
	if b.Moves == nil {
		return st
	}
	for _, c := range b.Cells {
		if b.Moves.Faces && !c.Face {
			continue
		}
		for _, v := range b.Moves.Cells {
			if (v.Text != "" && c.Text == v.Text || v.Text == "" && v.Mark != "" && c.Mark == v.Mark || v.Shade && c.Shade) && v.Value != "" {
				st.Cells = append(st.Cells, CellState{Cell: c.At, Value: v.Value})
				break
			}
		}
	}
	return st
}
