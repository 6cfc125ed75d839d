"""The rules of each game as the player reads them under "Rules", in English and Russian.

The program shows every game's rules in the app (see docs/rules.md). These texts
are written in our own words: the old Russian descriptions in the seeds and the specification are
the sources of the facts, and where docs/rules.md settles a doubtful point (its **Reading**
choices) the text follows it. Named variant options are described as options. The texts are plain
text: short paragraphs separated by a blank line, no markup.

RULES_TEXT maps a game id to {"en": text, "ru": text}, in the catalogue's order; one module a family
holds them.
"""

from __future__ import annotations

from .clock import CLOCK_TEXTS
from .rainbow import RAINBOW_TEXTS
from .village import VILLAGE_TEXTS

RULES_TEXT: dict[str, dict[str, str]] = {**RAINBOW_TEXTS, **CLOCK_TEXTS, **VILLAGE_TEXTS}
