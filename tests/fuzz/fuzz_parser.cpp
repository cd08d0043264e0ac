// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// fuzz-parser: any bytes, read as UTF-8 and as UTF-16, through parseExpression and parseAnswer.
//
// The oracle is a second parser written here from parser.h's contract alone (recursive descent
// instead of the core's shunting-yard, 128-bit arithmetic instead of overflow builtins): both must
// give the same error (kind, position, arguments) or the same expression (value, tiles in written
// order, steps). On top of that, for every expression that parses:
//  - its one-line text, in both notations, parses again to the same value and tiles, and writing
//    that again gives the same text;
//  - as an answer it is accepted with exactly its own tiles, and refused when one is missing;
//  - every error's position lies in the text and its message can be made.

#include "fuzzsupport.h"

#include "errorkinds.h"
#include "expression.h"
#include "parser.h"

#include <QStringView>

#include <cstring>
#include <map>

using namespace countdown;
using namespace countdown::fuzz;

namespace {

// Deeper than this many '(' the reference (which recurses) is skipped; the core is still run.
constexpr int kReferenceMaxBrackets = 1500;

enum class Kind { Number, Operator, Open, Close, Unknown, End };

struct RefToken {
    Kind kind = Kind::End;
    int position = 0;
    int length = 0;
    Number value = 0;
    bool tooLarge = false;
    Operator op = Operator::Add;
};

struct RefNode {
    Number value = 0; // a number's value; for a step, filled in by the evaluation
    bool isNumber = true;
    Operator op = Operator::Add;
    int left = -1;
    int right = -1;
    int position = 0; // the number's first digit or the operator
};

// The text read once: a syntax error, or the nodes in post-order (the order they are created in
// below) evaluated up to the first refused step, if any. The tiles are checked apart, per set.
struct RefParsed {
    std::optional<Error> syntaxError;
    std::vector<RefNode> nodes;
    std::optional<Error> stepError;
};

// A number is a maximal run of ASCII digits; it is too large beyond 2^63 - 1. Decided on the
// digit string (leading zeros dropped, then length and lexicographic order), not by arithmetic.
RefToken numberToken(QStringView text, int start, int end)
{
    RefToken t{Kind::Number, start, end - start};
    int first = start;
    while (first < end - 1 && text[first] == QLatin1Char('0'))
        ++first;
    const QString digits = text.mid(first, end - first).toString();
    const QString max = QStringLiteral("9223372036854775807");
    t.tooLarge = digits.size() > max.size() || (digits.size() == max.size() && digits > max);
    if (!t.tooLarge)
        t.value = digits.toLongLong();
    return t;
}

class ReferenceParser {
public:
    explicit ReferenceParser(QStringView text)
        : m_text(text)
    {
    }

    RefParsed parse()
    {
        RefParsed result;
        bool blank = true;
        for (const QChar c : m_text)
            blank = blank && (c == QLatin1Char(' ') || c == QLatin1Char('\t'));
        if (blank) {
            result.syntaxError = Error{ErrorKind::EmptyExpression, -1, {}};
            return result;
        }
        sum();
        if (!m_error) {
            const RefToken t = take();
            if (t.kind == Kind::Unknown)
                unknown(t);
            else if (t.kind == Kind::Close)
                m_error = Error{ErrorKind::UnbalancedCloseBracket, t.position, {}};
            // sum() returns only before ')' or the end.
        }
        if (m_error) {
            result.syntaxError = m_error;
            return result;
        }
        result.stepError = evaluate();
        result.nodes = std::move(m_nodes);
        return result;
    }

private:
    static bool isSpace(QChar c) { return c == QLatin1Char(' ') || c == QLatin1Char('\t'); }

    RefToken lex()
    {
        while (m_pos < int(m_text.size()) && isSpace(m_text[m_pos]))
            ++m_pos;
        if (m_pos == int(m_text.size()))
            return RefToken{Kind::End, m_pos, 0};
        const int start = m_pos;
        const char16_t c = m_text[m_pos].unicode();
        if (c >= u'0' && c <= u'9') {
            while (m_pos < int(m_text.size()) && m_text[m_pos] >= QLatin1Char('0')
                   && m_text[m_pos] <= QLatin1Char('9'))
                ++m_pos;
            return numberToken(m_text, start, m_pos);
        }
        ++m_pos;
        RefToken t{Kind::Operator, start, 1};
        switch (c) {
        case u'+':
            t.op = Operator::Add;
            return t;
        case u'-':
        case u'\u2212':
            t.op = Operator::Subtract;
            return t;
        case u'*':
        case u'x':
        case u'X':
        case u'\u00d7':
            t.op = Operator::Multiply;
            return t;
        case u'/':
        case u':':
        case u'\u00f7':
            t.op = Operator::Divide;
            return t;
        case u'(':
            t.kind = Kind::Open;
            return t;
        case u')':
            t.kind = Kind::Close;
            return t;
        default:
            t.kind = Kind::Unknown;
            if (QChar::isHighSurrogate(c) && m_pos < int(m_text.size())
                && m_text[m_pos].isLowSurrogate()) {
                ++m_pos;
                t.length = 2;
            }
            return t;
        }
    }

    const RefToken &peek()
    {
        if (!m_peeked) {
            m_next = lex();
            m_peeked = true;
        }
        return m_next;
    }

    RefToken take()
    {
        peek();
        m_peeked = false;
        return m_next;
    }

    void unknown(const RefToken &t)
    {
        m_error = Error{
            ErrorKind::UnknownSymbol, t.position, {m_text.mid(t.position, t.length).toString()}};
    }

    int node(RefNode n)
    {
        m_nodes.push_back(n);
        return int(m_nodes.size()) - 1;
    }

    // sum := product (('+' | '-') product)*; returns before ')' or the end, or with m_error set.
    int sum()
    {
        int left = product();
        while (!m_error && peek().kind == Kind::Operator && precedence(peek().op) == 1) {
            const RefToken t = take();
            const int right = product();
            if (m_error)
                return -1;
            left = node(RefNode{0, false, t.op, left, right, t.position});
        }
        return left;
    }

    // product := operand (('*' | '/') operand)*
    int product()
    {
        int left = operand();
        while (!m_error) {
            const RefToken &t = peek();
            if (t.kind == Kind::Unknown) {
                unknown(t);
                return -1;
            }
            if (t.kind == Kind::Number || t.kind == Kind::Open) {
                m_error = Error{ErrorKind::ExpectedOperator, t.position, {}};
                return -1;
            }
            if (t.kind != Kind::Operator || precedence(t.op) != 2)
                return left; // + - ) or the end: for the caller
            const RefToken op = take();
            const int right = operand();
            if (m_error)
                return -1;
            left = node(RefNode{0, false, op.op, left, right, op.position});
        }
        return -1;
    }

    // operand := number | '(' sum ')'
    int operand()
    {
        const RefToken t = take();
        switch (t.kind) {
        case Kind::Unknown:
            unknown(t);
            return -1;
        case Kind::Number:
            if (t.tooLarge) {
                m_error = Error{ErrorKind::NumberTooLarge,
                                t.position,
                                {m_text.mid(t.position, t.length).toString()}};
                return -1;
            }
            return node(RefNode{t.value, true, Operator::Add, -1, -1, t.position});
        case Kind::Open: {
            m_open.push_back(t.position);
            const int inside = sum();
            if (m_error)
                return -1;
            const RefToken close = take();
            if (close.kind == Kind::End) {
                // Unclosed brackets are only known at the end: the leftmost one is reported.
                m_error = Error{ErrorKind::UnbalancedOpenBracket, m_open.front(), {}};
                return -1;
            }
            m_open.pop_back(); // close.kind == Close
            return inside;
        }
        default:
            m_error = Error{ErrorKind::ExpectedNumber, t.position, {}};
            return -1;
        }
    }

    std::optional<Error> evaluate()
    {
        for (RefNode &n : m_nodes) {
            if (n.isNumber)
                continue;
            const Number a = m_nodes[std::size_t(n.left)].value;
            const Number b = m_nodes[std::size_t(n.right)].value;
            const StepOutcome step = referenceStep(a, n.op, b);
            if (!step.value)
                return referenceStepError(a, n.op, b, step.kind, n.position);
            n.value = *step.value;
        }
        return std::nullopt;
    }

    QStringView m_text;
    int m_pos = 0;
    RefToken m_next;
    bool m_peeked = false;
    std::vector<int> m_open; // positions of the '(' not closed yet
    std::vector<RefNode> m_nodes;
    std::optional<Error> m_error;
};

// The first number, from the left, that is not a tile or is one tile too many.
std::optional<Error> referenceTileError(const RefParsed &parsed, const std::vector<Number> &tiles)
{
    std::map<Number, int> left;
    for (const Number t : tiles)
        ++left[t];
    const std::map<Number, int> drawn = left;
    for (const RefNode &n : parsed.nodes) {
        if (!n.isNumber)
            continue;
        const auto found = drawn.find(n.value);
        if (found == drawn.end())
            return Error{ErrorKind::NumberNotAvailable, n.position, {QString::number(n.value)}};
        if (left[n.value]-- == 0)
            return Error{ErrorKind::NumberUsedTooOften,
                         n.position,
                         {QString::number(n.value), QString::number(found->second)}};
    }
    return std::nullopt;
}

using countdown::test::isSyntaxError;

bool isStepError(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::NegativeResult:
    case ErrorKind::ZeroResult:
    case ErrorKind::FractionalResult:
    case ErrorKind::DivisionByZero:
    case ErrorKind::Overflow:
        return true;
    default:
        return false;
    }
}

// What holds for any result of parseExpression / parseAnswer, reference or not.
// Steps are compared as text only for expressions this small: formatting thousands of steps
// would make every long input slow, and value and tiles are still compared for those.
constexpr int kMaxTilesForSteps = 32;

// What holds for any result of parseExpression / parseAnswer, reference or not.
void checkShape(QStringView text, const Result<Expression> &result, bool answer)
{
    if (!result) {
        const Error &e = result.error();
        const bool tileError =
            e.kind == ErrorKind::NumberNotAvailable || e.kind == ErrorKind::NumberUsedTooOften;
        FUZZ_CHECK(isSyntaxError(e.kind) || isStepError(e.kind) || (answer && tileError),
                   describe(e));
        FUZZ_CHECK((e.position == -1) == (e.kind == ErrorKind::EmptyExpression), describe(e));
        FUZZ_CHECK(e.position >= -1 && e.position <= int(text.size()), describe(e));
        FUZZ_CHECK(!errorMessage(e).isEmpty());
        return;
    }
    const Expression &x = *result;
    FUZZ_CHECK(!x.isEmpty());
    // A lone literal 0 is an expression; any step's result is positive.
    FUZZ_CHECK(x.value() > 0 || (x.isTile() && x.value() == 0));
    FUZZ_CHECK(int(x.tiles().size()) == x.tileCount());
}

// The core's result against the reference's for the same text (and tiles, for an answer).
void compareWithReference(const Result<Expression> &result, const RefParsed &reference,
                          const std::vector<Number> *tiles)
{
    std::optional<Error> expected = reference.syntaxError;
    if (!expected && tiles)
        expected = referenceTileError(reference, *tiles);
    if (!expected)
        expected = reference.stepError;
    if (expected) {
        FUZZ_CHECK(!result, QStringLiteral("the reference refuses it: ") + describe(*expected));
        FUZZ_CHECK(result.error() == *expected, QStringLiteral("core: ") + describe(result.error())
                                                    + QStringLiteral("; reference: ")
                                                    + describe(*expected));
        return;
    }
    FUZZ_CHECK(result.ok(), QStringLiteral("the reference accepts it, the core says: ")
                                + (result ? QString() : describe(result.error())));
    const Expression &x = *result;
    std::vector<Number> written;
    for (const RefNode &n : reference.nodes) {
        if (n.isNumber)
            written.push_back(n.value);
    }
    FUZZ_CHECK(x.value() == reference.nodes.back().value);
    FUZZ_CHECK(x.tiles() == written);
    if (x.tileCount() > kMaxTilesForSteps)
        return;
    // The steps in post-order show the tree's shape: which operands each operator took.
    QStringList steps;
    for (const RefNode &n : reference.nodes) {
        if (n.isNumber)
            continue;
        steps << QStringLiteral("%1 %2 %3 = %4")
                     .arg(reference.nodes[std::size_t(n.left)].value)
                     .arg(operatorSymbol(n.op, Notation::Ascii))
                     .arg(reference.nodes[std::size_t(n.right)].value)
                     .arg(n.value);
    }
    FUZZ_CHECK(x.steps() == steps, x.steps().join(QLatin1Char('|')) + QStringLiteral(" vs ")
                                       + steps.join(QLatin1Char('|')));
}

int countOpenBrackets(QStringView text)
{
    int n = 0;
    for (const QChar c : text)
        n += c == QLatin1Char('(');
    return n;
}

Result<Expression> answerChecked(QStringView text, const std::vector<Number> &tiles,
                                 const std::optional<RefParsed> &reference)
{
    const Result<Expression> answer = parseAnswer(text, tiles);
    checkShape(text, answer, true);
    if (reference)
        compareWithReference(answer, *reference, &tiles);
    if (answer)
        FUZZ_CHECK(isSubMultiset(answer->tiles(), tiles));
    return answer;
}

// Writing an expression and reading it back: same value and tiles; writing it again, same text.
void checkRoundTrip(const Expression &x, Notation notation)
{
    const QString written = x.toString(notation);
    const Result<Expression> again = parseExpression(written);
    FUZZ_CHECK(again.ok(), written + QStringLiteral(" -> ") + describe(again.error()));
    FUZZ_CHECK(again->value() == x.value(), written);
    FUZZ_CHECK(sameMultiset(again->tiles(), x.tiles()), written);
    FUZZ_CHECK(again->toString(notation) == written,
               written + QStringLiteral(" -> ") + again->toString(notation));
}

void checkText(QStringView text)
{
    std::optional<RefParsed> reference;
    if (countOpenBrackets(text) <= kReferenceMaxBrackets)
        reference = ReferenceParser(text).parse();

    const Result<Expression> expression = parseExpression(text);
    checkShape(text, expression, false);
    if (reference)
        compareWithReference(expression, *reference, nullptr);

    // A few tile sets: none, the classic six, one with repeats.
    static const std::vector<std::vector<Number>> tileSets = {
        {}, {100, 75, 50, 25, 6, 3}, {1, 1, 2, 2, 10, 10, 7}};
    for (const auto &tiles : tileSets) {
        const Result<Expression> answer = answerChecked(text, tiles, reference);
        // A syntax error is the same whatever the tiles; arithmetic is checked after the tiles.
        if (!expression && isSyntaxError(expression.error().kind))
            FUZZ_CHECK(!answer && answer.error() == expression.error());
        if (answer)
            FUZZ_CHECK(expression && *answer == *expression);
    }
    if (!expression)
        return;

    // Its own tiles make it an answer, the same expression; without one of them it is refused.
    std::vector<Number> own = expression->tiles();
    const Result<Expression> asAnswer = answerChecked(text, own, reference);
    FUZZ_CHECK(asAnswer && *asAnswer == *expression);
    own.pop_back();
    const Result<Expression> short_ = answerChecked(text, own, reference);
    FUZZ_CHECK(!short_);
    FUZZ_CHECK(short_.error().kind == ErrorKind::NumberNotAvailable
                   || short_.error().kind == ErrorKind::NumberUsedTooOften,
               describe(short_.error()));

    checkRoundTrip(*expression, Notation::Ascii);
    checkRoundTrip(*expression, Notation::Typographic);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // As UTF-8 (invalid sequences become U+FFFD), as the game's text field gives it.
    checkText(QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)));

    // As UTF-16 code units, lone surrogates and all (a QString may hold anything).
    std::vector<char16_t> units(size / 2);
    if (!units.empty())
        std::memcpy(units.data(), data, units.size() * sizeof(char16_t));
    checkText(QStringView(units.data(), qsizetype(units.size())));
    return 0;
}
