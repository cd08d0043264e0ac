<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>countdown::Contestant</name>
    <message>
        <source>Ollie</source>
        <translation>Ollie</translation>
    </message>
    <message>
        <source>New to the game: tries the obvious sums, and often stops short.</source>
        <translation>Nuevo en el juego: prueba las cuentas obvias y a menudo se queda corto.</translation>
    </message>
    <message>
        <source>Priya</source>
        <translation>Priya</translation>
    </message>
    <message>
        <source>Plays along at home: finds the easy rounds, and seldom divides.</source>
        <translation>Juega desde casa: resuelve las rondas fáciles y rara vez divide.</translation>
    </message>
    <message>
        <source>Hugo</source>
        <translation>Hugo</translation>
    </message>
    <message>
        <source>Club player: gets most rounds, but a long one can beat him.</source>
        <translation>Jugador de club: resuelve la mayoría de las rondas, pero una larga puede ganarle.</translation>
    </message>
    <message>
        <source>Mei</source>
        <translation>Mei</translation>
    </message>
    <message>
        <source>Contender: sees nearly everything, given the whole clock.</source>
        <translation>Aspirante: lo ve casi todo si tiene todo el tiempo.</translation>
    </message>
    <message>
        <source>Zara</source>
        <translation>Zara</translation>
    </message>
    <message>
        <source>Champion: finds any solution within seconds.</source>
        <translation>Campeona: encuentra cualquier solución en segundos.</translation>
    </message>
</context>
<context>
    <name>countdown::DailyShare</name>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <source>within 5</source>
        <translation>a 5 o menos</translation>
    </message>
    <message>
        <source>within 10</source>
        <translation>a 10 o menos</translation>
    </message>
    <message>
        <source>further off</source>
        <translation>más lejos</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>respuesta mostrada</translation>
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
        <translation>Countdown Numbers serie n.º %1 · %2</translation>
    </message>
</context>
<context>
    <name>countdown::Error</name>
    <message>
        <source>A number is missing</source>
        <translation>Falta un número</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>«%1» no es un número</translation>
    </message>
    <message>
        <source>Too few numbers: at least %1 needed</source>
        <translation>Faltan números: se necesitan al menos %1</translation>
    </message>
    <message>
        <source>Too many numbers: %2 given, at most %1 allowed</source>
        <translation>Demasiados números: hay %2 y se permiten %1 como máximo</translation>
    </message>
    <message>
        <source>%1 cannot be used: numbers go from %2 to %3</source>
        <translation>No se puede usar %1: los números van de %2 a %3</translation>
    </message>
    <message>
        <source>%1 cannot be the target: targets go from %2 to %3</source>
        <translation>%1 no puede ser el objetivo: los objetivos van de %2 a %3</translation>
    </message>
    <message>
        <source>Type a calculation first</source>
        <translation>Escribe primero un cálculo</translation>
    </message>
    <message>
        <source>“%1” is not a number, an operator or a bracket</source>
        <translation>«%1» no es un número, ni un operador, ni un paréntesis</translation>
    </message>
    <message>
        <source>This bracket is never closed</source>
        <translation>Este paréntesis no se cierra</translation>
    </message>
    <message>
        <source>This bracket closes nothing</source>
        <translation>Este paréntesis no cierra nada</translation>
    </message>
    <message>
        <source>A number or an opening bracket should come here</source>
        <translation>Aquí debería ir un número o un paréntesis de apertura</translation>
    </message>
    <message>
        <source>An operator or a closing bracket should come here</source>
        <translation>Aquí debería ir un operador o un paréntesis de cierre</translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation>%1 es demasiado grande</translation>
    </message>
    <message>
        <source>%1 is not one of the numbers</source>
        <translation>%1 no está entre los números</translation>
    </message>
    <message>
        <source>%1 is used more often than it appears (%2×)</source>
        <translation>%1 se usa más veces de las que aparece (%2×)</translation>
    </message>
    <message>
        <source>%1 %2 %3 would be negative</source>
        <translation>%1 %2 %3 sería negativo</translation>
    </message>
    <message>
        <source>%1 %2 %3 would be zero</source>
        <translation>%1 %2 %3 daría cero</translation>
    </message>
    <message>
        <source>%1 %2 %3 is not a whole number</source>
        <translation>%1 %2 %3 no da exacto</translation>
    </message>
    <message>
        <source>%1 cannot be divided by zero</source>
        <translation>%1 no se puede dividir entre cero</translation>
    </message>
    <message>
        <source>%1 %2 %3 is too large to work out</source>
        <translation>%1 %2 %3 es demasiado grande para calcularlo</translation>
    </message>
    <message>
        <source>%1 has already been used</source>
        <translation>%1 ya está usado</translation>
    </message>
    <message>
        <source>%1 cannot be combined with itself</source>
        <translation>%1 no se puede combinar consigo mismo</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>No hay nada que deshacer</translation>
    </message>
    <message>
        <source>There is no tile with index %1</source>
        <translation>No hay ninguna ficha con el índice %1</translation>
    </message>
    <message>
        <source>Every number must be used. Not used yet: %1</source>
        <extracomment>%1 lists the tiles, e.g. &quot;2 and 10&quot;</extracomment>
        <translation>Hay que usar todos los números. Aún sin usar: %1</translation>
    </message>
    <message>
        <source>The line is too long: at most %1 bytes</source>
        <translation>La línea es demasiado larga: como máximo %1 bytes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 says what failed, e.g. &quot;The round could not be stored in the history&quot;; %2 says why</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The round could not be stored in the history</source>
        <translation>No se pudo guardar la ronda en el historial</translation>
    </message>
    <message>
        <source>The game could not be started in the history</source>
        <translation>No se pudo empezar la partida en el historial</translation>
    </message>
    <message>
        <source>The game could not be marked as finished</source>
        <translation>No se pudo marcar la partida como terminada</translation>
    </message>
    <message>
        <source>The history could not be read</source>
        <translation>No se pudo leer el historial</translation>
    </message>
    <message>
        <source>The history could not be exported</source>
        <translation>No se pudo exportar el historial</translation>
    </message>
    <message>
        <source>The history could not be cleared</source>
        <translation>No se pudo borrar el historial</translation>
    </message>
    <message>
        <source>the SQLite driver of Qt (QSQLITE) is not installed</source>
        <translation>el controlador SQLite de Qt (QSQLITE) no está instalado</translation>
    </message>
    <message>
        <source>the file is write-protected</source>
        <translation>el archivo está protegido contra escritura</translation>
    </message>
    <message>
        <source>the file could not be opened</source>
        <translation>no se pudo abrir el archivo</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>no se pudo leer el archivo</translation>
    </message>
    <message>
        <source>the integrity check failed</source>
        <translation>falló la comprobación de integridad</translation>
    </message>
    <message>
        <source>the file could not be prepared</source>
        <translation>no se pudo preparar el archivo</translation>
    </message>
    <message>
        <source>bringing the history up to date failed</source>
        <translation>no se pudo actualizar el historial</translation>
    </message>
    <message>
        <source>the history was written by a newer version of the game (schema %1; this version knows up to %2) and was left unchanged</source>
        <translation>el historial lo escribió una versión más reciente del juego (esquema %1; esta versión conoce hasta el %2) y se ha dejado sin cambios</translation>
    </message>
    <message>
        <source>the file is an SQLite database but not a history</source>
        <translation>el archivo es una base de datos SQLite, pero no un historial</translation>
    </message>
    <message>
        <source>the disk that holds %1 is full</source>
        <translation>el disco que contiene %1 está lleno</translation>
    </message>
    <message>
        <source>it could not be moved aside</source>
        <translation>no se pudo apartar</translation>
    </message>
    <message>
        <source>a new history could not be started either</source>
        <translation>tampoco se pudo empezar un historial nuevo</translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation>no existe la partida %1</translation>
    </message>
    <message>
        <source>the backup could not be written</source>
        <translation>no se pudo escribir la copia de seguridad</translation>
    </message>
    <message>
        <source>no history is being kept</source>
        <translation>no se lleva ningún historial</translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation>una lista de números enteros</translation>
    </message>
    <message>
        <source>text in quotes</source>
        <translation>un texto entre comillas</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>an object in braces</source>
        <translation>un objeto entre llaves</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>The variant is not valid JSON (%1)</source>
        <extracomment>%1 is Qt&apos;s description of the JSON problem (in English)</extracomment>
        <translation>La variante no es JSON válido (%1)</translation>
    </message>
    <message>
        <source>The variant is too large: at most %1 bytes</source>
        <translation>La variante es demasiado grande: como máximo %1 bytes</translation>
    </message>
    <message>
        <source>“%1” is not a field of a variant</source>
        <translation>«%1» no es un campo de una variante</translation>
    </message>
    <message>
        <source>“%1” is given more than once</source>
        <translation>«%1» aparece más de una vez</translation>
    </message>
    <message>
        <source>A variant must be one object in braces</source>
        <translation>Una variante debe ser un único objeto entre llaves</translation>
    </message>
    <message>
        <source>“%1” must be %2</source>
        <extracomment>%2 is e.g. &quot;a whole number&quot;, &quot;a list of whole numbers&quot;</extracomment>
        <translation>«%1» debe ser %2</translation>
    </message>
    <message>
        <source>“%1” is %2 but must be from %3 to %4</source>
        <translation>«%1» es %2 pero debe estar entre %3 y %4</translation>
    </message>
    <message>
        <source>“%1” needs one of %2</source>
        <translation>«%1» necesita al menos uno de %2</translation>
    </message>
    <message>
        <source>“%1” cannot be “%2”: use %3</source>
        <translation>«%1» no puede ser «%2»: usa %3</translation>
    </message>
    <message>
        <source>“%1” has %3 tiles but a round may need %2</source>
        <translation>«%1» tiene %3 fichas pero una ronda puede necesitar %2</translation>
    </message>
    <message>
        <source>“%1” goes from %2 down to %3: give the lower first</source>
        <translation>«%1» va de %2 hacia abajo hasta %3: da primero el menor</translation>
    </message>
    <message>
        <source>The variant was written by a newer version of the game (version %1; this version reads up to %2)</source>
        <translation>La variante la escribió una versión más reciente del juego (versión %1; esta versión lee hasta la %2)</translation>
    </message>
    <message>
        <source>%1 is not allowed in this variant</source>
        <extracomment>%1 is an operator: +, −, × or ÷</extracomment>
        <translation>%1 no está permitido en esta variante</translation>
    </message>
    <message>
        <source>There was not enough memory to finish the work</source>
        <translation>No hubo memoria suficiente para terminar el cálculo</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>Termina primero esta ronda.</translation>
    </message>
    <message>
        <source>Finish this game first.</source>
        <translation>Termina primero esta partida.</translation>
    </message>
    <message>
        <source>The daily puzzle is yours alone: finish the game at one machine first.</source>
        <translation>El reto del día es solo tuyo: termina primero la partida entre varios.</translation>
    </message>
    <message>
        <source>The daily puzzle of %1 is played already.</source>
        <extracomment>%1: the day, as the player&apos;s language writes dates in full</extracomment>
        <translation>El reto del día del %1 ya está jugado.</translation>
    </message>
    <message>
        <source>A game at one machine needs at least %1 players.</source>
        <extracomment>%1: the fewest people a game at one machine is played by (2)</extracomment>
        <translation>Una partida en un solo equipo necesita al menos %1 jugadores.</translation>
    </message>
    <message>
        <source>The odds of this variant cannot be worked out: its rounds can draw %1 distinct selections of tiles, and the odds are worked out over at most %2</source>
        <extracomment>%1: how many distinct selections of tiles the variant&apos;s rounds can draw, %2: the most the exact odds are worked out over</extracomment>
        <translation>No se pueden calcular las probabilidades de esta variante: sus rondas pueden dar %1 selecciones distintas de fichas, y se calculan sobre %2 selecciones como máximo</translation>
    </message>
    <message>
        <source>There is no code to read</source>
        <translation>No hay ningún código que leer</translation>
    </message>
    <message>
        <source>This is too long to be a code: at most %1 characters</source>
        <translation>Es demasiado largo para ser un código: %1 caracteres como máximo</translation>
    </message>
    <message>
        <source>“%1” (character %2) cannot be in a code: codes are digits and letters</source>
        <extracomment>%1: the character, %2: its place in what was pasted (1 for the first)</extracomment>
        <translation>«%1» (carácter %2) no puede estar en un código: los códigos son cifras y letras</translation>
    </message>
    <message>
        <source>The code is mistyped: a symbol is wrong or two are swapped. Check it again</source>
        <translation>El código está mal escrito: un símbolo es incorrecto o dos están intercambiados. Revíselo</translation>
    </message>
    <message>
        <source>The code is cut short: symbols are missing at its end. Copy it again, whole</source>
        <translation>El código está cortado: faltan símbolos al final. Cópielo de nuevo, entero</translation>
    </message>
    <message>
        <source>The code goes on after its end (%1 symbols too many). Copy it again, alone</source>
        <extracomment>%1: how many symbols follow the code&apos;s end</extracomment>
        <translation>El código sigue después de su final (%1 símbolos de más). Cópielo de nuevo, solo</translation>
    </message>
    <message>
        <source>The code was made by a newer version of the game (format %1; this version reads up to %2)</source>
        <translation>El código lo creó una versión más reciente del juego (formato %1; esta versión lee hasta el %2)</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is %2 but must be from %3 to %4</source>
        <extracomment>%1: the field, as docs/challenge-codes.md names it, e.g. &quot;sender.points&quot;</extracomment>
        <translation>En el código, «%1» es %2 pero debe ir de %3 a %4</translation>
    </message>
    <message>
        <source>The code allows no operation</source>
        <translation>El código no permite ninguna operación</translation>
    </message>
    <message>
        <source>The code asks for every number to be used with %1 only: that needs + or ×</source>
        <translation>El código pide usar todos los números solo con %1: para eso hace falta + o ×</translation>
    </message>
    <message>
        <source>The code carries a reply but not the result it replies to</source>
        <translation>El código lleva una respuesta pero no el resultado al que responde</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is not text (UTF-8)</source>
        <translation>En el código, «%1» no es texto (UTF-8)</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” holds the control character %2</source>
        <extracomment>%2: the character as its Unicode number, e.g. U+202E</extracomment>
        <translation>En el código, «%1» contiene el carácter de control %2</translation>
    </message>
    <message>
        <source>Puzzle %1 of the set of %2 is played already.</source>
        <extracomment>%1: the puzzle&apos;s place in the day&apos;s set (1-5), %2: the day, written in full</extracomment>
        <translation>El reto %1 de la serie del %2 ya está jugado.</translation>
    </message>
    <message>
        <source>There is no challenge code in this text: a code looks like 1B83-409D-KH50-0T20-EH</source>
        <translation>Este texto no contiene ningún código de reto: un código se parece a 1B83-409D-KH50-0T20-EH</translation>
    </message>
    <message>
        <source>The reply could not be kept in the history</source>
        <translation>La respuesta no se pudo guardar en el historial</translation>
    </message>
    <message>
        <source>The code&apos;s “%1” is %2 but must be %3</source>
        <extracomment>%1: the field, as docs/challenge-codes.md names it, e.g. &quot;tiles&quot;</extracomment>
        <translation>En el código, «%1» es %2 pero debe ser %3</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AboutDialog</name>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>About Countdown Numbers</source>
        <translation>Acerca de Countdown Numbers</translation>
    </message>
    <message>
        <source>Countdown Numbers %1</source>
        <translation>Countdown Numbers %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;The numbers round of &lt;i&gt;Countdown&lt;/i&gt; and &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; (&lt;i&gt;Le compte est bon&lt;/i&gt;): reach the target with six tiles and + − × ÷, against the clock.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). There is no warranty.&lt;/p&gt;&lt;p&gt;Made by the Countdown Numbers developers with Qt %1. The clock, the sounds and the icon are our own; none of the shows&apos; music or artwork is used. Distinct solutions are counted as the public numbers solver of Graeme Cole counts them, so that our figures can be compared with his.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Countdown&lt;/i&gt; and &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; are television programmes of their broadcasters; this game is not affiliated with them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La prueba de cifras de &lt;i&gt;Countdown&lt;/i&gt; y de &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; (&lt;i&gt;Le compte est bon&lt;/i&gt;): llega al número objetivo con seis fichas y + − × ÷, contra el reloj.&lt;/p&gt;&lt;p&gt;Licencia: GNU General Public License, versión 3 o posterior (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). No hay ninguna garantía.&lt;/p&gt;&lt;p&gt;Hecho por los desarrolladores de Countdown Numbers con Qt %1. El reloj, los sonidos y el icono son nuestros; no se usa ni la música ni el material gráfico de los programas. Las soluciones distintas se cuentan igual que las cuenta el solucionador público de Graeme Cole, para que nuestras cifras se puedan comparar con las suyas.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Countdown&lt;/i&gt; y &lt;i&gt;Des chiffres et des lettres&lt;/i&gt; son programas de televisión de sus respectivas cadenas; este juego no está afiliado a ellas.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AnswerField</name>
    <message>
        <source>or type your answer, e.g. (75 + 100 / 25) × (8 + 2)</source>
        <translation>o escribe tu respuesta, p. ej., (75 + 100 / 25) × (8 + 2)</translation>
    </message>
    <message>
        <source>Typed answer</source>
        <translation>Respuesta escrita</translation>
    </message>
    <message>
        <source>or type your answer, with %1 and brackets</source>
        <extracomment>%1: the operations a variant allows, e.g. &quot;+ − ×&quot;</extracomment>
        <translation>o escribe tu respuesta, con %1 y paréntesis</translation>
    </message>
</context>
<context>
    <name>countdown::ui::AwayText</name>
    <message numerus="yes">
        <source>%n away</source>
        <translation>
            <numerusform>a %n</numerusform>
            <numerusform>a %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 away</source>
        <extracomment>%1 is a number of more than two billion, written with the language&apos;s digit grouping</extracomment>
        <translation>a %1</translation>
    </message>
</context>
<context>
    <name>countdown::ui::BoardPanel</name>
    <message>
        <source>Choose a tile first, then %1.</source>
        <translation>Elige primero una ficha y luego %1.</translation>
    </message>
    <message>
        <source>Exact!</source>
        <translation>¡Exacto!</translation>
    </message>
    <message>
        <source>%1 exact</source>
        <translation>%1 exacto</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo the last step (Ctrl+Z)</source>
        <translation>Deshacer el último paso (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation>Re&amp;iniciar</translation>
    </message>
    <message>
        <source>Start the working again (Ctrl+Backspace)</source>
        <translation>Empezar de nuevo las operaciones (Ctrl+Retroceso)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Sumar</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Restar</translation>
    </message>
    <message>
        <source>Multiply</source>
        <translation>Multiplicar</translation>
    </message>
    <message>
        <source>Divide</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (tecla %2)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No tile at place %1.</source>
        <translation>No hay ficha en el lugar %1.</translation>
    </message>
    <message>
        <source>That tile is taken already: choose another one for %1.</source>
        <translation>Esa ficha ya está elegida: elige otra para %1.</translation>
    </message>
    <message>
        <source>Work it out on paper or in your head. When the clock stops, each of you declares in turn; then the closest shows how on this board.</source>
        <translation>Calculad en papel o de cabeza. Cuando se pare el reloj, cada uno declara por turno; luego el más cercano muestra cómo en este tablero.</translation>
    </message>
    <message>
        <source>%1: not allowed in this variant</source>
        <translation>%1: no permitido en esta variante</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ByLargePanel</name>
    <message>
        <source>Exact answers by large numbers</source>
        <translation>Respuestas exactas según los números grandes</translation>
    </message>
    <message>
        <source>Countdown&apos;s standard rules only: Le compte est bon, custom rounds and other variants are left out.</source>
        <translation>Solo las reglas estándar de Countdown: Le compte est bon, las rondas personalizadas y las demás variantes quedan fuera.</translation>
    </message>
    <message numerus="yes">
        <source>%n large</source>
        <translation>
            <numerusform>%n número grande</numerusform>
            <numerusform>%n números grandes</numerusform>
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
            <numerusform>%n exacta de %1</numerusform>
            <numerusform>%n exactas de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no rounds yet</source>
        <translation>aún no hay rondas</translation>
    </message>
    <message numerus="yes">
        <source>With %n large: %1</source>
        <translation>
            <numerusform>Con %n número grande: %1</numerusform>
            <numerusform>Con %n números grandes: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Exact answers with %n large</source>
        <translation>
            <numerusform>Respuestas exactas con %n número grande</numerusform>
            <numerusform>Respuestas exactas con %n números grandes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeCodeDialog</name>
    <message>
        <source>Play a challenge</source>
        <translation>Jugar un reto</translation>
    </message>
    <message>
        <source>Paste the &amp;code your friend sent, or their whole message:</source>
        <translation>Pega el &amp;código que te envió tu amigo, o todo su mensaje:</translation>
    </message>
    <message>
        <source>&amp;See who won</source>
        <translation>&amp;Ver quién ganó</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengePlay</name>
    <message>
        <source>Play a round first: a challenge sends the round just played.</source>
        <translation>Juega primero una ronda: un reto envía la ronda que acabas de jugar.</translation>
    </message>
    <message>
        <source>This round cannot be sent as a challenge.</source>
        <translation>Esta ronda no se puede enviar como reto.</translation>
    </message>
    <message>
        <source>Reply copied: paste it in your chat with your friend.</source>
        <translation>Respuesta copiada: pégala en tu chat con tu amigo.</translation>
    </message>
    <message>
        <source>Challenge copied: paste it to a friend in any chat.</source>
        <translation>Reto copiado: pégalo a un amigo en cualquier chat.</translation>
    </message>
    <message>
        <source>Not a challenge: %1.</source>
        <translation>No es un reto: %1.</translation>
    </message>
    <message>
        <source>Challenge: who won</source>
        <translation>Reto: quién ganó</translation>
    </message>
    <message>
        <source>%1.

Target %2.
%3
%4</source>
        <extracomment>%1: who won (&quot;Anna wins&quot;, &quot;You win&quot;, &quot;A draw&quot;); %2: the target; %3 and %4: each player&apos;s result</extracomment>
        <translation>%1.

Objetivo %2.
%3
%4</translation>
    </message>
    <message>
        <source>someone without a name</source>
        <translation>alguien sin nombre</translation>
    </message>
    <message>
        <source>Not counted in your statistics: it answers a challenge sent by %1.</source>
        <translation>No cuenta en tus estadísticas: responde a un reto enviado por %1.</translation>
    </message>
    <message>
        <source>Not counted in your statistics: it answers a challenge sent by %1, and you send yours as %2.</source>
        <translation>No cuenta en tus estadísticas: responde a un reto enviado por %1, y tú envías los tuyos como %2.</translation>
    </message>
    <message>
        <source>Counted in your statistics (Game → Statistics, Challenges).</source>
        <translation>Contada en tus estadísticas (Juego → Estadísticas, Retos).</translation>
    </message>
    <message>
        <source>Counted in your statistics already: a reply counts once.</source>
        <translation>Ya contada en tus estadísticas: una respuesta cuenta una sola vez.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeSendDialog</name>
    <message>
        <source>Reply to the challenge</source>
        <translation>Responder al reto</translation>
    </message>
    <message>
        <source>Challenge a friend</source>
        <translation>Retar a un amigo</translation>
    </message>
    <message>
        <source>Send this to your friend: it carries both results, and shows them who won.</source>
        <translation>Envía esto a tu amigo: lleva los dos resultados y le muestra quién ganó.</translation>
    </message>
    <message>
        <source>Send this to a friend in any chat or e-mail. They play the same round, and their reply shows you who won.</source>
        <translation>Envía esto a un amigo por chat o correo. Juega la misma ronda y su respuesta te muestra quién ganó.</translation>
    </message>
    <message>
        <source>The name your friend knows you by</source>
        <translation>El nombre con el que te conoce tu amigo</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>The message to send</source>
        <translation>El mensaje que enviar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy the message, to paste it in a chat</source>
        <translation>Copiar el mensaje para pegarlo en un chat</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengeText</name>
    <message>
        <source>Your friend</source>
        <translation>Tu amigo</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>%1: no answer</source>
        <extracomment>%1: a player&apos;s name, or &quot;You&quot;</extracomment>
        <translation>%1: sin respuesta</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <source>%1: %2, %3, in %4 s</source>
        <extracomment>%1: a player&apos;s name, or &quot;You&quot;; %2: the number declared; %3: &quot;exact&quot; or &quot;4 away&quot;; %4: seconds, with one decimal</extracomment>
        <translation>%1: %2, %3, en %4 s</translation>
    </message>
    <message numerus="yes">
        <source>, %n hint(s)</source>
        <translation>
            <numerusform>, %n pista</numerusform>
            <numerusform>, %n pistas</numerusform>
        </translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Ganas tú</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>sin reloj</translation>
    </message>
    <message numerus="yes">
        <source>a %n-second clock</source>
        <translation>
            <numerusform>un reloj de %n segundo</numerusform>
            <numerusform>un reloj de %n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n number(s), every one to be used</source>
        <translation>
            <numerusform>%n número, que hay que usar</numerusform>
            <numerusform>%n números, que hay que usar todos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n number(s)</source>
        <translation>
            <numerusform>%n número</numerusform>
            <numerusform>%n números</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, target %2, %3.</source>
        <extracomment>%1: &quot;6 numbers&quot;; %2: the target; %3: &quot;a 30-second clock&quot; or &quot;no clock&quot;</extracomment>
        <translation>%1, objetivo %2, %3.</translation>
    </message>
    <message>
        <source>A challenge: %1</source>
        <translation>Un reto: %1</translation>
    </message>
    <message>
        <source>%1&apos;s challenge: %2</source>
        <translation>Reto de %1: %2</translation>
    </message>
    <message>
        <source>%1 in %2 s</source>
        <translation>%1 en %2 s</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>My reply to your Countdown Numbers challenge: %1. See who won: %2 (or paste %3 in the game)</source>
        <extracomment>%1: &quot;834 in 41.0 s&quot; or &quot;no answer&quot;; %2: the link; %3: the code</extracomment>
        <translation>Mi respuesta a tu reto de Countdown Numbers: %1. ¿Quién ganó? %2 (o pega %3 en el juego)</translation>
    </message>
    <message>
        <source>I made %1 in %2 s in Countdown Numbers. Can you beat me? %3 (or paste %4 in the game)</source>
        <extracomment>%1: the number made; %2: seconds; %3: the link; %4: the code</extracomment>
        <translation>Conseguí %1 en %2 s en Countdown Numbers. ¿Me superas? %3 (o pega %4 en el juego)</translation>
    </message>
    <message>
        <source>Can you solve this round of Countdown Numbers? %1 (or paste %2 in the game)</source>
        <extracomment>%1: the link; %2: the code</extracomment>
        <translation>¿Resuelves esta ronda de Countdown Numbers? %1 (o pega %2 en el juego)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ChallengersView</name>
    <message>
        <source>Against your friends</source>
        <translation>Contra tus amigos</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Amigo</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Retos</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganados</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidos</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Último</translation>
    </message>
    <message>
        <source>Your challenges against each friend</source>
        <translation>Tus retos contra cada amigo</translation>
    </message>
    <message>
        <source>Each challenge counts once: the first time you play a friend&apos;s code, and a friend&apos;s reply to your challenge when you open it. Rounds played from a code are custom rounds: they count in your progress when you tick them.</source>
        <translation>Cada reto cuenta una vez: la primera vez que juegas el código de un amigo, y la respuesta de un amigo a tu reto cuando la abres. Las rondas jugadas desde un código son rondas personalizadas: cuentan en tu progreso si las marcas.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln challenge(s) against %1: won %2, drawn %3, lost %4.</source>
        <translation>
            <numerusform>%Ln reto contra %1: %2 ganado(s), %3 empate(s), %4 perdido(s).</numerusform>
            <numerusform>%Ln retos contra %1: %2 ganados, %3 empates, %4 perdidos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln friend(s)</source>
        <translation>
            <numerusform>%Ln amigo</numerusform>
            <numerusform>%Ln amigos</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by:</source>
        <extracomment>Before a list of the table&apos;s columns: &quot;Friend&quot;, &quot;Won&quot;...</extracomment>
        <translation>Orden&amp;ar por:</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ClockPanel</name>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <translation>
            <numerusform>Queda %n&#xa0;s</numerusform>
            <numerusform>Quedan %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sin límite de tiempo</translation>
    </message>
    <message>
        <source>Answer shown</source>
        <translation>Respuesta mostrada</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n s</source>
        <translation>
            <numerusform>Parado a los %n&#xa0;s</numerusform>
            <numerusform>Parado a los %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>¡Tiempo!</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) a round</source>
        <translation>
            <numerusform>%n segundo por ronda</numerusform>
            <numerusform>%n segundos por ronda</numerusform>
        </translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Prepárate…</translation>
    </message>
    <message>
        <source>I&apos;ve got it  ⏎</source>
        <translation>¡Lo tengo!  ⏎</translation>
    </message>
    <message>
        <source>Stop the clock and declare your best value (Ctrl+Enter)</source>
        <translation>Parar el reloj y anunciar tu mejor resultado (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>I&apos;ve got it</source>
        <translation>¡Lo tengo!</translation>
    </message>
    <message>
        <source>Show the answer (0 pts)</source>
        <translation>Ver la respuesta (0 puntos)</translation>
    </message>
    <message>
        <source>Reveal the solver&apos;s answer now; this round scores nothing (Ctrl+Shift+A)</source>
        <translation>Mostrar ya la respuesta del solucionador; esta ronda no puntúa (Ctrl+Mayús+A)</translation>
    </message>
    <message>
        <source>Show the answer now</source>
        <translation>Mostrar ya la respuesta</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>%1 · %2 has got it</source>
        <translation>%1 · %2 lo tiene</translation>
    </message>
    <message>
        <source>Everyone’s ready  ⏎</source>
        <translation>Todos listos  ⏎</translation>
    </message>
    <message>
        <source>Stop the clock: every player declares in turn (Ctrl+Enter)</source>
        <translation>Parar el reloj: cada jugador declara por turno (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Everyone’s ready</source>
        <translation>Todos listos</translation>
    </message>
    <message>
        <source>Hint (−%1 pts)</source>
        <extracomment>%1: the points a hint costs (2)</extracomment>
        <translation>Pista (−%1 pts)</translation>
    </message>
    <message numerus="yes">
        <source>A hint about the easiest solution; this round can then score at most %n point(s) (H)</source>
        <translation>
            <numerusform>Una pista sobre la solución más sencilla; esta ronda dará entonces como mucho %n punto (H)</numerusform>
            <numerusform>Una pista sobre la solución más sencilla; esta ronda dará entonces como mucho %n puntos (H)</numerusform>
        </translation>
    </message>
    <message>
        <source>No hints left</source>
        <translation>No quedan pistas</translation>
    </message>
    <message>
        <source>Every hint has been given</source>
        <translation>Ya se han dado todas las pistas</translation>
    </message>
    <message>
        <source>Take a hint</source>
        <translation>Pedir una pista</translation>
    </message>
</context>
<context>
    <name>countdown::ui::ClockWidget</name>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>Parado</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sin límite de tiempo</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Se acabó el tiempo</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds left</source>
        <translation>
            <numerusform>Queda %n segundo</numerusform>
            <numerusform>Quedan %n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n s</source>
        <translation>
            <numerusform>Parado a los %n&#xa0;s</numerusform>
            <numerusform>Parado a los %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>sin reloj</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>se acabó el tiempo</translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n s</source>
        <translation>
            <numerusform>parado a los %n&#xa0;s</numerusform>
            <numerusform>parado a los %n&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>sin límite de tiempo</translation>
    </message>
    <message numerus="yes">
        <source>paused, %n seconds left</source>
        <translation>
            <numerusform>en pausa, queda %n segundo</numerusform>
            <numerusform>en pausa, quedan %n segundos</numerusform>
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
        <translation>Contra los concursantes</translation>
    </message>
    <message>
        <source>A game counts once finished, every round of it against a contestant. Rounds against a contestant count in your progress too.</source>
        <translation>Una partida cuenta una vez terminada, con todas sus rondas contra un concursante. Las rondas contra un concursante también cuentan en tu progreso.</translation>
    </message>
    <message>
        <source>Contestant</source>
        <translation>Concursante</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won · drawn · lost</source>
        <translation>Ganadas · empatadas · perdidas</translation>
    </message>
    <message>
        <source>Points (you – them)</source>
        <translation>Puntos (tú – rival)</translation>
    </message>
    <message>
        <source>Your exact answers</source>
        <translation>Tus resultados exactos</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (nivel %2)</translation>
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
            <numerusform>%1 de %n ronda</numerusform>
            <numerusform>%1 de %n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your exact answers against each, over the last %n round(s)</source>
        <translation>
            <numerusform>Tus resultados exactos contra cada uno, en la última ronda</numerusform>
            <numerusform>Tus resultados exactos contra cada uno, en las últimas %n rondas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::CustomRoundDialog</name>
    <message>
        <source>Custom round</source>
        <translation>Ronda personalizada</translation>
    </message>
    <message>
        <source>Type the numbers (up to 7, separated by spaces) and the target — for instance a round from the TV.</source>
        <translation>Escribe los números (hasta 7, separados por espacios) y el objetivo; por ejemplo, los de una ronda de la tele.</translation>
    </message>
    <message>
        <source>e.g. 25 50 75 100 3 6</source>
        <translation>p. ej., 25 50 75 100 3 6</translation>
    </message>
    <message>
        <source>e.g. 952</source>
        <translation>p. ej., 952</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>&amp;Números:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Objetivo:</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>Play this round against the clock</source>
        <translation>Jugar esta ronda contra el reloj</translation>
    </message>
    <message>
        <source>&amp;Solve now</source>
        <translation>&amp;Resolver ya</translation>
    </message>
    <message>
        <source>Show the solver&apos;s answer at once (no points)</source>
        <translation>Mostrar ya la respuesta del solucionador (sin puntos)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailyArchiveDialog</name>
    <message>
        <source>Daily puzzle #%1 · %2: not played</source>
        <extracomment>%1: the puzzle&apos;s number; %2: its date (2026-12-01)</extracomment>
        <translation>Reto del día #%1 · %2: sin jugar</translation>
    </message>
    <message>
        <source>&amp;Play today&apos;s puzzle</source>
        <translation>&amp;Jugar el reto de hoy</translation>
    </message>
    <message>
        <source>&amp;Play it</source>
        <translation>&amp;Jugarlo</translation>
    </message>
    <message>
        <source>Daily puzzle archive</source>
        <translation>Retos anteriores</translation>
    </message>
    <message>
        <source>Days of the daily puzzle; the days you played are in bold</source>
        <translation>Los días del reto del día; los que jugaste van en negrita</translation>
    </message>
    <message>
        <source>No daily puzzle played yet: today&apos;s is the first of a streak.</source>
        <translation>Aún no has jugado ningún reto del día: el de hoy empieza una racha.</translation>
    </message>
    <message>
        <source>Streak: %1 · best: %2 · days played: %3</source>
        <translation>Racha: %1 · mejor: %2 · días jugados: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <source>Played from here, it is a replay: it does not count.</source>
        <translation>Jugado desde aquí es una repetición: no cuenta.</translation>
    </message>
    <message>
        <source>Set: not played</source>
        <translation>Serie: sin jugar</translation>
    </message>
    <message>
        <source>Play today&apos;s s&amp;et</source>
        <translation>Jugar la &amp;serie de hoy</translation>
    </message>
    <message>
        <source>Play the s&amp;et</source>
        <translation>Jugar la &amp;serie</translation>
    </message>
    <message>
        <source>Sets played through: %1 in a row · best: %2</source>
        <extracomment>The daily set&apos;s streak: %1 days in a row, %2 the most ever</extracomment>
        <translation>Series completas: %1 seguidas · récord: %2</translation>
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
        <translation>Juega primero un reto de la serie de hoy.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
</context>
<context>
    <name>countdown::ui::DailySetStrip</name>
    <message>
        <source>Set #%1 · practice</source>
        <extracomment>The daily set&apos;s title in its row: %1 is its number</extracomment>
        <translation>Serie n.º %1 · práctica</translation>
    </message>
    <message>
        <source>Daily set #%1</source>
        <translation>Serie del día n.º %1</translation>
    </message>
    <message>
        <source>answer shown, no stars</source>
        <translation>solución mostrada, sin estrellas</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) of 3</source>
        <translation>
            <numerusform>%n estrella de 3</numerusform>
            <numerusform>%n estrellas de 3</numerusform>
        </translation>
    </message>
    <message>
        <source>being played</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>por jugar</translation>
    </message>
    <message>
        <source>Puzzle %1 of 5: %2</source>
        <extracomment>A puzzle of the daily set for screen readers: %1 its place (1-5), %2 its state</extracomment>
        <translation>Reto %1 de 5: %2</translation>
    </message>
    <message>
        <source>Play puzzle %1 (%2)</source>
        <translation>Jugar el reto %1 (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 stars</source>
        <translation>%1 de %2 estrellas</translation>
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
        <translation>nada</translation>
    </message>
    <message>
        <source>%1, shown</source>
        <translation>%1, mostrado</translation>
    </message>
    <message>
        <source>%1, not made</source>
        <translation>%1, no conseguido</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The others look away. Type the value you reached (it stays hidden) and press Enter, or say you have nothing.</source>
        <translation>Los demás miran hacia otro lado. Escribe el valor que has conseguido (queda oculto) y pulsa Intro, o di que no tienes nada.</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Han declarado: %1</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>&amp;Declarar</translation>
    </message>
    <message>
        <source>&amp;Nothing to declare</source>
        <translation>&amp;Nada que declarar</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>&amp;Mostrar</translation>
    </message>
    <message>
        <source>I &amp;can’t</source>
        <translation>No &amp;puedo</translation>
    </message>
    <message>
        <source>Your value, hidden from the others</source>
        <translation>Tu valor, oculto a los demás</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>Tu valor</translation>
    </message>
    <message>
        <source>%1, your declaration for %2</source>
        <translation>%1, tu declaración para %2</translation>
    </message>
    <message>
        <source>%1 declared %2 for %3: show how</source>
        <translation>%1 declaró %2 para %3: muestra cómo</translation>
    </message>
    <message>
        <source>Build it on the tiles or type it, then press Show (Enter).</source>
        <translation>Constrúyelo con las fichas o escríbelo y pulsa Mostrar (Intro).</translation>
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
        <translation>%1: no se puede conseguir</translation>
    </message>
    <message numerus="yes">
        <source>%1: made with %n number(s)</source>
        <translation>
            <numerusform>%1: se consigue con %n número</numerusform>
            <numerusform>%1: se consigue con %n números</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, counting solutions…</source>
        <translation>%1, contando soluciones…</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n distinct solution(s)</source>
        <translation>
            <numerusform>%1, %n solución distinta</numerusform>
            <numerusform>%1, %n soluciones distintas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::ExplorerView</name>
    <message>
        <source>%1  ·  every number used</source>
        <translation>%1  ·  se usan todos los números</translation>
    </message>
    <message>
        <source>%1  ·  numbers may be left out</source>
        <translation>%1  ·  se pueden dejar números sin usar</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n target(s) can be made.</source>
        <translation>
            <numerusform>Objetivos que se pueden conseguir: %1 de %n.</numerusform>
            <numerusform>Objetivos que se pueden conseguir: %1 de %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a selection to explore.</source>
        <translation>Elige una selección para explorarla.</translation>
    </message>
    <message>
        <source>Every solution counted.</source>
        <translation>Todas las soluciones contadas.</translation>
    </message>
    <message>
        <source>Counting solutions… %1 of %2</source>
        <translation>Contando soluciones… %1 de %2</translation>
    </message>
    <message>
        <source>Counting stopped at %1 of %2.</source>
        <translation>Recuento detenido en %1 de %2.</translation>
    </message>
    <message>
        <source>Solutions counted</source>
        <translation>Soluciones contadas</translation>
    </message>
    <message>
        <source>Click a target, or move with the arrow keys and press Enter, to see its best answer.</source>
        <translation>Haz clic en un objetivo, o muévete con las flechas y pulsa Intro, para ver su mejor respuesta.</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Objetivo %1</translation>
    </message>
    <message>
        <source>Best answer: %1</source>
        <translation>Mejor respuesta: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n number(s)</source>
        <translation>
            <numerusform>%n número</numerusform>
            <numerusform>%n números</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · counting solutions…</source>
        <translation>%1 · contando soluciones…</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n distinct solution(s)</source>
        <translation>
            <numerusform>%1 · %n solución distinta</numerusform>
            <numerusform>%1 · %n soluciones distintas</numerusform>
        </translation>
    </message>
    <message>
        <source>Closest answer: %1</source>
        <translation>Respuesta más cercana: %1</translation>
    </message>
    <message>
        <source>Cannot be made exactly. Closest: %1, %2 away.</source>
        <translation>No se puede conseguir exacto. Lo más cercano: %1, a %2.</translation>
    </message>
    <message>
        <source>FEWEST NUMBERS NEEDED</source>
        <translation>MÍNIMO DE NÚMEROS NECESARIOS</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 o más</translation>
    </message>
    <message>
        <source>cannot be made</source>
        <translation>no se puede conseguir</translation>
    </message>
    <message>
        <source>DISTINCT SOLUTIONS</source>
        <translation>SOLUCIONES DISTINTAS</translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s)</source>
        <translation>
            <numerusform>%n solución</numerusform>
            <numerusform>%n soluciones</numerusform>
        </translation>
    </message>
    <message>
        <source>still counting</source>
        <translation>contando todavía</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorador</translation>
    </message>
    <message>
        <source>&amp;Targets</source>
        <translation>&amp;Objetivos</translation>
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
        <translation>Rango de objetivos</translation>
    </message>
    <message>
        <source>&amp;Colour by</source>
        <translation>&amp;Colorear según</translation>
    </message>
    <message>
        <source>Fewest numbers</source>
        <translation>Mínimo de números</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Colour the targets by</source>
        <translation>Colorear los objetivos según</translation>
    </message>
    <message>
        <source>Targets: arrow keys move, Enter shows the best answer</source>
        <translation>Objetivos: las flechas te mueven, Intro muestra la mejor respuesta</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Selección</translation>
    </message>
    <message>
        <source>%1  ·  only %2</source>
        <extracomment>%1: the selection as above; %2: the operations a variant allows, e.g. &quot;+ − ×&quot;</extracomment>
        <translation>%1  ·  solo %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::GameView</name>
    <message>
        <source>Paused — the tiles and the target are hidden.</source>
        <translation>En pausa: las fichas y el objetivo están ocultos.</translation>
    </message>
    <message>
        <source>Resume (P)</source>
        <translation>Reanudar (P)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::GuidedRoundPanel</name>
    <message>
        <source>Guided round · Step %1 of %2</source>
        <extracomment>The coach banner of the guided round; %1 of %2 steps</extracomment>
        <translation>Ronda guiada · Paso %1 de %2</translation>
    </message>
    <message>
        <source>The round is paused: press P, or Resume, to carry on.</source>
        <translation>La ronda está en pausa: pulsa P, o Reanudar, para seguir.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Guided round</source>
        <translation>Ronda guiada</translation>
    </message>
    <message>
        <source>No clock, nothing recorded. How many large numbers? Click one below, or press 0–4.</source>
        <translation>Sin reloj, nada se guarda. ¿Cuántos números grandes? Haz clic abajo o pulsa 0–4.</translation>
    </message>
    <message>
        <source>Click a tile, an operation, then another tile. Or by keys: a tile’s place (1–6), then + − × ÷.</source>
        <translation>Haz clic en un número, una operación y otro número. Con el teclado: su posición (1–6), luego + − × ÷.</translation>
    </message>
    <message>
        <source>Click a tile, an operation, then another tile: try %1. Or by keys: a tile’s place (1–6), then + − × ÷.</source>
        <translation>Haz clic en un número, una operación y otro número: prueba %1. Con el teclado: su posición (1–6), luego + − × ÷.</translation>
    </message>
    <message>
        <source>The result takes its tiles’ place. Backspace or Undo takes the step back.</source>
        <translation>El resultado ocupa el lugar de sus números. Retroceso o Deshacer quita el paso.</translation>
    </message>
    <message>
        <source>Or type your answer in the field at the bottom, with + − × ÷ and brackets.</source>
        <translation>O escribe tu respuesta en el campo de abajo, con + − × ÷ y paréntesis.</translation>
    </message>
    <message>
        <source>Or type your answer in the field at the bottom, with + − × ÷ and brackets: try %1.</source>
        <translation>O escribe tu respuesta en el campo de abajo, con + − × ÷ y paréntesis: prueba %1.</translation>
    </message>
    <message>
        <source>Happy with it? Enter or “I’ve got it” declares: your closest value scores.</source>
        <translation>¿Contento? Intro o «¡Lo tengo!» declara: cuenta tu valor más cercano.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Leads the guided round&apos;s instruction, in bold; %1 of %2 steps</extracomment>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>The solver’s answer and your points. Other rounds have a clock (Settings). Finish ends the guided round.</source>
        <translation>La respuesta del solucionador y tus puntos. Las demás rondas tienen reloj (Configuración). Terminar acaba la ronda guiada.</translation>
    </message>
    <message>
        <source>End the guided round: it will not start by itself again</source>
        <translation>Acabar la ronda guiada: no volverá a empezar sola</translation>
    </message>
    <message>
        <source>Skip the guided round</source>
        <translation>Saltar la ronda guiada</translation>
    </message>
    <message>
        <source>End the guided round now; Help ▸ Guided first round starts it again</source>
        <translation>Acabar la ronda guiada ahora; Ayuda ▸ Primera ronda guiada la vuelve a empezar</translation>
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
        <translation>Ronda personalizada</translation>
    </message>
    <message>
        <source>every number must be used</source>
        <translation>hay que usar todos los números</translation>
    </message>
    <message>
        <source>numbers may be left out</source>
        <translation>se pueden dejar números sin usar</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Daily puzzle #%1</source>
        <translation>Reto del día #%1</translation>
    </message>
    <message>
        <source>Game: round %1 of %2</source>
        <translation>Partida: ronda %1 de %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>Game: %n point(s)</source>
        <translation>
            <numerusform>Partida: %n punto</numerusform>
            <numerusform>Partida: %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total: %n point(s)</source>
        <translation>
            <numerusform>Total: %n punto</numerusform>
            <numerusform>Total: %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Countdown Numbers</source>
        <translation>Countdown Numbers</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Settings (Ctrl+,)</source>
        <translation>Configuración (Ctrl+,)</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>&amp;Estadísticas</translation>
    </message>
    <message>
        <source>Your progress (Ctrl+T)</source>
        <translation>Tu progreso (Ctrl+T)</translation>
    </message>
    <message>
        <source>You %1 · %2 %3</source>
        <translation>Tú %1 · %2 %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Practice: round %1 of %2</source>
        <translation>Práctica: ronda %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>Exact: %1 of %n</source>
        <translation>
            <numerusform>Exactas: %1 de %n</numerusform>
            <numerusform>Exactas: %1 de %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved at once</source>
        <translation>Resuelto al instante</translation>
    </message>
    <message>
        <source>Daily puzzle #%1, replay</source>
        <translation>Reto del día #%1, repetición</translation>
    </message>
    <message>
        <source>A friend&apos;s challenge</source>
        <translation>Reto de un amigo</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>un amigo</translation>
    </message>
    <message>
        <source>Challenge from %1</source>
        <translation>Reto de %1</translation>
    </message>
    <message>
        <source>Challenge: beat %1 (%2)</source>
        <extracomment>%1: the number the friend declared; %2: the friend&apos;s name</extracomment>
        <translation>Reto: supera %1 (%2)</translation>
    </message>
</context>
<context>
    <name>countdown::ui::HelpDialog</name>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>Rules and keys</source>
        <translation>Reglas y teclas</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A guided round&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Help ▸ Guided first round&lt;/b&gt; plays one easy round with you, step by step and without a clock: picking, combining, undoing, typing, declaring and the answer. It records nothing; &lt;b&gt;Esc&lt;/b&gt; leaves it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Una ronda guiada&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Ayuda ▸ Primera ronda guiada&lt;/b&gt; juega contigo una ronda fácil, paso a paso y sin reloj: elegir, combinar, deshacer, escribir, declarar y la respuesta. No se guarda nada; &lt;b&gt;Esc&lt;/b&gt; la abandona.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The numbers round&lt;/h2&gt;&lt;p&gt;Six tiles are drawn and a three-digit target appears. Before the clock&apos;s hand reaches the bottom, combine tiles with + − × ÷ to reach the target, or get as close as you can.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Every step must give a whole positive number: no fractions, nothing below one.&lt;/li&gt;&lt;li&gt;Each tile is used at most once; you need not use them all (unless the setting &lt;i&gt;Every number must be used&lt;/i&gt; is on).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Countdown (UK):&lt;/b&gt; pick how many large numbers (0–4 of 25, 50, 75, 100); the rest come from two each of 1–10. Target 100–999.&lt;br&gt;&lt;b&gt;Le compte est bon (France):&lt;/b&gt; six tiles from one bag of 24. Target 101–999.&lt;/p&gt;&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;Exact: 10 points. 1–5 away: 7. 6–10 away: 5. Further: 0. When time is up, the closest value you reached (with the tiles or typed) is declared for you. Asking for the answer early scores 0. Each hint you take lowers the most the round can score by 2 points.&lt;/p&gt;&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;Click a tile, an operation, then another tile: the result replaces them. Or type your answer, e.g. &lt;tt&gt;(75 + 100 / 25) × (8 + 2)&lt;/tt&gt;; &lt;tt&gt;x&lt;/tt&gt; and &lt;tt&gt;:&lt;/tt&gt; work for × and ÷.&lt;/p&gt;&lt;h3&gt;Keys&lt;/h3&gt;&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0–4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pick the number of large numbers&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Space, Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;draw with the usual choice; next round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1–7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;select a tile by its place (outside the answer field)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+ − × ÷&lt;/b&gt; (&lt;b&gt;+ - * /&lt;/b&gt;)&lt;/td&gt;&lt;td&gt;choose the operation&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, ← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between tiles; Space selects&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Backspace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo the last step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Backspace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;start the working again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;type an answer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;I&apos;ve got it: stop the clock and declare&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;clear the selection&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause (the tiles and target are hidden)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the answer now (the round scores 0)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a hint (each lowers the round&apos;s maximum by 2 points)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;custom round&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+,&lt;/b&gt;&lt;/td&gt;&lt;td&gt;settings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;this help&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h2&gt;La prueba de cifras&lt;/h2&gt;&lt;p&gt;Salen seis fichas y aparece un número objetivo de tres cifras. Antes de que la aguja del reloj llegue abajo, combina las fichas con + − × ÷ para llegar al objetivo, o acércate todo lo que puedas.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Cada paso debe dar un número entero positivo: nada de fracciones, nada por debajo de uno.&lt;/li&gt;&lt;li&gt;Cada ficha se usa como mucho una vez; no hace falta usarlas todas (salvo si está activada la opción &lt;i&gt;Hay que usar todos los números&lt;/i&gt;).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Countdown (Reino Unido):&lt;/b&gt; elige cuántos números grandes quieres (de 0 a 4, entre 25, 50, 75 y 100); el resto sale de dos fichas de cada número del 1 al 10. Objetivo: 100–999.&lt;br&gt;&lt;b&gt;Le compte est bon (Francia):&lt;/b&gt; seis fichas de una misma bolsa de 24. Objetivo: 101–999.&lt;/p&gt;&lt;h3&gt;Puntuación&lt;/h3&gt;&lt;p&gt;Exacto: 10 puntos. A 1–5: 7. A 6–10: 5. Más lejos: 0. Cuando se acaba el tiempo, se anuncia por ti el valor más cercano que hayas conseguido (con las fichas o escrito). Pedir la respuesta antes de tiempo da 0 puntos. Cada pista que uses baja en 2 puntos el máximo de la ronda.&lt;/p&gt;&lt;h3&gt;Cómo jugar&lt;/h3&gt;&lt;p&gt;Haz clic en una ficha, en una operación y luego en otra ficha: el resultado las sustituye. O escribe tu respuesta, p. ej., &lt;tt&gt;(75 + 100 / 25) × (8 + 2)&lt;/tt&gt;; &lt;tt&gt;x&lt;/tt&gt; y &lt;tt&gt;:&lt;/tt&gt; sirven para × y ÷.&lt;/p&gt;&lt;h3&gt;Teclas&lt;/h3&gt;&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0–4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;elegir cuántos números grandes&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Espacio, Intro&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sacar con la elección habitual; siguiente ronda&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1–7&lt;/b&gt;&lt;/td&gt;&lt;td&gt;seleccionar una ficha por su posición (fuera del campo de respuesta)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;+ − × ÷&lt;/b&gt; (&lt;b&gt;+ - * /&lt;/b&gt;)&lt;/td&gt;&lt;td&gt;elegir la operación&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab, ← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;moverse entre las fichas; Espacio selecciona&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Retroceso&lt;/b&gt;&lt;/td&gt;&lt;td&gt;deshacer el último paso&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Retroceso&lt;/b&gt;&lt;/td&gt;&lt;td&gt;empezar de nuevo las operaciones&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+E&lt;/b&gt;&lt;/td&gt;&lt;td&gt;escribir una respuesta&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Intro&lt;/b&gt;&lt;/td&gt;&lt;td&gt;¡Lo tengo!: parar el reloj y anunciar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;anular la selección&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pausa (las fichas y el objetivo se ocultan)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Mayús+A&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mostrar ya la respuesta (la ronda da 0 puntos)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;una pista (cada una baja en 2 puntos el máximo de la ronda)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;siguiente ronda&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ronda personalizada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+,&lt;/b&gt;&lt;/td&gt;&lt;td&gt;configuración&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;esta ayuda&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>countdown::ui::HintText</name>
    <message>
        <source>Exact answer possible.</source>
        <translation>Hay solución exacta.</translation>
    </message>
    <message>
        <source>No exact answer: the closest is %1 (%2).</source>
        <extracomment>%1: the closest value that can be made; %2: how far it is, e.g. &quot;2 away&quot;</extracomment>
        <translation>Sin solución exacta: lo más cerca es %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Easiest: %n number(s).</source>
        <translation>
            <numerusform>Lo más sencillo: %n número.</numerusform>
            <numerusform>Lo más sencillo: %n números.</numerusform>
        </translation>
    </message>
    <message>
        <source>Uses %1.</source>
        <extracomment>%1: the numbers of the easiest solution, e.g. &quot;75, 50, 4, 2&quot;</extracomment>
        <translation>Con %1.</translation>
    </message>
    <message>
        <source>Declare the %1 on its own.</source>
        <extracomment>The easiest answer is one of the tiles, e.g. the target 100 with a 100 drawn</extracomment>
        <translation>Declara el %1 tal cual.</translation>
    </message>
    <message>
        <source>Start with %1.</source>
        <extracomment>%1: a step, e.g. &quot;10 × 9 = 90&quot;</extracomment>
        <translation>Empieza con %1.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>A game of several rounds, with a final score</source>
        <translation>Una partida de varias rondas, con puntuación final</translation>
    </message>
    <message>
        <source>&amp;Daily puzzle</source>
        <translation>Reto del &amp;día</translation>
    </message>
    <message>
        <source>&amp;Custom round…</source>
        <translation>Ronda &amp;personalizada…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>E&amp;xplore this selection…</source>
        <translation>E&amp;xplorar esta selección…</translation>
    </message>
    <message>
        <source>&amp;Export history…</source>
        <translation>Exp&amp;ortar historial…</translation>
    </message>
    <message>
        <source>C&amp;lear history…</source>
        <translation>&amp;Borrar historial…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Configure Countdown Numbers…</source>
        <translation>&amp;Configurar Countdown Numbers…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>About the &amp;odds…</source>
        <translation>Acerca de las &amp;probabilidades…</translation>
    </message>
    <message>
        <source>&amp;About Countdown Numbers</source>
        <translation>&amp;Acerca de Countdown Numbers</translation>
    </message>
    <message numerus="yes">
        <source>A new game of %n round(s).</source>
        <translation>
            <numerusform>Nueva partida de %n ronda.</numerusform>
            <numerusform>Nueva partida de %n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play a round (or a custom round) first: the explorer shows every target for its tiles.</source>
        <translation>Juega primero una ronda (o una ronda personalizada): el explorador muestra todos los objetivos para sus fichas.</translation>
    </message>
    <message>
        <source>The explorer opens after the round.</source>
        <translation>El explorador se abre al terminar la ronda.</translation>
    </message>
    <message>
        <source>Countdown Numbers</source>
        <translation>Countdown Numbers</translation>
    </message>
    <message>
        <source>Your settings could not be read, and no copy of them could be kept. The game starts with the usual settings.</source>
        <translation>No se pudieron leer tus ajustes ni guardar una copia de ellos. El juego empieza con los ajustes habituales.</translation>
    </message>
    <message>
        <source>Your settings could not be read. The game starts with the usual settings; the old file is kept as %1.</source>
        <translation>No se pudieron leer tus ajustes. El juego empieza con los ajustes habituales; el archivo anterior se guarda como %1.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Play at one &amp;machine…</source>
        <translation>Jugar varios en este &amp;equipo…</translation>
    </message>
    <message>
        <source>A game for two to four people sharing the board</source>
        <translation>Una partida para dos a cuatro personas que comparten el tablero</translation>
    </message>
    <message numerus="yes">
        <source>A game of %n round(s) for %1.</source>
        <translation>
            <numerusform>Una partida de %n ronda para %1.</numerusform>
            <numerusform>Una partida de %n rondas para %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily puzzle &amp;archive…</source>
        <translation>Retos &amp;anteriores…</translation>
    </message>
    <message>
        <source>&amp;Guided first round</source>
        <translation>Primera ronda &amp;guiada</translation>
    </message>
    <message>
        <source>One round without a clock that shows you how to play</source>
        <translation>Una ronda sin reloj que te enseña a jugar</translation>
    </message>
    <message>
        <source>Finish this game first: the guided round is played on its own.</source>
        <translation>Termina primero esta partida: la ronda guiada se juega aparte.</translation>
    </message>
    <message>
        <source>Finish this round first: the guided round starts between rounds.</source>
        <translation>Termina primero esta ronda: la ronda guiada empieza entre dos rondas.</translation>
    </message>
    <message>
        <source>End this game?</source>
        <translation>¿Terminar esta partida?</translation>
    </message>
    <message>
        <source>Round %1 of %2 is next. End this game now? The rounds played so far are kept in your history.</source>
        <translation>Sigue la ronda %1 de %2. ¿Terminar la partida ahora? Las rondas jugadas se guardan en tu historial.</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>&amp;Terminar la partida</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>Dail&amp;y set</source>
        <translation>Se&amp;rie del día</translation>
    </message>
    <message>
        <source>Five puzzles of the day, easiest first, without a clock</source>
        <translation>Cinco retos del día, del más fácil al más difícil, sin reloj</translation>
    </message>
    <message>
        <source>Every day&apos;s puzzle and set, to look back at or play again</source>
        <translation>El reto y la serie de cada día, para repasarlos o volver a jugarlos</translation>
    </message>
    <message>
        <source>C&amp;hallenge a friend…</source>
        <translation>Retar a un ami&amp;go…</translation>
    </message>
    <message>
        <source>The round just played as a code to send a friend, or your reply to theirs</source>
        <translation>La ronda jugada como código para enviar a un amigo, o tu respuesta al suyo</translation>
    </message>
    <message>
        <source>&amp;Play a challenge…</source>
        <translation>&amp;Jugar un reto…</translation>
    </message>
    <message>
        <source>Play the round of a friend&apos;s code (or paste it anywhere in the window: Ctrl+V)</source>
        <translation>Jugar la ronda del código de un amigo (o pegarlo en cualquier parte de la ventana: Ctrl+V)</translation>
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
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Selections</source>
        <translation>Selecciones</translation>
    </message>
    <message>
        <source>No exact solution</source>
        <translation>Sin solución exacta</translation>
    </message>
    <message>
        <source>in %</source>
        <translation>en %</translation>
    </message>
    <message>
        <source>Solvable</source>
        <translation>Con solución</translation>
    </message>
    <message>
        <source>Distinct selections of tiles (as multisets) that can be drawn</source>
        <translation>Selecciones distintas de fichas (como multiconjuntos) que pueden salir</translation>
    </message>
    <message>
        <source>The probability that a random round has no exact solution, as a fraction in lowest terms</source>
        <translation>La probabilidad de que una ronda al azar no tenga solución exacta, como fracción irreducible</translation>
    </message>
    <message>
        <source>The same probability in per cent</source>
        <translation>La misma probabilidad en porcentaje</translation>
    </message>
    <message>
        <source>The probability that the target can be reached exactly</source>
        <translation>La probabilidad de que se pueda llegar exactamente al objetivo</translation>
    </message>
    <message>
        <source>Le compte est bon</source>
        <translation>Le compte est bon</translation>
    </message>
    <message>
        <source>About one round in %1 has no exact solution</source>
        <translation>Aproximadamente una ronda de cada %1 no tiene solución exacta</translation>
    </message>
    <message>
        <source>About the odds</source>
        <translation>Acerca de las probabilidades</translation>
    </message>
    <message>
        <source>How often is a round solvable?</source>
        <translation>¿Con qué frecuencia tiene solución una ronda?</translation>
    </message>
    <message>
        <source>The chance that a round has no exact solution. These figures are exact, not estimates from a sample: every distinct selection of tiles is counted, weighted by its probability under the rules&apos; draw, against every target of the rules&apos; range (Countdown 100–999, Le compte est bon 101–999).</source>
        <translation>La probabilidad de que una ronda no tenga solución exacta. Estas cifras son exactas, no estimaciones a partir de una muestra: se cuenta cada selección distinta de fichas, ponderada por su probabilidad en el sorteo de cada reglamento, frente a cada objetivo de su rango (Countdown 100–999, Le compte est bon 101–999).</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Se pueden dejar números sin usar</translation>
    </message>
    <message>
        <source>Every number used</source>
        <translation>Usando todos los números</translation>
    </message>
    <message>
        <source>The usual rules: each tile at most once</source>
        <translation>Las reglas habituales: cada ficha como mucho una vez</translation>
    </message>
    <message>
        <source>The practice mode in which every tile must be used</source>
        <translation>El modo de práctica en el que hay que usar todas las fichas</translation>
    </message>
    <message>
        <source>Odds when numbers may be left out</source>
        <translation>Probabilidades cuando se pueden dejar números sin usar</translation>
    </message>
    <message>
        <source>Odds when every number is used</source>
        <translation>Probabilidades cuando se usan todos los números</translation>
    </message>
    <message numerus="yes">
        <source>Countdown, %n large</source>
        <translation>
            <numerusform>Countdown, %n número grande</numerusform>
            <numerusform>Countdown, %n números grandes</numerusform>
        </translation>
    </message>
    <message>
        <source>every number used</source>
        <translation>todos los números usados</translation>
    </message>
    <message>
        <source>numbers may be left out</source>
        <translation>se pueden dejar números sin usar</translation>
    </message>
    <message>
        <source>%1, %3: %2.</source>
        <extracomment>%1: a variant&apos;s name, %2: its summary, %3: whether numbers may be left out</extracomment>
        <translation>%1, %3: %2.</translation>
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
        <translation>Una sola bolsa</translation>
    </message>
    <message>
        <source>Working out every selection…</source>
        <translation>Calculando cada selección posible…</translation>
    </message>
    <message>
        <source>The rules you are playing</source>
        <translation>Las reglas con las que juegas</translation>
    </message>
    <message>
        <source>Odds of the rules you are playing</source>
        <translation>Probabilidades de las reglas con las que juegas</translation>
    </message>
    <message>
        <source>Working out the odds</source>
        <translation>Calculando las probabilidades</translation>
    </message>
</context>
<context>
    <name>countdown::ui::OneMachineDialog</name>
    <message>
        <source>Play at one machine</source>
        <translation>Jugar varios en este equipo</translation>
    </message>
    <message>
        <source>Two to four players share the board and the clock. When the time is up, each declares in turn without the others seeing; then the closest shows how, as on the show.</source>
        <translation>De dos a cuatro jugadores comparten el tablero y el reloj. Cuando se acaba el tiempo, cada uno declara por turno sin que los demás lo vean; luego el más cercano muestra cómo, como en el programa.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nombre (opcional)</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Jugador &amp;%1:</translation>
    </message>
    <message numerus="yes">
        <source>A game of %n round(s): the number is in Settings.</source>
        <translation>
            <numerusform>Una partida de %n ronda: el número está en Ajustes.</numerusform>
            <numerusform>Una partida de %n rondas: el número está en Ajustes.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
</context>
<context>
    <name>countdown::ui::PickPanel</name>
    <message>
        <source>Le compte est bon: six tiles, a target from 101 to 999.</source>
        <translation>Le compte est bon: seis fichas y un objetivo de 101 a 999.</translation>
    </message>
    <message>
        <source>How many large numbers?</source>
        <translation>¿Cuántos números grandes?</translation>
    </message>
    <message numerus="yes">
        <source>%n large number(s)</source>
        <translation>
            <numerusform>%n número grande</numerusform>
            <numerusform>%n números grandes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n large number(s) and %1 small (key %2)</source>
        <translation>
            <numerusform>Sacar %n número grande y %1 pequeños (tecla %2)</numerusform>
            <numerusform>Sacar %n números grandes y %1 pequeños (tecla %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw the tiles</source>
        <translation>Sacar las fichas</translation>
    </message>
    <message>
        <source>&amp;Custom round…</source>
        <translation>Ronda perso&amp;nalizada…</translation>
    </message>
    <message>
        <source>Type in any numbers and target, e.g. from the TV</source>
        <translation>Escribir los números y el objetivo que quieras, p. ej., los de la tele</translation>
    </message>
    <message numerus="yes">
        <source>%1’s pick: %n large number(s)</source>
        <translation>
            <numerusform>%1 elige: %n número grande</numerusform>
            <numerusform>%1 elige: %n números grandes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, how many large numbers?</source>
        <translation>%1, ¿cuántos números grandes?</translation>
    </message>
    <message>
        <source>Practice: %1.</source>
        <extracomment>%1: the kind of round practised, e.g. &quot;Rounds that need a division&quot;</extracomment>
        <translation>Práctica: %1.</translation>
    </message>
    <message>
        <source>Practice: %1. How many large numbers?</source>
        <translation>Práctica: %1. ¿Cuántos números grandes?</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s) from one bag, a target from %2 to %3.</source>
        <extracomment>%1: the variant&apos;s name; %2-%3: its targets</extracomment>
        <translation>
            <numerusform>%1: %n ficha de una sola bolsa, un objetivo de %2 a %3.</numerusform>
            <numerusform>%1: %n fichas de una sola bolsa, un objetivo de %2 a %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys %1–%2 pick; Space or Enter picks %3. C: a custom round.</source>
        <translation>Las teclas %1–%2 eligen; Espacio o Intro elige %3. C: una ronda personalizada.</translation>
    </message>
    <message>
        <source>Against %1. How many large numbers?</source>
        <extracomment>%1: the computer contestant the round is played against</extracomment>
        <translation>Contra %1. ¿Cuántos números grandes?</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Sacar</translation>
    </message>
    <message>
        <source>Space or Enter draws. C: a custom round.</source>
        <translation>Espacio o Intro: sacar. C: ronda personalizada.</translation>
    </message>
</context>
<context>
    <name>countdown::ui::PracticeActions</name>
    <message>
        <source>Your history cannot be used (%1). The rounds you play now will not be kept.</source>
        <translation>No se puede usar tu historial (%1). Las rondas que juegues ahora no se guardarán.</translation>
    </message>
    <message>
        <source>Your history could not be read (%1). The old file is kept as %2, and a new history has been started.</source>
        <translation>No se pudo leer tu historial (%1). El archivo antiguo se conserva como %2 y se ha empezado un historial nuevo.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Explorer: every target from %1 to %2</source>
        <translation>Explorador: todos los objetivos de %1 a %2</translation>
    </message>
    <message>
        <source>About the odds</source>
        <translation>Acerca de las probabilidades</translation>
    </message>
    <message>
        <source>The table of odds is missing.</source>
        <translation>Falta la tabla de probabilidades.</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Exportar historial</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) exported to %1</source>
        <translation>
            <numerusform>%n ronda exportada a %1</numerusform>
            <numerusform>%n rondas exportadas a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear history</source>
        <translation>Borrar historial</translation>
    </message>
    <message>
        <source>Clear every round from your history? Your statistics start again from nothing. A copy of the current history is kept as a backup.</source>
        <translation>¿Borrar todas las rondas de tu historial? Tus estadísticas volverán a empezar desde cero. Se guarda una copia de seguridad del historial actual.</translation>
    </message>
    <message>
        <source>History cleared; the old one is kept as %1</source>
        <translation>Historial borrado; el anterior se conserva como %1</translation>
    </message>
    <message>
        <source>Play the daily puzzle first.</source>
        <translation>Juega primero el reto del día.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <source>The next puzzle comes in %1 h %2 min.</source>
        <extracomment>%1 hours and %2 minutes until the next daily puzzle (at midnight)</extracomment>
        <translation>El próximo reto del día llega en %1 h %2 min.</translation>
    </message>
    <message>
        <source>Daily puzzle</source>
        <translation>Reto del día</translation>
    </message>
    <message>
        <source>You have played today&apos;s puzzle.</source>
        <translation>Ya has jugado el reto de hoy.</translation>
    </message>
    <message>
        <source>&amp;Share</source>
        <translation>Co&amp;mpartir</translation>
    </message>
    <message>
        <source>&amp;Practise it again</source>
        <translation>&amp;Practicar otra vez</translation>
    </message>
</context>
<context>
    <name>countdown::ui::RevealPanel</name>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <source>no distinct solution</source>
        <translation>ninguna solución distinta</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct solution(s)</source>
        <translation>
            <numerusform>%n solución distinta</numerusform>
            <numerusform>%n soluciones distintas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 = %2  (%n number(s))</source>
        <translation>
            <numerusform>%1 = %2  (%n número)</numerusform>
            <numerusform>%1 = %2  (%n números)</numerusform>
        </translation>
    </message>
    <message>
        <source>counting solutions…</source>
        <translation>contando soluciones…</translation>
    </message>
    <message>
        <source>Custom round: answer shown, no points.</source>
        <translation>Ronda personalizada: respuesta mostrada, sin puntos.</translation>
    </message>
    <message>
        <source>You asked for the answer: this round scores 0.</source>
        <translation>Respuesta pedida: esta ronda da 0 puntos.</translation>
    </message>
    <message>
        <source>You: nothing that uses every number — 0 points.</source>
        <translation>Tú: nada que use todos los números — 0 puntos.</translation>
    </message>
    <message>
        <source>You: no answer — 0 points.</source>
        <translation>Tú: sin respuesta — 0 puntos.</translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2, in %3 s — %n point(s).</source>
        <translation>
            <numerusform>Tú: %1, %2, en %3&#xa0;s — %n punto.</numerusform>
            <numerusform>Tú: %1, %2, en %3&#xa0;s — %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2 — %n point(s).</source>
        <translation>
            <numerusform>Tú: %1, %2 — %n punto.</numerusform>
            <numerusform>Tú: %1, %2 — %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>THE SOLVER&apos;S ANSWER</source>
        <translation>LA RESPUESTA DEL SOLUCIONADOR</translation>
    </message>
    <message>
        <source>&amp;Other solutions</source>
        <translation>&amp;Otras soluciones</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>E&amp;xplorar</translation>
    </message>
    <message>
        <source>Every target these tiles can make (Ctrl+Shift+E)</source>
        <translation>Todos los objetivos que se pueden conseguir con estas fichas (Ctrl+Mayús+E)</translation>
    </message>
    <message>
        <source>Copy a summary without spoilers, to paste for your friends</source>
        <translation>Copiar un resumen que no desvela la solución, para pegárselo a tus amigos</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Siguiente ronda</translation>
    </message>
    <message>
        <source>Next round (N or Space)</source>
        <translation>Siguiente ronda (N o Espacio)</translation>
    </message>
    <message>
        <source>Solver&apos;s answer</source>
        <translation>Respuesta del solucionador</translation>
    </message>
    <message>
        <source>Other solutions, fewest numbers first</source>
        <translation>Otras soluciones, primero las de menos números</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Tu resultado</translation>
    </message>
    <message>
        <source>Hide &amp;other solutions</source>
        <translation>Ocultar &amp;otras soluciones</translation>
    </message>
    <message>
        <source>Sh&amp;are</source>
        <translation>Co&amp;mpartir</translation>
    </message>
    <message>
        <source>Final &amp;score</source>
        <translation>&amp;Resultado final</translation>
    </message>
    <message>
        <source>The game&apos;s rounds and total (N or Space)</source>
        <translation>Las rondas y el total de la partida (N o Espacio)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3, in %4 s — %n point(s).</source>
        <translation>
            <numerusform>%1: %2, %3, en %4 s — %n punto.</numerusform>
            <numerusform>%1: %2, %3, en %4 s — %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3 — %n point(s).</source>
        <translation>
            <numerusform>%1: %2, %3 — %n punto.</numerusform>
            <numerusform>%1: %2, %3 — %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The contestant&apos;s result</source>
        <translation>El resultado del concursante</translation>
    </message>
    <message>
        <source>The answer was shown: nobody scores this round.</source>
        <translation>Se mostró la solución: nadie puntúa en esta ronda.</translation>
    </message>
    <message>
        <source>nothing declared</source>
        <translation>nada declarado</translation>
    </message>
    <message>
        <source>%1, %2, not shown</source>
        <translation>%1, %2, no mostrado</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, not made</source>
        <translation>%1, no conseguido</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 — %n point(s)</source>
        <translation>
            <numerusform>%1: %2 — %n punto</numerusform>
            <numerusform>%1: %2 — %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) taken: at most %1 points.</source>
        <extracomment>After the player&apos;s result; %1: the most the round could then score (e.g. 6)</extracomment>
        <translation>
            <numerusform>%n pista usada: como mucho %1 puntos.</numerusform>
            <numerusform>%n pistas usadas: como mucho %1 puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>You had %1 and %2 left: %3.</source>
        <extracomment>%1 and %2: two numbers the player had left, %3 the step that makes the target</extracomment>
        <translation>Te quedaban %1 y %2: %3.</translation>
    </message>
    <message>
        <source>Nearest to your working: %1 (it makes %2 too).</source>
        <extracomment>%1: a solution; %2: the numbers it makes that the player made too, e.g. &quot;106, 7950&quot;</extracomment>
        <translation>Lo más cercano a tus cálculos: %1 (también obtiene %2).</translation>
    </message>
    <message>
        <source>No exact answer was possible: %1 was the closest.</source>
        <translation>No había solución exacta: %1 era lo más cercano.</translation>
    </message>
    <message>
        <source>No exact answer was possible: yours was as close as anyone could get.</source>
        <translation>No había solución exacta: nadie podía acercarse más que tú.</translation>
    </message>
    <message>
        <source>Solved at once: the solver&apos;s answer for your numbers.</source>
        <translation>Resuelto al instante: la respuesta del solucionador para tus números.</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Siguiente reto</translation>
    </message>
    <message>
        <source>The set&apos;s next puzzle to play (N or Space)</source>
        <translation>El siguiente reto por jugar de la serie (N o Espacio)</translation>
    </message>
    <message>
        <source>Copy your reply, with both results, to send your friend</source>
        <translation>Copiar tu respuesta, con los dos resultados, para enviarla a tu amigo</translation>
    </message>
    <message>
        <source>Copy this round as a code, to send a friend (Ctrl+Shift+C)</source>
        <translation>Copiar esta ronda como código para enviarla a un amigo (Ctrl+Mayús+C)</translation>
    </message>
    <message>
        <source>The challenge&apos;s results</source>
        <translation>Los resultados del reto</translation>
    </message>
    <message>
        <source>&amp;Reply</source>
        <translation>Res&amp;ponder</translation>
    </message>
    <message>
        <source>Cha&amp;llenge</source>
        <translation>Re&amp;tar</translation>
    </message>
    <message>
        <source>%1  —  %2  ·  %3</source>
        <extracomment>%1: who won (&quot;You win&quot;); %2: the friend&apos;s result; %3: the player&apos;s</extracomment>
        <translation>%1  —  %2  ·  %3</translation>
    </message>
    <message>
        <source>You asked for the answer: no star.</source>
        <translation>Pediste la respuesta: ninguna estrella.</translation>
    </message>
    <message>
        <source>You: no answer — no star.</source>
        <translation>Tú: sin respuesta — ninguna estrella.</translation>
    </message>
    <message numerus="yes">
        <source>You: %1, %2 — %3 %n star(s).</source>
        <extracomment>%1: the number declared; %2: &quot;exact&quot; or &quot;4 away&quot;; %3: the stars drawn (&quot;★★☆&quot;)</extracomment>
        <translation>
            <numerusform>Tú: %1, %2 — %3 %n estrella.</numerusform>
            <numerusform>Tú: %1, %2 — %3 %n estrellas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s) taken: at most %1 stars.</source>
        <translation>
            <numerusform>%n pista usada: %1 estrellas como máximo.</numerusform>
            <numerusform>%n pistas usadas: %1 estrellas como máximo.</numerusform>
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
            <numerusform>Rondas con %n número grande</numerusform>
            <numerusform>Rondas con %n números grandes</numerusform>
        </translation>
    </message>
    <message>
        <source>Easy rounds: three numbers or fewer needed</source>
        <translation>Rondas fáciles: bastan tres números o menos</translation>
    </message>
    <message>
        <source>Medium rounds: four or five numbers needed</source>
        <translation>Rondas medias: hacen falta cuatro o cinco números</translation>
    </message>
    <message>
        <source>Hard rounds: all six numbers needed</source>
        <translation>Rondas difíciles: hacen falta los seis números</translation>
    </message>
    <message>
        <source>Rounds that need a division</source>
        <translation>Rondas que necesitan una división</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n exact (%2)</source>
        <extracomment>%1: rounds exact, %n: rounds played, %2: the rate, e.g. &quot;6 of 10 exact (60 %)&quot;</extracomment>
        <translation>
            <numerusform>%1 exacta de %n (%2)</numerusform>
            <numerusform>%1 exactas de %n (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>no earlier rounds like these</source>
        <translation>ninguna ronda así antes</translation>
    </message>
    <message numerus="yes">
        <source>before: %1 of %n round(s) like these</source>
        <extracomment>%1: the earlier exact rate, %n: how many rounds it is over</extracomment>
        <translation>
            <numerusform>antes: %1 de %n ronda así</numerusform>
            <numerusform>antes: %1 de %n rondas así</numerusform>
        </translation>
    </message>
    <message>
        <source>Better than before.</source>
        <translation>Mejor que antes.</translation>
    </message>
    <message>
        <source>As before.</source>
        <translation>Igual que antes.</translation>
    </message>
    <message>
        <source>Below your earlier rate: practise again?</source>
        <translation>Por debajo de tu tasa anterior: ¿practicas otra vez?</translation>
    </message>
</context>
<context>
    <name>countdown::ui::Scoreboard</name>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solucionador</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>answer shown</source>
        <translation>respuesta mostrada</translation>
    </message>
    <message>
        <source>%1 exact</source>
        <translation>%1 exacto</translation>
    </message>
    <message>
        <source>Total: %1 in %2</source>
        <translation>Total: %1 en %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Resultado final</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Jugar &amp;otra vez</translation>
    </message>
    <message>
        <source>A new game of as many rounds (Ctrl+N)</source>
        <translation>Una nueva partida con las mismas rondas (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Ce&amp;rrar</translation>
    </message>
    <message>
        <source>Back to single rounds</source>
        <translation>Volver a rondas sueltas</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>¡Ganas tú!</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Gana %1.</translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <source>You %1 · %2 %3 in %4. %5</source>
        <translation>Tú %1 · %2 %3 en %4. %5</translation>
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
        <translation>¡Gana %1!</translation>
    </message>
    <message>
        <source>A tie: %1.</source>
        <translation>Empate: %1.</translation>
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
        <translation>Práctica: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more round(s) like these</source>
        <translation>
            <numerusform>%n ronda más como estas</numerusform>
            <numerusform>%n rondas más como estas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>countdown::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Default number of large numbers</source>
        <translation>Cantidad de números grandes por defecto</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Se pueden dejar números sin usar</translation>
    </message>
    <message>
        <source>Every number must be used</source>
        <translation>Hay que usar todos los números</translation>
    </message>
    <message>
        <source>Numbers used</source>
        <translation>Números usados</translation>
    </message>
    <message>
        <source>What counts as a valid answer, for the player and for the solver</source>
        <translation>Qué cuenta como respuesta válida, para el jugador y para el solucionador</translation>
    </message>
    <message>
        <source>Any (as on the show)</source>
        <translation>Cualquiera (como en el programa)</translation>
    </message>
    <message>
        <source>Easy (3 numbers or fewer)</source>
        <translation>Fácil (3 números o menos)</translation>
    </message>
    <message>
        <source>Medium (4 or 5 numbers)</source>
        <translation>Media (4 o 5 números)</translation>
    </message>
    <message>
        <source>Hard (all 6 numbers)</source>
        <translation>Difícil (los 6 números)</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>How many numbers the shortest exact answer needs</source>
        <translation>Cuántos números necesita la respuesta exacta más corta</translation>
    </message>
    <message>
        <source>Only rounds with an exact &amp;answer</source>
        <translation>Solo rondas con respuesta &amp;exacta</translation>
    </message>
    <message>
        <source>Only rounds with an exact answer</source>
        <translation>Solo rondas con respuesta exacta</translation>
    </message>
    <message>
        <source>Rounds in a game</source>
        <translation>Rondas por partida</translation>
    </message>
    <message>
        <source>How many rounds a new game has (Game → New game)</source>
        <translation>Cuántas rondas tiene una partida nueva (Juego → Nueva partida)</translation>
    </message>
    <message>
        <source>Changes to the rules apply from the next round.</source>
        <translation>Los cambios en las reglas se aplican a partir de la siguiente ronda.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Default &amp;large numbers:</source>
        <translation>Números &amp;grandes por defecto:</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>Relo&amp;j:</translation>
    </message>
    <message>
        <source>&amp;Numbers used:</source>
        <translation>&amp;Números usados:</translation>
    </message>
    <message>
        <source>Di&amp;fficulty:</source>
        <translation>Di&amp;ficultad:</translation>
    </message>
    <message>
        <source>Rounds in a &amp;game:</source>
        <translation>Rondas por &amp;partida:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>System follows the colours of the desktop</source>
        <translation>«Sistema» usa los colores del escritorio</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Reduce &amp;motion (no flips, rolls or slides)</source>
        <translation>Reducir &amp;movimiento (sin volteos, giros ni deslizamientos)</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Reducir movimiento</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>Lang&amp;uage:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Reproducir &amp;sonidos</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Reproducir sonidos</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>T&amp;ick each second</source>
        <translation>Tictac cada seg&amp;undo</translation>
    </message>
    <message>
        <source>Tick each second</source>
        <translation>Tictac cada segundo</translation>
    </message>
    <message>
        <source>No audio output was found: the game is silent until one is there.</source>
        <translation>No se encontró ninguna salida de audio: el juego estará en silencio hasta que haya una.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>Restablecer valores pre&amp;determinados</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Restablecer valores predeterminados</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody: play alone</source>
        <translation>Nadie: jugar solo</translation>
    </message>
    <message>
        <source>%1 (level %2 of %3)</source>
        <translation>%1 (nivel %2 de %3)</translation>
    </message>
    <message>
        <source>Contestant</source>
        <translation>Concursante</translation>
    </message>
    <message>
        <source>A computer contestant who plays every drawn round against you: only the closer answer scores, as on the show</source>
        <translation>Un concursante del ordenador que juega contigo cada ronda sorteada: solo puntúa la respuesta más cercana, como en el programa</translation>
    </message>
    <message>
        <source>C&amp;ontestant:</source>
        <translation>C&amp;oncursante:</translation>
    </message>
    <message>
        <source>&amp;Edit variants…</source>
        <translation>Editar v&amp;ariantes…</translation>
    </message>
    <message>
        <source>Edit variants</source>
        <translation>Editar variantes</translation>
    </message>
    <message>
        <source>Make, copy, change and delete variants of your own</source>
        <translation>Crear, copiar, cambiar y borrar variantes propias</translation>
    </message>
    <message>
        <source>How many large numbers a new round suggests (when the rules let you pick)</source>
        <translation>Cuántos números grandes propone una ronda nueva (cuando las reglas dejan elegir)</translation>
    </message>
    <message>
        <source>Medium (all 4 numbers)</source>
        <translation>Media (los 4 números)</translation>
    </message>
    <message>
        <source>Hard (6 or 7 numbers)</source>
        <translation>Difícil (6 o 7 números)</translation>
    </message>
    <message>
        <source>Hard (6 numbers or more)</source>
        <translation>Difícil (6 números o más)</translation>
    </message>
    <message>
        <source>Va&amp;riant:</source>
        <translation>Va&amp;riante:</translation>
    </message>
    <message numerus="yes">
        <source>The variant chosen draws %n tiles: no round needs more</source>
        <translation>
            <numerusform>La variante elegida saca %n ficha: ninguna ronda necesita más</numerusform>
            <numerusform>La variante elegida saca %n fichas: ninguna ronda necesita más</numerusform>
        </translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>countdown::ui::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Tu progreso</translation>
    </message>
    <message>
        <source>Count rounds in which you asked for the answer early</source>
        <translation>Contar las rondas en las que se pidió la respuesta antes de tiempo</translation>
    </message>
    <message>
        <source>No rounds yet</source>
        <translation>Aún no hay rondas</translation>
    </message>
    <message>
        <source>Play one and your progress appears here.</source>
        <translation>Juega una y aquí aparecerá tu progreso.</translation>
    </message>
    <message>
        <source>No rounds yet — play one and your progress appears here</source>
        <translation>Aún no hay rondas: juega una y aquí aparecerá tu progreso</translation>
    </message>
    <message>
        <source>ROUNDS</source>
        <translation>RONDAS</translation>
    </message>
    <message>
        <source>POINTS</source>
        <translation>PUNTOS</translation>
    </message>
    <message>
        <source>EXACT ANSWERS</source>
        <translation>RESPUESTAS EXACTAS</translation>
    </message>
    <message>
        <source>TIME TO EXACT</source>
        <translation>TIEMPO HASTA LA EXACTA</translation>
    </message>
    <message>
        <source>EXACT STREAK</source>
        <translation>RACHA DE EXACTAS</translation>
    </message>
    <message>
        <source>Points per round, oldest first</source>
        <translation>Puntos por ronda, de la más antigua a la más reciente</translation>
    </message>
    <message>
        <source>Rolling exact-answer rate, oldest first</source>
        <translation>Porcentaje móvil de respuestas exactas, de la más antigua a la más reciente</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Rounds played: %1</source>
        <translation>Rondas jugadas: %1</translation>
    </message>
    <message>
        <source>%1 per round</source>
        <translation>%1 por ronda</translation>
    </message>
    <message>
        <source>Total points: %1</source>
        <translation>Puntos totales: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n round(s)</source>
        <translation>
            <numerusform>%1 de %n ronda</numerusform>
            <numerusform>%1 de %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact-answer rate: %1</source>
        <translation>Porcentaje de respuestas exactas: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>on average</source>
        <translation>en promedio</translation>
    </message>
    <message>
        <source>Average time to an exact answer: %1</source>
        <translation>Tiempo medio hasta una respuesta exacta: %1</translation>
    </message>
    <message>
        <source>no exact answer yet</source>
        <translation>aún sin respuestas exactas</translation>
    </message>
    <message>
        <source>Average time to an exact answer: none yet</source>
        <translation>Tiempo medio hasta una respuesta exacta: aún no hay datos</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>mejor: %1</translation>
    </message>
    <message>
        <source>Current streak of exact answers: %1</source>
        <translation>Racha actual de respuestas exactas: %1</translation>
    </message>
    <message>
        <source>Best streak of exact answers: %1</source>
        <translation>Mejor racha de respuestas exactas: %1</translation>
    </message>
    <message>
        <source>Average points per round: %1</source>
        <translation>Media de puntos por ronda: %1</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exactas</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 · %2 · %n point(s)</source>
        <translation>
            <numerusform>Ronda %1 · %2 · %n punto</numerusform>
            <numerusform>Ronda %1 · %2 · %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact answers</source>
        <translation>Respuestas exactas</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s); the last scored %1</source>
        <translation>
            <numerusform>%n ronda; la última dio %1 puntos</numerusform>
            <numerusform>%n rondas; la última dio %1 puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Now %1 %</source>
        <translation>Ahora %1&#xa0;%</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Puntos por ronda</translation>
    </message>
    <message numerus="yes">
        <source>Exact answers over the last %n round(s)</source>
        <translation>
            <numerusform>Respuestas exactas: media móvil de %n ronda</numerusform>
            <numerusform>Respuestas exactas: media móvil de %n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exact</source>
        <translation>
            <numerusform>%n exacta</numerusform>
            <numerusform>%n exactas</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <comment>a round that came close to the target: 5 or 7 points</comment>
        <translation>Cercanas</translation>
    </message>
    <message>
        <source>&amp;Your rounds</source>
        <translation>&amp;Tus rondas</translation>
    </message>
    <message>
        <source>Co&amp;ntestants</source>
        <translation>Co&amp;ncursantes</translation>
    </message>
    <message>
        <source>Rounds in which you took hints count with the others</source>
        <translation>Las rondas en las que usaste pistas cuentan con las demás</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) with hints left out, %1 of them exact</source>
        <translation>
            <numerusform>%n ronda con pistas sin contar, %1 de ellas exacta(s)</numerusform>
            <numerusform>%n rondas con pistas sin contar, %1 de ellas exactas</numerusform>
        </translation>
    </message>
    <message>
        <source>Also count:</source>
        <extracomment>Before three check boxes: &quot;custom rounds&quot;, &quot;rounds with the answer shown&quot;, &quot;rounds with hints&quot;</extracomment>
        <translation>Contar también:</translation>
    </message>
    <message>
        <source>&amp;custom rounds</source>
        <translation>rondas &amp;personalizadas</translation>
    </message>
    <message>
        <source>rounds with the &amp;answer shown</source>
        <translation>rondas con la &amp;respuesta mostrada</translation>
    </message>
    <message>
        <source>rounds with &amp;hints</source>
        <translation>rondas con p&amp;istas</translation>
    </message>
    <message>
        <source>Custom rounds, rounds where you asked for the answer and rounds with hints count only when you tick them above.</source>
        <translation>Las rondas personalizadas, aquellas en las que pediste la respuesta y las rondas con pistas solo cuentan si las marcas arriba.</translation>
    </message>
    <message>
        <source>DAILY STREAK</source>
        <extracomment>Days in a row with the daily puzzle played</extracomment>
        <translation>RACHA DIARIA</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily puzzles played in a row: %1</source>
        <translation>Retos del día seguidos: %1</translation>
    </message>
    <message>
        <source>Most daily puzzles played in a row: %1</source>
        <translation>Récord de retos del día seguidos: %1</translation>
    </message>
    <message>
        <source>&amp;Weak spots</source>
        <translation>Puntos &amp;débiles</translation>
    </message>
    <message>
        <source>%1, every number used</source>
        <translation>%1, se usan todos los números</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Todas las variantes</translation>
    </message>
    <message>
        <source>Va&amp;riant:</source>
        <extracomment>Before a list: &quot;All variants&quot;, &quot;Countdown (UK)&quot;, &quot;Seven tiles&quot;...</extracomment>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Only the rounds played with this variant count</source>
        <translation>Solo cuentan las rondas jugadas con esta variante</translation>
    </message>
    <message>
        <source>Variant of the rounds counted</source>
        <translation>Variante de las rondas contadas</translation>
    </message>
    <message>
        <source>No rounds with this variant yet</source>
        <translation>Aún no hay rondas con esta variante</translation>
    </message>
    <message>
        <source> · sets %1</source>
        <extracomment>After the daily puzzle&apos;s best streak: the daily set&apos;s current streak, in days</extracomment>
        <translation> · series %1</translation>
    </message>
    <message>
        <source>Daily sets played through in a row: %1, best %2</source>
        <translation>Series del día completas seguidas: %1, récord %2</translation>
    </message>
    <message>
        <source>Count rounds with numbers you typed in yourself, and rounds played from a friend&apos;s challenge</source>
        <translation>Contar las rondas con números que escribiste tú, y las rondas jugadas desde el reto de un amigo</translation>
    </message>
    <message>
        <source>Cha&amp;llenges</source>
        <translation>Ret&amp;os</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TargetDisplay</name>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Oculto</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Aún no hay objetivo</translation>
    </message>
    <message>
        <source>Rolling</source>
        <translation>Sorteando</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TileRack</name>
    <message>
        <source>Tiles</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Boca abajo</translation>
    </message>
    <message>
        <source>Left and Right move between the tiles, Space or Enter picks one</source>
        <translation>Las flechas izquierda y derecha mueven entre las fichas; Espacio o Intro elige una</translation>
    </message>
</context>
<context>
    <name>countdown::ui::TileWidget</name>
    <message>
        <source>Empty place</source>
        <translation>Hueco vacío</translation>
    </message>
    <message>
        <source>Face-down tile</source>
        <translation>Ficha boca abajo</translation>
    </message>
    <message>
        <source>Tile %1, selected</source>
        <translation>Ficha %1, seleccionada</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Ficha %1</translation>
    </message>
    <message>
        <source>Small number</source>
        <translation>Número pequeño</translation>
    </message>
    <message>
        <source>Large number</source>
        <translation>Número grande</translation>
    </message>
    <message>
        <source>Made by you</source>
        <translation>Obtenida por ti</translation>
    </message>
    <message>
        <source>Made by you, %1: %2</source>
        <extracomment>A tile the player made: %1 its value, %2 how (&quot;806: 100 × 8 + 6&quot;)</extracomment>
        <translation>Obtenida por ti, %1: %2</translation>
    </message>
</context>
<context>
    <name>countdown::ui::VariantText</name>
    <message>
        <source>Countdown (UK)</source>
        <translation>Countdown (Reino Unido)</translation>
    </message>
    <message>
        <source>Le compte est bon (France)</source>
        <translation>Le compte est bon (Francia)</translation>
    </message>
    <message>
        <source>All large (5 or 6 large numbers)</source>
        <translation>Todos grandes (5 o 6 números grandes)</translation>
    </message>
    <message>
        <source>Alternative large numbers (12 37 62 87)</source>
        <translation>Otros números grandes (12 37 62 87)</translation>
    </message>
    <message>
        <source>Four-digit targets</source>
        <translation>Objetivos de cuatro cifras</translation>
    </message>
    <message>
        <source>Seven tiles</source>
        <translation>Siete fichas</translation>
    </message>
    <message>
        <source>No division</source>
        <translation>Sin división</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n large of %1</source>
        <extracomment>%1: the large numbers, e.g. &quot;25 50 75 100&quot;</extracomment>
        <translation>
            <numerusform>%n grande de %1</numerusform>
            <numerusform>%n grandes de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 large of %3</source>
        <extracomment>%1-%2: how many large the player may pick; %3: the large numbers</extracomment>
        <translation>%1–%2 grandes de %3</translation>
    </message>
    <message numerus="yes">
        <source>from one bag of %n</source>
        <translation>
            <numerusform>de una sola bolsa de %n</numerusform>
            <numerusform>de una sola bolsa de %n</numerusform>
        </translation>
    </message>
    <message>
        <source>targets %1–%2</source>
        <translation>objetivos %1–%2</translation>
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
        <translation>Tus variantes</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nueva</translation>
    </message>
    <message>
        <source>A new variant, starting from the rules chosen in the settings</source>
        <translation>Una variante nueva, a partir de las reglas elegidas en los ajustes</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>Rounds already played under it keep it in the history</source>
        <translation>Las rondas ya jugadas con ella la conservan en el historial</translation>
    </message>
    <message>
        <source>Separated by spaces; a number twice is two tiles</source>
        <translation>Separados por espacios; un número escrito dos veces son dos fichas</translation>
    </message>
    <message>
        <source>The player picks how many &amp;large</source>
        <translation>El jugador elige cuántos &amp;grandes</translation>
    </message>
    <message>
        <source>Unticked, every tile comes from one bag of all the numbers, as in Le compte est bon</source>
        <translation>Sin marcar, todas las fichas salen de una sola bolsa con todos los números, como en Le compte est bon</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Addition</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Subtraction</source>
        <translation>Resta</translation>
    </message>
    <message>
        <source>Multiplication</source>
        <translation>Multiplicación</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>División</translation>
    </message>
    <message>
        <source>Numbers may be left out</source>
        <translation>Se pueden dejar números sin usar</translation>
    </message>
    <message>
        <source>Every number must be used</source>
        <translation>Hay que usar todos los números</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>N&amp;ombre:</translation>
    </message>
    <message>
        <source>La&amp;rge numbers:</source>
        <translation>Números g&amp;randes:</translation>
    </message>
    <message>
        <source>&amp;Small numbers:</source>
        <translation>Números &amp;pequeños:</translation>
    </message>
    <message>
        <source>Large to pic&amp;k:</source>
        <translation>Grandes a e&amp;legir:</translation>
    </message>
    <message>
        <source>Tar&amp;gets:</source>
        <translation>Objeti&amp;vos:</translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation>Operaciones:</translation>
    </message>
    <message>
        <source>N&amp;umbers used:</source>
        <translation>Números &amp;usados:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>Relo&amp;j:</translation>
    </message>
    <message>
        <source>My variant %1</source>
        <translation>Mi variante %1</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>a copy of a variant, %1 its name</extracomment>
        <translation>%1 (copia)</translation>
    </message>
    <message>
        <source>Large numbers: “%1” is not a whole number from 1 to 999,999.</source>
        <translation>Números grandes: «%1» no es un número entero de 1 a 999.999.</translation>
    </message>
    <message>
        <source>Small numbers: “%1” is not a whole number from 1 to 999,999.</source>
        <translation>Números pequeños: «%1» no es un número entero de 1 a 999.999.</translation>
    </message>
    <message>
        <source>Give the variant a name.</source>
        <translation>Ponle un nombre a la variante.</translation>
    </message>
    <message>
        <source>“%1” needs a name.</source>
        <translation>«%1» necesita un nombre.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The two bags hold %1 tiles in all: at most %2 are allowed.</source>
        <extracomment>The large and small bags together hold more tiles than a variant may have</extracomment>
        <translation>Las dos bolsas tienen %1 fichas en total: se permiten %2 como máximo.</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed here; it must be from %3 to %4.</source>
        <extracomment>%1 names a row of the form (e.g. &quot;Large to pick&quot;)</extracomment>
        <translation>%1: %2 no se permite aquí; debe estar entre %3 y %4.</translation>
    </message>
    <message>
        <source>%1: a round may need %2 of them, but there are only %3.</source>
        <translation>%1: una ronda puede necesitar %2, pero solo hay %3.</translation>
    </message>
    <message>
        <source>%1: the first number (%2) must not be above the second (%3).</source>
        <translation>%1: el primer número (%2) no debe ser mayor que el segundo (%3).</translation>
    </message>
    <message>
        <source>%1: tick at least one.</source>
        <translation>%1: marca al menos una.</translation>
    </message>
    <message>
        <source>%1: every number can be required only when + or × is allowed: some selections would make nothing at all.</source>
        <translation>%1: exigir todos los números solo es posible con + o ×: algunas selecciones no darían nada.</translation>
    </message>
    <message>
        <source>&amp;Tiles drawn:</source>
        <translation>&amp;Fichas sacadas:</translation>
    </message>
</context>
<context>
    <name>countdown::ui::WeakSpotsView</name>
    <message>
        <source>Where you do worst</source>
        <translation>Donde peor te va</translation>
    </message>
    <message>
        <source>No weak spot: no kind of round is %1 points below your overall exact rate yet (each kind needs %2 rounds to judge).</source>
        <translation>Ningún punto débil: aún no hay un tipo de ronda %1 puntos por debajo de tu tasa de respuestas exactas (cada tipo necesita %2 rondas para juzgarlo).</translation>
    </message>
    <message>
        <source>Kinds of round where your exact rate is %1 points or more below your overall %2. Practice rounds all have an exact answer.</source>
        <translation>Tipos de ronda en los que tu tasa de respuestas exactas está %1 puntos o más por debajo de tu %2 global. Todas las rondas de práctica tienen respuesta exacta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 exact: %2 of %n round(s)</source>
        <translation>
            <numerusform>%1 exactas: %2 de %n ronda</numerusform>
            <numerusform>%1 exactas: %2 de %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>Last practice, %1: %2</source>
        <extracomment>%1: a date; %2: e.g. &quot;6 of 10 exact (60 %)&quot;</extracomment>
        <translation>Última práctica, %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Practise %n rounds like these</source>
        <translation>
            <numerusform>Practicar %n ronda como estas</numerusform>
            <numerusform>Practicar %n rondas como estas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Practise %n rounds like these: %1</source>
        <translation>
            <numerusform>Practicar %n ronda como estas: %1</numerusform>
            <numerusform>Practicar %n rondas como estas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Your practice</source>
        <translation>Tus prácticas</translation>
    </message>
    <message>
        <source>%1 · %2: %3; %4</source>
        <translation>%1 · %2: %3; %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n round(s) so far)</source>
        <translation>
            <numerusform>%1 (%n ronda por ahora)</numerusform>
            <numerusform>%1 (%n rondas por ahora)</numerusform>
        </translation>
    </message>
    <message>
        <source>None yet: a practice&apos;s result shows here, against your rate before it.</source>
        <translation>Ninguna aún: el resultado de una práctica aparece aquí, frente a tu tasa de antes.</translation>
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
        <translation>TUS OPERACIONES</translation>
    </message>
    <message>
        <source>Click a tile, an operation and another tile.</source>
        <translation>Haz clic en una ficha, una operación y otra ficha.</translation>
    </message>
    <message>
        <source>%1.  %2</source>
        <translation>%1.  %2</translation>
    </message>
    <message>
        <source>Your working</source>
        <translation>Tus operaciones</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The numbers round of Countdown and Le compte est bon.</source>
        <translation>La prueba de cifras de Countdown y Le compte est bon.</translation>
    </message>
    <message>
        <source>Print the time to the first painted frame and quit.</source>
        <translation>Mostrar el tiempo hasta el primer fotograma dibujado y salir.</translation>
    </message>
    <message>
        <source>Start the draws from this seed.</source>
        <translation>Empezar los sorteos a partir de esta semilla.</translation>
    </message>
    <message>
        <source>A friend&apos;s challenge to play: its code or its link (countdown-numbers://challenge/…).</source>
        <translation>El reto de un amigo que jugar: su código o su enlace (countdown-numbers://challenge/…).</translation>
    </message>
    <message>
        <source>the game already open does not answer</source>
        <translation>el juego ya abierto no responde</translation>
    </message>
</context>
</TS>
