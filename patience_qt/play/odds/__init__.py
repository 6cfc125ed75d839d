"""The odds' room: what many deals say about a game, and the table of it shipped with the program.

``simulate`` plays deals with a policy and counts the wins; ``deals`` solves and plays one deal and
spreads many over local processes, or over a Dask cluster's workers (``cluster``, the only module that
imports ``distributed``, and only when asked for); ``run`` is an odds run (``odds``: the shares proved
winnable, lost, unknown, and the policy's wins) and its entry in a table; ``table`` reads the table
installed with the program, ``odds_table.json``, with the player's own over it, and
``winnable_deals.json`` beside it (the window's chooser and Deal only winnable games, with no solver
loaded); ``table_out`` checks where a table run writes, before its first deal, and locks it;
``command_line`` is what the play commands' command lines share; ``__main__`` makes a table and prints
the installed one (``python -m patience_qt.play.odds table|markdown``).

This package's own module imports nothing, so that the window reads the table without the solver.
"""
