"""The player's preferences: the file checked before Qt opens it, the values read the same way everywhere,
and applied to the window's parts."""
