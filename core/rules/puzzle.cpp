// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "puzzle.h"

#include <QtNumeric>

namespace countdown {

namespace {

QString number(Number n)
{
    return QString::number(n);
}

// A piece of the input as an error shows it: long texts are cut, so that a 100,000-character
// line gives a one-line message, and control characters are written out (withControlsWrittenOut).
QString shown(QStringView text)
{
    constexpr qsizetype kLimit = 24;
    qsizetype keep = text.size();
    if (text.size() > kLimit) {
        keep = kLimit - 3;
        if (text[keep - 1].isHighSurrogate()) // never cut a character in two
            --keep;
    }
    QString out = withControlsWrittenOut(text.left(keep));
    if (keep < text.size())
        out += QStringLiteral("...");
    return out;
}

struct Token {
    int start; // character index in the input, or -1
    QStringView text;
};

bool isDigits(QStringView text)
{
    // Only ASCII digits: QChar::isDigit() would also accept other scripts' digits.
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    return !text.isEmpty();
}

// Field `index` of a line (0: the target) read as a number within its range.
Result<Number> readField(const Token &token, int index)
{
    return index == 0 ? readNumber(token.text, kMinTarget, kMaxTarget, ErrorKind::TargetOutOfRange,
                                   token.start)
                      : readNumber(token.text, kMinNumber, kMaxNumber, ErrorKind::NumberOutOfRange,
                                   token.start);
}

// Reads the fields one at a time as `next` gives them (false at the end), keeping only what a
// puzzle can hold: a line of millions of fields costs no more than one of eight. The first field
// from the left that is not a number, or is out of its range, is the error (a fan who typed "abc"
// is told that, not how many numbers a puzzle needs); when every field is a number, the count is
// checked first.
template <typename Next>
Result<Puzzle> readTokens(Next next)
{
    Puzzle puzzle;
    std::optional<Error> firstOutOfRange;
    std::optional<int> tooManyAt; // where the first field past the most a puzzle may have starts
    int count = 0;
    Token token{};
    while (next(token)) {
        if (!isDigits(token.text)) {
            if (firstOutOfRange)
                return *firstOutOfRange;
            return readNumber(token.text, 0, 0, ErrorKind::NotANumber, token.start).error();
        }
        const int index = count++;
        if (index == kMaxTiles + 1)
            tooManyAt = token.start;
        const Result<Number> value = readField(token, index);
        if (!value) {
            if (!firstOutOfRange)
                firstOutOfRange = value.error();
        } else if (index == 0) {
            puzzle.target = value.value();
        } else if (index <= kMaxTiles) {
            puzzle.numbers.push_back(value.value());
        }
    }
    if (count < 2)
        return Error{ErrorKind::TooFewNumbers, -1, {number(kMinTiles)}};
    if (count - 1 > kMaxTiles)
        return Error{ErrorKind::TooManyNumbers, *tooManyAt, {number(kMaxTiles), number(count - 1)}};
    if (firstOutOfRange)
        return *firstOutOfRange;
    return puzzle;
}

} // namespace

std::optional<Error> checkPuzzle(const Puzzle &puzzle)
{
    if (auto error = checkNumbers(puzzle.numbers))
        return error;
    if (puzzle.target < kMinTarget || puzzle.target > kMaxTarget)
        return Error{ErrorKind::TargetOutOfRange,
                     -1,
                     {number(puzzle.target), number(kMinTarget), number(kMaxTarget)}};
    return std::nullopt;
}

std::optional<Error> checkNumbers(const std::vector<Number> &numbers)
{
    const int count = int(numbers.size());
    if (count < kMinTiles)
        return Error{ErrorKind::TooFewNumbers, -1, {number(kMinTiles)}};
    if (count > kMaxTiles)
        return Error{ErrorKind::TooManyNumbers, -1, {number(kMaxTiles), number(count)}};
    for (const Number n : numbers) {
        if (n < kMinNumber || n > kMaxNumber)
            return Error{ErrorKind::NumberOutOfRange,
                         -1,
                         {number(n), number(kMinNumber), number(kMaxNumber)}};
    }
    return std::nullopt;
}

Result<Number> readNumber(QStringView text, Number minimum, Number maximum, ErrorKind rangeError,
                          int position)
{
    if (text.isEmpty())
        return Error{ErrorKind::NotANumber, position, {QString()}};
    for (const QChar c : text) {
        // Only ASCII digits: QChar::isDigit() would also accept other scripts' digits.
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return Error{ErrorKind::NotANumber, position, {shown(text)}};
    }
    // Leading zeros do not count towards the length that could overflow.
    QStringView digits = text;
    while (digits.size() > 1 && digits.front() == QLatin1Char('0'))
        digits = digits.mid(1);
    const auto rangeErrorFor = [&] {
        return Error{rangeError, position, {shown(digits), number(minimum), number(maximum)}};
    };
    // Accumulated with an overflow check rather than refused by length, so that any 64-bit
    // maximum holds (a 19-digit number below 2^63 is a number); beyond 64 bits is beyond any
    // maximum, found after at most 20 digits however long the text.
    Number value = 0;
    for (const QChar c : digits) {
        if (qMulOverflow(value, Number(10), &value)
            || qAddOverflow(value, Number(c.unicode() - u'0'), &value))
            return rangeErrorFor();
    }
    if (value < minimum || value > maximum)
        return rangeErrorFor();
    return value;
}

Result<Puzzle> readPuzzleLine(QStringView line)
{
    const auto isSpace = [](QChar c) {
        return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\r');
    };
    int i = 0;
    return readTokens([&](Token &token) {
        while (i < int(line.size()) && isSpace(line[i]))
            ++i;
        if (i >= int(line.size()))
            return false;
        const int start = i;
        while (i < int(line.size()) && !isSpace(line[i]))
            ++i;
        token = Token{start, line.mid(start, i - start)};
        return true;
    });
}

Result<Puzzle> readPuzzleFields(const QStringList &fields)
{
    qsizetype i = 0;
    return readTokens([&](Token &token) {
        if (i >= fields.size())
            return false;
        token = Token{-1, fields[i++]};
        return true;
    });
}

std::optional<Puzzle> PuzzleForm::puzzle() const
{
    if (error || numbers.empty() || !target)
        return std::nullopt;
    return Puzzle{numbers, *target};
}

PuzzleForm readPuzzleForm(const QString &numbers, const QString &target)
{
    PuzzleForm form;
    const QString numbersText =
        QString(numbers).replace(QLatin1Char(','), QLatin1Char(' ')).simplified();
    if (!numbersText.isEmpty()) {
        for (const QString &field : numbersText.split(QLatin1Char(' '))) {
            const Result<Number> n =
                readNumber(field, kMinNumber, kMaxNumber, ErrorKind::NumberOutOfRange, -1);
            if (!n) {
                form.error = n.error();
                return form;
            }
            form.numbers.push_back(n.value());
        }
        form.error = checkNumbers(form.numbers);
        if (form.error)
            return form;
    }
    const QString targetText = target.trimmed();
    if (!targetText.isEmpty()) {
        const Result<Number> t =
            readNumber(targetText, kMinTarget, kMaxTarget, ErrorKind::TargetOutOfRange, -1);
        if (t)
            form.target = t.value();
        else
            form.error = t.error();
    }
    return form;
}

} // namespace countdown
