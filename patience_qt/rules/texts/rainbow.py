"""The Rainbow family's rules as the player reads them (Rainbow, Open Shop, Toad, Star).

See the package's text for how they are written.
"""

from __future__ import annotations

RAINBOW_TEXTS: dict[str, dict[str, str]] = {
    # Rainbow (Радуга)
    "rainbow": {
        "en": (
            "Two full decks, 104 cards. Suits do not matter: only ranks count, and they run in a "
            "circle, so the ace follows the king.\n\n"
            "Twenty-six cards lie face down in an overlapping arc, the rainbow, which is the reserve; "
            "its rightmost card is face up. The next card, face up below the arc, is the first "
            "foundation; its rank is the base rank of the deal. Cards of that rank start the other "
            "three foundations as they become available. Foundations build up by rank, suits ignored, "
            "wrapping from king to ace; each is full at 26 cards.\n\n"
            "Turn the top stock card into your hand and place it before turning the next: on a "
            "foundation, on the end of the rainbow if exactly one rank lower, or on one of three waste "
            "piles. The rainbow's outer card and waste tops may go to a foundation; a waste top may "
            "also extend the rainbow. Cards never move between waste piles. When the rainbow's open "
            "end is used up, its next hidden card turns over.\n\n"
            "Balance rule: no waste pile may hold more than 2 cards above the smallest one.\n\n"
            "When the stock runs out, you may gather the waste piles, shuffle them and deal from them "
            "again, up to 3 times.\n\n"
            "You win when all 104 cards are on the foundations; you lose when no move or redeal is "
            "left.\n\n"
            "Options: another number of redeals, from none to 5 (5 is the easier way the old "
            "description names); another balance limit, or none.\n\n"
            "In the program: click the stock to take a card, then drag it where it should go."
        ),
        "ru": (
            "Две полные колоды, 104 карты. Масть здесь не важна, считается только достоинство, и счёт "
            "идёт по кругу: после короля снова туз.\n\n"
            "Двадцать шесть карт выкладываются рубашкой вверх дугой через весь стол, внахлёст: это "
            "«радуга», она же резерв. Крайняя правая карта радуги открывается. Следующую карту кладут "
            "открытой под радугу: это первая база, и её достоинство становится базовым для всей "
            "раскладки. Ещё три базы начинают карты того же достоинства, когда они станут доступны. На "
            "базы карты кладутся по возрастанию, без учёта масти, через короля снова к тузу; в полной "
            "базе 26 карт, больше она ничего не принимает.\n\n"
            "Открывайте верхнюю карту прикупа в руку. Её нужно пристроить, прежде чем открыть "
            "следующую: на базу, на конец радуги (если ваша карта ровно на единицу младше крайней) или "
            "в одну из трёх стопок сброса. Крайняя открытая карта радуги и верхние карты сброса могут "
            "идти на базы, а карта со сброса — ещё и на радугу. Из одной стопки сброса в другую карты "
            "не перекладываются. Когда открытый конец радуги разобран, следующая закрытая карта "
            "переворачивается сама.\n\n"
            "Правило равновесия: ни одна стопка сброса не должна обгонять самую маленькую больше чем "
            "на 2 карты.\n\n"
            "Когда прикуп кончился, стопки сброса можно собрать, перетасовать и пройти заново — не "
            "более 3 раз.\n\n"
            "Пасьянс сошёлся, когда все 104 карты лежат на базах; если не осталось ни хода, ни "
            "пересдачи, он не сошёлся.\n\n"
            "Варианты: другое число пересдач, от нуля до 5 (5 — облегчённый вариант из старинного "
            "описания); предел равновесия можно изменить или отключить.\n\n"
            "В программе: щёлкните по прикупу, чтобы взять карту, и перетащите её куда нужно."
        ),
    },
    # Open Shop (Открытый магазин)
    "open_shop": {
        "en": (
            "Two decks, 104 cards. Suits are ignored, and ranks run in a circle: king, ace, two and so "
            "on.\n\n"
            "Eighteen cards are dealt face up in a single column, overlapping downward so that every "
            "card can be seen: the shop is open. Only the lowest card of the column is available. The "
            "next card becomes the first foundation and fixes the base rank; the other three "
            "foundations are started by cards of that rank as they turn up. Foundations build upward "
            "by rank regardless of suit, wrapping from king to ace, and are full at 26 cards.\n\n"
            "Turn the stock cards into your hand one at a time, and place each one before turning the "
            "next: on a foundation, on the bottom card of the column if it is one rank lower, or on "
            "any of five waste piles. How you share cards among the waste piles is up to you; they may "
            "be as uneven as you like. Waste tops may go to a foundation or onto the column, but never "
            "to another waste pile.\n\n"
            "There is no redeal: you go through the stock only once.\n\n"
            "You win when all 104 cards are on the foundations; you lose when the stock is spent and "
            "nothing can be moved.\n\n"
            "In the program: click the stock to take a card, then drag it to a foundation, the column "
            "or a waste pile."
        ),
        "ru": (
            "Две колоды, 104 карты. Масть не учитывается, а достоинства идут по кругу: король, туз, "
            "двойка и так далее.\n\n"
            "Восемнадцать карт выкладываются открытыми в один столбец сверху вниз, внахлёст, так что "
            "видна каждая: «магазин» открыт. Доступна только самая нижняя карта столбца. Следующая "
            "карта становится первой базой и задаёт базовое достоинство; остальные три базы начинают "
            "карты того же достоинства, когда они появятся. Базы собираются по возрастанию без учёта "
            "масти, через короля снова к тузу; в полной базе 26 карт.\n\n"
            "Карты прикупа открывайте в руку по одной и, прежде чем открыть следующую, пристройте "
            "открытую: на базу, на нижнюю карту столбца (если ваша карта на единицу младше) или в "
            "любую из пяти стопок сброса. Как распределять карты по стопкам, решаете вы сами: они "
            "могут сильно различаться. Верхние карты сброса идут на базы или в столбец, но не в другую "
            "стопку сброса.\n\n"
            "Пересдачи нет: прикуп проходится только один раз.\n\n"
            "Пасьянс сошёлся, когда все 104 карты лежат на базах; если прикуп кончился, а ходов нет, "
            "он не сошёлся.\n\n"
            "В программе: щёлкните по прикупу, чтобы взять карту, и перетащите её на базу, в столбец "
            "или в стопку сброса."
        ),
    },
    # Toad (Жаба)
    "toad": {
        "en": (
            "Two decks, 104 cards. Suits are ignored throughout.\n\n"
            "Thirteen cards are dealt face up as the reserve, fanned so that you can see every card; "
            "only the top card of the fan is available. There are eight foundation places, and only an "
            "ace may start one. Foundations build upward from ace to king, suits ignored, and are "
            "complete at the king: ranks do not wrap round in this game.\n\n"
            "Once per game you may pull one ace out of the reserve, from any depth, to start a "
            "foundation.\n\n"
            "Turn the stock cards into your hand one by one; each must be placed before the next is "
            "turned: on a foundation, on the reserve's top card if it is one rank lower (nothing goes "
            "on an ace), or on any of five waste piles, filled as unevenly as you wish. Waste tops may "
            "go to a foundation or onto the reserve, never to another waste pile.\n\n"
            "There is no redeal: one pass through the stock.\n\n"
            "You win when all 104 cards are on the foundations; you lose when the stock is spent and "
            "no move remains.\n\n"
            "Options: forbid taking the ace from inside the reserve; split the reserve into two piles, "
            "each with its own available card; change the size of the reserve (from 8 to 20 cards).\n\n"
            "In the program: click the stock to take a card, then drag it where it should go."
        ),
        "ru": (
            "Две колоды, 104 карты. Масть не учитывается нигде.\n\n"
            "Тринадцать карт выкладываются открытыми веером — это резерв; видна каждая карта, но "
            "доступна только верхняя. Мест для баз восемь, и начать базу может только туз. Базы "
            "собираются по возрастанию, от туза до короля, без учёта масти; на короле база заполнена — "
            "по кругу счёт в этом пасьянсе не идёт.\n\n"
            "Один раз за игру можно вытащить туза из любого места резерва и начать им базу.\n\n"
            "Карты прикупа открывайте в руку по одной; каждую нужно пристроить, прежде чем открыть "
            "следующую: на базу, на верхнюю карту резерва (если ваша карта на единицу младше; на туза "
            "ничего не кладут) или в одну из пяти стопок сброса — в любой пропорции. Верхние карты "
            "сброса идут на базы или на резерв, но не в другую стопку сброса.\n\n"
            "Пересдачи нет: прикуп проходится один раз.\n\n"
            "Пасьянс сошёлся, когда все 104 карты лежат на базах; если прикуп кончился, а ходов нет, "
            "он не сошёлся.\n\n"
            "Варианты: запретить брать туза из глубины резерва; разложить резерв на две стопки, у "
            "каждой своя доступная карта; изменить размер резерва (от 8 до 20 карт).\n\n"
            "В программе: щёлкните по прикупу, чтобы взять карту, и перетащите её куда нужно."
        ),
    },
    # Star (Звезда)
    "star": {
        "en": (
            "Two decks, 104 cards. Suits are ignored, and ranks run in a circle: king, ace, two and so "
            "on.\n\n"
            "Twenty cards are dealt face up as the reserve, fanned so that every card shows; its top "
            "card is available. The next card is laid out as the first foundation and sets the base "
            "rank. There are eight foundations in all, one for each card of that rank in the two "
            "decks, arranged as a star; the other seven are started by base-rank cards as they become "
            "available. Each foundation builds upward by rank, suits ignored, wrapping from king to "
            "ace, and is complete at 13 cards.\n\n"
            "Turn the stock into your hand one card at a time and place each card before the next: on "
            "a foundation; on the reserve's top card if it is one rank lower (since ranks wrap, a king "
            "may go on an ace); or on one of five waste piles, in any proportion. Waste tops may go to "
            "a foundation or onto the reserve; cards never move between waste piles.\n\n"
            "There is no redeal: one pass through the stock.\n\n"
            "You win when all 104 cards are on the foundations; you lose when the stock is spent and "
            "no move remains.\n\n"
            "In the program: click the stock to take a card, then drag it where it should go."
        ),
        "ru": (
            "Две колоды, 104 карты. Масть не учитывается, а достоинства идут по кругу: король, туз, "
            "двойка и так далее.\n\n"
            "Двадцать карт выкладываются открытыми веером — это резерв; видны все карты, доступна "
            "верхняя. Следующая карта кладётся первой базой и задаёт базовое достоинство. Всего баз "
            "восемь — по числу карт этого достоинства в двух колодах; на столе они образуют звезду. "
            "Остальные семь начинают карты базового достоинства по мере того, как те становятся "
            "доступны. Каждая "
            "база собирается по возрастанию без учёта масти, через короля снова к тузу; в полной базе "
            "13 карт.\n\n"
            "Карты прикупа открывайте в руку по одной и пристраивайте каждую, прежде чем открыть "
            "следующую: на базу; на верхнюю карту резерва, если ваша карта на единицу младше (счёт "
            "круговой, так что короля можно положить на туза); или в одну из пяти стопок сброса, в "
            "любой пропорции. Верхние карты сброса идут на базы или на резерв; между стопками сброса "
            "карты не перекладываются.\n\n"
            "Пересдачи нет: прикуп проходится один раз.\n\n"
            "Пасьянс сошёлся, когда все 104 карты лежат на базах; если прикуп кончился, а ходов нет, "
            "он не сошёлся.\n\n"
            "В программе: щёлкните по прикупу, чтобы взять карту, и перетащите её куда нужно."
        ),
    },
}
