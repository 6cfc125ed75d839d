"""The table drawn: the scene and its card and pile items, the card art, the animations, the end band,
the hint's outline and the counting deal.

It shows a game and moves cards; it never decides a move (that is the rules', asked by ``ui.input``)."""
