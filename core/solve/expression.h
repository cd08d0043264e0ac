// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// An arithmetic answer as a tree of tiles and operations, with its value, and the ways it is
// shown to people: one line with the fewest brackets, or the steps a contestant would call out.
#pragma once

#include "arithmetic.h"
#include "number.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace countdown {

class Expression {
public:
    // An empty expression (no tiles, value 0): what a default-constructed answer holds.
    Expression() = default;
    // A single tile.
    static Expression tile(Number value);
    // `left op right`. The caller has checked that the step is allowed (see applyOperator);
    // the value is computed here.
    static Expression combine(const Expression &left, Operator op, const Expression &right);
    // The same, reusing the left operand's storage (building a long sum left to right stays
    // linear).
    static Expression combine(Expression &&left, Operator op, const Expression &right);

    bool isEmpty() const { return m_nodes.empty(); }
    Number value() const { return isEmpty() ? 0 : root().value; }
    bool isTile() const { return !isEmpty() && root().left < 0; }
    // For a combination: its operator and operands.
    Operator op() const { return root().op; }
    Expression left() const;
    Expression right() const;

    int tileCount() const;
    // How many steps use `op`, and the largest number it writes down (a tile or a result): how
    // hard it is to follow.
    int operatorCount(Operator op) const;
    Number largestValue() const;
    // The tiles it uses, in the order they are written.
    std::vector<Number> tiles() const;

    // One line, read left to right with the usual precedence, with the fewest brackets; every
    // intermediate result of that reading is a positive integer, e.g. "(75 + 100 / 25) * (8 + 2)".
    QString toString(Notation notation = Notation::Ascii) const;
    // The operations in working order, e.g. {"100 / 25 = 4", "75 + 4 = 79", ...}.
    QStringList steps(Notation notation = Notation::Ascii) const;

    friend bool operator==(const Expression &, const Expression &) = default;

private:
    struct Node {
        Number value = 0;
        Operator op = Operator::Add;
        int left = -1; // indices into m_nodes; -1 for a tile
        int right = -1;
        friend bool operator==(const Node &, const Node &) = default;
    };

    const Node &root() const { return m_nodes.back(); }
    Expression subtree(int index) const;
    void appendShifted(std::vector<Node>::const_iterator first,
                       std::vector<Node>::const_iterator last, int offset);

    friend class ExpressionFormatter;

    // Post-order: children before their parent, the root last.
    std::vector<Node> m_nodes;
};

} // namespace countdown
