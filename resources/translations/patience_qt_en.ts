<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>Autoplay</name>
    <message>
        <source>Autoplay sees no move to make.</source>
        <translation>Autoplay sees no move to make.</translation>
    </message>
    <message>
        <source>Autoplay stops here: the order in which the piles are gathered for the redeal is yours to choose (drag a pile onto the stock, or click the stock for the order offered).</source>
        <translation>Autoplay stops here: the order in which the piles are gathered for the redeal is yours to choose (drag a pile onto the stock, or click the stock for the order offered).</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Restart</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Where did it go wrong?</translation>
    </message>
</context>
<context>
    <name>CardBack</name>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
</context>
<context>
    <name>CardFaces</name>
    <message>
        <source>Classic (two colours)</source>
        <translation>Classic (two colours)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Four colours</translation>
    </message>
</context>
<context>
    <name>ChooseGameDialog</name>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choose a game</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Rules of the game</translation>
    </message>
    <message>
        <source>The Clock family</source>
        <translation>The Clock family</translation>
    </message>
    <message>
        <source>The Rainbow family</source>
        <translation>The Rainbow family</translation>
    </message>
    <message>
        <source>The Village family</source>
        <translation>The Village family</translation>
    </message>
    <message>
        <source>The rules text is not available.</source>
        <translation>The rules text is not available.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message numerus="yes">
        <source>%n more error(s) since this message appeared; see the log.</source>
        <translation>
            <numerusform>%n more error since this message appeared; see the log.</numerusform>
            <numerusform>%n more errors since this message appeared; see the log.</numerusform>
        </translation>
    </message>
    <message>
        <source>Patience Qt: an error</source>
        <translation>Patience Qt: an error</translation>
    </message>
    <message>
        <source>Something went wrong inside Patience Qt: {error}</source>
        <translation>Something went wrong inside Patience Qt: {error}</translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation>The details are in {path}.</translation>
    </message>
    <message>
        <source>The details could not be written to a file ({detail}).</source>
        <translation>The details could not be written to a file ({detail}).</translation>
    </message>
    <message>
        <source>You can play on; if the table looks wrong, Undo or Restart puts it right.</source>
        <translation>You can play on; if the table looks wrong, Undo or Restart puts it right.</translation>
    </message>
    <message>
        <source>Your game could not be saved ({detail}).</source>
        <translation>Your game could not be saved ({detail}).</translation>
    </message>
    <message>
        <source>Your game was saved.</source>
        <translation>Your game was saved.</translation>
    </message>
</context>
<context>
    <name>DealOfTheDay</name>
    <message>
        <source>(won already today)</source>
        <translation>(won already today)</translation>
    </message>
    <message>
        <source>Deal of the &amp;day</source>
        <translation>Deal of the &amp;day</translation>
    </message>
    <message>
        <source>Deal of the day, {date}: game number {number}</source>
        <translation>Deal of the day, {date}: game number {number}</translation>
    </message>
    <message>
        <source>This game has no deal of the day: none of its deals was proved winnable</source>
        <translation>This game has no deal of the day: none of its deals was proved winnable</translation>
    </message>
    <message>
        <source>Today's deal of this game: the same for every player, and one that can be won</source>
        <translation>Today's deal of this game: the same for every player, and one that can be won</translation>
    </message>
</context>
<context>
    <name>EndCheck</name>
    <message>
        <source>&amp;End this game</source>
        <translation>&amp;End this game</translation>
    </message>
    <message>
        <source>Game → End this game ends it (it counts as lost).</source>
        <translation>Game → End this game ends it (it counts as lost).</translation>
    </message>
    <message>
        <source>Give this game up: it counts as lost</source>
        <translation>Give this game up: it counts as lost</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grey</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>F&amp;ull screen</source>
        <translation>F&amp;ull screen</translation>
    </message>
    <message>
        <source>Let the table fill the screen (F11 again to leave)</source>
        <translation>Let the table fill the screen (F11 again to leave)</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source> (process {pid})</source>
        <translation> (process {pid})</translation>
    </message>
    <message>
        <source>Another copy of Patience Qt{process} has the saved game open; the games of this window are not kept when it closes (Game → Save as… keeps one).</source>
        <translation>Another copy of Patience Qt{process} has the saved game open; the games of this window are not kept when it closes (Game → Save as… keeps one).</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used ({reason}): games and results are kept only until the window closes.</source>
        <translation>The data folder {folder} cannot be used ({reason}): games and results are kept only until the window closes.</translation>
    </message>
    <message>
        <source>The game could not be opened ({detail}).</source>
        <translation>The game could not be opened ({detail}).</translation>
    </message>
    <message>
        <source>The game could not be saved ({detail}).</source>
        <translation>The game could not be saved ({detail}).</translation>
    </message>
    <message>
        <source>The game in progress, {game} #{number}, was left for this deal and counted as lost.</source>
        <translation>The game in progress, {game} #{number}, was left for this deal and counted as lost.</translation>
    </message>
    <message>
        <source>The saved game could not be locked against another copy of Patience Qt ({detail}); the games of this window are not kept when it closes (Game → Save as… keeps one).</source>
        <translation>The saved game could not be locked against another copy of Patience Qt ({detail}); the games of this window are not kept when it closes (Game → Save as… keeps one).</translation>
    </message>
    <message>
        <source>The saved game could not be read nor moved aside; {name} is left as it is and this game will not be saved. A new game is dealt.</source>
        <translation>The saved game could not be read nor moved aside; {name} is left as it is and this game will not be saved. A new game is dealt.</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as {name}. A new game is dealt.</source>
        <translation>The saved game could not be read; it was kept as {name}. A new game is dealt.</translation>
    </message>
    <message>
        <source>The saved game file {name} is not a regular file; it was left alone and this game will not be saved. A new game is dealt.</source>
        <translation>The saved game file {name} is not a regular file; it was left alone and this game will not be saved. A new game is dealt.</translation>
    </message>
    <message>
        <source>The statistics are saved now, with the results that waited.</source>
        <translation>The statistics are saved now, with the results that waited.</translation>
    </message>
    <message>
        <source>The statistics could not be read nor moved aside; {name} is left as it is and games are not counted.</source>
        <translation>The statistics could not be read nor moved aside; {name} is left as it is and games are not counted.</translation>
    </message>
    <message>
        <source>The statistics could not be read; they were kept as {name} and start again.</source>
        <translation>The statistics could not be read; they were kept as {name} and start again.</translation>
    </message>
    <message>
        <source>The statistics could not be saved ({detail}); the results are kept and saved as soon as that works.</source>
        <translation>The statistics could not be saved ({detail}); the results are kept and saved as soon as that works.</translation>
    </message>
    <message>
        <source>The statistics file {name} is not a regular file; it was left alone and games are not counted.</source>
        <translation>The statistics file {name} is not a regular file; it was left alone and games are not counted.</translation>
    </message>
    <message>
        <source>another copy of Patience Qt holds the saved game</source>
        <translation>another copy of Patience Qt holds the saved game</translation>
    </message>
    <message>
        <source>the saved game could not be locked against another copy ({detail})</source>
        <translation>the saved game could not be locked against another copy ({detail})</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;About Patience Qt…</source>
        <translation>&amp;About Patience Qt…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Keyboard shortcuts…</translation>
    </message>
    <message>
        <source>About Patience Qt</source>
        <translation>About Patience Qt</translation>
    </message>
    <message>
        <source>Card art: the English-pattern playing cards by {author}, dedicated to the public domain under {licence}.</source>
        <translation>Card art: the English-pattern playing cards by {author}, dedicated to the public domain under {licence}.</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Does</translation>
    </message>
    <message>
        <source>Double click</source>
        <translation>Double click</translation>
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
        <translation>Fourteen old Russian patience games: the Rainbow, Clock and Village families.</translation>
    </message>
    <message>
        <source>Go from card to card (with a card taken up: from place to place)</source>
        <translation>Go from card to card (with a card taken up: from place to place)</translation>
    </message>
    <message>
        <source>How to play, the rules, playing with a screen reader: the help installed with the program</source>
        <translation>How to play, the rules, playing with a screen reader: the help installed with the program</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Licence: {licence}.</source>
        <translation>Licence: {licence}.</translation>
    </message>
    <message>
        <source>Make the best move of the chosen card, or turn the stock</source>
        <translation>Make the best move of the chosen card, or turn the stock</translation>
    </message>
    <message>
        <source>Player's &amp;guide…</source>
        <translation>Player's &amp;guide…</translation>
    </message>
    <message>
        <source>Put a taken-up card back; send the end-of-game band away</source>
        <translation>Put a taken-up card back; send the end-of-game band away</translation>
    </message>
    <message>
        <source>Send a card to a foundation</source>
        <translation>Send a card to a foundation</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Tab, arrow keys</source>
        <translation>Tab, arrow keys</translation>
    </message>
    <message>
        <source>Take the chosen card up, to choose where it goes; again to put it there</source>
        <translation>Take the chosen card up, to choose where it goes; again to put it there</translation>
    </message>
    <message>
        <source>The keys of the commands and of the table</source>
        <translation>The keys of the commands and of the table</translation>
    </message>
    <message>
        <source>Version, licence and the card art's author</source>
        <translation>Version, licence and the card art's author</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>It is in the docs folder of the program's source code.</source>
        <translation>It is in the docs folder of the program's source code.</translation>
    </message>
    <message>
        <source>Patience Qt help</source>
        <translation>Patience Qt help</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Playing</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Screen reader</source>
        <translation>Screen reader</translation>
    </message>
    <message>
        <source>The rules of every game, as Help → Rules of this game shows them for the game on the table.</source>
        <translation>The rules of every game, as Help → Rules of this game shows them for the game on the table.</translation>
    </message>
    <message>
        <source>This page has no version in your language yet: here it is in English.</source>
        <translation>This page has no version in your language yet: here it is in English.</translation>
    </message>
    <message>
        <source>This page is not part of the help installed with the program: {page}.</source>
        <translation>This page is not part of the help installed with the program: {page}.</translation>
    </message>
</context>
<context>
    <name>HintOverlay</name>
    <message>
        <source>Hint {number} of {count}: {reason}</source>
        <translation>Hint {number} of {count}: {reason}</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Hint: {reason}</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Looking for a hint…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>{hint} The deal can no longer be won: this move helps bring cards home.</source>
        <translation>{hint} The deal can no longer be won: this move helps bring cards home.</translation>
    </message>
    <message>
        <source>{hint} This move keeps the deal winnable.</source>
        <translation>{hint} This move keeps the deal winnable.</translation>
    </message>
</context>
<context>
    <name>LeaveQuestion</name>
    <message>
        <source>&amp;Don't ask again</source>
        <translation>&amp;Don't ask again</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>&amp;Leave it</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Leave this game?</translation>
    </message>
    <message>
        <source>The game in progress is kept when you close the program.</source>
        <translation>The game in progress is kept when you close the program.</translation>
    </message>
    <message>
        <source>This game counts as lost if you leave it for another.</source>
        <translation>This game counts as lost if you leave it for another.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves in {time}.</source>
        <translation>
            <numerusform>%n move in {time}.</numerusform>
            <numerusform>%n moves in {time}.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Autoplay</translation>
    </message>
    <message>
        <source>&amp;Choose game…</source>
        <translation>&amp;Choose game…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Restart</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Automatic moves to &amp;foundations</source>
        <translation>Automatic moves to &amp;foundations</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Card &amp;back</translation>
    </message>
    <message>
        <source>Click the stock to turn a card; drag it to a foundation, the reserve or a waste pile.</source>
        <translation>Click the stock to turn a card; drag it to a foundation, the reserve or a waste pile.</translation>
    </message>
    <message>
        <source>Close anyway?</source>
        <translation>Close anyway?</translation>
    </message>
    <message>
        <source>Deal a new game of the same kind</source>
        <translation>Deal a new game of the same kind</translation>
    </message>
    <message>
        <source>Drag cards to the foundations; click the stock to deal the next row.</source>
        <translation>Drag cards to the foundations; click the stock to deal the next row.</translation>
    </message>
    <message>
        <source>Drag the turned card under the pile of its rank, or click it.</source>
        <translation>Drag the turned card under the pile of its rank, or click it.</translation>
    </message>
    <message>
        <source>Game #{number}</source>
        <translation>Game #{number}</translation>
    </message>
    <message>
        <source>Game n&amp;umber…</source>
        <translation>Game n&amp;umber…</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Game number</translation>
    </message>
    <message>
        <source>Game numbers go from 0 to {largest}.</source>
        <translation>Game numbers go from 0 to {largest}.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Let the computer play on</source>
        <translation>Let the computer play on</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Moves: {count}</source>
        <translation>Moves: {count}</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>No moves left</translation>
    </message>
    <message>
        <source>No way forward</source>
        <translation>No way forward</translation>
    </message>
    <message>
        <source>Only moves that lead nowhere are left: this deal did not come out. Undo, restart, or deal again.</source>
        <translation>Only moves that lead nowhere are left: this deal did not come out. Undo, restart, or deal again.</translation>
    </message>
    <message>
        <source>Patience Qt</source>
        <translation>Patience Qt</translation>
    </message>
    <message>
        <source>Pick one of the fourteen games</source>
        <translation>Pick one of the fourteen games</translation>
    </message>
    <message>
        <source>Play a deal by its number</source>
        <translation>Play a deal by its number</translation>
    </message>
    <message>
        <source>Play {game} deal number:</source>
        <translation>Play {game} deal number:</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;do</translation>
    </message>
    <message>
        <source>Read the rules of the game on the table</source>
        <translation>Read the rules of the game on the table</translation>
    </message>
    <message>
        <source>Redeals left: {count}</source>
        <translation>Redeals left: {count}</translation>
    </message>
    <message>
        <source>Ru&amp;les of this game…</source>
        <translation>Ru&amp;les of this game…</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Rules: {game}</translation>
    </message>
    <message>
        <source>Show a move you can make</source>
        <translation>Show a move you can make</translation>
    </message>
    <message>
        <source>Start this deal again</source>
        <translation>Start this deal again</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Stock: {count}</translation>
    </message>
    <message>
        <source>The game could not be saved ({detail}).</source>
        <translation>The game could not be saved ({detail}).</translation>
    </message>
    <message>
        <source>The game could not be saved ({detail}). If you close now, its moves are lost.</source>
        <translation>The game could not be saved ({detail}). If you close now, its moves are lost.</translation>
    </message>
    <message>
        <source>The solver helped in this game: it counts as won with help (played, not won).</source>
        <translation>The solver helped in this game: it counts as won with help (played, not won).</translation>
    </message>
    <message>
        <source>The statistics could not be saved ({detail}). If you close now, the results not yet saved are lost.</source>
        <translation>The statistics could not be saved ({detail}). If you close now, the results not yet saved are lost.</translation>
    </message>
    <message>
        <source>This deal did not come out. Undo, restart, or deal again.</source>
        <translation>This deal did not come out. Undo, restart, or deal again.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Time: {time}</source>
        <translation>Time: {time}</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Won with help</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>You won!</translation>
    </message>
</context>
<context>
    <name>Piles</name>
    <message>
        <source>a foundation</source>
        <translation>a foundation</translation>
    </message>
    <message>
        <source>column</source>
        <translation>column</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>discard pile</translation>
    </message>
    <message>
        <source>foundation</source>
        <translation>foundation</translation>
    </message>
    <message>
        <source>foundation {label}</source>
        <translation>foundation {label}</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>kings</translation>
    </message>
    <message>
        <source>pile</source>
        <translation>pile</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>reserve</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>stock</translation>
    </message>
    <message>
        <source>the {ranks}' pile</source>
        <translation>the {ranks}' pile</translation>
    </message>
    <message>
        <source>travellers</source>
        <translation>travellers</translation>
    </message>
    <message>
        <source>waste pile</source>
        <translation>waste pile</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Autoplay</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Undo: {move}</source>
        <translation>&amp;Undo: {move}</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Autoplay</translation>
    </message>
    <message>
        <source>Let the computer play on, move by move</source>
        <translation>Let the computer play on, move by move</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;do</translation>
    </message>
    <message>
        <source>Re&amp;do: {move}</source>
        <translation>Re&amp;do: {move}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Stop &amp;autoplay</source>
        <translation>Stop &amp;autoplay</translation>
    </message>
    <message>
        <source>Stop playing (any click or key stops it too)</source>
        <translation>Stop playing (any click or key stops it too)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>back to move {number}</source>
        <translation>back to move {number}</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>deal</translation>
    </message>
    <message>
        <source>pick up pile {number}</source>
        <translation>pick up pile {number}</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>redeal</translation>
    </message>
    <message>
        <source>turn the stock</source>
        <translation>turn the stock</translation>
    </message>
    <message>
        <source>{card} to {pile}</source>
        <translation>{card} to {pile}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>The preferences could not be read ({reason}) nor moved aside ({error}); {name} is left as it is and the defaults are used.</source>
        <translation>The preferences could not be read ({reason}) nor moved aside ({error}); {name} is left as it is and the defaults are used.</translation>
    </message>
    <message>
        <source>The preferences could not be read ({reason}); they were kept as {name} and the defaults are used.</source>
        <translation>The preferences could not be read ({reason}); they were kept as {name} and the defaults are used.</translation>
    </message>
    <message>
        <source>The preferences file {name} is not a regular file ({kind}); it was left alone and the defaults are used.</source>
        <translation>The preferences file {name} is not a regular file ({kind}); it was left alone and the defaults are used.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Automatic moves to the foundations</source>
        <translation>&amp;Automatic moves to the foundations</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>&amp;Mark the places a dragged card can go to</source>
        <translation>&amp;Mark the places a dragged card can go to</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Table colour:</translation>
    </message>
    <message>
        <source>A card goes to a foundation by itself only when that cannot cost the game: when the solver's rules show it is never needed anywhere else, or a short search proves the game still winnable after the move (or lost already). Before the last deal of Village and Babette a card sent home changes what is still to be dealt, so there only such a search sends it. Any other move home is yours to make.</source>
        <translation>A card goes to a foundation by itself only when that cannot cost the game: when the solver's rules show it is never needed anywhere else, or a short search proves the game still winnable after the move (or lost already). Before the last deal of Village and Babette a card sent home changes what is still to be dealt, so there only such a search sends it. Any other move home is yours to make.</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>Animation &amp;speed:</translation>
    </message>
    <message>
        <source>As the program's language</source>
        <translation>As the program's language</translation>
    </message>
    <message>
        <source>As&amp;k before leaving a game in progress (it counts as lost)</source>
        <translation>As&amp;k before leaving a game in progress (it counts as lost)</translation>
    </message>
    <message>
        <source>Ask before a click on the stock spends the last &amp;redeal</source>
        <translation>Ask before a click on the stock spends the last &amp;redeal</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Card &amp;back:</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>Card &amp;faces:</translation>
    </message>
    <message>
        <source>Card &amp;indices:</source>
        <translation>Card &amp;indices:</translation>
    </message>
    <message>
        <source>Deal only &amp;winnable games (the solver tries game numbers)</source>
        <translation>Deal only &amp;winnable games (the solver tries game numbers)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Game whose variants are shown</source>
        <translation>Game whose variants are shown</translation>
    </message>
    <message>
        <source>International (J, Q, K, A)</source>
        <translation>International (J, Q, K, A)</translation>
    </message>
    <message>
        <source>No variants: {games}.</source>
        <translation>No variants: {games}.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>Russian (В, Д, К, Т)</source>
        <translation>Russian (В, Д, К, Т)</translation>
    </message>
    <message>
        <source>S&amp;how whether the game can still be won (the solver looks after each move)</source>
        <translation>S&amp;how whether the game can still be won (the solver looks after each move)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>This game has no variants: it is played one way.</source>
        <translation>This game has no variants: it is played one way.</translation>
    </message>
    <message>
        <source>Variants of the games (for new deals)</source>
        <translation>Variants of the games (for new deals)</translation>
    </message>
</context>
<context>
    <name>ProfileActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistics…</translation>
    </message>
    <message>
        <source>Games played and won, by game</source>
        <translation>Games played and won, by game</translation>
    </message>
    <message>
        <source>Language, automatic moves, animations, card back, variants</source>
        <translation>Language, automatic moves, animations, card back, variants</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>Opened {name}.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Save this game with its moves to a file</source>
        <translation>Save this game with its moves to a file</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Saved as {name}.</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Saved games (*.json);;All files (*)</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>10</source>
        <comment>accusative</comment>
        <translation>10</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>2</source>
        <comment>accusative</comment>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>3</source>
        <comment>accusative</comment>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>4</source>
        <comment>accusative</comment>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>5</source>
        <comment>accusative</comment>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>6</source>
        <comment>accusative</comment>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>7</source>
        <comment>accusative</comment>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>8</source>
        <comment>accusative</comment>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>9</source>
        <comment>accusative</comment>
        <translation>9</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>accusative</comment>
        <translation>ace</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>aces</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>genitive plural</comment>
        <translation>aces</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>eights</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>genitive plural</comment>
        <translation>eights</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>fives</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>genitive plural</comment>
        <translation>fives</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>fours</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>genitive plural</comment>
        <translation>fours</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>accusative</comment>
        <translation>jack</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jacks</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>genitive plural</comment>
        <translation>jacks</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>king</source>
        <comment>accusative</comment>
        <translation>king</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>kings</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>genitive plural</comment>
        <translation>kings</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nines</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>genitive plural</comment>
        <translation>nines</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>accusative</comment>
        <translation>queen</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>queens</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>genitive plural</comment>
        <translation>queens</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sevens</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>genitive plural</comment>
        <translation>sevens</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>sixes</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>genitive plural</comment>
        <translation>sixes</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tens</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>genitive plural</comment>
        <translation>tens</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>threes</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>genitive plural</comment>
        <translation>threes</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>twos</translation>
    </message>
    <message>
        <source>twos</source>
        <comment>genitive plural</comment>
        <translation>twos</translation>
    </message>
</context>
<context>
    <name>RedealQuestion</name>
    <message>
        <source>&amp;Don't ask again</source>
        <translation>&amp;Don't ask again</translation>
    </message>
    <message>
        <source>&amp;Redeal</source>
        <translation>&amp;Redeal</translation>
    </message>
    <message>
        <source>Redeal now?</source>
        <translation>Redeal now?</translation>
    </message>
    <message>
        <source>Redeal now? It is the last one.</source>
        <translation>Redeal now? It is the last one.</translation>
    </message>
    <message>
        <source>Redeal now? It is the only one.</source>
        <translation>Redeal now? It is the only one.</translation>
    </message>
    <message>
        <source>The cards are gathered and dealt again at once.</source>
        <translation>The cards are gathered and dealt again at once.</translation>
    </message>
    <message>
        <source>The piles are picked up for the redeal, one a click on the stock, and play goes on once all are gathered and dealt again.</source>
        <translation>The piles are picked up for the redeal, one a click on the stock, and play goes on once all are gathered and dealt again.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source> To gather the piles for the redeal, drag a pile onto the stock (a click on the stock takes them in their order).</source>
        <translation> To gather the piles for the redeal, drag a pile onto the stock (a click on the stock takes them in their order).</translation>
    </message>
    <message>
        <source> To gather the piles for the redeal, take a pile up with Space and put it on the stock (Enter on the stock takes them in their order).</source>
        <translation> To gather the piles for the redeal, take a pile up with Space and put it on the stock (Enter on the stock takes them in their order).</translation>
    </message>
    <message>
        <source>, and a card can then go to a foundation</source>
        <translation>, and a card can then go to a foundation</translation>
    </message>
    <message>
        <source>, and {n} cards can then go to the foundations</source>
        <translation>, and {n} cards can then go to the foundations</translation>
    </message>
    <message>
        <source>: a new card takes its place</source>
        <translation>: a new card takes its place</translation>
    </message>
    <message>
        <source>: it clears the {pile_name}</source>
        <translation>: it clears the {pile_name}</translation>
    </message>
    <message>
        <source>: it frees {pile}</source>
        <translation>: it frees {pile}</translation>
    </message>
    <message>
        <source>: it keeps the waste piles free</source>
        <translation>: it keeps the waste piles free</translation>
    </message>
    <message>
        <source>: it turns up the next {pile_name} card</source>
        <translation>: it turns up the next {pile_name} card</translation>
    </message>
    <message>
        <source>: it uncovers the {card}</source>
        <translation>: it uncovers the {card}</translation>
    </message>
    <message>
        <source>A king is set aside, not put under a pile.</source>
        <translation>A king is set aside, not put under a pile.</translation>
    </message>
    <message>
        <source>A redeal comes only when the stock is used up and the hand is empty.</source>
        <translation>A redeal comes only when the stock is used up and the hand is empty.</translation>
    </message>
    <message>
        <source>A reserve card can only go to a foundation.</source>
        <translation>A reserve card can only go to a foundation.</translation>
    </message>
    <message>
        <source>An ace taken from inside the reserve can only start a foundation.</source>
        <translation>An ace taken from inside the reserve can only start a foundation.</translation>
    </message>
    <message>
        <source>An empty column takes no card.</source>
        <translation>An empty column takes no card.</translation>
    </message>
    <message>
        <source>An empty pile takes no card.</source>
        <translation>An empty pile takes no card.</translation>
    </message>
    <message>
        <source>An empty reserve takes no cards.</source>
        <translation>An empty reserve takes no cards.</translation>
    </message>
    <message>
        <source>Cards are not built on one another while the stock has cards: the {card} can go only to a foundation now.</source>
        <translation>Cards are not built on one another while the stock has cards: the {card} can go only to a foundation now.</translation>
    </message>
    <message>
        <source>Cards never move from one waste pile to another.</source>
        <translation>Cards never move from one waste pile to another.</translation>
    </message>
    <message>
        <source>Cards on a foundation never move again.</source>
        <translation>Cards on a foundation never move again.</translation>
    </message>
    <message>
        <source>Cards on the foundations never move again.</source>
        <translation>Cards on the foundations never move again.</translation>
    </message>
    <message>
        <source>Click the stock to deal the next row.</source>
        <translation>Click the stock to deal the next row.</translation>
    </message>
    <message>
        <source>Column {n} is empty.</source>
        <translation>Column {n} is empty.</translation>
    </message>
    <message>
        <source>Column {n} is empty: there is nothing to gather.</source>
        <translation>Column {n} is empty: there is nothing to gather.</translation>
    </message>
    <message>
        <source>Deal the next row.</source>
        <translation>Deal the next row.</translation>
    </message>
    <message>
        <source>Finish gathering the piles for the redeal first: pick up the next pile.</source>
        <translation>Finish gathering the piles for the redeal first: pick up the next pile.</translation>
    </message>
    <message>
        <source>Gather a pile by picking it up into the stock.</source>
        <translation>Gather a pile by picking it up into the stock.</translation>
    </message>
    <message>
        <source>Gather column {n} for the redeal.</source>
        <translation>Gather column {n} for the redeal.</translation>
    </message>
    <message>
        <source>Gather pile {n} for the redeal.</source>
        <translation>Gather pile {n} for the redeal.</translation>
    </message>
    <message>
        <source>Gather the waste piles for a redeal.</source>
        <translation>Gather the waste piles for a redeal.</translation>
    </message>
    <message>
        <source>In this game you turn the stock and move single cards; nothing else.</source>
        <translation>In this game you turn the stock and move single cards; nothing else.</translation>
    </message>
    <message>
        <source>Make the next step.</source>
        <translation>Make the next step.</translation>
    </message>
    <message>
        <source>Move the {card} onto the {card2}</source>
        <translation>Move the {card} onto the {card2}</translation>
    </message>
    <message>
        <source>Move the {card} to {pile}</source>
        <translation>Move the {card} to {pile}</translation>
    </message>
    <message>
        <source>No moves left.</source>
        <translation>No moves left.</translation>
    </message>
    <message>
        <source>No redeal is left: all {n} have been used.</source>
        <translation>No redeal is left: all {n} have been used.</translation>
    </message>
    <message>
        <source>No useful move left.</source>
        <translation>No useful move left.</translation>
    </message>
    <message>
        <source>No useful move — deal the next row.</source>
        <translation>No useful move — deal the next row.</translation>
    </message>
    <message>
        <source>No useful move — gather the waste piles for a redeal.</source>
        <translation>No useful move — gather the waste piles for a redeal.</translation>
    </message>
    <message>
        <source>No useful move — redeal the columns.</source>
        <translation>No useful move — redeal the columns.</translation>
    </message>
    <message>
        <source>No useful move — turn the stock.</source>
        <translation>No useful move — turn the stock.</translation>
    </message>
    <message>
        <source>Nothing can go on {a_rank} in the reserve.</source>
        <translation>Nothing can go on {a_rank} in the reserve.</translation>
    </message>
    <message>
        <source>Nothing goes back to the stock.</source>
        <translation>Nothing goes back to the stock.</translation>
    </message>
    <message>
        <source>Nothing goes on {a_rank} on a foundation.</source>
        <translation>Nothing goes on {a_rank} on a foundation.</translation>
    </message>
    <message>
        <source>Nothing moves from the reserve to a waste pile.</source>
        <translation>Nothing moves from the reserve to a waste pile.</translation>
    </message>
    <message>
        <source>Only in Babette are the piles gathered one by one.</source>
        <translation>Only in Babette are the piles gathered one by one.</translation>
    </message>
    <message>
        <source>Only one ace may be taken from inside the reserve, and it has been taken.</source>
        <translation>Only one ace may be taken from inside the reserve, and it has been taken.</translation>
    </message>
    <message>
        <source>Only the bottom card of a column can be moved.</source>
        <translation>Only the bottom card of a column can be moved.</translation>
    </message>
    <message>
        <source>Only the bottom card of column {n}, the {card}, can be moved.</source>
        <translation>Only the bottom card of column {n}, the {card}, can be moved.</translation>
    </message>
    <message>
        <source>Only the hand card can go on a waste pile.</source>
        <translation>Only the hand card can go on a waste pile.</translation>
    </message>
    <message>
        <source>Only the hand card or a waste pile's top card can extend the reserve.</source>
        <translation>Only the hand card or a waste pile's top card can extend the reserve.</translation>
    </message>
    <message>
        <source>Only the outer card of {pile} is available.</source>
        <translation>Only the outer card of {pile} is available.</translation>
    </message>
    <message>
        <source>Only the stock's next card comes into the hand: turn the stock.</source>
        <translation>Only the stock's next card comes into the hand: turn the stock.</translation>
    </message>
    <message>
        <source>Only the top card of a pile can be moved.</source>
        <translation>Only the top card of a pile can be moved.</translation>
    </message>
    <message>
        <source>Only the top card of pile {n}, the {card}, can be moved.</source>
        <translation>Only the top card of pile {n}, the {card}, can be moved.</translation>
    </message>
    <message>
        <source>Only the turned card can move now.</source>
        <translation>Only the turned card can move now.</translation>
    </message>
    <message>
        <source>Only the turned {card} can move now.</source>
        <translation>Only the turned {card} can move now.</translation>
    </message>
    <message>
        <source>Pile {n} is empty.</source>
        <translation>Pile {n} is empty.</translation>
    </message>
    <message>
        <source>Pile {n} is empty: there is nothing to gather.</source>
        <translation>Pile {n} is empty: there is nothing to gather.</translation>
    </message>
    <message>
        <source>Pile {n} picked up for the redeal: click the other piles in the order you choose (a click on the stock takes the next one in the offered order).</source>
        <translation>Pile {n} picked up for the redeal: click the other piles in the order you choose (a click on the stock takes the next one in the offered order).</translation>
    </message>
    <message>
        <source>Place the card in your hand before turning the next one.</source>
        <translation>Place the card in your hand before turning the next one.</translation>
    </message>
    <message>
        <source>Put the {card} on the ace foundation of {suits}</source>
        <translation>Put the {card} on the ace foundation of {suits}</translation>
    </message>
    <message>
        <source>Put the {card} on the king foundation of {suits}</source>
        <translation>Put the {card} on the king foundation of {suits}</translation>
    </message>
    <message>
        <source>Put the {card} on the reserve</source>
        <translation>Put the {card} on the reserve</translation>
    </message>
    <message>
        <source>Put the {card} on {pile}</source>
        <translation>Put the {card} on {pile}</translation>
    </message>
    <message>
        <source>Put the {card} on {pile}, which is empty</source>
        <translation>Put the {card} on {pile}, which is empty</translation>
    </message>
    <message>
        <source>Put the {card} on {pile}: covering the {card2} costs least</source>
        <translation>Put the {card} on {pile}: covering the {card2} costs least</translation>
    </message>
    <message>
        <source>Put the {card} on {pile}: the {card2} there is wanted after it</source>
        <translation>Put the {card} on {pile}: the {card2} there is wanted after it</translation>
    </message>
    <message>
        <source>Redeal by gathering the piles one by one, in the order you choose.</source>
        <translation>Redeal by gathering the piles one by one, in the order you choose.</translation>
    </message>
    <message>
        <source>Redeal the columns.</source>
        <translation>Redeal the columns.</translation>
    </message>
    <message>
        <source>Start a foundation with the {card}</source>
        <translation>Start a foundation with the {card}</translation>
    </message>
    <message>
        <source>Start the ace foundation of {suits} with the {card}</source>
        <translation>Start the ace foundation of {suits} with the {card}</translation>
    </message>
    <message>
        <source>Start the king foundation of {suits} with the {card}</source>
        <translation>Start the king foundation of {suits} with the {card}</translation>
    </message>
    <message>
        <source>Take the {card} from inside the reserve to start a foundation</source>
        <translation>Take the {card} from inside the reserve to start a foundation</translation>
    </message>
    <message>
        <source>That card has nowhere to go now.</source>
        <translation>That card has nowhere to go now.</translation>
    </message>
    <message>
        <source>That foundation is complete: it holds {n} cards.</source>
        <translation>That foundation is complete: it holds {n} cards.</translation>
    </message>
    <message>
        <source>That is not a move.</source>
        <translation>That is not a move.</translation>
    </message>
    <message>
        <source>That kind of move is not part of this game.</source>
        <translation>That kind of move is not part of this game.</translation>
    </message>
    <message>
        <source>That move is allowed.</source>
        <translation>That move is allowed.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
    <message>
        <source>The ace foundation of {suits} is complete.</source>
        <translation>The ace foundation of {suits} is complete.</translation>
    </message>
    <message>
        <source>The ace foundation of {suits} starts with an ace.</source>
        <translation>The ace foundation of {suits} starts with an ace.</translation>
    </message>
    <message>
        <source>The ace foundation of {suits} takes only {suits}.</source>
        <translation>The ace foundation of {suits} takes only {suits}.</translation>
    </message>
    <message>
        <source>The ace foundation of {suits} takes the {card} next, not the {card2}.</source>
        <translation>The ace foundation of {suits} takes the {card} next, not the {card2}.</translation>
    </message>
    <message>
        <source>The game is over: no card is left to turn.</source>
        <translation>The game is over: no card is left to turn.</translation>
    </message>
    <message>
        <source>The game is won: every card is on the foundations.</source>
        <translation>The game is won: every card is on the foundations.</translation>
    </message>
    <message>
        <source>The king foundation of {suits} is complete.</source>
        <translation>The king foundation of {suits} is complete.</translation>
    </message>
    <message>
        <source>The king foundation of {suits} starts with a king.</source>
        <translation>The king foundation of {suits} starts with a king.</translation>
    </message>
    <message>
        <source>The king foundation of {suits} takes only {suits}.</source>
        <translation>The king foundation of {suits} takes only {suits}.</translation>
    </message>
    <message>
        <source>The king foundation of {suits} takes the {card} next, not the {card2}.</source>
        <translation>The king foundation of {suits} takes the {card} next, not the {card2}.</translation>
    </message>
    <message>
        <source>The one redeal has already been used.</source>
        <translation>The one redeal has already been used.</translation>
    </message>
    <message numerus="yes">
        <source>The order of {pile} alone makes this deal impossible: its %n outer cards, down to the {card}, cannot all reach the foundations, even were every other card free.</source>
        <translation>
            <numerusform>The order of {pile} alone makes this deal impossible: its %n outer card, the {card}, cannot reach the foundations, even were every other card free.</numerusform>
            <numerusform>The order of {pile} alone makes this deal impossible: its %n outer cards, down to the {card}, cannot all reach the foundations, even were every other card free.</numerusform>
        </translation>
    </message>
    <message>
        <source>The piles are gathered only when the stock is empty.</source>
        <translation>The piles are gathered only when the stock is empty.</translation>
    </message>
    <message>
        <source>The redeal comes only when the stock is empty.</source>
        <translation>The redeal comes only when the stock is empty.</translation>
    </message>
    <message>
        <source>The stock is empty and there is no redeal left.</source>
        <translation>The stock is empty and there is no redeal left.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>The stock is empty.</translation>
    </message>
    <message>
        <source>The stock is empty: gather the piles to deal them again.</source>
        <translation>The stock is empty: gather the piles to deal them again.</translation>
    </message>
    <message>
        <source>The stock is empty: gather the waste piles for a redeal.</source>
        <translation>The stock is empty: gather the waste piles for a redeal.</translation>
    </message>
    <message>
        <source>The stock is empty: redeal to deal the columns again.</source>
        <translation>The stock is empty: redeal to deal the columns again.</translation>
    </message>
    <message>
        <source>The stock is spent, and the solver cannot tell whether this game can still be won.</source>
        <translation>The stock is spent, and the solver cannot tell whether this game can still be won.</translation>
    </message>
    <message>
        <source>The stock is spent, and the solver proves that no line of moves wins from here.</source>
        <translation>The stock is spent, and the solver proves that no line of moves wins from here.</translation>
    </message>
    <message>
        <source>The {card} can go only to a foundation or onto another column.</source>
        <translation>The {card} can go only to a foundation or onto another column.</translation>
    </message>
    <message>
        <source>The {card} can go only to a foundation or onto another pile.</source>
        <translation>The {card} can go only to a foundation or onto another pile.</translation>
    </message>
    <message>
        <source>The {card} can go only to {pile}: drop it there.</source>
        <translation>The {card} can go only to {pile}: drop it there.</translation>
    </message>
    <message>
        <source>The {card} can go only under the {ranks}' pile: drop it there.</source>
        <translation>The {card} can go only under the {ranks}' pile: drop it there.</translation>
    </message>
    <message>
        <source>The {card} can only go on the {card2} or the {card3}.</source>
        <translation>The {card} can only go on the {card2} or the {card3}.</translation>
    </message>
    <message>
        <source>The {card} can only go on the {card2}.</source>
        <translation>The {card} can only go on the {card2}.</translation>
    </message>
    <message>
        <source>The {card} goes under the {ranks}' pile.</source>
        <translation>The {card} goes under the {ranks}' pile.</translation>
    </message>
    <message>
        <source>The {card} has nowhere to go now.</source>
        <translation>The {card} has nowhere to go now.</translation>
    </message>
    <message>
        <source>The {card} is already on column {n}.</source>
        <translation>The {card} is already on column {n}.</translation>
    </message>
    <message>
        <source>The {card} is already on pile {n}.</source>
        <translation>The {card} is already on pile {n}.</translation>
    </message>
    <message>
        <source>The {card} is not in your hand; only {card2} can move.</source>
        <translation>The {card} is not in your hand; only {card2} can move.</translation>
    </message>
    <message>
        <source>The {card} is not in {pile}.</source>
        <translation>The {card} is not in {pile}.</translation>
    </message>
    <message>
        <source>The {card} is not the top of {pile}; only {card2} can move.</source>
        <translation>The {card} is not the top of {pile}; only {card2} can move.</translation>
    </message>
    <message>
        <source>The {card} is set aside.</source>
        <translation>The {card} is set aside.</translation>
    </message>
    <message>
        <source>The {card} turned up in its own pile, which ends the game.</source>
        <translation>The {card} turned up in its own pile, which ends the game.</translation>
    </message>
    <message>
        <source>The {card} was the last of the travellers, and cards are still face down.</source>
        <translation>The {card} was the last of the travellers, and cards are still face down.</translation>
    </message>
    <message>
        <source>The {card} was the reserve's last card, and cards are still face down.</source>
        <translation>The {card} was the reserve's last card, and cards are still face down.</translation>
    </message>
    <message>
        <source>The {card} went back: drop it on one of the {n} places that take it.</source>
        <translation>The {card} went back: drop it on one of the {n} places that take it.</translation>
    </message>
    <message>
        <source>The {card} went to a pile with no card left to turn, which ends the game.</source>
        <translation>The {card} went to a pile with no card left to turn, which ends the game.</translation>
    </message>
    <message>
        <source>There are no cards left in the columns to redeal.</source>
        <translation>There are no cards left in the columns to redeal.</translation>
    </message>
    <message>
        <source>There are no waste cards to gather for a redeal.</source>
        <translation>There are no waste cards to gather for a redeal.</translation>
    </message>
    <message>
        <source>There is no card on {pile} to move.</source>
        <translation>There is no card on {pile} to move.</translation>
    </message>
    <message>
        <source>There is no such place on the table.</source>
        <translation>There is no such place on the table.</translation>
    </message>
    <message>
        <source>This game has no redeal: the deck is dealt only once.</source>
        <translation>This game has no redeal: the deck is dealt only once.</translation>
    </message>
    <message>
        <source>This game has no redeal: the stock is gone through once.</source>
        <translation>This game has no redeal: the stock is gone through once.</translation>
    </message>
    <message>
        <source>Turn the stock first: its card comes into your hand.</source>
        <translation>Turn the stock first: its card comes into your hand.</translation>
    </message>
    <message>
        <source>Turn the stock's top card into the hand.</source>
        <translation>Turn the stock's top card into the hand.</translation>
    </message>
    <message>
        <source>Turn the stock.</source>
        <translation>Turn the stock.</translation>
    </message>
    <message>
        <source>You ended this game.</source>
        <translation>You ended this game.</translation>
    </message>
    <message>
        <source>{A_rank} can only go under the {ranks}' pile.</source>
        <translation>{A_rank} can only go under the {ranks}' pile.</translation>
    </message>
    <message>
        <source>{A_rank} cannot go on that foundation: it needs {a_rank2}.</source>
        <translation>{A_rank} cannot go on that foundation: it needs {a_rank2}.</translation>
    </message>
    <message>
        <source>{A_rank} cannot go on the reserve's {rank2}: it needs {a_rank3}.</source>
        <translation>{A_rank} cannot go on the reserve's {rank2}: it needs {a_rank3}.</translation>
    </message>
    <message>
        <source>{A_rank} cannot start a foundation: only {ranks2} can.</source>
        <translation>{A_rank} cannot start a foundation: only {ranks2} can.</translation>
    </message>
    <message>
        <source>{Pile} would then hold {n} cards more than the smallest waste pile; keep them within {m}.</source>
        <translation>{Pile} would then hold {n} cards more than the smallest waste pile; keep them within {m}.</translation>
    </message>
</context>
<context>
    <name>SolverDialog</name>
    <message>
        <source> (searched {positions} positions a deal)</source>
        <translation> (searched {positions} positions a deal)</translation>
    </message>
    <message>
        <source> (searched {positions} positions a deal, and those left unknown again for up to {seconds} s each)</source>
        <translation> (searched {positions} positions a deal, and those left unknown again for up to {seconds} s each)</translation>
    </message>
    <message>
        <source>&amp;Ask again</source>
        <translation>&amp;Ask again</translation>
    </message>
    <message>
        <source>&amp;Deal only winnable games</source>
        <translation>&amp;Deal only winnable games</translation>
    </message>
    <message>
        <source>&amp;Show solution</source>
        <translation>&amp;Show solution</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <source>, so the odds lie between {low}% and {high}%</source>
        <translation>, so the odds lie between {low}% and {high}%</translation>
    </message>
    <message>
        <source>; always following the hints wins {share}%</source>
        <translation>; always following the hints wins {share}%</translation>
    </message>
    <message>
        <source>; always following the hints wins {share}% (over {count} deals)</source>
        <translation>; always following the hints wins {share}% (over {count} deals)</translation>
    </message>
    <message>
        <source>; played out, {share}% come out</source>
        <translation>; played out, {share}% come out</translation>
    </message>
    <message>
        <source>Another game is on the table: ask again about it.</source>
        <translation>Another game is on the table: ask again about it.</translation>
    </message>
    <message>
        <source>Ask the solver whether this deal can still be won</source>
        <translation>Ask the solver whether this deal can still be won</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Cancelled before an answer.</source>
        <translation>Cancelled before an answer.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Game #{number} can be won (from the solver's list).</source>
        <translation>Game #{number} can be won (from the solver's list).</translation>
    </message>
    <message>
        <source>Game #{number} can be won.</source>
        <translation>Game #{number} can be won.</translation>
    </message>
    <message>
        <source>Game #{number} can be won; you played on, so it was not dealt.</source>
        <translation>Game #{number} can be won; you played on, so it was not dealt.</translation>
    </message>
    <message>
        <source>Go on with this search for twice as long.</source>
        <translation>Go on with this search for twice as long.</translation>
    </message>
    <message>
        <source>Is this deal &amp;winnable?…</source>
        <translation>Is this deal &amp;winnable?…</translation>
    </message>
    <message>
        <source>Is this deal winnable?</source>
        <translation>Is this deal winnable?</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Looking for a winnable deal…</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a winnable deal… (%n deals tried)</source>
        <translation>
            <numerusform>Looking for a winnable deal… (%n deal tried)</numerusform>
            <numerusform>Looking for a winnable deal… (%n deals tried)</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Looking for a winning line…</translation>
    </message>
    <message>
        <source>No answer within the time limit.</source>
        <translation>No answer within the time limit.</translation>
    </message>
    <message>
        <source>No answer: this search has used all the memory it may; more time would not help.</source>
        <translation>No answer: this search has used all the memory it may; more time would not help.</translation>
    </message>
    <message numerus="yes">
        <source>No deal of this game is known to be winnable; game #{number} at least is not proved lost (%n tried).</source>
        <translation>
            <numerusform>No deal of this game is known to be winnable; game #{number} at least is not proved lost (%n tried).</numerusform>
            <numerusform>No deal of this game is known to be winnable; game #{number} at least is not proved lost (%n tried).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No winnable deal found in time (%n deals tried): this one may not come out.</source>
        <translation>
            <numerusform>No winnable deal found in time (%n deal tried): this one may not come out.</numerusform>
            <numerusform>No winnable deal found in time (%n deals tried): this one may not come out.</numerusform>
        </translation>
    </message>
    <message>
        <source>None of {deals} deals proved winnable: this one is dealt as it comes.</source>
        <translation>None of {deals} deals proved winnable: this one is dealt as it comes.</translation>
    </message>
    <message>
        <source>Python search</source>
        <translation>Python search</translation>
    </message>
    <message>
        <source>Search &amp;longer</source>
        <translation>Search &amp;longer</translation>
    </message>
    <message>
        <source>Solver odds: not measured.</source>
        <translation>Solver odds: not measured.</translation>
    </message>
    <message>
        <source>Solver: {winnable}% winnable, {lost}% lost, {unknown}% unknown of {deals} deals</source>
        <translation>Solver: {winnable}% winnable, {lost}% lost, {unknown}% unknown of {deals} deals</translation>
    </message>
    <message>
        <source>The cards have moved since the answer: ask again.</source>
        <translation>The cards have moved since the answer: ask again.</translation>
    </message>
    <message>
        <source>The cards have moved since this answer: ask again about the game as it is now.</source>
        <translation>The cards have moved since this answer: ask again about the game as it is now.</translation>
    </message>
    <message>
        <source>The fast solver is not installed, so this one decides few deals. Install Patience Qt from a wheel, the app bundle or the .deb, or from source with a C compiler, to get it.</source>
        <translation>The fast solver is not installed, so this one decides few deals. Install Patience Qt from a wheel, the app bundle or the .deb, or from source with a C compiler, to get it.</translation>
    </message>
    <message>
        <source>The solver's answer about the game on the table comes below.</source>
        <translation>The solver's answer about the game on the table comes below.</translation>
    </message>
    <message numerus="yes">
        <source>This deal can still be won (a line of %n moves).</source>
        <translation>
            <numerusform>This deal can still be won (a line of %n move).</numerusform>
            <numerusform>This deal can still be won (a line of %n moves).</numerusform>
        </translation>
    </message>
    <message>
        <source>This deal cannot be won from here.</source>
        <translation>This deal cannot be won from here.</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>This game is won.</translation>
    </message>
    <message>
        <source>compiled search</source>
        <translation>compiled search</translation>
    </message>
    <message numerus="yes">
        <source>{seconds} s, %Ln positions</source>
        <translation>
            <numerusform>{seconds} s, %Ln position</numerusform>
            <numerusform>{seconds} s, %Ln positions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>Undone: {move}</source>
        <translation>Undone: {move}</translation>
    </message>
    <message>
        <source>{game}, game {number}</source>
        <translation>{game}, game {number}</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>card {number} of {count}</source>
        <translation>card {number} of {count}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>face-down card</translation>
    </message>
    <message>
        <source>takes the {card}</source>
        <translation>takes the {card}</translation>
    </message>
    <message>
        <source>takes {a_rank}</source>
        <translation>takes {a_rank}</translation>
    </message>
    <message>
        <source>takes {suits}</source>
        <translation>takes {suits}</translation>
    </message>
    <message>
        <source>top card</source>
        <translation>top card</translation>
    </message>
    <message>
        <source>turn the stock: {card}</source>
        <translation>turn the stock: {card}</translation>
    </message>
    <message>
        <source>{card} to {place}</source>
        <translation>{card} to {place}</translation>
    </message>
    <message numerus="yes">
        <source>{place}, %n card(s)</source>
        <translation>
            <numerusform>{place}, %n card</numerusform>
            <numerusform>{place}, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{place}, %n card(s), top: {card}</source>
        <translation>
            <numerusform>{place}, %n card, top: {card}</numerusform>
            <numerusform>{place}, %n cards, top: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}, empty</source>
        <translation>{place}, empty</translation>
    </message>
    <message>
        <source>{place}: {card}</source>
        <translation>{place}: {card}</translation>
    </message>
    <message>
        <source>{rank} of {suits}</source>
        <translation>{rank} of {suits}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won with help</source>
        <translation>
            <numerusform>%n won with help</numerusform>
            <numerusform>%n won with help</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reset this game</source>
        <translation>&amp;Reset this game</translation>
    </message>
    <message>
        <source>A chart of the table's win rates.</source>
        <translation>A chart of the table's win rates.</translation>
    </message>
    <message numerus="yes">
        <source>All games: %n played</source>
        <translation>
            <numerusform>All games: %n played</numerusform>
            <numerusform>All games: %n played</numerusform>
        </translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Best time</translation>
    </message>
    <message>
        <source>Days whose deal of the day was won (Game → Deal of the day), and the latest</source>
        <translation>Days whose deal of the day was won (Game → Deal of the day), and the latest</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Days won</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Fewest moves</translation>
    </message>
    <message>
        <source>Forget the statistics of all games?</source>
        <translation>Forget the statistics of all games?</translation>
    </message>
    <message>
        <source>Forget the statistics of {game}?</source>
        <translation>Forget the statistics of {game}?</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Games the solver helped to win: counted as played, not won</source>
        <translation>Games the solver helped to win: counted as played, not won</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Longest streak</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Reset &amp;all</source>
        <translation>Reset &amp;all</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <source>Results by game</source>
        <translation>Results by game</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Streak</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Win rate by game</source>
        <translation>Win rate by game</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Won with help</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>not played yet</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>{count}, latest {date}</source>
        <translation>{count}, latest {date}</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Status bar</source>
        <translation>Status bar</translation>
    </message>
</context>
<context>
    <name>Suits</name>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>genitive</comment>
        <translation>clubs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>genitive</comment>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>genitive</comment>
        <translation>hearts</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>genitive</comment>
        <translation>spades</translation>
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
        <translation>Tab and the arrows go round the cards that can move; Enter plays the card's best move; Space takes it up to choose the place; Escape puts it back; H gives a hint.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>{name}: nothing but the stock can be used</source>
        <translation>{name}: nothing but the stock can be used</translation>
    </message>
    <message>
        <source>{name}: the only card that can move</source>
        <translation>{name}: the only card that can move</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>The {card} goes to the lit place: arrows to choose another, Enter to put it there, Escape to leave it.</source>
        <translation>The {card} goes to the lit place: arrows to choose another, Enter to put it there, Escape to leave it.</translation>
    </message>
</context>
<context>
    <name>WhereBox</name>
    <message>
        <source>&amp;Ask again</source>
        <translation>&amp;Ask again</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Undo to there</source>
        <translation>&amp;Undo to there</translation>
    </message>
    <message numerus="yes">
        <source>After move {number} the deal could still be won; the solver could not decide the position after the next move in %n seconds: it is not proved lost.</source>
        <translation>
            <numerusform>After move {number} the deal could still be won; the solver could not decide the position after the next move in %n second: it is not proved lost.</numerusform>
            <numerusform>After move {number} the deal could still be won; the solver could not decide the position after the next move in %n seconds: it is not proved lost.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another game is on the table: ask again about it.</source>
        <translation>Another game is on the table: ask again about it.</translation>
    </message>
    <message>
        <source>Ask the solver which move lost this deal</source>
        <translation>Ask the solver which move lost this deal</translation>
    </message>
    <message>
        <source>Back after move {number}, where the deal could still be won: Undo brings the game back as it was.</source>
        <translation>Back after move {number}, where the deal could still be won: Undo brings the game back as it was.</translation>
    </message>
    <message>
        <source>Back before move {number}: Undo brings the game back as it was.</source>
        <translation>Back before move {number}: Undo brings the game back as it was.</translation>
    </message>
    <message>
        <source>Between move {low} and move {high}</source>
        <translation>Between move {low} and move {high}</translation>
    </message>
    <message>
        <source>Between the deal and move {high}</source>
        <translation>Between the deal and move {high}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Cancelled before an answer.</source>
        <translation>Cancelled before an answer.</translation>
    </message>
    <message>
        <source>Go back to just after move {number}, where the deal could still be won, as one step that Undo brings back. A win from there counts as won with help.</source>
        <translation>Go back to just after move {number}, where the deal could still be won, as one step that Undo brings back. A win from there counts as won with help.</translation>
    </message>
    <message>
        <source>Instead, the {move} keeps the deal winnable.</source>
        <translation>Instead, the {move} keeps the deal winnable.</translation>
    </message>
    <message>
        <source>Instead, {move}: that keeps the deal winnable.</source>
        <translation>Instead, {move}: that keeps the deal winnable.</translation>
    </message>
    <message>
        <source>It was an automatic move after move {number}, which the winning line plays too.</source>
        <translation>It was an automatic move after move {number}, which the winning line plays too.</translation>
    </message>
    <message>
        <source>It was lost by move {number} at the latest.</source>
        <translation>It was lost by move {number} at the latest.</translation>
    </message>
    <message>
        <source>Look back along the game as it is now.</source>
        <translation>Look back along the game as it is now.</translation>
    </message>
    <message>
        <source>Looking back along the game for the move that lost it…</source>
        <translation>Looking back along the game for the move that lost it…</translation>
    </message>
    <message>
        <source>Move {number} ({move}) lost the deal: before it, the deal could still be won.</source>
        <translation>Move {number} ({move}) lost the deal: before it, the deal could still be won.</translation>
    </message>
    <message>
        <source>Move {number} is outlined on the table; play it, and the automatic moves after it are held back so that the move to play instead can be played.</source>
        <translation>Move {number} is outlined on the table; play it, and the automatic moves after it are held back so that the move to play instead can be played.</translation>
    </message>
    <message>
        <source>Move {number} lost the deal: before it, the deal could still be won.</source>
        <translation>Move {number} lost the deal: before it, the deal could still be won.</translation>
    </message>
    <message>
        <source>Move {number}, the {move}, lost the deal: before it, the deal could still be won.</source>
        <translation>Move {number}, the {move}, lost the deal: before it, the deal could still be won.</translation>
    </message>
    <message>
        <source>Play the outlined move; the automatic moves after it are held back.</source>
        <translation>Play the outlined move; the automatic moves after it are held back.</translation>
    </message>
    <message>
        <source>Solves done: {done} of at most {most}</source>
        <translation>Solves done: {done} of at most {most}</translation>
    </message>
    <message>
        <source>Take back move {number} and every move after it, as one step that Undo brings back. A win from there counts as won with help.</source>
        <translation>Take back move {number} and every move after it, as one step that Undo brings back. A win from there counts as won with help.</translation>
    </message>
    <message>
        <source>The deal could be won from the start; after its first move the solver could not decide.</source>
        <translation>The deal could be won from the start; after its first move the solver could not decide.</translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won from the start; the solver could not decide the position after the first move in %n seconds: it is not proved lost.</source>
        <translation>
            <numerusform>The deal could be won from the start; the solver could not decide the position after the first move in %n second: it is not proved lost.</numerusform>
            <numerusform>The deal could be won from the start; the solver could not decide the position after the first move in %n seconds: it is not proved lost.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal could be won up to move {number}; after that the solver could not decide.</source>
        <translation>The deal could be won up to move {number}; after that the solver could not decide.</translation>
    </message>
    <message>
        <source>The game has changed since you asked.</source>
        <translation>The game has changed since you asked.</translation>
    </message>
    <message>
        <source>The game has changed since you asked: ask again.</source>
        <translation>The game has changed since you asked: ask again.</translation>
    </message>
    <message>
        <source>The move to play instead is outlined on the table.</source>
        <translation>The move to play instead is outlined on the table.</translation>
    </message>
    <message>
        <source>The solver could not decide where the deal was lost, only that it was lost by move {number} at the latest.</source>
        <translation>The solver could not decide where the deal was lost, only that it was lost by move {number} at the latest.</translation>
    </message>
    <message>
        <source>The solver could not decide, in the time it had, whether this deal could be won at any point of the game.</source>
        <translation>The solver could not decide, in the time it had, whether this deal could be won at any point of the game.</translation>
    </message>
    <message numerus="yes">
        <source>The solver looked at %n positions of this game.</source>
        <translation>
            <numerusform>The solver looked at %n position of this game.</numerusform>
            <numerusform>The solver looked at %n positions of this game.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver looks back along the game for the move that lost it.</source>
        <translation>The solver looks back along the game for the move that lost it.</translation>
    </message>
    <message>
        <source>There is nothing to look back on in this game.</source>
        <translation>There is nothing to look back on in this game.</translation>
    </message>
    <message>
        <source>This deal could not be won from the first card.</source>
        <translation>This deal could not be won from the first card.</translation>
    </message>
    <message>
        <source>This deal could not be won from the first card: no line of play from the deal wins it.</source>
        <translation>This deal could not be won from the first card: no line of play from the deal wins it.</translation>
    </message>
    <message>
        <source>This game can still be won.</source>
        <translation>This game can still be won.</translation>
    </message>
    <message>
        <source>Those cards, the outer one first: {cards}.</source>
        <translation>Those cards, the outer one first: {cards}.</translation>
    </message>
    <message>
        <source>W&amp;here did it go wrong?…</source>
        <translation>W&amp;here did it go wrong?…</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Where did it go wrong?</translation>
    </message>
    <message>
        <source>{seconds} s of at most {most} s</source>
        <translation>{seconds} s of at most {most} s</translation>
    </message>
</context>
<context>
    <name>WinnabilityLight</name>
    <message>
        <source>Can no longer be won</source>
        <translation>Can no longer be won</translation>
    </message>
    <message>
        <source>Can no longer be won (since move {number})</source>
        <translation>Can no longer be won (since move {number})</translation>
    </message>
    <message>
        <source>Can still be won</source>
        <translation>Can still be won</translation>
    </message>
    <message>
        <source>Could not be won from the start</source>
        <translation>Could not be won from the start</translation>
    </message>
    <message>
        <source>The solver's verdict on the cards on the table, after each move (Settings → Preferences)</source>
        <translation>The solver's verdict on the cards on the table, after each move (Settings → Preferences)</translation>
    </message>
</context>
</TS>
