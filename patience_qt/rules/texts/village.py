"""The Village family's rules as the player reads them (Village, Babette, Carnival).

See the package's text for how they are written.
"""

from __future__ import annotations

VILLAGE_TEXTS: dict[str, dict[str, str]] = {
    # Village (Деревенский)
    "village": {
        "en": (
            "Two decks, 104 cards. Eight foundations, two per suit: one built up in suit from ace to "
            "king, one built down in suit from king to ace. A suit's first ace starts its up-pile and "
            "its first king its down-pile; the second ace finishes the down-pile, the second king the "
            "up-pile. Foundation cards stay put.\n\n"
            "Cards are dealt face up in rows, one to each of eight columns; the first row is dealt "
            "when the game starts, and you click the stock for each next row. Only the bottom card of "
            "a column is available.\n\n"
            "While the stock lasts, cards go only to the foundations, never onto each other, and a "
            "card moved to a foundation is replaced at once by the next stock card in the same place.\n\n"
            "Once the stock is empty, taking a bottom card uncovers the card above it, and an "
            "available card may also go onto another column's bottom card of the same suit and one "
            "rank higher or lower. An empty column takes no card.\n\n"
            "Redeal once: the cards left in the columns are gathered in reverse order, the card dealt "
            "last coming first, and dealt again the same way.\n\n"
            "You win when all 104 cards reach the foundations within two deals; you lose when no move "
            "or redeal is left.\n\n"
            "In the program: click the stock to deal a row; drag a bottom card to a foundation or onto "
            "a column."
        ),
        "ru": (
            "Две колоды, 104 карты. Баз восемь, по две на каждую масть: одна собирается в масть вверх, "
            "от туза до короля, другая — в масть вниз, от короля до туза. Первый туз масти, положенный "
            "на базы, начинает её восходящую базу, первый король — нисходящую; второй туз завершает "
            "нисходящую базу, второй король — восходящую. С баз карты уже не снимаются.\n\n"
            "Карты сдаются открытыми рядами по восемь, по одной в каждый из восьми столбцов; новая "
            "игра начинается с уже сданного первого ряда, а каждый следующий ряд сдаётся щелчком по "
            "прикупу. Карты в столбце лежат внахлёст сверху вниз, доступна только нижняя карта каждого "
            "столбца.\n\n"
            "Пока в прикупе есть карты, карты из столбцов кладут только на базы, а друг на друга — "
            "нельзя; карта, "
            "ушедшая из столбца на базу, сразу замещается на том же месте следующей картой прикупа.\n\n"
            "Когда прикуп кончился, снятая нижняя карта открывает доступ к карте над ней, а доступную "
            "карту можно также переложить (по одной) на нижнюю карту другого столбца той же масти, "
            "если она на единицу старше или младше. В пустой столбец карты не кладут.\n\n"
            "Пересдача одна: оставшиеся в столбцах карты собираются в обратном порядке (последняя "
            "сданная карта сдаётся первой) и раскладываются заново по тем же правилам.\n\n"
            "Пасьянс сошёлся, когда за две сдачи все 104 карты легли на базы; если не осталось ни "
            "хода, ни пересдачи, он не сошёлся.\n\n"
            "В программе: щелчок по прикупу сдаёт ряд; нижнюю карту перетаскивайте на базу или на "
            "другой столбец."
        ),
    },
    # Babette (Бабетта)
    "babette": {
        "en": (
            "Two decks, 104 cards. Eight foundations, two per suit: one built up in suit from ace to "
            "king, one built down in suit from king to ace. A suit's first ace starts its up-pile and "
            "its first king its down-pile; the second ace finishes the down-pile, the second king the "
            "up-pile. Foundation cards stay put.\n\n"
            "Cards are dealt face up onto eight piles, one to each pile per round, each new card "
            "covering the last; the first round is dealt when the game starts, and you click the stock "
            "for the next. Only pile tops are available; taking a top uncovers the card below. Nothing "
            "is replaced from the stock.\n\n"
            "While the stock lasts, cards go only to the foundations, never onto each other. Once it "
            "is empty, an available card may also go onto another pile's top card of the same suit and "
            "one rank higher or lower. An empty pile takes no card.\n\n"
            "Redeal once, without shuffling: you pick up the piles one by one in any order you like (a "
            "default order is offered), and the gathered cards are dealt again the same way.\n\n"
            "You win when all 104 cards reach the foundations, with one redeal at most; you lose when "
            "no move or redeal is left.\n\n"
            "In the program: click the stock to deal a round; drag a top card to a foundation or onto "
            "a pile. To redeal, drag the pile you want first onto the stock, then click the other piles "
            "in the order you want, or click the stock to take the next pile in the offered order."
        ),
        "ru": (
            "Две колоды, 104 карты. Баз восемь, по две на каждую масть: одна собирается в масть вверх, "
            "от туза до короля, другая — в масть вниз, от короля до туза. Первый туз масти, положенный "
            "на базы, начинает её восходящую базу, первый король — нисходящую; второй туз завершает "
            "нисходящую базу, второй король — восходящую. С баз карты уже не снимаются.\n\n"
            "Карты сдаются открытыми на восемь стопок, по одной на каждую стопку за раз, и каждая "
            "новая карта накрывает предыдущую; новая игра начинается с уже сданного первого круга, а "
            "следующий сдаётся щелчком по прикупу. Доступна только верхняя карта каждой стопки, и если "
            "её снять, открывается карта под ней. Карты, ушедшие на базы, ничем не замещаются.\n\n"
            "Пока в прикупе есть карты, карты из стопок кладут только на базы, а друг на друга — нельзя. "
            "Когда прикуп "
            "кончился, доступную карту можно также переложить (по одной) на верхнюю карту другой "
            "стопки той же масти, если она на единицу старше или младше. На пустое место карты не "
            "кладут.\n\n"
            "Пересдача одна и без тасовки: вы сами собираете стопки одну за другой в любом порядке "
            "(программа предлагает готовый порядок, его можно принять), и собранные карты сдаются "
            "заново так же.\n\n"
            "Пасьянс сошёлся, когда все 104 карты легли на базы не более чем после одной пересдачи; "
            "если не осталось ни хода, ни пересдачи, он не сошёлся.\n\n"
            "В программе: щелчок по прикупу сдаёт круг; верхнюю карту перетаскивайте на базу или на "
            "другую стопку. Для пересдачи перетащите на прикуп стопку, которую берёте первой, а затем "
            "щёлкайте по остальным стопкам в нужном порядке или по прикупу, чтобы взять следующую "
            "стопку в предложенном порядке."
        ),
    },
    # Carnival (Карнавал)
    "carnival": {
        "en": (
            "Two decks, 104 cards. Eight foundations, two per suit: one built up in suit from ace to "
            "king, one built down in suit from king to ace. A suit's first ace starts its up-pile and "
            "its first king its down-pile; the second ace finishes the down-pile, the second king the "
            "up-pile. Foundation cards stay put.\n\n"
            "The whole deck is dealt face up in rows, one card to each of eight columns; the first row "
            "is dealt when the game starts, and you click the stock for each next row. Only the bottom "
            "card of a column is available.\n\n"
            "Unlike Village, a card moved to a foundation is not replaced from the stock: taking a "
            "bottom card uncovers the card above it at once, during the deal too, so the columns grow "
            "unevenly. While the stock lasts, cards go only to the foundations, never onto each other.\n\n"
            "Once the stock is empty, an available card may also go onto another column's bottom card "
            "of the same suit and one rank higher or lower. An empty column takes no card.\n\n"
            "There is no redeal: the deck is dealt only once.\n\n"
            "You win when all 104 cards are on the foundations; you lose when the stock is empty and "
            "no move is left.\n\n"
            "In the program: click the stock to deal a row; drag a bottom card to a foundation or onto "
            "a column."
        ),
        "ru": (
            "Две колоды, 104 карты. Баз восемь, по две на каждую масть: одна собирается в масть вверх, "
            "от туза до короля, другая — в масть вниз, от короля до туза. Первый туз масти, положенный "
            "на базы, начинает её восходящую базу, первый король — нисходящую; второй туз завершает "
            "нисходящую базу, второй король — восходящую. С баз карты уже не снимаются.\n\n"
            "Вся колода сдаётся открытыми рядами по восемь, по одной карте в каждый из восьми "
            "столбцов; новая игра начинается с уже сданного первого ряда, а каждый следующий ряд "
            "сдаётся щелчком по прикупу. Карты в столбце лежат внахлёст сверху вниз, доступна только "
            "нижняя карта каждого столбца.\n\n"
            "В отличие от «Деревенского», карта, ушедшая на базу, из прикупа не замещается. Снятая "
            "нижняя карта сразу открывает доступ к карте над ней, и во время сдачи тоже, поэтому "
            "столбцы вырастают разной длины. Пока в прикупе есть карты, карты из столбцов кладут только "
            "на базы, а друг на друга — нельзя.\n\n"
            "Когда прикуп кончился, доступную карту можно также переложить (по одной) на нижнюю карту "
            "другого столбца той же масти, если она на единицу старше или младше. В пустой столбец "
            "карты не кладут.\n\n"
            "Пересдачи нет: колода сдаётся только один раз.\n\n"
            "Пасьянс сошёлся, когда все 104 карты лежат на базах; если прикуп пуст и ходов нет, он не "
            "сошёлся.\n\n"
            "В программе: щелчок по прикупу сдаёт ряд; нижнюю карту перетаскивайте на базу или на "
            "другой столбец."
        ),
    },
}
