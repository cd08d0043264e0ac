// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Distinct solutions as docs/rules.md defines them ("Distinct solutions", rules 1-7: the convention
// of the public "solver A"), so that our counts can be compared with a public solver's.
//
// Each candidate is kept in a normal form: a sum of added and subtracted terms, or a product of
// multiplied and divided factors, whose terms are themselves normal forms of the other kind or
// tiles. Normal forms are interned, so two solutions are the same exactly when their ids are.
// Rather than building every expression of the selection (millions), it works top-down: for a
// (sub-multiset, value) pair it looks, through the value table, for the splits and operations that
// can give that value and only builds the normal forms of those parts, remembering each pair.
// How the forms are written out: distinctwriting.cpp.
#pragma once

#include "answers.h"
#include "arithmetic.h"
#include "ease.h"
#include "splitsearch.h"
#include "steprules.h"
#include "tileset.h"
#include "value.h"
#include "valuetable.h"

#include <array>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace countdown::detail {

class DistinctSolutions {
public:
    // `table` must have every level below the whole selection built; its rules (the mode's pruning,
    // the operations allowed) are the solutions' rules.
    DistinctSolutions(const ValueTable &table, SolveMode mode, const SolveControl &control);

    // The distinct solutions at the best answer's distance from the target (rule 6: a single tile
    // counts only when it is the target); nullopt when cancelled.
    std::optional<Solutions> solve(Value target);

    // The first of the solutions solve() would list that are made by one of `masks` (all of one
    // size) and make `value` (the best answer's), without listing the others: nullopt when there
    // is none or when cancelled (cancelled() tells which). The levels up to two below the masks'
    // must be built; the one just below them need not be.
    std::optional<Expression> firstAmong(std::span<const Mask> masks, Value target, Value value);
    bool cancelled() const { return m_cancelled; }

private:
    using FormId = std::uint32_t;
    enum class Kind : std::uint8_t { Tile, Sum, Product };

    struct Form {
        Value value;
        Kind kind;
        std::uint8_t tiles;
        std::uint8_t positives;   // added terms or multiplied factors
        std::uint8_t negatives;   // subtracted terms or divisors
        std::uint32_t firstChild; // into m_children: positives then negatives, each sorted by id
        // The first step found that makes it: how to write it if the normal order would overflow.
        FormId witnessLeft;
        FormId witnessRight;
        Operator witnessOp;
        // A division somewhere in it (a product with divisors): every writing of it divides.
        bool divides;
    };

    const std::vector<FormId> &formsFor(Mask mask, Value value);
    void combineForms(FormId left, Operator op, FormId right, std::vector<FormId> &out);
    bool isRedundant(Kind kind, const std::vector<FormId> &positives,
                     const std::vector<FormId> &negatives, Value value) const;
    FormId tile(Value value);
    FormId intern(Kind kind, std::vector<FormId> &positives, std::vector<FormId> &negatives,
                  Value value, int tiles, FormId witnessLeft, Operator witnessOp,
                  FormId witnessRight);
    std::vector<FormId> formsAt(Value value);
    // The form written with only the variant's operations (normally its normal writing).
    Expression toExpression(FormId id) const;
    // In the normal order: larger terms first, what is taken away last.
    Expression normalWriting(FormId id) const;
    // Negative when a comes before b among the terms of a normal writing, positive when after,
    // 0 for the same form.
    int writtenBefore(FormId a, FormId b) const;
    // A group's added (multiplied) terms, or its taken away (divisor) ones, in writing order.
    std::vector<FormId> termsInOrder(const Form &group, bool positive) const;
    // Whether every solution is shown in its normal writing: with + and × allowed, each term of
    // a group is written with an operation the variant allows.
    bool writesNormally() const;
    Solutions sortedSolutions(const std::vector<FormId> &forms, Value distance) const;

    struct Bounds {
        Value largestBelow = kNoValue;
        Value smallestAbove = kNoValue;
    };
    // The closest values below and above the target that anything (a tile too) reaches.
    Bounds closestBounds(Value target) const;

    const ValueTable &m_table;
    const TileSet &m_tiles;
    SplitSearch m_search;
    SolveMode m_mode;
    StepRules m_rules;
    const SolveControl &m_control;
    bool m_cancelled = false;

    std::vector<Form> m_forms;
    std::vector<FormId> m_children;
    std::unordered_multimap<std::uint64_t, FormId> m_index; // structure hash -> forms
    std::unordered_map<Value, FormId> m_tileForms;
    // firstAmong's search: the mask whose forms it ranks as they are found, and the first so far.
    // Once that first does not divide, the steps that would divide are not taken for that mask,
    // and once it neither divides nor finishes with a big subtraction, no step with an operand
    // larger than it writes (largestBeforeFirst). The lists of forms it remembers are then
    // incomplete: it forgets them when it ends.
    struct FirstSearch {
        Mask mask; // no default member initialisers: clang then cannot default-construct it here
        FirstSolution first;
    };
    void considerFirst(FormId id);
    // The largest value worth taking in a step while firstAmong searches: kValueCap until it has
    // a first that bounds it.
    Value largestBeforeFirst() const;
    std::optional<FirstSearch> m_first;

    // A step formsFor looks for: x from one part and y from the other make the value.
    struct Candidate {
        Value x, y;
        Operator op;
        bool xFirst;
    };
    std::array<std::vector<Candidate>, 8> m_candidates; // formsFor's, by the mask's size
    // formsFor's work for one split of the mask: its parts' values, the steps whose operands
    // they may make, and the forms of each such step.
    struct Parts {
        SplitValues values; // the shorter first, or the built part first when one is not
        bool yUnbuilt;      // the second part is in a level not built yet: no values listed
    };
    Parts partsOf(const Split &split) const;
    // The steps from an x of the first part to a y the second may make that give `value`, neither
    // operand above `largest`.
    void findCandidates(const Parts &parts, Value value, Value largest,
                        std::vector<Candidate> &candidates) const;
    // Adds the forms of `mask` that the step makes from the forms of its operands to `out`. False
    // when cancelled.
    bool combineCandidate(Mask mask, const Parts &parts, const Candidate &c,
                          std::vector<FormId> &out);
    std::vector<FormId> m_positives, m_negatives; // combineForms' scratch
    mutable std::vector<Value> m_terms;           // isRedundant's

    struct MemoKey {
        Mask mask;
        Value value;
        friend bool operator==(const MemoKey &, const MemoKey &) = default;
    };
    struct MemoHash {
        std::size_t operator()(const MemoKey &k) const
        {
            return std::hash<Value>()(k.value * 131 + k.mask);
        }
    };
    // Node-based: references to the vectors stay valid while the recursion inserts more.
    std::unordered_map<MemoKey, std::vector<FormId>, MemoHash> m_memo;
};

} // namespace countdown::detail
