// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The player's step-by-step working: combining two available tiles, every refusal with its kind
// and arguments, undo, reset, the step texts and the closest tile. Expected values are worked
// out by hand or taken from docs/published-puzzles.md.
#include "working.h"

#include <QTest>

#include <limits>

using namespace countdown;

namespace {

// One click sequence: left tile, operator, right tile (indices into Working::boardTiles()).
struct Move {
    int left;
    Operator op;
    int right;
};

using Numbers = std::vector<Number>;
using Moves = QList<Move>;

constexpr Operator Add = Operator::Add;
constexpr Operator Sub = Operator::Subtract;
constexpr Operator Mul = Operator::Multiply;
constexpr Operator Div = Operator::Divide;

// Plays moves that must all be allowed; fails the calling test otherwise.
bool play(Working &working, const Moves &moves)
{
    for (const Move &move : moves) {
        const Result<int> made = working.combine(move.left, move.op, move.right);
        if (!made) {
            qWarning("move %d %d %d refused", move.left, int(move.op), move.right);
            return false;
        }
    }
    return true;
}

std::vector<bool> usedFlags(const Working &working)
{
    std::vector<bool> flags;
    for (const Working::BoardTile &tile : working.boardTiles())
        flags.push_back(tile.used);
    return flags;
}

std::vector<Number> values(const Working &working)
{
    std::vector<Number> result;
    for (const Working::BoardTile &tile : working.boardTiles())
        result.push_back(tile.value());
    return result;
}

QStringList strings(std::initializer_list<const char *> texts)
{
    QStringList result;
    for (const char *text : texts)
        result << QString::fromUtf8(text);
    return result;
}

} // namespace

Q_DECLARE_METATYPE(Numbers)
Q_DECLARE_METATYPE(Moves)
Q_DECLARE_METATYPE(countdown::Operator)
Q_DECLARE_METATYPE(countdown::ErrorKind)

class TestWorking : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A variant without an operation refuses its steps and changes nothing.
    void refusesWhatTheVariantLeavesOut()
    {
        Working working({100, 4, 3}, OperatorSet::all().without(Operator::Divide));
        QCOMPARE(working.operators(), OperatorSet::all().without(Operator::Divide));
        const Result<int> refused = working.combine(0, Operator::Divide, 1);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, ErrorKind::OperationNotAllowed);
        QCOMPARE(refused.error().args, QStringList{QStringLiteral("÷")});
        QCOMPARE(working.boardTiles().size(), std::size_t(3));
        QVERIFY(working.steps().empty());
        QCOMPARE(working.availableTiles(), (std::vector<int>{0, 1, 2}));
        const Result<int> made = working.combine(0, Operator::Multiply, 2);
        QVERIFY(made.ok());
        QCOMPARE(working.boardTiles()[std::size_t(*made)].value(), 300);
        // The check comes after the tiles': a used tile is named first.
        QCOMPARE(working.combine(0, Operator::Divide, 1).error().kind, ErrorKind::TileAlreadyUsed);
    }
    void startsWithTheDrawnTiles();
    void combine_data();
    void combine();
    void refusals_data();
    void refusals();
    void undo();
    void unusedTilesAreTheDrawnOnesLeft();
    void undoWithNothingToUndo();
    void reset();
    void stepTextsInAsciiNotation();
    void publishedAnswers_data();
    void publishedAnswers();
    void closestTile_data();
    void closestTile();
    void closestTileWithoutTiles();
};

void TestWorking::startsWithTheDrawnTiles()
{
    const Working working({25, 50, 75, 100, 3, 6});
    QCOMPARE(working.tileCount(), 6);
    QCOMPARE(values(working), (Numbers{25, 50, 75, 100, 3, 6}));
    QCOMPARE(usedFlags(working), std::vector<bool>(6, false));
    QCOMPARE(working.availableTiles(), (std::vector<int>{0, 1, 2, 3, 4, 5}));
    QVERIFY(working.steps().empty());
    QVERIFY(working.stepTexts().isEmpty());
    QVERIFY(!working.canUndo());
    for (const Working::BoardTile &tile : working.boardTiles())
        QVERIFY(tile.expression.isTile());
}

void TestWorking::combine_data()
{
    QTest::addColumn<Numbers>("tiles");
    QTest::addColumn<int>("left");
    QTest::addColumn<Operator>("op");
    QTest::addColumn<int>("right");
    QTest::addColumn<Number>("value");
    QTest::addColumn<QString>("text");

    const Numbers tiles = {75, 3, 8};
    QTest::newRow("75 × 3") << tiles << 0 << Mul << 1 << Number(225)
                            << QStringLiteral("75 × 3 = 225");
    QTest::newRow("75 + 3") << tiles << 0 << Add << 1 << Number(78)
                            << QStringLiteral("75 + 3 = 78");
    QTest::newRow("75 − 3") << tiles << 0 << Sub << 1 << Number(72)
                            << QStringLiteral("75 − 3 = 72");
    QTest::newRow("75 ÷ 3") << tiles << 0 << Div << 1 << Number(25)
                            << QStringLiteral("75 ÷ 3 = 25");
    // The tile clicked first is on the left, wherever it lies on the board.
    QTest::newRow("8 × 75") << tiles << 2 << Mul << 0 << Number(600)
                            << QStringLiteral("8 × 75 = 600");
    QTest::newRow("8 − 3") << tiles << 2 << Sub << 1 << Number(5) << QStringLiteral("8 − 3 = 5");
    QTest::newRow("3 + 8") << tiles << 1 << Add << 2 << Number(11) << QStringLiteral("3 + 8 = 11");
}

void TestWorking::combine()
{
    QFETCH(Numbers, tiles);
    QFETCH(int, left);
    QFETCH(Operator, op);
    QFETCH(int, right);
    QFETCH(Number, value);
    QFETCH(QString, text);

    Working working(tiles);
    const Result<int> made = working.combine(left, op, right);
    QVERIFY(made.ok());
    const int n = int(tiles.size());
    QCOMPARE(made.value(), n); // appended after the drawn tiles
    QCOMPARE(int(working.boardTiles().size()), n + 1);
    QCOMPARE(working.tileCount(), n);

    const Working::BoardTile &tile = working.boardTiles().back();
    QCOMPARE(tile.value(), value);
    QVERIFY(!tile.used);
    QCOMPARE(tile.expression.tiles(), (Numbers{tiles[left], tiles[right]}));
    QCOMPARE(tile.expression.tileCount(), 2);
    QCOMPARE(tile.expression.op(), op);

    // Both operands are used; the third tile and the new one are available.
    QVERIFY(working.boardTiles()[left].used);
    QVERIFY(working.boardTiles()[right].used);
    const int other = 3 - left - right; // the index among 0, 1, 2 that was not clicked
    QVERIFY(!working.boardTiles()[other].used);
    QCOMPARE(working.availableTiles(), (std::vector<int>{other, n}));

    QCOMPARE(int(working.steps().size()), 1);
    const Working::Step &step = working.steps().front();
    QCOMPARE(step.left, left);
    QCOMPARE(step.right, right);
    QCOMPARE(step.op, op);
    QCOMPARE(step.result, n);
    QCOMPARE(working.stepTexts(), QStringList{text});
    QVERIFY(working.canUndo());
}

void TestWorking::refusals_data()
{
    QTest::addColumn<Numbers>("tiles");
    QTest::addColumn<Moves>("before"); // allowed moves played first
    QTest::addColumn<int>("left");
    QTest::addColumn<Operator>("op");
    QTest::addColumn<int>("right");
    QTest::addColumn<ErrorKind>("kind");
    QTest::addColumn<QStringList>("args");

    QTest::newRow("negative 3 − 75") << Numbers{75, 3} << Moves{} << 1 << Sub << 0
                                     << ErrorKind::NegativeResult << strings({"3", "−", "75"});
    QTest::newRow("zero 5 − 5") << Numbers{5, 5} << Moves{} << 0 << Sub << 1
                                << ErrorKind::ZeroResult << strings({"5", "−", "5"});
    QTest::newRow("fraction 7 ÷ 2") << Numbers{7, 2} << Moves{} << 0 << Div << 1
                                    << ErrorKind::FractionalResult << strings({"7", "÷", "2"});
    QTest::newRow("fraction 2 ÷ 7") << Numbers{7, 2} << Moves{} << 1 << Div << 0
                                    << ErrorKind::FractionalResult << strings({"2", "÷", "7"});
    // 999999² = 999998000001 and 999999³ = 999997000002999999 fit in 64 bits (about 9.2e18);
    // 999999⁴ (about 1e24) does not.
    QTest::newRow("overflow 999999⁴")
        << Numbers{999999, 999999, 999999, 999999} << Moves{{0, Mul, 1}, {4, Mul, 2}} << 5 << Mul
        << 3 << ErrorKind::Overflow << strings({"999997000002999999", "×", "999999"});
    QTest::newRow("overflow of a sum")
        << Numbers{std::numeric_limits<Number>::max(), 1} << Moves{} << 0 << Add << 1
        << ErrorKind::Overflow << strings({"9223372036854775807", "+", "1"});
    QTest::newRow("same tile") << Numbers{75, 3} << Moves{} << 0 << Add << 0
                               << ErrorKind::SameTileTwice << strings({"75"});
    QTest::newRow("same step tile") << Numbers{75, 3} << Moves{{0, Add, 1}} << 2 << Mul << 2
                                    << ErrorKind::SameTileTwice << strings({"78"});
    QTest::newRow("used left") << Numbers{75, 3, 2} << Moves{{0, Mul, 1}} << 0 << Add << 2
                               << ErrorKind::TileAlreadyUsed << strings({"75"});
    QTest::newRow("used right") << Numbers{75, 3, 2} << Moves{{0, Mul, 1}} << 2 << Add << 1
                                << ErrorKind::TileAlreadyUsed << strings({"3"});
    QTest::newRow("used step tile") << Numbers{2, 3, 4} << Moves{{0, Add, 1}, {3, Add, 2}} << 3
                                    << Mul << 2 << ErrorKind::TileAlreadyUsed << strings({"5"});
    QTest::newRow("negative index")
        << Numbers{75, 3} << Moves{} << -1 << Add << 0 << ErrorKind::NoSuchTile << strings({"-1"});
    QTest::newRow("index past the end")
        << Numbers{75, 3} << Moves{} << 0 << Add << 2 << ErrorKind::NoSuchTile << strings({"2"});
    QTest::newRow("far index") << Numbers{75, 3} << Moves{} << 99 << Add << 1
                               << ErrorKind::NoSuchTile << strings({"99"});
    QTest::newRow("no tiles at all")
        << Numbers{} << Moves{} << 0 << Add << 1 << ErrorKind::NoSuchTile << strings({"0"});
}

void TestWorking::refusals()
{
    QFETCH(Numbers, tiles);
    QFETCH(Moves, before);
    QFETCH(int, left);
    QFETCH(Operator, op);
    QFETCH(int, right);
    QFETCH(ErrorKind, kind);
    QFETCH(QStringList, args);

    Working working(tiles);
    QVERIFY(play(working, before));
    const auto valuesBefore = values(working);
    const auto usedBefore = usedFlags(working);
    const auto textsBefore = working.stepTexts();

    const Result<int> made = working.combine(left, op, right);
    QVERIFY(!made.ok());
    QCOMPARE(made.error().kind, kind);
    QCOMPARE(made.error().args, args);
    QCOMPARE(made.error().position, -1);

    // A refused step leaves the board as it was.
    QCOMPARE(values(working), valuesBefore);
    QCOMPARE(usedFlags(working), usedBefore);
    QCOMPARE(working.stepTexts(), textsBefore);
    QCOMPARE(int(working.steps().size()), int(before.size()));
}

// What "every number must be used" names: the drawn tiles no step took, never a made one, and
// a tile freed by an undo again.
void TestWorking::unusedTilesAreTheDrawnOnesLeft()
{
    Working working({75, 3, 8, 2});
    QCOMPARE(working.unusedTiles(), (Numbers{75, 3, 8, 2}));
    QVERIFY(play(working, {{0, Mul, 1}, {4, Sub, 2}})); // 225 made, then 217
    QCOMPARE(working.unusedTiles(), (Numbers{2}));
    QCOMPARE(working.undo(), std::nullopt);
    QCOMPARE(working.unusedTiles(), (Numbers{8, 2}));
}

void TestWorking::undo()
{
    Working working({75, 3, 8, 2});
    QVERIFY(play(working, {{0, Mul, 1}, {4, Sub, 2}})); // 75 × 3 = 225, 225 − 8 = 217
    QCOMPARE(values(working), (Numbers{75, 3, 8, 2, 225, 217}));
    QCOMPARE(working.availableTiles(), (std::vector<int>{3, 5}));

    QCOMPARE(working.undo(), std::nullopt);
    QCOMPARE(values(working), (Numbers{75, 3, 8, 2, 225}));
    QCOMPARE(usedFlags(working), (std::vector<bool>{true, true, false, false, false}));
    QCOMPARE(working.stepTexts(), QStringList{QStringLiteral("75 × 3 = 225")});
    QVERIFY(working.canUndo());

    // The freed tiles can be played again, and the new tile takes the removed one's place.
    const Result<int> again = working.combine(4, Add, 2);
    QVERIFY(again.ok());
    QCOMPARE(again.value(), 5);
    QCOMPARE(working.boardTiles()[5].value(), Number(233));
    QVERIFY(working.undo() == std::nullopt);

    QCOMPARE(working.undo(), std::nullopt);
    QCOMPARE(values(working), (Numbers{75, 3, 8, 2}));
    QCOMPARE(usedFlags(working), std::vector<bool>(4, false));
    QCOMPARE(working.availableTiles(), (std::vector<int>{0, 1, 2, 3}));
    QVERIFY(working.stepTexts().isEmpty());
    QVERIFY(!working.canUndo());

    // A tile that undo removed no longer exists.
    const Result<int> gone = working.combine(4, Add, 0);
    QVERIFY(!gone.ok());
    QCOMPARE(gone.error().kind, ErrorKind::NoSuchTile);
    QCOMPARE(gone.error().args, QStringList{QStringLiteral("4")});
}

void TestWorking::undoWithNothingToUndo()
{
    Working fresh({1, 2});
    const auto error = fresh.undo();
    QVERIFY(error.has_value());
    QCOMPARE(error->kind, ErrorKind::NothingToUndo);
    QVERIFY(error->args.isEmpty());
    QCOMPARE(values(fresh), (Numbers{1, 2}));

    Working empty;
    QVERIFY(empty.undo().has_value());

    Working played({1, 2});
    QVERIFY(play(played, {{0, Add, 1}}));
    QCOMPARE(played.undo(), std::nullopt);
    const auto again = played.undo();
    QVERIFY(again.has_value());
    QCOMPARE(again->kind, ErrorKind::NothingToUndo);
}

void TestWorking::reset()
{
    Working working({25, 50, 75, 100, 3, 6});
    QVERIFY(play(working, {{3, Add, 4}, {6, Mul, 2}})); // 100 + 3 = 103, 103 × 75 = 7725
    QCOMPARE(int(working.boardTiles().size()), 8);

    working.reset();
    QCOMPARE(values(working), (Numbers{25, 50, 75, 100, 3, 6}));
    QCOMPARE(usedFlags(working), std::vector<bool>(6, false));
    QVERIFY(working.steps().empty());
    QVERIFY(working.stepTexts().isEmpty());
    QVERIFY(!working.canUndo());
    QCOMPARE(working.tileCount(), 6);

    // Playable again from scratch, and resetting a fresh board changes nothing.
    QVERIFY(play(working, {{3, Add, 4}}));
    QCOMPARE(working.boardTiles().back().value(), Number(103));
    working.reset();
    working.reset();
    QCOMPARE(values(working), (Numbers{25, 50, 75, 100, 3, 6}));
}

void TestWorking::stepTextsInAsciiNotation()
{
    Working working({75, 3, 8, 2});
    // 75 × 3 = 225, 225 − 8 = 217, 2 + 217 = 219; then, after a reset, 8 ÷ 2 = 4.
    QVERIFY(play(working, {{0, Mul, 1}, {4, Sub, 2}, {3, Add, 5}}));
    QCOMPARE(working.stepTexts(Notation::Ascii),
             strings({"75 * 3 = 225", "225 - 8 = 217", "2 + 217 = 219"}));
    QCOMPARE(working.stepTexts(), strings({"75 × 3 = 225", "225 − 8 = 217", "2 + 217 = 219"}));
    working.reset();
    QVERIFY(play(working, {{2, Div, 3}}));
    QCOMPARE(working.stepTexts(Notation::Ascii), strings({"8 / 2 = 4"}));
}

void TestWorking::publishedAnswers_data()
{
    QTest::addColumn<Numbers>("tiles");
    QTest::addColumn<Number>("target");
    QTest::addColumn<Moves>("moves");
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<Numbers>("tilesUsed"); // in the order the final expression writes them
    QTest::addColumn<QString>("answer");    // the answer in docs/published-puzzles.md

    // 952; 25 50 75 100 3 6: (100 + 3) × 75 × 6 ÷ 50 + 25, 6 numbers.
    QTest::newRow("952") << Numbers{25, 50, 75, 100, 3, 6} << Number(952)
                         << Moves{{3, Add, 4}, {6, Mul, 2}, {7, Mul, 5}, {8, Div, 1}, {9, Add, 0}}
                         << strings({"100 + 3 = 103", "103 × 75 = 7725", "7725 × 6 = 46350",
                                     "46350 ÷ 50 = 927", "927 + 25 = 952"})
                         << Numbers{100, 3, 75, 6, 50, 25}
                         << QStringLiteral("(100 + 3) × 75 × 6 ÷ 50 + 25");
    // 178; 50 75 2 4 1 4: 50 × 2 + 75 + 4 − 1, 5 numbers.
    QTest::newRow("178") << Numbers{50, 75, 2, 4, 1, 4} << Number(178)
                         << Moves{{0, Mul, 2}, {6, Add, 1}, {7, Add, 3}, {8, Sub, 4}}
                         << strings({"50 × 2 = 100", "100 + 75 = 175", "175 + 4 = 179",
                                     "179 − 1 = 178"})
                         << Numbers{50, 2, 75, 4, 1} << QStringLiteral("50 × 2 + 75 + 4 − 1");
    // 586; 16 60 11 12 18 15: (60 − 11) × 12 + 16 − 18, 5 numbers.
    QTest::newRow("586") << Numbers{16, 60, 11, 12, 18, 15} << Number(586)
                         << Moves{{1, Sub, 2}, {6, Mul, 3}, {7, Add, 0}, {8, Sub, 4}}
                         << strings({"60 − 11 = 49", "49 × 12 = 588", "588 + 16 = 604",
                                     "604 − 18 = 586"})
                         << Numbers{60, 11, 12, 16, 18}
                         << QStringLiteral("(60 − 11) × 12 + 16 − 18");
}

void TestWorking::publishedAnswers()
{
    QFETCH(Numbers, tiles);
    QFETCH(Number, target);
    QFETCH(Moves, moves);
    QFETCH(QStringList, texts);
    QFETCH(Numbers, tilesUsed);
    QFETCH(QString, answer);

    Working working(tiles);
    QVERIFY(play(working, moves));
    QCOMPARE(working.stepTexts(), texts);

    const Working::BoardTile &last = working.boardTiles().back();
    QCOMPARE(last.value(), target);
    QCOMPARE(last.expression.value(), target);
    QCOMPARE(last.expression.tileCount(), int(tilesUsed.size()));
    QCOMPARE(last.expression.tiles(), tilesUsed);
    QCOMPARE(last.expression.toString(Notation::Typographic), answer);
    QCOMPARE(working.closestTile(target), std::optional<int>(int(working.boardTiles().size()) - 1));

    // Only the final tile and the tiles no step took remain available.
    const int unusedTiles = int(tiles.size()) - int(tilesUsed.size());
    QCOMPARE(int(working.availableTiles().size()), unusedTiles + 1);
    QCOMPARE(working.availableTiles().back(), int(working.boardTiles().size()) - 1);
}

void TestWorking::closestTile_data()
{
    QTest::addColumn<Numbers>("tiles");
    QTest::addColumn<Moves>("moves");
    QTest::addColumn<Number>("target");
    QTest::addColumn<int>("closest");

    QTest::newRow("a tile, exact") << Numbers{3, 7, 50} << Moves{} << Number(7) << 1;
    QTest::newRow("a tile, nearest above") << Numbers{3, 7, 50} << Moves{} << Number(40) << 2;
    QTest::newRow("a tile, nearest below") << Numbers{3, 7, 50} << Moves{} << Number(20) << 1;
    // 10 and 20 are both 5 from 15 and single tiles: the earlier tile wins, whichever is larger.
    QTest::newRow("tie, earlier wins") << Numbers{10, 20} << Moves{} << Number(15) << 0;
    QTest::newRow("tie, earlier wins (reversed)") << Numbers{20, 10} << Moves{} << Number(15) << 0;
    // A step's tile, exact.
    QTest::newRow("step tile") << Numbers{75, 3, 8} << Moves{{0, Mul, 1}} << Number(225) << 3;
    // Used tiles still count: 3 × 4 = 12 was used to make 12 + 100 = 112.
    QTest::newRow("used step tile")
        << Numbers{3, 4, 100} << Moves{{0, Mul, 1}, {3, Add, 2}} << Number(12) << 3;
    QTest::newRow("used tile") << Numbers{10, 1} << Moves{{0, Add, 1}} << Number(10) << 0;
    // 1 + 2 = 3 (tile 6, 2 tiles), 3 × 3 = 9 (tile 7, 3 tiles), 7 + 8 = 15 (tile 8, 2 tiles):
    // 9 and 15 are both 3 from 12; 15 uses fewer tiles, so it wins although it came later.
    QTest::newRow("tie, fewer tiles wins")
        << Numbers{1, 2, 3, 7, 8, 50} << Moves{{0, Add, 1}, {6, Mul, 2}, {3, Add, 4}} << Number(12)
        << 8;
    // Equally close step tiles of the same size: the earlier, whether above or below the target.
    // 2 × 3 = 6 and 4 × 5 = 20 are both 7 from 13; no tile is as close.
    QTest::newRow("tie, earlier step tile below")
        << Numbers{2, 3, 4, 5, 100} << Moves{{0, Mul, 1}, {2, Mul, 3}} << Number(13) << 5;
    QTest::newRow("tie, earlier step tile above")
        << Numbers{2, 3, 4, 5, 100} << Moves{{2, Mul, 3}, {0, Mul, 1}} << Number(13) << 5;
    // Values near the 64-bit limit must not wrap around when measuring the distance.
    QTest::newRow("huge tile") << Numbers{std::numeric_limits<Number>::max(), 1} << Moves{}
                               << Number(1) << 1;
}

void TestWorking::closestTile()
{
    QFETCH(Numbers, tiles);
    QFETCH(Moves, moves);
    QFETCH(Number, target);
    QFETCH(int, closest);

    Working working(tiles);
    QVERIFY(play(working, moves));
    QCOMPARE(working.closestTile(target), std::optional<int>(closest));
}

void TestWorking::closestTileWithoutTiles()
{
    const Working working;
    QCOMPARE(working.closestTile(100), std::nullopt);
    QVERIFY(working.availableTiles().empty());
    QVERIFY(working.boardTiles().empty());
}

QTEST_GUILESS_MAIN(TestWorking)
#include "tst_working.moc"
