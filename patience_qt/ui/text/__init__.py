"""The window's words: translations (Qt Linguist), reasons made sentences, card names, each family's words.

The lowest room of ui/: nothing here knows the table or the window, so every other room may say things."""
