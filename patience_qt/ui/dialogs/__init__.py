"""The boxes the window opens: the game chooser with its odds, statistics, preferences, and the question
before a game in progress is left."""
