<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en_US">
<context>
    <name>Autoplay</name>
    <message>
        <source>Autoplay sees no move to make.</source>
        <translation>Автоигра не находит ни одного хода.</translation>
    </message>
    <message>
        <source>Autoplay stops here: the order in which the piles are gathered for the redeal is yours to choose (drag a pile onto the stock, or click the stock for the order offered).</source>
        <translation>Автоигра остановлена: порядок сбора стопок для пересдачи выбираете вы (перетащите стопку на прикуп или щёлкните прикуп, чтобы взять их по порядку).</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить ход</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Где всё пошло не так?</translation>
    </message>
</context>
<context>
    <name>CardBack</name>
    <message>
        <source>Blue</source>
        <translation>Синяя</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классическая</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красная</translation>
    </message>
</context>
<context>
    <name>CardFaces</name>
    <message>
        <source>Classic (two colours)</source>
        <translation>Классическая (два цвета)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Четырёхцветная</translation>
    </message>
</context>
<context>
    <name>ChooseGameDialog</name>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Играть</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Выбор пасьянса</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Пасьянсы</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Правила пасьянса</translation>
    </message>
    <message>
        <source>The Clock family</source>
        <translation>Семейство «Часы»</translation>
    </message>
    <message>
        <source>The Rainbow family</source>
        <translation>Семейство «Радуга»</translation>
    </message>
    <message>
        <source>The Village family</source>
        <translation>Семейство «Деревенский»</translation>
    </message>
    <message>
        <source>The rules text is not available.</source>
        <translation>Текст правил недоступен.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message numerus="yes">
        <source>%n more error(s) since this message appeared; see the log.</source>
        <translation>
            <numerusform>Ещё %n ошибка с тех пор, как появилось это сообщение; подробности в журнале.</numerusform>
            <numerusform>Ещё %n ошибки с тех пор, как появилось это сообщение; подробности в журнале.</numerusform>
            <numerusform>Ещё %n ошибок с тех пор, как появилось это сообщение; подробности в журнале.</numerusform>
        </translation>
    </message>
    <message>
        <source>Patience Qt: an error</source>
        <translation>Patience Qt: ошибка</translation>
    </message>
    <message>
        <source>Something went wrong inside Patience Qt: {error}</source>
        <translation>В программе Patience Qt произошла ошибка: {error}</translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation>Подробности записаны в {path}.</translation>
    </message>
    <message>
        <source>The details could not be written to a file ({detail}).</source>
        <translation>Подробности не удалось записать в файл ({detail}).</translation>
    </message>
    <message>
        <source>You can play on; if the table looks wrong, Undo or Restart puts it right.</source>
        <translation>Можно играть дальше; если на столе что-то не так, поможет «Отменить ход» или «Заново».</translation>
    </message>
    <message>
        <source>Your game could not be saved ({detail}).</source>
        <translation>Партию сохранить не удалось ({detail}).</translation>
    </message>
    <message>
        <source>Your game was saved.</source>
        <translation>Партия сохранена.</translation>
    </message>
</context>
<context>
    <name>DealOfTheDay</name>
    <message>
        <source>(won already today)</source>
        <translation>(сегодня уже выигран)</translation>
    </message>
    <message>
        <source>Deal of the &amp;day</source>
        <translation>Расклад &amp;дня</translation>
    </message>
    <message>
        <source>Deal of the day, {date}: game number {number}</source>
        <translation>Расклад дня, {date}: раскладка № {number}</translation>
    </message>
    <message>
        <source>This game has no deal of the day: none of its deals was proved winnable</source>
        <translation>У этого пасьянса нет расклада дня: ни одна его раскладка не доказана выигрышной</translation>
    </message>
    <message>
        <source>Today's deal of this game: the same for every player, and one that can be won</source>
        <translation>Сегодняшняя раскладка этого пасьянса: одна для всех игроков, и её можно выиграть</translation>
    </message>
</context>
<context>
    <name>EndCheck</name>
    <message>
        <source>&amp;End this game</source>
        <translation>&amp;Прекратить эту партию</translation>
    </message>
    <message>
        <source>Game → End this game ends it (it counts as lost).</source>
        <translation>Игра → Прекратить эту партию закончит её (она засчитается как проигранная).</translation>
    </message>
    <message>
        <source>Give this game up: it counts as lost</source>
        <translation>Сдаться: партия засчитается как проигранная</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Серый</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Полный &amp;экран</translation>
    </message>
    <message>
        <source>Let the table fill the screen (F11 again to leave)</source>
        <translation>Стол во весь экран (F11 ещё раз — выйти)</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source> (process {pid})</source>
        <translation> (процесс {pid})</translation>
    </message>
    <message>
        <source>Another copy of Patience Qt{process} has the saved game open; the games of this window are not kept when it closes (Game → Save as… keeps one).</source>
        <translation>Сохранённая партия открыта в другой копии Patience Qt{process}; партии этого окна при закрытии не сохраняются (Игра → Сохранить как… сохранит партию).</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used ({reason}): games and results are kept only until the window closes.</source>
        <translation>Папку данных {folder} нельзя использовать ({reason}): партии и результаты хранятся, только пока окно открыто.</translation>
    </message>
    <message>
        <source>The game could not be opened ({detail}).</source>
        <translation>Не удалось открыть партию ({detail}).</translation>
    </message>
    <message>
        <source>The game could not be saved ({detail}).</source>
        <translation>Не удалось сохранить партию ({detail}).</translation>
    </message>
    <message>
        <source>The game in progress, {game} #{number}, was left for this deal and counted as lost.</source>
        <translation>Незаконченная партия «{game}» №{number} оставлена ради этой раздачи и засчитана как проигранная.</translation>
    </message>
    <message>
        <source>The saved game could not be locked against another copy of Patience Qt ({detail}); the games of this window are not kept when it closes (Game → Save as… keeps one).</source>
        <translation>Не удалось защитить сохранённую партию от другой копии Patience Qt ({detail}); партии этого окна при закрытии не сохраняются (Игра → Сохранить как… сохранит партию).</translation>
    </message>
    <message>
        <source>The saved game could not be read nor moved aside; {name} is left as it is and this game will not be saved. A new game is dealt.</source>
        <translation>Сохранённую партию не удалось ни прочитать, ни отложить; файл {name} оставлен как есть, и эта игра не будет сохраняться. Сдана новая игра.</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as {name}. A new game is dealt.</source>
        <translation>Сохранённую партию не удалось прочитать; файл отложен под именем {name}. Сдана новая игра.</translation>
    </message>
    <message>
        <source>The saved game file {name} is not a regular file; it was left alone and this game will not be saved. A new game is dealt.</source>
        <translation>Файл сохранённой партии {name} — не обычный файл; он оставлен нетронутым, и эта игра не будет сохраняться. Сдана новая игра.</translation>
    </message>
    <message>
        <source>The statistics are saved now, with the results that waited.</source>
        <translation>Статистика сохранена, вместе с результатами, которые ждали записи.</translation>
    </message>
    <message>
        <source>The statistics could not be read nor moved aside; {name} is left as it is and games are not counted.</source>
        <translation>Статистику не удалось ни прочитать, ни отложить; файл {name} оставлен как есть, и партии не засчитываются.</translation>
    </message>
    <message>
        <source>The statistics could not be read; they were kept as {name} and start again.</source>
        <translation>Статистику не удалось прочитать; файл отложен под именем {name}, статистика начата заново.</translation>
    </message>
    <message>
        <source>The statistics could not be saved ({detail}); the results are kept and saved as soon as that works.</source>
        <translation>Не удалось сохранить статистику ({detail}); результаты не потеряны и будут записаны, как только это станет возможно.</translation>
    </message>
    <message>
        <source>The statistics file {name} is not a regular file; it was left alone and games are not counted.</source>
        <translation>Файл статистики {name} — не обычный файл; он оставлен нетронутым, и партии не засчитываются.</translation>
    </message>
    <message>
        <source>another copy of Patience Qt holds the saved game</source>
        <translation>сохранённая партия занята другой копией Patience Qt</translation>
    </message>
    <message>
        <source>the saved game could not be locked against another copy ({detail})</source>
        <translation>не удалось защитить сохранённую партию от другой копии ({detail})</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;About Patience Qt…</source>
        <translation>&amp;О программе Patience Qt…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Клавиши…</translation>
    </message>
    <message>
        <source>About Patience Qt</source>
        <translation>О программе Patience Qt</translation>
    </message>
    <message>
        <source>Card art: the English-pattern playing cards by {author}, dedicated to the public domain under {licence}.</source>
        <translation>Рисунок карт: игральные карты английского образца работы {author}, переданные в общественное достояние на условиях {licence}.</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Double click</source>
        <translation>Двойной щелчок</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Fourteen old Russian patience games: the Rainbow, Clock and Village families.</source>
        <translation>Четырнадцать старинных русских пасьянсов: семейства «Радуга», «Часы» и «Деревенский».</translation>
    </message>
    <message>
        <source>Go from card to card (with a card taken up: from place to place)</source>
        <translation>Переходить от карты к карте (когда карта взята — от места к месту)</translation>
    </message>
    <message>
        <source>How to play, the rules, playing with a screen reader: the help installed with the program</source>
        <translation>Как играть, правила, игра с экранным диктором: справка, установленная вместе с программой</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Лицензия: {licence}.</translation>
    </message>
    <message>
        <source>Make the best move of the chosen card, or turn the stock</source>
        <translation>Сделать лучший ход выбранной картой или открыть карту прикупа</translation>
    </message>
    <message>
        <source>Player's &amp;guide…</source>
        <translation>&amp;Руководство игрока…</translation>
    </message>
    <message>
        <source>Put a taken-up card back; send the end-of-game band away</source>
        <translation>Вернуть взятую карту на место; убрать полосу с итогом партии</translation>
    </message>
    <message>
        <source>Send a card to a foundation</source>
        <translation>Отправить карту на базу</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <source>Tab, arrow keys</source>
        <translation>Tab, стрелки</translation>
    </message>
    <message>
        <source>Take the chosen card up, to choose where it goes; again to put it there</source>
        <translation>Взять выбранную карту, чтобы выбрать, куда она пойдёт; ещё раз — положить её туда</translation>
    </message>
    <message>
        <source>The keys of the commands and of the table</source>
        <translation>Клавиши команд и стола</translation>
    </message>
    <message>
        <source>Version, licence and the card art's author</source>
        <translation>Версия, лицензия и автор рисунка карт</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>It is in the docs folder of the program's source code.</source>
        <translation>Она лежит в папке docs исходного кода программы.</translation>
    </message>
    <message>
        <source>Patience Qt help</source>
        <translation>Справка Patience Qt</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Screen reader</source>
        <translation>Экранный диктор</translation>
    </message>
    <message>
        <source>The rules of every game, as Help → Rules of this game shows them for the game on the table.</source>
        <translation>Правила всех пасьянсов — те же, что Справка → Правила этого пасьянса показывает для пасьянса на столе.</translation>
    </message>
    <message>
        <source>This page has no version in your language yet: here it is in English.</source>
        <translation>Этой страницы пока нет на вашем языке: вот она по-английски.</translation>
    </message>
    <message>
        <source>This page is not part of the help installed with the program: {page}.</source>
        <translation>Этой страницы нет в справке, установленной вместе с программой: {page}.</translation>
    </message>
</context>
<context>
    <name>HintOverlay</name>
    <message>
        <source>Hint {number} of {count}: {reason}</source>
        <translation>Подсказка {number} из {count}: {reason}</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Подсказка: {reason}</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Ищу подсказку…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>{hint} The deal can no longer be won: this move helps bring cards home.</source>
        <translation>{hint} Расклад уже не выиграть: этот ход помогает сложить побольше карт.</translation>
    </message>
    <message>
        <source>{hint} This move keeps the deal winnable.</source>
        <translation>{hint} Этот ход сохраняет возможность выиграть расклад.</translation>
    </message>
</context>
<context>
    <name>LeaveQuestion</name>
    <message>
        <source>&amp;Don't ask again</source>
        <translation>&amp;Больше не спрашивать</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>Б&amp;росить партию</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Бросить эту партию?</translation>
    </message>
    <message>
        <source>The game in progress is kept when you close the program.</source>
        <translation>Если просто закрыть программу, начатая партия сохранится.</translation>
    </message>
    <message>
        <source>This game counts as lost if you leave it for another.</source>
        <translation>Если перейти к другой партии, эта будет засчитана как проигранная.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves in {time}.</source>
        <translation>
            <numerusform>%n ход за {time}.</numerusform>
            <numerusform>%n хода за {time}.</numerusform>
            <numerusform>%n ходов за {time}.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Автоигра</translation>
    </message>
    <message>
        <source>&amp;Choose game…</source>
        <translation>&amp;Выбрать пасьянс…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Automatic moves to &amp;foundations</source>
        <translation>Автоматически класть карты на &amp;базы</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Рубашка карт</translation>
    </message>
    <message>
        <source>Click the stock to turn a card; drag it to a foundation, the reserve or a waste pile.</source>
        <translation>Щелчок по прикупу открывает карту; тащите её на базу, в резерв или в сброс.</translation>
    </message>
    <message>
        <source>Close anyway?</source>
        <translation>Всё равно закрыть?</translation>
    </message>
    <message>
        <source>Deal a new game of the same kind</source>
        <translation>Сдать новую раскладку того же пасьянса</translation>
    </message>
    <message>
        <source>Drag cards to the foundations; click the stock to deal the next row.</source>
        <translation>Перетаскивайте карты на базы; щелчок по прикупу сдаёт следующий ряд.</translation>
    </message>
    <message>
        <source>Drag the turned card under the pile of its rank, or click it.</source>
        <translation>Перетащите открытую карту под стопку её достоинства или щёлкните по ней.</translation>
    </message>
    <message>
        <source>Game #{number}</source>
        <translation>Раскладка № {number}</translation>
    </message>
    <message>
        <source>Game n&amp;umber…</source>
        <translation>Номер &amp;раскладки…</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Номер раскладки</translation>
    </message>
    <message>
        <source>Game numbers go from 0 to {largest}.</source>
        <translation>Номера партий — от 0 до {largest}.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Let the computer play on</source>
        <translation>Компьютер доиграет сам</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основная</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Ходов: {count}</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Ходов больше нет</translation>
    </message>
    <message>
        <source>No way forward</source>
        <translation>Выхода нет</translation>
    </message>
    <message>
        <source>Only moves that lead nowhere are left: this deal did not come out. Undo, restart, or deal again.</source>
        <translation>Остались только ходы, которые никуда не ведут: эта раскладка не сошлась. Отмените ход, начните заново или сдайте новую.</translation>
    </message>
    <message>
        <source>Patience Qt</source>
        <translation>Patience Qt</translation>
    </message>
    <message>
        <source>Pick one of the fourteen games</source>
        <translation>Выбрать один из четырнадцати пасьянсов</translation>
    </message>
    <message>
        <source>Play a deal by its number</source>
        <translation>Сыграть раскладку по её номеру</translation>
    </message>
    <message>
        <source>Play {game} deal number:</source>
        <translation>Номер раскладки пасьянса «{game}»:</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Вернуть</translation>
    </message>
    <message>
        <source>Read the rules of the game on the table</source>
        <translation>Прочитать правила пасьянса на столе</translation>
    </message>
    <message>
        <source>Redeals left: {count}</source>
        <translation>Осталось пересдач: {count}</translation>
    </message>
    <message>
        <source>Ru&amp;les of this game…</source>
        <translation>&amp;Правила этого пасьянса…</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Правила: {game}</translation>
    </message>
    <message>
        <source>Show a move you can make</source>
        <translation>Показать возможный ход</translation>
    </message>
    <message>
        <source>Start this deal again</source>
        <translation>Начать эту раскладку заново</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Прикуп: {count}</translation>
    </message>
    <message>
        <source>The game could not be saved ({detail}).</source>
        <translation>Не удалось сохранить партию ({detail}).</translation>
    </message>
    <message>
        <source>The game could not be saved ({detail}). If you close now, its moves are lost.</source>
        <translation>Партию не удалось сохранить ({detail}). Если закрыть программу сейчас, её ходы пропадут.</translation>
    </message>
    <message>
        <source>The solver helped in this game: it counts as won with help (played, not won).</source>
        <translation>В этой партии помогал решатель: она засчитана как выигранная с помощью (сыгранная, но не выигранная).</translation>
    </message>
    <message>
        <source>The statistics could not be saved ({detail}). If you close now, the results not yet saved are lost.</source>
        <translation>Статистику не удалось сохранить ({detail}). Если закрыть программу сейчас, ещё не записанные результаты пропадут.</translation>
    </message>
    <message>
        <source>This deal did not come out. Undo, restart, or deal again.</source>
        <translation>Эта раскладка не сошлась. Отмените ход, начните заново или сдайте новую.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Time: {time}</source>
        <translation>Время: {time}</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Пасьянс сошёлся с помощью решателя</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Пасьянс сошёлся!</translation>
    </message>
</context>
<context>
    <name>Piles</name>
    <message>
        <source>a foundation</source>
        <translation>база</translation>
    </message>
    <message>
        <source>column</source>
        <translation>столбец</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>отбой</translation>
    </message>
    <message>
        <source>foundation</source>
        <translation>база</translation>
    </message>
    <message>
        <source>foundation {label}</source>
        <translation>база {label}</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>рука</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>короли</translation>
    </message>
    <message>
        <source>pile</source>
        <translation>стопка</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>резерв</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>прикуп</translation>
    </message>
    <message>
        <source>the {ranks}' pile</source>
        <translation>стопка {ranks_gen}</translation>
    </message>
    <message>
        <source>travellers</source>
        <translation>путешественники</translation>
    </message>
    <message>
        <source>waste pile</source>
        <translation>сброс</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Автоигра</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Undo: {move}</source>
        <translation>&amp;Отменить: {move}</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Автоигра</translation>
    </message>
    <message>
        <source>Let the computer play on, move by move</source>
        <translation>Компьютер доиграет сам, ход за ходом</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Вернуть</translation>
    </message>
    <message>
        <source>Re&amp;do: {move}</source>
        <translation>&amp;Вернуть: {move}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Вернуть</translation>
    </message>
    <message>
        <source>Stop &amp;autoplay</source>
        <translation>Остановить &amp;автоигру</translation>
    </message>
    <message>
        <source>Stop playing (any click or key stops it too)</source>
        <translation>Остановить автоигру (её останавливает и любой щелчок или клавиша)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>back to move {number}</source>
        <translation>возврат к ходу {number}</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>pick up pile {number}</source>
        <translation>взять стопку {number}</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <source>turn the stock</source>
        <translation>открыть карту из прикупа</translation>
    </message>
    <message>
        <source>{card} to {pile}</source>
        <translation>{card} → {pile}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>The preferences could not be read ({reason}) nor moved aside ({error}); {name} is left as it is and the defaults are used.</source>
        <translation>Не удалось прочитать настройки ({reason}) и отложить файл в сторону ({error}); {name} оставлен как есть, используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The preferences could not be read ({reason}); they were kept as {name} and the defaults are used.</source>
        <translation>Не удалось прочитать настройки ({reason}); файл сохранён как {name}, используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The preferences file {name} is not a regular file ({kind}); it was left alone and the defaults are used.</source>
        <translation>Файл настроек {name} не является обычным файлом ({kind}); он не тронут, используются настройки по умолчанию.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Automatic moves to the foundations</source>
        <translation>&amp;Автоматически класть карты на базы</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>&amp;Mark the places a dragged card can go to</source>
        <translation>&amp;Отмечать места, куда можно положить перетаскиваемую карту</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Цвет стола:</translation>
    </message>
    <message>
        <source>A card goes to a foundation by itself only when that cannot cost the game: when the solver's rules show it is never needed anywhere else, or a short search proves the game still winnable after the move (or lost already). Before the last deal of Village and Babette a card sent home changes what is still to be dealt, so there only such a search sends it. Any other move home is yours to make.</source>
        <translation>Карта сама уходит на базу, только когда это не может стоить партии: когда правила решателя показывают, что больше нигде она не понадобится, или короткий поиск доказывает, что после хода партию ещё можно выиграть (или что она уже проиграна). До последней раздачи в «Деревенском» и «Бабетте» карта, ушедшая на базу, меняет то, что ещё будет сдано, поэтому там её отправляет только такой поиск. Остальные ходы на базы — за вами.</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Скорость анимации:</translation>
    </message>
    <message>
        <source>As the program's language</source>
        <translation>Как язык программы</translation>
    </message>
    <message>
        <source>As&amp;k before leaving a game in progress (it counts as lost)</source>
        <translation>Спрашивать, прежде чем &amp;бросить начатую партию (это проигрыш)</translation>
    </message>
    <message>
        <source>Ask before a click on the stock spends the last &amp;redeal</source>
        <translation>Спрашивать, прежде чем щелчок по прикупу истратит последнюю &amp;пересдачу</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Рубашка карт:</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>&amp;Колода:</translation>
    </message>
    <message>
        <source>Card &amp;indices:</source>
        <translation>&amp;Индексы карт:</translation>
    </message>
    <message>
        <source>Deal only &amp;winnable games (the solver tries game numbers)</source>
        <translation>Сдавать только &amp;выигрышные партии (решатель перебирает номера)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Game whose variants are shown</source>
        <translation>Пасьянс, чьи варианты показаны</translation>
    </message>
    <message>
        <source>International (J, Q, K, A)</source>
        <translation>Международные (J, Q, K, A)</translation>
    </message>
    <message>
        <source>No variants: {games}.</source>
        <translation>Без вариантов: {games}.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выключена</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Russian (В, Д, К, Т)</source>
        <translation>Русские (В, Д, К, Т)</translation>
    </message>
    <message>
        <source>S&amp;how whether the game can still be won (the solver looks after each move)</source>
        <translation>Сообщать, &amp;можно ли ещё выиграть (решатель проверяет после хода)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>This game has no variants: it is played one way.</source>
        <translation>У этого пасьянса нет вариантов: он раскладывается только одним способом.</translation>
    </message>
    <message>
        <source>Variants of the games (for new deals)</source>
        <translation>Варианты пасьянсов (для новых раскладок)</translation>
    </message>
</context>
<context>
    <name>ProfileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>Games played and won, by game</source>
        <translation>Сыгранные и выигранные партии по каждому пасьянсу</translation>
    </message>
    <message>
        <source>Language, automatic moves, animations, card back, variants</source>
        <translation>Язык, автоматические ходы, анимация, рубашка, варианты</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую партию</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>Открыт файл {name}.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Save this game with its moves to a file</source>
        <translation>Сохранить эту партию со всеми ходами в файл</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Партия сохранена в файл {name}.</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Сохранённые партии (*.json);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>10</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>10</source>
        <comment>accusative</comment>
        <translation>десятку</translation>
    </message>
    <message>
        <source>2</source>
        <translation>двойка</translation>
    </message>
    <message>
        <source>2</source>
        <comment>accusative</comment>
        <translation>двойку</translation>
    </message>
    <message>
        <source>3</source>
        <translation>тройка</translation>
    </message>
    <message>
        <source>3</source>
        <comment>accusative</comment>
        <translation>тройку</translation>
    </message>
    <message>
        <source>4</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>4</source>
        <comment>accusative</comment>
        <translation>четвёрку</translation>
    </message>
    <message>
        <source>5</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>5</source>
        <comment>accusative</comment>
        <translation>пятёрку</translation>
    </message>
    <message>
        <source>6</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>6</source>
        <comment>accusative</comment>
        <translation>шестёрку</translation>
    </message>
    <message>
        <source>7</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>7</source>
        <comment>accusative</comment>
        <translation>семёрку</translation>
    </message>
    <message>
        <source>8</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>8</source>
        <comment>accusative</comment>
        <translation>восьмёрку</translation>
    </message>
    <message>
        <source>9</source>
        <translation>девятка</translation>
    </message>
    <message>
        <source>9</source>
        <comment>accusative</comment>
        <translation>девятку</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>accusative</comment>
        <translation>туза</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>genitive plural</comment>
        <translation>тузов</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>восьмёрки</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>genitive plural</comment>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>пятёрки</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>genitive plural</comment>
        <translation>пятёрок</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>четвёрки</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>genitive plural</comment>
        <translation>четвёрок</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>accusative</comment>
        <translation>валета</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>валеты</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>genitive plural</comment>
        <translation>валетов</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>king</source>
        <comment>accusative</comment>
        <translation>короля</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>короли</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>genitive plural</comment>
        <translation>королей</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>девятки</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>genitive plural</comment>
        <translation>девяток</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>accusative</comment>
        <translation>даму</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>дамы</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>genitive plural</comment>
        <translation>дам</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>семёрки</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>genitive plural</comment>
        <translation>семёрок</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>шестёрки</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>genitive plural</comment>
        <translation>шестёрок</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>десятки</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>genitive plural</comment>
        <translation>десяток</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>тройки</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>genitive plural</comment>
        <translation>троек</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>двойки</translation>
    </message>
    <message>
        <source>twos</source>
        <comment>genitive plural</comment>
        <translation>двоек</translation>
    </message>
</context>
<context>
    <name>RedealQuestion</name>
    <message>
        <source>&amp;Don't ask again</source>
        <translation>&amp;Больше не спрашивать</translation>
    </message>
    <message>
        <source>&amp;Redeal</source>
        <translation>&amp;Пересдать</translation>
    </message>
    <message>
        <source>Redeal now?</source>
        <translation>Пересдать сейчас?</translation>
    </message>
    <message>
        <source>Redeal now? It is the last one.</source>
        <translation>Пересдать сейчас? Это последняя пересдача.</translation>
    </message>
    <message>
        <source>Redeal now? It is the only one.</source>
        <translation>Пересдать сейчас? Это единственная пересдача.</translation>
    </message>
    <message>
        <source>The cards are gathered and dealt again at once.</source>
        <translation>Карты сразу соберутся и будут разложены заново.</translation>
    </message>
    <message>
        <source>The piles are picked up for the redeal, one a click on the stock, and play goes on once all are gathered and dealt again.</source>
        <translation>Стопки собираются для пересдачи, по одной за щелчок по прикупу, и игра продолжится, когда все они будут собраны и разложены заново.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source> To gather the piles for the redeal, drag a pile onto the stock (a click on the stock takes them in their order).</source>
        <translation> Чтобы собрать стопки для пересдачи, перетащите стопку на прикуп (щелчок по прикупу берёт их по порядку).</translation>
    </message>
    <message>
        <source> To gather the piles for the redeal, take a pile up with Space and put it on the stock (Enter on the stock takes them in their order).</source>
        <translation> Чтобы собрать стопки для пересдачи, возьмите стопку пробелом и положите её на прикуп (Enter на прикупе берёт их по порядку).</translation>
    </message>
    <message>
        <source>, and a card can then go to a foundation</source>
        <translation>, и затем ещё одна карта уйдёт на базу</translation>
    </message>
    <message>
        <source>, and {n} cards can then go to the foundations</source>
        <translation>, и затем на базы уйдёт ещё карт: {n}</translation>
    </message>
    <message>
        <source>: a new card takes its place</source>
        <translation>: на её место ляжет новая карта</translation>
    </message>
    <message>
        <source>: it clears the {pile_name}</source>
        <translation>: «{pile_name}» опустеет</translation>
    </message>
    <message>
        <source>: it frees {pile}</source>
        <translation>: освободится «{pile}»</translation>
    </message>
    <message>
        <source>: it keeps the waste piles free</source>
        <translation>: стопки сброса останутся свободными</translation>
    </message>
    <message>
        <source>: it turns up the next {pile_name} card</source>
        <translation>: откроется следующая карта в месте «{pile_name}»</translation>
    </message>
    <message>
        <source>: it uncovers the {card}</source>
        <translation>: откроется {card}</translation>
    </message>
    <message>
        <source>A king is set aside, not put under a pile.</source>
        <translation>Короля откладывают в отбой, а не кладут под стопку.</translation>
    </message>
    <message>
        <source>A redeal comes only when the stock is used up and the hand is empty.</source>
        <translation>Пересдача возможна, только когда прикуп кончился и рука пуста.</translation>
    </message>
    <message>
        <source>A reserve card can only go to a foundation.</source>
        <translation>Карта из резерва может идти только на базу.</translation>
    </message>
    <message>
        <source>An ace taken from inside the reserve can only start a foundation.</source>
        <translation>Туз, взятый из глубины резерва, может только начать базу.</translation>
    </message>
    <message>
        <source>An empty column takes no card.</source>
        <translation>В пустой столбец карты не кладут.</translation>
    </message>
    <message>
        <source>An empty pile takes no card.</source>
        <translation>На пустое место карты не кладут.</translation>
    </message>
    <message>
        <source>An empty reserve takes no cards.</source>
        <translation>На пустой резерв карты не кладут.</translation>
    </message>
    <message>
        <source>Cards are not built on one another while the stock has cards: the {card} can go only to a foundation now.</source>
        <translation>Пока в прикупе есть карты, друг на друга их не кладут: {card} сейчас может идти только на базу.</translation>
    </message>
    <message>
        <source>Cards never move from one waste pile to another.</source>
        <translation>Из одной стопки сброса в другую карты не перекладываются.</translation>
    </message>
    <message>
        <source>Cards on a foundation never move again.</source>
        <translation>Карты с базы уже не снимаются.</translation>
    </message>
    <message>
        <source>Cards on the foundations never move again.</source>
        <translation>Карты с баз уже не снимаются.</translation>
    </message>
    <message>
        <source>Click the stock to deal the next row.</source>
        <translation>Щёлкните по прикупу, чтобы сдать следующий ряд.</translation>
    </message>
    <message>
        <source>Column {n} is empty.</source>
        <translation>Место «столбец {n}» пусто.</translation>
    </message>
    <message>
        <source>Column {n} is empty: there is nothing to gather.</source>
        <translation>Место «столбец {n}» пусто: собирать нечего.</translation>
    </message>
    <message>
        <source>Deal the next row.</source>
        <translation>Сдайте следующий ряд.</translation>
    </message>
    <message>
        <source>Finish gathering the piles for the redeal first: pick up the next pile.</source>
        <translation>Сначала закончите собирать стопки для пересдачи: возьмите следующую.</translation>
    </message>
    <message>
        <source>Gather a pile by picking it up into the stock.</source>
        <translation>Чтобы собрать стопку, перенесите её в прикуп.</translation>
    </message>
    <message>
        <source>Gather column {n} for the redeal.</source>
        <translation>Соберите для пересдачи столбец {n}.</translation>
    </message>
    <message>
        <source>Gather pile {n} for the redeal.</source>
        <translation>Соберите для пересдачи стопку {n}.</translation>
    </message>
    <message>
        <source>Gather the waste piles for a redeal.</source>
        <translation>Соберите сброс для пересдачи.</translation>
    </message>
    <message>
        <source>In this game you turn the stock and move single cards; nothing else.</source>
        <translation>В этом пасьянсе можно только открывать карты из прикупа и перекладывать карты по одной.</translation>
    </message>
    <message>
        <source>Make the next step.</source>
        <translation>Сделайте следующий ход.</translation>
    </message>
    <message>
        <source>Move the {card} onto the {card2}</source>
        <translation>Переложите {card} на {card2}</translation>
    </message>
    <message>
        <source>Move the {card} to {pile}</source>
        <translation>Переложите {card} на «{pile}»</translation>
    </message>
    <message>
        <source>No moves left.</source>
        <translation>Ходов больше нет.</translation>
    </message>
    <message>
        <source>No redeal is left: all {n} have been used.</source>
        <translation>Пересдач не осталось: все {n} уже использованы.</translation>
    </message>
    <message>
        <source>No useful move left.</source>
        <translation>Полезных ходов больше нет.</translation>
    </message>
    <message>
        <source>No useful move — deal the next row.</source>
        <translation>Полезного хода нет — сдайте следующий ряд.</translation>
    </message>
    <message>
        <source>No useful move — gather the waste piles for a redeal.</source>
        <translation>Полезного хода нет — соберите сброс для пересдачи.</translation>
    </message>
    <message>
        <source>No useful move — redeal the columns.</source>
        <translation>Полезного хода нет — пересдайте столбцы.</translation>
    </message>
    <message>
        <source>No useful move — turn the stock.</source>
        <translation>Полезного хода нет — откройте карту из прикупа.</translation>
    </message>
    <message>
        <source>Nothing can go on {a_rank} in the reserve.</source>
        <translation>В резерве на {a_rank_acc} ничего не кладут.</translation>
    </message>
    <message>
        <source>Nothing goes back to the stock.</source>
        <translation>В прикуп карты не возвращаются.</translation>
    </message>
    <message>
        <source>Nothing goes on {a_rank} on a foundation.</source>
        <translation>На {a_rank_acc} на базе ничего не кладут.</translation>
    </message>
    <message>
        <source>Nothing moves from the reserve to a waste pile.</source>
        <translation>Из резерва в сброс карты не перекладываются.</translation>
    </message>
    <message>
        <source>Only in Babette are the piles gathered one by one.</source>
        <translation>Собирать стопки по одной можно только в «Бабетте».</translation>
    </message>
    <message>
        <source>Only one ace may be taken from inside the reserve, and it has been taken.</source>
        <translation>Из глубины резерва можно взять только одного туза, и он уже взят.</translation>
    </message>
    <message>
        <source>Only the bottom card of a column can be moved.</source>
        <translation>Брать можно только нижнюю карту столбца.</translation>
    </message>
    <message>
        <source>Only the bottom card of column {n}, the {card}, can be moved.</source>
        <translation>Из столбца {n} можно взять только нижнюю карту — {card}.</translation>
    </message>
    <message>
        <source>Only the hand card can go on a waste pile.</source>
        <translation>В сброс можно класть только карту из руки.</translation>
    </message>
    <message>
        <source>Only the hand card or a waste pile's top card can extend the reserve.</source>
        <translation>Продолжить резерв можно только картой из руки или верхней картой сброса.</translation>
    </message>
    <message>
        <source>Only the outer card of {pile} is available.</source>
        <translation>В месте «{pile}» доступна только крайняя карта.</translation>
    </message>
    <message>
        <source>Only the stock's next card comes into the hand: turn the stock.</source>
        <translation>В руку попадает только следующая карта прикупа: откройте её.</translation>
    </message>
    <message>
        <source>Only the top card of a pile can be moved.</source>
        <translation>Брать можно только верхнюю карту стопки.</translation>
    </message>
    <message>
        <source>Only the top card of pile {n}, the {card}, can be moved.</source>
        <translation>Из стопки {n} можно взять только верхнюю карту — {card}.</translation>
    </message>
    <message>
        <source>Only the turned card can move now.</source>
        <translation>Сейчас можно ходить только открытой картой.</translation>
    </message>
    <message>
        <source>Only the turned {card} can move now.</source>
        <translation>Сейчас можно ходить только открытой картой — {card}.</translation>
    </message>
    <message>
        <source>Pile {n} is empty.</source>
        <translation>Место «стопка {n}» пусто.</translation>
    </message>
    <message>
        <source>Pile {n} is empty: there is nothing to gather.</source>
        <translation>Место «стопка {n}» пусто: собирать нечего.</translation>
    </message>
    <message>
        <source>Pile {n} picked up for the redeal: click the other piles in the order you choose (a click on the stock takes the next one in the offered order).</source>
        <translation>Стопка {n} взята для пересдачи: щёлкайте по остальным стопкам в нужном вам порядке (щелчок по прикупу берёт следующую в предложенном порядке).</translation>
    </message>
    <message>
        <source>Place the card in your hand before turning the next one.</source>
        <translation>Сначала пристройте карту из руки, а потом открывайте следующую.</translation>
    </message>
    <message>
        <source>Put the {card} on the ace foundation of {suits}</source>
        <translation>Положите {card} на тузовую базу {suits_gen}</translation>
    </message>
    <message>
        <source>Put the {card} on the king foundation of {suits}</source>
        <translation>Положите {card} на королевскую базу {suits_gen}</translation>
    </message>
    <message>
        <source>Put the {card} on the reserve</source>
        <translation>Положите {card} на резерв</translation>
    </message>
    <message>
        <source>Put the {card} on {pile}</source>
        <translation>Положите {card} на «{pile}»</translation>
    </message>
    <message>
        <source>Put the {card} on {pile}, which is empty</source>
        <translation>Положите {card} в пустой «{pile}»</translation>
    </message>
    <message>
        <source>Put the {card} on {pile}: covering the {card2} costs least</source>
        <translation>Положите {card} на «{pile}»: закрыть там {card2} обойдётся дешевле всего</translation>
    </message>
    <message>
        <source>Put the {card} on {pile}: the {card2} there is wanted after it</source>
        <translation>Положите {card} на «{pile}»: лежащая там карта {card2} понадобится позже</translation>
    </message>
    <message>
        <source>Redeal by gathering the piles one by one, in the order you choose.</source>
        <translation>Для пересдачи соберите стопки по одной, в любом порядке.</translation>
    </message>
    <message>
        <source>Redeal the columns.</source>
        <translation>Пересдайте столбцы.</translation>
    </message>
    <message>
        <source>Start a foundation with the {card}</source>
        <translation>Начните базу картой {card}</translation>
    </message>
    <message>
        <source>Start the ace foundation of {suits} with the {card}</source>
        <translation>Начните тузовую базу {suits_gen} картой {card}</translation>
    </message>
    <message>
        <source>Start the king foundation of {suits} with the {card}</source>
        <translation>Начните королевскую базу {suits_gen} картой {card}</translation>
    </message>
    <message>
        <source>Take the {card} from inside the reserve to start a foundation</source>
        <translation>Возьмите {card} из глубины резерва и начните им базу</translation>
    </message>
    <message>
        <source>That card has nowhere to go now.</source>
        <translation>Для этой карты сейчас нет хода.</translation>
    </message>
    <message>
        <source>That foundation is complete: it holds {n} cards.</source>
        <translation>Эта база уже собрана: в ней {n} карт.</translation>
    </message>
    <message>
        <source>That is not a move.</source>
        <translation>Это не ход.</translation>
    </message>
    <message>
        <source>That kind of move is not part of this game.</source>
        <translation>В этом пасьянсе такого хода нет.</translation>
    </message>
    <message>
        <source>That move is allowed.</source>
        <translation>Этот ход разрешён.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Такой ход не разрешён.</translation>
    </message>
    <message>
        <source>The ace foundation of {suits} is complete.</source>
        <translation>Восходящая база {suits_gen} уже собрана.</translation>
    </message>
    <message>
        <source>The ace foundation of {suits} starts with an ace.</source>
        <translation>Восходящая база {suits_gen} начинается с туза.</translation>
    </message>
    <message>
        <source>The ace foundation of {suits} takes only {suits}.</source>
        <translation>На восходящую базу {suits_gen} кладут только {suits}.</translation>
    </message>
    <message>
        <source>The ace foundation of {suits} takes the {card} next, not the {card2}.</source>
        <translation>На восходящую базу {suits_gen} сейчас идёт {card}, а не {card2}.</translation>
    </message>
    <message>
        <source>The game is over: no card is left to turn.</source>
        <translation>Игра окончена: открывать больше нечего.</translation>
    </message>
    <message>
        <source>The game is won: every card is on the foundations.</source>
        <translation>Пасьянс сошёлся: все карты на базах.</translation>
    </message>
    <message>
        <source>The king foundation of {suits} is complete.</source>
        <translation>Нисходящая база {suits_gen} уже собрана.</translation>
    </message>
    <message>
        <source>The king foundation of {suits} starts with a king.</source>
        <translation>Нисходящая база {suits_gen} начинается с короля.</translation>
    </message>
    <message>
        <source>The king foundation of {suits} takes only {suits}.</source>
        <translation>На нисходящую базу {suits_gen} кладут только {suits}.</translation>
    </message>
    <message>
        <source>The king foundation of {suits} takes the {card} next, not the {card2}.</source>
        <translation>На нисходящую базу {suits_gen} сейчас идёт {card}, а не {card2}.</translation>
    </message>
    <message>
        <source>The one redeal has already been used.</source>
        <translation>Единственная пересдача уже использована.</translation>
    </message>
    <message numerus="yes">
        <source>The order of {pile} alone makes this deal impossible: its %n outer cards, down to the {card}, cannot all reach the foundations, even were every other card free.</source>
        <translation>
            <numerusform>Один лишь порядок карт в месте «{pile}» делает этот расклад невозможным: %n крайняя карта этого места, до {card} включительно, не может лечь на базы, даже если бы все остальные карты были свободны.</numerusform>
            <numerusform>Один лишь порядок карт в месте «{pile}» делает этот расклад невозможным: %n крайние карты этого места, до {card} включительно, не могут все лечь на базы, даже если бы все остальные карты были свободны.</numerusform>
            <numerusform>Один лишь порядок карт в месте «{pile}» делает этот расклад невозможным: %n крайних карт этого места, до {card} включительно, не могут все лечь на базы, даже если бы все остальные карты были свободны.</numerusform>
        </translation>
    </message>
    <message>
        <source>The piles are gathered only when the stock is empty.</source>
        <translation>Стопки собирают, только когда кончится прикуп.</translation>
    </message>
    <message>
        <source>The redeal comes only when the stock is empty.</source>
        <translation>Пересдача возможна, только когда кончится прикуп.</translation>
    </message>
    <message>
        <source>The stock is empty and there is no redeal left.</source>
        <translation>Прикуп кончился, и пересдач больше нет.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>Прикуп кончился.</translation>
    </message>
    <message>
        <source>The stock is empty: gather the piles to deal them again.</source>
        <translation>Прикуп кончился: соберите стопки, чтобы сдать их заново.</translation>
    </message>
    <message>
        <source>The stock is empty: gather the waste piles for a redeal.</source>
        <translation>Прикуп кончился: соберите сброс для пересдачи.</translation>
    </message>
    <message>
        <source>The stock is empty: redeal to deal the columns again.</source>
        <translation>Прикуп кончился: сделайте пересдачу, чтобы разложить столбцы заново.</translation>
    </message>
    <message>
        <source>The stock is spent, and the solver cannot tell whether this game can still be won.</source>
        <translation>Прикуп кончился, и решатель не может сказать, можно ли ещё выиграть эту партию.</translation>
    </message>
    <message>
        <source>The stock is spent, and the solver proves that no line of moves wins from here.</source>
        <translation>Прикуп кончился, и решатель доказал, что отсюда эту партию не выиграть никакими ходами.</translation>
    </message>
    <message>
        <source>The {card} can go only to a foundation or onto another column.</source>
        <translation>{card} может идти только на базу или на другой столбец.</translation>
    </message>
    <message>
        <source>The {card} can go only to a foundation or onto another pile.</source>
        <translation>{card} может идти только на базу или на другую стопку.</translation>
    </message>
    <message>
        <source>The {card} can go only to {pile}: drop it there.</source>
        <translation>Карту {card} можно положить только на «{pile}»: отпустите её там.</translation>
    </message>
    <message>
        <source>The {card} can go only under the {ranks}' pile: drop it there.</source>
        <translation>{card} кладётся только под стопку {ranks_gen}: отпустите карту там.</translation>
    </message>
    <message>
        <source>The {card} can only go on the {card2} or the {card3}.</source>
        <translation>{card} можно положить только на {card2} или на {card3}.</translation>
    </message>
    <message>
        <source>The {card} can only go on the {card2}.</source>
        <translation>{card} можно положить только на {card2}.</translation>
    </message>
    <message>
        <source>The {card} goes under the {ranks}' pile.</source>
        <translation>{card} кладётся под стопку {ranks_gen}.</translation>
    </message>
    <message>
        <source>The {card} has nowhere to go now.</source>
        <translation>Для карты {card} сейчас нет хода.</translation>
    </message>
    <message>
        <source>The {card} is already on column {n}.</source>
        <translation>{card} и так лежит в столбце {n}.</translation>
    </message>
    <message>
        <source>The {card} is already on pile {n}.</source>
        <translation>{card} и так лежит в стопке {n}.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand; only {card2} can move.</source>
        <translation>{card} не в руке; ходить можно только картой {card2}.</translation>
    </message>
    <message>
        <source>The {card} is not in {pile}.</source>
        <translation>{card} нет в месте «{pile}».</translation>
    </message>
    <message>
        <source>The {card} is not the top of {pile}; only {card2} can move.</source>
        <translation>{card} — не верхняя карта в месте «{pile}»; ходить можно только картой {card2}.</translation>
    </message>
    <message>
        <source>The {card} is set aside.</source>
        <translation>{card} уходит в отбой.</translation>
    </message>
    <message>
        <source>The {card} turned up in its own pile, which ends the game.</source>
        <translation>{card} открылась в своей же стопке — на этом раскладка окончена.</translation>
    </message>
    <message>
        <source>The {card} was the last of the travellers, and cards are still face down.</source>
        <translation>{card} была последней из путешественников, а закрытые карты ещё остались.</translation>
    </message>
    <message>
        <source>The {card} was the reserve's last card, and cards are still face down.</source>
        <translation>{card} была последней картой резерва, а закрытые карты ещё остались.</translation>
    </message>
    <message>
        <source>The {card} went back: drop it on one of the {n} places that take it.</source>
        <translation>Карта {card} вернулась на место: отпустите её над одним из мест, которые её принимают ({n}).</translation>
    </message>
    <message>
        <source>The {card} went to a pile with no card left to turn, which ends the game.</source>
        <translation>{card} легла в стопку, где не осталось карты, чтобы её открыть, — на этом раскладка окончена.</translation>
    </message>
    <message>
        <source>There are no cards left in the columns to redeal.</source>
        <translation>В столбцах не осталось карт для пересдачи.</translation>
    </message>
    <message>
        <source>There are no waste cards to gather for a redeal.</source>
        <translation>Для пересдачи нечего собирать: сброс пуст.</translation>
    </message>
    <message>
        <source>There is no card on {pile} to move.</source>
        <translation>Перекладывать нечего: место «{pile}» пусто.</translation>
    </message>
    <message>
        <source>There is no such place on the table.</source>
        <translation>На столе нет такого места.</translation>
    </message>
    <message>
        <source>This game has no redeal: the deck is dealt only once.</source>
        <translation>В этом пасьянсе пересдачи нет: колода сдаётся один раз.</translation>
    </message>
    <message>
        <source>This game has no redeal: the stock is gone through once.</source>
        <translation>В этом пасьянсе пересдач нет: прикуп проходят один раз.</translation>
    </message>
    <message>
        <source>Turn the stock first: its card comes into your hand.</source>
        <translation>Сначала откройте карту из прикупа: она попадёт в руку.</translation>
    </message>
    <message>
        <source>Turn the stock's top card into the hand.</source>
        <translation>Откройте верхнюю карту прикупа в руку.</translation>
    </message>
    <message>
        <source>Turn the stock.</source>
        <translation>Откройте карту из прикупа.</translation>
    </message>
    <message>
        <source>You ended this game.</source>
        <translation>Вы прекратили эту партию.</translation>
    </message>
    <message>
        <source>{A_rank} can only go under the {ranks}' pile.</source>
        <translation>{rank_cap} кладётся только под стопку {ranks_gen}.</translation>
    </message>
    <message>
        <source>{A_rank} cannot go on that foundation: it needs {a_rank2}.</source>
        <translation>{A_rank_cap} не ложится на эту базу: сюда идёт {a_rank2}.</translation>
    </message>
    <message>
        <source>{A_rank} cannot go on the reserve's {rank2}: it needs {a_rank3}.</source>
        <translation>{A_rank_cap} не ложится на {rank2_acc} в резерве: туда идёт {a_rank3}.</translation>
    </message>
    <message>
        <source>{A_rank} cannot start a foundation: only {ranks2} can.</source>
        <translation>{A_rank_cap} не может начать базу: базы начинают только {ranks2_pl}.</translation>
    </message>
    <message>
        <source>{Pile} would then hold {n} cards more than the smallest waste pile; keep them within {m}.</source>
        <translation>В стопке «{Pile}» стало бы на {n} больше карт, чем в самой маленькой стопке сброса, а разница не должна превышать {m}.</translation>
    </message>
</context>
<context>
    <name>SolverDialog</name>
    <message>
        <source> (searched {positions} positions a deal)</source>
        <translation> (поиск до {positions} позиций на раскладку)</translation>
    </message>
    <message>
        <source> (searched {positions} positions a deal, and those left unknown again for up to {seconds} s each)</source>
        <translation> (поиск до {positions} позиций на раскладку, а нерешённые раскладки — ещё раз, до {seconds} с на каждую)</translation>
    </message>
    <message>
        <source>&amp;Ask again</source>
        <translation>&amp;Спросить снова</translation>
    </message>
    <message>
        <source>&amp;Deal only winnable games</source>
        <translation>Сдавать &amp;только выигрышные партии</translation>
    </message>
    <message>
        <source>&amp;Show solution</source>
        <translation>&amp;Показать решение</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>, so the odds lie between {low}% and {high}%</source>
        <translation>, так что шансы сойтись — от {low}% до {high}%</translation>
    </message>
    <message>
        <source>; always following the hints wins {share}%</source>
        <translation>; игра строго по подсказкам выигрывает {share}%</translation>
    </message>
    <message>
        <source>; always following the hints wins {share}% (over {count} deals)</source>
        <translation>; игра строго по подсказкам выигрывает {share}% (из {count} раскладов)</translation>
    </message>
    <message>
        <source>; played out, {share}% come out</source>
        <translation>; при доигрывании сходится {share}%</translation>
    </message>
    <message>
        <source>Another game is on the table: ask again about it.</source>
        <translation>На столе другая партия: спросите о ней заново.</translation>
    </message>
    <message>
        <source>Ask the solver whether this deal can still be won</source>
        <translation>Спросить решатель, можно ли ещё выиграть эту партию</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Cancelled before an answer.</source>
        <translation>Отменено до ответа.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Game #{number} can be won (from the solver's list).</source>
        <translation>Партию №{number} можно выиграть (из списка решателя).</translation>
    </message>
    <message>
        <source>Game #{number} can be won.</source>
        <translation>Партию №{number} можно выиграть.</translation>
    </message>
    <message>
        <source>Game #{number} can be won; you played on, so it was not dealt.</source>
        <translation>Партию №{number} можно выиграть, но вы продолжили игру, и её не сдали.</translation>
    </message>
    <message>
        <source>Go on with this search for twice as long.</source>
        <translation>Продолжить этот поиск, вдвое дольше прежнего.</translation>
    </message>
    <message>
        <source>Is this deal &amp;winnable?…</source>
        <translation>&amp;Можно ли выиграть эту партию?…</translation>
    </message>
    <message>
        <source>Is this deal winnable?</source>
        <translation>Можно ли выиграть эту партию?</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Ищу выигрышную раскладку…</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a winnable deal… (%n deals tried)</source>
        <translation>
            <numerusform>Ищу выигрышную раскладку… (проверена %n раскладка)</numerusform>
            <numerusform>Ищу выигрышную раскладку… (проверены %n раскладки)</numerusform>
            <numerusform>Ищу выигрышную раскладку… (проверено %n раскладок)</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Ищу выигрышный путь…</translation>
    </message>
    <message>
        <source>No answer within the time limit.</source>
        <translation>За отведённое время ответа нет.</translation>
    </message>
    <message>
        <source>No answer: this search has used all the memory it may; more time would not help.</source>
        <translation>Ответа нет: поиск занял всю отведённую ему память, и больше времени не поможет.</translation>
    </message>
    <message numerus="yes">
        <source>No deal of this game is known to be winnable; game #{number} at least is not proved lost (%n tried).</source>
        <translation>
            <numerusform>Ни одна раскладка этого пасьянса не известна как выигрышная; партия №{number} хотя бы не доказана проигрышной (проверена %n).</numerusform>
            <numerusform>Ни одна раскладка этого пасьянса не известна как выигрышная; партия №{number} хотя бы не доказана проигрышной (проверены %n).</numerusform>
            <numerusform>Ни одна раскладка этого пасьянса не известна как выигрышная; партия №{number} хотя бы не доказана проигрышной (проверено %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No winnable deal found in time (%n deals tried): this one may not come out.</source>
        <translation>
            <numerusform>Выигрышная раскладка вовремя не найдена (проверена %n раскладка): эта может не сойтись.</numerusform>
            <numerusform>Выигрышная раскладка вовремя не найдена (проверены %n раскладки): эта может не сойтись.</numerusform>
            <numerusform>Выигрышная раскладка вовремя не найдена (проверено %n раскладок): эта может не сойтись.</numerusform>
        </translation>
    </message>
    <message>
        <source>None of {deals} deals proved winnable: this one is dealt as it comes.</source>
        <translation>Ни одна из {deals} раскладок не доказана выигрышной: сдана любая.</translation>
    </message>
    <message>
        <source>Python search</source>
        <translation>поиск на Python</translation>
    </message>
    <message>
        <source>Search &amp;longer</source>
        <translation>Искать &amp;дольше</translation>
    </message>
    <message>
        <source>Solver odds: not measured.</source>
        <translation>Шансы по решателю: не измерены.</translation>
    </message>
    <message>
        <source>Solver: {winnable}% winnable, {lost}% lost, {unknown}% unknown of {deals} deals</source>
        <translation>Решатель: {winnable}% выигрышных, {lost}% проигрышных, {unknown}% неизвестно из {deals} раскладок</translation>
    </message>
    <message>
        <source>The cards have moved since the answer: ask again.</source>
        <translation>Карты сдвинулись после ответа: спросите снова.</translation>
    </message>
    <message>
        <source>The cards have moved since this answer: ask again about the game as it is now.</source>
        <translation>После этого ответа карты сдвинулись: спросите заново о партии, как она есть сейчас.</translation>
    </message>
    <message>
        <source>The fast solver is not installed, so this one decides few deals. Install Patience Qt from a wheel, the app bundle or the .deb, or from source with a C compiler, to get it.</source>
        <translation>Быстрый решатель не установлен, и этот решает немногие партии. Чтобы его получить, установите Patience Qt из колеса (wheel), готовой сборки или пакета .deb либо из исходников при установленном компиляторе C.</translation>
    </message>
    <message>
        <source>The solver's answer about the game on the table comes below.</source>
        <translation>Ниже — ответ решателя о партии на столе.</translation>
    </message>
    <message numerus="yes">
        <source>This deal can still be won (a line of %n moves).</source>
        <translation>
            <numerusform>Эту партию ещё можно выиграть (путь в %n ход).</numerusform>
            <numerusform>Эту партию ещё можно выиграть (путь в %n хода).</numerusform>
            <numerusform>Эту партию ещё можно выиграть (путь в %n ходов).</numerusform>
        </translation>
    </message>
    <message>
        <source>This deal cannot be won from here.</source>
        <translation>Отсюда эту партию выиграть нельзя.</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>Эта партия выиграна.</translation>
    </message>
    <message>
        <source>compiled search</source>
        <translation>скомпилированный поиск</translation>
    </message>
    <message numerus="yes">
        <source>{seconds} s, %Ln positions</source>
        <translation>
            <numerusform>{seconds} с, %Ln позиция</numerusform>
            <numerusform>{seconds} с, %Ln позиции</numerusform>
            <numerusform>{seconds} с, %Ln позиций</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>Undone: {move}</source>
        <translation>Отменено: {move}</translation>
    </message>
    <message>
        <source>{game}, game {number}</source>
        <translation>{game}, раскладка № {number}</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>card {number} of {count}</source>
        <translation>карта {number} из {count}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>карта рубашкой вверх</translation>
    </message>
    <message>
        <source>takes the {card}</source>
        <translation>сюда идёт {card}</translation>
    </message>
    <message>
        <source>takes {a_rank}</source>
        <translation>сюда идёт {a_rank}</translation>
    </message>
    <message>
        <source>takes {suits}</source>
        <translation>сюда идут {suits}</translation>
    </message>
    <message>
        <source>top card</source>
        <translation>верхняя карта</translation>
    </message>
    <message>
        <source>turn the stock: {card}</source>
        <translation>открыть карту из прикупа: {card}</translation>
    </message>
    <message>
        <source>{card} to {place}</source>
        <translation>{card} на место «{place}»</translation>
    </message>
    <message numerus="yes">
        <source>{place}, %n card(s)</source>
        <translation>
            <numerusform>{place}, %n карта</numerusform>
            <numerusform>{place}, %n карты</numerusform>
            <numerusform>{place}, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{place}, %n card(s), top: {card}</source>
        <translation>
            <numerusform>{place}, %n карта, сверху {card}</numerusform>
            <numerusform>{place}, %n карты, сверху {card}</numerusform>
            <numerusform>{place}, %n карт, сверху {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}, empty</source>
        <translation>{place}, пусто</translation>
    </message>
    <message>
        <source>{place}: {card}</source>
        <translation>{place}: {card}</translation>
    </message>
    <message>
        <source>{rank} of {suits}</source>
        <translation>{rank} {suits_gen}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>выиграна %n</numerusform>
            <numerusform>выиграны %n</numerusform>
            <numerusform>выиграно %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won with help</source>
        <translation>
            <numerusform>выиграна с помощью %n</numerusform>
            <numerusform>выиграны с помощью %n</numerusform>
            <numerusform>выиграно с помощью %n</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reset this game</source>
        <translation>&amp;Сбросить для этого пасьянса</translation>
    </message>
    <message>
        <source>A chart of the table's win rates.</source>
        <translation>График долей побед из таблицы.</translation>
    </message>
    <message numerus="yes">
        <source>All games: %n played</source>
        <translation>
            <numerusform>Всего сыграна %n партия</numerusform>
            <numerusform>Всего сыграны %n партии</numerusform>
            <numerusform>Всего сыграно %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Лучшее время</translation>
    </message>
    <message>
        <source>Days whose deal of the day was won (Game → Deal of the day), and the latest</source>
        <translation>Дни, чей расклад дня выигран (Игра → Расклад дня), и последний из них</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Дней выиграно</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Меньше всего ходов</translation>
    </message>
    <message>
        <source>Forget the statistics of all games?</source>
        <translation>Стереть статистику всех пасьянсов?</translation>
    </message>
    <message>
        <source>Forget the statistics of {game}?</source>
        <translation>Стереть статистику: {game}?</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Пасьянс</translation>
    </message>
    <message>
        <source>Games the solver helped to win: counted as played, not won</source>
        <translation>Партии, выигранные с помощью решателя: засчитаны как сыгранные, но не как выигранные</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Лучшая серия</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Reset &amp;all</source>
        <translation>Сбросить &amp;всё</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Results by game</source>
        <translation>Результаты по пасьянсам</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Текущая серия</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Win rate by game</source>
        <translation>Доля побед по пасьянсам</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>С помощью</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>ещё не сыгран</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>{count}, latest {date}</source>
        <translation>{count}, последний {date}</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Status bar</source>
        <translation>Строка состояния</translation>
    </message>
</context>
<context>
    <name>Suits</name>
    <message>
        <source>clubs</source>
        <translation>трефы</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>genitive</comment>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>genitive</comment>
        <translation>бубен</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червы</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>genitive</comment>
        <translation>черв</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пики</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>genitive</comment>
        <translation>пик</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>Enter: {move}</source>
        <translation>Enter: {move}</translation>
    </message>
    <message>
        <source>Tab and the arrows go round the cards that can move; Enter plays the card's best move; Space takes it up to choose the place; Escape puts it back; H gives a hint.</source>
        <translation>Tab и стрелки переходят по картам, которые можно переложить; Enter делает лучший ход картой; пробел берёт её, чтобы выбрать место; Escape кладёт её обратно; H — подсказка.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>{name}: nothing but the stock can be used</source>
        <translation>{name}: ходить можно только из прикупа</translation>
    </message>
    <message>
        <source>{name}: the only card that can move</source>
        <translation>{name}: только этой картой можно ходить</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>The {card} goes to the lit place: arrows to choose another, Enter to put it there, Escape to leave it.</source>
        <translation>{card} пойдёт на подсвеченное место: стрелки выбирают другое, Enter кладёт карту туда, Escape оставляет её на месте.</translation>
    </message>
</context>
<context>
    <name>WhereBox</name>
    <message>
        <source>&amp;Ask again</source>
        <translation>&amp;Спросить снова</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Undo to there</source>
        <translation>&amp;Вернуться к этому ходу</translation>
    </message>
    <message numerus="yes">
        <source>After move {number} the deal could still be won; the solver could not decide the position after the next move in %n seconds: it is not proved lost.</source>
        <translation>
            <numerusform>После хода {number} раскладку ещё можно было выиграть; позицию после следующего хода решатель не смог решить за %n секунду: её проигрыш не доказан.</numerusform>
            <numerusform>После хода {number} раскладку ещё можно было выиграть; позицию после следующего хода решатель не смог решить за %n секунды: её проигрыш не доказан.</numerusform>
            <numerusform>После хода {number} раскладку ещё можно было выиграть; позицию после следующего хода решатель не смог решить за %n секунд: её проигрыш не доказан.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another game is on the table: ask again about it.</source>
        <translation>На столе другая партия: спросите о ней заново.</translation>
    </message>
    <message>
        <source>Ask the solver which move lost this deal</source>
        <translation>Спросить решатель, какой ход погубил эту раскладку</translation>
    </message>
    <message>
        <source>Back after move {number}, where the deal could still be won: Undo brings the game back as it was.</source>
        <translation>Партия возвращена к позиции после хода {number}, откуда раскладку ещё можно было выиграть: «Отменить» вернёт всё как было.</translation>
    </message>
    <message>
        <source>Back before move {number}: Undo brings the game back as it was.</source>
        <translation>Партия возвращена к позиции перед ходом {number}: «Отменить» вернёт всё как было.</translation>
    </message>
    <message>
        <source>Between move {low} and move {high}</source>
        <translation>Между ходом {low} и ходом {high}</translation>
    </message>
    <message>
        <source>Between the deal and move {high}</source>
        <translation>Между раздачей и ходом {high}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Cancelled before an answer.</source>
        <translation>Отменено до ответа.</translation>
    </message>
    <message>
        <source>Go back to just after move {number}, where the deal could still be won, as one step that Undo brings back. A win from there counts as won with help.</source>
        <translation>Вернуться к позиции после хода {number}, откуда раскладку ещё можно было выиграть, одним шагом, который «Отменить» вернёт. Победа после этого засчитывается как выигрыш с помощью.</translation>
    </message>
    <message>
        <source>Instead, the {move} keeps the deal winnable.</source>
        <translation>Вместо него: {move} — так раскладку ещё можно выиграть.</translation>
    </message>
    <message>
        <source>Instead, {move}: that keeps the deal winnable.</source>
        <translation>Вместо него: {move} — так раскладку ещё можно выиграть.</translation>
    </message>
    <message>
        <source>It was an automatic move after move {number}, which the winning line plays too.</source>
        <translation>Это был автоматический ход после хода {number}, который есть и в выигрышной линии.</translation>
    </message>
    <message>
        <source>It was lost by move {number} at the latest.</source>
        <translation>Проиграна она была не позже хода {number}.</translation>
    </message>
    <message>
        <source>Look back along the game as it is now.</source>
        <translation>Проверить партию заново такой, какая она сейчас.</translation>
    </message>
    <message>
        <source>Looking back along the game for the move that lost it…</source>
        <translation>Ищу в истории партии ход, который её погубил…</translation>
    </message>
    <message>
        <source>Move {number} ({move}) lost the deal: before it, the deal could still be won.</source>
        <translation>Раскладку погубил ход {number} ({move}): до него её ещё можно было выиграть.</translation>
    </message>
    <message>
        <source>Move {number} is outlined on the table; play it, and the automatic moves after it are held back so that the move to play instead can be played.</source>
        <translation>Ход {number} обведён на столе; сыграйте его — автоматические ходы после него будут придержаны, чтобы можно было сыграть ход вместо погубившего.</translation>
    </message>
    <message>
        <source>Move {number} lost the deal: before it, the deal could still be won.</source>
        <translation>Раскладку погубил ход {number}: до него её ещё можно было выиграть.</translation>
    </message>
    <message>
        <source>Move {number}, the {move}, lost the deal: before it, the deal could still be won.</source>
        <translation>Раскладку погубил ход {number} ({move}): до него её ещё можно было выиграть.</translation>
    </message>
    <message>
        <source>Play the outlined move; the automatic moves after it are held back.</source>
        <translation>Сыграйте обведённый ход; автоматические ходы после него будут придержаны.</translation>
    </message>
    <message>
        <source>Solves done: {done} of at most {most}</source>
        <translation>Проверено позиций: {done} из не более чем {most}</translation>
    </message>
    <message>
        <source>Take back move {number} and every move after it, as one step that Undo brings back. A win from there counts as won with help.</source>
        <translation>Отменить ход {number} и все ходы после него одним шагом, который «Отменить» вернёт. Победа после этого засчитывается как выигрыш с помощью.</translation>
    </message>
    <message>
        <source>The deal could be won from the start; after its first move the solver could not decide.</source>
        <translation>В начале раскладку можно было выиграть; после первого хода решатель не успел это выяснить.</translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won from the start; the solver could not decide the position after the first move in %n seconds: it is not proved lost.</source>
        <translation>
            <numerusform>С самого начала раскладку можно было выиграть; позицию после первого хода решатель не смог решить за %n секунду: её проигрыш не доказан.</numerusform>
            <numerusform>С самого начала раскладку можно было выиграть; позицию после первого хода решатель не смог решить за %n секунды: её проигрыш не доказан.</numerusform>
            <numerusform>С самого начала раскладку можно было выиграть; позицию после первого хода решатель не смог решить за %n секунд: её проигрыш не доказан.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal could be won up to move {number}; after that the solver could not decide.</source>
        <translation>Раскладку можно было выиграть вплоть до хода {number}; дальше решатель не успел это выяснить.</translation>
    </message>
    <message>
        <source>The game has changed since you asked.</source>
        <translation>С тех пор партия изменилась.</translation>
    </message>
    <message>
        <source>The game has changed since you asked: ask again.</source>
        <translation>С тех пор партия изменилась: спросите снова.</translation>
    </message>
    <message>
        <source>The move to play instead is outlined on the table.</source>
        <translation>Ход, который стоит сыграть вместо него, обведён на столе.</translation>
    </message>
    <message>
        <source>The solver could not decide where the deal was lost, only that it was lost by move {number} at the latest.</source>
        <translation>Решатель не успел выяснить, где раскладка была проиграна, — только то, что не позже хода {number}.</translation>
    </message>
    <message>
        <source>The solver could not decide, in the time it had, whether this deal could be won at any point of the game.</source>
        <translation>За отведённое время решатель не выяснил, можно ли было выиграть эту раскладку хоть в какой-то момент партии.</translation>
    </message>
    <message numerus="yes">
        <source>The solver looked at %n positions of this game.</source>
        <translation>
            <numerusform>Решатель проверил %n позицию этой партии.</numerusform>
            <numerusform>Решатель проверил %n позиции этой партии.</numerusform>
            <numerusform>Решатель проверил %n позиций этой партии.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver looks back along the game for the move that lost it.</source>
        <translation>Решатель просматривает партию назад в поисках хода, который её проиграл.</translation>
    </message>
    <message>
        <source>There is nothing to look back on in this game.</source>
        <translation>В этой партии нечего проверять.</translation>
    </message>
    <message>
        <source>This deal could not be won from the first card.</source>
        <translation>Эту раскладку нельзя было выиграть с самого начала.</translation>
    </message>
    <message>
        <source>This deal could not be won from the first card: no line of play from the deal wins it.</source>
        <translation>Эту раскладку нельзя было выиграть с самого начала: ни одна последовательность ходов от сдачи к победе не ведёт.</translation>
    </message>
    <message>
        <source>This game can still be won.</source>
        <translation>Эту партию ещё можно выиграть.</translation>
    </message>
    <message>
        <source>Those cards, the outer one first: {cards}.</source>
        <translation>Эти карты, начиная с крайней: {cards}.</translation>
    </message>
    <message>
        <source>W&amp;here did it go wrong?…</source>
        <translation>&amp;Где всё пошло не так?…</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Где всё пошло не так?</translation>
    </message>
    <message>
        <source>{seconds} s of at most {most} s</source>
        <translation>{seconds} с из {most} с самое большее</translation>
    </message>
</context>
<context>
    <name>WinnabilityLight</name>
    <message>
        <source>Can no longer be won</source>
        <translation>Уже не выиграть</translation>
    </message>
    <message>
        <source>Can no longer be won (since move {number})</source>
        <translation>Уже не выиграть (с хода {number})</translation>
    </message>
    <message>
        <source>Can still be won</source>
        <translation>Ещё можно выиграть</translation>
    </message>
    <message>
        <source>Could not be won from the start</source>
        <translation>Выиграть было нельзя с самого начала</translation>
    </message>
    <message>
        <source>The solver's verdict on the cards on the table, after each move (Settings → Preferences)</source>
        <translation>Вывод решателя о картах на столе после каждого хода (Настройка → Параметры)</translation>
    </message>
</context>
</TS>
