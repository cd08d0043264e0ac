#include "puzzle.h"

namespace countdown {

namespace {
QString number(Number n) { return QString::number(n); }
} // namespace

std::optional<Error> checkPuzzle(const Puzzle &puzzle)
{
    const int count = int(puzzle.numbers.size());
    if (count < kMinTiles)
        return Error{ErrorKind::TooFewNumbers, -1, {number(kMinTiles)}};
    if (count > kMaxTiles)
        return Error{ErrorKind::TooManyNumbers, -1, {number(kMaxTiles), number(count)}};
    for (const Number n : puzzle.numbers) {
        if (n < kMinNumber || n > kMaxNumber)
            return Error{ErrorKind::NumberOutOfRange,
                         -1,
                         {number(n), number(kMinNumber), number(kMaxNumber)}};
    }
    if (puzzle.target < kMinTarget || puzzle.target > kMaxTarget)
        return Error{ErrorKind::TargetOutOfRange,
                     -1,
                     {number(puzzle.target), number(kMinTarget), number(kMaxTarget)}};
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
            return Error{ErrorKind::NotANumber, position, {text.toString()}};
    }
    // Leading zeros do not count towards the length that could overflow.
    QStringView digits = text;
    while (digits.size() > 1 && digits.front() == QLatin1Char('0'))
        digits = digits.mid(1);
    const auto rangeErrorFor = [&] {
        const QString shown = digits.size() > 24 ? digits.left(21).toString() + QStringLiteral("...")
                                                 : digits.toString();
        return Error{rangeError, position, {shown, number(minimum), number(maximum)}};
    };
    if (digits.size() > 18) // beyond any limit we accept, and beyond what fits in 64 bits
        return rangeErrorFor();
    Number value = 0;
    for (const QChar c : digits)
        value = value * 10 + (c.unicode() - '0');
    if (value < minimum || value > maximum)
        return rangeErrorFor();
    return value;
}

Result<Puzzle> readPuzzleLine(QStringView line)
{
    struct Token {
        int start;
        QStringView text;
    };
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

    if (tokens.size() < 2)
        return Error{ErrorKind::TooFewNumbers, -1, {number(kMinTiles)}};
    const int count = int(tokens.size()) - 1;
    if (count > kMaxTiles)
        return Error{ErrorKind::TooManyNumbers, tokens[kMaxTiles + 1].start,
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

} // namespace countdown
