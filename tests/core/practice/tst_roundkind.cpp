// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The kinds of round practice draws: their frozen words, and how each is drawn.
#include "roundkind.h"

#include <QTest>

using namespace countdown;

Q_DECLARE_METATYPE(countdown::RoundKind)

class TestRoundKind : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void words_data()
    {
        QTest::addColumn<RoundKind>("kind");
        QTest::addColumn<QString>("word");
        // Frozen: the history holds these words.
        QTest::newRow("0 large") << RoundKind::withLarge(0) << QStringLiteral("large-0");
        QTest::newRow("4 large") << RoundKind::withLarge(4) << QStringLiteral("large-4");
        QTest::newRow("easy") << RoundKind::ofDifficulty(Difficulty::Easy)
                              << QStringLiteral("easy");
        QTest::newRow("medium") << RoundKind::ofDifficulty(Difficulty::Medium)
                                << QStringLiteral("medium");
        QTest::newRow("hard") << RoundKind::ofDifficulty(Difficulty::Hard)
                              << QStringLiteral("hard");
        QTest::newRow("division") << RoundKind::needingDivision() << QStringLiteral("division");
    }

    void words()
    {
        QFETCH(RoundKind, kind);
        QFETCH(QString, word);
        QCOMPARE(roundKindWord(kind), word);
        QCOMPARE(roundKindFromWord(word), std::optional(kind));
    }

    void wordsThatNameNoKind()
    {
        for (const char *word : {"", "large-5", "large--1", "large-", "large-x", "any", "Easy",
                                 "division ", "large-2.0"})
            QVERIFY2(!roundKindFromWord(QString::fromLatin1(word)), word);
    }

    // Rounds with a number of large are UK rounds with that many, whatever the rules and pick.
    void largeFixesThePick()
    {
        const RoundKind kind = RoundKind::withLarge(3);
        QCOMPARE(fixedPick(kind), std::optional(3));
        const DifficultyRequest request = practiceRequest(kind, leCompteEstBonVariant(), 0);
        QCOMPARE(request.variant.id, QStringLiteral("uk"));
        QCOMPARE(request.large, 3);
        QCOMPARE(request.difficulty, Difficulty::Any);
        QVERIFY(request.guaranteeSolvable);
        QVERIFY(!request.needsDivision);
    }

    // The others keep the player's rules and pick, and ask for their kind.
    void othersKeepRulesAndPick()
    {
        const RoundKind hard = RoundKind::ofDifficulty(Difficulty::Hard);
        QVERIFY(!fixedPick(hard));
        DifficultyRequest request = practiceRequest(hard, leCompteEstBonVariant(), 2);
        QCOMPARE(request.variant.id, QStringLiteral("lceb"));
        QCOMPARE(request.difficulty, Difficulty::Hard);
        QVERIFY(request.guaranteeSolvable);

        const RoundKind division = RoundKind::needingDivision();
        QVERIFY(!fixedPick(division));
        request = practiceRequest(division, standardVariant(), 2);
        QCOMPARE(request.variant.id, QStringLiteral("uk"));
        QCOMPARE(request.large, 2);
        QCOMPARE(request.difficulty, Difficulty::Any);
        QVERIFY(request.needsDivision);
        QVERIFY(request.guaranteeSolvable);
        // Any other variant, its pick clamped to the variant's.
        const GameVariant allLarge = *builtInVariant(u"all-large");
        request = practiceRequest(division, allLarge, 2);
        QCOMPARE(request.variant, allLarge);
        QCOMPARE(request.large, 5);
        QCOMPARE(practiceRequest(division, standardVariant(), 9).large, kMaxLarge);
    }
};

QTEST_GUILESS_MAIN(TestRoundKind)
#include "tst_roundkind.moc"
