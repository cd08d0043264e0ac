#include "puzzle.h"

#include <QtNumeric>

namespace countdown {

namespace {

QString number(Number n)
{
    return QString::number(n);
}

// A piece of the input as an error shows it: long texts are cut, so that a 100,000-character
// line gives a one-line message.
QString shown(QStringView text)
{
    constexpr qsizetype kLimit = 24;
    if (text.size() <= kLimit)
        return text.toString();
    qsizetype keep = kLimit - 3;
    if (text[keep - 1].isHighSurrogate()) // never cut a character in two
        --keep;
    return text.left(keep).toString() + QStringLiteral("...");
}

struct Token {
    int start; // character index in the input, or -1
    QStringView text;
};

// Counts first, then the target, then the numbers in order: the first problem found.
Result<Puzzle> readTokens(const std::vector<Token> &tokens)
{
    if (tokens.size() < 2)
        return Error{ErrorKind::TooFewNumbers, -1, {number(kMinTiles)}};
    const int count = int(tokens.size()) - 1;
    if (count > kMaxTiles)
        return Error{ErrorKind::TooManyNumbers,
                     tokens[kMaxTiles + 1].start,
                     {number(kMaxTiles), number(count)}};

    Puzzle puzzle;
    auto target = readNumber(tokens[0].text, kMinTarget, kMaxTarget, ErrorKind::TargetOutOfRange,
                             tokens[0].start);
    if (!target)
        return target.error();
    puzzle.target = target.value();
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        auto n = readNumber(tokens[i].text, kMinNumber, kMaxNumber, ErrorKind::NumberOutOfRange,
                            tokens[i].start);
        if (!n)
            return n.error();
        puzzle.numbers.push_back(n.value());
    }
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
    std::vector<Token> tokens;
    const auto isSpace = [](QChar c) {
        return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\r');
    };
    for (int i = 0; i < int(line.size());) {
        if (isSpace(line[i])) {
            ++i;
            continue;
        }
        const int start = i;
        while (i < int(line.size()) && !isSpace(line[i]))
            ++i;
        tokens.push_back(Token{start, line.mid(start, i - start)});
    }
    return readTokens(tokens);
}

Result<Puzzle> readPuzzleFields(const QStringList &fields)
{
    std::vector<Token> tokens;
    tokens.reserve(std::size_t(fields.size()));
    for (const QString &field : fields)
        tokens.push_back(Token{-1, field});
    return readTokens(tokens);
}

} // namespace countdown
