// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "parser.h"

#include <map>
#include <optional>

// The text is read in three passes so that the player is told about the most basic problem first:
//  1. syntax (lexing and grammar, one left-to-right scan into postfix order: shunting-yard with
//     explicit stacks, so that 10,000 nested brackets cost no recursion);
//  2. for an answer, whether every number is an available tile;
//  3. the arithmetic, step by step in postfix order, which is the tree's bottom-up order with the
//     left operand before the right one.

namespace countdown {

namespace {

enum class TokenKind { Number, Operator, OpenBracket, CloseBracket, Unknown, End };

struct Token {
    TokenKind kind = TokenKind::End;
    int position = 0; // index of its first UTF-16 code unit in the text
    int length = 0;
    Number value = 0;            // Number
    bool tooLarge = false;       // Number: beyond kMaxIntermediate, so `value` is meaningless
    Operator op = Operator::Add; // Operator
};

bool isDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

bool isIgnoredSpace(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t');
}

std::optional<Operator> operatorFor(QChar c)
{
    switch (c.unicode()) {
    case u'+':
        return Operator::Add;
    case u'-':
    case u'\u2212': // minus sign
        return Operator::Subtract;
    case u'*':
    case u'x':
    case u'X':
    case u'\u00d7': // multiplication sign
        return Operator::Multiply;
    case u'/':
    case u':':
    case u'\u00f7': // division sign
        return Operator::Divide;
    default:
        return std::nullopt;
    }
}

// Splits the text into tokens on demand, so that an error early in the text is found before
// anything later is looked at.
class Lexer {
public:
    explicit Lexer(QStringView text)
        : m_text(text)
    {
    }

    Token next()
    {
        while (m_pos < m_text.size() && isIgnoredSpace(m_text[m_pos]))
            ++m_pos;
        Token token;
        token.position = int(m_pos);
        if (m_pos == m_text.size())
            return token; // End, at text.size()

        const QChar c = m_text[m_pos];
        if (isDigit(c))
            return readNumber();
        token.length = 1;
        if (const auto op = operatorFor(c)) {
            token.kind = TokenKind::Operator;
            token.op = *op;
        } else if (c == QLatin1Char('(')) {
            token.kind = TokenKind::OpenBracket;
        } else if (c == QLatin1Char(')')) {
            token.kind = TokenKind::CloseBracket;
        } else {
            token.kind = TokenKind::Unknown;
            // A character outside the BMP (an emoji) is reported whole, not as half a pair.
            if (c.isHighSurrogate() && m_pos + 1 < m_text.size()
                && m_text[m_pos + 1].isLowSurrogate())
                token.length = 2;
        }
        m_pos += token.length;
        return token;
    }

    QString textOf(const Token &token) const
    {
        return m_text.mid(token.position, token.length).toString();
    }

private:
    // A maximal run of ASCII digits. Its value is accumulated with an overflow check and the rest
    // of the run is only skipped once it is too large, so any length is read in linear time.
    Token readNumber()
    {
        Token token;
        token.kind = TokenKind::Number;
        token.position = int(m_pos);
        for (; m_pos < m_text.size() && isDigit(m_text[m_pos]); ++m_pos) {
            if (token.tooLarge)
                continue;
            const int digit = m_text[m_pos].unicode() - u'0';
            if (token.value > (kMaxIntermediate - digit) / 10)
                token.tooLarge = true;
            else
                token.value = token.value * 10 + digit;
        }
        token.length = int(m_pos) - token.position;
        return token;
    }

    QStringView m_text;
    qsizetype m_pos = 0;
};

// One item of the expression in postfix (reverse Polish) order.
struct PostfixItem {
    bool isNumber;
    Number value; // number
    Operator op;  // operator
    int position; // of the number's first digit or of the operator symbol
};

using Postfix = std::vector<PostfixItem>;

// What the operator stack holds: an operator waiting for its right operand, or an open bracket.
struct Pending {
    bool isOpenBracket;
    Operator op;
    int position;
};

bool onlySpaces(QStringView text)
{
    for (const QChar c : text) {
        if (!isIgnoredSpace(c))
            return false;
    }
    return true;
}

Error errorAt(ErrorKind kind, int position, QStringList args = {})
{
    return Error{kind, position, std::move(args)};
}

// Pass 1: the grammar is "operand (operator operand)*" where an operand is a number or a bracketed
// expression, read with a two-state machine (expecting an operand / expecting an operator) and
// shunting-yard. Errors are reported in the order a reader going left to right meets them; an
// unclosed '(' is only known at the end of the text, so it comes after every other syntax error.
Result<Postfix> toPostfix(QStringView text)
{
    if (onlySpaces(text))
        return errorAt(ErrorKind::EmptyExpression, -1);

    Lexer lexer(text);
    Postfix output;
    std::vector<Pending> stack;
    bool expectOperand = true;

    const auto popOperator = [&] {
        const Pending &top = stack.back();
        output.push_back(PostfixItem{false, 0, top.op, top.position});
        stack.pop_back();
    };

    for (;;) {
        const Token token = lexer.next();
        if (token.kind == TokenKind::Unknown)
            return errorAt(ErrorKind::UnknownSymbol, token.position, {lexer.textOf(token)});

        if (expectOperand) {
            switch (token.kind) {
            case TokenKind::Number:
                if (token.tooLarge)
                    return errorAt(ErrorKind::NumberTooLarge, token.position,
                                   {lexer.textOf(token)});
                output.push_back(PostfixItem{true, token.value, Operator::Add, token.position});
                expectOperand = false;
                break;
            case TokenKind::OpenBracket:
                stack.push_back(Pending{true, Operator::Add, token.position});
                break;
            default: // an operator, ')' (as in "()") or the end
                return errorAt(ErrorKind::ExpectedNumber, token.position);
            }
            continue;
        }

        switch (token.kind) {
        case TokenKind::Operator:
            // Left-associative: what is pending at the same or a higher level is complete.
            while (!stack.empty() && !stack.back().isOpenBracket
                   && precedence(stack.back().op) >= precedence(token.op))
                popOperator();
            stack.push_back(Pending{false, token.op, token.position});
            expectOperand = true;
            break;
        case TokenKind::CloseBracket:
            while (!stack.empty() && !stack.back().isOpenBracket)
                popOperator();
            if (stack.empty())
                return errorAt(ErrorKind::UnbalancedCloseBracket, token.position);
            stack.pop_back();
            break;
        case TokenKind::End:
            // Any '(' left is unmatched; the leftmost one is reported (the bottom of the stack).
            for (const Pending &pending : stack) {
                if (pending.isOpenBracket)
                    return errorAt(ErrorKind::UnbalancedOpenBracket, pending.position);
            }
            while (!stack.empty())
                popOperator();
            return output;
        default: // a number or '(' right after an operand
            return errorAt(ErrorKind::ExpectedOperator, token.position);
        }
    }
}

// Pass 2: each number must be a tile, and no tile may be used more often than it was drawn.
std::optional<Error> checkTiles(const Postfix &postfix, const std::vector<Number> &tiles)
{
    std::map<Number, int> available;
    for (const Number tile : tiles)
        ++available[tile];

    // Postfix order keeps the numbers in the order they are written.
    std::map<Number, int> used;
    for (const PostfixItem &item : postfix) {
        if (!item.isNumber)
            continue;
        const auto found = available.find(item.value);
        if (found == available.end())
            return errorAt(ErrorKind::NumberNotAvailable, item.position,
                           {QString::number(item.value)});
        if (++used[item.value] > found->second)
            return errorAt(ErrorKind::NumberUsedTooOften, item.position,
                           {QString::number(item.value), QString::number(found->second)});
    }
    return std::nullopt;
}

// Pass 2b: only the operations the variant allows; the leftmost refused one (the postfix order
// is not the written order for operators).
std::optional<Error> checkOperators(const Postfix &postfix, OperatorSet operators)
{
    const PostfixItem *first = nullptr;
    for (const PostfixItem &item : postfix) {
        if (!item.isNumber && !operators.contains(item.op)
            && (!first || item.position < first->position))
            first = &item;
    }
    if (!first)
        return std::nullopt;
    return errorAt(ErrorKind::OperationNotAllowed, first->position,
                   {operatorSymbol(first->op, Notation::Typographic)});
}

// Pass 3: evaluates the postfix form with an explicit stack; the first refused step is reported
// at its operator.
Result<Expression> evaluate(const Postfix &postfix)
{
    std::vector<Expression> stack;
    for (const PostfixItem &item : postfix) {
        if (item.isNumber) {
            stack.push_back(Expression::tile(item.value));
            continue;
        }
        // Pass 1 guarantees two operands for every operator.
        Expression right = std::move(stack.back());
        stack.pop_back();
        Expression left = std::move(stack.back());
        stack.pop_back();
        const Result<Number> step = applyOperator(left.value(), item.op, right.value());
        if (!step) {
            Error error = step.error();
            error.position = item.position;
            return error;
        }
        stack.push_back(Expression::combine(std::move(left), item.op, right));
    }
    return std::move(stack.back());
}

Result<Expression> parse(QStringView text, const std::vector<Number> *tiles, OperatorSet operators)
{
    const Result<Postfix> postfix = toPostfix(text);
    if (!postfix)
        return postfix.error();
    if (tiles) {
        if (auto error = checkTiles(*postfix, *tiles))
            return std::move(*error);
    }
    if (auto error = checkOperators(*postfix, operators))
        return std::move(*error);
    return evaluate(*postfix);
}

} // namespace

Result<Expression> parseExpression(QStringView text)
{
    return parse(text, nullptr, OperatorSet::all());
}

Result<Expression> parseAnswer(QStringView text, const std::vector<Number> &tiles,
                               OperatorSet operators)
{
    return parse(text, &tiles, operators);
}

} // namespace countdown
