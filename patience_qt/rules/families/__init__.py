"""One module per family of games: shared mechanics once, each game a short declaration."""
