// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// fuzz-working: bytes -> drawn tiles and a script of Working operations (combine with any
// indices and operator, undo, reset, closestCard), run against a model of the board kept here.
//
// Input: one byte for the number of tiles (0-7), then each tile (a kind byte and its value), then
// operations until the bytes run out. After every operation:
//  - the outcome (new card index or error kind and arguments) is the model's;
//  - cards = tiles + steps, available cards = the model's unused ones (tiles - steps of them);
//  - every card's value is positive and is its expression's, whose tiles are the model's;
//  - steps and stepTexts (both notations) match the model, one text per step;
//  - closestCard is valid and is the model's choice (distance, then fewer tiles, then earlier);
//  - a new card's expression, written out, parses back to the same value.

#include "fuzzsupport.h"

#include "parser.h"
#include "working.h"

using namespace countdown;
using namespace countdown::fuzz;

namespace {

struct ModelCard {
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
            m_cards.push_back(ModelCard{t, {t}, false});
        m_tileCount = int(tiles.size());
    }

    // The outcome of combine(left, op, right) by working.h's contract: the error, if any, in the
    // order documented there; otherwise the model is updated and nullopt returned.
    std::optional<Error> combine(int left, Operator op, int right)
    {
        for (const int i : {left, right}) {
            if (i < 0 || i >= int(m_cards.size()))
                return Error{ErrorKind::NoSuchTile, -1, {QString::number(i)}};
        }
        if (left == right)
            return Error{ErrorKind::SameTileTwice, -1, {QString::number(card(left).value)}};
        for (const int i : {left, right}) {
            if (card(i).used)
                return Error{ErrorKind::TileAlreadyUsed, -1, {QString::number(card(i).value)}};
        }
        const Number a = card(left).value;
        const Number b = card(right).value;
        const StepOutcome step = referenceStep(a, op, b);
        if (!step.value)
            return referenceStepError(a, op, b, step.kind, -1);
        ModelCard made{*step.value, card(left).tiles, false};
        made.tiles.insert(made.tiles.end(), card(right).tiles.begin(), card(right).tiles.end());
        card(left).used = true;
        card(right).used = true;
        m_cards.push_back(std::move(made));
        m_steps.push_back(ModelStep{left, right, op});
        return std::nullopt;
    }

    bool undo()
    {
        if (m_steps.empty())
            return false;
        const ModelStep last = m_steps.back();
        m_steps.pop_back();
        m_cards.pop_back();
        card(last.left).used = false;
        card(last.right).used = false;
        return true;
    }

    void reset()
    {
        m_steps.clear();
        m_cards.resize(std::size_t(m_tileCount));
        for (ModelCard &c : m_cards)
            c.used = false;
    }

    // By brute force: smallest distance (in 128 bits), then fewer tiles, then the earlier card.
    std::optional<int> closest(Number target) const
    {
        std::optional<int> best;
        for (int i = 0; i < int(m_cards.size()); ++i) {
            if (!best || less(i, *best, target))
                best = i;
        }
        return best;
    }

    const std::vector<ModelCard> &cards() const { return m_cards; }
    const std::vector<ModelStep> &steps() const { return m_steps; }
    int tileCount() const { return m_tileCount; }

private:
    ModelCard &card(int i) { return m_cards[std::size_t(i)]; }

    bool less(int i, int j, Number target) const
    {
        const auto distance = [&](int k) {
            const __int128 d = __int128(m_cards[std::size_t(k)].value) - target;
            return d < 0 ? -d : d;
        };
        if (distance(i) != distance(j))
            return distance(i) < distance(j);
        return m_cards[std::size_t(i)].tiles.size() < m_cards[std::size_t(j)].tiles.size();
    }

    std::vector<ModelCard> m_cards;
    std::vector<ModelStep> m_steps;
    int m_tileCount = 0;
};

// The k-th step as "left op right = result"; its card is the (tiles + k)-th.
QString stepText(const Model &model, std::size_t k, Notation notation)
{
    const auto value = [&](int i) { return model.cards()[std::size_t(i)].value; };
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
    const auto &cards = working.cards();
    const auto &expected = model.cards();
    FUZZ_CHECK(working.tileCount() == model.tileCount());
    FUZZ_CHECK(cards.size() == expected.size());
    FUZZ_CHECK(int(cards.size()) == working.tileCount() + int(working.steps().size()));

    std::vector<int> unused;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const Working::Card &card = cards[i];
        FUZZ_CHECK(card.value() > 0, QString::number(card.value()));
        FUZZ_CHECK(card.value() == expected[i].value);
        FUZZ_CHECK(card.used == expected[i].used);
        FUZZ_CHECK(card.expression.tiles() == expected[i].tiles);
        FUZZ_CHECK(card.expression.tileCount() == int(expected[i].tiles.size()));
        if (!card.used)
            unused.push_back(int(i));
    }
    const std::vector<int> available = working.availableCards();
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
    const std::optional<int> closest = working.closestCard(target);
    FUZZ_CHECK(closest.has_value() == !working.cards().empty());
    if (!closest)
        return;
    FUZZ_CHECK(*closest >= 0 && *closest < int(working.cards().size()));
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
int readIndex(ByteReader &in, int cardCount)
{
    const std::uint8_t b = in.byte();
    if (b < 0xf0)
        return int(b % std::uint8_t(cardCount + 1));
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
            const int size = int(working.cards().size());
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
                // What the player sees of the new card reads back as the same number.
                const Expression &x = working.cards()[std::size_t(*made)].expression;
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
