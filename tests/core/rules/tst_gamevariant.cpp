// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Variants as data: the built-ins say what the issue and docs/rules.md say they are, every variant
// draws rounds from its own bags within its own limits, and a variant file reads back what was
// written or names the field that is wrong.
#include "error.h"
#include "gamevariant.h"
#include "variantfile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <map>

using namespace countdown;

Q_DECLARE_METATYPE(countdown::ErrorKind)

namespace {

std::map<Number, int> countsOf(const std::vector<Number> &tiles)
{
    std::map<Number, int> counts;
    for (const Number n : tiles)
        ++counts[n];
    return counts;
}

// Whether `part` can be taken from `bag` (as multisets).
bool takenFrom(const std::vector<Number> &part, const std::vector<Number> &bag)
{
    const auto have = countsOf(bag);
    for (const auto &[n, count] : countsOf(part)) {
        const auto it = have.find(n);
        if (it == have.end() || it->second < count)
            return false;
    }
    return true;
}

std::vector<Number> twoOfEach(Number from, Number to)
{
    std::vector<Number> bag;
    for (Number n = from; n <= to; ++n)
        bag.insert(bag.end(), {n, n});
    return bag;
}

} // namespace

class TestGameVariant : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void builtInsAreTheKnownOnes()
    {
        QStringList ids;
        for (const GameVariant &v : builtInVariants()) {
            ids << v.id;
            QVERIFY2(!checkVariant(v), qPrintable(v.id));
            QVERIFY(v.name.isEmpty());
        }
        QCOMPARE(ids, (QStringList{QStringLiteral("uk"), QStringLiteral("lceb"),
                                   QStringLiteral("all-large"), QStringLiteral("alternative-large"),
                                   QStringLiteral("four-digit"), QStringLiteral("seven-tiles"),
                                   QStringLiteral("no-division")}));

        const GameVariant &uk = standardVariant();
        QCOMPARE(uk.large, (std::vector<Number>{25, 50, 75, 100}));
        QCOMPARE(uk.small, twoOfEach(1, 10));
        QCOMPARE(uk.tiles, 6);
        QCOMPARE(uk.largePick, (LargePick{0, 4}));
        QCOMPARE(uk.targets.low, 100);
        QCOMPARE(uk.targets.high, 999);
        QVERIFY(uk.operators.isAll());
        QCOMPARE(uk.mode, SolveMode::DropAllowed);
        QCOMPARE(uk.clockSeconds, 30);

        const GameVariant &lceb = leCompteEstBonVariant();
        QVERIFY(!lceb.playerPicksLarge());
        QCOMPARE(lceb.targets.low, 101);
        QCOMPARE(lceb.clockSeconds, 45); // as on the show

        const GameVariant allLarge = *builtInVariant(u"all-large");
        QCOMPARE(allLarge.large, (std::vector<Number>{25, 25, 50, 50, 75, 75, 100, 100}));
        QCOMPARE(allLarge.largePick, (LargePick{5, 6}));
        QCOMPARE(builtInVariant(u"alternative-large")->large,
                 (std::vector<Number>{12, 37, 62, 87}));
        QCOMPARE(builtInVariant(u"four-digit")->targets.low, 1000);
        QCOMPARE(builtInVariant(u"four-digit")->targets.high, 9999);
        QCOMPARE(builtInVariant(u"seven-tiles")->tiles, 7);
        const OperatorSet noDivision = builtInVariant(u"no-division")->operators;
        QVERIFY(!noDivision.contains(Operator::Divide));
        QVERIFY(noDivision.contains(Operator::Add) && noDivision.contains(Operator::Subtract)
                && noDivision.contains(Operator::Multiply));

        QVERIFY(!builtInVariant(u"UK"));
        QVERIFY(isBuiltInVariantId(u"seven-tiles"));
        QCOMPARE(variantOf(RuleSet::LeCompteEstBon).id, QStringLiteral("lceb"));
        QCOMPARE(variantOf(RuleSet::Custom).id, QStringLiteral("uk"));
    }

    // Every built-in draws from its bags, within its pick, tile count and targets.
    void drawsFollowTheVariant()
    {
        for (const GameVariant &v : builtInVariants()) {
            PortableRandom random(qHash(v.id));
            for (int i = 0; i < 300; ++i) {
                const int asked = int(random.below(9)) - 1; // -1..7: clamped into the pick
                const Draw draw = drawVariant(v, asked, random);
                QCOMPARE(int(draw.tiles.size()), v.tiles);
                QVERIFY(draw.target >= v.targets.low && draw.target <= v.targets.high);
                std::vector<Number> bag = v.small;
                bag.insert(bag.end(), v.large.begin(), v.large.end());
                QVERIFY(takenFrom(draw.tiles, bag));
                const auto firstSmall =
                    std::find_if(draw.tiles.begin(), draw.tiles.end(), [&](Number n) {
                        return std::find(v.large.begin(), v.large.end(), n) == v.large.end();
                    });
                // Large first, as the show lays them out.
                QVERIFY(std::none_of(firstSmall, draw.tiles.end(), [&](Number n) {
                    return std::find(v.large.begin(), v.large.end(), n) != v.large.end();
                }));
                if (v.playerPicksLarge()) {
                    const int large = int(firstSmall - draw.tiles.begin());
                    QCOMPARE(large, std::clamp(asked, v.largePick->fewest, v.largePick->most));
                    QVERIFY(takenFrom({draw.tiles.begin(), firstSmall}, v.large));
                }
            }
        }
    }

    // The standard's and Le compte est bon's draws are the ones every seed always gave (tst_rules
    // holds the golden rounds): the variant functions are the old ones.
    void standardDrawsAreTheOldOnes()
    {
        for (int large = 0; large <= 4; ++large) {
            PortableRandom a(99 + quint64(large)), b(99 + quint64(large));
            const Draw viaVariant = drawVariant(standardVariant(), large, a);
            const Draw old = drawCountdown(large, b);
            QCOMPARE(viaVariant.tiles, old.tiles);
            QCOMPARE(viaVariant.target, old.target);
        }
        // A known Le compte est bon round (tst_rules: seed 1).
        PortableRandom random(1);
        const Draw french = drawVariant(leCompteEstBonVariant(), 3, random);
        QCOMPARE(french.tiles, (std::vector<Number>{100, 9, 8, 4, 6, 6}));
    }

    void operatorSetSymbols()
    {
        QCOMPARE(countdown::operatorSetSymbols(OperatorSet::all(), Notation::Ascii),
                 QStringLiteral("+-*/"));
        QCOMPARE(countdown::operatorSetSymbols(OperatorSet::all().without(Operator::Subtract),
                                               Notation::Typographic),
                 QStringLiteral("+×÷"));
        QCOMPARE(operatorSetFromSymbols(u"/+"),
                 OperatorSet().with(Operator::Add).with(Operator::Divide));
        QCOMPARE(operatorSetFromSymbols(u"×−"),
                 OperatorSet().with(Operator::Multiply).with(Operator::Subtract));
        QCOMPARE(operatorSetFromSymbols(u""), OperatorSet());
        QVERIFY(!operatorSetFromSymbols(u"++"));
        QVERIFY(!operatorSetFromSymbols(u"+x"));
        QVERIFY(!operatorSetFromSymbols(u"+ -"));
    }

    void fileRoundTrips()
    {
        for (GameVariant v : builtInVariants()) {
            const auto read = variantFromJson(variantToJson(v));
            QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : errorMessage(read.error())));
            QVERIFY(*read == v);
        }
        GameVariant own = *builtInVariant(u"seven-tiles");
        own.id = QStringLiteral("my-own-7");
        own.name = QStringLiteral("Seven, use them all, no ÷");
        own.mode = SolveMode::UseAll;
        own.operators = OperatorSet::all().without(Operator::Divide);
        own.clockSeconds = 0;
        own.large = {12, 12, 37};
        own.largePick = LargePick{1, 3};
        const auto read = variantFromJson(variantToJson(own));
        QVERIFY(read.ok());
        QVERIFY(*read == own);
    }

    // The compact layout, for a variant kept inside another file: one line, the same fields, and
    // it reads back equal.
    void compactFileIsOneLine()
    {
        std::vector<GameVariant> variants = builtInVariants();
        GameVariant own = leCompteEstBonVariant();
        own.id = QStringLiteral("my-bag");
        own.name = QStringLiteral("Bag, with commas, \"quotes\" and ÷");
        own.targets = TargetRange{10, 99};
        variants.push_back(own);
        for (const GameVariant &v : variants) {
            const QByteArray compact = variantToJson(v, VariantJsonLayout::Compact);
            QVERIFY2(!compact.contains('\n'), compact.constData());
            QVERIFY(compact.size() < variantToJson(v).size());
            QCOMPARE(QJsonDocument::fromJson(compact), QJsonDocument::fromJson(variantToJson(v)));
            const auto read = variantFromJson(compact);
            QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : errorMessage(read.error())));
            QCOMPARE(*read, v);
        }
    }

    // Left-out fields are the standard's; the pick follows fewer tiles.
    void missingFieldsAreTheStandards()
    {
        auto read = variantFromJson(R"({"tiles": 7})");
        QVERIFY(read.ok());
        GameVariant expected = *builtInVariant(u"seven-tiles");
        expected.id.clear();
        QVERIFY(*read == expected);

        read = variantFromJson(R"({"tiles": 3, "operations": "+*"})");
        QVERIFY(read.ok());
        QCOMPARE(read->largePick, (LargePick{0, 3}));
        QCOMPARE(read->operators, OperatorSet().with(Operator::Add).with(Operator::Multiply));

        read = variantFromJson(R"({"one_bag": true, "targets": {"low": 101}})");
        QVERIFY(read.ok());
        QVERIFY(!read->playerPicksLarge());
        QCOMPARE(read->targets.low, 101);
        QCOMPARE(read->targets.high, 999);
    }

    void badFilesNameTheField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("field"); // the error's first argument
        QTest::addColumn<QString>("inMessage");

        const auto row = [](const char *name, const char *json, ErrorKind kind, const char *field,
                            const char *inMessage) {
            QTest::newRow(name) << QByteArray(json) << kind << QString::fromUtf8(field)
                                << QString::fromUtf8(inMessage);
        };
        row("not json", "{\"tiles\": ", ErrorKind::VariantNotJson, "", "not valid JSON");
        row("array", "[1, 2]", ErrorKind::VariantWrongType, "", "one object");
        row("unknown field", R"({"tile": 7})", ErrorKind::VariantUnknownField, "tile", "“tile”");
        row("unknown inner field", R"({"targets": {"lo": 5}})", ErrorKind::VariantUnknownField,
            "targets.lo", "“targets.lo”");
        row("tiles text", R"({"tiles": "7"})", ErrorKind::VariantWrongType, "tiles",
            "“tiles” must be a whole number");
        row("tiles fraction", R"({"tiles": 6.5})", ErrorKind::VariantWrongType, "tiles",
            "whole number");
        row("tiles 8", R"({"tiles": 8})", ErrorKind::VariantOutOfRange, "tiles",
            "“tiles” is 8 but must be from 1 to 7");
        row("tiles huge", R"({"tiles": 1e12})", ErrorKind::VariantOutOfRange, "tiles",
            "from 1 to 7");
        row("large not a list", R"({"large": 25})", ErrorKind::VariantWrongType, "large",
            "list of whole numbers");
        row("large item", R"({"large": [25, "x"]})", ErrorKind::VariantWrongType, "large[1]",
            "“large[1]”");
        row("zero tile", R"({"small": [1, 0, 2, 3, 4, 5, 6]})", ErrorKind::VariantOutOfRange,
            "small[1]", "“small[1]” is 0 but must be from 1 to 999999");
        row("bag too small", R"({"small": [1, 2, 3]})", ErrorKind::VariantBagTooSmall, "small",
            "“small” has 3 tiles but a round may need 6");
        row("large bag too small", R"({"large": [25, 50]})", ErrorKind::VariantBagTooSmall, "large",
            "“large” has 2 tiles");
        row("one bag too small", R"({"one_bag": true, "large": [], "small": [1, 2]})",
            ErrorKind::VariantBagTooSmall, "small", "has 2 tiles");
        row("pick reversed", R"({"large_pick": {"fewest": 3, "most": 1}})",
            ErrorKind::VariantRangeReversed, "large_pick", "from 3 down to 1");
        row("pick beyond tiles", R"({"large_pick": {"most": 7}})", ErrorKind::VariantOutOfRange,
            "large_pick.most", "“large_pick.most” is 7");
        row("targets reversed", R"({"targets": {"low": 900, "high": 100}})",
            ErrorKind::VariantRangeReversed, "targets", "from 900 down to 100");
        row("target zero", R"({"targets": {"low": 0}})", ErrorKind::VariantOutOfRange,
            "targets.low", "“targets.low” is 0");
        row("targets not object", R"({"targets": [100, 999]})", ErrorKind::VariantWrongType,
            "targets", "object");
        row("operations", R"({"operations": "+-x"})", ErrorKind::VariantBadWord, "operations",
            "“operations” cannot be “+-x”");
        row("no operations", R"({"operations": ""})", ErrorKind::VariantBadWord, "operations",
            "needs one of");
        row("mode", R"({"mode": "all"})", ErrorKind::VariantBadWord, "mode", "use drop, use-all");
        row("use-all without + or *", R"({"operations": "-/", "mode": "use-all"})",
            ErrorKind::VariantBadWord, "mode", "use drop (use-all needs + or *)");
        row("one bag type", R"({"one_bag": 1})", ErrorKind::VariantWrongType, "one_bag",
            "true or false");
        row("clock", R"({"clock_seconds": 5})", ErrorKind::VariantOutOfRange, "clock_seconds",
            "from 10 to 600");
        row("id", R"({"id": "My Rules"})", ErrorKind::VariantBadWord, "id", "“My Rules”");
        row("name type", R"({"name": 7})", ErrorKind::VariantWrongType, "name", "text");
        row("format", R"({"format": "something-else"})", ErrorKind::VariantBadWord, "format",
            "countdown-numbers-variant");
        row("newer", R"({"version": 2})", ErrorKind::VariantNewerFormat, "2",
            "version 2; this version reads up to 1");
        row("control characters", "{\"mode\": \"\\u001b]0;x\"}", ErrorKind::VariantBadWord, "mode",
            "\\x1b]0;x");
        // JSON readers keep one of the two silently: which one a player meant is not known.
        row("field twice", R"({"tiles": 6, "tiles": 7})", ErrorKind::VariantDuplicateField, "tiles",
            "“tiles” is given more than once");
        row("field twice, the same value", R"({"mode": "drop", "name": "x", "mode": "drop"})",
            ErrorKind::VariantDuplicateField, "mode", "“mode”");
        row("inner field twice", R"({"targets": {"low": 100, "high": 999, "low": 200}})",
            ErrorKind::VariantDuplicateField, "targets.low", "“targets.low”");
        row("field twice, once escaped", R"({"tiles": 6, "til\u0065s": 7})",
            ErrorKind::VariantDuplicateField, "tiles", "“tiles”");
        row("field twice after a quoted quote",
            "{\"name\": \"a \\\"b\\\", \\\\\", \"name\": \"c\"}", ErrorKind::VariantDuplicateField,
            "name", "“name”");
        row("unknown field twice in a list", R"({"large": [{"a": 1, "a": 2}]})",
            ErrorKind::VariantDuplicateField, "large[0].a", "“large[0].a”");
    }

    // The same key in different objects, and a value that spells a key, are no duplicates.
    void fieldsOnceInEachObjectRead()
    {
        const auto read = variantFromJson(
            R"({"name": "tiles", "tiles": 6, "large_pick": {"fewest": 0, "most": 4},)"
            R"( "targets": {"low": 100, "high": 999}, "id": "low"})");
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(errorMessage(read.error())));
        QCOMPARE(read->name, QStringLiteral("tiles"));
    }

    // A file far too large is said to be so (not "not valid JSON" where a reader cut it), with
    // the limit; up to the limit it reads.
    void tooLargeIsSaidSo()
    {
        const QByteArray tenMegabytes = "{\"name\": \"" + QByteArray(10 << 20, 'x') + "\"}";
        auto read = variantFromJson(tenMegabytes);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, ErrorKind::VariantTooLarge);
        QCOMPARE(errorMessage(read.error()),
                 QStringLiteral("The variant is too large: at most 65536 bytes"));
        // What a reader gets when it reads one byte beyond the limit.
        read = variantFromJson(tenMegabytes.left(kMaxVariantFileBytes + 1));
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, ErrorKind::VariantTooLarge);

        const QByteArray small = R"({"tiles": 7})";
        const QByteArray padded = small + QByteArray(kMaxVariantFileBytes - small.size(), ' ');
        QVERIFY(variantFromJson(padded).ok());
        read = variantFromJson(padded + ' ');
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, ErrorKind::VariantTooLarge);
    }
    void badFilesNameTheField()
    {
        QFETCH(QByteArray, json);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, field);
        QFETCH(QString, inMessage);
        const auto read = variantFromJson(json);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, kind);
        if (kind != ErrorKind::VariantNotJson)
            QCOMPARE(read.error().args.value(0), field);
        const QString message = errorMessage(read.error());
        QVERIFY2(message.contains(inMessage), qPrintable(message));
        QVERIFY2(!message.contains(QChar(0x1b)), qPrintable(message));
    }

    void checkFindsTheFirstProblem()
    {
        GameVariant v = standardVariant();
        QVERIFY(!checkVariant(v));
        v.large.assign(120, 25);
        const auto tooBig = checkVariant(v);
        QVERIFY(tooBig);
        QCOMPARE(tooBig->kind, ErrorKind::VariantOutOfRange);
        v = standardVariant();
        v.operators = OperatorSet();
        QCOMPARE(checkVariant(v)->args.value(0), QStringLiteral("operations"));
        v = standardVariant();
        v.name = QString(61, QLatin1Char('n'));
        QCOMPARE(checkVariant(v)->args.value(0), QStringLiteral("name"));
    }
};

QTEST_GUILESS_MAIN(TestGameVariant)
#include "tst_gamevariant.moc"
