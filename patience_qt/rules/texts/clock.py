"""The Clock family's rules as the player reads them (Moving House, New Republican, Clock,
Republican, Devil's Patience on one deck and on two, Travellers).

See the package's text for how they are written.
"""

from __future__ import annotations

CLOCK_TEXTS: dict[str, dict[str, str]] = {
    # Moving House (С квартиры на квартиру)
    "moving_house": {
        "en": (
            "One deck of 52 cards, dealt face down into 13 piles of four. Each pile is the home of one "
            "rank, from ace to king, and the rank is marked on the table; the kings' pile is the "
            "bottom one. There are no choices to make: every card simply moves house, from flat to "
            "flat.\n\n"
            "Play starts with the top card of the kings' pile. Each turned card goes face up under the "
            "pile of its own rank (a jack under the jacks' pile, and so on), and then the top "
            "face-down card of that pile is turned.\n\n"
            "The chain stops when the pile you must turn from has no face-down cards left, or when a "
            "card turns up in its own pile: it is put under that pile, the tenant likes the flat and "
            "stays, and the game is over.\n\n"
            "There is just one chain. You win if every card ends up face up in the pile of its rank; "
            "otherwise the game is lost.\n\n"
            "Option: no stop on a card found in its own pile; it is tucked under that pile and the "
            "pile's next card is turned.\n\n"
            "In the program: drag the turned card to its pile, or click it; Autoplay finishes the "
            "deal."
        ),
        "ru": (
            "Одна колода, 52 карты, раскладывается рубашкой вверх в 13 стопок по четыре. Каждая стопка "
            "— «квартира» одного достоинства, от туза до короля; на столе это подписано. Стопка "
            "королей — нижняя. Выбора ходов здесь нет: каждая карта просто переезжает с квартиры на "
            "квартиру.\n\n"
            "Игра начинается с верхней карты стопки королей. Каждую открытую карту кладут рубашкой "
            "вниз под низ стопки её достоинства (валета — под стопку валетов и так далее), а затем "
            "открывают верхнюю закрытую карту этой стопки.\n\n"
            "Цепочка обрывается, когда в стопке, откуда надо брать карту, закрытых карт больше нет, "
            "или когда карта открылась в своей же стопке: её подкладывают под эту стопку, «жилец» "
            "нашёл квартиру по вкусу и дальше не переезжает — раскладка окончена.\n\n"
            "Цепочка всего одна. Пасьянс сошёлся, если в итоге каждая карта лежит открытой в стопке "
            "своего достоинства; иначе он не сошёлся.\n\n"
            "Вариант: без остановки на «своей» карте — её подкладывают под ту же стопку и открывают "
            "следующую карту этой стопки.\n\n"
            "В программе: перетащите открытую карту на её стопку или щёлкните по ней; «Автоигра» "
            "доиграет раскладку до конца."
        ),
    },
    # New Republican (Новая республиканка)
    "new_republican": {
        "en": (
            "A 32-card piquet deck: seven to ace in each suit. The cards are dealt face down into "
            "eight piles of four, and each pile is the home of one rank: the first belongs to the "
            "sevens, then come the eights, nines, tens, jacks, queens and kings, and the last pile "
            "belongs to the aces.\n\n"
            "Play starts with the top card of the first pile, the sevens. Each turned card goes face "
            "up under the pile of its own rank, and then the top face-down card of that pile is "
            "turned.\n\n"
            "The chain stops when the pile you must turn from has no face-down cards left, or when a "
            "card turns up in its own pile: it is tucked under that pile and stays there, and the game "
            "is over.\n\n"
            "There is just one chain. You win if all 32 cards end up face up in the piles of their "
            "ranks; otherwise the game is lost.\n\n"
            "Option: no stop on a card found in its own pile; it is tucked under that pile and the "
            "pile's next card is turned.\n\n"
            "In the program: drag the turned card to its pile, or click it; Autoplay finishes the "
            "deal."
        ),
        "ru": (
            "Пикетная колода из 32 карт: от семёрки до туза в каждой масти. Карты раскладываются "
            "рубашкой вверх в восемь стопок по четыре, и каждая стопка — «квартира» одного "
            "достоинства: первая — семёрок, дальше восьмёрок, девяток, десяток, валетов, дам и "
            "королей, последняя — тузов.\n\n"
            "Игра начинается с верхней карты первой стопки, стопки семёрок. Каждую открытую карту "
            "кладут рубашкой вниз под низ стопки её достоинства, а затем открывают верхнюю закрытую "
            "карту этой стопки.\n\n"
            "Цепочка обрывается, когда в стопке, откуда надо брать карту, закрытых карт не осталось, "
            "или когда карта открылась в своей же стопке: её подкладывают под эту стопку, там она и "
            "остаётся, и раскладка окончена.\n\n"
            "Цепочка всего одна. Пасьянс сошёлся, если все 32 карты оказались открытыми в стопках "
            "своего достоинства; иначе он не сошёлся.\n\n"
            "Вариант: без остановки на «своей» карте — её подкладывают под ту же стопку и открывают "
            "следующую карту этой стопки.\n\n"
            "В программе: перетащите открытую карту на её стопку или щёлкните по ней; «Автоигра» "
            "доиграет раскладку до конца."
        ),
    },
    # Clock (Часы)
    "clock": {
        "en": (
            "One deck of 52 cards, laid out as a clock face. Twelve piles of four cards, face down, "
            "stand at the hours: the aces' pile at one o'clock, the twos at two, and so on round to "
            "the jacks at eleven and the queens at twelve. The last four cards make the kings' pile in "
            "the centre.\n\n"
            "Play starts with the top card of the centre pile. Each turned card goes face up under the "
            "pile of its own rank, and then the top face-down card of that pile is turned.\n\n"
            "A card that turns up in its own pile does not stop the game: it is tucked under that "
            "pile, and the next face-down card of the same pile is turned.\n\n"
            "The game ends when the pile you must turn from has no face-down cards left; this happens "
            "when the fourth king comes out.\n\n"
            "You win if all 52 cards lie face up in the piles of their ranks; otherwise the game is "
            "lost.\n\n"
            "Option: a card found in its own pile ends the game (it is tucked under that pile first); "
            "then the game can end before the fourth king comes out.\n\n"
            "In the program: drag the turned card to its pile, or click it; Autoplay finishes the "
            "deal."
        ),
        "ru": (
            "Одна колода, 52 карты, раскладывается циферблатом. Двенадцать стопок по четыре карты "
            "рубашкой вверх стоят по кругу, как цифры на циферблате: стопка тузов — на месте единицы, "
            "двоек — на месте двойки и так далее, до валетов на месте 11 и дам на месте 12. Последние "
            "четыре карты — стопка королей в центре.\n\n"
            "Игра начинается с верхней карты центральной стопки. Каждую открытую карту кладут рубашкой "
            "вниз под низ стопки её достоинства, а затем открывают верхнюю закрытую карту этой стопки.\n\n"
            "Если карта открылась в своей же стопке, игра не прекращается: карту подкладывают под эту "
            "стопку и открывают следующую закрытую карту той же стопки.\n\n"
            "Раскладка заканчивается, когда в стопке, откуда надо брать карту, не осталось закрытых "
            "карт; так бывает, когда выходит четвёртый король.\n\n"
            "Пасьянс сошёлся, если все 52 карты лежат открытыми в стопках своего достоинства; иначе он "
            "не сошёлся.\n\n"
            "Вариант: карта, открывшаяся в своей же стопке, заканчивает раскладку (её сначала "
            "подкладывают под эту стопку); тогда игра может кончиться и до четвёртого короля.\n\n"
            "В программе: перетащите открытую карту на её стопку или щёлкните по ней; «Автоигра» "
            "доиграет раскладку до конца."
        ),
    },
    # Republican (Республиканка)
    "republican": {
        "en": (
            "One deck of 52 cards. The first 49 cards are dealt face down round 13 piles, the homes of "
            "ace to king, so piles one to ten get four cards and the last three piles get three. The "
            "final three cards are put face down below as a reserve.\n\n"
            "Each chain begins from the reserve: its next card is turned and placed face up under the "
            "pile of its rank, and then the top face-down card of that pile is turned. Every turned "
            "card goes under the pile of its rank, and play continues from that pile.\n\n"
            "A chain stops when the pile you must turn from has no face-down cards left, or when a "
            "card turns up in its own pile (it is tucked under that pile first). The next reserve card "
            "then starts a new chain.\n\n"
            "You win if all 52 cards are home, face up in the piles of their ranks, by the time the "
            "three reserve cards have been used. If a chain stops with cards still out of place and "
            "the reserve is empty, the game is lost.\n\n"
            "Option: no stop on a card found in its own pile; it is tucked under that pile and the "
            "pile's next card is turned.\n\n"
            "In the program: drag the turned card to its pile, or click it; Autoplay finishes the "
            "deal."
        ),
        "ru": (
            "Одна колода, 52 карты. Первые 49 карт раздаются рубашкой вверх по кругу в 13 стопок — "
            "«квартиры» достоинств от туза до короля; в первых десяти стопках получается по четыре "
            "карты, в последних трёх — по три. Оставшиеся три карты кладутся рубашкой вверх отдельно "
            "внизу: это резерв.\n\n"
            "Каждая цепочка начинается с резерва: его очередную карту открывают и подкладывают под "
            "стопку её достоинства, после чего открывают верхнюю закрытую карту этой стопки. Каждая "
            "открытая карта уходит под стопку своего достоинства, и игра продолжается с этой стопки.\n\n"
            "Цепочка обрывается, когда в стопке, откуда надо брать карту, закрытых карт нет, или когда "
            "карта открылась в своей же стопке (её сначала подкладывают под эту стопку). Тогда новую "
            "цепочку начинает следующая карта резерва.\n\n"
            "Пасьянс сошёлся, если не позже, чем кончатся три карты резерва, все 52 карты легли "
            "открытыми на свои места. Если цепочка оборвалась, резерв пуст, а карты ещё не на "
            "местах, пасьянс не сошёлся.\n\n"
            "Вариант: без остановки на «своей» карте — её подкладывают под ту же стопку и открывают "
            "следующую карту этой стопки.\n\n"
            "В программе: перетащите открытую карту на её стопку или щёлкните по ней; «Автоигра» "
            "доиграет раскладку до конца."
        ),
    },
    # Devil's Patience (Чёртов пасьянс)
    "devils": {
        "en": (
            "One deck of 52 cards, dealt face down into 13 piles of four. The first twelve piles are "
            "the homes of ace to queen. The thirteenth pile has no rank of its own: it is the reserve, "
            "and every chain starts from it. Kings have no home.\n\n"
            "Each chain begins by turning the next card of the thirteenth pile. A turned card goes "
            "face up under the pile of its rank, and then the top face-down card of that pile is "
            "turned. A king is never housed: whenever one turns up, it is set aside on the discard "
            "pile and the chain ends.\n\n"
            "A chain also stops when the pile you must turn from has no face-down cards left, or when "
            "a card turns up in its own pile (it is tucked under that pile first). The next card of "
            "the thirteenth pile then starts a new chain.\n\n"
            "You win when every ace to queen lies face up in its own pile and all four kings are on "
            "the discard. If a chain stops with the reserve empty before that, the game is lost.\n\n"
            "Option: no stop on a card found in its own pile; it is tucked under that pile and the "
            "pile's next card is turned.\n\n"
            "In the program: drag the turned card to its pile, or click it; Autoplay finishes the "
            "deal."
        ),
        "ru": (
            "Одна колода, 52 карты, раскладывается рубашкой вверх в 13 стопок по четыре. Первые "
            "двенадцать стопок — «квартиры» достоинств от туза до дамы. Тринадцатая стопка своего "
            "достоинства не имеет: это резерв, с него начинается каждая цепочка. Королям квартиры не "
            "положено.\n\n"
            "Цепочка начинается с того, что открывают очередную карту тринадцатой стопки. Открытую "
            "карту кладут рубашкой вниз под стопку её достоинства, а затем открывают верхнюю закрытую "
            "карту этой стопки. Король не поселяется нигде: стоит ему появиться, его откладывают в "
            "сторону, в отбой, и цепочка обрывается.\n\n"
            "Цепочка обрывается и тогда, когда в стопке, откуда надо брать карту, закрытых карт нет, "
            "или когда карта открылась в своей же стопке (её сначала подкладывают под эту стопку). "
            "Новую цепочку начинает следующая карта тринадцатой стопки.\n\n"
            "Пасьянс сошёлся, когда все карты от туза до дамы лежат открытыми в своих стопках, а все "
            "четыре короля — в отбое. Если цепочка оборвалась раньше, когда резерв уже пуст, "
            "пасьянс не сошёлся.\n\n"
            "Вариант: без остановки на «своей» карте — её подкладывают под ту же стопку и открывают "
            "следующую карту этой стопки.\n\n"
            "В программе: перетащите открытую карту на её стопку или щёлкните по ней; «Автоигра» "
            "доиграет раскладку до конца."
        ),
    },
    # Devil's Patience, two decks (Чёртов пасьянс, две колоды)
    "devils_two_decks": {
        "en": (
            "Devil's Patience played with two decks: 104 cards, dealt face down into 13 piles of "
            "eight. The first twelve piles are the homes of ace to queen; the thirteenth pile is the "
            "reserve, and every chain starts from it. Kings have no home.\n\n"
            "Each chain begins by turning the next card of the thirteenth pile. A turned card goes "
            "face up under the pile of its rank, and then the top face-down card of that pile is "
            "turned. Whenever a king turns up, it is set aside on the discard pile and the chain ends.\n\n"
            "A chain also stops when the pile you must turn from has no face-down cards left, or when "
            "a card turns up in its own pile (it is tucked under that pile first). The next card of "
            "the thirteenth pile then starts a new chain.\n\n"
            "You win when all eight cards of every rank from ace to queen lie face up in their own "
            "piles and all eight kings are on the discard. If a chain stops with the reserve empty "
            "before that, the game is lost.\n\n"
            "Option: no stop on a card found in its own pile; it is tucked under that pile and the "
            "pile's next card is turned.\n\n"
            "In the program: drag the turned card to its pile, or click it; Autoplay finishes the "
            "deal."
        ),
        "ru": (
            "«Чёртов пасьянс» на две колоды: 104 карты раскладываются рубашкой вверх в 13 стопок по "
            "восемь. Первые двенадцать стопок — «квартиры» достоинств от туза до дамы; тринадцатая "
            "стопка — резерв, с неё начинается каждая цепочка. Королям квартиры не положено.\n\n"
            "Цепочка начинается с того, что открывают очередную карту тринадцатой стопки. Открытую "
            "карту кладут рубашкой вниз под стопку её достоинства, а затем открывают верхнюю закрытую "
            "карту этой стопки. Появившегося короля откладывают в отбой, и цепочка обрывается.\n\n"
            "Цепочка обрывается и тогда, когда в стопке, откуда надо брать карту, закрытых карт нет, "
            "или когда карта открылась в своей же стопке (её сначала подкладывают под эту стопку). "
            "Новую цепочку начинает следующая карта тринадцатой стопки.\n\n"
            "Пасьянс сошёлся, когда все восемь карт каждого достоинства от туза до дамы лежат "
            "открытыми в своих стопках, а все восемь королей — в отбое. Если цепочка оборвалась "
            "раньше, когда резерв уже пуст, пасьянс не сошёлся.\n\n"
            "Вариант: без остановки на «своей» карте — её подкладывают под ту же стопку и открывают "
            "следующую карту этой стопки.\n\n"
            "В программе: перетащите открытую карту на её стопку или щёлкните по ней; «Автоигра» "
            "доиграет раскладку до конца."
        ),
    },
    # Travellers (Путешественники)
    "travellers": {
        "en": (
            "One deck of 52 cards. First comes the counting deal, which the program does for you: "
            "cards are dealt face up round 13 piles while counting “ace, two, three … king”, so the "
            "first pile is always called ace, the second two, and so on. A card matching the called "
            "rank is a traveller: it is set aside, and the next card goes to the same pile with the "
            "same call. Otherwise the deal moves on to the next pile and the next call.\n\n"
            "When the deck is dealt out, each pile is turned face down, reversing its order. The piles "
            "are now the homes of ace to king.\n\n"
            "Play then goes as in Republican, with the travellers as the reserve, in the order they "
            "were set aside. Each traveller goes under the pile of its rank, that pile's top card is "
            "turned and goes under its own pile, and so on. A chain stops when the pile to turn from "
            "has no face-down card left; then the next traveller starts a new chain. (No card ever "
            "turns up in its own pile here: the counting deal set every such card aside as a "
            "traveller.) With no travellers, play starts from the kings' pile, as in Moving House.\n\n"
            "You win if all 52 cards end up face up in the piles of their ranks.\n\n"
            "In the program: drag the turned card to its pile, or click it; Autoplay finishes the "
            "deal."
        ),
        "ru": (
            "Одна колода, 52 карты. Игра начинается со сдачи со счётом, которую программа делает за "
            "вас. Карты раскладываются открытыми по кругу в 13 стопок, и при этом их называют: «туз, "
            "двойка, тройка… король». Первая стопка всегда «туз», вторая — «двойка» и так далее, круг "
            "за кругом. Если карта совпала с названным достоинством, это «путешественник»: его "
            "откладывают в сторону, а следующую карту кладут на ту же стопку с тем же счётом. Иначе "
            "следующая карта идёт на следующую стопку со следующим счётом.\n\n"
            "Когда колода сдана, каждую стопку переворачивают рубашкой вверх, так что порядок карт в "
            "ней меняется на обратный. Теперь стопки — «квартиры» достоинств от туза до короля.\n\n"
            "Дальше игра идёт как в «Республиканке», а резервом служат путешественники — в том "
            "порядке, в каком их откладывали. Путешественника кладут под стопку его достоинства, "
            "открывают верхнюю карту этой стопки, она уходит под свою стопку и так далее. Цепочка "
            "обрывается, когда в стопке, откуда надо брать карту, закрытых карт нет; тогда новую "
            "цепочку начинает следующий путешественник. (Карта здесь никогда не открывается в своей же "
            "стопке: всякую такую карту сдача со счётом уже отложила как путешественника.) Если "
            "путешественников не оказалось вовсе, игра начинается со стопки королей, как в пасьянсе «С "
            "квартиры на квартиру».\n\n"
            "Пасьянс сошёлся, если все 52 карты оказались открытыми в стопках своего достоинства.\n\n"
            "В программе: перетащите открытую карту на её стопку или щёлкните по ней; «Автоигра» "
            "доиграет раскладку до конца."
        ),
    },
}
