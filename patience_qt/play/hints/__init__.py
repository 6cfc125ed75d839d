"""The hints' room: the play of a game without the solver, from what the player can see.

``ranking`` ranks a position's legal moves best first and words each (``hints``, ``best_move``: the hint
policy, ``no_moves_message``); ``lookahead`` is the search behind it, over the moves whose outcome the
player can foresee; ``phrases`` the clauses every family's hint reasons share. Each family that has a
choice to rank has one module here (``rainbow``, ``village``; ``clock`` has one move at a time): its
evaluation for the look-ahead, the corrections and reasons of its hints, and its baseline policy, so a
family's rule the hints or the baseline must know has one home. The play layer's record of each family,
``play.families``, names them.

This package's own module imports nothing: ``play.families`` imports the family modules, and the
ranking imports ``play.families``.
"""
