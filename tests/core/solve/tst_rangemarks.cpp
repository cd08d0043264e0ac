// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The marks of the targets a selection makes (RangeMarks), one buffer for selection after
// selection as an odds table uses it: what one selection marked is gone for the next, whatever the
// ranges, and the fewest tiles of each target are the first ones marked. White-box: a mark left
// over would show only as a wrong chance somewhere in a table of thousands of selections.
#include "rangemarks.h"

#include <QTest>

#include <cstdint>
#include <set>
#include <vector>

using namespace countdown::detail;

namespace {

// Marks `values` with `tiles`, one at a time and then in one loop (each half); how many were new.
std::size_t markAll(RangeMarks &marks, const std::vector<Value> &values, std::uint8_t tiles)
{
    const auto half = values.begin() + std::ptrdiff_t(values.size() / 2);
    std::size_t fresh = 0;
    for (auto it = values.begin(); it != half; ++it)
        fresh += marks.markIfNew(*it, tiles);
    return fresh + marks.markEach(half, values.end(), tiles, [](Value v) { return v; });
}

// Every target of the range that forEachUnmarked lists.
std::set<Value> unmarkedOf(const RangeMarks &marks)
{
    std::set<Value> unmarked;
    marks.forEachUnmarked([&](Value v) { unmarked.insert(v); });
    return unmarked;
}

} // namespace

class TestRangeMarks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void marksOnceEach()
    {
        RangeMarks marks(false);
        marks.reset(10, 20);
        QCOMPARE(marks.size(), std::size_t(11));
        QCOMPARE(markAll(marks, {10, 15, 15, 20}, 2), std::size_t(3));
        QCOMPARE(markAll(marks, {15, 16}, 3), std::size_t(1));
        QCOMPARE(marks.marked(), std::size_t(4));
        QCOMPARE(marks.unmarked(), std::size_t(7));
        QVERIFY(marks.isMarked(10) && marks.isMarked(16) && marks.isMarked(20));
        QVERIFY(!marks.isMarked(11) && !marks.isMarked(19));
        QCOMPARE(unmarkedOf(marks), (std::set<Value>{11, 12, 13, 14, 17, 18, 19}));
    }

    // One buffer, selection after selection: nothing of the last one is left, whether the next
    // range is narrower, shifted or wider (the buffer grows), and however many words the last one
    // touched (both ends of a million targets, and every word of a range).
    void resetForgetsEverything()
    {
        RangeMarks marks(false);
        marks.reset(1, 999'999);
        std::vector<Value> spread;
        for (Value v = 1; v <= 999'999; v += 997)
            spread.push_back(v);
        spread.push_back(999'999);
        QCOMPARE(markAll(marks, spread, 6), spread.size());

        marks.reset(50, 5'000);
        QCOMPARE(marks.marked(), std::size_t(0));
        QCOMPARE(unmarkedOf(marks).size(), std::size_t(4'951));
        std::vector<Value> all;
        for (Value v = 50; v <= 5'000; ++v)
            all.push_back(v);
        QCOMPARE(markAll(marks, all, 1), all.size());
        QCOMPARE(marks.unmarked(), std::size_t(0));

        marks.reset(1, 2'000'000);
        QCOMPARE(marks.marked(), std::size_t(0));
        for (const Value v :
             {Value(1), Value(50), Value(998), Value(5'000), Value(999'999), Value(2'000'000)})
            QVERIFY2(!marks.isMarked(v), qPrintable(QString::number(v)));
        QCOMPARE(markAll(marks, {2'000'000, 1}, 4), std::size_t(2));

        marks.reset(7, 6); // empty
        QCOMPARE(marks.size(), std::size_t(0));
        QCOMPARE(marks.unmarked(), std::size_t(0));
        marks.reset(1, 2'000'000);
        QVERIFY(!marks.isMarked(1) && !marks.isMarked(2'000'000));
    }

    // The ends of what is left, which the steps of a split look between: found across words,
    // from inside a word, up to the range's last partial word and none when all are marked.
    void unmarkedEnds()
    {
        RangeMarks marks(false);
        marks.reset(1, 200); // four words, the last one partly past the range
        QCOMPARE(marks.firstUnmarkedFrom(1), Value(1));
        QCOMPARE(marks.lastUnmarkedUpTo(200), Value(200));
        std::vector<Value> ends;
        for (Value v = 1; v <= 130; ++v)
            ends.push_back(v);
        for (Value v = 190; v <= 200; ++v)
            ends.push_back(v);
        markAll(marks, ends, 3);
        QCOMPARE(marks.firstUnmarkedFrom(1), Value(131));
        QCOMPARE(marks.firstUnmarkedFrom(131), Value(131));
        QCOMPARE(marks.firstUnmarkedFrom(150), Value(150));
        QCOMPARE(marks.lastUnmarkedUpTo(200), Value(189));
        QCOMPARE(marks.lastUnmarkedUpTo(140), Value(140));
        QCOMPARE(marks.firstUnmarkedFrom(190), kNoValue);
        QCOMPARE(marks.lastUnmarkedUpTo(130), kNoValue);

        markAll(marks, {131, 189}, 4);
        QCOMPARE(marks.firstUnmarkedFrom(1), Value(132));
        QCOMPARE(marks.lastUnmarkedUpTo(200), Value(188));
        std::vector<Value> middle;
        for (Value v = 132; v <= 188; ++v)
            middle.push_back(v);
        markAll(marks, middle, 5);
        QCOMPARE(marks.unmarked(), std::size_t(0));
        QCOMPARE(marks.firstUnmarkedFrom(1), kNoValue);
        QCOMPARE(marks.lastUnmarkedUpTo(200), kNoValue);

        marks.reset(1'000, 1'063); // one whole word: nothing past it
        markAll(marks, {1'000, 1'063}, 2);
        QCOMPARE(marks.firstUnmarkedFrom(1'000), Value(1'001));
        QCOMPARE(marks.lastUnmarkedUpTo(1'063), Value(1'062));
    }

    // Levels mark in order, fewest tiles first: a target keeps the tiles of its first mark.
    void fewestIsTheFirstMark()
    {
        RangeMarks marks;
        marks.reset(100, 105);
        QCOMPARE(markAll(marks, {101, 103}, 2), std::size_t(2));
        QCOMPARE(markAll(marks, {100, 101, 105}, 4), std::size_t(2));
        const std::vector<std::uint8_t> fewest = marks.take();
        QCOMPARE(fewest, (std::vector<std::uint8_t>{4, 2, 0, 2, 0, 4}));
        QCOMPARE(marks.size(), std::size_t(0));
        // Reused after take(): nothing left over.
        marks.reset(100, 105);
        QCOMPARE(marks.marked(), std::size_t(0));
        QCOMPARE(marks.take(), std::vector<std::uint8_t>(6, 0));
    }
};

QTEST_GUILESS_MAIN(TestRangeMarks)
#include "tst_rangemarks.moc"
