"""The solver at the player's side: the Game menu's actions, the box that asks and answers, the background
worker, the solution played move by move, and winnable deals."""
