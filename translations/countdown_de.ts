<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>countdown::Contestant</name>
    <message>
        <source>Ollie</source>
        <translation>Ollie</translation>
    </message>
    <message>
        <source>New to the game: tries the obvious sums, and often stops short.</source>
        <translation>Neu im Spiel: versucht die naheliegenden Rechnungen und hört oft zu früh auf.</translation>
    </message>
    <message>
        <source>Priya</source>
        <translation>Priya</translation>
    </message>
    <message>
        <source>Plays along at home: finds the easy rounds, and seldom divides.</source>
        <translation>Spielt zu Hause mit: löst die leichten Runden und teilt selten.</translation>
    </message>
    <message>
        <source>Hugo</source>
        <translation>Hugo</translation>
    </message>
    <message>
        <source>Club player: gets most rounds, but a long one can beat him.</source>
        <translation>Vereinsspieler: schafft die meisten Runden, doch eine lange kann ihn schlagen.</translation>
    </message>
    <message>
        <source>Mei</source>
        <translation>Mei</translation>
    </message>
    <message>
        <source>Contender: sees nearly everything, given the whole clock.</source>
        <translation>Titelanwärterin: sieht fast alles, wenn sie die ganze Zeit hat.</translation>
    </message>
    <message>
        <source>Zara</source>
        <translation>Zara</translation>
    </message>
    <message>
        <source>Champion: finds any solution within seconds.</source>
        <translation>Meisterin: findet jede Lösung in Sekunden.</translation>
    </message>
</context>
<context>
    <name>countdown::DailyShare</name>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>within 5</source>
        <translation>bis 5 daneben</translation>
    </message>
    <message>
        <source>within 10</source>
        <translation>bis 10 daneben</translation>
    </message>
    <message>
        <source>further off</source>
        <translation>weiter weg</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>Lösung gezeigt</translation>
    </message>
    <message>
        <source>Countdown Numbers #%1 · %2</source>
        <extracomment>The first line of the shared result: %1 is the puzzle&apos;s number, %2 its date (2026-12-01)</extracomment>
        <translation>Countdown Numbers #%1 · %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>Countdown Numbers set #%1 · %2</source>
        <extracomment>The first line of the shared daily set: %1 is the set&apos;s number, %2 its date (2026-12-05)</extracomment>
        <translation>Countdown Numbers Serie Nr. %1 · %2</translation>
    </message>
</context>
<context>
    <name>countdown::Error</name>
    <message>
        <source>A number is missing</source>
        <translation>Eine Zahl fehlt</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>Too few numbers: at least %1 needed</source>
        <translation>Zu wenige Zahlen: mindestens %1 nötig</translation>
    </message>
    <message>
        <source>Too many numbers: %2 given, at most %1 allowed</source>
        <translation>Zu viele Zahlen: %2 eingegeben, höchstens %1 erlaubt</translation>
    </message>
    <message>
        <source>%1 cannot be used: numbers go from %2 to %3</source>
        <translation>%1 geht nicht: erlaubt sind Zahlen von %2 bis %3</translation>
    </message>
    <message>
        <source>%1 cannot be the target: targets go from %2 to %3</source>
        <translation>%1 geht nicht als Zielzahl: erlaubt sind %2 bis %3</translation>
    </message>
    <message>
        <source>Type a calculation first</source>
        <translation>Gib zuerst eine Rechnung ein</translation>
    </message>
    <message>
        <source>“%1” is not a number, an operator or a bracket</source>
        <translation>„%1“ ist weder Zahl noch Rechenzeichen noch Klammer</translation>
    </message>
    <message>
        <source>This bracket is never closed</source>
        <translation>Diese Klammer wird nie geschlossen</translation>
    </message>
    <message>
        <source>This bracket closes nothing</source>
        <translation>Diese Klammer schließt nichts</translation>
    </message>
    <message>
        <source>A number or an opening bracket should come here</source>
        <translation>Hier fehlt eine Zahl oder eine öffnende Klammer</translation>
    </message>
    <message>
        <source>An operator or a closing bracket should come here</source>
        <translation>Hier fehlt ein Rechenzeichen oder eine schließende Klammer</translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation>%1 ist zu groß</translation>
    </message>
    <message>
        <source>%1 is not one of the numbers</source>
        <translation>%1 ist keine deiner Zahlen</translation>
    </message>
    <message>
        <source>%1 is used more often than it appears (%2×)</source>
        <translation>%1 gibt es nur %2×</translation>
    </message>
    <message>
        <source>%1 %2 %3 would be negative</source>
        <translation>%1 %2 %3 wäre negativ</translation>
    </message>
    <message>
        <source>%1 %2 %3 would be zero</source>
        <translation>%1 %2 %3 wäre null</translation>
    </message>
    <message>
        <source>%1 %2 %3 is not a whole number</source>
        <translation>%1 %2 %3 geht nicht auf</translation>
    </message>
    <message>
        <source>%1 cannot be divided by zero</source>
        <translation>%1 lässt sich nicht durch null teilen</translation>
    </message>
    <message>
        <source>%1 %2 %3 is too large to work out</source>
        <translation>%1 %2 %3 ist zu groß zum Rechnen</translation>
    </message>
    <message>
        <source>%1 has already been used</source>
        <translation>%1 wurde schon verwendet</translation>
    </message>
    <message>
        <source>%1 cannot be combined with itself</source>
        <translation>%1 lässt sich nicht mit sich selbst verrechnen</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Es gibt nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>There is no tile with index %1</source>
        <translation>Es gibt keine Zahlenkarte mit dem Index %1</translation>
    </message>
    <message>
        <source>Every number must be used. Not used yet: %1</source>
        <extracomment>%1 lists the tiles, e.g. &quot;2 and 10&quot;</extracomment>
        <translation>Alle Zahlen müssen verwendet werden. Noch nicht verwendet: %1</translation>
    </message>
    <message>
        <source>The line is too long: at most %1 bytes</source>
        <translation>Die Zeile ist zu lang: höchstens %1 Bytes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 says what failed, e.g. &quot;The round could not be stored in the history&quot;; %2 says why</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The round could not be stored in the history</source>
        <translation>Die Runde konnte nicht im Verlauf gespeichert werden</translation>
    </message>
    <message>
        <source>The game could not be started in the history</source>
        <translation>Die Partie konnte im Verlauf nicht begonnen werden</translation>
    </message>
    <message>
        <source>The game could not be marked as finished</source>
        <translation>Die Partie konnte nicht als beendet markiert werden</translation>
    </message>
    <message>
        <source>The history could not be read</source>
        <translation>Der Verlauf konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>The history could not be exported</source>
        <translation>Der Verlauf konnte nicht exportiert werden</translation>
    </message>
    <message>
        <source>The history could not be cleared</source>
        <translation>Der Verlauf konnte nicht gelöscht werden</translation>
    </message>
    <message>
        <source>the SQLite driver of Qt (QSQLITE) is not installed</source>
        <translation>der SQLite-Treiber von Qt (QSQLITE) ist nicht installiert</translation>
    </message>
    <message>
        <source>the file is write-protected</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>die Datei konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>die Datei konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>the integrity check failed</source>
        <translation>die Integritätsprüfung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>the file could not be prepared</source>
        <translation>die Datei konnte nicht vorbereitet werden</translation>
    </message>
    <message>
        <source>bringing the history up to date failed</source>
        <translation>der Verlauf konnte nicht auf den neuesten Stand gebracht werden</translation>
    </message>
    <message>
        <source>the history was written by a newer version of the game (schema %1; this version knows up to %2) and was left unchanged</source>
        <translation>der Verlauf stammt aus einer neueren Version des Spiels (Schema %1; diese Version kennt bis %2) und wurde nicht verändert</translation>
    </message>
    <message>
        <source>the file is an SQLite database but not a history</source>
        <translation>die Datei ist eine SQLite-Datenbank, aber kein Verlauf</translation>
    </message>
    <message>
        <source>the disk that holds %1 is full</source>
        <translation>der Datenträger mit %1 ist voll</translation>
    </message>
    <message>
        <source>it could not be moved aside</source>
        <translation>sie konnte nicht beiseitegelegt werden</translation>
    </message>
    <message>
        <source>a new history could not be started either</source>
        <translation>auch ein neuer Verlauf konnte nicht begonnen werden</translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation>es gibt kein Spiel %1</translation>
    </message>
    <message>
        <source>the backup could not be written</source>
        <translation>die Sicherungskopie konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>no history is being kept</source>
        <translation>es wird kein Verlauf geführt</translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation>eine Liste ganzer Zahlen</translation>
    </message>
    <message>
        <source>text in quotes</source>
        <translation>ein Text in Anführungszeichen</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an object in braces</source>
        <translation>ein Objekt in geschweiften Klammern</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>The variant is not valid JSON (%1)</source>
        <extracomment>%1 is Qt&apos;s description of the JSON problem (in English)</extracomment>
        <translation>Die Variante ist kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <source>The variant is too large: at most %1 bytes</source>
        <translation>Die Variante ist zu groß: höchstens %1 Bytes</translation>
    </message>
    <message>
        <source>“%1” is not a field of a variant</source>
        <translation>„%1“ ist kein Feld einer Variante</translation>
    </message>
    <message>
        <source>“%1” is given more than once</source>
        <translation>„%1“ ist mehrfach angegeben</translation>
    </message>
    <message>
        <source>A variant must be one object in braces</source>
        <translation>Eine Variante muss ein einziges Objekt in geschweiften Klammern sein</translation>
    </message>
    <message>
        <source>“%1” must be %2</source>
        <extracomment>%2 is e.g. &quot;a whole number&quot;, &quot;a list of whole numbers&quot;</extracomment>
        <translation>„%1“ muss %2 sein</translation>
    </message>
    <message>
        <source>“%1” is %2 but must be from %3 to %4</source>
        <translation>„%1“ ist %2, muss aber zwischen %3 und %4 liegen</translation>
    </message>
    <message>
        <source>“%1” needs one of %2</source>
        <translation>„%1“ braucht mindestens eines von %2</translation>
    </message>
    <message>
        <source>“%1” cannot be “%2”: use %3</source>
        <translation>„%1“ kann nicht „%2“ sein: verwende %3</translation>
    </message>
    <message>
        <source>“%1” has %3 tiles but a round may need %2</source>
        <translation>„%1“ hat %3 Zahlenkarten, eine Runde kann aber %2 brauchen</translation>
    </message>
    <message>
        <source>“%1” goes from %2 down to %3: give the lower first</source>
        <translation>„%1“ geht von %2 abwärts bis %3: gib den kleineren Wert zuerst an</translation>
    </message>
    <message>
        <source>The variant was written by a newer version of the game (version %1; this version reads up to %2)</source>
        <translation>Die Variante wurde von einer neueren Version des Spiels geschrieben (Version %1; diese Version liest bis Version %2)</translation>
    </message>
    <message>
        <source>%1 is not allowed in this variant</source>
        <extracomment>%1 is an operator: +, −, × or ÷</extracomment>
        <translation>%1 ist in dieser Variante nicht erlaubt</translation>
    </message>
    <message>
        <source>There was not enough memory to finish the work</source>
        <translation>Der Speicher hat nicht gereicht, um die Berechnung abzuschließen</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>Spiel zuerst diese Runde zu Ende.</translation>
    </message>
    <message>
        <source>Finish this game first.</source>
        <translation>Spiel zuerst dieses Spiel zu Ende.</translation>
    </message>
    <message>
        <source>The daily puzzle is yours alone: finish the game at one machine first.</source>
        <translation>Das Tagesrätsel spielst du allein: beende zuerst das Spiel zu mehreren.</translation>
    </message>
    <message>
        <source>The daily puzzle of %1 is played already.</source>
        <extracomment>%1: the day, as the player&apos;s language writes dates in full</extracomment>
        <translation>Das Tagesrätsel vom %1 ist schon gespielt.</translation>
    </message>
    <message>
        <source>A game at one machine needs at least %1 players.</source>
        <extracomment>%1: the fewest people a game at one machine is played by (2)</extracomment>
        <translation>Ein Spiel an einem Gerät braucht mindestens %1 Spieler.</translation>
    </message>
    <message>
        <source>The odds of this variant cannot be worked out: its rounds can draw %1 distinct selections of tiles, and the odds are worked out over at most %2</source>
        <extracomment>%1: how many distinct selections of tiles the variant&apos;s rounds can draw, %2: the most the exact odds are worked out over</extracomment>
        <translation>Die Wahrscheinlichkeiten dieser Variante können nicht berechnet werden: In ihren Runden sind %1 verschiedene Kombinationen von Zahlenkarten möglich, berechnet werden höchstens %2</translation>
    </message>
    <message>
        <source>There is no code to read</source>
        <translation>Es gibt keinen Code zu lesen</translation>
    </message>
    <message>
        <source>This is too long to be a code: at most %1 characters</source>
        <translation>Das ist zu lang für einen Code: höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>“%1” (character %2) cannot be in a code: codes are digits and letters</source>
        <extracomment>%1: the character, %2: its place in what was pasted (1 for the first)</extracomment>
        <translation>„%1“ (Zeichen %2) kann nicht in einem Code stehen: Codes bestehen aus Ziffern und Buchstaben</translation>
    </message>
    <message>
        <source>The code is mistyped: a symbol is wrong or two are swapped. Check it again</source>
        <translation>Der Code ist falsch eingegeben: ein Zeichen ist falsch oder zwei sind vertauscht. Prüfen Sie ihn noch einmal</translation>
    </message>
    <message>
        <source>The code is cut short: symbols are missing at its end. Copy it again, whole</source>
        <translation>Der Code ist abgeschnitten: am Ende fehlen Zeichen. Kopieren Sie ihn noch einmal vollständig</translation>
    </message>
    <message>
        <source>The code goes on after its end (%1 symbols too many). Copy it again, alone</source>
        <extracomment>%1: how many symbols follow the code&apos;s end</extracomment>
        <translation>Der Code geht über sein Ende hinaus (%1 Zeichen zu viel). Kopieren Sie ihn noch einmal, allein</translation>
    </message>
    <message>
        <source>The code was made by a newer version of the game (format %1; this version reads up to %2)</source>
        <translation>Der Code wurde von einer neueren Version des Spiels erstellt (Format %1; diese Version liest bis Format %2)</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is %2 but must be from %3 to %4</source>
        <extracomment>%1: the field, as docs/challenge-codes.md names it, e.g. &quot;sender.points&quot;</extracomment>
        <translation>Im Code ist „%1“ %2, muss aber zwischen %3 und %4 liegen</translation>
    </message>
    <message>
        <source>The code allows no operation</source>
        <translation>Der Code erlaubt keine Rechenart</translation>
    </message>
    <message>
        <source>The code asks for every number to be used with %1 only: that needs + or ×</source>
        <translation>Der Code verlangt, alle Zahlen nur mit %1 zu verwenden: dafür braucht es + oder ×</translation>
    </message>
    <message>
        <source>The code carries a reply but not the result it replies to</source>
        <translation>Der Code enthält eine Antwort, aber nicht das Ergebnis, auf das sie antwortet</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is not text (UTF-8)</source>
        <translation>Im Code ist „%1“ kein Text (UTF-8)</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” holds the control character %2</source>
        <extracomment>%2: the character as its Unicode number, e.g. U+202E</extracomment>
        <translation>Im Code enthält „%1“ das Steuerzeichen %2</translation>
    </message>
    <message>
        <source>Puzzle %1 of the set of %2 is played already.</source>
        <extracomment>%1: the puzzle&apos;s place in the day&apos;s set (1-5), %2: the day, written in full</extracomment>
        <translation>Rätsel %1 der Serie vom %2 ist schon gespielt.</translation>
    </message>
    <message>
        <source>There is no challenge code in this text: a code looks like 1B83-409D-KH50-0T20-EH</source>
        <translation>In diesem Text steht kein Herausforderungscode: Ein Code sieht so aus: 1B83-409D-KH50-0T20-EH</translation>
    </message>
    <message>
        <source>The reply could not be kept in the history</source>
        <translation>Die Antwort konnte nicht im Verlauf gespeichert werden</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is %2 but must be %3</source>
        <extracomment>%1: the field, as docs/challenge-codes.md names it, e.g. &quot;tiles&quot;</extracomment>
        <translation>Im Code ist „%1“ %2, muss aber %3 sein</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AboutDialog</name>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About Countdown Numbers</source>
        <translation>Über Countdown Numbers</translation>
    </message>
    <message>
        <source>Countdown Numbers %1</source>
        <translation>Countdown Numbers %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;The numbers round of &lt;i&gt;Countdown&lt;/i&gt; and &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; (&lt;i&gt;Le compte est bon&lt;/i&gt;): reach the target with six tiles and + − × ÷, against the clock.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). There is no warranty.&lt;/p&gt;&lt;p&gt;Made by the Countdown Numbers developers with Qt %1. The clock, the sounds and the icon are our own; none of the shows&apos; music or artwork is used. Distinct solutions are counted as the public numbers solver of Graeme Cole counts them, so that our figures can be compared with his.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Countdown&lt;/i&gt; and &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; are television programmes of their broadcasters; this game is not affiliated with them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Zahlenrunde aus &lt;i&gt;Countdown&lt;/i&gt; und &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; (&lt;i&gt;Le compte est bon&lt;/i&gt;): Erreiche die Zielzahl mit sechs Zahlenkarten und + − × ÷ – gegen die Uhr.&lt;/p&gt;&lt;p&gt;Lizenz: GNU General Public License, Version 3 oder neuer (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Es besteht keinerlei Gewährleistung.&lt;/p&gt;&lt;p&gt;Erstellt von den Entwicklern von Countdown Numbers mit Qt %1. Uhr, Klänge und Symbol haben wir selbst gemacht; Musik oder Grafiken der Sendungen werden nicht verwendet. Verschiedene Lösungen werden so gezählt wie im öffentlichen Zahlenlöser von Graeme Cole, damit sich unsere Zahlen mit seinen vergleichen lassen.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Countdown&lt;/i&gt; und &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; sind Fernsehsendungen ihrer jeweiligen Sender; dieses Spiel steht in keiner Verbindung zu ihnen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AnswerField</name>
    <message>
        <source>or type your answer, e.g. (75 + 100 / 25) × (8 + 2)</source>
        <translation>oder tippe deine Rechnung ein, z. B. (75 + 100 / 25) × (8 + 2)</translation>
    </message>
    <message>
        <source>Typed answer</source>
        <translation>Eingetippte Rechnung</translation>
    </message>
    <message>
        <source>or type your answer, with %1 and brackets</source>
        <extracomment>%1: the operations a variant allows, e.g. &quot;+ − ×&quot;</extracomment>
        <translation>oder Antwort eintippen, mit %1 und Klammern</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AwayText</name>
    <message numerus="yes">
        <source>%n away</source>
        <translation>
            <numerusform>%n daneben</numerusform>
            <numerusform>%n daneben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 away</source>
        <extracomment>%1 is a number of more than two billion, written with the language&apos;s digit grouping</extracomment>
        <translation>%1 daneben</translation>
    </message>
</context>
<context>
    <name>countdown::ui::BoardPanel</name>
    <message>
        <source>Choose a tile first, then %1.</source>
        <translation>Wähle zuerst eine Zahlenkarte, dann %1.</translation>
    </message>
    <message>
        <source>Exact!</source>
        <translation>Exakt!</translation>
    </message>
    <message>
        <source>%1 exact</source>
        <translation>%1 exakt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo the last step (Ctrl+Z)</source>
        <translation>Letzten Schritt rückgängig machen (Strg+Z)</translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Start the working again (Ctrl+Backspace)</source>
        <translation>Rechenweg von vorn beginnen (Strg+Rücktaste)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Addieren</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Subtrahieren</translation>
    </message>
    <message>
        <source>Multiply</source>
        <translation>Multiplizieren</translation>
    </message>
    <message>
        <source>Divide</source>
        <translation>Dividieren</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Zahlenkarten</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>No tile at place %1.</source>
        <translation>Keine Zahlenkarte an Platz %1.</translation>
    </message>
    <message>
        <source>That tile is taken already: choose another one for %1.</source>
        <translation>Diese Zahlenkarte ist schon gewählt: Wähle eine andere für %1.</translation>
    </message>
    <message>
        <source>Work it out on paper or in your head. When the clock stops, each of you declares in turn; then the closest shows how on this board.</source>
        <translation>Rechnet auf Papier oder im Kopf. Wenn die Uhr stoppt, sagt jeder der Reihe nach an; dann zeigt, wer am nächsten ist, hier auf dem Brett, wie.</translation>
    </message>
    <message>
        <source>%1: not allowed in this variant</source>
        <translation>%1: in dieser Variante nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ByLargePanel</name>
    <message>
        <source>Exact answers by large numbers</source>
        <translation>Exakte Lösungen nach Anzahl großer Zahlen</translation>
    </message>
    <message>
        <source>Countdown&apos;s standard rules only: Le compte est bon, custom rounds and other variants are left out.</source>
        <translation>Nur die Standardregeln von Countdown: Le compte est bon, eigene Runden und andere Varianten zählen hier nicht.</translation>
    </message>
    <message numerus="yes">
        <source>%n large</source>
        <translation>
            <numerusform>%n große Zahl</numerusform>
            <numerusform>%n große Zahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 exact</source>
        <translation>
            <numerusform>%n von %1 exakt</numerusform>
            <numerusform>%n von %1 exakt</numerusform>
        </translation>
    </message>
    <message>
        <source>no rounds yet</source>
        <translation>noch keine Runden</translation>
    </message>
    <message numerus="yes">
        <source>With %n large: %1</source>
        <translation>
            <numerusform>Mit %n großer Zahl: %1</numerusform>
            <numerusform>Mit %n großen Zahlen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Exact answers with %n large</source>
        <translation>
            <numerusform>Exakte Lösungen mit %n großer Zahl</numerusform>
            <numerusform>Exakte Lösungen mit %n großen Zahlen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeCodeDialog</name>
    <message>
        <source>Play a challenge</source>
        <translation>Herausforderung spielen</translation>
    </message>
    <message>
        <source>Paste the &amp;code your friend sent, or their whole message:</source>
        <translation>Füge den &amp;Code deines Freundes ein, oder seine ganze Nachricht:</translation>
    </message>
    <message>
        <source>&amp;See who won</source>
        <translation>&amp;Sehen, wer gewonnen hat</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengePlay</name>
    <message>
        <source>Play a round first: a challenge sends the round just played.</source>
        <translation>Spiele zuerst eine Runde: Eine Herausforderung schickt die gerade gespielte Runde.</translation>
    </message>
    <message>
        <source>This round cannot be sent as a challenge.</source>
        <translation>Diese Runde kann nicht als Herausforderung geschickt werden.</translation>
    </message>
    <message>
        <source>Reply copied: paste it in your chat with your friend.</source>
        <translation>Antwort kopiert: Füge sie in deinen Chat mit deinem Freund ein.</translation>
    </message>
    <message>
        <source>Challenge copied: paste it to a friend in any chat.</source>
        <translation>Herausforderung kopiert: Füge sie in einem beliebigen Chat für einen Freund ein.</translation>
    </message>
    <message>
        <source>Not a challenge: %1.</source>
        <translation>Keine Herausforderung: %1.</translation>
    </message>
    <message>
        <source>Challenge: who won</source>
        <translation>Herausforderung: Wer hat gewonnen</translation>
    </message>
    <message>
        <source>%1.

Target %2.
%3
%4</source>
        <extracomment>%1: who won (&quot;Anna wins&quot;, &quot;You win&quot;, &quot;A draw&quot;); %2: the target; %3 and %4: each player&apos;s result</extracomment>
        <translation>%1.

Zielzahl %2.
%3
%4</translation>
    </message>
    <message>
        <source>someone without a name</source>
        <translation>jemandem ohne Namen</translation>
    </message>
    <message>
        <source>Not counted in your statistics: it answers a challenge sent by %1.</source>
        <translation>Nicht in deiner Statistik gezählt: Diese Antwort gilt einer Herausforderung von %1.</translation>
    </message>
    <message>
        <source>Not counted in your statistics: it answers a challenge sent by %1, and you send yours as %2.</source>
        <translation>Nicht in deiner Statistik gezählt: Diese Antwort gilt einer Herausforderung von %1, und du sendest deine als %2.</translation>
    </message>
    <message>
        <source>Counted in your statistics (Game → Statistics, Challenges).</source>
        <translation>In deiner Statistik gezählt (Spiel → Statistik, Herausforderungen).</translation>
    </message>
    <message>
        <source>Counted in your statistics already: a reply counts once.</source>
        <translation>Schon in deiner Statistik gezählt: Eine Antwort zählt nur einmal.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeSendDialog</name>
    <message>
        <source>Reply to the challenge</source>
        <translation>Auf die Herausforderung antworten</translation>
    </message>
    <message>
        <source>Challenge a friend</source>
        <translation>Einen Freund herausfordern</translation>
    </message>
    <message>
        <source>Send this to your friend: it carries both results, and shows them who won.</source>
        <translation>Schicke das deinem Freund: Es enthält beide Ergebnisse und zeigt, wer gewonnen hat.</translation>
    </message>
    <message>
        <source>Send this to a friend in any chat or e-mail. They play the same round, and their reply shows you who won.</source>
        <translation>Schicke das einem Freund per Chat oder E-Mail. Er spielt dieselbe Runde, und seine Antwort zeigt dir, wer gewonnen hat.</translation>
    </message>
    <message>
        <source>The name your friend knows you by</source>
        <translation>Der Name, unter dem dein Freund dich kennt</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>The message to send</source>
        <translation>Die Nachricht zum Verschicken</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the message, to paste it in a chat</source>
        <translation>Die Nachricht kopieren, um sie in einen Chat einzufügen</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeText</name>
    <message>
        <source>Your friend</source>
        <translation>Dein Freund</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>%1: no answer</source>
        <extracomment>%1: a player&apos;s name, or &quot;You&quot;</extracomment>
        <translation>%1: keine Antwort</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>%1: %2, %3, in %4 s</source>
        <extracomment>%1: a player&apos;s name, or &quot;You&quot;; %2: the number declared; %3: &quot;exact&quot; or &quot;4 away&quot;; %4: seconds, with one decimal</extracomment>
        <translation>%1: %2, %3, in %4 s</translation>
    </message>
    <message numerus="yes">
        <source>, %n hint(s)</source>
        <translation>
            <numerusform>, %n Tipp</numerusform>
            <numerusform>, %n Tipps</numerusform>
        </translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Du gewinnst</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>ohne Uhr</translation>
    </message>
    <message numerus="yes">
        <source>a %n-second clock</source>
        <translation>
            <numerusform>eine Uhr mit %n Sekunde</numerusform>
            <numerusform>eine Uhr mit %n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n number(s), every one to be used</source>
        <translation>
            <numerusform>%n Zahl, zu verwenden</numerusform>
            <numerusform>%n Zahlen, alle zu verwenden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n number(s)</source>
        <translation>
            <numerusform>%n Zahl</numerusform>
            <numerusform>%n Zahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, target %2, %3.</source>
        <extracomment>%1: &quot;6 numbers&quot;; %2: the target; %3: &quot;a 30-second clock&quot; or &quot;no clock&quot;</extracomment>
        <translation>%1, Zielzahl %2, %3.</translation>
    </message>
    <message>
        <source>A challenge: %1</source>
        <translation>Eine Herausforderung: %1</translation>
    </message>
    <message>
        <source>%1&apos;s challenge: %2</source>
        <translation>Herausforderung von %1: %2</translation>
    </message>
    <message>
        <source>%1 in %2 s</source>
        <translation>%1 in %2 s</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>My reply to your Countdown Numbers challenge: %1. See who won: %2 (or paste %3 in the game)</source>
        <extracomment>%1: &quot;834 in 41.0 s&quot; or &quot;no answer&quot;; %2: the link; %3: the code</extracomment>
        <translation>Meine Antwort auf deine Countdown-Numbers-Herausforderung: %1. Wer hat gewonnen? %2 (oder füge %3 im Spiel ein)</translation>
    </message>
    <message>
        <source>I made %1 in %2 s in Countdown Numbers. Can you beat me? %3 (or paste %4 in the game)</source>
        <extracomment>%1: the number made; %2: seconds; %3: the link; %4: the code</extracomment>
        <translation>Ich habe in Countdown Numbers %1 in %2 s geschafft. Schaffst du mehr? %3 (oder füge %4 im Spiel ein)</translation>
    </message>
    <message>
        <source>Can you solve this round of Countdown Numbers? %1 (or paste %2 in the game)</source>
        <extracomment>%1: the link; %2: the code</extracomment>
        <translation>Schaffst du diese Runde Countdown Numbers? %1 (oder füge %2 im Spiel ein)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengersView</name>
    <message>
        <source>Against your friends</source>
        <translation>Gegen deine Freunde</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Freund</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <source>Your challenges against each friend</source>
        <translation>Deine Herausforderungen gegen jeden Freund</translation>
    </message>
    <message>
        <source>Each challenge counts once: the first time you play a friend&apos;s code, and a friend&apos;s reply to your challenge when you open it. Rounds played from a code are custom rounds: they count in your progress when you tick them.</source>
        <translation>Jede Herausforderung zählt einmal: wenn du den Code eines Freundes zum ersten Mal spielst, und die Antwort eines Freundes auf deine Herausforderung, wenn du sie öffnest. Runden aus einem Code sind eigene Runden: Sie zählen in deinem Fortschritt, wenn du sie ankreuzt.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln challenge(s) against %1: won %2, drawn %3, lost %4.</source>
        <translation>
            <numerusform>%Ln Herausforderung gegen %1: %2 gewonnen, %3 unentschieden, %4 verloren.</numerusform>
            <numerusform>%Ln Herausforderungen gegen %1: %2 gewonnen, %3 unentschieden, %4 verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln friend(s)</source>
        <translation>
            <numerusform>%Ln Freund</numerusform>
            <numerusform>%Ln Freunde</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by:</source>
        <extracomment>Before a list of the table&apos;s columns: &quot;Friend&quot;, &quot;Won&quot;...</extracomment>
        <translation>S&amp;ortieren nach:</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ClockPanel</name>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <translation>
            <numerusform>Noch %n&#xa0;s</numerusform>
            <numerusform>Noch %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Ohne Zeitlimit</translation>
    </message>
    <message>
        <source>Answer shown</source>
        <translation>Lösung gezeigt</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n s</source>
        <translation>
            <numerusform>Gestoppt nach %n&#xa0;s</numerusform>
            <numerusform>Gestoppt nach %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Zeit!</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) a round</source>
        <translation>
            <numerusform>%n Sekunde pro Runde</numerusform>
            <numerusform>%n Sekunden pro Runde</numerusform>
        </translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Mach dich bereit…</translation>
    </message>
    <message>
        <source>I&apos;ve got it  ⏎</source>
        <translation>Ich hab’s!  ⏎</translation>
    </message>
    <message>
        <source>Stop the clock and declare your best value (Ctrl+Enter)</source>
        <translation>Uhr anhalten und deinen besten Wert ansagen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>I&apos;ve got it</source>
        <translation>Ich hab’s!</translation>
    </message>
    <message>
        <source>Show the answer (0 pts)</source>
        <translation>Lösung zeigen (0 Pkt.)</translation>
    </message>
    <message>
        <source>Reveal the solver&apos;s answer now; this round scores nothing (Ctrl+Shift+A)</source>
        <translation>Die Lösung des Computers jetzt zeigen; diese Runde bringt keine Punkte (Strg+Umschalt+A)</translation>
    </message>
    <message>
        <source>Show the answer now</source>
        <translation>Lösung jetzt zeigen</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>%1 · %2 has got it</source>
        <translation>%1 · %2 hat es</translation>
    </message>
    <message>
        <source>Everyone’s ready  ⏎</source>
        <translation>Alle sind fertig  ⏎</translation>
    </message>
    <message>
        <source>Stop the clock: every player declares in turn (Ctrl+Enter)</source>
        <translation>Die Uhr anhalten: alle sagen der Reihe nach an (Strg+Enter)</translation>
    </message>
    <message>
        <source>Everyone’s ready</source>
        <translation>Alle sind fertig</translation>
    </message>
    <message>
        <source>Hint (−%1 pts)</source>
        <extracomment>%1: the points a hint costs (2)</extracomment>
        <translation>Tipp (−%1 Pkt.)</translation>
    </message>
    <message numerus="yes">
        <source>A hint about the easiest solution; this round can then score at most %n point(s) (H)</source>
        <translation>
            <numerusform>Ein Tipp zur einfachsten Lösung; diese Runde bringt dann höchstens %n Punkt (H)</numerusform>
            <numerusform>Ein Tipp zur einfachsten Lösung; diese Runde bringt dann höchstens %n Punkte (H)</numerusform>
        </translation>
    </message>
    <message>
        <source>No hints left</source>
        <translation>Keine Tipps mehr</translation>
    </message>
    <message>
        <source>Every hint has been given</source>
        <translation>Alle Tipps wurden gegeben</translation>
    </message>
    <message>
        <source>Take a hint</source>
        <translation>Einen Tipp nehmen</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ClockWidget</name>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>Läuft nicht</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Ohne Zeitlimit</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Die Zeit ist um</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds left</source>
        <translation>
            <numerusform>Noch %n Sekunde</numerusform>
            <numerusform>Noch %n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n s</source>
        <translation>
            <numerusform>Gestoppt nach %n&#xa0;s</numerusform>
            <numerusform>Gestoppt nach %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>keine Uhr</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>die Zeit ist um</translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n s</source>
        <translation>
            <numerusform>gestoppt nach %n&#xa0;s</numerusform>
            <numerusform>gestoppt nach %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>ohne Zeitlimit</translation>
    </message>
    <message numerus="yes">
        <source>paused, %n seconds left</source>
        <translation>
            <numerusform>pausiert, noch %n Sekunde</numerusform>
            <numerusform>pausiert, noch %n Sekunden</numerusform>
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
        <translation>Gegen die Kandidaten</translation>
    </message>
    <message>
        <source>A game counts once finished, every round of it against a contestant. Rounds against a contestant count in your progress too.</source>
        <translation>Ein Spiel zählt, sobald es beendet ist und jede seiner Runden gegen einen Kandidaten ging. Runden gegen einen Kandidaten zählen auch für deinen Fortschritt.</translation>
    </message>
    <message>
        <source>Contestant</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won · drawn · lost</source>
        <translation>Gewonnen · unentschieden · verloren</translation>
    </message>
    <message>
        <source>Points (you – them)</source>
        <translation>Punkte (du – Gegner)</translation>
    </message>
    <message>
        <source>Your exact answers</source>
        <translation>Deine exakten Lösungen</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (Stufe %2)</translation>
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
            <numerusform>%1 von %n Runde</numerusform>
            <numerusform>%1 von %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your exact answers against each, over the last %n round(s)</source>
        <translation>
            <numerusform>Deine exakten Lösungen gegen jeden, über die letzte Runde</numerusform>
            <numerusform>Deine exakten Lösungen gegen jeden, über die letzten %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::CustomRoundDialog</name>
    <message>
        <source>Custom round</source>
        <translation>Eigene Runde</translation>
    </message>
    <message>
        <source>Type the numbers (up to 7, separated by spaces) and the target — for instance a round from the TV.</source>
        <translation>Gib die Zahlen (bis zu 7, durch Leerzeichen getrennt) und die Zielzahl ein – zum Beispiel eine Runde aus dem Fernsehen.</translation>
    </message>
    <message>
        <source>e.g. 25 50 75 100 3 6</source>
        <translation>z. B. 25 50 75 100 3 6</translation>
    </message>
    <message>
        <source>e.g. 952</source>
        <translation>z. B. 952</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>&amp;Zahlen:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>Z&amp;ielzahl:</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Zielzahl</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>Play this round against the clock</source>
        <translation>Diese Runde gegen die Uhr spielen</translation>
    </message>
    <message>
        <source>&amp;Solve now</source>
        <translation>Jetzt &amp;lösen</translation>
    </message>
    <message>
        <source>Show the solver&apos;s answer at once (no points)</source>
        <translation>Die Lösung des Computers sofort zeigen (keine Punkte)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailyArchiveDialog</name>
    <message>
        <source>Daily puzzle #%1 · %2: not played</source>
        <extracomment>%1: the puzzle&apos;s number; %2: its date (2026-12-01)</extracomment>
        <translation>Tagesrätsel #%1 · %2: nicht gespielt</translation>
    </message>
    <message>
        <source>&amp;Play today&apos;s puzzle</source>
        <translation>Heutiges Rätsel &amp;spielen</translation>
    </message>
    <message>
        <source>&amp;Play it</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>Daily puzzle archive</source>
        <translation>Frühere Tagesrätsel</translation>
    </message>
    <message>
        <source>Days of the daily puzzle; the days you played are in bold</source>
        <translation>Die Tage des Tagesrätsels; gespielte Tage sind fett</translation>
    </message>
    <message>
        <source>No daily puzzle played yet: today&apos;s is the first of a streak.</source>
        <translation>Noch kein Tagesrätsel gespielt: Das heutige beginnt eine Serie.</translation>
    </message>
    <message>
        <source>Streak: %1 · best: %2 · days played: %3</source>
        <translation>Serie: %1 · Rekord: %2 · gespielte Tage: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Played from here, it is a replay: it does not count.</source>
        <translation>Von hier gespielt ist es eine Wiederholung: Sie zählt nicht.</translation>
    </message>
    <message>
        <source>Set: not played</source>
        <translation>Serie: nicht gespielt</translation>
    </message>
    <message>
        <source>Play today&apos;s s&amp;et</source>
        <translation>Heutige S&amp;erie spielen</translation>
    </message>
    <message>
        <source>Play the s&amp;et</source>
        <translation>Die S&amp;erie spielen</translation>
    </message>
    <message>
        <source>Sets played through: %1 in a row · best: %2</source>
        <extracomment>The daily set&apos;s streak: %1 days in a row, %2 the most ever</extracomment>
        <translation>Serien ganz gespielt: %1 in Folge · Bestwert: %2</translation>
    </message>
    <message>
        <source>Set: %1</source>
        <extracomment>%1: the day&apos;s set as its share text&apos;s second line (&quot;🟩🟨⬜⬜⬜ ⭐ 5/15&quot;)</extracomment>
        <translation>Serie: %1</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailySetPlay</name>
    <message>
        <source>Play a puzzle of today&apos;s set first.</source>
        <translation>Spiel zuerst ein Rätsel der heutigen Serie.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Kopiert: %1</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailySetStrip</name>
    <message>
        <source>Set #%1 · practice</source>
        <extracomment>The daily set&apos;s title in its row: %1 is its number</extracomment>
        <translation>Serie Nr. %1 · Übung</translation>
    </message>
    <message>
        <source>Daily set #%1</source>
        <translation>Tagesserie Nr. %1</translation>
    </message>
    <message>
        <source>answer shown, no stars</source>
        <translation>Lösung gezeigt, keine Sterne</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) of 3</source>
        <translation>
            <numerusform>%n Stern von 3</numerusform>
            <numerusform>%n Sterne von 3</numerusform>
        </translation>
    </message>
    <message>
        <source>being played</source>
        <translation>wird gespielt</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>noch zu spielen</translation>
    </message>
    <message>
        <source>Puzzle %1 of 5: %2</source>
        <extracomment>A puzzle of the daily set for screen readers: %1 its place (1-5), %2 its state</extracomment>
        <translation>Rätsel %1 von 5: %2</translation>
    </message>
    <message>
        <source>Play puzzle %1 (%2)</source>
        <translation>Rätsel %1 spielen (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 stars</source>
        <translation>%1 von %2 Sternen</translation>
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
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1, shown</source>
        <translation>%1, gezeigt</translation>
    </message>
    <message>
        <source>%1, not made</source>
        <translation>%1, nicht erreicht</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The others look away. Type the value you reached (it stays hidden) and press Enter, or say you have nothing.</source>
        <translation>Die anderen schauen weg. Tippe den erreichten Wert ein (er bleibt verborgen) und drücke Enter, oder sag, dass du nichts hast.</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Angesagt: %1</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>&amp;Ansagen</translation>
    </message>
    <message>
        <source>&amp;Nothing to declare</source>
        <translation>&amp;Nichts anzusagen</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <source>I &amp;can’t</source>
        <translation>Ich &amp;kann nicht</translation>
    </message>
    <message>
        <source>Your value, hidden from the others</source>
        <translation>Dein Wert, vor den anderen verborgen</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>Dein Wert</translation>
    </message>
    <message>
        <source>%1, your declaration for %2</source>
        <translation>%1, deine Ansage für %2</translation>
    </message>
    <message>
        <source>%1 declared %2 for %3: show how</source>
        <translation>%1 hat %2 für %3 angesagt: zeig, wie</translation>
    </message>
    <message>
        <source>Build it on the tiles or type it, then press Show (Enter).</source>
        <translation>Bau es mit den Zahlen nach oder tippe es ein, dann drücke Zeigen (Enter).</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1 is who has declared, %2 what to do now</extracomment>
        <translation>%1 – %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ExplorerGrid</name>
    <message>
        <source>%1: cannot be made</source>
        <translation>%1: nicht erreichbar</translation>
    </message>
    <message numerus="yes">
        <source>%1: made with %n number(s)</source>
        <translation>
            <numerusform>%1: mit %n Zahl erreichbar</numerusform>
            <numerusform>%1: mit %n Zahlen erreichbar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, counting solutions…</source>
        <translation>%1, Lösungen werden gezählt…</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n distinct solution(s)</source>
        <translation>
            <numerusform>%1, %n Lösung</numerusform>
            <numerusform>%1, %n verschiedene Lösungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::ExplorerView</name>
    <message>
        <source>%1  ·  every number used</source>
        <translation>%1  ·  alle Zahlen verwendet</translation>
    </message>
    <message>
        <source>%1  ·  numbers may be left out</source>
        <translation>%1  ·  Zahlen dürfen übrig bleiben</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n target(s) can be made.</source>
        <translation>
            <numerusform>%1 von %n Zielzahl erreichbar.</numerusform>
            <numerusform>%1 von %n Zielzahlen erreichbar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a selection to explore.</source>
        <translation>Wähle Zahlen zum Erkunden aus.</translation>
    </message>
    <message>
        <source>Every solution counted.</source>
        <translation>Alle Lösungen gezählt.</translation>
    </message>
    <message>
        <source>Counting solutions… %1 of %2</source>
        <translation>Lösungen werden gezählt… %1 von %2</translation>
    </message>
    <message>
        <source>Counting stopped at %1 of %2.</source>
        <translation>Zählung bei %1 von %2 angehalten.</translation>
    </message>
    <message>
        <source>Solutions counted</source>
        <translation>Gezählte Lösungen</translation>
    </message>
    <message>
        <source>Click a target, or move with the arrow keys and press Enter, to see its best answer.</source>
        <translation>Klicke eine Zielzahl an oder wähle sie mit den Pfeiltasten und drücke Eingabe, um ihre beste Lösung zu sehen.</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Zielzahl %1</translation>
    </message>
    <message>
        <source>Best answer: %1</source>
        <translation>Beste Lösung: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n number(s)</source>
        <translation>
            <numerusform>%n Zahl</numerusform>
            <numerusform>%n Zahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · counting solutions…</source>
        <translation>%1 · Lösungen werden gezählt…</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n distinct solution(s)</source>
        <translation>
            <numerusform>%1 · %n Lösung</numerusform>
            <numerusform>%1 · %n verschiedene Lösungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Closest answer: %1</source>
        <translation>Beste Näherung: %1</translation>
    </message>
    <message>
        <source>Cannot be made exactly. Closest: %1, %2 away.</source>
        <translation>Nicht exakt erreichbar. Am nächsten: %1, %2 daneben.</translation>
    </message>
    <message>
        <source>FEWEST NUMBERS NEEDED</source>
        <translation>MINDESTENS NÖTIGE ZAHLEN</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 oder mehr</translation>
    </message>
    <message>
        <source>cannot be made</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>DISTINCT SOLUTIONS</source>
        <translation>VERSCHIEDENE LÖSUNGEN</translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s)</source>
        <translation>
            <numerusform>%n Lösung</numerusform>
            <numerusform>%n Lösungen</numerusform>
        </translation>
    </message>
    <message>
        <source>still counting</source>
        <translation>wird noch gezählt</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>&amp;Targets</source>
        <translation>&amp;Zielzahlen</translation>
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
        <translation>Bereich der Zielzahlen</translation>
    </message>
    <message>
        <source>&amp;Colour by</source>
        <translation>&amp;Färben nach</translation>
    </message>
    <message>
        <source>Fewest numbers</source>
        <translation>Wenigste Zahlen</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Colour the targets by</source>
        <translation>Zielzahlen färben nach</translation>
    </message>
    <message>
        <source>Targets: arrow keys move, Enter shows the best answer</source>
        <translation>Zielzahlen: Pfeiltasten wechseln, Eingabe zeigt die beste Lösung</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>%1  ·  only %2</source>
        <extracomment>%1: the selection as above; %2: the operations a variant allows, e.g. &quot;+ − ×&quot;</extracomment>
        <translation>%1  ·  nur %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::GameView</name>
    <message>
        <source>Paused — the tiles and the target are hidden.</source>
        <translation>Pause – Zahlenkarten und Zielzahl sind verdeckt.</translation>
    </message>
    <message>
        <source>Resume (P)</source>
        <translation>Weiterspielen (P)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::GuidedRoundPanel</name>
    <message>
        <source>Guided round · Step %1 of %2</source>
        <extracomment>The coach banner of the guided round; %1 of %2 steps</extracomment>
        <translation>Geführte Runde · Schritt %1 von %2</translation>
    </message>
    <message>
        <source>The round is paused: press P, or Resume, to carry on.</source>
        <translation>Die Runde ist pausiert: Drücke P oder „Weiterspielen“, um fortzufahren.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Guided round</source>
        <translation>Geführte Runde</translation>
    </message>
    <message>
        <source>No clock, nothing recorded. How many large numbers? Click one below, or press 0–4.</source>
        <translation>Ohne Uhr und ohne Wertung. Wie viele große Zahlen? Klicke unten oder drücke 0–4.</translation>
    </message>
    <message>
        <source>Click a tile, an operation, then another tile. Or by keys: a tile’s place (1–6), then + − × ÷.</source>
        <translation>Klicke eine Zahlenkarte, ein Rechenzeichen, dann eine weitere Karte. Per Tastatur: Platz (1–6), dann + − × ÷.</translation>
    </message>
    <message>
        <source>Click a tile, an operation, then another tile: try %1. Or by keys: a tile’s place (1–6), then + − × ÷.</source>
        <translation>Klicke eine Zahlenkarte, ein Rechenzeichen, dann eine weitere – versuch %1. Per Tastatur: Platz (1–6), dann + − × ÷.</translation>
    </message>
    <message>
        <source>The result takes its tiles’ place. Backspace or Undo takes the step back.</source>
        <translation>Das Ergebnis tritt an die Stelle seiner Karten. Rücktaste oder „Rückgängig“ nimmt den Schritt zurück.</translation>
    </message>
    <message>
        <source>Or type your answer in the field at the bottom, with + − × ÷ and brackets.</source>
        <translation>Oder tippe deine Lösung unten ins Feld, mit + − × ÷ und Klammern.</translation>
    </message>
    <message>
        <source>Or type your answer in the field at the bottom, with + − × ÷ and brackets: try %1.</source>
        <translation>Oder tippe deine Lösung unten ins Feld, mit + − × ÷ und Klammern: versuch %1.</translation>
    </message>
    <message>
        <source>Happy with it? Enter or “I’ve got it” declares: your closest value scores.</source>
        <translation>Zufrieden? Enter oder „Ich hab’s!“ meldet an: dein nächster Wert zählt.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Leads the guided round&apos;s instruction, in bold; %1 of %2 steps</extracomment>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>The solver’s answer and your points. Other rounds have a clock (Settings). Finish ends the guided round.</source>
        <translation>Die Lösung des Rechners und deine Punkte. Andere Runden haben eine Uhr (Einstellungen). „Fertig“ beendet die geführte Runde.</translation>
    </message>
    <message>
        <source>End the guided round: it will not start by itself again</source>
        <translation>Die geführte Runde beenden: Sie startet nicht mehr von selbst</translation>
    </message>
    <message>
        <source>Skip the guided round</source>
        <translation>Geführte Runde überspringen</translation>
    </message>
    <message>
        <source>End the guided round now; Help ▸ Guided first round starts it again</source>
        <translation>Die geführte Runde jetzt beenden; Hilfe ▸ Geführte erste Runde startet sie wieder</translation>
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
        <translation>Eigene Runde</translation>
    </message>
    <message>
        <source>every number must be used</source>
        <translation>alle Zahlen verwenden</translation>
    </message>
    <message>
        <source>numbers may be left out</source>
        <translation>Zahlen dürfen übrig bleiben</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Daily puzzle #%1</source>
        <translation>Tagesrätsel Nr. %1</translation>
    </message>
    <message>
        <source>Game: round %1 of %2</source>
        <translation>Spiel: Runde %1 von %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>Game: %n point(s)</source>
        <translation>
            <numerusform>Spiel: %n Punkt</numerusform>
            <numerusform>Spiel: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total: %n point(s)</source>
        <translation>
            <numerusform>Gesamt: %n Punkt</numerusform>
            <numerusform>Gesamt: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
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
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Settings (Ctrl+,)</source>
        <translation>Einstellungen (Strg+,)</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;istik</translation>
    </message>
    <message>
        <source>Your progress (Ctrl+T)</source>
        <translation>Dein Fortschritt (Strg+T)</translation>
    </message>
    <message>
        <source>You %1 · %2 %3</source>
        <translation>Du %1 · %2 %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Practice: round %1 of %2</source>
        <translation>Übung: Runde %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Exact: %1 of %n</source>
        <translation>
            <numerusform>Exakt: %1 von %n</numerusform>
            <numerusform>Exakt: %1 von %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved at once</source>
        <translation>Sofort gelöst</translation>
    </message>
    <message>
        <source>Daily puzzle #%1, replay</source>
        <translation>Tagesrätsel Nr. %1, Wiederholung</translation>
    </message>
    <message>
        <source>A friend&apos;s challenge</source>
        <translation>Herausforderung eines Freundes</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>einem Freund</translation>
    </message>
    <message>
        <source>Challenge from %1</source>
        <translation>Herausforderung von %1</translation>
    </message>
    <message>
        <source>Challenge: beat %1 (%2)</source>
        <extracomment>%1: the number the friend declared; %2: the friend&apos;s name</extracomment>
        <translation>Herausforderung: schlage %1 (%2)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::HelpDialog</name>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Rules and keys</source>
        <translation>Regeln und Tasten</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A guided round&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Help ▸ Guided first round&lt;/b&gt; plays one easy round with you, step by step and without a clock: picking, combining, undoing, typing, declaring and the answer. It records nothing; &lt;b&gt;Esc&lt;/b&gt; leaves it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Eine geführte Runde&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Hilfe ▸ Geführte erste Runde&lt;/b&gt; spielt mit dir eine leichte Runde, Schritt für Schritt und ohne Zeitlimit: Zahlen wählen, rechnen, rückgängig machen, tippen, ansagen und die Lösung. Sie wird nicht gespeichert; &lt;b&gt;Esc&lt;/b&gt; beendet sie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The numbers round&lt;/h2&gt;&lt;p&gt;Six tiles are drawn and a three-digit target appears. Before the clock&apos;s hand reaches the bottom, combine tiles with + − × ÷ to reach the target, or get as close as you can.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Every step must give a whole positive number: no fractions, nothing below one.&lt;/li&gt;&lt;li&gt;Each tile is used at most once; you need not use them all (unless the setting &lt;i&gt;Every number must be used&lt;/i&gt; is on).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Countdown (UK):&lt;/b&gt; pick how many large numbers (0–4 of 25, 50, 75, 100); the rest come from two each of 1–10. Target 100–999.&lt;br&gt;&lt;b&gt;Le compte est bon (France):&lt;/b&gt; six tiles from one bag of 24. Target 101–999.&lt;/p&gt;&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;Exact: 10 points. 1–5 away: 7. 6–10 away: 5. Further: 0. When time is up, the closest value you reached (with the tiles or typed) is declared for you. Asking for the answer early scores 0. Each hint you take lowers the most the round can score by 2 points.&lt;/p&gt;&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;Click a tile, an operation, then another tile: the result replaces them. Or type your answer, e.g. &lt;tt&gt;(75 + 100 / 25) × (8 + 2)&lt;/tt&gt;; &lt;tt&gt;x&lt;/tt&gt; and &lt;tt&gt;:&lt;/tt&gt; work for × and ÷.&lt;/p&gt;&lt;h3&gt;Keys&lt;/h3&gt;&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0–4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the number of large numbers&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space, Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;draw with the usual choice; next round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1–7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select a tile by its place (outside the answer field)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+ − × ÷&lt;/b&gt; (&lt;b&gt;+ - * /&lt;/b&gt;)&lt;/td&gt;&lt;td&gt;choose the operation&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, ← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between tiles; Space selects&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Backspace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo the last step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Backspace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;start the working again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;type an answer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;I&apos;ve got it: stop the clock and declare&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;clear the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause (the tiles and target are hidden)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the answer now (the round scores 0)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a hint (each lowers the round&apos;s maximum by 2 points)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;custom round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+,&lt;/b&gt;&lt;/td&gt;&lt;td&gt;settings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h2&gt;Die Zahlenrunde&lt;/h2&gt;&lt;p&gt;Sechs Zahlenkarten werden gezogen, und eine dreistellige Zielzahl erscheint. Bevor der Zeiger der Uhr unten ankommt, kombinierst du die Zahlenkarten mit + − × ÷, um die Zielzahl zu erreichen – oder so nah wie möglich heranzukommen.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Jeder Schritt muss eine ganze positive Zahl ergeben: keine Brüche, nichts unter eins.&lt;/li&gt;&lt;li&gt;Jede Zahlenkarte darf höchstens einmal verwendet werden; du musst nicht alle verwenden (außer die Einstellung &lt;i&gt;Alle Zahlen müssen verwendet werden&lt;/i&gt; ist an).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Countdown (UK):&lt;/b&gt; Wähle, wie viele große Zahlen du willst (0–4 aus 25, 50, 75, 100); die übrigen kommen aus je zwei Zahlenkarten von 1 bis 10. Zielzahl 100–999.&lt;br&gt;&lt;b&gt;Le compte est bon (Frankreich):&lt;/b&gt; sechs Zahlenkarten aus einem Beutel mit 24. Zielzahl 101–999.&lt;/p&gt;&lt;h3&gt;Punkte&lt;/h3&gt;&lt;p&gt;Exakt: 10 Punkte. 1–5 daneben: 7. 6–10 daneben: 5. Weiter weg: 0. Ist die Zeit um, wird der beste Wert, den du erreicht hast (mit den Zahlenkarten oder eingetippt), für dich angesagt. Lässt du dir die Lösung vorzeitig zeigen, gibt es 0 Punkte. Jeder genommene Tipp senkt das Maximum der Runde um 2 Punkte.&lt;/p&gt;&lt;h3&gt;Spielen&lt;/h3&gt;&lt;p&gt;Klicke eine Zahlenkarte an, dann ein Rechenzeichen, dann eine weitere Zahlenkarte: Das Ergebnis ersetzt die beiden. Oder tippe deine Rechnung ein, z. B. &lt;tt&gt;(75 + 100 / 25) × (8 + 2)&lt;/tt&gt;; &lt;tt&gt;x&lt;/tt&gt; und &lt;tt&gt;:&lt;/tt&gt; gehen auch für × und ÷.&lt;/p&gt;&lt;h3&gt;Tasten&lt;/h3&gt;&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0–4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Anzahl der großen Zahlen wählen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Leertaste, Eingabe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mit der üblichen Wahl ziehen; nächste Runde&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1–7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Zahlenkarte nach ihrer Position wählen (außerhalb des Eingabefelds)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+ − × ÷&lt;/b&gt; (&lt;b&gt;+ - * /&lt;/b&gt;)&lt;/td&gt;&lt;td&gt;Rechenzeichen wählen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, ← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zwischen den Zahlenkarten wechseln; Leertaste wählt aus&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Z&lt;/b&gt;, &lt;b&gt;Rücktaste&lt;/b&gt;&lt;/td&gt;&lt;td&gt;letzten Schritt rückgängig machen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Rücktaste&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Rechenweg von vorn beginnen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Rechnung eintippen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Eingabe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Ich hab’s: Uhr anhalten und ansagen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Auswahl aufheben&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Pause (Zahlenkarten und Zielzahl werden verdeckt)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Umschalt+A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Lösung jetzt zeigen (die Runde bringt 0 Punkte)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ein Tipp (jeder senkt das Maximum der Runde um 2 Punkte)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nächste Runde&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;eigene Runde&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+,&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Einstellungen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;diese Hilfe&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>countdown::ui::HintText</name>
    <message>
        <source>Exact answer possible.</source>
        <translation>Genau lösbar.</translation>
    </message>
    <message>
        <source>No exact answer: the closest is %1 (%2).</source>
        <extracomment>%1: the closest value that can be made; %2: how far it is, e.g. &quot;2 away&quot;</extracomment>
        <translation>Nicht genau lösbar: am nächsten ist %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Easiest: %n number(s).</source>
        <translation>
            <numerusform>Am einfachsten: %n Zahl.</numerusform>
            <numerusform>Am einfachsten: %n Zahlen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Uses %1.</source>
        <extracomment>%1: the numbers of the easiest solution, e.g. &quot;75, 50, 4, 2&quot;</extracomment>
        <translation>Mit %1.</translation>
    </message>
    <message>
        <source>Declare the %1 on its own.</source>
        <extracomment>The easiest answer is one of the tiles, e.g. the target 100 with a 100 drawn</extracomment>
        <translation>Nenne einfach die %1.</translation>
    </message>
    <message>
        <source>Start with %1.</source>
        <extracomment>%1: a step, e.g. &quot;10 × 9 = 90&quot;</extracomment>
        <translation>Fang mit %1 an.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>A game of several rounds, with a final score</source>
        <translation>Ein Spiel über mehrere Runden mit Endstand</translation>
    </message>
    <message>
        <source>&amp;Daily puzzle</source>
        <translation>&amp;Tagesrätsel</translation>
    </message>
    <message>
        <source>&amp;Custom round…</source>
        <translation>&amp;Eigene Runde…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>E&amp;xplore this selection…</source>
        <translation>Diese Auswahl er&amp;kunden…</translation>
    </message>
    <message>
        <source>&amp;Export history…</source>
        <translation>Verlauf e&amp;xportieren…</translation>
    </message>
    <message>
        <source>C&amp;lear history…</source>
        <translation>Verlauf &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Configure Countdown Numbers…</source>
        <translation>Countdown Numbers &amp;einrichten…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>About the &amp;odds…</source>
        <translation>Über die &amp;Chancen…</translation>
    </message>
    <message>
        <source>&amp;About Countdown Numbers</source>
        <translation>&amp;Über Countdown Numbers</translation>
    </message>
    <message numerus="yes">
        <source>A new game of %n round(s).</source>
        <translation>
            <numerusform>Ein neues Spiel mit %n Runde.</numerusform>
            <numerusform>Ein neues Spiel mit %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a round (or a custom round) first: the explorer shows every target for its tiles.</source>
        <translation>Spiel zuerst eine Runde (oder eine eigene Runde): Der Explorer zeigt alle Zielzahlen für ihre Zahlenkarten.</translation>
    </message>
    <message>
        <source>The explorer opens after the round.</source>
        <translation>Der Explorer öffnet sich nach der Runde.</translation>
    </message>
    <message>
        <source>Countdown Numbers</source>
        <translation>Countdown Numbers</translation>
    </message>
    <message>
        <source>Your settings could not be read, and no copy of them could be kept. The game starts with the usual settings.</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden, und es konnte keine Kopie davon aufbewahrt werden. Das Spiel startet mit den üblichen Einstellungen.</translation>
    </message>
    <message>
        <source>Your settings could not be read. The game starts with the usual settings; the old file is kept as %1.</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden. Das Spiel startet mit den üblichen Einstellungen; die alte Datei wird als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Play at one &amp;machine…</source>
        <translation>Zu mehreren an einem &amp;Rechner…</translation>
    </message>
    <message>
        <source>A game for two to four people sharing the board</source>
        <translation>Ein Spiel für zwei bis vier Personen an einem Brett</translation>
    </message>
    <message numerus="yes">
        <source>A game of %n round(s) for %1.</source>
        <translation>
            <numerusform>Ein Spiel mit %n Runde für %1.</numerusform>
            <numerusform>Ein Spiel mit %n Runden für %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily puzzle &amp;archive…</source>
        <translation>&amp;Frühere Tagesrätsel…</translation>
    </message>
    <message>
        <source>&amp;Guided first round</source>
        <translation>&amp;Geführte erste Runde</translation>
    </message>
    <message>
        <source>One round without a clock that shows you how to play</source>
        <translation>Eine Runde ohne Zeitlimit, die dir zeigt, wie das Spiel geht</translation>
    </message>
    <message>
        <source>Finish this game first: the guided round is played on its own.</source>
        <translation>Spiel zuerst diese Partie zu Ende: Die geführte Runde wird für sich gespielt.</translation>
    </message>
    <message>
        <source>Finish this round first: the guided round starts between rounds.</source>
        <translation>Spiel zuerst diese Runde zu Ende: Die geführte Runde beginnt zwischen zwei Runden.</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Dieses Spiel beenden?</translation>
    </message>
    <message>
        <source>Round %1 of %2 is next. End this game now? The rounds played so far are kept in your history.</source>
        <translation>Als Nächstes kommt Runde %1 von %2. Das Spiel jetzt beenden? Die bisher gespielten Runden bleiben in deinem Verlauf.</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>Spiel &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Dail&amp;y set</source>
        <translation>Tagesser&amp;ie</translation>
    </message>
    <message>
        <source>Five puzzles of the day, easiest first, without a clock</source>
        <translation>Fünf Rätsel des Tages, das leichteste zuerst, ohne Uhr</translation>
    </message>
    <message>
        <source>Every day&apos;s puzzle and set, to look back at or play again</source>
        <translation>Rätsel und Serie jedes Tages, zum Nachsehen oder erneuten Spielen</translation>
    </message>
    <message>
        <source>C&amp;hallenge a friend…</source>
        <translation>Einen Freund &amp;herausfordern…</translation>
    </message>
    <message>
        <source>The round just played as a code to send a friend, or your reply to theirs</source>
        <translation>Die gerade gespielte Runde als Code für einen Freund, oder deine Antwort auf seine</translation>
    </message>
    <message>
        <source>&amp;Play a challenge…</source>
        <translation>Herausforderung s&amp;pielen…</translation>
    </message>
    <message>
        <source>Play the round of a friend&apos;s code (or paste it anywhere in the window: Ctrl+V)</source>
        <translation>Die Runde aus dem Code eines Freundes spielen (oder ihn irgendwo im Fenster einfügen: Strg+V)</translation>
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
        <translation>&lt; %1&#xa0;%</translation>
    </message>
    <message>
        <source>&gt; %1 %</source>
        <translation>&gt; %1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Selections</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <source>No exact solution</source>
        <translation>Keine exakte Lösung</translation>
    </message>
    <message>
        <source>in %</source>
        <translation>in&#xa0;%</translation>
    </message>
    <message>
        <source>Solvable</source>
        <translation>Lösbar</translation>
    </message>
    <message>
        <source>Distinct selections of tiles (as multisets) that can be drawn</source>
        <translation>Verschiedene Kombinationen von Zahlenkarten (als Multimengen), die gezogen werden können</translation>
    </message>
    <message>
        <source>The probability that a random round has no exact solution, as a fraction in lowest terms</source>
        <translation>Die Wahrscheinlichkeit, dass eine zufällige Runde keine exakte Lösung hat, als vollständig gekürzter Bruch</translation>
    </message>
    <message>
        <source>The same probability in per cent</source>
        <translation>Dieselbe Wahrscheinlichkeit in Prozent</translation>
    </message>
    <message>
        <source>The probability that the target can be reached exactly</source>
        <translation>Die Wahrscheinlichkeit, dass die Zielzahl exakt erreichbar ist</translation>
    </message>
    <message>
        <source>Le compte est bon</source>
        <translation>Le compte est bon</translation>
    </message>
    <message>
        <source>About one round in %1 has no exact solution</source>
        <translation>Etwa jede %1. Runde hat keine exakte Lösung</translation>
    </message>
    <message>
        <source>About the odds</source>
        <translation>Über die Chancen</translation>
    </message>
    <message>
        <source>How often is a round solvable?</source>
        <translation>Wie oft ist eine Runde lösbar?</translation>
    </message>
    <message>
        <source>The chance that a round has no exact solution. These figures are exact, not estimates from a sample: every distinct selection of tiles is counted, weighted by its probability under the rules&apos; draw, against every target of the rules&apos; range (Countdown 100–999, Le compte est bon 101–999).</source>
        <translation>Die Wahrscheinlichkeit, dass eine Runde keine exakte Lösung hat. Diese Werte sind exakt und keine Schätzungen aus einer Stichprobe: Jede mögliche Kombination von Zahlenkarten wird gezählt, gewichtet nach ihrer Wahrscheinlichkeit bei der Ziehung nach den jeweiligen Regeln, gegen jede Zielzahl aus deren Bereich (Countdown 100–999, Le compte est bon 101–999).</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Zahlen dürfen übrig bleiben</translation>
    </message>
    <message>
        <source>Every number used</source>
        <translation>Alle Zahlen verwendet</translation>
    </message>
    <message>
        <source>The usual rules: each tile at most once</source>
        <translation>Die üblichen Regeln: jede Zahlenkarte höchstens einmal</translation>
    </message>
    <message>
        <source>The practice mode in which every tile must be used</source>
        <translation>Der Übungsmodus, in dem alle Zahlenkarten verwendet werden müssen</translation>
    </message>
    <message>
        <source>Odds when numbers may be left out</source>
        <translation>Chancen, wenn Zahlen übrig bleiben dürfen</translation>
    </message>
    <message>
        <source>Odds when every number is used</source>
        <translation>Chancen, wenn alle Zahlen verwendet werden</translation>
    </message>
    <message numerus="yes">
        <source>Countdown, %n large</source>
        <translation>
            <numerusform>Countdown, %n große Zahl</numerusform>
            <numerusform>Countdown, %n große Zahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>every number used</source>
        <translation>alle Zahlen verwendet</translation>
    </message>
    <message>
        <source>numbers may be left out</source>
        <translation>Zahlen dürfen übrig bleiben</translation>
    </message>
    <message>
        <source>%1, %3: %2.</source>
        <extracomment>%1: a variant&apos;s name, %2: its summary, %3: whether numbers may be left out</extracomment>
        <translation>%1, %3: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n large</source>
        <translation>
            <numerusform>%n große</numerusform>
            <numerusform>%n große</numerusform>
        </translation>
    </message>
    <message>
        <source>One bag</source>
        <translation>Ein Beutel</translation>
    </message>
    <message>
        <source>Working out every selection…</source>
        <translation>Jede mögliche Auswahl wird berechnet…</translation>
    </message>
    <message>
        <source>The rules you are playing</source>
        <translation>Die Regeln, nach denen Sie spielen</translation>
    </message>
    <message>
        <source>Odds of the rules you are playing</source>
        <translation>Wahrscheinlichkeiten der Regeln, nach denen Sie spielen</translation>
    </message>
    <message>
        <source>Working out the odds</source>
        <translation>Wahrscheinlichkeiten werden berechnet</translation>
    </message>
</context>
<context>
    <name>countdown::ui::OneMachineDialog</name>
    <message>
        <source>Play at one machine</source>
        <translation>Zu mehreren an einem Rechner</translation>
    </message>
    <message>
        <source>Two to four players share the board and the clock. When the time is up, each declares in turn without the others seeing; then the closest shows how, as on the show.</source>
        <translation>Zwei bis vier Spieler teilen sich Brett und Uhr. Ist die Zeit um, sagt jeder der Reihe nach an, ohne dass die anderen es sehen; dann zeigt der Nächste am Ziel, wie, wie in der Sendung.</translation>
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
        <translation>Spieler &amp;%1:</translation>
    </message>
    <message numerus="yes">
        <source>A game of %n round(s): the number is in Settings.</source>
        <translation>
            <numerusform>Ein Spiel mit %n Runde: die Zahl steht in den Einstellungen.</numerusform>
            <numerusform>Ein Spiel mit %n Runden: die Zahl steht in den Einstellungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
</context>
<context>
    <name>countdown::ui::PickPanel</name>
    <message>
        <source>Le compte est bon: six tiles, a target from 101 to 999.</source>
        <translation>Le compte est bon: sechs Zahlenkarten, eine Zielzahl von 101 bis 999.</translation>
    </message>
    <message>
        <source>How many large numbers?</source>
        <translation>Wie viele große Zahlen?</translation>
    </message>
    <message numerus="yes">
        <source>%n large number(s)</source>
        <translation>
            <numerusform>%n große Zahl</numerusform>
            <numerusform>%n große Zahlen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n large number(s) and %1 small (key %2)</source>
        <translation>
            <numerusform>%n große Zahl und %1 kleine ziehen (Taste %2)</numerusform>
            <numerusform>%n große Zahlen und %1 kleine ziehen (Taste %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw the tiles</source>
        <translation>Zahlenkarten ziehen</translation>
    </message>
    <message>
        <source>&amp;Custom round…</source>
        <translation>Eigene &amp;Runde…</translation>
    </message>
    <message>
        <source>Type in any numbers and target, e.g. from the TV</source>
        <translation>Beliebige Zahlen und Zielzahl eingeben, z. B. aus dem Fernsehen</translation>
    </message>
    <message numerus="yes">
        <source>%1’s pick: %n large number(s)</source>
        <translation>
            <numerusform>%1 wählt: %n große Zahl</numerusform>
            <numerusform>%1 wählt: %n große Zahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, how many large numbers?</source>
        <translation>%1, wie viele große Zahlen?</translation>
    </message>
    <message>
        <source>Practice: %1.</source>
        <extracomment>%1: the kind of round practised, e.g. &quot;Rounds that need a division&quot;</extracomment>
        <translation>Übung: %1.</translation>
    </message>
    <message>
        <source>Practice: %1. How many large numbers?</source>
        <translation>Übung: %1. Wie viele große Zahlen?</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s) from one bag, a target from %2 to %3.</source>
        <extracomment>%1: the variant&apos;s name; %2-%3: its targets</extracomment>
        <translation>
            <numerusform>%1: %n Zahl aus einem Beutel, eine Zielzahl von %2 bis %3.</numerusform>
            <numerusform>%1: %n Zahlen aus einem Beutel, eine Zielzahl von %2 bis %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys %1–%2 pick; Space or Enter picks %3. C: a custom round.</source>
        <translation>Tasten %1–%2 wählen; Leertaste oder Eingabe wählt %3. C: eigene Runde.</translation>
    </message>
    <message>
        <source>Against %1. How many large numbers?</source>
        <extracomment>%1: the computer contestant the round is played against</extracomment>
        <translation>Gegen %1. Wie viele große Zahlen?</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <source>Space or Enter draws. C: a custom round.</source>
        <translation>Leertaste oder Eingabe zieht. C: eigene Runde.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::PracticeActions</name>
    <message>
        <source>Your history cannot be used (%1). The rounds you play now will not be kept.</source>
        <translation>Dein Verlauf kann nicht genutzt werden (%1). Die Runden, die du jetzt spielst, werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your history could not be read (%1). The old file is kept as %2, and a new history has been started.</source>
        <translation>Dein Verlauf konnte nicht gelesen werden (%1). Die alte Datei bleibt als %2 erhalten, und ein neuer Verlauf wurde angelegt.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Explorer: every target from %1 to %2</source>
        <translation>Explorer: alle Zielzahlen von %1 bis %2</translation>
    </message>
    <message>
        <source>About the odds</source>
        <translation>Über die Chancen</translation>
    </message>
    <message>
        <source>The table of odds is missing.</source>
        <translation>Die Tabelle mit den Chancen fehlt.</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) exported to %1</source>
        <translation>
            <numerusform>%n Runde nach %1 exportiert</numerusform>
            <numerusform>%n Runden nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear history</source>
        <translation>Verlauf löschen</translation>
    </message>
    <message>
        <source>Clear every round from your history? Your statistics start again from nothing. A copy of the current history is kept as a backup.</source>
        <translation>Alle Runden aus deinem Verlauf löschen? Deine Statistik beginnt dann wieder bei null. Eine Kopie des bisherigen Verlaufs wird als Sicherung aufbewahrt.</translation>
    </message>
    <message>
        <source>History cleared; the old one is kept as %1</source>
        <translation>Verlauf gelöscht; der alte ist als %1 gesichert</translation>
    </message>
    <message>
        <source>Play the daily puzzle first.</source>
        <translation>Spiel zuerst das Tagesrätsel.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Kopiert: %1</translation>
    </message>
    <message>
        <source>The next puzzle comes in %1 h %2 min.</source>
        <extracomment>%1 hours and %2 minutes until the next daily puzzle (at midnight)</extracomment>
        <translation>Das nächste Rätsel kommt in %1 Std. %2 Min.</translation>
    </message>
    <message>
        <source>Daily puzzle</source>
        <translation>Tagesrätsel</translation>
    </message>
    <message>
        <source>You have played today&apos;s puzzle.</source>
        <translation>Du hast das heutige Rätsel schon gespielt.</translation>
    </message>
    <message>
        <source>&amp;Share</source>
        <translation>&amp;Teilen</translation>
    </message>
    <message>
        <source>&amp;Practise it again</source>
        <translation>&amp;Nochmal üben</translation>
    </message>
</context>
<context>
    <name>countdown::ui::RevealPanel</name>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>no distinct solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct solution(s)</source>
        <translation>
            <numerusform>%n Lösung</numerusform>
            <numerusform>%n verschiedene Lösungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 = %2  (%n number(s))</source>
        <translation>
            <numerusform>%1 = %2  (%n Zahl)</numerusform>
            <numerusform>%1 = %2  (%n Zahlen)</numerusform>
        </translation>
    </message>
    <message>
        <source>counting solutions…</source>
        <translation>Lösungen werden gezählt…</translation>
    </message>
    <message>
        <source>Custom round: answer shown, no points.</source>
        <translation>Eigene Runde: Lösung gezeigt, keine Punkte.</translation>
    </message>
    <message>
        <source>You asked for the answer: this round scores 0.</source>
        <translation>Du hast dir die Lösung zeigen lassen: Diese Runde bringt 0 Punkte.</translation>
    </message>
    <message>
        <source>You: nothing that uses every number — 0 points.</source>
        <translation>Du: nichts, das alle Zahlen verwendet – 0 Punkte.</translation>
    </message>
    <message>
        <source>You: no answer — 0 points.</source>
        <translation>Du: keine Antwort – 0 Punkte.</translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2, in %3 s — %n point(s).</source>
        <translation>
            <numerusform>Du: %1, %2, in %3&#xa0;s – %n Punkt.</numerusform>
            <numerusform>Du: %1, %2, in %3&#xa0;s – %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2 — %n point(s).</source>
        <translation>
            <numerusform>Du: %1, %2 – %n Punkt.</numerusform>
            <numerusform>Du: %1, %2 – %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>THE SOLVER&apos;S ANSWER</source>
        <translation>DIE LÖSUNG DES COMPUTERS</translation>
    </message>
    <message>
        <source>&amp;Other solutions</source>
        <translation>&amp;Weitere Lösungen</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>Er&amp;kunden</translation>
    </message>
    <message>
        <source>Every target these tiles can make (Ctrl+Shift+E)</source>
        <translation>Alle Zielzahlen, die diese Zahlenkarten erreichen (Strg+Umschalt+E)</translation>
    </message>
    <message>
        <source>Copy a summary without spoilers, to paste for your friends</source>
        <translation>Eine Zusammenfassung ohne Spoiler kopieren, zum Teilen mit Freunden</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <source>Next round (N or Space)</source>
        <translation>Nächste Runde (N oder Leertaste)</translation>
    </message>
    <message>
        <source>Solver&apos;s answer</source>
        <translation>Lösung des Computers</translation>
    </message>
    <message>
        <source>Other solutions, fewest numbers first</source>
        <translation>Weitere Lösungen, mit den wenigsten Zahlen zuerst</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Dein Ergebnis</translation>
    </message>
    <message>
        <source>Hide &amp;other solutions</source>
        <translation>&amp;Weitere Lösungen ausblenden</translation>
    </message>
    <message>
        <source>Sh&amp;are</source>
        <translation>&amp;Teilen</translation>
    </message>
    <message>
        <source>Final &amp;score</source>
        <translation>&amp;Endstand</translation>
    </message>
    <message>
        <source>The game&apos;s rounds and total (N or Space)</source>
        <translation>Die Runden und die Summe des Spiels (N oder Leertaste)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3, in %4 s — %n point(s).</source>
        <translation>
            <numerusform>%1: %2, %3, in %4 s – %n Punkt.</numerusform>
            <numerusform>%1: %2, %3, in %4 s – %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3 — %n point(s).</source>
        <translation>
            <numerusform>%1: %2, %3 – %n Punkt.</numerusform>
            <numerusform>%1: %2, %3 – %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The contestant&apos;s result</source>
        <translation>Das Ergebnis des Kandidaten</translation>
    </message>
    <message>
        <source>The answer was shown: nobody scores this round.</source>
        <translation>Die Lösung wurde gezeigt: in dieser Runde punktet niemand.</translation>
    </message>
    <message>
        <source>nothing declared</source>
        <translation>nichts angesagt</translation>
    </message>
    <message>
        <source>%1, %2, not shown</source>
        <translation>%1, %2, nicht gezeigt</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, not made</source>
        <translation>%1, nicht erreicht</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 — %n point(s)</source>
        <translation>
            <numerusform>%1: %2 — %n Punkt</numerusform>
            <numerusform>%1: %2 — %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) taken: at most %1 points.</source>
        <extracomment>After the player&apos;s result; %1: the most the round could then score (e.g. 6)</extracomment>
        <translation>
            <numerusform>%n Tipp genommen: höchstens %1 Punkte.</numerusform>
            <numerusform>%n Tipps genommen: höchstens %1 Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>You had %1 and %2 left: %3.</source>
        <extracomment>%1 and %2: two numbers the player had left, %3 the step that makes the target</extracomment>
        <translation>Du hattest noch %1 und %2: %3.</translation>
    </message>
    <message>
        <source>Nearest to your working: %1 (it makes %2 too).</source>
        <extracomment>%1: a solution; %2: the numbers it makes that the player made too, e.g. &quot;106, 7950&quot;</extracomment>
        <translation>Am nächsten an deinem Rechenweg: %1 (auch hier kommt %2 vor).</translation>
    </message>
    <message>
        <source>No exact answer was possible: %1 was the closest.</source>
        <translation>Genau ging es nicht: %1 war am nächsten.</translation>
    </message>
    <message>
        <source>No exact answer was possible: yours was as close as anyone could get.</source>
        <translation>Genau ging es nicht: näher als du konnte niemand kommen.</translation>
    </message>
    <message>
        <source>Solved at once: the solver&apos;s answer for your numbers.</source>
        <translation>Sofort gelöst: die Lösung des Lösers für deine Zahlen.</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Nächstes Rätsel</translation>
    </message>
    <message>
        <source>The set&apos;s next puzzle to play (N or Space)</source>
        <translation>Das nächste Rätsel der Serie (N oder Leertaste)</translation>
    </message>
    <message>
        <source>Copy your reply, with both results, to send your friend</source>
        <translation>Deine Antwort mit beiden Ergebnissen kopieren, um sie deinem Freund zu schicken</translation>
    </message>
    <message>
        <source>Copy this round as a code, to send a friend (Ctrl+Shift+C)</source>
        <translation>Diese Runde als Code kopieren, um sie einem Freund zu schicken (Strg+Umschalt+C)</translation>
    </message>
    <message>
        <source>The challenge&apos;s results</source>
        <translation>Die Ergebnisse der Herausforderung</translation>
    </message>
    <message>
        <source>&amp;Reply</source>
        <translation>&amp;Antworten</translation>
    </message>
    <message>
        <source>Cha&amp;llenge</source>
        <translation>Heraus&amp;fordern</translation>
    </message>
    <message>
        <source>%1  —  %2  ·  %3</source>
        <extracomment>%1: who won (&quot;You win&quot;); %2: the friend&apos;s result; %3: the player&apos;s</extracomment>
        <translation>%1  —  %2  ·  %3</translation>
    </message>
    <message>
        <source>You asked for the answer: no star.</source>
        <translation>Du hast nach der Lösung gefragt: kein Stern.</translation>
    </message>
    <message>
        <source>You: no answer — no star.</source>
        <translation>Du: keine Antwort – kein Stern.</translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2 — %3 %n star(s).</source>
        <extracomment>%1: the number declared; %2: &quot;exact&quot; or &quot;4 away&quot;; %3: the stars drawn (&quot;★★☆&quot;)</extracomment>
        <translation>
            <numerusform>Du: %1, %2 – %3 %n Stern.</numerusform>
            <numerusform>Du: %1, %2 – %3 %n Sterne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) taken: at most %1 stars.</source>
        <translation>
            <numerusform>%n Tipp genommen: höchstens %1 Sterne.</numerusform>
            <numerusform>%n Tipps genommen: höchstens %1 Sterne.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::RoundKindText</name>
    <message>
        <source>%1 %</source>
        <extracomment>a percentage</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <source>Rounds with %n large number(s)</source>
        <translation>
            <numerusform>Runden mit %n großen Zahl</numerusform>
            <numerusform>Runden mit %n großen Zahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>Easy rounds: three numbers or fewer needed</source>
        <translation>Leichte Runden: drei Zahlen oder weniger genügen</translation>
    </message>
    <message>
        <source>Medium rounds: four or five numbers needed</source>
        <translation>Mittlere Runden: vier oder fünf Zahlen nötig</translation>
    </message>
    <message>
        <source>Hard rounds: all six numbers needed</source>
        <translation>Schwere Runden: alle sechs Zahlen nötig</translation>
    </message>
    <message>
        <source>Rounds that need a division</source>
        <translation>Runden, die eine Division brauchen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n exact (%2)</source>
        <extracomment>%1: rounds exact, %n: rounds played, %2: the rate, e.g. &quot;6 of 10 exact (60 %)&quot;</extracomment>
        <translation>
            <numerusform>%1 von %n exakt (%2)</numerusform>
            <numerusform>%1 von %n exakt (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>no earlier rounds like these</source>
        <translation>vorher keine solchen Runden</translation>
    </message>
    <message numerus="yes">
        <source>before: %1 of %n round(s) like these</source>
        <extracomment>%1: the earlier exact rate, %n: how many rounds it is over</extracomment>
        <translation>
            <numerusform>vorher: %1 bei %n solchen Runde</numerusform>
            <numerusform>vorher: %1 bei %n solchen Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Better than before.</source>
        <translation>Besser als vorher.</translation>
    </message>
    <message>
        <source>As before.</source>
        <translation>Wie vorher.</translation>
    </message>
    <message>
        <source>Below your earlier rate: practise again?</source>
        <translation>Unter deiner früheren Quote: noch einmal üben?</translation>
    </message>
</context>
<context>
    <name>countdown::ui::Scoreboard</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Zielzahl</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Zahlenkarten</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>Lösung gezeigt</translation>
    </message>
    <message>
        <source>%1 exact</source>
        <translation>%1 exakt</translation>
    </message>
    <message>
        <source>Total: %1 in %2</source>
        <translation>Gesamt: %1 in %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Noch einmal spielen</translation>
    </message>
    <message>
        <source>A new game of as many rounds (Ctrl+N)</source>
        <translation>Ein neues Spiel mit ebenso vielen Runden (Strg+N)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Back to single rounds</source>
        <translation>Zurück zu einzelnen Runden</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation>Unentschieden.</translation>
    </message>
    <message>
        <source>You %1 · %2 %3 in %4. %5</source>
        <translation>Du %1 · %2 %3 in %4. %5</translation>
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
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>A tie: %1.</source>
        <translation>Gleichstand: %1.</translation>
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
        <translation>Übung: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more round(s) like these</source>
        <translation>
            <numerusform>Noch %n solche Runde</numerusform>
            <numerusform>Noch %n solche Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Default number of large numbers</source>
        <translation>Vorgegebene Anzahl großer Zahlen</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Zahlen dürfen übrig bleiben</translation>
    </message>
    <message>
        <source>Every number must be used</source>
        <translation>Alle Zahlen müssen verwendet werden</translation>
    </message>
    <message>
        <source>Numbers used</source>
        <translation>Verwendete Zahlen</translation>
    </message>
    <message>
        <source>What counts as a valid answer, for the player and for the solver</source>
        <translation>Was als gültige Lösung zählt – für dich und für den Computer</translation>
    </message>
    <message>
        <source>Any (as on the show)</source>
        <translation>Beliebig (wie in der Sendung)</translation>
    </message>
    <message>
        <source>Easy (3 numbers or fewer)</source>
        <translation>Leicht (höchstens 3 Zahlen)</translation>
    </message>
    <message>
        <source>Medium (4 or 5 numbers)</source>
        <translation>Mittel (4 oder 5 Zahlen)</translation>
    </message>
    <message>
        <source>Hard (all 6 numbers)</source>
        <translation>Schwer (alle 6 Zahlen)</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>How many numbers the shortest exact answer needs</source>
        <translation>Wie viele Zahlen die kürzeste exakte Lösung braucht</translation>
    </message>
    <message>
        <source>Only rounds with an exact &amp;answer</source>
        <translation>Nur &amp;exakt lösbare Runden</translation>
    </message>
    <message>
        <source>Only rounds with an exact answer</source>
        <translation>Nur exakt lösbare Runden</translation>
    </message>
    <message>
        <source>Rounds in a game</source>
        <translation>Runden pro Spiel</translation>
    </message>
    <message>
        <source>How many rounds a new game has (Game → New game)</source>
        <translation>Wie viele Runden ein neues Spiel hat (Spiel → Neues Spiel)</translation>
    </message>
    <message>
        <source>Changes to the rules apply from the next round.</source>
        <translation>Regeländerungen gelten ab der nächsten Runde.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Default &amp;large numbers:</source>
        <translation>&amp;Große Zahlen (Vorgabe):</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <source>&amp;Numbers used:</source>
        <translation>Verwendete &amp;Zahlen:</translation>
    </message>
    <message>
        <source>Di&amp;fficulty:</source>
        <translation>Schwierig&amp;keit:</translation>
    </message>
    <message>
        <source>Rounds in a &amp;game:</source>
        <translation>Runden &amp;pro Spiel:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>System follows the colours of the desktop</source>
        <translation>„System“ folgt den Farben des Desktops</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Reduce &amp;motion (no flips, rolls or slides)</source>
        <translation>&amp;Bewegung reduzieren (kein Umdrehen, Rollen oder Gleiten)</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Bewegung reduzieren</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>Lang&amp;uage:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>&amp;Töne abspielen</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>T&amp;ick each second</source>
        <translation>Jede Sekunde t&amp;icken</translation>
    </message>
    <message>
        <source>Tick each second</source>
        <translation>Jede Sekunde ticken</translation>
    </message>
    <message>
        <source>No audio output was found: the game is silent until one is there.</source>
        <translation>Keine Audioausgabe gefunden: Das Spiel bleibt stumm, bis eine vorhanden ist.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>Standard&amp;werte</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody: play alone</source>
        <translation>Niemand: allein spielen</translation>
    </message>
    <message>
        <source>%1 (level %2 of %3)</source>
        <translation>%1 (Stufe %2 von %3)</translation>
    </message>
    <message>
        <source>Contestant</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>A computer contestant who plays every drawn round against you: only the closer answer scores, as on the show</source>
        <translation>Ein Computergegner, der jede gezogene Runde gegen dich spielt: Nur die nähere Antwort punktet, wie in der Sendung</translation>
    </message>
    <message>
        <source>C&amp;ontestant:</source>
        <translation>Ka&amp;ndidat:</translation>
    </message>
    <message>
        <source>&amp;Edit variants…</source>
        <translation>V&amp;arianten bearbeiten…</translation>
    </message>
    <message>
        <source>Edit variants</source>
        <translation>Varianten bearbeiten</translation>
    </message>
    <message>
        <source>Make, copy, change and delete variants of your own</source>
        <translation>Eigene Varianten anlegen, kopieren, ändern und löschen</translation>
    </message>
    <message>
        <source>How many large numbers a new round suggests (when the rules let you pick)</source>
        <translation>Wie viele große Zahlen eine neue Runde vorschlägt (wenn die Regeln die Wahl lassen)</translation>
    </message>
    <message>
        <source>Medium (all 4 numbers)</source>
        <translation>Mittel (alle 4 Zahlen)</translation>
    </message>
    <message>
        <source>Hard (6 or 7 numbers)</source>
        <translation>Schwer (6 oder 7 Zahlen)</translation>
    </message>
    <message>
        <source>Hard (6 numbers or more)</source>
        <translation>Schwer (6 Zahlen oder mehr)</translation>
    </message>
    <message>
        <source>Va&amp;riant:</source>
        <translation>Va&amp;riante:</translation>
    </message>
    <message numerus="yes">
        <source>The variant chosen draws %n tiles: no round needs more</source>
        <translation>
            <numerusform>Die gewählte Variante zieht %n Zahlenkarte: keine Runde braucht mehr</numerusform>
            <numerusform>Die gewählte Variante zieht %n Zahlenkarten: keine Runde braucht mehr</numerusform>
        </translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>countdown::ui::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Dein Fortschritt</translation>
    </message>
    <message>
        <source>Count rounds in which you asked for the answer early</source>
        <translation>Runden mitzählen, in denen du dir vorzeitig die Lösung hast zeigen lassen</translation>
    </message>
    <message>
        <source>No rounds yet</source>
        <translation>Noch keine Runden</translation>
    </message>
    <message>
        <source>Play one and your progress appears here.</source>
        <translation>Spiel eine, dann erscheint hier dein Fortschritt.</translation>
    </message>
    <message>
        <source>No rounds yet — play one and your progress appears here</source>
        <translation>Noch keine Runden – spiel eine, dann erscheint hier dein Fortschritt</translation>
    </message>
    <message>
        <source>ROUNDS</source>
        <translation>RUNDEN</translation>
    </message>
    <message>
        <source>POINTS</source>
        <translation>PUNKTE</translation>
    </message>
    <message>
        <source>EXACT ANSWERS</source>
        <translation>EXAKTE LÖSUNGEN</translation>
    </message>
    <message>
        <source>TIME TO EXACT</source>
        <translation>ZEIT BIS EXAKT</translation>
    </message>
    <message>
        <source>EXACT STREAK</source>
        <translation>EXAKT-SERIE</translation>
    </message>
    <message>
        <source>Points per round, oldest first</source>
        <translation>Punkte pro Runde, älteste zuerst</translation>
    </message>
    <message>
        <source>Rolling exact-answer rate, oldest first</source>
        <translation>Gleitende Quote exakter Lösungen, älteste zuerst</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Rounds played: %1</source>
        <translation>Gespielte Runden: %1</translation>
    </message>
    <message>
        <source>%1 per round</source>
        <translation>%1 pro Runde</translation>
    </message>
    <message>
        <source>Total points: %1</source>
        <translation>Punkte insgesamt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n round(s)</source>
        <translation>
            <numerusform>%1 von %n Runde</numerusform>
            <numerusform>%1 von %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact-answer rate: %1</source>
        <translation>Quote exakter Lösungen: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>on average</source>
        <translation>im Schnitt</translation>
    </message>
    <message>
        <source>Average time to an exact answer: %1</source>
        <translation>Durchschnittliche Zeit bis zur exakten Lösung: %1</translation>
    </message>
    <message>
        <source>no exact answer yet</source>
        <translation>noch keine exakte Lösung</translation>
    </message>
    <message>
        <source>Average time to an exact answer: none yet</source>
        <translation>Durchschnittliche Zeit bis zur exakten Lösung: noch keine</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>Rekord %1</translation>
    </message>
    <message>
        <source>Current streak of exact answers: %1</source>
        <translation>Aktuelle Serie exakter Lösungen: %1</translation>
    </message>
    <message>
        <source>Best streak of exact answers: %1</source>
        <translation>Längste Serie exakter Lösungen: %1</translation>
    </message>
    <message>
        <source>Average points per round: %1</source>
        <translation>Durchschnittliche Punkte pro Runde: %1</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · %2 · %n point(s)</source>
        <translation>
            <numerusform>Runde %1 · %2 · %n Punkt</numerusform>
            <numerusform>Runde %1 · %2 · %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact answers</source>
        <translation>Exakte Lösungen</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s); the last scored %1</source>
        <translation>
            <numerusform>%n Runde; die letzte brachte %1</numerusform>
            <numerusform>%n Runden; die letzte brachte %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Now %1 %</source>
        <translation>Aktuell %1&#xa0;%</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Punkte pro Runde</translation>
    </message>
    <message numerus="yes">
        <source>Exact answers over the last %n round(s)</source>
        <translation>
            <numerusform>Exakte Lösungen in der letzten %n Runde</numerusform>
            <numerusform>Exakte Lösungen in den letzten %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exact</source>
        <translation>
            <numerusform>%n exakt</numerusform>
            <numerusform>%n exakt</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <comment>a round that came close to the target: 5 or 7 points</comment>
        <translation>Knapp daneben</translation>
    </message>
    <message>
        <source>&amp;Your rounds</source>
        <translation>&amp;Deine Runden</translation>
    </message>
    <message>
        <source>Co&amp;ntestants</source>
        <translation>&amp;Kandidaten</translation>
    </message>
    <message>
        <source>Rounds in which you took hints count with the others</source>
        <translation>Runden, in denen du Tipps genommen hast, zählen mit</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) with hints left out, %1 of them exact</source>
        <translation>
            <numerusform>%n Runde mit Tipps nicht gezählt, davon %1 genau</numerusform>
            <numerusform>%n Runden mit Tipps nicht gezählt, davon %1 genau</numerusform>
        </translation>
    </message>
    <message>
        <source>Also count:</source>
        <extracomment>Before three check boxes: &quot;custom rounds&quot;, &quot;rounds with the answer shown&quot;, &quot;rounds with hints&quot;</extracomment>
        <translation>Auch zählen:</translation>
    </message>
    <message>
        <source>&amp;custom rounds</source>
        <translation>&amp;eigene Runden</translation>
    </message>
    <message>
        <source>rounds with the &amp;answer shown</source>
        <translation>Runden mit gezeigter &amp;Lösung</translation>
    </message>
    <message>
        <source>rounds with &amp;hints</source>
        <translation>Runden mit &amp;Tipps</translation>
    </message>
    <message>
        <source>Custom rounds, rounds where you asked for the answer and rounds with hints count only when you tick them above.</source>
        <translation>Eigene Runden, Runden mit gezeigter Lösung und Runden mit Tipps zählen nur, wenn du sie oben ankreuzt.</translation>
    </message>
    <message>
        <source>DAILY STREAK</source>
        <extracomment>Days in a row with the daily puzzle played</extracomment>
        <translation>TAGESSERIE</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily puzzles played in a row: %1</source>
        <translation>Tagesrätsel in Folge gespielt: %1</translation>
    </message>
    <message>
        <source>Most daily puzzles played in a row: %1</source>
        <translation>Meiste Tagesrätsel in Folge: %1</translation>
    </message>
    <message>
        <source>&amp;Weak spots</source>
        <translation>Sch&amp;wachstellen</translation>
    </message>
    <message>
        <source>%1, every number used</source>
        <translation>%1, alle Zahlen verwendet</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>Va&amp;riant:</source>
        <extracomment>Before a list: &quot;All variants&quot;, &quot;Countdown (UK)&quot;, &quot;Seven tiles&quot;...</extracomment>
        <translation>Va&amp;riante:</translation>
    </message>
    <message>
        <source>Only the rounds played with this variant count</source>
        <translation>Nur die mit dieser Variante gespielten Runden zählen</translation>
    </message>
    <message>
        <source>Variant of the rounds counted</source>
        <translation>Variante der gezählten Runden</translation>
    </message>
    <message>
        <source>No rounds with this variant yet</source>
        <translation>Noch keine Runden mit dieser Variante</translation>
    </message>
    <message>
        <source> · sets %1</source>
        <extracomment>After the daily puzzle&apos;s best streak: the daily set&apos;s current streak, in days</extracomment>
        <translation> · Serien %1</translation>
    </message>
    <message>
        <source>Daily sets played through in a row: %1, best %2</source>
        <translation>Tagesserien ganz gespielt in Folge: %1, Bestwert %2</translation>
    </message>
    <message>
        <source>Count rounds with numbers you typed in yourself, and rounds played from a friend&apos;s challenge</source>
        <translation>Runden mit selbst eingegebenen Zahlen zählen, und Runden aus der Herausforderung eines Freundes</translation>
    </message>
    <message>
        <source>Cha&amp;llenges</source>
        <translation>&amp;Herausforderungen</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TargetDisplay</name>
    <message>
        <source>Target</source>
        <translation>Zielzahl</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Noch keine Zielzahl</translation>
    </message>
    <message>
        <source>Rolling</source>
        <translation>Wird ausgelost</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TileRack</name>
    <message>
        <source>Tiles</source>
        <translation>Zahlenkarten</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <source>Left and Right move between the tiles, Space or Enter picks one</source>
        <translation>Pfeiltasten links und rechts wechseln die Zahlenkarte, Leertaste oder Eingabe wählt sie aus</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TileWidget</name>
    <message>
        <source>Empty place</source>
        <translation>Leerer Platz</translation>
    </message>
    <message>
        <source>Face-down tile</source>
        <translation>Verdeckte Zahlenkarte</translation>
    </message>
    <message>
        <source>Tile %1, selected</source>
        <translation>Zahlenkarte %1, ausgewählt</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Zahlenkarte %1</translation>
    </message>
    <message>
        <source>Small number</source>
        <translation>Kleine Zahl</translation>
    </message>
    <message>
        <source>Large number</source>
        <translation>Große Zahl</translation>
    </message>
    <message>
        <source>Made by you</source>
        <translation>Von dir errechnet</translation>
    </message>
    <message>
        <source>Made by you, %1: %2</source>
        <extracomment>A tile the player made: %1 its value, %2 how (&quot;806: 100 × 8 + 6&quot;)</extracomment>
        <translation>Von dir errechnet, %1: %2</translation>
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
        <translation>Le compte est bon (Frankreich)</translation>
    </message>
    <message>
        <source>All large (5 or 6 large numbers)</source>
        <translation>Alles groß (5 oder 6 große Zahlen)</translation>
    </message>
    <message>
        <source>Alternative large numbers (12 37 62 87)</source>
        <translation>Andere große Zahlen (12 37 62 87)</translation>
    </message>
    <message>
        <source>Four-digit targets</source>
        <translation>Vierstellige Zielzahlen</translation>
    </message>
    <message>
        <source>Seven tiles</source>
        <translation>Sieben Zahlen</translation>
    </message>
    <message>
        <source>No division</source>
        <translation>Ohne Division</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Zahl</numerusform>
            <numerusform>%n Zahlen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n large of %1</source>
        <extracomment>%1: the large numbers, e.g. &quot;25 50 75 100&quot;</extracomment>
        <translation>
            <numerusform>%n große aus %1</numerusform>
            <numerusform>%n große aus %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 large of %3</source>
        <extracomment>%1-%2: how many large the player may pick; %3: the large numbers</extracomment>
        <translation>%1–%2 große aus %3</translation>
    </message>
    <message numerus="yes">
        <source>from one bag of %n</source>
        <translation>
            <numerusform>aus einem Beutel mit %n</numerusform>
            <numerusform>aus einem Beutel mit %n</numerusform>
        </translation>
    </message>
    <message>
        <source>targets %1–%2</source>
        <translation>Zielzahlen %1–%2</translation>
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
        <translation>Ihre Varianten</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>A new variant, starting from the rules chosen in the settings</source>
        <translation>Eine neue Variante, ausgehend von den in den Einstellungen gewählten Regeln</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Rounds already played under it keep it in the history</source>
        <translation>Bereits damit gespielte Runden behalten sie im Verlauf</translation>
    </message>
    <message>
        <source>Separated by spaces; a number twice is two tiles</source>
        <translation>Durch Leerzeichen getrennt; eine Zahl zweimal sind zwei Zahlen im Beutel</translation>
    </message>
    <message>
        <source>The player picks how many &amp;large</source>
        <translation>Spieler wählt die Zahl der &amp;großen</translation>
    </message>
    <message>
        <source>Unticked, every tile comes from one bag of all the numbers, as in Le compte est bon</source>
        <translation>Ohne Haken kommen alle Zahlen aus einem Beutel, wie bei Le compte est bon</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Addition</source>
        <translation>Addition</translation>
    </message>
    <message>
        <source>Subtraction</source>
        <translation>Subtraktion</translation>
    </message>
    <message>
        <source>Multiplication</source>
        <translation>Multiplikation</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Zahlen dürfen übrig bleiben</translation>
    </message>
    <message>
        <source>Every number must be used</source>
        <translation>Alle Zahlen müssen verwendet werden</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
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
        <translation>G&amp;roße Zahlen:</translation>
    </message>
    <message>
        <source>&amp;Small numbers:</source>
        <translation>Kl&amp;eine Zahlen:</translation>
    </message>
    <message>
        <source>Large to pic&amp;k:</source>
        <translation>Große zur &amp;Wahl:</translation>
    </message>
    <message>
        <source>Tar&amp;gets:</source>
        <translation>Zielbere&amp;ich:</translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation>Rechenarten:</translation>
    </message>
    <message>
        <source>N&amp;umbers used:</source>
        <translation>Verwen&amp;dete Zahlen:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <source>My variant %1</source>
        <translation>Meine Variante %1</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>a copy of a variant, %1 its name</extracomment>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Large numbers: “%1” is not a whole number from 1 to 999,999.</source>
        <translation>Große Zahlen: „%1“ ist keine ganze Zahl von 1 bis 999.999.</translation>
    </message>
    <message>
        <source>Small numbers: “%1” is not a whole number from 1 to 999,999.</source>
        <translation>Kleine Zahlen: „%1“ ist keine ganze Zahl von 1 bis 999.999.</translation>
    </message>
    <message>
        <source>Give the variant a name.</source>
        <translation>Geben Sie der Variante einen Namen.</translation>
    </message>
    <message>
        <source>“%1” needs a name.</source>
        <translation>„%1“ braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The two bags hold %1 tiles in all: at most %2 are allowed.</source>
        <extracomment>The large and small bags together hold more tiles than a variant may have</extracomment>
        <translation>Die beiden Beutel enthalten zusammen %1 Zahlenkarten: höchstens %2 sind erlaubt.</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed here; it must be from %3 to %4.</source>
        <extracomment>%1 names a row of the form (e.g. &quot;Large to pick&quot;)</extracomment>
        <translation>%1: %2 ist hier nicht erlaubt; es muss zwischen %3 und %4 liegen.</translation>
    </message>
    <message>
        <source>%1: a round may need %2 of them, but there are only %3.</source>
        <translation>%1: Eine Runde kann %2 davon brauchen, es gibt aber nur %3.</translation>
    </message>
    <message>
        <source>%1: the first number (%2) must not be above the second (%3).</source>
        <translation>%1: Die erste Zahl (%2) darf nicht größer als die zweite (%3) sein.</translation>
    </message>
    <message>
        <source>%1: tick at least one.</source>
        <translation>%1: Mindestens eine ankreuzen.</translation>
    </message>
    <message>
        <source>%1: every number can be required only when + or × is allowed: some selections would make nothing at all.</source>
        <translation>%1: Alle Zahlen zu verlangen geht nur mit + oder ×: manche Auswahlen ergäben sonst gar nichts.</translation>
    </message>
    <message>
        <source>&amp;Tiles drawn:</source>
        <translation>&amp;Zahlen pro Runde:</translation>
    </message>
</context>
<context>
    <name>countdown::ui::WeakSpotsView</name>
    <message>
        <source>Where you do worst</source>
        <translation>Wo es dir am schwersten fällt</translation>
    </message>
    <message>
        <source>No weak spot: no kind of round is %1 points below your overall exact rate yet (each kind needs %2 rounds to judge).</source>
        <translation>Keine Schwachstelle: Noch liegt keine Art von Runde %1 Punkte unter deiner Quote exakter Lösungen (jede Art braucht %2 Runden für ein Urteil).</translation>
    </message>
    <message>
        <source>Kinds of round where your exact rate is %1 points or more below your overall %2. Practice rounds all have an exact answer.</source>
        <translation>Arten von Runden, bei denen deine Quote exakter Lösungen %1 Punkte oder mehr unter deinen gesamten %2 liegt. Übungsrunden haben alle eine exakte Lösung.</translation>
    </message>
    <message numerus="yes">
        <source>%1 exact: %2 of %n round(s)</source>
        <translation>
            <numerusform>%1 exakt: %2 von %n Runde</numerusform>
            <numerusform>%1 exakt: %2 von %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Last practice, %1: %2</source>
        <extracomment>%1: a date; %2: e.g. &quot;6 of 10 exact (60 %)&quot;</extracomment>
        <translation>Letzte Übung, %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Practise %n rounds like these</source>
        <translation>
            <numerusform>%n solche Runde üben</numerusform>
            <numerusform>%n solche Runden üben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Practise %n rounds like these: %1</source>
        <translation>
            <numerusform>%n solche Runde üben: %1</numerusform>
            <numerusform>%n solche Runden üben: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Your practice</source>
        <translation>Deine Übungen</translation>
    </message>
    <message>
        <source>%1 · %2: %3; %4</source>
        <translation>%1 · %2: %3; %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n round(s) so far)</source>
        <translation>
            <numerusform>%1 (bisher %n Runde)</numerusform>
            <numerusform>%1 (bisher %n Runden)</numerusform>
        </translation>
    </message>
    <message>
        <source>None yet: a practice&apos;s result shows here, against your rate before it.</source>
        <translation>Noch keine: Das Ergebnis einer Übung erscheint hier, neben deiner Quote davor.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>countdown::ui::WorkingView</name>
    <message>
        <source>YOUR WORKING</source>
        <translation>DEIN RECHENWEG</translation>
    </message>
    <message>
        <source>Click a tile, an operation and another tile.</source>
        <translation>Klicke eine Zahlenkarte, ein Rechenzeichen und eine weitere Zahlenkarte an.</translation>
    </message>
    <message>
        <source>%1.  %2</source>
        <translation>%1.  %2</translation>
    </message>
    <message>
        <source>Your working</source>
        <translation>Dein Rechenweg</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The numbers round of Countdown and Le compte est bon.</source>
        <translation>Die Zahlenrunde aus Countdown und Le compte est bon.</translation>
    </message>
    <message>
        <source>Print the time to the first painted frame and quit.</source>
        <translation>Die Zeit bis zum ersten gezeichneten Bild ausgeben und beenden.</translation>
    </message>
    <message>
        <source>Start the draws from this seed.</source>
        <translation>Die Ziehungen mit diesem Startwert (Seed) beginnen.</translation>
    </message>
    <message>
        <source>A friend&apos;s challenge to play: its code or its link (countdown-numbers://challenge/…).</source>
        <translation>Die Herausforderung eines Freundes: ihr Code oder ihr Link (countdown-numbers://challenge/…).</translation>
    </message>
    <message>
        <source>the game already open does not answer</source>
        <translation>das bereits geöffnete Spiel antwortet nicht</translation>
    </message>
</context>
</TS>
