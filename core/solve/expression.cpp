// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "expression.h"

#include "numbertext.h"

#include <algorithm>
#include <cassert>

namespace countdown {

Expression Expression::tile(Number value)
{
    Expression e;
    e.m_nodes.push_back(Node{value, Operator::Add, -1, -1});
    return e;
}

Expression Expression::combine(const Expression &left, Operator op, const Expression &right)
{
    return combine(Expression(left), op, right);
}

Expression Expression::combine(Expression &&left, Operator op, const Expression &right)
{
    assert(!left.isEmpty() && !right.isEmpty());
    const auto value = tryApply(left.value(), op, right.value());
    assert(value && "Expression::combine: the caller must check the step first");
    // Post-order keeps every subtree contiguous: the left operand's nodes stay where they are, the
    // right operand's follow with their indices shifted, then the new root. No recursion, so
    // long typed expressions cannot exhaust the stack.
    Expression e = std::move(left);
    const int leftRoot = int(e.m_nodes.size()) - 1;
    const int offset = int(e.m_nodes.size());
    e.appendShifted(right.m_nodes.begin(), right.m_nodes.end(), offset);
    e.m_nodes.push_back(Node{value.value_or(0), op, leftRoot, int(e.m_nodes.size()) - 1});
    return e;
}

void Expression::appendShifted(std::vector<Node>::const_iterator first,
                               std::vector<Node>::const_iterator last, int offset)
{
    // Grown geometrically, never to the exact size: reserving exactly what is needed would
    // reallocate on every step of a long sum built left to right, copying it each time.
    const std::size_t needed = m_nodes.size() + std::size_t(last - first) + 1;
    if (needed > m_nodes.capacity())
        m_nodes.reserve(std::max(needed, 2 * m_nodes.capacity()));
    for (; first != last; ++first) {
        Node node = *first;
        if (node.left >= 0) {
            node.left += offset;
            node.right += offset;
        }
        m_nodes.push_back(node);
    }
}

Expression Expression::subtree(int index) const
{
    // A subtree is the run of nodes from its leftmost leaf to its root.
    int first = index;
    while (m_nodes[std::size_t(first)].left >= 0)
        first = m_nodes[std::size_t(first)].left;
    Expression e;
    e.appendShifted(m_nodes.begin() + first, m_nodes.begin() + index + 1, -first);
    return e;
}

Expression Expression::left() const
{
    assert(!isEmpty() && !isTile());
    return subtree(root().left);
}

Expression Expression::right() const
{
    assert(!isEmpty() && !isTile());
    return subtree(root().right);
}

int Expression::tileCount() const
{
    return int(m_nodes.size() + 1) / 2; // a full binary tree: leaves = internal nodes + 1
}

int Expression::operatorCount(Operator op) const
{
    return int(std::count_if(m_nodes.begin(), m_nodes.end(),
                             [op](const Node &n) { return n.left >= 0 && n.op == op; }));
}

Number Expression::largestValue() const
{
    Number largest = 0;
    for (const Node &n : m_nodes)
        largest = std::max(largest, n.value);
    return largest;
}

std::vector<Number> Expression::tiles() const
{
    // Post-order lists the leaves in their written (left-to-right) order.
    std::vector<Number> result;
    for (const Node &node : m_nodes) {
        if (node.left < 0)
            result.push_back(node.value);
    }
    return result;
}

// Writes an expression with the fewest brackets. A run of + and - (or of * and /) is flattened into
// one group of signed terms, so only a sum inside a product needs brackets. The terms keep the
// tree's order when reading them left to right keeps every intermediate a positive integer;
// otherwise the added (multiplied) terms come first, which always does. If even that is not
// possible (a sum beyond 64 bits), the tree is written as it stands.
class ExpressionFormatter {
public:
    ExpressionFormatter(const Expression &e, Notation notation)
        : m_e(e)
        , m_notation(notation)
    {
    }

    // Appends the text of the subtree at `index` to `out`: one string grown for the whole
    // expression rather than one per subtree.
    void format(int index, QString &out) const
    {
        const Expression::Node &node = m_e.m_nodes[index];
        if (node.left < 0) {
            appendNumber(out, node.value);
            return;
        }

        std::vector<Term> terms;
        collect(index, true, precedence(node.op), terms);
        if (!readsCorrectly(terms, node.op)) {
            std::stable_partition(terms.begin(), terms.end(),
                                  [](const Term &t) { return t.positive; });
            if (!readsCorrectly(terms, node.op)) {
                formatLiterally(index, out);
                return;
            }
        }
        const bool additive = precedence(node.op) == 1;
        for (std::size_t i = 0; i < terms.size(); ++i) {
            if (i > 0) {
                const Operator op =
                    additive ? (terms[i].positive ? Operator::Add : Operator::Subtract)
                             : (terms[i].positive ? Operator::Multiply : Operator::Divide);
                out += QLatin1Char(' ');
                out += operatorSymbol(op, m_notation);
                out += QLatin1Char(' ');
            }
            formatOperand(terms[i].index, precedence(node.op), out);
        }
    }

private:
    struct Term {
        int index;
        bool positive; // added or multiplied; otherwise subtracted or divided
    };

    // The group's terms in written order. Iterative: a typed "1 + 1 + ... + 1" is a chain as deep
    // as it is long.
    void collect(int index, bool positive, int level, std::vector<Term> &terms) const
    {
        std::vector<Term> pending = {Term{index, positive}};
        while (!pending.empty()) {
            const Term term = pending.back();
            pending.pop_back();
            const Expression::Node &node = m_e.m_nodes[std::size_t(term.index)];
            if (node.left < 0 || precedence(node.op) != level) {
                terms.push_back(term);
                continue;
            }
            const bool inverse = node.op == Operator::Subtract || node.op == Operator::Divide;
            pending.push_back(Term{node.right, inverse ? !term.positive : term.positive});
            pending.push_back(Term{node.left, term.positive});
        }
    }

    bool readsCorrectly(const std::vector<Term> &terms, Operator groupOp) const
    {
        if (terms.empty() || !terms.front().positive)
            return false;
        const bool additive = precedence(groupOp) == 1;
        Number running = m_e.m_nodes[terms.front().index].value;
        for (std::size_t i = 1; i < terms.size(); ++i) {
            const Operator op = additive
                                    ? (terms[i].positive ? Operator::Add : Operator::Subtract)
                                    : (terms[i].positive ? Operator::Multiply : Operator::Divide);
            const auto next = tryApply(running, op, m_e.m_nodes[terms[i].index].value);
            if (!next)
                return false;
            running = *next;
        }
        return true;
    }

    // An operand inside a group of the given precedence level.
    void formatOperand(int index, int level, QString &out) const
    {
        const Expression::Node &node = m_e.m_nodes[index];
        const bool needsBrackets = node.left >= 0 && precedence(node.op) < level;
        if (needsBrackets)
            out += QLatin1Char('(');
        format(index, out);
        if (needsBrackets)
            out += QLatin1Char(')');
    }

    // The tree exactly as it is: brackets wherever reading left to right would regroup it.
    void formatLiterally(int index, QString &out) const
    {
        const Expression::Node &node = m_e.m_nodes[index];
        if (node.left < 0) {
            appendNumber(out, node.value);
            return;
        }
        const auto side = [&](int child, bool isRight) {
            const Expression::Node &c = m_e.m_nodes[child];
            const bool brackets = c.left >= 0
                                  && (precedence(c.op) < precedence(node.op)
                                      || (isRight && precedence(c.op) == precedence(node.op)));
            if (brackets)
                out += QLatin1Char('(');
            formatLiterally(child, out);
            if (brackets)
                out += QLatin1Char(')');
        };
        side(node.left, false);
        out += QLatin1Char(' ');
        out += operatorSymbol(node.op, m_notation);
        out += QLatin1Char(' ');
        side(node.right, true);
    }

    const Expression &m_e;
    Notation m_notation;
};

QString Expression::toString(Notation notation) const
{
    if (isEmpty())
        return {};
    QString text;
    text.reserve(qsizetype(m_nodes.size()) * 4); // "25 + " per tile and step, about
    ExpressionFormatter(*this, notation).format(int(m_nodes.size()) - 1, text);
    return text;
}

QStringList Expression::steps(Notation notation) const
{
    QStringList result;
    for (const Node &node : m_nodes) {
        if (node.left < 0)
            continue;
        // "LEFT OP RIGHT = VALUE", appended piece by piece: cheaper than a format with arguments.
        QString step;
        appendNumber(step, m_nodes[node.left].value);
        step += QLatin1Char(' ');
        step += operatorSymbol(node.op, notation);
        step += QLatin1Char(' ');
        appendNumber(step, m_nodes[node.right].value);
        step += QLatin1StringView(" = ");
        appendNumber(step, node.value);
        result << step;
    }
    return result;
}

} // namespace countdown
