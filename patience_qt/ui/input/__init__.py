"""The player's ways in: the controller (the table's hub), the drag, the clicks, the keyboard, the hint cycle,
Autoplay and the view that forwards the mouse.

Each way in asks the rules what a gesture means and hands the answer to ``TableController.answer``."""
