<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>countdown::Contestant</name>
    <message>
        <source>Ollie</source>
        <translation>Ollie</translation>
    </message>
    <message>
        <source>New to the game: tries the obvious sums, and often stops short.</source>
        <translation>Débutant&#xa0;: tente les calculs évidents et s’arrête souvent en chemin.</translation>
    </message>
    <message>
        <source>Priya</source>
        <translation>Priya</translation>
    </message>
    <message>
        <source>Plays along at home: finds the easy rounds, and seldom divides.</source>
        <translation>Joue depuis chez elle&#xa0;: trouve les manches faciles et divise rarement.</translation>
    </message>
    <message>
        <source>Hugo</source>
        <translation>Hugo</translation>
    </message>
    <message>
        <source>Club player: gets most rounds, but a long one can beat him.</source>
        <translation>Joueur de club&#xa0;: réussit la plupart des manches, mais une longue peut le battre.</translation>
    </message>
    <message>
        <source>Mei</source>
        <translation>Mei</translation>
    </message>
    <message>
        <source>Contender: sees nearly everything, given the whole clock.</source>
        <translation>Prétendante au titre&#xa0;: voit presque tout, avec tout le temps du chrono.</translation>
    </message>
    <message>
        <source>Zara</source>
        <translation>Zara</translation>
    </message>
    <message>
        <source>Champion: finds any solution within seconds.</source>
        <translation>Championne&#xa0;: trouve n’importe quelle solution en quelques secondes.</translation>
    </message>
</context>
<context>
    <name>countdown::DailyShare</name>
    <message>
        <source>exact</source>
        <translation>le compte est bon</translation>
    </message>
    <message>
        <source>within 5</source>
        <translation>à 5 près</translation>
    </message>
    <message>
        <source>within 10</source>
        <translation>à 10 près</translation>
    </message>
    <message>
        <source>further off</source>
        <translation>plus loin</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>solution affichée</translation>
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
        <translation>Countdown Numbers série n°%1 · %2</translation>
    </message>
</context>
<context>
    <name>countdown::Error</name>
    <message>
        <source>A number is missing</source>
        <translation>Il manque un nombre</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre</translation>
    </message>
    <message>
        <source>Too few numbers: at least %1 needed</source>
        <translation>Trop peu de plaques&#xa0;: il en faut au moins %1</translation>
    </message>
    <message>
        <source>Too many numbers: %2 given, at most %1 allowed</source>
        <translation>Trop de plaques&#xa0;: %2 données, %1 au maximum</translation>
    </message>
    <message>
        <source>%1 cannot be used: numbers go from %2 to %3</source>
        <translation>%1 ne peut pas être une plaque&#xa0;: les plaques vont de %2 à %3</translation>
    </message>
    <message>
        <source>%1 cannot be the target: targets go from %2 to %3</source>
        <translation>%1 ne peut pas être le nombre à trouver&#xa0;: il doit être compris entre %2 et %3</translation>
    </message>
    <message>
        <source>Type a calculation first</source>
        <translation>Tapez d’abord un calcul</translation>
    </message>
    <message>
        <source>“%1” is not a number, an operator or a bracket</source>
        <translation>«&#xa0;%1&#xa0;» n’est ni un nombre, ni un opérateur, ni une parenthèse</translation>
    </message>
    <message>
        <source>This bracket is never closed</source>
        <translation>Cette parenthèse n’est jamais fermée</translation>
    </message>
    <message>
        <source>This bracket closes nothing</source>
        <translation>Cette parenthèse ne ferme rien</translation>
    </message>
    <message>
        <source>A number or an opening bracket should come here</source>
        <translation>Il faut ici un nombre ou une parenthèse ouvrante</translation>
    </message>
    <message>
        <source>An operator or a closing bracket should come here</source>
        <translation>Il faut ici un opérateur ou une parenthèse fermante</translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation>%1 est trop grand</translation>
    </message>
    <message>
        <source>%1 is not one of the numbers</source>
        <translation>%1 ne fait pas partie des plaques</translation>
    </message>
    <message>
        <source>%1 is used more often than it appears (%2×)</source>
        <translation>%1 est utilisé plus souvent qu’il n’apparaît (%2 fois)</translation>
    </message>
    <message>
        <source>%1 %2 %3 would be negative</source>
        <translation>%1 %2 %3 serait négatif</translation>
    </message>
    <message>
        <source>%1 %2 %3 would be zero</source>
        <translation>%1 %2 %3 ferait zéro</translation>
    </message>
    <message>
        <source>%1 %2 %3 is not a whole number</source>
        <translation>%1 %2 %3 ne tombe pas juste</translation>
    </message>
    <message>
        <source>%1 cannot be divided by zero</source>
        <translation>On ne peut pas diviser %1 par zéro</translation>
    </message>
    <message>
        <source>%1 %2 %3 is too large to work out</source>
        <translation>%1 %2 %3 est trop grand pour être calculé</translation>
    </message>
    <message>
        <source>%1 has already been used</source>
        <translation>%1 a déjà été utilisé</translation>
    </message>
    <message>
        <source>%1 cannot be combined with itself</source>
        <translation>%1 ne peut pas être combiné avec lui-même</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Il n’y a rien à annuler</translation>
    </message>
    <message>
        <source>There is no tile with index %1</source>
        <translation>Il n’y a pas de plaque d’indice %1</translation>
    </message>
    <message>
        <source>Every number must be used. Not used yet: %1</source>
        <extracomment>%1 lists the tiles, e.g. &quot;2 and 10&quot;</extracomment>
        <translation>Toutes les plaques doivent servir. Pas encore utilisées&#xa0;: %1</translation>
    </message>
    <message>
        <source>The line is too long: at most %1 bytes</source>
        <translation>La ligne est trop longue&#xa0;: au plus %1 octets</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 says what failed, e.g. &quot;The round could not be stored in the history&quot;; %2 says why</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The round could not be stored in the history</source>
        <translation>La manche n’a pas pu être enregistrée dans l’historique</translation>
    </message>
    <message>
        <source>The game could not be started in the history</source>
        <translation>La partie n’a pas pu être commencée dans l’historique</translation>
    </message>
    <message>
        <source>The game could not be marked as finished</source>
        <translation>La partie n’a pas pu être marquée comme terminée</translation>
    </message>
    <message>
        <source>The history could not be read</source>
        <translation>L’historique n’a pas pu être lu</translation>
    </message>
    <message>
        <source>The history could not be exported</source>
        <translation>L’historique n’a pas pu être exporté</translation>
    </message>
    <message>
        <source>The history could not be cleared</source>
        <translation>L’historique n’a pas pu être effacé</translation>
    </message>
    <message>
        <source>the SQLite driver of Qt (QSQLITE) is not installed</source>
        <translation>le pilote SQLite de Qt (QSQLITE) n’est pas installé</translation>
    </message>
    <message>
        <source>the file is write-protected</source>
        <translation>le fichier est protégé en écriture</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>le fichier n’a pas pu être ouvert</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>le fichier n’a pas pu être lu</translation>
    </message>
    <message>
        <source>the integrity check failed</source>
        <translation>la vérification d’intégrité a échoué</translation>
    </message>
    <message>
        <source>the file could not be prepared</source>
        <translation>le fichier n’a pas pu être préparé</translation>
    </message>
    <message>
        <source>bringing the history up to date failed</source>
        <translation>la mise à jour de l’historique a échoué</translation>
    </message>
    <message>
        <source>the history was written by a newer version of the game (schema %1; this version knows up to %2) and was left unchanged</source>
        <translation>l’historique a été écrit par une version plus récente du jeu (schéma %1&#xa0;; cette version connaît jusqu’au %2) et n’a pas été modifié</translation>
    </message>
    <message>
        <source>the file is an SQLite database but not a history</source>
        <translation>le fichier est une base de données SQLite, mais pas un historique</translation>
    </message>
    <message>
        <source>the disk that holds %1 is full</source>
        <translation>le disque où se trouve %1 est plein</translation>
    </message>
    <message>
        <source>it could not be moved aside</source>
        <translation>il n’a pas pu être mis de côté</translation>
    </message>
    <message>
        <source>a new history could not be started either</source>
        <translation>un nouvel historique n’a pas pu être commencé non plus</translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation>la partie %1 n’existe pas</translation>
    </message>
    <message>
        <source>the backup could not be written</source>
        <translation>la sauvegarde n’a pas pu être écrite</translation>
    </message>
    <message>
        <source>no history is being kept</source>
        <translation>aucun historique n’est tenu</translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation>une liste de nombres entiers</translation>
    </message>
    <message>
        <source>text in quotes</source>
        <translation>un texte entre guillemets</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>an object in braces</source>
        <translation>un objet entre accolades</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>The variant is not valid JSON (%1)</source>
        <extracomment>%1 is Qt&apos;s description of the JSON problem (in English)</extracomment>
        <translation>La variante n’est pas du JSON valide (%1)</translation>
    </message>
    <message>
        <source>The variant is too large: at most %1 bytes</source>
        <translation>La variante est trop grande&#xa0;: au plus %1 octets</translation>
    </message>
    <message>
        <source>“%1” is not a field of a variant</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un champ de variante</translation>
    </message>
    <message>
        <source>“%1” is given more than once</source>
        <translation>«&#xa0;%1&#xa0;» est donné plusieurs fois</translation>
    </message>
    <message>
        <source>A variant must be one object in braces</source>
        <translation>Une variante doit être un seul objet entre accolades</translation>
    </message>
    <message>
        <source>“%1” must be %2</source>
        <extracomment>%2 is e.g. &quot;a whole number&quot;, &quot;a list of whole numbers&quot;</extracomment>
        <translation>«&#xa0;%1&#xa0;» doit être %2</translation>
    </message>
    <message>
        <source>“%1” is %2 but must be from %3 to %4</source>
        <translation>«&#xa0;%1&#xa0;» vaut %2 mais doit être entre %3 et %4</translation>
    </message>
    <message>
        <source>“%1” needs one of %2</source>
        <translation>«&#xa0;%1&#xa0;» demande au moins un de ceux-ci&#xa0;: %2</translation>
    </message>
    <message>
        <source>“%1” cannot be “%2”: use %3</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas valoir «&#xa0;%2&#xa0;»&#xa0;: utilisez %3</translation>
    </message>
    <message>
        <source>“%1” has %3 tiles but a round may need %2</source>
        <translation>«&#xa0;%1&#xa0;» a %3&#xa0;plaques mais une manche peut en demander %2</translation>
    </message>
    <message>
        <source>“%1” goes from %2 down to %3: give the lower first</source>
        <translation>«&#xa0;%1&#xa0;» va de %2 à %3, en descendant&#xa0;: donnez d’abord le plus petit</translation>
    </message>
    <message>
        <source>The variant was written by a newer version of the game (version %1; this version reads up to %2)</source>
        <translation>La variante a été écrite par une version plus récente du jeu (version %1&#xa0;; cette version lit jusqu’à la %2)</translation>
    </message>
    <message>
        <source>%1 is not allowed in this variant</source>
        <extracomment>%1 is an operator: +, −, × or ÷</extracomment>
        <translation>%1 n’est pas permis dans cette variante</translation>
    </message>
    <message>
        <source>There was not enough memory to finish the work</source>
        <translation>La mémoire n’a pas suffi pour terminer le calcul</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>Terminez d’abord cette manche.</translation>
    </message>
    <message>
        <source>Finish this game first.</source>
        <translation>Terminez d’abord cette partie.</translation>
    </message>
    <message>
        <source>The daily puzzle is yours alone: finish the game at one machine first.</source>
        <translation>Le tirage du jour se joue seul&#xa0;: terminez d’abord la partie à plusieurs.</translation>
    </message>
    <message>
        <source>The daily puzzle of %1 is played already.</source>
        <extracomment>%1: the day, as the player&apos;s language writes dates in full</extracomment>
        <translation>Le tirage du jour du %1 est déjà joué.</translation>
    </message>
    <message>
        <source>A game at one machine needs at least %1 players.</source>
        <extracomment>%1: the fewest people a game at one machine is played by (2)</extracomment>
        <translation>Une partie sur une seule machine se joue à %1 joueurs au moins.</translation>
    </message>
    <message>
        <source>The odds of this variant cannot be worked out: its rounds can draw %1 distinct selections of tiles, and the odds are worked out over at most %2</source>
        <extracomment>%1: how many distinct selections of tiles the variant&apos;s rounds can draw, %2: the most the exact odds are worked out over</extracomment>
        <translation>Les probabilités de cette variante ne peuvent pas être calculées&#xa0;: ses manches peuvent donner %1 tirages de plaques distincts, et elles sont calculées sur %2 tirages au plus</translation>
    </message>
    <message>
        <source>There is no code to read</source>
        <translation>Il n’y a aucun code à lire</translation>
    </message>
    <message>
        <source>This is too long to be a code: at most %1 characters</source>
        <translation>C’est trop long pour être un code&#xa0;: %1 caractères au plus</translation>
    </message>
    <message>
        <source>“%1” (character %2) cannot be in a code: codes are digits and letters</source>
        <extracomment>%1: the character, %2: its place in what was pasted (1 for the first)</extracomment>
        <translation>«&#xa0;%1&#xa0;» (caractère %2) ne peut pas figurer dans un code&#xa0;: un code est fait de chiffres et de lettres</translation>
    </message>
    <message>
        <source>The code is mistyped: a symbol is wrong or two are swapped. Check it again</source>
        <translation>Le code est mal saisi&#xa0;: un symbole est faux ou deux sont inversés. Vérifiez-le</translation>
    </message>
    <message>
        <source>The code is cut short: symbols are missing at its end. Copy it again, whole</source>
        <translation>Le code est tronqué&#xa0;: il manque des symboles à la fin. Copiez-le de nouveau, en entier</translation>
    </message>
    <message>
        <source>The code goes on after its end (%1 symbols too many). Copy it again, alone</source>
        <extracomment>%1: how many symbols follow the code&apos;s end</extracomment>
        <translation>Le code continue après sa fin (%1 symboles de trop). Copiez-le de nouveau, seul</translation>
    </message>
    <message>
        <source>The code was made by a newer version of the game (format %1; this version reads up to %2)</source>
        <translation>Le code a été créé par une version plus récente du jeu (format %1&#xa0;; cette version lit jusqu’au %2)</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is %2 but must be from %3 to %4</source>
        <extracomment>%1: the field, as docs/challenge-codes.md names it, e.g. &quot;sender.points&quot;</extracomment>
        <translation>Dans le code, «&#xa0;%1&#xa0;» vaut %2 mais doit aller de %3 à %4</translation>
    </message>
    <message>
        <source>The code allows no operation</source>
        <translation>Le code n’autorise aucune opération</translation>
    </message>
    <message>
        <source>The code asks for every number to be used with %1 only: that needs + or ×</source>
        <translation>Le code demande d’utiliser tous les nombres avec %1 seulement&#xa0;: il faut pour cela + ou ×</translation>
    </message>
    <message>
        <source>The code carries a reply but not the result it replies to</source>
        <translation>Le code contient une réponse mais pas le résultat auquel elle répond</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is not text (UTF-8)</source>
        <translation>Dans le code, «&#xa0;%1&#xa0;» n’est pas du texte (UTF-8)</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” holds the control character %2</source>
        <extracomment>%2: the character as its Unicode number, e.g. U+202E</extracomment>
        <translation>Dans le code, «&#xa0;%1&#xa0;» contient le caractère de contrôle %2</translation>
    </message>
    <message>
        <source>Puzzle %1 of the set of %2 is played already.</source>
        <extracomment>%1: the puzzle&apos;s place in the day&apos;s set (1-5), %2: the day, written in full</extracomment>
        <translation>Le tirage %1 de la série du %2 est déjà joué.</translation>
    </message>
    <message>
        <source>There is no challenge code in this text: a code looks like 1B83-409D-KH50-0T20-EH</source>
        <translation>Ce texte ne contient aucun code de défi : un code ressemble à 1B83-409D-KH50-0T20-EH</translation>
    </message>
    <message>
        <source>The reply could not be kept in the history</source>
        <translation>La réponse n’a pas pu être gardée dans l’historique</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is %2 but must be %3</source>
        <extracomment>%1: the field, as docs/challenge-codes.md names it, e.g. &quot;tiles&quot;</extracomment>
        <translation>Dans le code, «&#xa0;%1&#xa0;» vaut %2 mais doit valoir %3</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AboutDialog</name>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>About Countdown Numbers</source>
        <translation>À propos de Countdown Numbers</translation>
    </message>
    <message>
        <source>Countdown Numbers %1</source>
        <translation>Countdown Numbers %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;The numbers round of &lt;i&gt;Countdown&lt;/i&gt; and &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; (&lt;i&gt;Le compte est bon&lt;/i&gt;): reach the target with six tiles and + − × ÷, against the clock.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). There is no warranty.&lt;/p&gt;&lt;p&gt;Made by the Countdown Numbers developers with Qt %1. The clock, the sounds and the icon are our own; none of the shows&apos; music or artwork is used. Distinct solutions are counted as the public numbers solver of Graeme Cole counts them, so that our figures can be compared with his.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Countdown&lt;/i&gt; and &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; are television programmes of their broadcasters; this game is not affiliated with them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L’épreuve des chiffres de &lt;i&gt;Countdown&lt;/i&gt; et de &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; (&lt;i&gt;Le compte est bon&lt;/i&gt;)&#xa0;: atteindre le nombre à trouver avec six plaques et + − × ÷, contre la montre.&lt;/p&gt;&lt;p&gt;Licence&#xa0;: GNU General Public License, version 3 ou ultérieure (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Ce jeu est fourni sans aucune garantie.&lt;/p&gt;&lt;p&gt;Réalisé par les développeurs de Countdown Numbers avec Qt %1. Le chronomètre, les sons et l’icône sont de notre fait&#xa0;; aucune musique ni aucun visuel des émissions n’est utilisé. Les solutions distinctes sont comptées comme les compte le solveur public de Graeme Cole, afin que nos chiffres puissent être comparés aux siens.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Countdown&lt;/i&gt; et &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; sont des émissions de télévision de leurs diffuseurs&#xa0;; ce jeu n’a aucun lien avec eux.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AnswerField</name>
    <message>
        <source>or type your answer, e.g. (75 + 100 / 25) × (8 + 2)</source>
        <translation>ou tapez votre réponse, par ex. (75 + 100 / 25) × (8 + 2)</translation>
    </message>
    <message>
        <source>Typed answer</source>
        <translation>Réponse saisie</translation>
    </message>
    <message>
        <source>or type your answer, with %1 and brackets</source>
        <extracomment>%1: the operations a variant allows, e.g. &quot;+ − ×&quot;</extracomment>
        <translation>ou tapez votre réponse, avec %1 et des parenthèses</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AwayText</name>
    <message numerus="yes">
        <source>%n away</source>
        <translation>
            <numerusform>à %n près</numerusform>
            <numerusform>à %n près</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 away</source>
        <extracomment>%1 is a number of more than two billion, written with the language&apos;s digit grouping</extracomment>
        <translation>à %1 près</translation>
    </message>
</context>
<context>
    <name>countdown::ui::BoardPanel</name>
    <message>
        <source>Choose a tile first, then %1.</source>
        <translation>Choisissez d’abord une plaque, puis %1.</translation>
    </message>
    <message>
        <source>Exact!</source>
        <translation>Le compte est bon&#xa0;!</translation>
    </message>
    <message>
        <source>%1 exact</source>
        <translation>%1 — le compte est bon</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Undo the last step (Ctrl+Z)</source>
        <translation>Annuler la dernière étape (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation>Re&amp;commencer</translation>
    </message>
    <message>
        <source>Start the working again (Ctrl+Backspace)</source>
        <translation>Recommencer les calculs (Ctrl+Retour arrière)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Additionner</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Soustraire</translation>
    </message>
    <message>
        <source>Multiply</source>
        <translation>Multiplier</translation>
    </message>
    <message>
        <source>Divide</source>
        <translation>Diviser</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (touche %2)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plaques</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No tile at place %1.</source>
        <translation>Pas de plaque à la place %1.</translation>
    </message>
    <message>
        <source>That tile is taken already: choose another one for %1.</source>
        <translation>Cette plaque est déjà choisie&#xa0;: choisissez-en une autre pour %1.</translation>
    </message>
    <message>
        <source>Work it out on paper or in your head. When the clock stops, each of you declares in turn; then the closest shows how on this board.</source>
        <translation>Cherchez sur papier ou de tête. Quand le chrono s’arrête, chacun annonce à son tour&#xa0;; puis le plus proche montre comment sur ce plateau.</translation>
    </message>
    <message>
        <source>%1: not allowed in this variant</source>
        <translation>%1&#xa0;: interdit dans cette variante</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ByLargePanel</name>
    <message>
        <source>Exact answers by large numbers</source>
        <translation>Comptes bons selon les grandes plaques</translation>
    </message>
    <message>
        <source>Countdown&apos;s standard rules only: Le compte est bon, custom rounds and other variants are left out.</source>
        <translation>Règles standard de Countdown seulement&#xa0;: Le compte est bon, les manches personnalisées et les autres variantes sont laissés de côté.</translation>
    </message>
    <message numerus="yes">
        <source>%n large</source>
        <translation>
            <numerusform>%n grande plaque</numerusform>
            <numerusform>%n grandes plaques</numerusform>
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
            <numerusform>%n compte bon sur %1</numerusform>
            <numerusform>%n comptes bons sur %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no rounds yet</source>
        <translation>aucune manche pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>With %n large: %1</source>
        <translation>
            <numerusform>Avec %n grande plaque&#xa0;: %1</numerusform>
            <numerusform>Avec %n grandes plaques&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Exact answers with %n large</source>
        <translation>
            <numerusform>Comptes bons avec %n grande plaque</numerusform>
            <numerusform>Comptes bons avec %n grandes plaques</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeCodeDialog</name>
    <message>
        <source>Play a challenge</source>
        <translation>Jouer un défi</translation>
    </message>
    <message>
        <source>Paste the &amp;code your friend sent, or their whole message:</source>
        <translation>Collez le &amp;code envoyé par votre ami, ou tout son message :</translation>
    </message>
    <message>
        <source>&amp;See who won</source>
        <translation>&amp;Voir qui a gagné</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengePlay</name>
    <message>
        <source>Play a round first: a challenge sends the round just played.</source>
        <translation>Jouez d’abord une manche : un défi envoie la manche qui vient d’être jouée.</translation>
    </message>
    <message>
        <source>This round cannot be sent as a challenge.</source>
        <translation>Cette manche ne peut pas être envoyée comme défi.</translation>
    </message>
    <message>
        <source>Reply copied: paste it in your chat with your friend.</source>
        <translation>Réponse copiée : collez-la dans votre discussion avec votre ami.</translation>
    </message>
    <message>
        <source>Challenge copied: paste it to a friend in any chat.</source>
        <translation>Défi copié : collez-le à un ami dans n’importe quelle messagerie.</translation>
    </message>
    <message>
        <source>Not a challenge: %1.</source>
        <translation>Pas un défi : %1.</translation>
    </message>
    <message>
        <source>Challenge: who won</source>
        <translation>Défi : qui a gagné</translation>
    </message>
    <message>
        <source>%1.

Target %2.
%3
%4</source>
        <extracomment>%1: who won (&quot;Anna wins&quot;, &quot;You win&quot;, &quot;A draw&quot;); %2: the target; %3 and %4: each player&apos;s result</extracomment>
        <translation>%1.

Cible %2.
%3
%4</translation>
    </message>
    <message>
        <source>someone without a name</source>
        <translation>quelqu’un sans nom</translation>
    </message>
    <message>
        <source>Not counted in your statistics: it answers a challenge sent by %1.</source>
        <translation>Pas comptée dans vos statistiques&#xa0;: elle répond à un défi envoyé par %1.</translation>
    </message>
    <message>
        <source>Not counted in your statistics: it answers a challenge sent by %1, and you send yours as %2.</source>
        <translation>Pas comptée dans vos statistiques&#xa0;: elle répond à un défi envoyé par %1, et vous envoyez les vôtres sous le nom %2.</translation>
    </message>
    <message>
        <source>Counted in your statistics (Game → Statistics, Challenges).</source>
        <translation>Comptée dans vos statistiques (Jeu → Statistiques, Défis).</translation>
    </message>
    <message>
        <source>Counted in your statistics already: a reply counts once.</source>
        <translation>Déjà comptée dans vos statistiques&#xa0;: une réponse ne compte qu’une fois.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeSendDialog</name>
    <message>
        <source>Reply to the challenge</source>
        <translation>Répondre au défi</translation>
    </message>
    <message>
        <source>Challenge a friend</source>
        <translation>Défier un ami</translation>
    </message>
    <message>
        <source>Send this to your friend: it carries both results, and shows them who won.</source>
        <translation>Envoyez ceci à votre ami : le message porte les deux résultats et lui montre qui a gagné.</translation>
    </message>
    <message>
        <source>Send this to a friend in any chat or e-mail. They play the same round, and their reply shows you who won.</source>
        <translation>Envoyez ceci à un ami par messagerie ou par e-mail. Il joue la même manche, et sa réponse vous montre qui a gagné.</translation>
    </message>
    <message>
        <source>The name your friend knows you by</source>
        <translation>Le nom sous lequel votre ami vous connaît</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>The message to send</source>
        <translation>Le message à envoyer</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the message, to paste it in a chat</source>
        <translation>Copier le message, pour le coller dans une discussion</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeText</name>
    <message>
        <source>Your friend</source>
        <translation>Votre ami</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>%1: no answer</source>
        <extracomment>%1: a player&apos;s name, or &quot;You&quot;</extracomment>
        <translation>%1 : pas de réponse</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>%1: %2, %3, in %4 s</source>
        <extracomment>%1: a player&apos;s name, or &quot;You&quot;; %2: the number declared; %3: &quot;exact&quot; or &quot;4 away&quot;; %4: seconds, with one decimal</extracomment>
        <translation>%1 : %2, %3, en %4 s</translation>
    </message>
    <message numerus="yes">
        <source>, %n hint(s)</source>
        <translation>
            <numerusform>, %n indice</numerusform>
            <numerusform>, %n indices</numerusform>
        </translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Vous gagnez</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>sans chrono</translation>
    </message>
    <message numerus="yes">
        <source>a %n-second clock</source>
        <translation>
            <numerusform>un chrono de %n seconde</numerusform>
            <numerusform>un chrono de %n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n number(s), every one to be used</source>
        <translation>
            <numerusform>%n nombre, à utiliser</numerusform>
            <numerusform>%n nombres, tous à utiliser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n number(s)</source>
        <translation>
            <numerusform>%n nombre</numerusform>
            <numerusform>%n nombres</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, target %2, %3.</source>
        <extracomment>%1: &quot;6 numbers&quot;; %2: the target; %3: &quot;a 30-second clock&quot; or &quot;no clock&quot;</extracomment>
        <translation>%1, cible %2, %3.</translation>
    </message>
    <message>
        <source>A challenge: %1</source>
        <translation>Un défi : %1</translation>
    </message>
    <message>
        <source>%1&apos;s challenge: %2</source>
        <translation>Défi de %1 : %2</translation>
    </message>
    <message>
        <source>%1 in %2 s</source>
        <translation>%1 en %2 s</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>My reply to your Countdown Numbers challenge: %1. See who won: %2 (or paste %3 in the game)</source>
        <extracomment>%1: &quot;834 in 41.0 s&quot; or &quot;no answer&quot;; %2: the link; %3: the code</extracomment>
        <translation>Ma réponse à ton défi Countdown Numbers : %1. Qui a gagné ? %2 (ou colle %3 dans le jeu)</translation>
    </message>
    <message>
        <source>I made %1 in %2 s in Countdown Numbers. Can you beat me? %3 (or paste %4 in the game)</source>
        <extracomment>%1: the number made; %2: seconds; %3: the link; %4: the code</extracomment>
        <translation>J’ai trouvé %1 en %2 s à Countdown Numbers. Tu fais mieux ? %3 (ou colle %4 dans le jeu)</translation>
    </message>
    <message>
        <source>Can you solve this round of Countdown Numbers? %1 (or paste %2 in the game)</source>
        <extracomment>%1: the link; %2: the code</extracomment>
        <translation>Tu trouves cette manche de Countdown Numbers ? %1 (ou colle %2 dans le jeu)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengersView</name>
    <message>
        <source>Against your friends</source>
        <translation>Contre vos amis</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Ami</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Défis</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdus</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Dernier</translation>
    </message>
    <message>
        <source>Your challenges against each friend</source>
        <translation>Vos défis contre chaque ami</translation>
    </message>
    <message>
        <source>Each challenge counts once: the first time you play a friend&apos;s code, and a friend&apos;s reply to your challenge when you open it. Rounds played from a code are custom rounds: they count in your progress when you tick them.</source>
        <translation>Chaque défi compte une fois&#xa0;: la première fois que vous jouez le code d’un ami, et la réponse d’un ami à votre défi quand vous l’ouvrez. Les manches jouées depuis un code sont des manches personnalisées&#xa0;: elles comptent dans votre progression si vous les cochez.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln challenge(s) against %1: won %2, drawn %3, lost %4.</source>
        <translation>
            <numerusform>%Ln défi contre %1&#xa0;: %2 gagné(s), %3 nul(s), %4 perdu(s).</numerusform>
            <numerusform>%Ln défis contre %1&#xa0;: %2 gagnés, %3 nuls, %4 perdus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln friend(s)</source>
        <translation>
            <numerusform>%Ln ami</numerusform>
            <numerusform>%Ln amis</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by:</source>
        <extracomment>Before a list of the table&apos;s columns: &quot;Friend&quot;, &quot;Won&quot;...</extracomment>
        <translation>&amp;Trier par&#xa0;:</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ClockPanel</name>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <translation>
            <numerusform>Il reste %n&#xa0;s</numerusform>
            <numerusform>Il reste %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sans limite de temps</translation>
    </message>
    <message>
        <source>Answer shown</source>
        <translation>Solution affichée</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n s</source>
        <translation>
            <numerusform>Arrêt après %n&#xa0;s</numerusform>
            <numerusform>Arrêt après %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Temps écoulé&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) a round</source>
        <translation>
            <numerusform>%n seconde par manche</numerusform>
            <numerusform>%n secondes par manche</numerusform>
        </translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Préparez-vous…</translation>
    </message>
    <message>
        <source>I&apos;ve got it  ⏎</source>
        <translation>J’ai trouvé  ⏎</translation>
    </message>
    <message>
        <source>Stop the clock and declare your best value (Ctrl+Enter)</source>
        <translation>Arrêter le chrono et annoncer votre meilleure valeur (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>I&apos;ve got it</source>
        <translation>J’ai trouvé</translation>
    </message>
    <message>
        <source>Show the answer (0 pts)</source>
        <translation>Voir la solution (0&#xa0;pt)</translation>
    </message>
    <message>
        <source>Reveal the solver&apos;s answer now; this round scores nothing (Ctrl+Shift+A)</source>
        <translation>Afficher tout de suite la solution du solveur&#xa0;; cette manche ne rapporte rien (Ctrl+Maj+A)</translation>
    </message>
    <message>
        <source>Show the answer now</source>
        <translation>Voir la solution maintenant</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Chronomètre</translation>
    </message>
    <message>
        <source>%1 · %2 has got it</source>
        <translation>%1 · %2 a trouvé</translation>
    </message>
    <message>
        <source>Everyone’s ready  ⏎</source>
        <translation>Tous prêts  ⏎</translation>
    </message>
    <message>
        <source>Stop the clock: every player declares in turn (Ctrl+Enter)</source>
        <translation>Arrêter le chrono&#xa0;: chacun annonce à son tour (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Everyone’s ready</source>
        <translation>Tout le monde est prêt</translation>
    </message>
    <message>
        <source>Hint (−%1 pts)</source>
        <extracomment>%1: the points a hint costs (2)</extracomment>
        <translation>Indice (−%1 pts)</translation>
    </message>
    <message numerus="yes">
        <source>A hint about the easiest solution; this round can then score at most %n point(s) (H)</source>
        <translation>
            <numerusform>Un indice sur la solution la plus simple&#xa0;; cette manche rapportera alors au plus %n point (H)</numerusform>
            <numerusform>Un indice sur la solution la plus simple&#xa0;; cette manche rapportera alors au plus %n points (H)</numerusform>
        </translation>
    </message>
    <message>
        <source>No hints left</source>
        <translation>Plus d’indice</translation>
    </message>
    <message>
        <source>Every hint has been given</source>
        <translation>Tous les indices ont été donnés</translation>
    </message>
    <message>
        <source>Take a hint</source>
        <translation>Demander un indice</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ClockWidget</name>
    <message>
        <source>Clock</source>
        <translation>Chronomètre</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>À l’arrêt</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sans limite de temps</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Temps écoulé</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds left</source>
        <translation>
            <numerusform>%n seconde restante</numerusform>
            <numerusform>%n secondes restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n s</source>
        <translation>
            <numerusform>Arrêt après %n&#xa0;s</numerusform>
            <numerusform>Arrêt après %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>pas de chronomètre</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>temps écoulé</translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n s</source>
        <translation>
            <numerusform>arrêté après %n&#xa0;s</numerusform>
            <numerusform>arrêté après %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>sans limite de temps</translation>
    </message>
    <message numerus="yes">
        <source>paused, %n seconds left</source>
        <translation>
            <numerusform>en pause, %n seconde restante</numerusform>
            <numerusform>en pause, %n secondes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The clock to a screen reader: %1 is its name (&quot;Clock&quot;), %2 the time (&quot;18 seconds left&quot;)</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ContestantStatistics</name>
    <message>
        <source>Against the contestants</source>
        <translation>Contre les candidats</translation>
    </message>
    <message>
        <source>A game counts once finished, every round of it against a contestant. Rounds against a contestant count in your progress too.</source>
        <translation>Une partie compte une fois terminée, chacune de ses manches jouée contre un candidat. Les manches contre un candidat comptent aussi dans votre progression.</translation>
    </message>
    <message>
        <source>Contestant</source>
        <translation>Candidat</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won · drawn · lost</source>
        <translation>Gagnées · nulles · perdues</translation>
    </message>
    <message>
        <source>Points (you – them)</source>
        <translation>Points (vous – lui)</translation>
    </message>
    <message>
        <source>Your exact answers</source>
        <translation>Vos comptes bons</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (niveau %2)</translation>
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
            <numerusform>%1 sur %n manche</numerusform>
            <numerusform>%1 sur %n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your exact answers against each, over the last %n round(s)</source>
        <translation>
            <numerusform>Vos comptes bons contre chacun, sur la dernière manche</numerusform>
            <numerusform>Vos comptes bons contre chacun, sur les %n dernières manches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::CustomRoundDialog</name>
    <message>
        <source>Custom round</source>
        <translation>Manche personnalisée</translation>
    </message>
    <message>
        <source>Type the numbers (up to 7, separated by spaces) and the target — for instance a round from the TV.</source>
        <translation>Saisissez les plaques (7 au plus, séparées par des espaces) et le nombre à trouver — par exemple un tirage vu à la télé.</translation>
    </message>
    <message>
        <source>e.g. 25 50 75 100 3 6</source>
        <translation>par ex. 25 50 75 100 3 6</translation>
    </message>
    <message>
        <source>e.g. 952</source>
        <translation>par ex. 952</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>&amp;Plaques&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>Nombre à &amp;trouver&#xa0;:</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Plaques</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Nombre à trouver</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>Play this round against the clock</source>
        <translation>Jouer cette manche contre la montre</translation>
    </message>
    <message>
        <source>&amp;Solve now</source>
        <translation>&amp;Résoudre tout de suite</translation>
    </message>
    <message>
        <source>Show the solver&apos;s answer at once (no points)</source>
        <translation>Afficher tout de suite la solution du solveur (sans points)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailyArchiveDialog</name>
    <message>
        <source>Daily puzzle #%1 · %2: not played</source>
        <extracomment>%1: the puzzle&apos;s number; %2: its date (2026-12-01)</extracomment>
        <translation>Tirage du jour #%1 · %2&#xa0;: pas joué</translation>
    </message>
    <message>
        <source>&amp;Play today&apos;s puzzle</source>
        <translation>&amp;Jouer le tirage du jour</translation>
    </message>
    <message>
        <source>&amp;Play it</source>
        <translation>&amp;Le jouer</translation>
    </message>
    <message>
        <source>Daily puzzle archive</source>
        <translation>Tirages précédents</translation>
    </message>
    <message>
        <source>Days of the daily puzzle; the days you played are in bold</source>
        <translation>Les jours du tirage du jour&#xa0;; ceux que vous avez joués sont en gras</translation>
    </message>
    <message>
        <source>No daily puzzle played yet: today&apos;s is the first of a streak.</source>
        <translation>Aucun tirage du jour joué pour l’instant&#xa0;: celui d’aujourd’hui ouvre une série.</translation>
    </message>
    <message>
        <source>Streak: %1 · best: %2 · days played: %3</source>
        <translation>Série&#xa0;: %1 · record&#xa0;: %2 · jours joués&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Played from here, it is a replay: it does not count.</source>
        <translation>Joué d’ici, c’est une nouvelle tentative&#xa0;: elle ne compte pas.</translation>
    </message>
    <message>
        <source>Set: not played</source>
        <translation>Série&#xa0;: pas jouée</translation>
    </message>
    <message>
        <source>Play today&apos;s s&amp;et</source>
        <translation>Jouer la &amp;série du jour</translation>
    </message>
    <message>
        <source>Play the s&amp;et</source>
        <translation>Jouer la &amp;série</translation>
    </message>
    <message>
        <source>Sets played through: %1 in a row · best: %2</source>
        <extracomment>The daily set&apos;s streak: %1 days in a row, %2 the most ever</extracomment>
        <translation>Séries terminées&#xa0;: %1 d’affilée · record&#xa0;: %2</translation>
    </message>
    <message>
        <source>Set: %1</source>
        <extracomment>%1: the day&apos;s set as its share text&apos;s second line (&quot;🟩🟨⬜⬜⬜ ⭐ 5/15&quot;)</extracomment>
        <translation>Série&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailySetPlay</name>
    <message>
        <source>Play a puzzle of today&apos;s set first.</source>
        <translation>Jouez d’abord un tirage de la série du jour.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copié&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailySetStrip</name>
    <message>
        <source>Set #%1 · practice</source>
        <extracomment>The daily set&apos;s title in its row: %1 is its number</extracomment>
        <translation>Série n°%1 · entraînement</translation>
    </message>
    <message>
        <source>Daily set #%1</source>
        <translation>Série du jour n°%1</translation>
    </message>
    <message>
        <source>answer shown, no stars</source>
        <translation>solution affichée, aucune étoile</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) of 3</source>
        <translation>
            <numerusform>%n étoile sur 3</numerusform>
            <numerusform>%n étoiles sur 3</numerusform>
        </translation>
    </message>
    <message>
        <source>being played</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>Puzzle %1 of 5: %2</source>
        <extracomment>A puzzle of the daily set for screen readers: %1 its place (1-5), %2 its state</extracomment>
        <translation>Tirage %1 sur 5&#xa0;: %2</translation>
    </message>
    <message>
        <source>Play puzzle %1 (%2)</source>
        <translation>Jouer le tirage %1 (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 stars</source>
        <translation>%1 étoiles sur %2</translation>
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
        <translation>rien</translation>
    </message>
    <message>
        <source>%1, shown</source>
        <translation>%1, montré</translation>
    </message>
    <message>
        <source>%1, not made</source>
        <translation>%1, non obtenu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The others look away. Type the value you reached (it stays hidden) and press Enter, or say you have nothing.</source>
        <translation>Les autres détournent le regard. Tapez la valeur obtenue (elle reste cachée) et appuyez sur Entrée, ou dites que vous n’avez rien.</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Ont annoncé&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>Annonc&amp;er</translation>
    </message>
    <message>
        <source>&amp;Nothing to declare</source>
        <translation>Rien à a&amp;nnoncer</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>&amp;Montrer</translation>
    </message>
    <message>
        <source>I &amp;can’t</source>
        <translation>Je ne &amp;peux pas</translation>
    </message>
    <message>
        <source>Your value, hidden from the others</source>
        <translation>Votre valeur, cachée aux autres</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>Votre valeur</translation>
    </message>
    <message>
        <source>%1, your declaration for %2</source>
        <translation>%1, votre annonce pour %2</translation>
    </message>
    <message>
        <source>%1 declared %2 for %3: show how</source>
        <translation>%1 a annoncé %2 pour %3&#xa0;: montrez comment</translation>
    </message>
    <message>
        <source>Build it on the tiles or type it, then press Show (Enter).</source>
        <translation>Construisez-le avec les plaques ou tapez-le, puis appuyez sur Montrer (Entrée).</translation>
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
        <translation>%1&#xa0;: impossible</translation>
    </message>
    <message numerus="yes">
        <source>%1: made with %n number(s)</source>
        <translation>
            <numerusform>%1&#xa0;: obtenu avec %n plaque</numerusform>
            <numerusform>%1&#xa0;: obtenu avec %n plaques</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, counting solutions…</source>
        <translation>%1, décompte des solutions…</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n distinct solution(s)</source>
        <translation>
            <numerusform>%1, %n solution distincte</numerusform>
            <numerusform>%1, %n solutions distinctes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::ExplorerView</name>
    <message>
        <source>%1  ·  every number used</source>
        <translation>%1  ·  toutes les plaques utilisées</translation>
    </message>
    <message>
        <source>%1  ·  numbers may be left out</source>
        <translation>%1  ·  plaques facultatives</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n target(s) can be made.</source>
        <translation>
            <numerusform>Nombres atteignables&#xa0;: %1 sur %n.</numerusform>
            <numerusform>Nombres atteignables&#xa0;: %1 sur %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a selection to explore.</source>
        <translation>Choisissez un tirage à explorer.</translation>
    </message>
    <message>
        <source>Every solution counted.</source>
        <translation>Toutes les solutions sont comptées.</translation>
    </message>
    <message>
        <source>Counting solutions… %1 of %2</source>
        <translation>Décompte des solutions… %1 sur %2</translation>
    </message>
    <message>
        <source>Counting stopped at %1 of %2.</source>
        <translation>Décompte arrêté à %1 sur %2.</translation>
    </message>
    <message>
        <source>Solutions counted</source>
        <translation>Solutions comptées</translation>
    </message>
    <message>
        <source>Click a target, or move with the arrow keys and press Enter, to see its best answer.</source>
        <translation>Cliquez sur un nombre, ou déplacez-vous avec les flèches et appuyez sur Entrée, pour voir sa meilleure solution.</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Nombre à trouver&#xa0;: %1</translation>
    </message>
    <message>
        <source>Best answer: %1</source>
        <translation>Meilleure solution&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n number(s)</source>
        <translation>
            <numerusform>%n plaque</numerusform>
            <numerusform>%n plaques</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · counting solutions…</source>
        <translation>%1 · décompte des solutions…</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n distinct solution(s)</source>
        <translation>
            <numerusform>%1 · %n solution distincte</numerusform>
            <numerusform>%1 · %n solutions distinctes</numerusform>
        </translation>
    </message>
    <message>
        <source>Closest answer: %1</source>
        <translation>Solution la plus proche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot be made exactly. Closest: %1, %2 away.</source>
        <translation>Compte impossible. Au plus près&#xa0;: %1, à %2 près.</translation>
    </message>
    <message>
        <source>FEWEST NUMBERS NEEDED</source>
        <translation>MINIMUM DE PLAQUES</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message>
        <source>cannot be made</source>
        <translation>impossible</translation>
    </message>
    <message>
        <source>DISTINCT SOLUTIONS</source>
        <translation>SOLUTIONS DISTINCTES</translation>
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
        <translation>décompte en cours</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorateur</translation>
    </message>
    <message>
        <source>&amp;Targets</source>
        <translation>&amp;Nombres</translation>
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
        <translation>Plage des nombres à trouver</translation>
    </message>
    <message>
        <source>&amp;Colour by</source>
        <translation>&amp;Couleurs</translation>
    </message>
    <message>
        <source>Fewest numbers</source>
        <translation>Minimum de plaques</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>Colour the targets by</source>
        <translation>Colorer les nombres selon</translation>
    </message>
    <message>
        <source>Targets: arrow keys move, Enter shows the best answer</source>
        <translation>Nombres à trouver&#xa0;: les flèches déplacent, Entrée montre la meilleure solution</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Tirage</translation>
    </message>
    <message>
        <source>%1  ·  only %2</source>
        <extracomment>%1: the selection as above; %2: the operations a variant allows, e.g. &quot;+ − ×&quot;</extracomment>
        <translation>%1  ·  seulement %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::GameView</name>
    <message>
        <source>Paused — the tiles and the target are hidden.</source>
        <translation>Pause — les plaques et le nombre à trouver sont masqués.</translation>
    </message>
    <message>
        <source>Resume (P)</source>
        <translation>Reprendre (P)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::GuidedRoundPanel</name>
    <message>
        <source>Guided round · Step %1 of %2</source>
        <extracomment>The coach banner of the guided round; %1 of %2 steps</extracomment>
        <translation>Manche guidée · Étape %1 sur %2</translation>
    </message>
    <message>
        <source>The round is paused: press P, or Resume, to carry on.</source>
        <translation>La manche est en pause&#xa0;: appuyez sur P, ou sur Reprendre, pour continuer.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Guided round</source>
        <translation>Manche guidée</translation>
    </message>
    <message>
        <source>No clock, nothing recorded. How many large numbers? Click one below, or press 0–4.</source>
        <translation>Sans chrono, rien d’enregistré. Combien de grandes plaques&#xa0;? Cliquez ci-dessous, ou tapez 0–4.</translation>
    </message>
    <message>
        <source>Click a tile, an operation, then another tile. Or by keys: a tile’s place (1–6), then + − × ÷.</source>
        <translation>Cliquez une plaque, une opération, puis une autre plaque. Au clavier&#xa0;: la place d’une plaque (1–6), puis + − × ÷.</translation>
    </message>
    <message>
        <source>Click a tile, an operation, then another tile: try %1. Or by keys: a tile’s place (1–6), then + − × ÷.</source>
        <translation>Cliquez une plaque, une opération, puis une autre plaque&#xa0;: essayez %1. Au clavier&#xa0;: la place (1–6), puis + − × ÷.</translation>
    </message>
    <message>
        <source>The result takes its tiles’ place. Backspace or Undo takes the step back.</source>
        <translation>Le résultat prend la place de ses plaques. Retour arrière ou Annuler défait l’étape.</translation>
    </message>
    <message>
        <source>Or type your answer in the field at the bottom, with + − × ÷ and brackets.</source>
        <translation>Ou tapez votre réponse dans le champ du bas, avec + − × ÷ et des parenthèses.</translation>
    </message>
    <message>
        <source>Or type your answer in the field at the bottom, with + − × ÷ and brackets: try %1.</source>
        <translation>Ou tapez votre réponse dans le champ du bas, avec + − × ÷ et des parenthèses&#xa0;: essayez %1.</translation>
    </message>
    <message>
        <source>Happy with it? Enter or “I’ve got it” declares: your closest value scores.</source>
        <translation>Satisfait&#xa0;? Entrée ou «&#xa0;J’ai trouvé&#xa0;» annonce&#xa0;: votre valeur la plus proche compte.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Leads the guided round&apos;s instruction, in bold; %1 of %2 steps</extracomment>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>The solver’s answer and your points. Other rounds have a clock (Settings). Finish ends the guided round.</source>
        <translation>La solution et vos points. Les autres manches ont un chrono (Réglages). Terminer clôt la manche guidée.</translation>
    </message>
    <message>
        <source>End the guided round: it will not start by itself again</source>
        <translation>Finir la manche guidée. Elle ne se relancera plus d’elle-même</translation>
    </message>
    <message>
        <source>Skip the guided round</source>
        <translation>Passer la manche guidée</translation>
    </message>
    <message>
        <source>End the guided round now; Help ▸ Guided first round starts it again</source>
        <translation>Finir la manche guidée maintenant&#xa0;; Aide ▸ Première manche guidée la relance</translation>
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
        <translation>Manche personnalisée</translation>
    </message>
    <message>
        <source>every number must be used</source>
        <translation>toutes les plaques obligatoires</translation>
    </message>
    <message>
        <source>numbers may be left out</source>
        <translation>plaques facultatives</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Daily puzzle #%1</source>
        <translation>Tirage du jour n°&#xa0;%1</translation>
    </message>
    <message>
        <source>Game: round %1 of %2</source>
        <translation>Partie&#xa0;: manche %1 sur %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>Game: %n point(s)</source>
        <translation>
            <numerusform>Partie&#xa0;: %n point</numerusform>
            <numerusform>Partie&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total: %n point(s)</source>
        <translation>
            <numerusform>Total&#xa0;: %n point</numerusform>
            <numerusform>Total&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>Re&amp;prendre</translation>
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
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Settings (Ctrl+,)</source>
        <translation>Réglages (Ctrl+,)</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;istiques</translation>
    </message>
    <message>
        <source>Your progress (Ctrl+T)</source>
        <translation>Votre progression (Ctrl+T)</translation>
    </message>
    <message>
        <source>You %1 · %2 %3</source>
        <translation>Vous %1 · %2 %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Practice: round %1 of %2</source>
        <translation>Entraînement&#xa0;: manche %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Exact: %1 of %n</source>
        <translation>
            <numerusform>Comptes bons&#xa0;: %1 sur %n</numerusform>
            <numerusform>Comptes bons&#xa0;: %1 sur %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved at once</source>
        <translation>Résolu d’emblée</translation>
    </message>
    <message>
        <source>Daily puzzle #%1, replay</source>
        <translation>Tirage du jour n°&#xa0;%1, rejoué</translation>
    </message>
    <message>
        <source>A friend&apos;s challenge</source>
        <translation>Défi d’un ami</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>un ami</translation>
    </message>
    <message>
        <source>Challenge from %1</source>
        <translation>Défi de %1</translation>
    </message>
    <message>
        <source>Challenge: beat %1 (%2)</source>
        <extracomment>%1: the number the friend declared; %2: the friend&apos;s name</extracomment>
        <translation>Défi : battez %1 (%2)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::HelpDialog</name>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Rules and keys</source>
        <translation>Règles et touches</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A guided round&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Help ▸ Guided first round&lt;/b&gt; plays one easy round with you, step by step and without a clock: picking, combining, undoing, typing, declaring and the answer. It records nothing; &lt;b&gt;Esc&lt;/b&gt; leaves it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Une manche guidée&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Aide ▸ Première manche guidée&lt;/b&gt; joue avec vous une manche facile, étape par étape et sans chrono&#xa0;: le choix des plaques, les calculs, l’annulation, la réponse tapée, l’annonce et la solution. Elle n’enregistre rien&#xa0;; &lt;b&gt;Échap&lt;/b&gt; la quitte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The numbers round&lt;/h2&gt;&lt;p&gt;Six tiles are drawn and a three-digit target appears. Before the clock&apos;s hand reaches the bottom, combine tiles with + − × ÷ to reach the target, or get as close as you can.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Every step must give a whole positive number: no fractions, nothing below one.&lt;/li&gt;&lt;li&gt;Each tile is used at most once; you need not use them all (unless the setting &lt;i&gt;Every number must be used&lt;/i&gt; is on).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Countdown (UK):&lt;/b&gt; pick how many large numbers (0–4 of 25, 50, 75, 100); the rest come from two each of 1–10. Target 100–999.&lt;br&gt;&lt;b&gt;Le compte est bon (France):&lt;/b&gt; six tiles from one bag of 24. Target 101–999.&lt;/p&gt;&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;Exact: 10 points. 1–5 away: 7. 6–10 away: 5. Further: 0. When time is up, the closest value you reached (with the tiles or typed) is declared for you. Asking for the answer early scores 0. Each hint you take lowers the most the round can score by 2 points.&lt;/p&gt;&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;Click a tile, an operation, then another tile: the result replaces them. Or type your answer, e.g. &lt;tt&gt;(75 + 100 / 25) × (8 + 2)&lt;/tt&gt;; &lt;tt&gt;x&lt;/tt&gt; and &lt;tt&gt;:&lt;/tt&gt; work for × and ÷.&lt;/p&gt;&lt;h3&gt;Keys&lt;/h3&gt;&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0–4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the number of large numbers&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space, Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;draw with the usual choice; next round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1–7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select a tile by its place (outside the answer field)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+ − × ÷&lt;/b&gt; (&lt;b&gt;+ - * /&lt;/b&gt;)&lt;/td&gt;&lt;td&gt;choose the operation&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, ← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between tiles; Space selects&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Backspace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo the last step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Backspace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;start the working again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;type an answer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;I&apos;ve got it: stop the clock and declare&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;clear the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause (the tiles and target are hidden)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the answer now (the round scores 0)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a hint (each lowers the round&apos;s maximum by 2 points)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;custom round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+,&lt;/b&gt;&lt;/td&gt;&lt;td&gt;settings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h2&gt;L’épreuve des chiffres&lt;/h2&gt;&lt;p&gt;Six plaques sont tirées et un nombre à trouver de trois chiffres apparaît. Avant que l’aiguille du chronomètre n’atteigne le bas, combinez les plaques avec + − × ÷ pour obtenir ce nombre, ou vous en approcher le plus possible.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Chaque opération doit donner un nombre entier positif&#xa0;: pas de fraction, rien en dessous de un.&lt;/li&gt;&lt;li&gt;Chaque plaque sert au plus une fois&#xa0;; inutile de toutes les utiliser (sauf si le réglage &lt;i&gt;Toutes les plaques doivent servir&lt;/i&gt; est activé).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Countdown (Royaume-Uni)&#xa0;:&lt;/b&gt; choisissez combien de grandes plaques (de 0 à 4 parmi 25, 50, 75, 100)&#xa0;; les autres sont des petites, tirées parmi deux séries de 1 à 10. Nombre à trouver de 100 à 999.&lt;br&gt;&lt;b&gt;Le compte est bon (France)&#xa0;:&lt;/b&gt; six plaques tirées d’un même lot de 24. Nombre à trouver de 101 à 999.&lt;/p&gt;&lt;h3&gt;Points&lt;/h3&gt;&lt;p&gt;Le compte est bon&#xa0;: 10 points. À 5 près au plus&#xa0;: 7. À 10 près au plus&#xa0;: 5. Au-delà&#xa0;: 0. Quand le temps est écoulé, la valeur la plus proche que vous avez obtenue (avec les plaques ou au clavier) est annoncée pour vous. Demander la solution avant la fin rapporte 0 point. Chaque indice pris retire 2 points au maximum de la manche.&lt;/p&gt;&lt;h3&gt;Comment jouer&lt;/h3&gt;&lt;p&gt;Cliquez sur une plaque, une opération, puis une autre plaque&#xa0;: le résultat les remplace. Ou tapez votre réponse, par ex. &lt;tt&gt;(75 + 100 / 25) × (8 + 2)&lt;/tt&gt;&#xa0;; &lt;tt&gt;x&lt;/tt&gt; et &lt;tt&gt;:&lt;/tt&gt; valent × et ÷.&lt;/p&gt;&lt;h3&gt;Touches&lt;/h3&gt;&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0–4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choisir le nombre de grandes plaques&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Espace, Entrée&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tirer avec le choix habituel&#xa0;; manche suivante&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1–7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sélectionner une plaque par sa place (hors du champ de réponse)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+ − × ÷&lt;/b&gt; (&lt;b&gt;+ - * /&lt;/b&gt;)&lt;/td&gt;&lt;td&gt;choisir l’opération&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, ← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;passer d’une plaque à l’autre&#xa0;; Espace sélectionne&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Retour arrière&lt;/b&gt;&lt;/td&gt;&lt;td&gt;annuler la dernière étape&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Retour arrière&lt;/b&gt;&lt;/td&gt;&lt;td&gt;recommencer les calculs&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;taper une réponse&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Entrée&lt;/b&gt;&lt;/td&gt;&lt;td&gt;J’ai trouvé&#xa0;: arrêter le chrono et annoncer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Échap&lt;/b&gt;&lt;/td&gt;&lt;td&gt;désélectionner la plaque&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause (les plaques et le nombre à trouver sont masqués)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Maj+A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;voir la solution tout de suite (la manche rapporte 0 point)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;un indice (chacun retire 2 points au maximum de la manche)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;manche suivante&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;manche personnalisée&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+,&lt;/b&gt;&lt;/td&gt;&lt;td&gt;réglages&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cette aide&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>countdown::ui::HintText</name>
    <message>
        <source>Exact answer possible.</source>
        <translation>Le compte est possible.</translation>
    </message>
    <message>
        <source>No exact answer: the closest is %1 (%2).</source>
        <extracomment>%1: the closest value that can be made; %2: how far it is, e.g. &quot;2 away&quot;</extracomment>
        <translation>Pas de compte exact&#xa0;: au plus près, %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Easiest: %n number(s).</source>
        <translation>
            <numerusform>Le plus simple&#xa0;: %n nombre.</numerusform>
            <numerusform>Le plus simple&#xa0;: %n nombres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Uses %1.</source>
        <extracomment>%1: the numbers of the easiest solution, e.g. &quot;75, 50, 4, 2&quot;</extracomment>
        <translation>Avec %1.</translation>
    </message>
    <message>
        <source>Declare the %1 on its own.</source>
        <extracomment>The easiest answer is one of the tiles, e.g. the target 100 with a 100 drawn</extracomment>
        <translation>Annoncez le %1 tout seul.</translation>
    </message>
    <message>
        <source>Start with %1.</source>
        <extracomment>%1: a step, e.g. &quot;10 × 9 = 90&quot;</extracomment>
        <translation>Commencez par %1.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>A game of several rounds, with a final score</source>
        <translation>Une partie de plusieurs manches, avec un score final</translation>
    </message>
    <message>
        <source>&amp;Daily puzzle</source>
        <translation>&amp;Tirage du jour</translation>
    </message>
    <message>
        <source>&amp;Custom round…</source>
        <translation>&amp;Manche personnalisée…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>E&amp;xplore this selection…</source>
        <translation>E&amp;xplorer ce tirage…</translation>
    </message>
    <message>
        <source>&amp;Export history…</source>
        <translation>&amp;Exporter l’historique…</translation>
    </message>
    <message>
        <source>C&amp;lear history…</source>
        <translation>&amp;Vider l’historique…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Configure Countdown Numbers…</source>
        <translation>&amp;Configurer Countdown Numbers…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>About the &amp;odds…</source>
        <translation>À propos des pro&amp;babilités…</translation>
    </message>
    <message>
        <source>&amp;About Countdown Numbers</source>
        <translation>À &amp;propos de Countdown Numbers</translation>
    </message>
    <message numerus="yes">
        <source>A new game of %n round(s).</source>
        <translation>
            <numerusform>Nouvelle partie en %n manche.</numerusform>
            <numerusform>Nouvelle partie en %n manches.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a round (or a custom round) first: the explorer shows every target for its tiles.</source>
        <translation>Jouez d’abord une manche (ou une manche personnalisée)&#xa0;: l’explorateur montre tous les nombres que ses plaques permettent d’obtenir.</translation>
    </message>
    <message>
        <source>The explorer opens after the round.</source>
        <translation>L’explorateur s’ouvre après la manche.</translation>
    </message>
    <message>
        <source>Countdown Numbers</source>
        <translation>Countdown Numbers</translation>
    </message>
    <message>
        <source>Your settings could not be read, and no copy of them could be kept. The game starts with the usual settings.</source>
        <translation>Vos réglages n’ont pas pu être lus, et aucune copie n’a pu en être gardée. Le jeu démarre avec les réglages habituels.</translation>
    </message>
    <message>
        <source>Your settings could not be read. The game starts with the usual settings; the old file is kept as %1.</source>
        <translation>Vos réglages n’ont pas pu être lus. Le jeu démarre avec les réglages habituels&#xa0;; l’ancien fichier est gardé sous le nom %1.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Play at one &amp;machine…</source>
        <translation>Jouer à plusieurs sur cet &amp;ordinateur…</translation>
    </message>
    <message>
        <source>A game for two to four people sharing the board</source>
        <translation>Une partie pour deux à quatre personnes qui partagent le plateau</translation>
    </message>
    <message numerus="yes">
        <source>A game of %n round(s) for %1.</source>
        <translation>
            <numerusform>Une partie de %n manche pour %1.</numerusform>
            <numerusform>Une partie de %n manches pour %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily puzzle &amp;archive…</source>
        <translation>Tirages &amp;précédents…</translation>
    </message>
    <message>
        <source>&amp;Guided first round</source>
        <translation>Première manche &amp;guidée</translation>
    </message>
    <message>
        <source>One round without a clock that shows you how to play</source>
        <translation>Une manche sans chrono pour apprendre à jouer</translation>
    </message>
    <message>
        <source>Finish this game first: the guided round is played on its own.</source>
        <translation>Terminez d’abord cette partie&#xa0;: la manche guidée se joue à part.</translation>
    </message>
    <message>
        <source>Finish this round first: the guided round starts between rounds.</source>
        <translation>Terminez d’abord cette manche&#xa0;: la manche guidée commence entre deux manches.</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>Terminer cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>Round %1 of %2 is next. End this game now? The rounds played so far are kept in your history.</source>
        <translation>La manche %1 sur %2 vient ensuite. Terminer la partie maintenant&#xa0;? Les manches déjà jouées restent dans votre historique.</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>&amp;Terminer la partie</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>Dail&amp;y set</source>
        <translation>Série du &amp;jour</translation>
    </message>
    <message>
        <source>Five puzzles of the day, easiest first, without a clock</source>
        <translation>Cinq tirages du jour, du plus facile au plus difficile, sans chrono</translation>
    </message>
    <message>
        <source>Every day&apos;s puzzle and set, to look back at or play again</source>
        <translation>Le tirage et la série de chaque jour, à revoir ou à rejouer</translation>
    </message>
    <message>
        <source>C&amp;hallenge a friend…</source>
        <translation>&amp;Défier un ami…</translation>
    </message>
    <message>
        <source>The round just played as a code to send a friend, or your reply to theirs</source>
        <translation>La manche jouée, en code à envoyer à un ami, ou votre réponse au sien</translation>
    </message>
    <message>
        <source>&amp;Play a challenge…</source>
        <translation>Jouer un dé&amp;fi…</translation>
    </message>
    <message>
        <source>Play the round of a friend&apos;s code (or paste it anywhere in the window: Ctrl+V)</source>
        <translation>Jouer la manche du code d’un ami (ou le coller n’importe où dans la fenêtre : Ctrl+V)</translation>
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
        <translation>&lt;&#xa0;%1&#xa0;%</translation>
    </message>
    <message>
        <source>&gt; %1 %</source>
        <translation>&gt;&#xa0;%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Selections</source>
        <translation>Tirages</translation>
    </message>
    <message>
        <source>No exact solution</source>
        <translation>Pas de solution exacte</translation>
    </message>
    <message>
        <source>in %</source>
        <translation>en&#xa0;%</translation>
    </message>
    <message>
        <source>Solvable</source>
        <translation>Soluble</translation>
    </message>
    <message>
        <source>Distinct selections of tiles (as multisets) that can be drawn</source>
        <translation>Tirages de plaques distincts (en tant que multiensembles) qui peuvent sortir</translation>
    </message>
    <message>
        <source>The probability that a random round has no exact solution, as a fraction in lowest terms</source>
        <translation>La probabilité qu’une manche tirée au hasard n’ait pas de solution exacte, en fraction irréductible</translation>
    </message>
    <message>
        <source>The same probability in per cent</source>
        <translation>La même probabilité, en pourcentage</translation>
    </message>
    <message>
        <source>The probability that the target can be reached exactly</source>
        <translation>La probabilité que le nombre à trouver puisse être obtenu exactement</translation>
    </message>
    <message>
        <source>Le compte est bon</source>
        <translation>Le compte est bon</translation>
    </message>
    <message>
        <source>About one round in %1 has no exact solution</source>
        <translation>Environ une manche sur %1 n’a pas de solution exacte</translation>
    </message>
    <message>
        <source>About the odds</source>
        <translation>À propos des probabilités</translation>
    </message>
    <message>
        <source>How often is a round solvable?</source>
        <translation>Combien de manches ont une solution exacte&#xa0;?</translation>
    </message>
    <message>
        <source>The chance that a round has no exact solution. These figures are exact, not estimates from a sample: every distinct selection of tiles is counted, weighted by its probability under the rules&apos; draw, against every target of the rules&apos; range (Countdown 100–999, Le compte est bon 101–999).</source>
        <translation>La probabilité qu’une manche n’ait pas de solution exacte. Ces chiffres sont exacts, et non estimés sur un échantillon&#xa0;: chaque tirage distinct de plaques est compté, pondéré par sa probabilité selon les règles du tirage, face à chaque nombre à trouver que permettent les règles (Countdown 100–999, Le compte est bon 101–999).</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Plaques facultatives</translation>
    </message>
    <message>
        <source>Every number used</source>
        <translation>Toutes les plaques utilisées</translation>
    </message>
    <message>
        <source>The usual rules: each tile at most once</source>
        <translation>Les règles habituelles&#xa0;: chaque plaque au plus une fois</translation>
    </message>
    <message>
        <source>The practice mode in which every tile must be used</source>
        <translation>Le mode d’entraînement où toutes les plaques doivent servir</translation>
    </message>
    <message>
        <source>Odds when numbers may be left out</source>
        <translation>Probabilités quand des plaques peuvent rester inutilisées</translation>
    </message>
    <message>
        <source>Odds when every number is used</source>
        <translation>Probabilités quand toutes les plaques sont utilisées</translation>
    </message>
    <message numerus="yes">
        <source>Countdown, %n large</source>
        <translation>
            <numerusform>Countdown, %n grande plaque</numerusform>
            <numerusform>Countdown, %n grandes plaques</numerusform>
        </translation>
    </message>
    <message>
        <source>every number used</source>
        <translation>toutes les plaques utilisées</translation>
    </message>
    <message>
        <source>numbers may be left out</source>
        <translation>des plaques peuvent rester inutilisées</translation>
    </message>
    <message>
        <source>%1, %3: %2.</source>
        <extracomment>%1: a variant&apos;s name, %2: its summary, %3: whether numbers may be left out</extracomment>
        <translation>%1, %3&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n large</source>
        <translation>
            <numerusform>%n grande</numerusform>
            <numerusform>%n grandes</numerusform>
        </translation>
    </message>
    <message>
        <source>One bag</source>
        <translation>Un seul sac</translation>
    </message>
    <message>
        <source>Working out every selection…</source>
        <translation>Calcul de chaque tirage possible…</translation>
    </message>
    <message>
        <source>The rules you are playing</source>
        <translation>Les règles auxquelles vous jouez</translation>
    </message>
    <message>
        <source>Odds of the rules you are playing</source>
        <translation>Probabilités des règles auxquelles vous jouez</translation>
    </message>
    <message>
        <source>Working out the odds</source>
        <translation>Calcul des probabilités</translation>
    </message>
</context>
<context>
    <name>countdown::ui::OneMachineDialog</name>
    <message>
        <source>Play at one machine</source>
        <translation>Jouer à plusieurs sur cet ordinateur</translation>
    </message>
    <message>
        <source>Two to four players share the board and the clock. When the time is up, each declares in turn without the others seeing; then the closest shows how, as on the show.</source>
        <translation>Deux à quatre joueurs partagent le plateau et le chrono. Quand le temps est écoulé, chacun annonce à son tour sans que les autres voient&#xa0;; puis le plus proche montre comment, comme à la télévision.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nom (facultatif)</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Joueur &amp;%1&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>A game of %n round(s): the number is in Settings.</source>
        <translation>
            <numerusform>Une partie de %n manche&#xa0;: le nombre se règle dans les Paramètres.</numerusform>
            <numerusform>Une partie de %n manches&#xa0;: le nombre se règle dans les Paramètres.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
</context>
<context>
    <name>countdown::ui::PickPanel</name>
    <message>
        <source>Le compte est bon: six tiles, a target from 101 to 999.</source>
        <translation>Le compte est bon&#xa0;: six plaques, un nombre à trouver de 101 à 999.</translation>
    </message>
    <message>
        <source>How many large numbers?</source>
        <translation>Combien de grandes plaques&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%n large number(s)</source>
        <translation>
            <numerusform>%n grande plaque</numerusform>
            <numerusform>%n grandes plaques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n large number(s) and %1 small (key %2)</source>
        <translation>
            <numerusform>Tirer %n grande plaque et %1 petites (touche %2)</numerusform>
            <numerusform>Tirer %n grandes plaques et %1 petites (touche %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw the tiles</source>
        <translation>Tirer les plaques</translation>
    </message>
    <message>
        <source>&amp;Custom round…</source>
        <translation>&amp;Manche personnalisée…</translation>
    </message>
    <message>
        <source>Type in any numbers and target, e.g. from the TV</source>
        <translation>Saisir des plaques et un nombre à trouver de votre choix, par ex. vus à la télé</translation>
    </message>
    <message numerus="yes">
        <source>%1’s pick: %n large number(s)</source>
        <translation>
            <numerusform>%1 choisit&#xa0;: %n grande plaque</numerusform>
            <numerusform>%1 choisit&#xa0;: %n grandes plaques</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, how many large numbers?</source>
        <translation>%1, combien de grandes plaques&#xa0;?</translation>
    </message>
    <message>
        <source>Practice: %1.</source>
        <extracomment>%1: the kind of round practised, e.g. &quot;Rounds that need a division&quot;</extracomment>
        <translation>Entraînement&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Practice: %1. How many large numbers?</source>
        <translation>Entraînement&#xa0;: %1. Combien de grandes plaques&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s) from one bag, a target from %2 to %3.</source>
        <extracomment>%1: the variant&apos;s name; %2-%3: its targets</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %n plaque tirée d’un seul sac, un nombre à trouver de %2 à %3.</numerusform>
            <numerusform>%1&#xa0;: %n plaques tirées d’un seul sac, un nombre à trouver de %2 à %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys %1–%2 pick; Space or Enter picks %3. C: a custom round.</source>
        <translation>Touches %1 à %2 pour choisir&#xa0;; Espace ou Entrée choisit %3. C&#xa0;: une manche personnalisée.</translation>
    </message>
    <message>
        <source>Against %1. How many large numbers?</source>
        <extracomment>%1: the computer contestant the round is played against</extracomment>
        <translation>Contre %1. Combien de grandes plaques&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Tirer</translation>
    </message>
    <message>
        <source>Space or Enter draws. C: a custom round.</source>
        <translation>Espace ou Entrée pour tirer. C&#xa0;: manche personnalisée.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::PracticeActions</name>
    <message>
        <source>Your history cannot be used (%1). The rounds you play now will not be kept.</source>
        <translation>Votre historique est inutilisable (%1). Les manches que vous jouerez maintenant ne seront pas conservées.</translation>
    </message>
    <message>
        <source>Your history could not be read (%1). The old file is kept as %2, and a new history has been started.</source>
        <translation>Votre historique n’a pas pu être lu (%1). L’ancien fichier est conservé sous %2 et un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Explorer: every target from %1 to %2</source>
        <translation>Explorateur&#xa0;: tous les nombres de %1 à %2</translation>
    </message>
    <message>
        <source>About the odds</source>
        <translation>À propos des probabilités</translation>
    </message>
    <message>
        <source>The table of odds is missing.</source>
        <translation>La table des probabilités est introuvable.</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Exporter l’historique</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) exported to %1</source>
        <translation>
            <numerusform>%n manche exportée vers %1</numerusform>
            <numerusform>%n manches exportées vers %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear history</source>
        <translation>Vider l’historique</translation>
    </message>
    <message>
        <source>Clear every round from your history? Your statistics start again from nothing. A copy of the current history is kept as a backup.</source>
        <translation>Effacer toutes les manches de votre historique&#xa0;? Vos statistiques repartiront de zéro. Une copie de l’historique actuel est conservée en sauvegarde.</translation>
    </message>
    <message>
        <source>History cleared; the old one is kept as %1</source>
        <translation>Historique vidé&#xa0;; l’ancien est conservé sous %1</translation>
    </message>
    <message>
        <source>Play the daily puzzle first.</source>
        <translation>Jouez d’abord le tirage du jour.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copié&#xa0;: %1</translation>
    </message>
    <message>
        <source>The next puzzle comes in %1 h %2 min.</source>
        <extracomment>%1 hours and %2 minutes until the next daily puzzle (at midnight)</extracomment>
        <translation>Prochain tirage du jour dans %1 h %2 min.</translation>
    </message>
    <message>
        <source>Daily puzzle</source>
        <translation>Tirage du jour</translation>
    </message>
    <message>
        <source>You have played today&apos;s puzzle.</source>
        <translation>Vous avez déjà joué le tirage du jour.</translation>
    </message>
    <message>
        <source>&amp;Share</source>
        <translation>&amp;Partager</translation>
    </message>
    <message>
        <source>&amp;Practise it again</source>
        <translation>&amp;Rejouer pour s’entraîner</translation>
    </message>
</context>
<context>
    <name>countdown::ui::RevealPanel</name>
    <message>
        <source>exact</source>
        <translation>le compte est bon</translation>
    </message>
    <message>
        <source>no distinct solution</source>
        <translation>aucune solution distincte</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct solution(s)</source>
        <translation>
            <numerusform>%n solution distincte</numerusform>
            <numerusform>%n solutions distinctes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 = %2  (%n number(s))</source>
        <translation>
            <numerusform>%1 = %2  (%n plaque)</numerusform>
            <numerusform>%1 = %2  (%n plaques)</numerusform>
        </translation>
    </message>
    <message>
        <source>counting solutions…</source>
        <translation>décompte des solutions…</translation>
    </message>
    <message>
        <source>Custom round: answer shown, no points.</source>
        <translation>Manche personnalisée&#xa0;: solution affichée, pas de points.</translation>
    </message>
    <message>
        <source>You asked for the answer: this round scores 0.</source>
        <translation>Vous avez demandé la solution&#xa0;: cette manche rapporte 0 point.</translation>
    </message>
    <message>
        <source>You: nothing that uses every number — 0 points.</source>
        <translation>Vous&#xa0;: rien qui utilise toutes les plaques — 0 point.</translation>
    </message>
    <message>
        <source>You: no answer — 0 points.</source>
        <translation>Vous&#xa0;: pas de réponse — 0 point.</translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2, in %3 s — %n point(s).</source>
        <translation>
            <numerusform>Vous&#xa0;: %1, %2, en %3&#xa0;s — %n point.</numerusform>
            <numerusform>Vous&#xa0;: %1, %2, en %3&#xa0;s — %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2 — %n point(s).</source>
        <translation>
            <numerusform>Vous&#xa0;: %1, %2 — %n point.</numerusform>
            <numerusform>Vous&#xa0;: %1, %2 — %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>THE SOLVER&apos;S ANSWER</source>
        <translation>LA SOLUTION DU SOLVEUR</translation>
    </message>
    <message>
        <source>&amp;Other solutions</source>
        <translation>A&amp;utres solutions</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>E&amp;xplorer</translation>
    </message>
    <message>
        <source>Every target these tiles can make (Ctrl+Shift+E)</source>
        <translation>Tous les nombres que ces plaques permettent d’obtenir (Ctrl+Maj+E)</translation>
    </message>
    <message>
        <source>Copy a summary without spoilers, to paste for your friends</source>
        <translation>Copier un résumé qui ne dévoile rien, à coller pour vos amis</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>Manche &amp;suivante</translation>
    </message>
    <message>
        <source>Next round (N or Space)</source>
        <translation>Manche suivante (N ou Espace)</translation>
    </message>
    <message>
        <source>Solver&apos;s answer</source>
        <translation>Solution du solveur</translation>
    </message>
    <message>
        <source>Other solutions, fewest numbers first</source>
        <translation>Autres solutions, par nombre de plaques croissant</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Votre résultat</translation>
    </message>
    <message>
        <source>Hide &amp;other solutions</source>
        <translation>Masquer les a&amp;utres solutions</translation>
    </message>
    <message>
        <source>Sh&amp;are</source>
        <translation>Parta&amp;ger</translation>
    </message>
    <message>
        <source>Final &amp;score</source>
        <translation>&amp;Score final</translation>
    </message>
    <message>
        <source>The game&apos;s rounds and total (N or Space)</source>
        <translation>Les manches et le total de la partie (N ou Espace)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3, in %4 s — %n point(s).</source>
        <translation>
            <numerusform>%1&#xa0;: %2, %3, en %4 s — %n point.</numerusform>
            <numerusform>%1&#xa0;: %2, %3, en %4 s — %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3 — %n point(s).</source>
        <translation>
            <numerusform>%1&#xa0;: %2, %3 — %n point.</numerusform>
            <numerusform>%1&#xa0;: %2, %3 — %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>The contestant&apos;s result</source>
        <translation>Le résultat du candidat</translation>
    </message>
    <message>
        <source>The answer was shown: nobody scores this round.</source>
        <translation>La solution a été affichée&#xa0;: personne ne marque dans cette manche.</translation>
    </message>
    <message>
        <source>nothing declared</source>
        <translation>rien annoncé</translation>
    </message>
    <message>
        <source>%1, %2, not shown</source>
        <translation>%1, %2, non montré</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, not made</source>
        <translation>%1, non obtenu</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 — %n point(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %2 — %n point</numerusform>
            <numerusform>%1&#xa0;: %2 — %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) taken: at most %1 points.</source>
        <extracomment>After the player&apos;s result; %1: the most the round could then score (e.g. 6)</extracomment>
        <translation>
            <numerusform>%n indice pris&#xa0;: au plus %1 points.</numerusform>
            <numerusform>%n indices pris&#xa0;: au plus %1 points.</numerusform>
        </translation>
    </message>
    <message>
        <source>You had %1 and %2 left: %3.</source>
        <extracomment>%1 and %2: two numbers the player had left, %3 the step that makes the target</extracomment>
        <translation>Il vous restait %1 et %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Nearest to your working: %1 (it makes %2 too).</source>
        <extracomment>%1: a solution; %2: the numbers it makes that the player made too, e.g. &quot;106, 7950&quot;</extracomment>
        <translation>Au plus près de vos calculs&#xa0;: %1 (on y trouve aussi %2).</translation>
    </message>
    <message>
        <source>No exact answer was possible: %1 was the closest.</source>
        <translation>Le compte n’était pas possible&#xa0;: %1 était le plus près.</translation>
    </message>
    <message>
        <source>No exact answer was possible: yours was as close as anyone could get.</source>
        <translation>Le compte n’était pas possible&#xa0;: personne ne pouvait faire plus près que vous.</translation>
    </message>
    <message>
        <source>Solved at once: the solver&apos;s answer for your numbers.</source>
        <translation>Résolu d’emblée&#xa0;: la solution du solveur pour vos nombres.</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>Tirage &amp;suivant</translation>
    </message>
    <message>
        <source>The set&apos;s next puzzle to play (N or Space)</source>
        <translation>Le prochain tirage à jouer de la série (N ou Espace)</translation>
    </message>
    <message>
        <source>Copy your reply, with both results, to send your friend</source>
        <translation>Copier votre réponse, avec les deux résultats, à envoyer à votre ami</translation>
    </message>
    <message>
        <source>Copy this round as a code, to send a friend (Ctrl+Shift+C)</source>
        <translation>Copier cette manche en code, à envoyer à un ami (Ctrl+Maj+C)</translation>
    </message>
    <message>
        <source>The challenge&apos;s results</source>
        <translation>Les résultats du défi</translation>
    </message>
    <message>
        <source>&amp;Reply</source>
        <translation>Ré&amp;pondre</translation>
    </message>
    <message>
        <source>Cha&amp;llenge</source>
        <translation>Dé&amp;fier</translation>
    </message>
    <message>
        <source>%1  —  %2  ·  %3</source>
        <extracomment>%1: who won (&quot;You win&quot;); %2: the friend&apos;s result; %3: the player&apos;s</extracomment>
        <translation>%1  —  %2  ·  %3</translation>
    </message>
    <message>
        <source>You asked for the answer: no star.</source>
        <translation>Vous avez demandé la solution&#xa0;: aucune étoile.</translation>
    </message>
    <message>
        <source>You: no answer — no star.</source>
        <translation>Vous&#xa0;: pas de réponse — aucune étoile.</translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2 — %3 %n star(s).</source>
        <extracomment>%1: the number declared; %2: &quot;exact&quot; or &quot;4 away&quot;; %3: the stars drawn (&quot;★★☆&quot;)</extracomment>
        <translation>
            <numerusform>Vous&#xa0;: %1, %2 — %3 %n&#xa0;étoile.</numerusform>
            <numerusform>Vous&#xa0;: %1, %2 — %3 %n&#xa0;étoiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) taken: at most %1 stars.</source>
        <translation>
            <numerusform>%n indice pris&#xa0;: %1&#xa0;étoiles au plus.</numerusform>
            <numerusform>%n indices pris&#xa0;: %1&#xa0;étoiles au plus.</numerusform>
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
            <numerusform>Manches à %n grande plaque</numerusform>
            <numerusform>Manches à %n grandes plaques</numerusform>
        </translation>
    </message>
    <message>
        <source>Easy rounds: three numbers or fewer needed</source>
        <translation>Manches faciles&#xa0;: trois plaques ou moins suffisent</translation>
    </message>
    <message>
        <source>Medium rounds: four or five numbers needed</source>
        <translation>Manches moyennes&#xa0;: quatre ou cinq plaques nécessaires</translation>
    </message>
    <message>
        <source>Hard rounds: all six numbers needed</source>
        <translation>Manches difficiles&#xa0;: les six plaques nécessaires</translation>
    </message>
    <message>
        <source>Rounds that need a division</source>
        <translation>Manches qui demandent une division</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n exact (%2)</source>
        <extracomment>%1: rounds exact, %n: rounds played, %2: the rate, e.g. &quot;6 of 10 exact (60 %)&quot;</extracomment>
        <translation>
            <numerusform>%1 compte bon sur %n (%2)</numerusform>
            <numerusform>%1 comptes bons sur %n (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>no earlier rounds like these</source>
        <translation>aucune manche de ce genre avant</translation>
    </message>
    <message numerus="yes">
        <source>before: %1 of %n round(s) like these</source>
        <extracomment>%1: the earlier exact rate, %n: how many rounds it is over</extracomment>
        <translation>
            <numerusform>avant&#xa0;: %1 sur %n manche de ce genre</numerusform>
            <numerusform>avant&#xa0;: %1 sur %n manches de ce genre</numerusform>
        </translation>
    </message>
    <message>
        <source>Better than before.</source>
        <translation>Mieux qu’avant.</translation>
    </message>
    <message>
        <source>As before.</source>
        <translation>Comme avant.</translation>
    </message>
    <message>
        <source>Below your earlier rate: practise again?</source>
        <translation>En dessous de votre taux d’avant&#xa0;: on recommence&#xa0;?</translation>
    </message>
</context>
<context>
    <name>countdown::ui::Scoreboard</name>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Nombre à trouver</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plaques</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>solution affichée</translation>
    </message>
    <message>
        <source>%1 exact</source>
        <translation>%1 — le compte est bon</translation>
    </message>
    <message>
        <source>Total: %1 in %2</source>
        <translation>Total&#xa0;: %1 en %2</translation>
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
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Rej&amp;ouer</translation>
    </message>
    <message>
        <source>A new game of as many rounds (Ctrl+N)</source>
        <translation>Une nouvelle partie d’autant de manches (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Back to single rounds</source>
        <translation>Revenir aux manches seules</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation>Match nul.</translation>
    </message>
    <message>
        <source>You %1 · %2 %3 in %4. %5</source>
        <translation>Vous %1 · %2 %3 en %4. %5</translation>
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
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>A tie: %1.</source>
        <translation>Égalité&#xa0;: %1.</translation>
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
        <translation>Entraînement&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more round(s) like these</source>
        <translation>
            <numerusform>Encore %n manche de ce genre</numerusform>
            <numerusform>Encore %n manches de ce genre</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Default number of large numbers</source>
        <translation>Nombre de grandes plaques par défaut</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sans chronomètre</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Chronomètre</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Des plaques peuvent rester inutilisées</translation>
    </message>
    <message>
        <source>Every number must be used</source>
        <translation>Toutes les plaques doivent servir</translation>
    </message>
    <message>
        <source>Numbers used</source>
        <translation>Plaques utilisées</translation>
    </message>
    <message>
        <source>What counts as a valid answer, for the player and for the solver</source>
        <translation>Ce qui compte comme une réponse valable, pour le joueur comme pour le solveur</translation>
    </message>
    <message>
        <source>Any (as on the show)</source>
        <translation>Toutes (comme dans l’émission)</translation>
    </message>
    <message>
        <source>Easy (3 numbers or fewer)</source>
        <translation>Facile (3 plaques ou moins)</translation>
    </message>
    <message>
        <source>Medium (4 or 5 numbers)</source>
        <translation>Moyenne (4 ou 5 plaques)</translation>
    </message>
    <message>
        <source>Hard (all 6 numbers)</source>
        <translation>Difficile (les 6 plaques)</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>How many numbers the shortest exact answer needs</source>
        <translation>Le nombre de plaques qu’exige la plus courte solution exacte</translation>
    </message>
    <message>
        <source>Only rounds with an exact &amp;answer</source>
        <translation>Seulement des manches avec solution e&amp;xacte</translation>
    </message>
    <message>
        <source>Only rounds with an exact answer</source>
        <translation>Seulement des manches avec solution exacte</translation>
    </message>
    <message>
        <source>Rounds in a game</source>
        <translation>Manches par partie</translation>
    </message>
    <message>
        <source>How many rounds a new game has (Game → New game)</source>
        <translation>Le nombre de manches d’une nouvelle partie (Jeu → Nouvelle partie)</translation>
    </message>
    <message>
        <source>Changes to the rules apply from the next round.</source>
        <translation>Les changements de règles s’appliquent à partir de la manche suivante.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Default &amp;large numbers:</source>
        <translation>&amp;Grandes plaques par défaut&#xa0;:</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Chronomètre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Numbers used:</source>
        <translation>&amp;Plaques utilisées&#xa0;:</translation>
    </message>
    <message>
        <source>Di&amp;fficulty:</source>
        <translation>Di&amp;fficulté&#xa0;:</translation>
    </message>
    <message>
        <source>Rounds in a &amp;game:</source>
        <translation>&amp;Manches par partie&#xa0;:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>System follows the colours of the desktop</source>
        <translation>«&#xa0;Système&#xa0;» suit les couleurs du bureau</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Reduce &amp;motion (no flips, rolls or slides)</source>
        <translation>Réduire les a&amp;nimations (sans retournements, défilements ni glissements)</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Réduire les animations</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème&#xa0;:</translation>
    </message>
    <message>
        <source>Lang&amp;uage:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Activer les &amp;sons</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Activer les sons</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>T&amp;ick each second</source>
        <translation>T&amp;ic-tac à chaque seconde</translation>
    </message>
    <message>
        <source>Tick each second</source>
        <translation>Tic-tac à chaque seconde</translation>
    </message>
    <message>
        <source>No audio output was found: the game is silent until one is there.</source>
        <translation>Aucune sortie audio n’a été trouvée&#xa0;: le jeu reste muet tant qu’il n’y en a pas.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume&#xa0;:</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>Valeurs par &amp;défaut</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody: play alone</source>
        <translation>Personne&#xa0;: jouer seul</translation>
    </message>
    <message>
        <source>%1 (level %2 of %3)</source>
        <translation>%1 (niveau %2 sur %3)</translation>
    </message>
    <message>
        <source>Contestant</source>
        <translation>Candidat</translation>
    </message>
    <message>
        <source>A computer contestant who plays every drawn round against you: only the closer answer scores, as on the show</source>
        <translation>Un candidat joué par l’ordinateur, qui dispute contre vous chaque manche tirée&#xa0;: seule la réponse la plus proche marque, comme à la télévision</translation>
    </message>
    <message>
        <source>C&amp;ontestant:</source>
        <translation>C&amp;andidat&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Edit variants…</source>
        <translation>Modifi&amp;er les variantes…</translation>
    </message>
    <message>
        <source>Edit variants</source>
        <translation>Modifier les variantes</translation>
    </message>
    <message>
        <source>Make, copy, change and delete variants of your own</source>
        <translation>Créer, copier, modifier et supprimer vos propres variantes</translation>
    </message>
    <message>
        <source>How many large numbers a new round suggests (when the rules let you pick)</source>
        <translation>Combien de grandes plaques une nouvelle manche propose (quand les règles laissent choisir)</translation>
    </message>
    <message>
        <source>Medium (all 4 numbers)</source>
        <translation>Moyenne (les 4 plaques)</translation>
    </message>
    <message>
        <source>Hard (6 or 7 numbers)</source>
        <translation>Difficile (6 ou 7 plaques)</translation>
    </message>
    <message>
        <source>Hard (6 numbers or more)</source>
        <translation>Difficile (6 plaques ou plus)</translation>
    </message>
    <message>
        <source>Va&amp;riant:</source>
        <translation>Va&amp;riante&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>The variant chosen draws %n tiles: no round needs more</source>
        <translation>
            <numerusform>La variante choisie donne %n&#xa0;plaque&#xa0;: aucune manche n’en demande plus</numerusform>
            <numerusform>La variante choisie donne %n&#xa0;plaques&#xa0;: aucune manche n’en demande plus</numerusform>
        </translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>countdown::ui::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Votre progression</translation>
    </message>
    <message>
        <source>Count rounds in which you asked for the answer early</source>
        <translation>Compter les manches où vous avez demandé la solution avant la fin</translation>
    </message>
    <message>
        <source>No rounds yet</source>
        <translation>Aucune manche pour l’instant</translation>
    </message>
    <message>
        <source>Play one and your progress appears here.</source>
        <translation>Jouez-en une et votre progression s’affichera ici.</translation>
    </message>
    <message>
        <source>No rounds yet — play one and your progress appears here</source>
        <translation>Aucune manche pour l’instant — jouez-en une et votre progression s’affichera ici</translation>
    </message>
    <message>
        <source>ROUNDS</source>
        <translation>MANCHES</translation>
    </message>
    <message>
        <source>POINTS</source>
        <translation>POINTS</translation>
    </message>
    <message>
        <source>EXACT ANSWERS</source>
        <translation>COMPTES BONS</translation>
    </message>
    <message>
        <source>TIME TO EXACT</source>
        <translation>TEMPS POUR TROUVER</translation>
    </message>
    <message>
        <source>EXACT STREAK</source>
        <translation>SÉRIE DE COMPTES BONS</translation>
    </message>
    <message>
        <source>Points per round, oldest first</source>
        <translation>Points par manche, de la plus ancienne à la plus récente</translation>
    </message>
    <message>
        <source>Rolling exact-answer rate, oldest first</source>
        <translation>Taux glissant de comptes bons, du plus ancien au plus récent</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Rounds played: %1</source>
        <translation>Manches jouées&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 per round</source>
        <translation>%1 par manche</translation>
    </message>
    <message>
        <source>Total points: %1</source>
        <translation>Total des points&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n round(s)</source>
        <translation>
            <numerusform>%1 sur %n manche</numerusform>
            <numerusform>%1 sur %n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact-answer rate: %1</source>
        <translation>Taux de comptes bons&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>on average</source>
        <translation>en moyenne</translation>
    </message>
    <message>
        <source>Average time to an exact answer: %1</source>
        <translation>Temps moyen pour trouver le compte&#xa0;: %1</translation>
    </message>
    <message>
        <source>no exact answer yet</source>
        <translation>pas encore de compte bon</translation>
    </message>
    <message>
        <source>Average time to an exact answer: none yet</source>
        <translation>Temps moyen pour trouver le compte&#xa0;: pas encore de compte bon</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>record&#xa0;: %1</translation>
    </message>
    <message>
        <source>Current streak of exact answers: %1</source>
        <translation>Série en cours de comptes bons&#xa0;: %1</translation>
    </message>
    <message>
        <source>Best streak of exact answers: %1</source>
        <translation>Meilleure série de comptes bons&#xa0;: %1</translation>
    </message>
    <message>
        <source>Average points per round: %1</source>
        <translation>Moyenne de points par manche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Compte bon</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · %2 · %n point(s)</source>
        <translation>
            <numerusform>Manche %1 · %2 · %n point</numerusform>
            <numerusform>Manche %1 · %2 · %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact answers</source>
        <translation>Comptes bons</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s); the last scored %1</source>
        <translation>
            <numerusform>%n manche&#xa0;; la dernière a rapporté %1</numerusform>
            <numerusform>%n manches&#xa0;; la dernière a rapporté %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Now %1 %</source>
        <translation>Actuellement %1&#xa0;%</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Points par manche</translation>
    </message>
    <message numerus="yes">
        <source>Exact answers over the last %n round(s)</source>
        <translation>
            <numerusform>Comptes bons, %n dernière manche</numerusform>
            <numerusform>Comptes bons, %n dernières manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exact</source>
        <translation>
            <numerusform>%n compte bon</numerusform>
            <numerusform>%n comptes bons</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <comment>a round that came close to the target: 5 or 7 points</comment>
        <translation>Proche</translation>
    </message>
    <message>
        <source>&amp;Your rounds</source>
        <translation>&amp;Vos manches</translation>
    </message>
    <message>
        <source>Co&amp;ntestants</source>
        <translation>Ca&amp;ndidats</translation>
    </message>
    <message>
        <source>Rounds in which you took hints count with the others</source>
        <translation>Les manches où vous avez pris des indices comptent avec les autres</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) with hints left out, %1 of them exact</source>
        <translation>
            <numerusform>%n manche avec indices laissée de côté, dont %1 exacte(s)</numerusform>
            <numerusform>%n manches avec indices laissées de côté, dont %1 exactes</numerusform>
        </translation>
    </message>
    <message>
        <source>Also count:</source>
        <extracomment>Before three check boxes: &quot;custom rounds&quot;, &quot;rounds with the answer shown&quot;, &quot;rounds with hints&quot;</extracomment>
        <translation>Compter aussi&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;custom rounds</source>
        <translation>manches &amp;personnalisées</translation>
    </message>
    <message>
        <source>rounds with the &amp;answer shown</source>
        <translation>manches avec la &amp;solution montrée</translation>
    </message>
    <message>
        <source>rounds with &amp;hints</source>
        <translation>manches avec &amp;indices</translation>
    </message>
    <message>
        <source>Custom rounds, rounds where you asked for the answer and rounds with hints count only when you tick them above.</source>
        <translation>Les manches personnalisées, celles où vous avez demandé la solution et celles avec indices ne comptent que si vous les cochez ci-dessus.</translation>
    </message>
    <message>
        <source>DAILY STREAK</source>
        <extracomment>Days in a row with the daily puzzle played</extracomment>
        <translation>SÉRIE QUOTIDIENNE</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily puzzles played in a row: %1</source>
        <translation>Tirages du jour joués d’affilée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Most daily puzzles played in a row: %1</source>
        <translation>Record de tirages du jour d’affilée&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Weak spots</source>
        <translation>Points fai&amp;bles</translation>
    </message>
    <message>
        <source>%1, every number used</source>
        <translation>%1, toutes les plaques utilisées</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Toutes les variantes</translation>
    </message>
    <message>
        <source>Va&amp;riant:</source>
        <extracomment>Before a list: &quot;All variants&quot;, &quot;Countdown (UK)&quot;, &quot;Seven tiles&quot;...</extracomment>
        <translation>Va&amp;riante&#xa0;:</translation>
    </message>
    <message>
        <source>Only the rounds played with this variant count</source>
        <translation>Seules les manches jouées avec cette variante comptent</translation>
    </message>
    <message>
        <source>Variant of the rounds counted</source>
        <translation>Variante des manches comptées</translation>
    </message>
    <message>
        <source>No rounds with this variant yet</source>
        <translation>Aucune manche avec cette variante pour l’instant</translation>
    </message>
    <message>
        <source> · sets %1</source>
        <extracomment>After the daily puzzle&apos;s best streak: the daily set&apos;s current streak, in days</extracomment>
        <translation> · séries&#xa0;%1</translation>
    </message>
    <message>
        <source>Daily sets played through in a row: %1, best %2</source>
        <translation>Séries du jour terminées d’affilée&#xa0;: %1, record %2</translation>
    </message>
    <message>
        <source>Count rounds with numbers you typed in yourself, and rounds played from a friend&apos;s challenge</source>
        <translation>Compter les manches dont vous avez saisi vous-même les plaques, et celles jouées depuis le défi d’un ami</translation>
    </message>
    <message>
        <source>Cha&amp;llenges</source>
        <translation>&amp;Défis</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TargetDisplay</name>
    <message>
        <source>Target</source>
        <translation>Nombre à trouver</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Masqué</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Pas encore de nombre à trouver</translation>
    </message>
    <message>
        <source>Rolling</source>
        <translation>Tirage en cours</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TileRack</name>
    <message>
        <source>Tiles</source>
        <translation>Plaques</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Face cachée</translation>
    </message>
    <message>
        <source>Left and Right move between the tiles, Space or Enter picks one</source>
        <translation>Les flèches gauche et droite passent d’une plaque à l’autre, Espace ou Entrée en choisit une</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TileWidget</name>
    <message>
        <source>Empty place</source>
        <translation>Emplacement vide</translation>
    </message>
    <message>
        <source>Face-down tile</source>
        <translation>Plaque face cachée</translation>
    </message>
    <message>
        <source>Tile %1, selected</source>
        <translation>Plaque %1, sélectionnée</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Plaque %1</translation>
    </message>
    <message>
        <source>Small number</source>
        <translation>Petite plaque</translation>
    </message>
    <message>
        <source>Large number</source>
        <translation>Grande plaque</translation>
    </message>
    <message>
        <source>Made by you</source>
        <translation>Obtenue par vous</translation>
    </message>
    <message>
        <source>Made by you, %1: %2</source>
        <extracomment>A tile the player made: %1 its value, %2 how (&quot;806: 100 × 8 + 6&quot;)</extracomment>
        <translation>Obtenue par vous, %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::VariantText</name>
    <message>
        <source>Countdown (UK)</source>
        <translation>Countdown (Royaume-Uni)</translation>
    </message>
    <message>
        <source>Le compte est bon (France)</source>
        <translation>Le compte est bon (France)</translation>
    </message>
    <message>
        <source>All large (5 or 6 large numbers)</source>
        <translation>Toutes grandes (5 ou 6 grandes plaques)</translation>
    </message>
    <message>
        <source>Alternative large numbers (12 37 62 87)</source>
        <translation>Autres grandes plaques (12 37 62 87)</translation>
    </message>
    <message>
        <source>Four-digit targets</source>
        <translation>Nombres à quatre chiffres</translation>
    </message>
    <message>
        <source>Seven tiles</source>
        <translation>Sept plaques</translation>
    </message>
    <message>
        <source>No division</source>
        <translation>Sans division</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n plaque</numerusform>
            <numerusform>%n plaques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n large of %1</source>
        <extracomment>%1: the large numbers, e.g. &quot;25 50 75 100&quot;</extracomment>
        <translation>
            <numerusform>%n grande parmi %1</numerusform>
            <numerusform>%n grandes parmi %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 large of %3</source>
        <extracomment>%1-%2: how many large the player may pick; %3: the large numbers</extracomment>
        <translation>%1 à %2 grandes parmi %3</translation>
    </message>
    <message numerus="yes">
        <source>from one bag of %n</source>
        <translation>
            <numerusform>d’un seul sac de %n</numerusform>
            <numerusform>d’un seul sac de %n</numerusform>
        </translation>
    </message>
    <message>
        <source>targets %1–%2</source>
        <translation>à trouver&#xa0;: %1 à %2</translation>
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
        <translation>Vos variantes</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouvelle</translation>
    </message>
    <message>
        <source>A new variant, starting from the rules chosen in the settings</source>
        <translation>Une nouvelle variante, à partir des règles choisies dans les paramètres</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Rounds already played under it keep it in the history</source>
        <translation>Les manches déjà jouées avec elle la gardent dans l’historique</translation>
    </message>
    <message>
        <source>Separated by spaces; a number twice is two tiles</source>
        <translation>Séparées par des espaces&#xa0;; un nombre écrit deux fois fait deux plaques</translation>
    </message>
    <message>
        <source>The player picks how many &amp;large</source>
        <translation>Le joueur choisit le nombre de &amp;grandes</translation>
    </message>
    <message>
        <source>Unticked, every tile comes from one bag of all the numbers, as in Le compte est bon</source>
        <translation>Décoché, toutes les plaques viennent d’un seul sac de tous les nombres, comme dans Le compte est bon</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Addition</source>
        <translation>Addition</translation>
    </message>
    <message>
        <source>Subtraction</source>
        <translation>Soustraction</translation>
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
        <translation>Des plaques peuvent rester inutilisées</translation>
    </message>
    <message>
        <source>Every number must be used</source>
        <translation>Toutes les plaques doivent servir</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sans chronomètre</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>N&amp;om&#xa0;:</translation>
    </message>
    <message>
        <source>La&amp;rge numbers:</source>
        <translation>Grandes pl&amp;aques&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Small numbers:</source>
        <translation>Petites plaq&amp;ues&#xa0;:</translation>
    </message>
    <message>
        <source>Large to pic&amp;k:</source>
        <translation>Grandes à choisi&amp;r&#xa0;:</translation>
    </message>
    <message>
        <source>Tar&amp;gets:</source>
        <translation>Ci&amp;bles&#xa0;:</translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation>Opérations&#xa0;:</translation>
    </message>
    <message>
        <source>N&amp;umbers used:</source>
        <translation>Plaques uti&amp;lisées&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>C&amp;hronomètre&#xa0;:</translation>
    </message>
    <message>
        <source>My variant %1</source>
        <translation>Ma variante %1</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>a copy of a variant, %1 its name</extracomment>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Large numbers: “%1” is not a whole number from 1 to 999,999.</source>
        <translation>Grandes plaques&#xa0;: «&#xa0;%1&#xa0;» n’est pas un nombre entier de 1 à 999&#xa0;999.</translation>
    </message>
    <message>
        <source>Small numbers: “%1” is not a whole number from 1 to 999,999.</source>
        <translation>Petites plaques&#xa0;: «&#xa0;%1&#xa0;» n’est pas un nombre entier de 1 à 999&#xa0;999.</translation>
    </message>
    <message>
        <source>Give the variant a name.</source>
        <translation>Donnez un nom à la variante.</translation>
    </message>
    <message>
        <source>“%1” needs a name.</source>
        <translation>«&#xa0;%1&#xa0;» n’a pas de nom.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The two bags hold %1 tiles in all: at most %2 are allowed.</source>
        <extracomment>The large and small bags together hold more tiles than a variant may have</extracomment>
        <translation>Les deux sacs contiennent %1&#xa0;plaques en tout&#xa0;: %2 au plus sont permises.</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed here; it must be from %3 to %4.</source>
        <extracomment>%1 names a row of the form (e.g. &quot;Large to pick&quot;)</extracomment>
        <translation>%1&#xa0;: %2 n’est pas permis ici&#xa0;; il faut de %3 à %4.</translation>
    </message>
    <message>
        <source>%1: a round may need %2 of them, but there are only %3.</source>
        <translation>%1&#xa0;: une manche peut en demander %2, mais il n’y en a que %3.</translation>
    </message>
    <message>
        <source>%1: the first number (%2) must not be above the second (%3).</source>
        <translation>%1&#xa0;: le premier nombre (%2) ne doit pas dépasser le second (%3).</translation>
    </message>
    <message>
        <source>%1: tick at least one.</source>
        <translation>%1&#xa0;: cochez-en au moins une.</translation>
    </message>
    <message>
        <source>%1: every number can be required only when + or × is allowed: some selections would make nothing at all.</source>
        <translation>%1&#xa0;: exiger toutes les plaques n’est possible qu’avec + ou ×&#xa0;: certains tirages ne donneraient rien du tout.</translation>
    </message>
    <message>
        <source>&amp;Tiles drawn:</source>
        <translation>&amp;Plaques tirées&#xa0;:</translation>
    </message>
</context>
<context>
    <name>countdown::ui::WeakSpotsView</name>
    <message>
        <source>Where you do worst</source>
        <translation>Là où vous réussissez le moins</translation>
    </message>
    <message>
        <source>No weak spot: no kind of round is %1 points below your overall exact rate yet (each kind needs %2 rounds to judge).</source>
        <translation>Aucun point faible&#xa0;: aucun genre de manche n’est encore %1&#xa0;points sous votre taux de comptes bons (il faut %2&#xa0;manches d’un genre pour en juger).</translation>
    </message>
    <message>
        <source>Kinds of round where your exact rate is %1 points or more below your overall %2. Practice rounds all have an exact answer.</source>
        <translation>Les genres de manche où votre taux de comptes bons est d’au moins %1&#xa0;points sous votre taux global de %2. Les manches d’entraînement ont toutes un compte bon.</translation>
    </message>
    <message numerus="yes">
        <source>%1 exact: %2 of %n round(s)</source>
        <translation>
            <numerusform>%1 de comptes bons&#xa0;: %2 sur %n manche</numerusform>
            <numerusform>%1 de comptes bons&#xa0;: %2 sur %n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>Last practice, %1: %2</source>
        <extracomment>%1: a date; %2: e.g. &quot;6 of 10 exact (60 %)&quot;</extracomment>
        <translation>Dernier entraînement, %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Practise %n rounds like these</source>
        <translation>
            <numerusform>S’entraîner sur %n manche de ce genre</numerusform>
            <numerusform>S’entraîner sur %n manches de ce genre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Practise %n rounds like these: %1</source>
        <translation>
            <numerusform>S’entraîner sur %n manche de ce genre&#xa0;: %1</numerusform>
            <numerusform>S’entraîner sur %n manches de ce genre&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Your practice</source>
        <translation>Vos entraînements</translation>
    </message>
    <message>
        <source>%1 · %2: %3; %4</source>
        <translation>%1 · %2&#xa0;: %3&#xa0;; %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n round(s) so far)</source>
        <translation>
            <numerusform>%1 (%n manche jouée pour l’instant)</numerusform>
            <numerusform>%1 (%n manches jouées pour l’instant)</numerusform>
        </translation>
    </message>
    <message>
        <source>None yet: a practice&apos;s result shows here, against your rate before it.</source>
        <translation>Aucun pour l’instant&#xa0;: le résultat d’un entraînement s’affiche ici, face à votre taux d’avant.</translation>
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
        <translation>VOS CALCULS</translation>
    </message>
    <message>
        <source>Click a tile, an operation and another tile.</source>
        <translation>Cliquez sur une plaque, une opération, puis une autre plaque.</translation>
    </message>
    <message>
        <source>%1.  %2</source>
        <translation>%1.  %2</translation>
    </message>
    <message>
        <source>Your working</source>
        <translation>Vos calculs</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The numbers round of Countdown and Le compte est bon.</source>
        <translation>L’épreuve des chiffres de Countdown et de «&#xa0;Le compte est bon&#xa0;».</translation>
    </message>
    <message>
        <source>Print the time to the first painted frame and quit.</source>
        <translation>Afficher le temps écoulé jusqu’à la première image dessinée, puis quitter.</translation>
    </message>
    <message>
        <source>Start the draws from this seed.</source>
        <translation>Commencer les tirages à partir de cette graine.</translation>
    </message>
    <message>
        <source>A friend&apos;s challenge to play: its code or its link (countdown-numbers://challenge/…).</source>
        <translation>Le défi d’un ami à jouer : son code ou son lien (countdown-numbers://challenge/…).</translation>
    </message>
    <message>
        <source>the game already open does not answer</source>
        <translation>le jeu déjà ouvert ne répond pas</translation>
    </message>
</context>
</TS>
