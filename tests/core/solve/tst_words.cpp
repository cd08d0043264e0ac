// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The words that name the game's values in files and on the command line are frozen: files in the
// wild hold them. Each value has its own word, each word reads back as its value, and nothing
// else reads as a value.
#include "words.h"

#include <QTest>

using namespace countdown;

class TestWords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void frozenWords()
    {
        QCOMPARE(ruleSetWord(RuleSet::Countdown), QStringLiteral("countdown"));
        QCOMPARE(ruleSetWord(RuleSet::LeCompteEstBon), QStringLiteral("le-compte-est-bon"));
        QCOMPARE(ruleSetWord(RuleSet::Custom), QStringLiteral("custom"));
        QCOMPARE(modeWord(SolveMode::DropAllowed), QStringLiteral("drop"));
        QCOMPARE(modeWord(SolveMode::UseAll), QStringLiteral("use-all"));
        QCOMPARE(difficultyWord(Difficulty::Any), QStringLiteral("any"));
        QCOMPARE(difficultyWord(Difficulty::Easy), QStringLiteral("easy"));
        QCOMPARE(difficultyWord(Difficulty::Medium), QStringLiteral("medium"));
        QCOMPARE(difficultyWord(Difficulty::Hard), QStringLiteral("hard"));
        QCOMPARE(oddsRulesWord(RuleSet::Countdown), QStringLiteral("uk"));
        QCOMPARE(oddsRulesWord(RuleSet::LeCompteEstBon), QStringLiteral("lceb"));
    }

    void wordsReadBack()
    {
        for (const RuleSet v : {RuleSet::Countdown, RuleSet::LeCompteEstBon, RuleSet::Custom})
            QCOMPARE(ruleSetFromWord(ruleSetWord(v)), std::optional(v));
        for (const SolveMode m : {SolveMode::DropAllowed, SolveMode::UseAll})
            QCOMPARE(modeFromWord(modeWord(m)), std::optional(m));
        for (const Difficulty d :
             {Difficulty::Any, Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
            QCOMPARE(difficultyFromWord(difficultyWord(d)), std::optional(d));
        for (const RuleSet v : {RuleSet::Countdown, RuleSet::LeCompteEstBon})
            QCOMPARE(oddsRulesFromWord(oddsRulesWord(v)), std::optional(v));
    }

    // Exact words only: the settings reader lowers the case itself, the history never needs to.
    void otherWordsAreNone()
    {
        for (const char *word : {"", "Countdown", "countdown ", "uk", "lceb", "french"})
            QVERIFY2(!ruleSetFromWord(QString::fromLatin1(word)), word);
        for (const char *word : {"", "Drop", "use all", "useall", "all"})
            QVERIFY2(!modeFromWord(QString::fromLatin1(word)), word);
        for (const char *word : {"", "Hard", "very hard", "0"})
            QVERIFY2(!difficultyFromWord(QString::fromLatin1(word)), word);
        for (const char *word : {"", "UK", "countdown", "custom", "le-compte-est-bon"})
            QVERIFY2(!oddsRulesFromWord(QString::fromLatin1(word)), word);
    }
};

QTEST_GUILESS_MAIN(TestWords)
#include "tst_words.moc"
