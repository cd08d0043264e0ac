<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>countdown::Contestant</name>
    <message>
        <source>Ollie</source>
        <translation>Ollie</translation>
    </message>
    <message>
        <source>New to the game: tries the obvious sums, and often stops short.</source>
        <translation>New to the game: tries the obvious sums, and often stops short.</translation>
    </message>
    <message>
        <source>Priya</source>
        <translation>Priya</translation>
    </message>
    <message>
        <source>Plays along at home: finds the easy rounds, and seldom divides.</source>
        <translation>Plays along at home: finds the easy rounds, and seldom divides.</translation>
    </message>
    <message>
        <source>Hugo</source>
        <translation>Hugo</translation>
    </message>
    <message>
        <source>Club player: gets most rounds, but a long one can beat him.</source>
        <translation>Club player: gets most rounds, but a long one can beat him.</translation>
    </message>
    <message>
        <source>Mei</source>
        <translation>Mei</translation>
    </message>
    <message>
        <source>Contender: sees nearly everything, given the whole clock.</source>
        <translation>Contender: sees nearly everything, given the whole clock.</translation>
    </message>
    <message>
        <source>Zara</source>
        <translation>Zara</translation>
    </message>
    <message>
        <source>Champion: finds any solution within seconds.</source>
        <translation>Champion: finds any solution within seconds.</translation>
    </message>
</context>
<context>
    <name>countdown::DailyShare</name>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>within 5</source>
        <translation>within 5</translation>
    </message>
    <message>
        <source>within 10</source>
        <translation>within 10</translation>
    </message>
    <message>
        <source>further off</source>
        <translation>further off</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>no answer</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>answer shown</translation>
    </message>
    <message>
        <source>Countdown Numbers #%1 · %2</source>
        <extracomment>The first line of the shared result: %1 is the puzzle&apos;s number, %2 its date (2026-12-01)</extracomment>
        <translation>Countdown Numbers #%1 · %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Countdown Numbers set #%1 · %2</source>
        <extracomment>The first line of the shared daily set: %1 is the set&apos;s number, %2 its date (2026-12-05)</extracomment>
        <translation>Countdown Numbers set #%1 · %2</translation>
    </message>
</context>
<context>
    <name>countdown::Error</name>
    <message>
        <source>A number is missing</source>
        <translation>A number is missing</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>“%1” is not a number</translation>
    </message>
    <message>
        <source>Too few numbers: at least %1 needed</source>
        <translation>Too few numbers: at least %1 needed</translation>
    </message>
    <message>
        <source>Too many numbers: %2 given, at most %1 allowed</source>
        <translation>Too many numbers: %2 given, at most %1 allowed</translation>
    </message>
    <message>
        <source>%1 cannot be used: numbers go from %2 to %3</source>
        <translation>%1 cannot be used: numbers go from %2 to %3</translation>
    </message>
    <message>
        <source>%1 cannot be the target: targets go from %2 to %3</source>
        <translation>%1 cannot be the target: targets go from %2 to %3</translation>
    </message>
    <message>
        <source>Type a calculation first</source>
        <translation>Type a calculation first</translation>
    </message>
    <message>
        <source>“%1” is not a number, an operator or a bracket</source>
        <translation>“%1” is not a number, an operator or a bracket</translation>
    </message>
    <message>
        <source>This bracket is never closed</source>
        <translation>This bracket is never closed</translation>
    </message>
    <message>
        <source>This bracket closes nothing</source>
        <translation>This bracket closes nothing</translation>
    </message>
    <message>
        <source>A number or an opening bracket should come here</source>
        <translation>A number or an opening bracket should come here</translation>
    </message>
    <message>
        <source>An operator or a closing bracket should come here</source>
        <translation>An operator or a closing bracket should come here</translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation>%1 is too large</translation>
    </message>
    <message>
        <source>%1 is not one of the numbers</source>
        <translation>%1 is not one of the numbers</translation>
    </message>
    <message>
        <source>%1 is used more often than it appears (%2×)</source>
        <translation>%1 is used more often than it appears (%2×)</translation>
    </message>
    <message>
        <source>%1 %2 %3 would be negative</source>
        <translation>%1 %2 %3 would be negative</translation>
    </message>
    <message>
        <source>%1 %2 %3 would be zero</source>
        <translation>%1 %2 %3 would be zero</translation>
    </message>
    <message>
        <source>%1 %2 %3 is not a whole number</source>
        <translation>%1 %2 %3 is not a whole number</translation>
    </message>
    <message>
        <source>%1 cannot be divided by zero</source>
        <translation>%1 cannot be divided by zero</translation>
    </message>
    <message>
        <source>%1 %2 %3 is too large to work out</source>
        <translation>%1 %2 %3 is too large to work out</translation>
    </message>
    <message>
        <source>%1 has already been used</source>
        <translation>%1 has already been used</translation>
    </message>
    <message>
        <source>%1 cannot be combined with itself</source>
        <translation>%1 cannot be combined with itself</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>There is nothing to undo</translation>
    </message>
    <message>
        <source>There is no tile with index %1</source>
        <translation>There is no tile with index %1</translation>
    </message>
    <message>
        <source>Every number must be used. Not used yet: %1</source>
        <extracomment>%1 lists the tiles, e.g. &quot;2 and 10&quot;</extracomment>
        <translation>Every number must be used. Not used yet: %1</translation>
    </message>
    <message>
        <source>The line is too long: at most %1 bytes</source>
        <translation>The line is too long: at most %1 bytes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 says what failed, e.g. &quot;The round could not be stored in the history&quot;; %2 says why</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The round could not be stored in the history</source>
        <translation>The round could not be stored in the history</translation>
    </message>
    <message>
        <source>The game could not be started in the history</source>
        <translation>The game could not be started in the history</translation>
    </message>
    <message>
        <source>The game could not be marked as finished</source>
        <translation>The game could not be marked as finished</translation>
    </message>
    <message>
        <source>The history could not be read</source>
        <translation>The history could not be read</translation>
    </message>
    <message>
        <source>The history could not be exported</source>
        <translation>The history could not be exported</translation>
    </message>
    <message>
        <source>The history could not be cleared</source>
        <translation>The history could not be cleared</translation>
    </message>
    <message>
        <source>the SQLite driver of Qt (QSQLITE) is not installed</source>
        <translation>the SQLite driver of Qt (QSQLITE) is not installed</translation>
    </message>
    <message>
        <source>the file is write-protected</source>
        <translation>the file is write-protected</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>the file could not be opened</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>the file could not be read</translation>
    </message>
    <message>
        <source>the integrity check failed</source>
        <translation>the integrity check failed</translation>
    </message>
    <message>
        <source>the file could not be prepared</source>
        <translation>the file could not be prepared</translation>
    </message>
    <message>
        <source>bringing the history up to date failed</source>
        <translation>bringing the history up to date failed</translation>
    </message>
    <message>
        <source>the history was written by a newer version of the game (schema %1; this version knows up to %2) and was left unchanged</source>
        <translation>the history was written by a newer version of the game (schema %1; this version knows up to %2) and was left unchanged</translation>
    </message>
    <message>
        <source>the file is an SQLite database but not a history</source>
        <translation>the file is an SQLite database but not a history</translation>
    </message>
    <message>
        <source>the disk that holds %1 is full</source>
        <translation>the disk that holds %1 is full</translation>
    </message>
    <message>
        <source>it could not be moved aside</source>
        <translation>it could not be moved aside</translation>
    </message>
    <message>
        <source>a new history could not be started either</source>
        <translation>a new history could not be started either</translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation>there is no game %1</translation>
    </message>
    <message>
        <source>the backup could not be written</source>
        <translation>the backup could not be written</translation>
    </message>
    <message>
        <source>no history is being kept</source>
        <translation>no history is being kept</translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation>a list of whole numbers</translation>
    </message>
    <message>
        <source>text in quotes</source>
        <translation>text in quotes</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true or false</translation>
    </message>
    <message>
        <source>an object in braces</source>
        <translation>an object in braces</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>a whole number</translation>
    </message>
    <message>
        <source>The variant is not valid JSON (%1)</source>
        <extracomment>%1 is Qt&apos;s description of the JSON problem (in English)</extracomment>
        <translation>The variant is not valid JSON (%1)</translation>
    </message>
    <message>
        <source>The variant is too large: at most %1 bytes</source>
        <translation>The variant is too large: at most %1 bytes</translation>
    </message>
    <message>
        <source>“%1” is not a field of a variant</source>
        <translation>“%1” is not a field of a variant</translation>
    </message>
    <message>
        <source>“%1” is given more than once</source>
        <translation>“%1” is given more than once</translation>
    </message>
    <message>
        <source>A variant must be one object in braces</source>
        <translation>A variant must be one object in braces</translation>
    </message>
    <message>
        <source>“%1” must be %2</source>
        <extracomment>%2 is e.g. &quot;a whole number&quot;, &quot;a list of whole numbers&quot;</extracomment>
        <translation>“%1” must be %2</translation>
    </message>
    <message>
        <source>“%1” is %2 but must be from %3 to %4</source>
        <translation>“%1” is %2 but must be from %3 to %4</translation>
    </message>
    <message>
        <source>“%1” needs one of %2</source>
        <translation>“%1” needs one of %2</translation>
    </message>
    <message>
        <source>“%1” cannot be “%2”: use %3</source>
        <translation>“%1” cannot be “%2”: use %3</translation>
    </message>
    <message>
        <source>“%1” has %3 tiles but a round may need %2</source>
        <translation>“%1” has %3 tiles but a round may need %2</translation>
    </message>
    <message>
        <source>“%1” goes from %2 down to %3: give the lower first</source>
        <translation>“%1” goes from %2 down to %3: give the lower first</translation>
    </message>
    <message>
        <source>The variant was written by a newer version of the game (version %1; this version reads up to %2)</source>
        <translation>The variant was written by a newer version of the game (version %1; this version reads up to %2)</translation>
    </message>
    <message>
        <source>%1 is not allowed in this variant</source>
        <extracomment>%1 is an operator: +, −, × or ÷</extracomment>
        <translation>%1 is not allowed in this variant</translation>
    </message>
    <message>
        <source>There was not enough memory to finish the work</source>
        <translation>There was not enough memory to finish the work</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>Finish this round first.</translation>
    </message>
    <message>
        <source>Finish this game first.</source>
        <translation>Finish this game first.</translation>
    </message>
    <message>
        <source>The daily puzzle is yours alone: finish the game at one machine first.</source>
        <translation>The daily puzzle is yours alone: finish the game at one machine first.</translation>
    </message>
    <message>
        <source>The daily puzzle of %1 is played already.</source>
        <extracomment>%1: the day, as the player&apos;s language writes dates in full</extracomment>
        <translation>The daily puzzle of %1 is played already.</translation>
    </message>
    <message>
        <source>A game at one machine needs at least %1 players.</source>
        <extracomment>%1: the fewest people a game at one machine is played by (2)</extracomment>
        <translation>A game at one machine needs at least %1 players.</translation>
    </message>
    <message>
        <source>The odds of this variant cannot be worked out: its rounds can draw %1 distinct selections of tiles, and the odds are worked out over at most %2</source>
        <extracomment>%1: how many distinct selections of tiles the variant&apos;s rounds can draw, %2: the most the exact odds are worked out over</extracomment>
        <translation>The odds of this variant cannot be worked out: its rounds can draw %1 distinct selections of tiles, and the odds are worked out over at most %2</translation>
    </message>
    <message>
        <source>There is no code to read</source>
        <translation>There is no code to read</translation>
    </message>
    <message>
        <source>This is too long to be a code: at most %1 characters</source>
        <translation>This is too long to be a code: at most %1 characters</translation>
    </message>
    <message>
        <source>“%1” (character %2) cannot be in a code: codes are digits and letters</source>
        <extracomment>%1: the character, %2: its place in what was pasted (1 for the first)</extracomment>
        <translation>“%1” (character %2) cannot be in a code: codes are digits and letters</translation>
    </message>
    <message>
        <source>The code is mistyped: a symbol is wrong or two are swapped. Check it again</source>
        <translation>The code is mistyped: a symbol is wrong or two are swapped. Check it again</translation>
    </message>
    <message>
        <source>The code is cut short: symbols are missing at its end. Copy it again, whole</source>
        <translation>The code is cut short: symbols are missing at its end. Copy it again, whole</translation>
    </message>
    <message>
        <source>The code goes on after its end (%1 symbols too many). Copy it again, alone</source>
        <extracomment>%1: how many symbols follow the code&apos;s end</extracomment>
        <translation>The code goes on after its end (%1 symbols too many). Copy it again, alone</translation>
    </message>
    <message>
        <source>The code was made by a newer version of the game (format %1; this version reads up to %2)</source>
        <translation>The code was made by a newer version of the game (format %1; this version reads up to %2)</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is %2 but must be from %3 to %4</source>
        <extracomment>%1: the field, as docs/challenge-codes.md names it, e.g. &quot;sender.points&quot;</extracomment>
        <translation>The code&apos;s “%1” is %2 but must be from %3 to %4</translation>
    </message>
    <message>
        <source>The code allows no operation</source>
        <translation>The code allows no operation</translation>
    </message>
    <message>
        <source>The code asks for every number to be used with %1 only: that needs + or ×</source>
        <translation>The code asks for every number to be used with %1 only: that needs + or ×</translation>
    </message>
    <message>
        <source>The code carries a reply but not the result it replies to</source>
        <translation>The code carries a reply but not the result it replies to</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is not text (UTF-8)</source>
        <translation>The code&apos;s “%1” is not text (UTF-8)</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” holds the control character %2</source>
        <extracomment>%2: the character as its Unicode number, e.g. U+202E</extracomment>
        <translation>The code&apos;s “%1” holds the control character %2</translation>
    </message>
    <message>
        <source>Puzzle %1 of the set of %2 is played already.</source>
        <extracomment>%1: the puzzle&apos;s place in the day&apos;s set (1-5), %2: the day, written in full</extracomment>
        <translation>Puzzle %1 of the set of %2 is played already.</translation>
    </message>
    <message>
        <source>There is no challenge code in this text: a code looks like 1B83-409D-KH50-0T20-EH</source>
        <translation>There is no challenge code in this text: a code looks like 1B83-409D-KH50-0T20-EH</translation>
    </message>
    <message>
        <source>The reply could not be kept in the history</source>
        <translation>The reply could not be kept in the history</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is %2 but must be %3</source>
        <extracomment>%1: the field, as docs/challenge-codes.md names it, e.g. &quot;tiles&quot;</extracomment>
        <translation>The code&apos;s “%1” is %2 but must be %3</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AboutDialog</name>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>About Countdown Numbers</source>
        <translation>About Countdown Numbers</translation>
    </message>
    <message>
        <source>Countdown Numbers %1</source>
        <translation>Countdown Numbers %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;The numbers round of &lt;i&gt;Countdown&lt;/i&gt; and &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; (&lt;i&gt;Le compte est bon&lt;/i&gt;): reach the target with six tiles and + − × ÷, against the clock.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). There is no warranty.&lt;/p&gt;&lt;p&gt;Made by the Countdown Numbers developers with Qt %1. The clock, the sounds and the icon are our own; none of the shows&apos; music or artwork is used. Distinct solutions are counted as the public numbers solver of Graeme Cole counts them, so that our figures can be compared with his.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Countdown&lt;/i&gt; and &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; are television programmes of their broadcasters; this game is not affiliated with them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;The numbers round of &lt;i&gt;Countdown&lt;/i&gt; and &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; (&lt;i&gt;Le compte est bon&lt;/i&gt;): reach the target with six tiles and + − × ÷, against the clock.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). There is no warranty.&lt;/p&gt;&lt;p&gt;Made by the Countdown Numbers developers with Qt %1. The clock, the sounds and the icon are our own; none of the shows&apos; music or artwork is used. Distinct solutions are counted as the public numbers solver of Graeme Cole counts them, so that our figures can be compared with his.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Countdown&lt;/i&gt; and &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; are television programmes of their broadcasters; this game is not affiliated with them.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AnswerField</name>
    <message>
        <source>or type your answer, e.g. (75 + 100 / 25) × (8 + 2)</source>
        <translation>or type your answer, e.g. (75 + 100 / 25) × (8 + 2)</translation>
    </message>
    <message>
        <source>Typed answer</source>
        <translation>Typed answer</translation>
    </message>
    <message>
        <source>or type your answer, with %1 and brackets</source>
        <extracomment>%1: the operations a variant allows, e.g. &quot;+ − ×&quot;</extracomment>
        <translation>or type your answer, with %1 and brackets</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AwayText</name>
    <message numerus="yes">
        <source>%n away</source>
        <translation>
            <numerusform>%n away</numerusform>
            <numerusform>%n away</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 away</source>
        <extracomment>%1 is a number of more than two billion, written with the language&apos;s digit grouping</extracomment>
        <translation>%1 away</translation>
    </message>
</context>
<context>
    <name>countdown::ui::BoardPanel</name>
    <message>
        <source>Choose a tile first, then %1.</source>
        <translation>Choose a tile first, then %1.</translation>
    </message>
    <message>
        <source>Exact!</source>
        <translation>Exact!</translation>
    </message>
    <message>
        <source>%1 exact</source>
        <translation>%1 exact</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Undo the last step (Ctrl+Z)</source>
        <translation>Undo the last step (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation>Rese&amp;t</translation>
    </message>
    <message>
        <source>Start the working again (Ctrl+Backspace)</source>
        <translation>Start the working again (Ctrl+Backspace)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Subtract</translation>
    </message>
    <message>
        <source>Multiply</source>
        <translation>Multiply</translation>
    </message>
    <message>
        <source>Divide</source>
        <translation>Divide</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (key %2)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No tile at place %1.</source>
        <translation>No tile at place %1.</translation>
    </message>
    <message>
        <source>That tile is taken already: choose another one for %1.</source>
        <translation>That tile is taken already: choose another one for %1.</translation>
    </message>
    <message>
        <source>Work it out on paper or in your head. When the clock stops, each of you declares in turn; then the closest shows how on this board.</source>
        <translation>Work it out on paper or in your head. When the clock stops, each of you declares in turn; then the closest shows how on this board.</translation>
    </message>
    <message>
        <source>%1: not allowed in this variant</source>
        <translation>%1: not allowed in this variant</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ByLargePanel</name>
    <message>
        <source>Exact answers by large numbers</source>
        <translation>Exact answers by large numbers</translation>
    </message>
    <message>
        <source>Countdown&apos;s standard rules only: Le compte est bon, custom rounds and other variants are left out.</source>
        <translation>Countdown&apos;s standard rules only: Le compte est bon, custom rounds and other variants are left out.</translation>
    </message>
    <message numerus="yes">
        <source>%n large</source>
        <translation>
            <numerusform>%n large</numerusform>
            <numerusform>%n large</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 exact</source>
        <translation>
            <numerusform>%n of %1 exact</numerusform>
            <numerusform>%n of %1 exact</numerusform>
        </translation>
    </message>
    <message>
        <source>no rounds yet</source>
        <translation>no rounds yet</translation>
    </message>
    <message numerus="yes">
        <source>With %n large: %1</source>
        <translation>
            <numerusform>With %n large: %1</numerusform>
            <numerusform>With %n large: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Exact answers with %n large</source>
        <translation>
            <numerusform>Exact answers with %n large</numerusform>
            <numerusform>Exact answers with %n large</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeCodeDialog</name>
    <message>
        <source>Play a challenge</source>
        <translation>Play a challenge</translation>
    </message>
    <message>
        <source>Paste the &amp;code your friend sent, or their whole message:</source>
        <translation>Paste the &amp;code your friend sent, or their whole message:</translation>
    </message>
    <message>
        <source>&amp;See who won</source>
        <translation>&amp;See who won</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengePlay</name>
    <message>
        <source>Play a round first: a challenge sends the round just played.</source>
        <translation>Play a round first: a challenge sends the round just played.</translation>
    </message>
    <message>
        <source>This round cannot be sent as a challenge.</source>
        <translation>This round cannot be sent as a challenge.</translation>
    </message>
    <message>
        <source>Reply copied: paste it in your chat with your friend.</source>
        <translation>Reply copied: paste it in your chat with your friend.</translation>
    </message>
    <message>
        <source>Challenge copied: paste it to a friend in any chat.</source>
        <translation>Challenge copied: paste it to a friend in any chat.</translation>
    </message>
    <message>
        <source>Not a challenge: %1.</source>
        <translation>Not a challenge: %1.</translation>
    </message>
    <message>
        <source>Challenge: who won</source>
        <translation>Challenge: who won</translation>
    </message>
    <message>
        <source>%1.

Target %2.
%3
%4</source>
        <extracomment>%1: who won (&quot;Anna wins&quot;, &quot;You win&quot;, &quot;A draw&quot;); %2: the target; %3 and %4: each player&apos;s result</extracomment>
        <translation>%1.

Target %2.
%3
%4</translation>
    </message>
    <message>
        <source>someone without a name</source>
        <translation>someone without a name</translation>
    </message>
    <message>
        <source>Not counted in your statistics: it answers a challenge sent by %1.</source>
        <translation>Not counted in your statistics: it answers a challenge sent by %1.</translation>
    </message>
    <message>
        <source>Not counted in your statistics: it answers a challenge sent by %1, and you send yours as %2.</source>
        <translation>Not counted in your statistics: it answers a challenge sent by %1, and you send yours as %2.</translation>
    </message>
    <message>
        <source>Counted in your statistics (Game → Statistics, Challenges).</source>
        <translation>Counted in your statistics (Game → Statistics, Challenges).</translation>
    </message>
    <message>
        <source>Counted in your statistics already: a reply counts once.</source>
        <translation>Counted in your statistics already: a reply counts once.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeSendDialog</name>
    <message>
        <source>Reply to the challenge</source>
        <translation>Reply to the challenge</translation>
    </message>
    <message>
        <source>Challenge a friend</source>
        <translation>Challenge a friend</translation>
    </message>
    <message>
        <source>Send this to your friend: it carries both results, and shows them who won.</source>
        <translation>Send this to your friend: it carries both results, and shows them who won.</translation>
    </message>
    <message>
        <source>Send this to a friend in any chat or e-mail. They play the same round, and their reply shows you who won.</source>
        <translation>Send this to a friend in any chat or e-mail. They play the same round, and their reply shows you who won.</translation>
    </message>
    <message>
        <source>The name your friend knows you by</source>
        <translation>The name your friend knows you by</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>The message to send</source>
        <translation>The message to send</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>Copy the message, to paste it in a chat</source>
        <translation>Copy the message, to paste it in a chat</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeText</name>
    <message>
        <source>Your friend</source>
        <translation>Your friend</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>%1: no answer</source>
        <extracomment>%1: a player&apos;s name, or &quot;You&quot;</extracomment>
        <translation>%1: no answer</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>%1: %2, %3, in %4 s</source>
        <extracomment>%1: a player&apos;s name, or &quot;You&quot;; %2: the number declared; %3: &quot;exact&quot; or &quot;4 away&quot;; %4: seconds, with one decimal</extracomment>
        <translation>%1: %2, %3, in %4 s</translation>
    </message>
    <message numerus="yes">
        <source>, %n hint(s)</source>
        <translation>
            <numerusform>, %n hint</numerusform>
            <numerusform>, %n hints</numerusform>
        </translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>A draw</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wins</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>You win</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>no clock</translation>
    </message>
    <message numerus="yes">
        <source>a %n-second clock</source>
        <translation>
            <numerusform>a %n-second clock</numerusform>
            <numerusform>a %n-second clock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n number(s), every one to be used</source>
        <translation>
            <numerusform>%n number, every one to be used</numerusform>
            <numerusform>%n numbers, every one to be used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n number(s)</source>
        <translation>
            <numerusform>%n number</numerusform>
            <numerusform>%n numbers</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, target %2, %3.</source>
        <extracomment>%1: &quot;6 numbers&quot;; %2: the target; %3: &quot;a 30-second clock&quot; or &quot;no clock&quot;</extracomment>
        <translation>%1, target %2, %3.</translation>
    </message>
    <message>
        <source>A challenge: %1</source>
        <translation>A challenge: %1</translation>
    </message>
    <message>
        <source>%1&apos;s challenge: %2</source>
        <translation>%1&apos;s challenge: %2</translation>
    </message>
    <message>
        <source>%1 in %2 s</source>
        <translation>%1 in %2 s</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>no answer</translation>
    </message>
    <message>
        <source>My reply to your Countdown Numbers challenge: %1. See who won: %2 (or paste %3 in the game)</source>
        <extracomment>%1: &quot;834 in 41.0 s&quot; or &quot;no answer&quot;; %2: the link; %3: the code</extracomment>
        <translation>My reply to your Countdown Numbers challenge: %1. See who won: %2 (or paste %3 in the game)</translation>
    </message>
    <message>
        <source>I made %1 in %2 s in Countdown Numbers. Can you beat me? %3 (or paste %4 in the game)</source>
        <extracomment>%1: the number made; %2: seconds; %3: the link; %4: the code</extracomment>
        <translation>I made %1 in %2 s in Countdown Numbers. Can you beat me? %3 (or paste %4 in the game)</translation>
    </message>
    <message>
        <source>Can you solve this round of Countdown Numbers? %1 (or paste %2 in the game)</source>
        <extracomment>%1: the link; %2: the code</extracomment>
        <translation>Can you solve this round of Countdown Numbers? %1 (or paste %2 in the game)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengersView</name>
    <message>
        <source>Against your friends</source>
        <translation>Against your friends</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Friend</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Challenges</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Your challenges against each friend</source>
        <translation>Your challenges against each friend</translation>
    </message>
    <message>
        <source>Each challenge counts once: the first time you play a friend&apos;s code, and a friend&apos;s reply to your challenge when you open it. Rounds played from a code are custom rounds: they count in your progress when you tick them.</source>
        <translation>Each challenge counts once: the first time you play a friend&apos;s code, and a friend&apos;s reply to your challenge when you open it. Rounds played from a code are custom rounds: they count in your progress when you tick them.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(no name)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln challenge(s) against %1: won %2, drawn %3, lost %4.</source>
        <translation>
            <numerusform>%Ln challenge against %1: won %2, drawn %3, lost %4.</numerusform>
            <numerusform>%Ln challenges against %1: won %2, drawn %3, lost %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln friend(s)</source>
        <translation>
            <numerusform>%Ln friend</numerusform>
            <numerusform>%Ln friends</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by:</source>
        <extracomment>Before a list of the table&apos;s columns: &quot;Friend&quot;, &quot;Won&quot;...</extracomment>
        <translation>S&amp;ort by:</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ClockPanel</name>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <translation>
            <numerusform>%n s left</numerusform>
            <numerusform>%n s left</numerusform>
        </translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>No time limit</translation>
    </message>
    <message>
        <source>Answer shown</source>
        <translation>Answer shown</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n s</source>
        <translation>
            <numerusform>Stopped after %n s</numerusform>
            <numerusform>Stopped after %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Time!</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) a round</source>
        <translation>
            <numerusform>%n second a round</numerusform>
            <numerusform>%n seconds a round</numerusform>
        </translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Get ready…</translation>
    </message>
    <message>
        <source>I&apos;ve got it  ⏎</source>
        <translation>I&apos;ve got it  ⏎</translation>
    </message>
    <message>
        <source>Stop the clock and declare your best value (Ctrl+Enter)</source>
        <translation>Stop the clock and declare your best value (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>I&apos;ve got it</source>
        <translation>I&apos;ve got it</translation>
    </message>
    <message>
        <source>Show the answer (0 pts)</source>
        <translation>Show the answer (0 pts)</translation>
    </message>
    <message>
        <source>Reveal the solver&apos;s answer now; this round scores nothing (Ctrl+Shift+A)</source>
        <translation>Reveal the solver&apos;s answer now; this round scores nothing (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Show the answer now</source>
        <translation>Show the answer now</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>%1 · %2 has got it</source>
        <translation>%1 · %2 has got it</translation>
    </message>
    <message>
        <source>Everyone’s ready  ⏎</source>
        <translation>Everyone’s ready  ⏎</translation>
    </message>
    <message>
        <source>Stop the clock: every player declares in turn (Ctrl+Enter)</source>
        <translation>Stop the clock: every player declares in turn (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Everyone’s ready</source>
        <translation>Everyone’s ready</translation>
    </message>
    <message>
        <source>Hint (−%1 pts)</source>
        <extracomment>%1: the points a hint costs (2)</extracomment>
        <translation>Hint (−%1 pts)</translation>
    </message>
    <message numerus="yes">
        <source>A hint about the easiest solution; this round can then score at most %n point(s) (H)</source>
        <translation>
            <numerusform>A hint about the easiest solution; this round can then score at most %n point (H)</numerusform>
            <numerusform>A hint about the easiest solution; this round can then score at most %n points (H)</numerusform>
        </translation>
    </message>
    <message>
        <source>No hints left</source>
        <translation>No hints left</translation>
    </message>
    <message>
        <source>Every hint has been given</source>
        <translation>Every hint has been given</translation>
    </message>
    <message>
        <source>Take a hint</source>
        <translation>Take a hint</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ClockWidget</name>
    <message numerus="yes">
        <source>%n seconds left</source>
        <translation>
            <numerusform>%n second left</numerusform>
            <numerusform>%n seconds left</numerusform>
        </translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>Not running</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>No time limit</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n s</source>
        <translation>
            <numerusform>Stopped after %n s</numerusform>
            <numerusform>Stopped after %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>no clock</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>time is up</translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n s</source>
        <translation>
            <numerusform>stopped after %n s</numerusform>
            <numerusform>stopped after %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>no time limit</translation>
    </message>
    <message numerus="yes">
        <source>paused, %n seconds left</source>
        <translation>
            <numerusform>paused, %n second left</numerusform>
            <numerusform>paused, %n seconds left</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The clock to a screen reader: %1 is its name (&quot;Clock&quot;), %2 the time (&quot;18 seconds left&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ContestantStatistics</name>
    <message>
        <source>Against the contestants</source>
        <translation>Against the contestants</translation>
    </message>
    <message>
        <source>A game counts once finished, every round of it against a contestant. Rounds against a contestant count in your progress too.</source>
        <translation>A game counts once finished, every round of it against a contestant. Rounds against a contestant count in your progress too.</translation>
    </message>
    <message>
        <source>Contestant</source>
        <translation>Contestant</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Won · drawn · lost</source>
        <translation>Won · drawn · lost</translation>
    </message>
    <message>
        <source>Points (you – them)</source>
        <translation>Points (you – them)</translation>
    </message>
    <message>
        <source>Your exact answers</source>
        <translation>Your exact answers</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (level %2)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n round(s)</source>
        <translation>
            <numerusform>%1 of %n round</numerusform>
            <numerusform>%1 of %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your exact answers against each, over the last %n round(s)</source>
        <translation>
            <numerusform>Your exact answers against each, over the last %n round</numerusform>
            <numerusform>Your exact answers against each, over the last %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::CustomRoundDialog</name>
    <message>
        <source>Custom round</source>
        <translation>Custom round</translation>
    </message>
    <message>
        <source>Type the numbers (up to 7, separated by spaces) and the target — for instance a round from the TV.</source>
        <translation>Type the numbers (up to 7, separated by spaces) and the target — for instance a round from the TV.</translation>
    </message>
    <message>
        <source>e.g. 25 50 75 100 3 6</source>
        <translation>e.g. 25 50 75 100 3 6</translation>
    </message>
    <message>
        <source>e.g. 952</source>
        <translation>e.g. 952</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>&amp;Numbers:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Target:</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Numbers</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>Play this round against the clock</source>
        <translation>Play this round against the clock</translation>
    </message>
    <message>
        <source>&amp;Solve now</source>
        <translation>&amp;Solve now</translation>
    </message>
    <message>
        <source>Show the solver&apos;s answer at once (no points)</source>
        <translation>Show the solver&apos;s answer at once (no points)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailyArchiveDialog</name>
    <message>
        <source>Daily puzzle #%1 · %2: not played</source>
        <extracomment>%1: the puzzle&apos;s number; %2: its date (2026-12-01)</extracomment>
        <translation>Daily puzzle #%1 · %2: not played</translation>
    </message>
    <message>
        <source>&amp;Play today&apos;s puzzle</source>
        <translation>&amp;Play today&apos;s puzzle</translation>
    </message>
    <message>
        <source>&amp;Play it</source>
        <translation>&amp;Play it</translation>
    </message>
    <message>
        <source>Daily puzzle archive</source>
        <translation>Daily puzzle archive</translation>
    </message>
    <message>
        <source>Days of the daily puzzle; the days you played are in bold</source>
        <translation>Days of the daily puzzle; the days you played are in bold</translation>
    </message>
    <message>
        <source>No daily puzzle played yet: today&apos;s is the first of a streak.</source>
        <translation>No daily puzzle played yet: today&apos;s is the first of a streak.</translation>
    </message>
    <message>
        <source>Streak: %1 · best: %2 · days played: %3</source>
        <translation>Streak: %1 · best: %2 · days played: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Played from here, it is a replay: it does not count.</source>
        <translation>Played from here, it is a replay: it does not count.</translation>
    </message>
    <message>
        <source>Set: not played</source>
        <translation>Set: not played</translation>
    </message>
    <message>
        <source>Play today&apos;s s&amp;et</source>
        <translation>Play today&apos;s s&amp;et</translation>
    </message>
    <message>
        <source>Play the s&amp;et</source>
        <translation>Play the s&amp;et</translation>
    </message>
    <message>
        <source>Sets played through: %1 in a row · best: %2</source>
        <extracomment>The daily set&apos;s streak: %1 days in a row, %2 the most ever</extracomment>
        <translation>Sets played through: %1 in a row · best: %2</translation>
    </message>
    <message>
        <source>Set: %1</source>
        <extracomment>%1: the day&apos;s set as its share text&apos;s second line (&quot;🟩🟨⬜⬜⬜ ⭐ 5/15&quot;)</extracomment>
        <translation>Set: %1</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailySetPlay</name>
    <message>
        <source>Play a puzzle of today&apos;s set first.</source>
        <translation>Play a puzzle of today&apos;s set first.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copied: %1</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailySetStrip</name>
    <message>
        <source>Set #%1 · practice</source>
        <extracomment>The daily set&apos;s title in its row: %1 is its number</extracomment>
        <translation>Set #%1 · practice</translation>
    </message>
    <message>
        <source>Daily set #%1</source>
        <translation>Daily set #%1</translation>
    </message>
    <message>
        <source>answer shown, no stars</source>
        <translation>answer shown, no stars</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) of 3</source>
        <translation>
            <numerusform>%n star of 3</numerusform>
            <numerusform>%n stars of 3</numerusform>
        </translation>
    </message>
    <message>
        <source>being played</source>
        <translation>being played</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message>
        <source>Puzzle %1 of 5: %2</source>
        <extracomment>A puzzle of the daily set for screen readers: %1 its place (1-5), %2 its state</extracomment>
        <translation>Puzzle %1 of 5: %2</translation>
    </message>
    <message>
        <source>Play puzzle %1 (%2)</source>
        <translation>Play puzzle %1 (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 stars</source>
        <translation>%1 of %2 stars</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DeclarationsPanel</name>
    <message>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>%1, shown</source>
        <translation>%1, shown</translation>
    </message>
    <message>
        <source>%1, not made</source>
        <translation>%1, not made</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The others look away. Type the value you reached (it stays hidden) and press Enter, or say you have nothing.</source>
        <translation>The others look away. Type the value you reached (it stays hidden) and press Enter, or say you have nothing.</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Declared: %1</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>&amp;Declare</translation>
    </message>
    <message>
        <source>&amp;Nothing to declare</source>
        <translation>&amp;Nothing to declare</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>Sho&amp;w</translation>
    </message>
    <message>
        <source>I &amp;can’t</source>
        <translation>I &amp;can’t</translation>
    </message>
    <message>
        <source>Your value, hidden from the others</source>
        <translation>Your value, hidden from the others</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>Your value</translation>
    </message>
    <message>
        <source>%1, your declaration for %2</source>
        <translation>%1, your declaration for %2</translation>
    </message>
    <message>
        <source>%1 declared %2 for %3: show how</source>
        <translation>%1 declared %2 for %3: show how</translation>
    </message>
    <message>
        <source>Build it on the tiles or type it, then press Show (Enter).</source>
        <translation>Build it on the tiles or type it, then press Show (Enter).</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1 is who has declared, %2 what to do now</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ExplorerGrid</name>
    <message>
        <source>%1: cannot be made</source>
        <translation>%1: cannot be made</translation>
    </message>
    <message numerus="yes">
        <source>%1: made with %n number(s)</source>
        <translation>
            <numerusform>%1: made with %n number</numerusform>
            <numerusform>%1: made with %n numbers</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, counting solutions…</source>
        <translation>%1, counting solutions…</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n distinct solution(s)</source>
        <translation>
            <numerusform>%1, %n distinct solution</numerusform>
            <numerusform>%1, %n distinct solutions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::ExplorerView</name>
    <message>
        <source>%1  ·  every number used</source>
        <translation>%1  ·  every number used</translation>
    </message>
    <message>
        <source>%1  ·  numbers may be left out</source>
        <translation>%1  ·  numbers may be left out</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n target(s) can be made.</source>
        <translation>
            <numerusform>%1 of %n target can be made.</numerusform>
            <numerusform>%1 of %n targets can be made.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a selection to explore.</source>
        <translation>Choose a selection to explore.</translation>
    </message>
    <message>
        <source>Every solution counted.</source>
        <translation>Every solution counted.</translation>
    </message>
    <message>
        <source>Counting solutions… %1 of %2</source>
        <translation>Counting solutions… %1 of %2</translation>
    </message>
    <message>
        <source>Counting stopped at %1 of %2.</source>
        <translation>Counting stopped at %1 of %2.</translation>
    </message>
    <message>
        <source>Solutions counted</source>
        <translation>Solutions counted</translation>
    </message>
    <message>
        <source>Click a target, or move with the arrow keys and press Enter, to see its best answer.</source>
        <translation>Click a target, or move with the arrow keys and press Enter, to see its best answer.</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Target %1</translation>
    </message>
    <message>
        <source>Best answer: %1</source>
        <translation>Best answer: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n number(s)</source>
        <translation>
            <numerusform>%n number</numerusform>
            <numerusform>%n numbers</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · counting solutions…</source>
        <translation>%1 · counting solutions…</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n distinct solution(s)</source>
        <translation>
            <numerusform>%1 · %n distinct solution</numerusform>
            <numerusform>%1 · %n distinct solutions</numerusform>
        </translation>
    </message>
    <message>
        <source>Closest answer: %1</source>
        <translation>Closest answer: %1</translation>
    </message>
    <message>
        <source>FEWEST NUMBERS NEEDED</source>
        <translation>FEWEST NUMBERS NEEDED</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 or more</translation>
    </message>
    <message>
        <source>cannot be made</source>
        <translation>cannot be made</translation>
    </message>
    <message>
        <source>DISTINCT SOLUTIONS</source>
        <translation>DISTINCT SOLUTIONS</translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s)</source>
        <translation>
            <numerusform>%n solution</numerusform>
            <numerusform>%n solutions</numerusform>
        </translation>
    </message>
    <message>
        <source>still counting</source>
        <translation>still counting</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>&amp;Targets</source>
        <translation>&amp;Targets</translation>
    </message>
    <message>
        <source>100–999 (Countdown)</source>
        <translation>100–999 (Countdown)</translation>
    </message>
    <message>
        <source>101–999 (Le compte est bon)</source>
        <translation>101–999 (Le compte est bon)</translation>
    </message>
    <message>
        <source>1–999</source>
        <translation>1–999</translation>
    </message>
    <message>
        <source>Range of targets</source>
        <translation>Range of targets</translation>
    </message>
    <message>
        <source>&amp;Colour by</source>
        <translation>&amp;Colour by</translation>
    </message>
    <message>
        <source>Fewest numbers</source>
        <translation>Fewest numbers</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>Colour the targets by</source>
        <translation>Colour the targets by</translation>
    </message>
    <message>
        <source>Targets: arrow keys move, Enter shows the best answer</source>
        <translation>Targets: arrow keys move, Enter shows the best answer</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Selection</translation>
    </message>
    <message>
        <source>Cannot be made exactly. Closest: %1, %2 away.</source>
        <translation>Cannot be made exactly. Closest: %1, %2 away.</translation>
    </message>
    <message>
        <source>%1  ·  only %2</source>
        <extracomment>%1: the selection as above; %2: the operations a variant allows, e.g. &quot;+ − ×&quot;</extracomment>
        <translation>%1  ·  only %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::GameView</name>
    <message>
        <source>Paused — the tiles and the target are hidden.</source>
        <translation>Paused — the tiles and the target are hidden.</translation>
    </message>
    <message>
        <source>Resume (P)</source>
        <translation>Resume (P)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::GuidedRoundPanel</name>
    <message>
        <source>Guided round · Step %1 of %2</source>
        <extracomment>The coach banner of the guided round; %1 of %2 steps</extracomment>
        <translation>Guided round · Step %1 of %2</translation>
    </message>
    <message>
        <source>The round is paused: press P, or Resume, to carry on.</source>
        <translation>The round is paused: press P, or Resume, to carry on.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Finish</translation>
    </message>
    <message>
        <source>Guided round</source>
        <translation>Guided round</translation>
    </message>
    <message>
        <source>No clock, nothing recorded. How many large numbers? Click one below, or press 0–4.</source>
        <translation>No clock, nothing recorded. How many large numbers? Click one below, or press 0–4.</translation>
    </message>
    <message>
        <source>Click a tile, an operation, then another tile. Or by keys: a tile’s place (1–6), then + − × ÷.</source>
        <translation>Click a tile, an operation, then another tile. Or by keys: a tile’s place (1–6), then + − × ÷.</translation>
    </message>
    <message>
        <source>Click a tile, an operation, then another tile: try %1. Or by keys: a tile’s place (1–6), then + − × ÷.</source>
        <translation>Click a tile, an operation, then another tile: try %1. Or by keys: a tile’s place (1–6), then + − × ÷.</translation>
    </message>
    <message>
        <source>The result takes its tiles’ place. Backspace or Undo takes the step back.</source>
        <translation>The result takes its tiles’ place. Backspace or Undo takes the step back.</translation>
    </message>
    <message>
        <source>Or type your answer in the field at the bottom, with + − × ÷ and brackets.</source>
        <translation>Or type your answer in the field at the bottom, with + − × ÷ and brackets.</translation>
    </message>
    <message>
        <source>Or type your answer in the field at the bottom, with + − × ÷ and brackets: try %1.</source>
        <translation>Or type your answer in the field at the bottom, with + − × ÷ and brackets: try %1.</translation>
    </message>
    <message>
        <source>Happy with it? Enter or “I’ve got it” declares: your closest value scores.</source>
        <translation>Happy with it? Enter or “I’ve got it” declares: your closest value scores.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Leads the guided round&apos;s instruction, in bold; %1 of %2 steps</extracomment>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <source>The solver’s answer and your points. Other rounds have a clock (Settings). Finish ends the guided round.</source>
        <translation>The solver’s answer and your points. Other rounds have a clock (Settings). Finish ends the guided round.</translation>
    </message>
    <message>
        <source>End the guided round: it will not start by itself again</source>
        <translation>End the guided round: it will not start by itself again</translation>
    </message>
    <message>
        <source>Skip the guided round</source>
        <translation>Skip the guided round</translation>
    </message>
    <message>
        <source>End the guided round now; Help ▸ Guided first round starts it again</source>
        <translation>End the guided round now; Help ▸ Guided first round starts it again</translation>
    </message>
</context>
<context>
    <name>countdown::ui::HeaderBar</name>
    <message>
        <source>Countdown</source>
        <translation>Countdown</translation>
    </message>
    <message>
        <source>Le compte est bon</source>
        <translation>Le compte est bon</translation>
    </message>
    <message>
        <source>Custom round</source>
        <translation>Custom round</translation>
    </message>
    <message>
        <source>every number must be used</source>
        <translation>every number must be used</translation>
    </message>
    <message>
        <source>numbers may be left out</source>
        <translation>numbers may be left out</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Daily puzzle #%1</source>
        <translation>Daily puzzle #%1</translation>
    </message>
    <message>
        <source>Game: round %1 of %2</source>
        <translation>Game: round %1 of %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>Game: %n point(s)</source>
        <translation>
            <numerusform>Game: %n point</numerusform>
            <numerusform>Game: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total: %n point(s)</source>
        <translation>
            <numerusform>Total: %n point</numerusform>
            <numerusform>Total: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Countdown Numbers</source>
        <translation>Countdown Numbers</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Settings (Ctrl+,)</source>
        <translation>Settings (Ctrl+,)</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;istics</translation>
    </message>
    <message>
        <source>Your progress (Ctrl+T)</source>
        <translation>Your progress (Ctrl+T)</translation>
    </message>
    <message>
        <source>You %1 · %2 %3</source>
        <translation>You %1 · %2 %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Practice: round %1 of %2</source>
        <translation>Practice: round %1 of %2</translation>
    </message>
    <message numerus="yes">
        <source>Exact: %1 of %n</source>
        <translation>
            <numerusform>Exact: %1 of %n</numerusform>
            <numerusform>Exact: %1 of %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved at once</source>
        <translation>Solved at once</translation>
    </message>
    <message>
        <source>Daily puzzle #%1, replay</source>
        <translation>Daily puzzle #%1, replay</translation>
    </message>
    <message>
        <source>A friend&apos;s challenge</source>
        <translation>A friend&apos;s challenge</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>a friend</translation>
    </message>
    <message>
        <source>Challenge from %1</source>
        <translation>Challenge from %1</translation>
    </message>
    <message>
        <source>Challenge: beat %1 (%2)</source>
        <extracomment>%1: the number the friend declared; %2: the friend&apos;s name</extracomment>
        <translation>Challenge: beat %1 (%2)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::HelpDialog</name>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Rules and keys</source>
        <translation>Rules and keys</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A guided round&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Help ▸ Guided first round&lt;/b&gt; plays one easy round with you, step by step and without a clock: picking, combining, undoing, typing, declaring and the answer. It records nothing; &lt;b&gt;Esc&lt;/b&gt; leaves it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;A guided round&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Help ▸ Guided first round&lt;/b&gt; plays one easy round with you, step by step and without a clock: picking, combining, undoing, typing, declaring and the answer. It records nothing; &lt;b&gt;Esc&lt;/b&gt; leaves it.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The numbers round&lt;/h2&gt;&lt;p&gt;Six tiles are drawn and a three-digit target appears. Before the clock&apos;s hand reaches the bottom, combine tiles with + − × ÷ to reach the target, or get as close as you can.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Every step must give a whole positive number: no fractions, nothing below one.&lt;/li&gt;&lt;li&gt;Each tile is used at most once; you need not use them all (unless the setting &lt;i&gt;Every number must be used&lt;/i&gt; is on).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Countdown (UK):&lt;/b&gt; pick how many large numbers (0–4 of 25, 50, 75, 100); the rest come from two each of 1–10. Target 100–999.&lt;br&gt;&lt;b&gt;Le compte est bon (France):&lt;/b&gt; six tiles from one bag of 24. Target 101–999.&lt;/p&gt;&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;Exact: 10 points. 1–5 away: 7. 6–10 away: 5. Further: 0. When time is up, the closest value you reached (with the tiles or typed) is declared for you. Asking for the answer early scores 0. Each hint you take lowers the most the round can score by 2 points.&lt;/p&gt;&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;Click a tile, an operation, then another tile: the result replaces them. Or type your answer, e.g. &lt;tt&gt;(75 + 100 / 25) × (8 + 2)&lt;/tt&gt;; &lt;tt&gt;x&lt;/tt&gt; and &lt;tt&gt;:&lt;/tt&gt; work for × and ÷.&lt;/p&gt;&lt;h3&gt;Keys&lt;/h3&gt;&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0–4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the number of large numbers&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space, Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;draw with the usual choice; next round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1–7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select a tile by its place (outside the answer field)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+ − × ÷&lt;/b&gt; (&lt;b&gt;+ - * /&lt;/b&gt;)&lt;/td&gt;&lt;td&gt;choose the operation&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, ← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between tiles; Space selects&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Backspace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo the last step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Backspace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;start the working again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;type an answer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;I&apos;ve got it: stop the clock and declare&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;clear the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause (the tiles and target are hidden)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the answer now (the round scores 0)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a hint (each lowers the round&apos;s maximum by 2 points)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;custom round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+,&lt;/b&gt;&lt;/td&gt;&lt;td&gt;settings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h2&gt;The numbers round&lt;/h2&gt;&lt;p&gt;Six tiles are drawn and a three-digit target appears. Before the clock&apos;s hand reaches the bottom, combine tiles with + − × ÷ to reach the target, or get as close as you can.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Every step must give a whole positive number: no fractions, nothing below one.&lt;/li&gt;&lt;li&gt;Each tile is used at most once; you need not use them all (unless the setting &lt;i&gt;Every number must be used&lt;/i&gt; is on).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Countdown (UK):&lt;/b&gt; pick how many large numbers (0–4 of 25, 50, 75, 100); the rest come from two each of 1–10. Target 100–999.&lt;br&gt;&lt;b&gt;Le compte est bon (France):&lt;/b&gt; six tiles from one bag of 24. Target 101–999.&lt;/p&gt;&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;Exact: 10 points. 1–5 away: 7. 6–10 away: 5. Further: 0. When time is up, the closest value you reached (with the tiles or typed) is declared for you. Asking for the answer early scores 0. Each hint you take lowers the most the round can score by 2 points.&lt;/p&gt;&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;Click a tile, an operation, then another tile: the result replaces them. Or type your answer, e.g. &lt;tt&gt;(75 + 100 / 25) × (8 + 2)&lt;/tt&gt;; &lt;tt&gt;x&lt;/tt&gt; and &lt;tt&gt;:&lt;/tt&gt; work for × and ÷.&lt;/p&gt;&lt;h3&gt;Keys&lt;/h3&gt;&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0–4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the number of large numbers&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space, Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;draw with the usual choice; next round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1–7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select a tile by its place (outside the answer field)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+ − × ÷&lt;/b&gt; (&lt;b&gt;+ - * /&lt;/b&gt;)&lt;/td&gt;&lt;td&gt;choose the operation&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, ← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between tiles; Space selects&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Backspace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo the last step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Backspace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;start the working again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;type an answer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;I&apos;ve got it: stop the clock and declare&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;clear the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause (the tiles and target are hidden)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the answer now (the round scores 0)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a hint (each lowers the round&apos;s maximum by 2 points)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;custom round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+,&lt;/b&gt;&lt;/td&gt;&lt;td&gt;settings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>countdown::ui::HintText</name>
    <message>
        <source>Exact answer possible.</source>
        <translation>Exact answer possible.</translation>
    </message>
    <message>
        <source>No exact answer: the closest is %1 (%2).</source>
        <extracomment>%1: the closest value that can be made; %2: how far it is, e.g. &quot;2 away&quot;</extracomment>
        <translation>No exact answer: the closest is %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Easiest: %n number(s).</source>
        <translation>
            <numerusform>Easiest: %n number.</numerusform>
            <numerusform>Easiest: %n numbers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Uses %1.</source>
        <extracomment>%1: the numbers of the easiest solution, e.g. &quot;75, 50, 4, 2&quot;</extracomment>
        <translation>Uses %1.</translation>
    </message>
    <message>
        <source>Declare the %1 on its own.</source>
        <extracomment>The easiest answer is one of the tiles, e.g. the target 100 with a 100 drawn</extracomment>
        <translation>Declare the %1 on its own.</translation>
    </message>
    <message>
        <source>Start with %1.</source>
        <extracomment>%1: a step, e.g. &quot;10 × 9 = 90&quot;</extracomment>
        <translation>Start with %1.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::MainWindow</name>
    <message>
        <source>Countdown Numbers</source>
        <translation>Countdown Numbers</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <source>A game of several rounds, with a final score</source>
        <translation>A game of several rounds, with a final score</translation>
    </message>
    <message>
        <source>&amp;Daily puzzle</source>
        <translation>&amp;Daily puzzle</translation>
    </message>
    <message>
        <source>&amp;Custom round…</source>
        <translation>&amp;Custom round…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistics…</translation>
    </message>
    <message>
        <source>E&amp;xplore this selection…</source>
        <translation>E&amp;xplore this selection…</translation>
    </message>
    <message>
        <source>&amp;Export history…</source>
        <translation>&amp;Export history…</translation>
    </message>
    <message>
        <source>C&amp;lear history…</source>
        <translation>C&amp;lear history…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Configure Countdown Numbers…</source>
        <translation>&amp;Configure Countdown Numbers…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;How to play</translation>
    </message>
    <message>
        <source>About the &amp;odds…</source>
        <translation>About the &amp;odds…</translation>
    </message>
    <message numerus="yes">
        <source>A new game of %n round(s).</source>
        <translation>
            <numerusform>A new game of %n round.</numerusform>
            <numerusform>A new game of %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a round (or a custom round) first: the explorer shows every target for its tiles.</source>
        <translation>Play a round (or a custom round) first: the explorer shows every target for its tiles.</translation>
    </message>
    <message>
        <source>The explorer opens after the round.</source>
        <translation>The explorer opens after the round.</translation>
    </message>
    <message>
        <source>&amp;About Countdown Numbers</source>
        <translation>&amp;About Countdown Numbers</translation>
    </message>
    <message>
        <source>Your settings could not be read, and no copy of them could be kept. The game starts with the usual settings.</source>
        <translation>Your settings could not be read, and no copy of them could be kept. The game starts with the usual settings.</translation>
    </message>
    <message>
        <source>Your settings could not be read. The game starts with the usual settings; the old file is kept as %1.</source>
        <translation>Your settings could not be read. The game starts with the usual settings; the old file is kept as %1.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Play at one &amp;machine…</source>
        <translation>Play at one &amp;machine…</translation>
    </message>
    <message>
        <source>A game for two to four people sharing the board</source>
        <translation>A game for two to four people sharing the board</translation>
    </message>
    <message numerus="yes">
        <source>A game of %n round(s) for %1.</source>
        <translation>
            <numerusform>A game of %n round for %1.</numerusform>
            <numerusform>A game of %n rounds for %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily puzzle &amp;archive…</source>
        <translation>Daily puzzle &amp;archive…</translation>
    </message>
    <message>
        <source>&amp;Guided first round</source>
        <translation>&amp;Guided first round</translation>
    </message>
    <message>
        <source>One round without a clock that shows you how to play</source>
        <translation>One round without a clock that shows you how to play</translation>
    </message>
    <message>
        <source>Finish this game first: the guided round is played on its own.</source>
        <translation>Finish this game first: the guided round is played on its own.</translation>
    </message>
    <message>
        <source>Finish this round first: the guided round starts between rounds.</source>
        <translation>Finish this round first: the guided round starts between rounds.</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>End this game?</translation>
    </message>
    <message>
        <source>Round %1 of %2 is next. End this game now? The rounds played so far are kept in your history.</source>
        <translation>Round %1 of %2 is next. End this game now? The rounds played so far are kept in your history.</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>&amp;End the game</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Keep playing</translation>
    </message>
    <message>
        <source>Dail&amp;y set</source>
        <translation>Dail&amp;y set</translation>
    </message>
    <message>
        <source>Five puzzles of the day, easiest first, without a clock</source>
        <translation>Five puzzles of the day, easiest first, without a clock</translation>
    </message>
    <message>
        <source>Every day&apos;s puzzle and set, to look back at or play again</source>
        <translation>Every day&apos;s puzzle and set, to look back at or play again</translation>
    </message>
    <message>
        <source>C&amp;hallenge a friend…</source>
        <translation>C&amp;hallenge a friend…</translation>
    </message>
    <message>
        <source>The round just played as a code to send a friend, or your reply to theirs</source>
        <translation>The round just played as a code to send a friend, or your reply to theirs</translation>
    </message>
    <message>
        <source>&amp;Play a challenge…</source>
        <translation>&amp;Play a challenge…</translation>
    </message>
    <message>
        <source>Play the round of a friend&apos;s code (or paste it anywhere in the window: Ctrl+V)</source>
        <translation>Play the round of a friend&apos;s code (or paste it anywhere in the window: Ctrl+V)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::OddsDialog</name>
    <message>
        <source>%1 / %2</source>
        <comment>a fraction: numerator / denominator</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>&lt; %1 %</source>
        <translation>&lt; %1 %</translation>
    </message>
    <message>
        <source>&gt; %1 %</source>
        <translation>&gt; %1 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Selections</source>
        <translation>Selections</translation>
    </message>
    <message>
        <source>No exact solution</source>
        <translation>No exact solution</translation>
    </message>
    <message>
        <source>in %</source>
        <translation>in %</translation>
    </message>
    <message>
        <source>Solvable</source>
        <translation>Solvable</translation>
    </message>
    <message>
        <source>Distinct selections of tiles (as multisets) that can be drawn</source>
        <translation>Distinct selections of tiles (as multisets) that can be drawn</translation>
    </message>
    <message>
        <source>The probability that a random round has no exact solution, as a fraction in lowest terms</source>
        <translation>The probability that a random round has no exact solution, as a fraction in lowest terms</translation>
    </message>
    <message>
        <source>The same probability in per cent</source>
        <translation>The same probability in per cent</translation>
    </message>
    <message>
        <source>The probability that the target can be reached exactly</source>
        <translation>The probability that the target can be reached exactly</translation>
    </message>
    <message>
        <source>Le compte est bon</source>
        <translation>Le compte est bon</translation>
    </message>
    <message>
        <source>About one round in %1 has no exact solution</source>
        <translation>About one round in %1 has no exact solution</translation>
    </message>
    <message>
        <source>About the odds</source>
        <translation>About the odds</translation>
    </message>
    <message>
        <source>How often is a round solvable?</source>
        <translation>How often is a round solvable?</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Numbers may be left out</translation>
    </message>
    <message>
        <source>Every number used</source>
        <translation>Every number used</translation>
    </message>
    <message>
        <source>The usual rules: each tile at most once</source>
        <translation>The usual rules: each tile at most once</translation>
    </message>
    <message>
        <source>The practice mode in which every tile must be used</source>
        <translation>The practice mode in which every tile must be used</translation>
    </message>
    <message>
        <source>Odds when numbers may be left out</source>
        <translation>Odds when numbers may be left out</translation>
    </message>
    <message>
        <source>Odds when every number is used</source>
        <translation>Odds when every number is used</translation>
    </message>
    <message>
        <source>The chance that a round has no exact solution. These figures are exact, not estimates from a sample: every distinct selection of tiles is counted, weighted by its probability under the rules&apos; draw, against every target of the rules&apos; range (Countdown 100–999, Le compte est bon 101–999).</source>
        <translation>The chance that a round has no exact solution. These figures are exact, not estimates from a sample: every distinct selection of tiles is counted, weighted by its probability under the rules&apos; draw, against every target of the rules&apos; range (Countdown 100–999, Le compte est bon 101–999).</translation>
    </message>
    <message numerus="yes">
        <source>Countdown, %n large</source>
        <translation>
            <numerusform>Countdown, %n large</numerusform>
            <numerusform>Countdown, %n large</numerusform>
        </translation>
    </message>
    <message>
        <source>every number used</source>
        <translation>every number used</translation>
    </message>
    <message>
        <source>numbers may be left out</source>
        <translation>numbers may be left out</translation>
    </message>
    <message>
        <source>%1, %3: %2.</source>
        <extracomment>%1: a variant&apos;s name, %2: its summary, %3: whether numbers may be left out</extracomment>
        <translation>%1, %3: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n large</source>
        <translation>
            <numerusform>%n large</numerusform>
            <numerusform>%n large</numerusform>
        </translation>
    </message>
    <message>
        <source>One bag</source>
        <translation>One bag</translation>
    </message>
    <message>
        <source>Working out every selection…</source>
        <translation>Working out every selection…</translation>
    </message>
    <message>
        <source>The rules you are playing</source>
        <translation>The rules you are playing</translation>
    </message>
    <message>
        <source>Odds of the rules you are playing</source>
        <translation>Odds of the rules you are playing</translation>
    </message>
    <message>
        <source>Working out the odds</source>
        <translation>Working out the odds</translation>
    </message>
</context>
<context>
    <name>countdown::ui::OneMachineDialog</name>
    <message>
        <source>Play at one machine</source>
        <translation>Play at one machine</translation>
    </message>
    <message>
        <source>Two to four players share the board and the clock. When the time is up, each declares in turn without the others seeing; then the closest shows how, as on the show.</source>
        <translation>Two to four players share the board and the clock. When the time is up, each declares in turn without the others seeing; then the closest shows how, as on the show.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Player &amp;%1:</translation>
    </message>
    <message numerus="yes">
        <source>A game of %n round(s): the number is in Settings.</source>
        <translation>
            <numerusform>A game of %n round: the number is in Settings.</numerusform>
            <numerusform>A game of %n rounds: the number is in Settings.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
</context>
<context>
    <name>countdown::ui::PickPanel</name>
    <message numerus="yes">
        <source>%n large number(s)</source>
        <translation>
            <numerusform>%n large number</numerusform>
            <numerusform>%n large numbers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n large number(s) and %1 small (key %2)</source>
        <translation>
            <numerusform>Draw %n large number and %1 small (key %2)</numerusform>
            <numerusform>Draw %n large numbers and %1 small (key %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Le compte est bon: six tiles, a target from 101 to 999.</source>
        <translation>Le compte est bon: six tiles, a target from 101 to 999.</translation>
    </message>
    <message>
        <source>How many large numbers?</source>
        <translation>How many large numbers?</translation>
    </message>
    <message>
        <source>Draw the tiles</source>
        <translation>Draw the tiles</translation>
    </message>
    <message>
        <source>&amp;Custom round…</source>
        <translation>&amp;Custom round…</translation>
    </message>
    <message>
        <source>Type in any numbers and target, e.g. from the TV</source>
        <translation>Type in any numbers and target, e.g. from the TV</translation>
    </message>
    <message numerus="yes">
        <source>%1’s pick: %n large number(s)</source>
        <translation>
            <numerusform>%1’s pick: %n large number</numerusform>
            <numerusform>%1’s pick: %n large numbers</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, how many large numbers?</source>
        <translation>%1, how many large numbers?</translation>
    </message>
    <message>
        <source>Practice: %1.</source>
        <extracomment>%1: the kind of round practised, e.g. &quot;Rounds that need a division&quot;</extracomment>
        <translation>Practice: %1.</translation>
    </message>
    <message>
        <source>Practice: %1. How many large numbers?</source>
        <translation>Practice: %1. How many large numbers?</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s) from one bag, a target from %2 to %3.</source>
        <extracomment>%1: the variant&apos;s name; %2-%3: its targets</extracomment>
        <translation>
            <numerusform>%1: %n tile from one bag, a target from %2 to %3.</numerusform>
            <numerusform>%1: %n tiles from one bag, a target from %2 to %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys %1–%2 pick; Space or Enter picks %3. C: a custom round.</source>
        <translation>Keys %1–%2 pick; Space or Enter picks %3. C: a custom round.</translation>
    </message>
    <message>
        <source>Against %1. How many large numbers?</source>
        <extracomment>%1: the computer contestant the round is played against</extracomment>
        <translation>Against %1. How many large numbers?</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Draw</translation>
    </message>
    <message>
        <source>Space or Enter draws. C: a custom round.</source>
        <translation>Space or Enter draws. C: a custom round.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::PracticeActions</name>
    <message>
        <source>Your history cannot be used (%1). The rounds you play now will not be kept.</source>
        <translation>Your history cannot be used (%1). The rounds you play now will not be kept.</translation>
    </message>
    <message>
        <source>Your history could not be read (%1). The old file is kept as %2, and a new history has been started.</source>
        <translation>Your history could not be read (%1). The old file is kept as %2, and a new history has been started.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Explorer: every target from %1 to %2</source>
        <translation>Explorer: every target from %1 to %2</translation>
    </message>
    <message>
        <source>About the odds</source>
        <translation>About the odds</translation>
    </message>
    <message>
        <source>The table of odds is missing.</source>
        <translation>The table of odds is missing.</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Export history</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) exported to %1</source>
        <translation>
            <numerusform>%n round exported to %1</numerusform>
            <numerusform>%n rounds exported to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear history</source>
        <translation>Clear history</translation>
    </message>
    <message>
        <source>Clear every round from your history? Your statistics start again from nothing. A copy of the current history is kept as a backup.</source>
        <translation>Clear every round from your history? Your statistics start again from nothing. A copy of the current history is kept as a backup.</translation>
    </message>
    <message>
        <source>History cleared; the old one is kept as %1</source>
        <translation>History cleared; the old one is kept as %1</translation>
    </message>
    <message>
        <source>Play the daily puzzle first.</source>
        <translation>Play the daily puzzle first.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copied: %1</translation>
    </message>
    <message>
        <source>The next puzzle comes in %1 h %2 min.</source>
        <extracomment>%1 hours and %2 minutes until the next daily puzzle (at midnight)</extracomment>
        <translation>The next puzzle comes in %1 h %2 min.</translation>
    </message>
    <message>
        <source>Daily puzzle</source>
        <translation>Daily puzzle</translation>
    </message>
    <message>
        <source>You have played today&apos;s puzzle.</source>
        <translation>You have played today&apos;s puzzle.</translation>
    </message>
    <message>
        <source>&amp;Share</source>
        <translation>&amp;Share</translation>
    </message>
    <message>
        <source>&amp;Practise it again</source>
        <translation>&amp;Practise it again</translation>
    </message>
</context>
<context>
    <name>countdown::ui::RevealPanel</name>
    <message numerus="yes">
        <source>%n distinct solution(s)</source>
        <translation>
            <numerusform>%n distinct solution</numerusform>
            <numerusform>%n distinct solutions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 = %2  (%n number(s))</source>
        <translation>
            <numerusform>%1 = %2  (%n number)</numerusform>
            <numerusform>%1 = %2  (%n numbers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2, in %3 s — %n point(s).</source>
        <translation>
            <numerusform>You: %1, %2, in %3 s — %n point.</numerusform>
            <numerusform>You: %1, %2, in %3 s — %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2 — %n point(s).</source>
        <translation>
            <numerusform>You: %1, %2 — %n point.</numerusform>
            <numerusform>You: %1, %2 — %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>no distinct solution</source>
        <translation>no distinct solution</translation>
    </message>
    <message>
        <source>counting solutions…</source>
        <translation>counting solutions…</translation>
    </message>
    <message>
        <source>Custom round: answer shown, no points.</source>
        <translation>Custom round: answer shown, no points.</translation>
    </message>
    <message>
        <source>You asked for the answer: this round scores 0.</source>
        <translation>You asked for the answer: this round scores 0.</translation>
    </message>
    <message>
        <source>You: nothing that uses every number — 0 points.</source>
        <translation>You: nothing that uses every number — 0 points.</translation>
    </message>
    <message>
        <source>You: no answer — 0 points.</source>
        <translation>You: no answer — 0 points.</translation>
    </message>
    <message>
        <source>THE SOLVER&apos;S ANSWER</source>
        <translation>THE SOLVER&apos;S ANSWER</translation>
    </message>
    <message>
        <source>&amp;Other solutions</source>
        <translation>&amp;Other solutions</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Next round</translation>
    </message>
    <message>
        <source>Next round (N or Space)</source>
        <translation>Next round (N or Space)</translation>
    </message>
    <message>
        <source>Solver&apos;s answer</source>
        <translation>Solver&apos;s answer</translation>
    </message>
    <message>
        <source>Other solutions, fewest numbers first</source>
        <translation>Other solutions, fewest numbers first</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Your result</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>E&amp;xplore</translation>
    </message>
    <message>
        <source>Every target these tiles can make (Ctrl+Shift+E)</source>
        <translation>Every target these tiles can make (Ctrl+Shift+E)</translation>
    </message>
    <message>
        <source>Copy a summary without spoilers, to paste for your friends</source>
        <translation>Copy a summary without spoilers, to paste for your friends</translation>
    </message>
    <message>
        <source>Hide &amp;other solutions</source>
        <translation>Hide &amp;other solutions</translation>
    </message>
    <message>
        <source>Sh&amp;are</source>
        <translation>Sh&amp;are</translation>
    </message>
    <message>
        <source>Final &amp;score</source>
        <translation>Final &amp;score</translation>
    </message>
    <message>
        <source>The game&apos;s rounds and total (N or Space)</source>
        <translation>The game&apos;s rounds and total (N or Space)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3, in %4 s — %n point(s).</source>
        <translation>
            <numerusform>%1: %2, %3, in %4 s — %n point.</numerusform>
            <numerusform>%1: %2, %3, in %4 s — %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3 — %n point(s).</source>
        <translation>
            <numerusform>%1: %2, %3 — %n point.</numerusform>
            <numerusform>%1: %2, %3 — %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>The contestant&apos;s result</source>
        <translation>The contestant&apos;s result</translation>
    </message>
    <message>
        <source>The answer was shown: nobody scores this round.</source>
        <translation>The answer was shown: nobody scores this round.</translation>
    </message>
    <message>
        <source>nothing declared</source>
        <translation>nothing declared</translation>
    </message>
    <message>
        <source>%1, %2, not shown</source>
        <translation>%1, %2, not shown</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, not made</source>
        <translation>%1, not made</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 — %n point(s)</source>
        <translation>
            <numerusform>%1: %2 — %n point</numerusform>
            <numerusform>%1: %2 — %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) taken: at most %1 points.</source>
        <extracomment>After the player&apos;s result; %1: the most the round could then score (e.g. 6)</extracomment>
        <translation>
            <numerusform>%n hint taken: at most %1 points.</numerusform>
            <numerusform>%n hints taken: at most %1 points.</numerusform>
        </translation>
    </message>
    <message>
        <source>You had %1 and %2 left: %3.</source>
        <extracomment>%1 and %2: two numbers the player had left, %3 the step that makes the target</extracomment>
        <translation>You had %1 and %2 left: %3.</translation>
    </message>
    <message>
        <source>Nearest to your working: %1 (it makes %2 too).</source>
        <extracomment>%1: a solution; %2: the numbers it makes that the player made too, e.g. &quot;106, 7950&quot;</extracomment>
        <translation>Nearest to your working: %1 (it makes %2 too).</translation>
    </message>
    <message>
        <source>No exact answer was possible: %1 was the closest.</source>
        <translation>No exact answer was possible: %1 was the closest.</translation>
    </message>
    <message>
        <source>No exact answer was possible: yours was as close as anyone could get.</source>
        <translation>No exact answer was possible: yours was as close as anyone could get.</translation>
    </message>
    <message>
        <source>Solved at once: the solver&apos;s answer for your numbers.</source>
        <translation>Solved at once: the solver&apos;s answer for your numbers.</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Next puzzle</translation>
    </message>
    <message>
        <source>The set&apos;s next puzzle to play (N or Space)</source>
        <translation>The set&apos;s next puzzle to play (N or Space)</translation>
    </message>
    <message>
        <source>Copy your reply, with both results, to send your friend</source>
        <translation>Copy your reply, with both results, to send your friend</translation>
    </message>
    <message>
        <source>Copy this round as a code, to send a friend (Ctrl+Shift+C)</source>
        <translation>Copy this round as a code, to send a friend (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>The challenge&apos;s results</source>
        <translation>The challenge&apos;s results</translation>
    </message>
    <message>
        <source>&amp;Reply</source>
        <translation>&amp;Reply</translation>
    </message>
    <message>
        <source>Cha&amp;llenge</source>
        <translation>Cha&amp;llenge</translation>
    </message>
    <message>
        <source>%1  —  %2  ·  %3</source>
        <extracomment>%1: who won (&quot;You win&quot;); %2: the friend&apos;s result; %3: the player&apos;s</extracomment>
        <translation>%1  —  %2  ·  %3</translation>
    </message>
    <message>
        <source>You asked for the answer: no star.</source>
        <translation>You asked for the answer: no star.</translation>
    </message>
    <message>
        <source>You: no answer — no star.</source>
        <translation>You: no answer — no star.</translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2 — %3 %n star(s).</source>
        <extracomment>%1: the number declared; %2: &quot;exact&quot; or &quot;4 away&quot;; %3: the stars drawn (&quot;★★☆&quot;)</extracomment>
        <translation>
            <numerusform>You: %1, %2 — %3 %n star.</numerusform>
            <numerusform>You: %1, %2 — %3 %n stars.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) taken: at most %1 stars.</source>
        <translation>
            <numerusform>%n hint taken: at most %1 stars.</numerusform>
            <numerusform>%n hints taken: at most %1 stars.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::RoundKindText</name>
    <message>
        <source>%1 %</source>
        <extracomment>a percentage</extracomment>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>Rounds with %n large number(s)</source>
        <translation>
            <numerusform>Rounds with %n large number</numerusform>
            <numerusform>Rounds with %n large numbers</numerusform>
        </translation>
    </message>
    <message>
        <source>Easy rounds: three numbers or fewer needed</source>
        <translation>Easy rounds: three numbers or fewer needed</translation>
    </message>
    <message>
        <source>Medium rounds: four or five numbers needed</source>
        <translation>Medium rounds: four or five numbers needed</translation>
    </message>
    <message>
        <source>Hard rounds: all six numbers needed</source>
        <translation>Hard rounds: all six numbers needed</translation>
    </message>
    <message>
        <source>Rounds that need a division</source>
        <translation>Rounds that need a division</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n exact (%2)</source>
        <extracomment>%1: rounds exact, %n: rounds played, %2: the rate, e.g. &quot;6 of 10 exact (60 %)&quot;</extracomment>
        <translation>
            <numerusform>%1 of %n exact (%2)</numerusform>
            <numerusform>%1 of %n exact (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>no earlier rounds like these</source>
        <translation>no earlier rounds like these</translation>
    </message>
    <message numerus="yes">
        <source>before: %1 of %n round(s) like these</source>
        <extracomment>%1: the earlier exact rate, %n: how many rounds it is over</extracomment>
        <translation>
            <numerusform>before: %1 of %n round like these</numerusform>
            <numerusform>before: %1 of %n rounds like these</numerusform>
        </translation>
    </message>
    <message>
        <source>Better than before.</source>
        <translation>Better than before.</translation>
    </message>
    <message>
        <source>As before.</source>
        <translation>As before.</translation>
    </message>
    <message>
        <source>Below your earlier rate: practise again?</source>
        <translation>Below your earlier rate: practise again?</translation>
    </message>
</context>
<context>
    <name>countdown::ui::Scoreboard</name>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solver</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>answer shown</translation>
    </message>
    <message>
        <source>%1 exact</source>
        <translation>%1 exact</translation>
    </message>
    <message>
        <source>Total: %1 in %2</source>
        <translation>Total: %1 in %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Play again</translation>
    </message>
    <message>
        <source>A new game of as many rounds (Ctrl+N)</source>
        <translation>A new game of as many rounds (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Back to single rounds</source>
        <translation>Back to single rounds</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>You win!</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 wins.</translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation>A draw.</translation>
    </message>
    <message>
        <source>You %1 · %2 %3 in %4. %5</source>
        <translation>You %1 · %2 %3 in %4. %5</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <source>A tie: %1.</source>
        <translation>A tie: %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 · %2.</source>
        <extracomment>%1: e.g. &quot;6 of 10 exact (60 %)&quot;; %2: e.g. &quot;before: 35 % of 20 rounds like these&quot;</extracomment>
        <translation>%1 · %2.</translation>
    </message>
    <message>
        <source>Practice: %1</source>
        <translation>Practice: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more round(s) like these</source>
        <translation>
            <numerusform>%n more round like these</numerusform>
            <numerusform>%n more rounds like these</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Default number of large numbers</source>
        <translation>Default number of large numbers</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>No clock</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Numbers may be left out</translation>
    </message>
    <message>
        <source>Every number must be used</source>
        <translation>Every number must be used</translation>
    </message>
    <message>
        <source>Numbers used</source>
        <translation>Numbers used</translation>
    </message>
    <message>
        <source>What counts as a valid answer, for the player and for the solver</source>
        <translation>What counts as a valid answer, for the player and for the solver</translation>
    </message>
    <message>
        <source>Changes to the rules apply from the next round.</source>
        <translation>Changes to the rules apply from the next round.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Default &amp;large numbers:</source>
        <translation>Default &amp;large numbers:</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>Cloc&amp;k:</translation>
    </message>
    <message>
        <source>&amp;Numbers used:</source>
        <translation>&amp;Numbers used:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <source>System follows the colours of the desktop</source>
        <translation>System follows the colours of the desktop</translation>
    </message>
    <message>
        <source>Reduce &amp;motion (no flips, rolls or slides)</source>
        <translation>Reduce &amp;motion (no flips, rolls or slides)</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Reduce motion</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Display</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Theme:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Play &amp;sounds</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Play sounds</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>T&amp;ick each second</source>
        <translation>T&amp;ick each second</translation>
    </message>
    <message>
        <source>Tick each second</source>
        <translation>Tick each second</translation>
    </message>
    <message>
        <source>No audio output was found: the game is silent until one is there.</source>
        <translation>No audio output was found: the game is silent until one is there.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>Restore &amp;Defaults</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Restore defaults</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Any (as on the show)</source>
        <translation>Any (as on the show)</translation>
    </message>
    <message>
        <source>Easy (3 numbers or fewer)</source>
        <translation>Easy (3 numbers or fewer)</translation>
    </message>
    <message>
        <source>Medium (4 or 5 numbers)</source>
        <translation>Medium (4 or 5 numbers)</translation>
    </message>
    <message>
        <source>Hard (all 6 numbers)</source>
        <translation>Hard (all 6 numbers)</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulty</translation>
    </message>
    <message>
        <source>How many numbers the shortest exact answer needs</source>
        <translation>How many numbers the shortest exact answer needs</translation>
    </message>
    <message>
        <source>Only rounds with an exact &amp;answer</source>
        <translation>Only rounds with an exact &amp;answer</translation>
    </message>
    <message>
        <source>Only rounds with an exact answer</source>
        <translation>Only rounds with an exact answer</translation>
    </message>
    <message>
        <source>Rounds in a game</source>
        <translation>Rounds in a game</translation>
    </message>
    <message>
        <source>How many rounds a new game has (Game → New game)</source>
        <translation>How many rounds a new game has (Game → New game)</translation>
    </message>
    <message>
        <source>Di&amp;fficulty:</source>
        <translation>Di&amp;fficulty:</translation>
    </message>
    <message>
        <source>Rounds in a &amp;game:</source>
        <translation>Rounds in a &amp;game:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Lang&amp;uage:</source>
        <translation>Lang&amp;uage:</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody: play alone</source>
        <translation>Nobody: play alone</translation>
    </message>
    <message>
        <source>%1 (level %2 of %3)</source>
        <translation>%1 (level %2 of %3)</translation>
    </message>
    <message>
        <source>Contestant</source>
        <translation>Contestant</translation>
    </message>
    <message>
        <source>A computer contestant who plays every drawn round against you: only the closer answer scores, as on the show</source>
        <translation>A computer contestant who plays every drawn round against you: only the closer answer scores, as on the show</translation>
    </message>
    <message>
        <source>C&amp;ontestant:</source>
        <translation>C&amp;ontestant:</translation>
    </message>
    <message>
        <source>&amp;Edit variants…</source>
        <translation>&amp;Edit variants…</translation>
    </message>
    <message>
        <source>Edit variants</source>
        <translation>Edit variants</translation>
    </message>
    <message>
        <source>Make, copy, change and delete variants of your own</source>
        <translation>Make, copy, change and delete variants of your own</translation>
    </message>
    <message>
        <source>How many large numbers a new round suggests (when the rules let you pick)</source>
        <translation>How many large numbers a new round suggests (when the rules let you pick)</translation>
    </message>
    <message>
        <source>Medium (all 4 numbers)</source>
        <translation>Medium (all 4 numbers)</translation>
    </message>
    <message>
        <source>Hard (6 or 7 numbers)</source>
        <translation>Hard (6 or 7 numbers)</translation>
    </message>
    <message>
        <source>Hard (6 numbers or more)</source>
        <translation>Hard (6 numbers or more)</translation>
    </message>
    <message>
        <source>Va&amp;riant:</source>
        <translation>Va&amp;riant:</translation>
    </message>
    <message numerus="yes">
        <source>The variant chosen draws %n tiles: no round needs more</source>
        <translation>
            <numerusform>The variant chosen draws %n tile: no round needs more</numerusform>
            <numerusform>The variant chosen draws %n tiles: no round needs more</numerusform>
        </translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
</context>
<context>
    <name>countdown::ui::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Your progress</translation>
    </message>
    <message>
        <source>Count rounds in which you asked for the answer early</source>
        <translation>Count rounds in which you asked for the answer early</translation>
    </message>
    <message>
        <source>No rounds yet</source>
        <translation>No rounds yet</translation>
    </message>
    <message>
        <source>Play one and your progress appears here.</source>
        <translation>Play one and your progress appears here.</translation>
    </message>
    <message>
        <source>No rounds yet — play one and your progress appears here</source>
        <translation>No rounds yet — play one and your progress appears here</translation>
    </message>
    <message>
        <source>ROUNDS</source>
        <translation>ROUNDS</translation>
    </message>
    <message>
        <source>POINTS</source>
        <translation>POINTS</translation>
    </message>
    <message>
        <source>EXACT ANSWERS</source>
        <translation>EXACT ANSWERS</translation>
    </message>
    <message>
        <source>TIME TO EXACT</source>
        <translation>TIME TO EXACT</translation>
    </message>
    <message>
        <source>EXACT STREAK</source>
        <translation>EXACT STREAK</translation>
    </message>
    <message>
        <source>Points per round, oldest first</source>
        <translation>Points per round, oldest first</translation>
    </message>
    <message>
        <source>Rolling exact-answer rate, oldest first</source>
        <translation>Rolling exact-answer rate, oldest first</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Rounds played: %1</source>
        <translation>Rounds played: %1</translation>
    </message>
    <message>
        <source>%1 per round</source>
        <translation>%1 per round</translation>
    </message>
    <message>
        <source>Total points: %1</source>
        <translation>Total points: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n round(s)</source>
        <translation>
            <numerusform>%1 of %n round</numerusform>
            <numerusform>%1 of %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact-answer rate: %1</source>
        <translation>Exact-answer rate: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>on average</source>
        <translation>on average</translation>
    </message>
    <message>
        <source>Average time to an exact answer: %1</source>
        <translation>Average time to an exact answer: %1</translation>
    </message>
    <message>
        <source>no exact answer yet</source>
        <translation>no exact answer yet</translation>
    </message>
    <message>
        <source>Average time to an exact answer: none yet</source>
        <translation>Average time to an exact answer: none yet</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>best %1</translation>
    </message>
    <message>
        <source>Current streak of exact answers: %1</source>
        <translation>Current streak of exact answers: %1</translation>
    </message>
    <message>
        <source>Best streak of exact answers: %1</source>
        <translation>Best streak of exact answers: %1</translation>
    </message>
    <message>
        <source>Average points per round: %1</source>
        <translation>Average points per round: %1</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · %2 · %n point(s)</source>
        <translation>
            <numerusform>Round %1 · %2 · %n point</numerusform>
            <numerusform>Round %1 · %2 · %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact answers</source>
        <translation>Exact answers</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s); the last scored %1</source>
        <translation>
            <numerusform>%n round; the last scored %1</numerusform>
            <numerusform>%n rounds; the last scored %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Now %1 %</source>
        <translation>Now %1 %</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Points per round</translation>
    </message>
    <message numerus="yes">
        <source>Exact answers over the last %n round(s)</source>
        <translation>
            <numerusform>Exact answers over the last %n round</numerusform>
            <numerusform>Exact answers over the last %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exact</source>
        <translation>
            <numerusform>%n exact</numerusform>
            <numerusform>%n exact</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <comment>a round that came close to the target: 5 or 7 points</comment>
        <translation>Close</translation>
    </message>
    <message>
        <source>&amp;Your rounds</source>
        <translation>&amp;Your rounds</translation>
    </message>
    <message>
        <source>Co&amp;ntestants</source>
        <translation>Co&amp;ntestants</translation>
    </message>
    <message>
        <source>Rounds in which you took hints count with the others</source>
        <translation>Rounds in which you took hints count with the others</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) with hints left out, %1 of them exact</source>
        <translation>
            <numerusform>%n round with hints left out, %1 of them exact</numerusform>
            <numerusform>%n rounds with hints left out, %1 of them exact</numerusform>
        </translation>
    </message>
    <message>
        <source>Also count:</source>
        <extracomment>Before three check boxes: &quot;custom rounds&quot;, &quot;rounds with the answer shown&quot;, &quot;rounds with hints&quot;</extracomment>
        <translation>Also count:</translation>
    </message>
    <message>
        <source>&amp;custom rounds</source>
        <translation>&amp;custom rounds</translation>
    </message>
    <message>
        <source>rounds with the &amp;answer shown</source>
        <translation>rounds with the &amp;answer shown</translation>
    </message>
    <message>
        <source>rounds with &amp;hints</source>
        <translation>rounds with &amp;hints</translation>
    </message>
    <message>
        <source>Custom rounds, rounds where you asked for the answer and rounds with hints count only when you tick them above.</source>
        <translation>Custom rounds, rounds where you asked for the answer and rounds with hints count only when you tick them above.</translation>
    </message>
    <message>
        <source>DAILY STREAK</source>
        <extracomment>Days in a row with the daily puzzle played</extracomment>
        <translation>DAILY STREAK</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily puzzles played in a row: %1</source>
        <translation>Daily puzzles played in a row: %1</translation>
    </message>
    <message>
        <source>Most daily puzzles played in a row: %1</source>
        <translation>Most daily puzzles played in a row: %1</translation>
    </message>
    <message>
        <source>&amp;Weak spots</source>
        <translation>&amp;Weak spots</translation>
    </message>
    <message>
        <source>%1, every number used</source>
        <translation>%1, every number used</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>All variants</translation>
    </message>
    <message>
        <source>Va&amp;riant:</source>
        <extracomment>Before a list: &quot;All variants&quot;, &quot;Countdown (UK)&quot;, &quot;Seven tiles&quot;...</extracomment>
        <translation>Va&amp;riant:</translation>
    </message>
    <message>
        <source>Only the rounds played with this variant count</source>
        <translation>Only the rounds played with this variant count</translation>
    </message>
    <message>
        <source>Variant of the rounds counted</source>
        <translation>Variant of the rounds counted</translation>
    </message>
    <message>
        <source>No rounds with this variant yet</source>
        <translation>No rounds with this variant yet</translation>
    </message>
    <message>
        <source> · sets %1</source>
        <extracomment>After the daily puzzle&apos;s best streak: the daily set&apos;s current streak, in days</extracomment>
        <translation> · sets %1</translation>
    </message>
    <message>
        <source>Daily sets played through in a row: %1, best %2</source>
        <translation>Daily sets played through in a row: %1, best %2</translation>
    </message>
    <message>
        <source>Count rounds with numbers you typed in yourself, and rounds played from a friend&apos;s challenge</source>
        <translation>Count rounds with numbers you typed in yourself, and rounds played from a friend&apos;s challenge</translation>
    </message>
    <message>
        <source>Cha&amp;llenges</source>
        <translation>Cha&amp;llenges</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TargetDisplay</name>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Hidden</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>No target yet</translation>
    </message>
    <message>
        <source>Rolling</source>
        <translation>Rolling</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TileRack</name>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Face down</translation>
    </message>
    <message>
        <source>Left and Right move between the tiles, Space or Enter picks one</source>
        <translation>Left and Right move between the tiles, Space or Enter picks one</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TileWidget</name>
    <message>
        <source>Empty place</source>
        <translation>Empty place</translation>
    </message>
    <message>
        <source>Face-down tile</source>
        <translation>Face-down tile</translation>
    </message>
    <message>
        <source>Tile %1, selected</source>
        <translation>Tile %1, selected</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Tile %1</translation>
    </message>
    <message>
        <source>Small number</source>
        <translation>Small number</translation>
    </message>
    <message>
        <source>Large number</source>
        <translation>Large number</translation>
    </message>
    <message>
        <source>Made by you</source>
        <translation>Made by you</translation>
    </message>
    <message>
        <source>Made by you, %1: %2</source>
        <extracomment>A tile the player made: %1 its value, %2 how (&quot;806: 100 × 8 + 6&quot;)</extracomment>
        <translation>Made by you, %1: %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::VariantText</name>
    <message>
        <source>Countdown (UK)</source>
        <translation>Countdown (UK)</translation>
    </message>
    <message>
        <source>Le compte est bon (France)</source>
        <translation>Le compte est bon (France)</translation>
    </message>
    <message>
        <source>All large (5 or 6 large numbers)</source>
        <translation>All large (5 or 6 large numbers)</translation>
    </message>
    <message>
        <source>Alternative large numbers (12 37 62 87)</source>
        <translation>Alternative large numbers (12 37 62 87)</translation>
    </message>
    <message>
        <source>Four-digit targets</source>
        <translation>Four-digit targets</translation>
    </message>
    <message>
        <source>Seven tiles</source>
        <translation>Seven tiles</translation>
    </message>
    <message>
        <source>No division</source>
        <translation>No division</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n large of %1</source>
        <extracomment>%1: the large numbers, e.g. &quot;25 50 75 100&quot;</extracomment>
        <translation>
            <numerusform>%n large of %1</numerusform>
            <numerusform>%n large of %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 large of %3</source>
        <extracomment>%1-%2: how many large the player may pick; %3: the large numbers</extracomment>
        <translation>%1–%2 large of %3</translation>
    </message>
    <message numerus="yes">
        <source>from one bag of %n</source>
        <translation>
            <numerusform>from one bag of %n</numerusform>
            <numerusform>from one bag of %n</numerusform>
        </translation>
    </message>
    <message>
        <source>targets %1–%2</source>
        <translation>targets %1–%2</translation>
    </message>
    <message>
        <source> · </source>
        <extracomment>separates the parts of a variant&apos;s summary</extracomment>
        <translation> · </translation>
    </message>
</context>
<context>
    <name>countdown::ui::VariantsDialog</name>
    <message>
        <source>Your variants</source>
        <translation>Your variants</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>A new variant, starting from the rules chosen in the settings</source>
        <translation>A new variant, starting from the rules chosen in the settings</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>Co&amp;py</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Rounds already played under it keep it in the history</source>
        <translation>Rounds already played under it keep it in the history</translation>
    </message>
    <message>
        <source>Separated by spaces; a number twice is two tiles</source>
        <translation>Separated by spaces; a number twice is two tiles</translation>
    </message>
    <message>
        <source>The player picks how many &amp;large</source>
        <translation>The player picks how many &amp;large</translation>
    </message>
    <message>
        <source>Unticked, every tile comes from one bag of all the numbers, as in Le compte est bon</source>
        <translation>Unticked, every tile comes from one bag of all the numbers, as in Le compte est bon</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>Addition</source>
        <translation>Addition</translation>
    </message>
    <message>
        <source>Subtraction</source>
        <translation>Subtraction</translation>
    </message>
    <message>
        <source>Multiplication</source>
        <translation>Multiplication</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Numbers may be left out</translation>
    </message>
    <message>
        <source>Every number must be used</source>
        <translation>Every number must be used</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>No clock</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>N&amp;ame:</translation>
    </message>
    <message>
        <source>La&amp;rge numbers:</source>
        <translation>La&amp;rge numbers:</translation>
    </message>
    <message>
        <source>&amp;Small numbers:</source>
        <translation>&amp;Small numbers:</translation>
    </message>
    <message>
        <source>Large to pic&amp;k:</source>
        <translation>Large to pic&amp;k:</translation>
    </message>
    <message>
        <source>Tar&amp;gets:</source>
        <translation>Tar&amp;gets:</translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation>Operations:</translation>
    </message>
    <message>
        <source>N&amp;umbers used:</source>
        <translation>N&amp;umbers used:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Clock:</translation>
    </message>
    <message>
        <source>My variant %1</source>
        <translation>My variant %1</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>a copy of a variant, %1 its name</extracomment>
        <translation>%1 (copy)</translation>
    </message>
    <message>
        <source>Large numbers: “%1” is not a whole number from 1 to 999,999.</source>
        <translation>Large numbers: “%1” is not a whole number from 1 to 999,999.</translation>
    </message>
    <message>
        <source>Small numbers: “%1” is not a whole number from 1 to 999,999.</source>
        <translation>Small numbers: “%1” is not a whole number from 1 to 999,999.</translation>
    </message>
    <message>
        <source>Give the variant a name.</source>
        <translation>Give the variant a name.</translation>
    </message>
    <message>
        <source>“%1” needs a name.</source>
        <translation>“%1” needs a name.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The two bags hold %1 tiles in all: at most %2 are allowed.</source>
        <extracomment>The large and small bags together hold more tiles than a variant may have</extracomment>
        <translation>The two bags hold %1 tiles in all: at most %2 are allowed.</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed here; it must be from %3 to %4.</source>
        <extracomment>%1 names a row of the form (e.g. &quot;Large to pick&quot;)</extracomment>
        <translation>%1: %2 is not allowed here; it must be from %3 to %4.</translation>
    </message>
    <message>
        <source>%1: a round may need %2 of them, but there are only %3.</source>
        <translation>%1: a round may need %2 of them, but there are only %3.</translation>
    </message>
    <message>
        <source>%1: the first number (%2) must not be above the second (%3).</source>
        <translation>%1: the first number (%2) must not be above the second (%3).</translation>
    </message>
    <message>
        <source>%1: tick at least one.</source>
        <translation>%1: tick at least one.</translation>
    </message>
    <message>
        <source>%1: every number can be required only when + or × is allowed: some selections would make nothing at all.</source>
        <translation>%1: every number can be required only when + or × is allowed: some selections would make nothing at all.</translation>
    </message>
    <message>
        <source>&amp;Tiles drawn:</source>
        <translation>&amp;Tiles drawn:</translation>
    </message>
</context>
<context>
    <name>countdown::ui::WeakSpotsView</name>
    <message>
        <source>Where you do worst</source>
        <translation>Where you do worst</translation>
    </message>
    <message>
        <source>No weak spot: no kind of round is %1 points below your overall exact rate yet (each kind needs %2 rounds to judge).</source>
        <translation>No weak spot: no kind of round is %1 points below your overall exact rate yet (each kind needs %2 rounds to judge).</translation>
    </message>
    <message>
        <source>Kinds of round where your exact rate is %1 points or more below your overall %2. Practice rounds all have an exact answer.</source>
        <translation>Kinds of round where your exact rate is %1 points or more below your overall %2. Practice rounds all have an exact answer.</translation>
    </message>
    <message numerus="yes">
        <source>%1 exact: %2 of %n round(s)</source>
        <translation>
            <numerusform>%1 exact: %2 of %n round</numerusform>
            <numerusform>%1 exact: %2 of %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Last practice, %1: %2</source>
        <extracomment>%1: a date; %2: e.g. &quot;6 of 10 exact (60 %)&quot;</extracomment>
        <translation>Last practice, %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Practise %n rounds like these</source>
        <translation>
            <numerusform>Practise %n round like these</numerusform>
            <numerusform>Practise %n rounds like these</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Practise %n rounds like these: %1</source>
        <translation>
            <numerusform>Practise %n round like these: %1</numerusform>
            <numerusform>Practise %n rounds like these: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Your practice</source>
        <translation>Your practice</translation>
    </message>
    <message>
        <source>%1 · %2: %3; %4</source>
        <translation>%1 · %2: %3; %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n round(s) so far)</source>
        <translation>
            <numerusform>%1 (%n round so far)</numerusform>
            <numerusform>%1 (%n rounds so far)</numerusform>
        </translation>
    </message>
    <message>
        <source>None yet: a practice&apos;s result shows here, against your rate before it.</source>
        <translation>None yet: a practice&apos;s result shows here, against your rate before it.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>countdown::ui::WorkingView</name>
    <message>
        <source>YOUR WORKING</source>
        <translation>YOUR WORKING</translation>
    </message>
    <message>
        <source>Click a tile, an operation and another tile.</source>
        <translation>Click a tile, an operation and another tile.</translation>
    </message>
    <message>
        <source>%1.  %2</source>
        <translation>%1.  %2</translation>
    </message>
    <message>
        <source>Your working</source>
        <translation>Your working</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The numbers round of Countdown and Le compte est bon.</source>
        <translation>The numbers round of Countdown and Le compte est bon.</translation>
    </message>
    <message>
        <source>Print the time to the first painted frame and quit.</source>
        <translation>Print the time to the first painted frame and quit.</translation>
    </message>
    <message>
        <source>Start the draws from this seed.</source>
        <translation>Start the draws from this seed.</translation>
    </message>
    <message>
        <source>A friend&apos;s challenge to play: its code or its link (countdown-numbers://challenge/…).</source>
        <translation>A friend&apos;s challenge to play: its code or its link (countdown-numbers://challenge/…).</translation>
    </message>
    <message>
        <source>the game already open does not answer</source>
        <translation>the game already open does not answer</translation>
    </message>
</context>
</TS>
