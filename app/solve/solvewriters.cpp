// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "solvewriters.h"

#include "expression.h"
#include "numbertext.h"
#include "variantfile.h"
#include "words.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QStringList>
#include <QTextStream>

#include <algorithm>
#include <array>

namespace countdown {

namespace {

const QString kIndent = QStringLiteral("    ");

// "1 number", "6 numbers".
void appendCount(QString &text, qint64 n, QLatin1StringView one, QLatin1StringView many)
{
    appendNumber(text, n);
    text += QLatin1Char(' ');
    text += n == 1 ? one : many;
}

// "EXPRESSION = VALUE"
void appendEquation(QString &text, const Expression &expression)
{
    text += expression.toString(Notation::Ascii);
    text += QLatin1StringView(" = ");
    appendNumber(text, expression.value());
}

// Built in one string and written at once: each write to a QTextStream costs more than the
// characters it writes, and a batch writes a few dozen pieces per answer.
void writeHuman(QTextStream &out, const PuzzleAnswer &answer, const SolveOptions &options)
{
    const BestAnswer &best = answer.best;
    QString text;
    text.reserve(256); // a six-tile answer with its steps, about
    appendEquation(text, answer.shown());
    text += QLatin1Char('\n');
    for (const QString &step : answer.shown().steps(Notation::Ascii)) {
        text += kIndent;
        text += step;
        text += QLatin1Char('\n');
    }
    if (best.distance == 0) {
        text += QLatin1StringView("exact");
    } else {
        appendNumber(text, best.distance);
        text += QLatin1StringView(" away");
    }
    text += QLatin1StringView(", using ");
    appendCount(text, best.numbersUsed, QLatin1StringView("number"), QLatin1StringView("numbers"));
    text += QLatin1Char('\n');
    if (options.count) {
        const std::vector<Expression> &expressions = answer.solutions->expressions;
        appendCount(text, qsizetype(expressions.size()), QLatin1StringView("distinct solution"),
                    QLatin1StringView("distinct solutions"));
        const bool list = options.all && !expressions.empty();
        text += QLatin1StringView(list ? ":\n" : "\n");
        if (list) {
            for (const Expression &expression : expressions) {
                text += kIndent;
                appendEquation(text, expression);
                text += QLatin1Char('\n');
            }
        }
    }
    out << text;
}

QJsonObject toJson(const Puzzle &puzzle, const PuzzleAnswer &answer, const SolveOptions &options)
{
    QJsonArray numbers;
    for (const Number n : puzzle.numbers)
        numbers.append(qint64(n));
    const BestAnswer &best = answer.best;
    QJsonObject object{
        {QStringLiteral("target"), qint64(puzzle.target)},
        {QStringLiteral("numbers"), numbers},
        {QStringLiteral("mode"), modeWord(options.mode)},
        {QStringLiteral("value"), qint64(best.value)},
        {QStringLiteral("distance"), qint64(best.distance)},
        {QStringLiteral("numbers_used"), best.numbersUsed},
        {QStringLiteral("expression"), answer.shown().toString(Notation::Ascii)},
        {QStringLiteral("steps"),
         QJsonArray::fromStringList(answer.shown().steps(Notation::Ascii))},
    };
    if (!options.count)
        return object;
    const std::vector<Expression> &expressions = answer.solutions->expressions;
    object.insert(QStringLiteral("solutions"), qint64(expressions.size()));
    if (!options.all)
        return object;
    QJsonArray list;
    for (const Expression &expression : expressions) {
        list.append(QJsonObject{
            {QStringLiteral("expression"), expression.toString(Notation::Ascii)},
            {QStringLiteral("value"), qint64(expression.value())},
            {QStringLiteral("numbers_used"), expression.tileCount()},
        });
    }
    object.insert(QStringLiteral("expressions"), list);
    return object;
}

// One compact JSON object on one line.
void writeJson(QTextStream &out, const QJsonObject &object)
{
    out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << '\n';
}

// "12,345": grouped the same way whatever the user's locale.
QString grouped(qint64 n)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(n);
}

// A percentage with two decimals and a '.' in every locale; "< 0.01" rather than a misleading 0.
// The same without the sign, and never rounded to a certain 100 either: a table's cell.
QString percentNumber(const Fraction &f)
{
    const double p = 100 * f.value();
    if (f.numerator != 0 && p < 0.005)
        return QStringLiteral("< 0.01");
    if (f.numerator != f.denominator && p > 99.995)
        return QStringLiteral("> 99.99");
    return QString::number(p, 'f', 2);
}

QString percent(const Fraction &f)
{
    return percentNumber(f) + QStringLiteral(" %");
}

// How a table names its variant: the show's rules as before, anything else by its id or name.
QString variantDescription(const GameVariant &variant)
{
    if (const std::optional<RuleSet> rules = showRulesOf(variant))
        return *rules == RuleSet::Countdown
                   ? QStringLiteral("rules: uk (Countdown, by number of large)")
                   : QStringLiteral("rules: lceb (Le compte est bon)");
    QString text = QStringLiteral("variant: ")
                   + (variant.id.isEmpty() ? QStringLiteral("(no id)") : variant.id);
    if (!variant.name.isEmpty())
        text += QStringLiteral(" (%1)").arg(withControlsWrittenOut(variant.name));
    text += QStringLiteral(", %1 tiles").arg(variant.tiles);
    if (!variant.operators.isAll())
        text += QStringLiteral(", operations %1")
                    .arg(operatorSetSymbols(variant.operators, Notation::Ascii));
    return text;
}

void writeOddsHuman(QTextStream &out, const OddsTable &table)
{
    out << QStringLiteral("Chance that a random round has no exact solution (exact, over every "
                          "distinct selection)\n")
        << variantDescription(table.variant) << QStringLiteral(", mode: ")
        << (table.variant.mode == SolveMode::UseAll
                ? QStringLiteral("use-all (every number used)")
                : QStringLiteral("drop (numbers may be left out)"))
        << QStringLiteral(", targets %1-%2\n").arg(table.lowTarget).arg(table.highTarget);
    for (const OddsRow &row : table.rows) {
        const Fraction &f = row.noExactSolution;
        out << (row.large >= 0 ? QStringLiteral("%1 large").arg(row.large)
                               : QStringLiteral("%1 cards").arg(table.variant.tiles))
            << QStringLiteral(": ") << grouped(row.selections)
            << QStringLiteral(" selections, no exact solution ") << QString::number(f.numerator)
            << QLatin1Char('/') << QString::number(f.denominator) << QStringLiteral(" = ")
            << percent(f) << '\n';
    }
}

// "sender: Zoé, declared 317, 10 points, 21.4 s, 1 hint".
QString challengeResultLine(const char *who, const ChallengeResult &result)
{
    QString line = QLatin1String(who) + QStringLiteral(": ")
                   + (result.name.isEmpty() ? QStringLiteral("(no name)")
                                            : withControlsWrittenOut(result.name))
                   + QStringLiteral(", ");
    line += result.value ? QStringLiteral("declared %1").arg(*result.value)
                         : QStringLiteral("no declaration");
    line += QStringLiteral(", %1 points, %2 s, ")
                .arg(result.points)
                .arg(QString::number(double(result.timeMs) / 1000, 'f', 1));
    appendCount(line, result.hints, QLatin1StringView("hint"), QLatin1StringView("hints"));
    return line + QLatin1Char('\n');
}

// "challenge: target 834, numbers 100 75 3 7 9 2, uk, drop, operations +-*/, clock 30 s", and
// the results it carries.
QString challengeHeading(const Challenge &challenge)
{
    QStringList numbers;
    for (const Number n : challenge.tiles)
        numbers << QString::number(n);
    QString text =
        QStringLiteral("challenge: target %1, numbers %2, variant %3, %4, operations %5, ")
            .arg(QString::number(challenge.target), numbers.join(QLatin1Char(' ')),
                 challenge.variantId.isEmpty() ? QStringLiteral("(none)") : challenge.variantId,
                 modeWord(challenge.mode),
                 operatorSetSymbols(challenge.operators, Notation::Ascii));
    text += challenge.clockSeconds == 0
                ? QStringLiteral("no clock\n")
                : QStringLiteral("clock %1 s\n").arg(challenge.clockSeconds);
    if (challenge.sender)
        text += challengeResultLine("sender", *challenge.sender);
    if (challenge.reply)
        text += challengeResultLine("reply", *challenge.reply);
    return text;
}

QJsonObject challengeResultJson(const ChallengeResult &result)
{
    return QJsonObject{
        {QStringLiteral("name"), result.name},
        {QStringLiteral("value"), result.value ? QJsonValue(qint64(*result.value)) : QJsonValue()},
        {QStringLiteral("points"), result.points},
        {QStringLiteral("time_ms"), result.timeMs},
        {QStringLiteral("hints"), result.hints},
    };
}

QJsonObject challengeJson(const Challenge &challenge)
{
    QJsonObject object{
        {QStringLiteral("variant"),
         challenge.variantId.isEmpty() ? QJsonValue() : QJsonValue(challenge.variantId)},
        {QStringLiteral("mode"), modeWord(challenge.mode)},
        {QStringLiteral("operations"), operatorSetSymbols(challenge.operators, Notation::Ascii)},
        {QStringLiteral("clock_seconds"), challenge.clockSeconds},
    };
    if (challenge.sender)
        object.insert(QStringLiteral("sender"), challengeResultJson(*challenge.sender));
    if (challenge.reply)
        object.insert(QStringLiteral("reply"), challengeResultJson(*challenge.reply));
    return object;
}

// The columns of the variations' table: 0-6 large, then one bag (-1).
constexpr std::array kVariationColumns{0, 1, 2, 3, 4, 5, 6, -1};

} // namespace

void writeAnswer(QTextStream &out, const Puzzle &puzzle, const PuzzleAnswer &answer,
                 const SolveOptions &options)
{
    if (options.json)
        writeJson(out, toJson(puzzle, answer, options));
    else
        writeHuman(out, answer, options);
}

void writeChallengeAnswer(QTextStream &out, const Challenge &challenge, const PuzzleAnswer &answer,
                          const SolveOptions &options)
{
    const Puzzle puzzle{challenge.tiles, challenge.target};
    if (options.json) {
        QJsonObject object = toJson(puzzle, answer, options);
        object.insert(QStringLiteral("challenge"), challengeJson(challenge));
        writeJson(out, object);
        return;
    }
    out << challengeHeading(challenge);
    writeHuman(out, answer, options);
}

void writeDailySet(QTextStream &out, const DailySet &set, bool json)
{
    const QString date = set.date.toString(Qt::ISODate);
    QJsonArray puzzles;
    if (!json)
        out << QStringLiteral("Daily set #%1, %2, easiest first:\n").arg(set.number).arg(date);
    for (const DailySetPuzzle &puzzle : set.puzzles) {
        QStringList numbers;
        QJsonArray array;
        for (const Number n : puzzle.tiles) {
            numbers << QString::number(n);
            array.append(qint64(n));
        }
        const SolutionEase &ease = puzzle.ease;
        if (json) {
            puzzles.append(QJsonObject{
                {QStringLiteral("position"), puzzle.position},
                {QStringLiteral("target"), qint64(puzzle.target)},
                {QStringLiteral("numbers"), array},
                {QStringLiteral("large"), puzzle.large},
                {QStringLiteral("difficulty"),
                 QJsonObject{{QStringLiteral("numbers"), ease.numbers},
                             {QStringLiteral("divisions"), ease.divisions},
                             {QStringLiteral("big_final_subtraction"), ease.bigFinalSubtraction},
                             {QStringLiteral("largest_value"), qint64(ease.largestValue)}}}});
            continue;
        }
        out << QStringLiteral("%1. %2 from %3  (the easiest answer: %4 numbers, %5 division(s), "
                              "largest number %6)\n")
                   .arg(puzzle.position)
                   .arg(puzzle.target)
                   .arg(numbers.join(QLatin1Char(' ')))
                   .arg(ease.numbers)
                   .arg(ease.divisions)
                   .arg(ease.largestValue);
    }
    if (json)
        writeJson(out, QJsonObject{{QStringLiteral("number"), set.number},
                                   {QStringLiteral("date"), date},
                                   {QStringLiteral("puzzles"), puzzles}});
    out.flush();
}

void writeDaily(QTextStream &out, const DailyPuzzle &puzzle, bool json)
{
    QStringList numbers;
    QJsonArray array;
    for (const Number n : puzzle.tiles) {
        numbers << QString::number(n);
        array.append(qint64(n));
    }
    const QString date = puzzle.date.toString(Qt::ISODate);
    if (json) {
        writeJson(out, QJsonObject{{QStringLiteral("number"), puzzle.number},
                                   {QStringLiteral("date"), date},
                                   {QStringLiteral("target"), qint64(puzzle.target)},
                                   {QStringLiteral("numbers"), array}});
    } else {
        out << QStringLiteral("Daily puzzle #%1, %2: %3 from %4\n")
                   .arg(puzzle.number)
                   .arg(date)
                   .arg(puzzle.target)
                   .arg(numbers.join(QLatin1Char(' ')));
    }
    out.flush();
}

void writeBatchLineHeading(QTextStream &out, qint64 lineNumber, const Puzzle &puzzle)
{
    QString text;
    text.reserve(64);
    text += QLatin1StringView("line ");
    appendNumber(text, lineNumber);
    text += QLatin1StringView(": target ");
    appendNumber(text, puzzle.target);
    text += QLatin1StringView(", numbers");
    for (const Number n : puzzle.numbers) {
        text += QLatin1Char(' ');
        appendNumber(text, n);
    }
    text += QLatin1Char('\n');
    out << text;
}

void writeLineError(QTextStream &out, qint64 lineNumber, const Error &error, bool json)
{
    const QString message = errorMessage(error);
    if (json) {
        writeJson(out, QJsonObject{{QStringLiteral("line"), lineNumber},
                                   {QStringLiteral("error"), message}});
    } else {
        out << QStringLiteral("line ") << QString::number(lineNumber) << QStringLiteral(": error: ")
            << message << '\n';
    }
}

void writeOddsTable(QTextStream &out, const OddsTable &table, bool json)
{
    if (json)
        writeJson(out, toJson(table));
    else
        writeOddsHuman(out, table);
}

void writeVariationsHeading(QTextStream &out, SolveMode mode, bool json)
{
    if (json)
        return;
    out << QStringLiteral("Chance that a random round has no exact solution, in %, mode: ")
        << modeWord(mode)
        << QStringLiteral(". The UK rules (6 tiles, 0-4 large from 25 50 75 100, targets "
                          "100-999, + - * /) varied one way at a time; exact, over every distinct "
                          "selection.\n\n");
    out << QStringLiteral("| axis | variation |");
    for (const int large : kVariationColumns)
        out << (large < 0 ? QStringLiteral(" one bag |")
                          : QStringLiteral(" %1 large |").arg(large));
    out << QStringLiteral(" seconds |\n|---|---|");
    for (std::size_t i = 0; i <= kVariationColumns.size(); ++i)
        out << QStringLiteral("---:|");
    out << '\n';
    out.flush();
}

void writeVariation(QTextStream &out, const VariationOdds &odds, bool json)
{
    if (json) {
        writeJson(out, QJsonObject{
                           {QStringLiteral("axis"), odds.variation.axis},
                           {QStringLiteral("variation"), odds.variation.label},
                           {QStringLiteral("variant"), variantToJsonObject(odds.variation.variant)},
                           {QStringLiteral("rows"), toJson(odds.rows)},
                           {QStringLiteral("seconds"), odds.seconds}});
        return;
    }
    out << QStringLiteral("| %1 | %2 |").arg(odds.variation.axis, odds.variation.label);
    for (const int large : kVariationColumns) {
        const auto row = std::find_if(odds.rows.begin(), odds.rows.end(),
                                      [&](const OddsRow &r) { return r.large == large; });
        out << QLatin1Char(' ')
            << (row == odds.rows.end() ? QStringLiteral("–") : percentNumber(row->noExactSolution))
            << QStringLiteral(" |");
    }
    out << QStringLiteral(" %1 |\n").arg(odds.seconds, 0, 'f', 1);
    out.flush();
}

} // namespace countdown
