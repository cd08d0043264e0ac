// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// fuzz-working: bytes -> drawn tiles and a script of Working operations (combine with any
// indices and operator, undo, reset, closestTile), run against a model of the board kept here.
//
// Input: one byte for the number of tiles (0-7), then each tile (a kind byte and its value), then
// operations until the bytes run out. After every operation:
//  - the outcome (new tile's index or error kind and arguments) is the model's;
//  - board tiles = tiles + steps, available ones = the model's unused ones (tiles - steps of them);
//  - every board tile's value is positive and is its expression's, whose tiles are the model's;
//  - steps and stepTexts (both notations) match the model, one text per step;
//  - closestTile is valid and is the model's choice (distance, then fewer tiles, then earlier);
//  - a new tile's expression, written out, parses back to the same value.

#include "fuzzsupport.h"

#include "parser.h"
#include "working.h"

using namespace countdown;
using namespace countdown::fuzz;

namespace {

struct ModelTile {
    Number value;
    std::vector<Number> tiles; // in written order: the left operand's, then the right one's
    bool used = false;
};

struct ModelStep {
    int left;
    int right;
    Operator op;
};

class Model {
public:
    explicit Model(const std::vector<Number> &tiles)
    {
        for (const Number t : tiles)
            m_board.push_back(ModelTile{t, {t}, false});
        m_tileCount = int(tiles.size());
    }

    // The outcome of combine(left, op, right) by working.h's contract: the error, if any, in the
    // order documented there; otherwise the model is updated and nullopt returned.
    std::optional<Error> combine(int left, Operator op, int right)
    {
        for (const int i : {left, right}) {
            if (i < 0 || i >= int(m_board.size()))
                return Error{ErrorKind::NoSuchTile, -1, {QString::number(i)}};
        }
        if (left == right)
            return Error{ErrorKind::SameTileTwice, -1, {QString::number(tile(left).value)}};
        for (const int i : {left, right}) {
            if (tile(i).used)
                return Error{ErrorKind::TileAlreadyUsed, -1, {QString::number(tile(i).value)}};
        }
        const Number a = tile(left).value;
        const Number b = tile(right).value;
        const StepOutcome step = referenceStep(a, op, b);
        if (!step.value)
            return referenceStepError(a, op, b, step.kind, -1);
        ModelTile made{*step.value, tile(left).tiles, false};
        made.tiles.insert(made.tiles.end(), tile(right).tiles.begin(), tile(right).tiles.end());
        tile(left).used = true;
        tile(right).used = true;
        m_board.push_back(std::move(made));
        m_steps.push_back(ModelStep{left, right, op});
        return std::nullopt;
    }

    bool undo()
    {
        if (m_steps.empty())
            return false;
        const ModelStep last = m_steps.back();
        m_steps.pop_back();
        m_board.pop_back();
        tile(last.left).used = false;
        tile(last.right).used = false;
        return true;
    }

    void reset()
    {
        m_steps.clear();
        m_board.resize(std::size_t(m_tileCount));
        for (ModelTile &c : m_board)
            c.used = false;
    }

    // By brute force: smallest distance (in 128 bits), then fewer tiles, then the earlier tile.
    std::optional<int> closest(Number target) const
    {
        std::optional<int> best;
        for (int i = 0; i < int(m_board.size()); ++i) {
            if (!best || less(i, *best, target))
                best = i;
        }
        return best;
    }

    const std::vector<ModelTile> &boardTiles() const { return m_board; }
    const std::vector<ModelStep> &steps() const { return m_steps; }
    int tileCount() const { return m_tileCount; }

private:
    ModelTile &tile(int i) { return m_board[std::size_t(i)]; }

    bool less(int i, int j, Number target) const
    {
        const auto distance = [&](int k) {
            const __int128 d = __int128(m_board[std::size_t(k)].value) - target;
            return d < 0 ? -d : d;
        };
        if (distance(i) != distance(j))
            return distance(i) < distance(j);
        return m_board[std::size_t(i)].tiles.size() < m_board[std::size_t(j)].tiles.size();
    }

    std::vector<ModelTile> m_board;
    std::vector<ModelStep> m_steps;
    int m_tileCount = 0;
};

// The k-th step as "left op right = result"; its tile is the (tiles + k)-th.
QString stepText(const Model &model, std::size_t k, Notation notation)
{
    const auto value = [&](int i) { return model.boardTiles()[std::size_t(i)].value; };
    const ModelStep &step = model.steps()[k];
    const int result = model.tileCount() + int(k);
    return QStringLiteral("%1 %2 %3 = %4")
        .arg(value(step.left))
        .arg(operatorSymbol(step.op, notation))
        .arg(value(step.right))
        .arg(value(result));
}

void checkAgainstModel(const Working &working, const Model &model)
{
    const auto &board = working.boardTiles();
    const auto &expected = model.boardTiles();
    FUZZ_CHECK(working.tileCount() == model.tileCount());
    FUZZ_CHECK(board.size() == expected.size());
    FUZZ_CHECK(int(board.size()) == working.tileCount() + int(working.steps().size()));

    std::vector<int> unused;
    for (std::size_t i = 0; i < board.size(); ++i) {
        const Working::BoardTile &tile = board[i];
        FUZZ_CHECK(tile.value() > 0, QString::number(tile.value()));
        FUZZ_CHECK(tile.value() == expected[i].value);
        FUZZ_CHECK(tile.used == expected[i].used);
        FUZZ_CHECK(tile.expression.tiles() == expected[i].tiles);
        FUZZ_CHECK(tile.expression.tileCount() == int(expected[i].tiles.size()));
        if (!tile.used)
            unused.push_back(int(i));
    }
    const std::vector<int> available = working.availableTiles();
    FUZZ_CHECK(available == unused);
    FUZZ_CHECK(int(available.size()) == working.tileCount() - int(working.steps().size()));

    FUZZ_CHECK(working.steps().size() == model.steps().size());
    FUZZ_CHECK(working.canUndo() == !model.steps().empty());
    for (std::size_t k = 0; k < model.steps().size(); ++k) {
        const Working::Step &step = working.steps()[k];
        const ModelStep &m = model.steps()[k];
        FUZZ_CHECK(step.left == m.left && step.right == m.right && step.op == m.op);
        FUZZ_CHECK(step.result == working.tileCount() + int(k));
    }
    for (const Notation notation : {Notation::Typographic, Notation::Ascii}) {
        const QStringList texts = working.stepTexts(notation);
        FUZZ_CHECK(texts.size() == qsizetype(model.steps().size()));
        for (std::size_t k = 0; k < model.steps().size(); ++k)
            FUZZ_CHECK(texts[qsizetype(k)] == stepText(model, k, notation), texts[qsizetype(k)]);
    }
}

void checkClosest(const Working &working, const Model &model, Number target)
{
    const std::optional<int> closest = working.closestTile(target);
    FUZZ_CHECK(closest.has_value() == !working.boardTiles().empty());
    if (!closest)
        return;
    FUZZ_CHECK(*closest >= 0 && *closest < int(working.boardTiles().size()));
    FUZZ_CHECK(closest == model.closest(target),
               QStringLiteral("%1 vs %2").arg(*closest).arg(model.closest(target).value_or(-1)));
}

// A tile: mostly the game's (small 1-10, large 25-100, anything up to 999,999), sometimes any
// positive 64-bit number so that steps overflow.
Number readTile(ByteReader &in)
{
    const std::uint8_t kind = in.byte();
    switch (kind % 4) {
    case 0:
        return 1 + Number(in.byte() % 10);
    case 1:
        return 25 * (1 + Number(in.byte() % 4));
    case 2:
        return 1 + Number(in.bytes(3) % 999'999);
    default: {
        const Number n = Number(in.bytes(8) & std::uint64_t(kMaxIntermediate));
        return n == 0 ? 1 : n;
    }
    }
}

// An index: mostly one on the board or just past it, sometimes far outside.
int readIndex(ByteReader &in, int boardSize)
{
    const std::uint8_t b = in.byte();
    if (b < 0xf0)
        return int(b % std::uint8_t(boardSize + 1));
    static const int kOdd[] = {
        -1, -2, std::numeric_limits<int>::min(), std::numeric_limits<int>::max(), 14, 1000};
    return kOdd[(b - 0xf0) % 6];
}

Number readTarget(ByteReader &in)
{
    const std::uint8_t b = in.byte();
    if (b < 0xc0)
        return Number(in.bytes(2) % 1000) + 1;
    if (b < 0xe0)
        return Number(in.bytes(8) & std::uint64_t(kMaxIntermediate));
    // Values next to the extremes, where a careless |a - b| overflows.
    static const Number kOdd[] = {0, std::numeric_limits<Number>::min(), kMaxIntermediate,
                                  -kMaxIntermediate};
    return kOdd[(b - 0xe0) % 4];
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    ByteReader in(data, size);
    std::vector<Number> tiles(in.byte() % 8);
    for (Number &t : tiles)
        t = readTile(in);

    Working working(tiles);
    Model model(tiles);
    checkAgainstModel(working, model);
    checkClosest(working, model, 1);

    // At most 256 operations: a longer script finds nothing new and slows the fuzzer down.
    for (int count = 0; count < 256 && !in.atEnd(); ++count) {
        const std::uint8_t op = in.byte();
        switch (op % 8) {
        case 0:
        case 1:
        case 2:
        case 3:
        case 4: {
            const int size = int(working.boardTiles().size());
            const int left = readIndex(in, size);
            const int right = readIndex(in, size);
            const Operator oper = kOperators[(op >> 3) % 4];
            const std::optional<Error> expected = model.combine(left, oper, right);
            const Result<int> made = working.combine(left, oper, right);
            if (expected) {
                FUZZ_CHECK(!made, QStringLiteral("the model refuses it: ") + describe(*expected));
                FUZZ_CHECK(made.error() == *expected,
                           describe(made.error()) + QStringLiteral(" vs ") + describe(*expected));
            } else {
                FUZZ_CHECK(made.ok(), describe(made.error()));
                FUZZ_CHECK(*made == size);
                // What the player sees of the new tile reads back as the same number.
                const Expression &x = working.boardTiles()[std::size_t(*made)].expression;
                const Result<Expression> again = parseExpression(x.toString());
                FUZZ_CHECK(again && again->value() == x.value(), x.toString());
            }
            break;
        }
        case 5: {
            const bool had = model.undo();
            const std::optional<Error> error = working.undo();
            FUZZ_CHECK(error.has_value() == !had);
            if (error)
                FUZZ_CHECK(error->kind == ErrorKind::NothingToUndo, describe(*error));
            break;
        }
        case 6:
            model.reset();
            working.reset();
            break;
        default:
            checkClosest(working, model, readTarget(in));
            break;
        }
        checkAgainstModel(working, model);
    }
    return 0;
}
