// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the whole selection makes, though no table stores its values: its value closest to a
// target, the values around one, which targets of a range it makes. Each is found from its
// splits: for every value of the shorter part, where in the longer part a step could land on
// what is looked for.
#pragma once

#include "rangemarks.h"
#include "steps.h"
#include "tileset.h"
#include "value.h"
#include "valuetable.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace countdown::detail {

// Searches over a mask through its splits, for masks whose values are not stored (the whole
// selection). Each split's parts must be in built levels.
class SplitSearch {
public:
    explicit SplitSearch(const ValueTable &table)
        : m_table(table)
    {
    }

    // The largest value <= below and the smallest >= above that the mask makes (kNoValue when
    // there is none). Used for the closest value to a target and for the next closest.
    struct Bounds {
        Value largestBelow = kNoValue;
        Value smallestAbove = kNoValue;
    };
    Bounds bounds(Mask mask, Value below, Value above) const;

    // The value the mask makes that is closest to the target and at most `within` from it (the
    // lower of two equally close ones); kNoValue when there is none. Cheaper than bounds() when
    // the window is narrow: it looks only where a result could land in it, narrowing it as it
    // goes, and stops at an exact hit. Splits with a part in a level not built yet are left out
    // (the caller searches again once it is built). With `largerPart`, only the splits whose
    // larger part has that many tiles (those a level just built adds). With `largerMask`, only
    // the split whose larger part is that mask (built in a level not finished yet). With `step`,
    // the step that makes the value found is written there (unchanged when none is found).
    Value closestWithin(Mask mask, Value target, Value within, int largerPart = 0,
                        Mask largerMask = 0, Step *step = nullptr) const;

    // Marks every value of the marks' range that the mask makes with `mark`, where it is not
    // marked yet. Through the splits closestWithin would take with the same `largerPart` and
    // `largerMask` (all those with both parts built when both are 0).
    void markRange(Mask mask, std::uint8_t mark, RangeMarks &marks, int largerPart = 0,
                   Mask largerMask = 0) const;

private:
    // Whether a search with these `largerPart` and `largerMask` takes the split (closestWithin).
    bool takes(const Split &split, int largerPart, Mask largerMask) const;

    const ValueTable &m_table;
};

} // namespace countdown::detail
