// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "referencedistinct.h"

#include "arithmetic.h"

#include <algorithm>
#include <map>
#include <memory>

namespace countdown::testsupport {

namespace {

enum Kind { Number_ = 0, Additive = 1, Multiplicative = 2 };

struct Node {
    Number value = 0;
    Kind kind = Number_;
    std::vector<std::shared_ptr<const Node>> plus;  // added terms / multiplied factors
    std::vector<std::shared_ptr<const Node>> minus; // subtracted terms / divisors
    std::string text;                               // normal form
    int tiles = 1;
};
using NodePtr = std::shared_ptr<const Node>;

std::string textOf(Kind kind, const std::vector<NodePtr> &plus, const std::vector<NodePtr> &minus)
{
    // Children ordered by their own text: any fixed order makes equal forms equal text.
    std::vector<std::string> p, m;
    for (const auto &n : plus)
        p.push_back(n->text);
    for (const auto &n : minus)
        m.push_back(n->text);
    std::sort(p.begin(), p.end());
    std::sort(m.begin(), m.end());
    std::string t = kind == Additive ? "S[" : "P[";
    for (const auto &s : p)
        t += s + ",";
    t += "|";
    for (const auto &s : m)
        t += s + ",";
    return t + "]";
}

NodePtr leaf(Number value)
{
    auto n = std::make_shared<Node>();
    n->value = value;
    n->text = std::to_string(value);
    return n;
}

// Rule 2: join two parts with an operation, merging groups of the same kind.
NodePtr join(const NodePtr &left, Operator op, const NodePtr &right, Number value)
{
    auto n = std::make_shared<Node>();
    n->value = value;
    n->kind = (op == Operator::Add || op == Operator::Subtract) ? Additive : Multiplicative;
    n->tiles = left->tiles + right->tiles;
    const bool swapRight = op == Operator::Subtract || op == Operator::Divide;
    if (left->kind == n->kind) {
        n->plus = left->plus;
        n->minus = left->minus;
    } else {
        n->plus = {left};
    }
    std::vector<NodePtr> rp, rm;
    if (right->kind == n->kind) {
        rp = right->plus;
        rm = right->minus;
    } else {
        rp = {right};
    }
    if (swapRight)
        std::swap(rp, rm);
    n->plus.insert(n->plus.end(), rp.begin(), rp.end());
    n->minus.insert(n->minus.end(), rm.begin(), rm.end());
    n->text = textOf(n->kind, n->plus, n->minus);
    return n;
}

bool someSubsetSums(const std::vector<Number> &values, Number total, std::size_t from = 0)
{
    for (std::size_t i = from; i < values.size(); ++i) {
        if (values[i] == total)
            return true;
        if (values[i] < total && someSubsetSums(values, total - values[i], i + 1))
            return true;
    }
    return false;
}

bool someSubsetMultiplies(const std::vector<Number> &values, Number total, std::size_t from = 0)
{
    for (std::size_t i = from; i < values.size(); ++i) {
        if (values[i] == total)
            return true;
        if (values[i] < total && total % values[i] == 0
            && someSubsetMultiplies(values, total / values[i], i + 1))
            return true;
    }
    return false;
}

// Rule 4. A shorter writing that needs the group's own operation (+ for a sum, × for a product)
// counts only when the variant allows it; a term that is the whole value always does.
bool useless(const Node &n, OperatorSet operators)
{
    if (n.minus.empty())
        return false;
    std::vector<Number> plusValues;
    for (const auto &p : n.plus)
        plusValues.push_back(p->value);
    if (!operators.contains(n.kind == Additive ? Operator::Add : Operator::Multiply))
        return std::find(plusValues.begin(), plusValues.end(), n.value) != plusValues.end();
    if (n.kind == Additive) {
        Number taken = 0;
        for (const auto &m : n.minus)
            taken += m->value;
        for (const Number v : plusValues)
            if (v == 2 * taken)
                return true;
        return someSubsetSums(plusValues, n.value);
    }
    __extension__ using Wide = __int128;
    Wide divisor = 1;
    for (const auto &m : n.minus)
        divisor *= m->value;
    for (const Number v : plusValues)
        if (Wide(v) == divisor * divisor)
            return true;
    return someSubsetMultiplies(plusValues, n.value);
}

struct Built {
    NodePtr node;
    std::vector<unsigned> masks; // which tiles it can be using (equal tiles are interchangeable)
};

} // namespace

ReferenceSolutions referenceDistinctSolutions(const std::vector<Number> &tiles, Number target,
                                              SolveMode mode, OperatorSet operators)
{
    const bool useAll = mode == SolveMode::UseAll;
    const int n = int(tiles.size());
    std::vector<Number> selection = tiles;
    std::sort(selection.begin(), selection.end(), std::greater<>());

    std::vector<std::vector<Built>> byLength(std::size_t(n) + 1);
    std::map<std::string, std::vector<unsigned>> seen; // normal form -> masks it was made with
    ReferenceSolutions result;
    std::vector<NodePtr> nearest;
    Number nearestDistance = -1;

    const auto allowed = [&](const Node &node) { return !useAll || node.tiles == n; };
    // Every allowed expression sets the closest distance (the best answer's); only those that
    // count are kept (rule 6: a single tile only when it is the target).
    const auto offer = [&](const NodePtr &node, bool counts) {
        const Number d = node->value > target ? node->value - target : target - node->value;
        if (nearestDistance < 0 || d < nearestDistance) {
            nearestDistance = d;
            nearest.clear();
        }
        if (d == nearestDistance && counts)
            nearest.push_back(node);
    };

    // Single tiles; equal ones become one expression with several masks.
    for (int i = 0; i < n;) {
        Built b{leaf(selection[std::size_t(i)]), {}};
        int j = i;
        while (j < n && selection[std::size_t(j)] == selection[std::size_t(i)])
            b.masks.push_back(1u << j++);
        seen[b.node->text] = b.masks;
        if (allowed(*b.node))
            offer(b.node, b.node->value == target);
        byLength[1].push_back(b);
        i = j;
    }

    for (int length = 2; length <= n; ++length) {
        for (int l1 = 1; l1 <= length / 2; ++l1) {
            const int l2 = length - l1;
            // Copies: byLength[length] grows below, and l2 < length, so these stay valid.
            const auto &shorter = byLength[std::size_t(l1)];
            const auto &longer = byLength[std::size_t(l2)];
            for (const Built &e1 : shorter) {
                for (const Built &e2 : longer) {
                    std::vector<unsigned> masks;
                    for (const unsigned m1 : e1.masks)
                        for (const unsigned m2 : e2.masks)
                            if ((m1 & m2) == 0)
                                masks.push_back(m1 | m2);
                    if (masks.empty())
                        continue;
                    // Rule 1: larger value on the left; on a tie the shorter one stays left.
                    NodePtr left = e1.node, right = e2.node;
                    if (left->value < right->value)
                        std::swap(left, right);
                    const Number lv = left->value, rv = right->value;
                    for (const Operator op : kOperators) {
                        if (!operators.contains(op))
                            continue;
                        // Rule 3 (rule 7 in UseAll mode).
                        if (op == Operator::Divide && (lv % rv != 0 || (!useAll && rv == 1)))
                            continue;
                        if (op == Operator::Multiply && !useAll && (lv == 1 || rv == 1))
                            continue;
                        if (op == Operator::Subtract && !useAll && lv == 2 * rv)
                            continue;
                        if (op == Operator::Divide && !useAll && lv == rv * rv)
                            continue;
                        const auto value = tryApply(lv, op, rv); // positive, exact, 64-bit
                        if (!value)
                            continue;
                        NodePtr made = join(left, op, right, *value);
                        if (!useAll && useless(*made, operators))
                            continue;
                        // Keep it if it is made from tiles not already known for this form.
                        auto &known = seen[made->text];
                        std::vector<unsigned> fresh;
                        for (const unsigned m : masks) {
                            const bool superset =
                                std::any_of(known.begin(), known.end(),
                                            [&](unsigned k) { return (m & k) == k; });
                            if (!superset)
                                fresh.push_back(m);
                        }
                        if (fresh.empty())
                            continue;
                        known.insert(known.end(), fresh.begin(), fresh.end());
                        if (length < n)
                            byLength[std::size_t(length)].push_back(Built{made, masks});
                        if (allowed(*made))
                            offer(made, true);
                    }
                }
            }
        }
    }

    for (const auto &node : nearest)
        result.normalForms.insert(node->text);
    result.distance = nearest.empty() ? -1 : nearestDistance; // none: only a tile gets closest
    return result;
}

namespace {
NodePtr nodeOf(const Expression &e)
{
    if (e.isTile())
        return leaf(e.value());
    return join(nodeOf(e.left()), e.op(), nodeOf(e.right()), e.value());
}
} // namespace

std::string normalForm(const Expression &expression)
{
    return nodeOf(expression)->text;
}

} // namespace countdown::testsupport
