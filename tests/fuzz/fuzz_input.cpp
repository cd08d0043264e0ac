// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// fuzz-input: the solver's input validation. Bytes, read as UTF-8 lines, go through readPuzzleLine,
// readPuzzleFields, readNumber and checkPuzzle; the puzzles that pass go to the solver.
//
// Each line is read
//  - by readPuzzleLine, compared with a reference reader written here from puzzle.h (tokens split
//    on space, tab and CR; a field that is not a number first, then the counts, then the target,
//    then the numbers; errors at the token);
//  - by readPuzzleFields, once with the same tokens (same outcome, no position) and once split on
//    single spaces only (empty fields and fields with tabs are not numbers);
//  - token by token by readNumber with limits chosen from the input, up to 64-bit extremes;
//  - as raw integers (signs allowed, as QString::toLongLong reads them) by checkPuzzle.
// For the first valid puzzles of an input, the solver must give, in both modes:
//  - best(): present, expression value == value, distance == |value - target|, numbersUsed ==
//    the expression's tile count, tiles a sub-multiset (all of them when every tile must be used),
//    the written expression accepted by parseAnswer with the same value; with 4 tiles or fewer,
//    the same value, distance and tile count as the tests' brute-force solver;
//  - solutions(), cancelled after a budget of polls taken from the input: nullopt, or solutions
//    that are distinct, at one distance (best's), and, with 3 tiles or fewer and not cancelled,
//    exactly the reference's (docs/rules.md, "Distinct solutions"; tests/support).
// 7-tile puzzles run best() under the same poll budget, so each input stays fast.

#include "fuzzsupport.h"

#include "bruteforce.h"
#include "parser.h"
#include "puzzle.h"
#include "referencedistinct.h"
#include "solver.h"

#include <QStringView>

#include <set>

using namespace countdown;
using namespace countdown::fuzz;

namespace {

constexpr int kMaxSolvedPuzzles = 2; // per input
constexpr int kMaxLines = 16;        // per input; more lines only slow the fuzzer down

bool isSeparator(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\r');
}

bool allAsciiDigits(QStringView text)
{
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    return !text.isEmpty();
}

// The digits without leading zeros ("0" stays "0"), as an integer if it fits in 64 bits.
std::optional<Number> digitsValue(QStringView digits)
{
    while (digits.size() > 1 && digits.front() == QLatin1Char('0'))
        digits = digits.mid(1);
    const QString max = QString::number(std::numeric_limits<Number>::max());
    if (digits.size() > max.size() || (digits.size() == max.size() && digits.toString() > max))
        return std::nullopt;
    return digits.toString().toLongLong();
}

// What readNumber must say, by its contract, as (ok value) or (error kind); args are checked apart.
struct NumberOutcome {
    std::optional<Number> value;
    ErrorKind kind = ErrorKind::NotANumber;
};

NumberOutcome referenceNumber(QStringView text, Number minimum, Number maximum,
                              ErrorKind rangeError)
{
    if (!allAsciiDigits(text))
        return {std::nullopt, ErrorKind::NotANumber};
    const std::optional<Number> value = digitsValue(text);
    if (!value || *value < minimum || *value > maximum)
        return {std::nullopt, rangeError};
    return {value, rangeError};
}

// Control characters (C0, DEL and C1) written out as the spec says: \xNN, two lower-case hex
// digits; everything else as it is.
QString writtenOut(QStringView text)
{
    QString out;
    for (const QChar c : text) {
        const unsigned u = c.unicode();
        if (u < 0x20 || (u >= 0x7f && u <= 0x9f))
            out += QString::asprintf("\\x%02x", u);
        else
            out += c;
    }
    return out;
}

// An error's first argument is the offending text as shown to the player: whole when short,
// otherwise a prefix of at most 21 characters (never half a surrogate pair) followed by "...";
// control characters written out, so that no terminal sequence or line break gets through.
void checkShown(const QString &shown, QStringView text)
{
    for (const QChar c : shown)
        FUZZ_CHECK(c.unicode() >= 0x20 && (c.unicode() < 0x7f || c.unicode() > 0x9f), shown);
    if (text.size() <= 24) {
        FUZZ_CHECK(shown == writtenOut(text), shown);
        return;
    }
    const QString dots = QStringLiteral("...");
    FUZZ_CHECK(shown.endsWith(dots), shown);
    const QStringView prefix = QStringView(shown).chopped(dots.size());
    const qsizetype kept = text.left(21).back().isHighSurrogate() ? 20 : 21;
    FUZZ_CHECK(prefix == writtenOut(text.left(kept)), shown);
}

QStringView withoutLeadingZeros(QStringView digits)
{
    while (digits.size() > 1 && digits.front() == QLatin1Char('0'))
        digits = digits.mid(1);
    return digits;
}

void checkNumber(QStringView text, Number minimum, Number maximum, ErrorKind rangeError,
                 int position)
{
    const Result<Number> got = readNumber(text, minimum, maximum, rangeError, position);
    const NumberOutcome expected = referenceNumber(text, minimum, maximum, rangeError);
    const QString detail =
        text.toString() + QStringLiteral(" in [%1, %2]").arg(minimum).arg(maximum);
    if (expected.value) {
        FUZZ_CHECK(got.ok(), detail + QStringLiteral(": ") + describe(got.error()));
        FUZZ_CHECK(*got == *expected.value, detail);
        return;
    }
    FUZZ_CHECK(!got, detail + QStringLiteral(" gave ") + QString::number(*got));
    const Error &e = got.error();
    FUZZ_CHECK(e.kind == expected.kind && e.position == position, detail + describe(e));
    if (e.kind == ErrorKind::NotANumber) {
        FUZZ_CHECK(e.args.size() == 1, describe(e));
        checkShown(e.args[0], text);
    } else {
        FUZZ_CHECK(e.args.size() == 3, describe(e));
        checkShown(e.args[0], withoutLeadingZeros(text));
        FUZZ_CHECK(e.args[1] == QString::number(minimum) && e.args[2] == QString::number(maximum),
                   describe(e));
    }
}

struct Token {
    int start;
    QStringView text;
};

std::vector<Token> tokensOf(QStringView line)
{
    std::vector<Token> tokens;
    int i = 0;
    while (i < int(line.size())) {
        if (isSeparator(line[i])) {
            ++i;
            continue;
        }
        const int start = i;
        while (i < int(line.size()) && !isSeparator(line[i]))
            ++i;
        tokens.push_back(Token{start, line.mid(start, i - start)});
    }
    return tokens;
}

// What readPuzzleLine / readPuzzleFields must give for these tokens: the puzzle or the first error
// from the left (a field that is not a number, or the target or a number out of its range); when
// every field is a number, the counts come first. Positions are the tokens' starts.
Result<Puzzle> referencePuzzle(const std::vector<Token> &tokens)
{
    std::optional<Error> firstOutOfRange;
    Puzzle puzzle;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const ErrorKind rangeError =
            i == 0 ? ErrorKind::TargetOutOfRange : ErrorKind::NumberOutOfRange;
        const NumberOutcome n = referenceNumber(tokens[i].text, 1, 999'999, rangeError);
        if (n.kind == ErrorKind::NotANumber)
            return firstOutOfRange ? *firstOutOfRange
                                   : Error{ErrorKind::NotANumber, tokens[i].start, {}};
        if (!n.value && !firstOutOfRange)
            firstOutOfRange = Error{n.kind, tokens[i].start, {}}; // args compared apart
        if (n.value && i == 0)
            puzzle.target = *n.value;
        else if (n.value)
            puzzle.numbers.push_back(*n.value);
    }
    if (tokens.size() < 2)
        return Error{ErrorKind::TooFewNumbers, -1, {QStringLiteral("1")}};
    if (tokens.size() > 8)
        return Error{ErrorKind::TooManyNumbers,
                     tokens[8].start,
                     {QStringLiteral("7"), QString::number(tokens.size() - 1)}};
    if (firstOutOfRange)
        return *firstOutOfRange;
    return puzzle;
}

void comparePuzzle(const Result<Puzzle> &got, const Result<Puzzle> &expected, const QString &what)
{
    if (expected) {
        FUZZ_CHECK(got.ok(), what + QStringLiteral(": ") + describe(got.error()));
        FUZZ_CHECK(*got == *expected, what);
        FUZZ_CHECK(!checkPuzzle(*got).has_value(), what);
        return;
    }
    FUZZ_CHECK(!got, what);
    FUZZ_CHECK(got.error().kind == expected.error().kind
                   && got.error().position == expected.error().position,
               what + QStringLiteral(": ") + describe(got.error()) + QStringLiteral(" vs ")
                   + describe(expected.error()));
    if (got.error().kind == ErrorKind::TooFewNumbers
        || got.error().kind == ErrorKind::TooManyNumbers)
        FUZZ_CHECK(got.error().args == expected.error().args, describe(got.error()));
    FUZZ_CHECK(!errorMessage(got.error()).isEmpty());
}

// checkPuzzle on any numbers: an error exactly when a rule of puzzle.h is broken, and then one
// that names a rule really broken.
void checkRawPuzzle(const Puzzle &puzzle)
{
    const std::optional<Error> error = checkPuzzle(puzzle);
    const auto outside = [](Number n) { return n < 1 || n > 999'999; };
    const int count = int(puzzle.numbers.size());
    const bool badCount = count < 1 || count > 7;
    const bool badNumber = std::any_of(puzzle.numbers.begin(), puzzle.numbers.end(), outside);
    const bool badTarget = outside(puzzle.target);
    FUZZ_CHECK(error.has_value() == (badCount || badNumber || badTarget));
    if (!error)
        return;
    FUZZ_CHECK(error->position == -1, describe(*error));
    switch (error->kind) {
    case ErrorKind::TooFewNumbers:
        FUZZ_CHECK(count < 1);
        break;
    case ErrorKind::TooManyNumbers:
        FUZZ_CHECK(count > 7 && error->args.value(1) == QString::number(count), describe(*error));
        break;
    case ErrorKind::NumberOutOfRange: {
        const auto first = std::find_if(puzzle.numbers.begin(), puzzle.numbers.end(), outside);
        FUZZ_CHECK(first != puzzle.numbers.end() && error->args.value(0) == QString::number(*first),
                   describe(*error));
        break;
    }
    case ErrorKind::TargetOutOfRange:
        FUZZ_CHECK(badTarget && error->args.value(0) == QString::number(puzzle.target),
                   describe(*error));
        break;
    default:
        FUZZ_CHECK(false, describe(*error));
    }
    FUZZ_CHECK(!errorMessage(*error).isEmpty());
}

// A SolveControl that cancels at the budget-th poll (never with a negative budget).
struct PollBudget {
    explicit PollBudget(int budget)
        : remaining(budget)
    {
    }
    SolveControl control()
    {
        SolveControl c;
        if (remaining >= 0)
            c.cancelled = [this] { return remaining-- <= 0; };
        return c;
    }
    int remaining;
};

void checkAnswer(const Puzzle &puzzle, SolveMode mode, const BestAnswer &best)
{
    const Expression &x = best.expression;
    const int n = int(puzzle.numbers.size());
    FUZZ_CHECK(!x.isEmpty());
    FUZZ_CHECK(x.value() == best.value);
    FUZZ_CHECK(best.value > 0);
    FUZZ_CHECK(
        best.distance
        == (best.value > puzzle.target ? best.value - puzzle.target : puzzle.target - best.value));
    FUZZ_CHECK(best.numbersUsed == x.tileCount());
    FUZZ_CHECK(isSubMultiset(x.tiles(), puzzle.numbers));
    if (mode == SolveMode::UseAll)
        FUZZ_CHECK(x.tileCount() == n);
    // Every step is allowed: the player typing it in would be accepted.
    const QString written = x.toString(Notation::Typographic);
    const Result<Expression> typed = parseAnswer(written, puzzle.numbers);
    FUZZ_CHECK(typed && typed->value() == best.value,
               written + (typed ? QString() : describe(typed.error())));
    if (mode == SolveMode::DropAllowed) {
        // A tile on its own is an answer, so the best is at least as close as every tile.
        for (const Number t : puzzle.numbers)
            FUZZ_CHECK(best.distance
                       <= (t > puzzle.target ? t - puzzle.target : puzzle.target - t));
    }
}

void solve(const Puzzle &puzzle, SolveMode mode, int budget)
{
    const int n = int(puzzle.numbers.size());
    Solver solver(puzzle.numbers, mode);
    FUZZ_CHECK(solver.numbers() == puzzle.numbers && solver.mode() == mode);

    // Seven tiles take too long for every input: only as far as the budget goes.
    PollBudget bestBudget(n <= 6 ? -1 : budget * 8);
    const std::optional<BestAnswer> best = solver.best(puzzle.target, bestBudget.control());
    FUZZ_CHECK(best.has_value() || n > 6);
    if (!best)
        return;
    checkAnswer(puzzle, mode, *best);
    if (n <= 4) {
        const auto brute = testsupport::bruteForceBest(puzzle.numbers, puzzle.target, mode);
        FUZZ_CHECK(brute.value == best->value && brute.distance == best->distance
                       && brute.fewest == best->numbersUsed,
                   QStringLiteral("brute force %1 (%2 tiles), solver %3 (%4 tiles)")
                       .arg(brute.value)
                       .arg(brute.fewest)
                       .arg(best->value)
                       .arg(best->numbersUsed));
    }

    PollBudget solutionsBudget(n <= 3 ? -1 : budget);
    const std::optional<Solutions> solutions =
        solver.solutions(puzzle.target, solutionsBudget.control());
    FUZZ_CHECK(solutions.has_value() || n > 3);
    if (!solutions)
        return;
    FUZZ_CHECK(solutions->expressions.empty() == (solutions->distance == -1));
    if (!solutions->expressions.empty())
        FUZZ_CHECK(solutions->distance == best->distance);
    std::set<std::string> forms;
    for (const Expression &x : solutions->expressions) {
        const Number d =
            x.value() > puzzle.target ? x.value() - puzzle.target : puzzle.target - x.value();
        FUZZ_CHECK(d == solutions->distance);
        FUZZ_CHECK(isSubMultiset(x.tiles(), puzzle.numbers));
        if (mode == SolveMode::UseAll)
            FUZZ_CHECK(x.tileCount() == n);
        FUZZ_CHECK(forms.insert(testsupport::normalForm(x)).second, x.toString());
    }
    if (n <= 3) {
        const auto reference =
            testsupport::referenceDistinctSolutions(puzzle.numbers, puzzle.target, mode);
        FUZZ_CHECK(reference.distance == solutions->distance);
        FUZZ_CHECK(reference.normalForms == forms);
    }
}

// Limits for readNumber: the puzzle's, and extremes around them and around 64 bits.
Number limitFrom(std::uint64_t bits)
{
    static const Number kLimits[] = {std::numeric_limits<Number>::min(),
                                     -1,
                                     0,
                                     1,
                                     100,
                                     999'999,
                                     1'000'000,
                                     999'999'999'999'999'999,
                                     1'000'000'000'000'000'000,
                                     std::numeric_limits<Number>::max() - 1,
                                     std::numeric_limits<Number>::max()};
    return kLimits[bits % (sizeof kLimits / sizeof kLimits[0])];
}

std::uint64_t fnv1a(const std::uint8_t *data, std::size_t size)
{
    std::uint64_t h = 14695981039346656037u;
    for (std::size_t i = 0; i < size; ++i)
        h = (h ^ data[i]) * 1099511628211u;
    return h;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // Choices that are not part of the text (limits, poll budget) come from a hash of the bytes,
    // so that the seeds stay plain text lines.
    std::uint64_t hash = fnv1a(data, size);
    const auto choose = [&hash] {
        hash = hash * 6364136223846793005u + 1442695040888963407u;
        return hash >> 33;
    };

    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const QStringList lines = text.split(QLatin1Char('\n'));
    int solved = 0;
    for (qsizetype l = 0; l < lines.size() && l < kMaxLines; ++l) {
        const QString &line = lines[l];
        const std::vector<Token> tokens = tokensOf(line);
        const Result<Puzzle> expected = referencePuzzle(tokens);
        const Result<Puzzle> fromLine = readPuzzleLine(line);
        comparePuzzle(fromLine, expected, QStringLiteral("line ") + line);
        if (!fromLine && fromLine.error().kind != ErrorKind::TooFewNumbers
            && fromLine.error().kind != ErrorKind::TooManyNumbers) {
            const Error &e = fromLine.error();
            const int index =
                int(std::find_if(tokens.begin(), tokens.end(),
                                 [&](const Token &t) { return t.start == e.position; })
                    - tokens.begin());
            FUZZ_CHECK(index < int(tokens.size()), describe(e));
            // The same arguments as readNumber gives for that token alone.
            const Result<Number> alone =
                readNumber(tokens[std::size_t(index)].text, 1, 999'999, e.kind, e.position);
            FUZZ_CHECK(!alone && alone.error() == e, describe(e));
        }

        // The same tokens as fields: the same outcome without positions.
        QStringList fields;
        std::vector<Token> fieldTokens;
        for (const Token &t : tokens) {
            fields << t.text.toString();
            fieldTokens.push_back(Token{-1, t.text});
        }
        const Result<Puzzle> fromFields = readPuzzleFields(fields);
        comparePuzzle(fromFields, referencePuzzle(fieldTokens), QStringLiteral("fields ") + line);
        FUZZ_CHECK(fromFields.ok() == fromLine.ok());
        if (fromLine)
            FUZZ_CHECK(*fromFields == *fromLine);
        else
            FUZZ_CHECK(fromFields.error().kind == fromLine.error().kind
                           && fromFields.error().args == fromLine.error().args,
                       describe(fromFields.error()) + QStringLiteral(" vs ")
                           + describe(fromLine.error()));

        // Split on single spaces: empty fields and tabs are kept, and are not numbers.
        const QStringList rawFields = line.split(QLatin1Char(' '));
        std::vector<Token> rawTokens;
        for (const QString &f : rawFields)
            rawTokens.push_back(Token{-1, f});
        comparePuzzle(readPuzzleFields(rawFields), referencePuzzle(rawTokens),
                      QStringLiteral("raw fields ") + line);

        // Each token with other limits, and all of them as signed integers for checkPuzzle.
        Puzzle raw;
        for (std::size_t i = 0; i < tokens.size() && i < 10; ++i) {
            const Number a = limitFrom(choose());
            const Number b = limitFrom(choose());
            checkNumber(tokens[i].text, std::min(a, b), std::max(a, b),
                        i == 0 ? ErrorKind::TargetOutOfRange : ErrorKind::NumberOutOfRange,
                        tokens[i].start);
            bool ok = false;
            const Number n = tokens[i].text.toLongLong(&ok);
            if (i == 0)
                raw.target = ok ? n : 0;
            else if (ok)
                raw.numbers.push_back(n);
        }
        checkRawPuzzle(raw);

        if (fromLine && solved < kMaxSolvedPuzzles) {
            ++solved;
            const int budget = int(choose() % 200);
            solve(*fromLine, SolveMode::DropAllowed, budget);
            solve(*fromLine, SolveMode::UseAll, budget);
        }
    }
    return 0;
}
