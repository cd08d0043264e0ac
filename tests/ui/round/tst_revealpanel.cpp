// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The end of a round, from what the round came to alone: hand-made outcomes, no controller and
// no solver. The player's result in each case (alone, asked for the answer, a custom round solved
// at once, every number to be used, hints), the solver's answer and its solutions (also when they
// arrive after the reveal), the review, a computer contestant, people at one machine (names shown
// as they were typed), the daily attempt's share button and the game's last round.
#include "language.h"
#include "parsedexpression.h"
#include "revealpanel.h"
#include "roundoutcome.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace countdown;
using namespace countdown::ui;

namespace {

constexpr const char *kExact = "(100 + 3) * 75 * 6 / 50 + 25"; // 952
// Makes 952 too, but with a 2 the board does not have: only a second row for the list.
constexpr const char *kOther = "(100 + 6) * 75 * 3 / 25 - 2";

// The show's famous round, 952 from 25 50 75 100 3 6, which the player made exactly in 21 s.
RoundOutcome exactAlone()
{
    RoundOutcome o;
    o.tiles = {25, 50, 75, 100, 3, 6};
    o.target = 952;
    o.large = 4;
    o.result.hasDeclaration = true;
    o.result.value = 952;
    o.result.expression = parsed(kExact);
    o.result.points = 10;
    o.result.early = true;
    o.result.timeUsedMs = 20'600;
    o.best.expression = parsed(kExact);
    o.best.value = 952;
    o.best.numbersUsed = 6;
    return o;
}

Solutions twoSolutions()
{
    Solutions s;
    s.expressions = {parsed(kExact), parsed(kOther)};
    s.distance = 0;
    return s;
}

QString buttonText(const RevealPanel &panel, const char *name)
{
    return panel.findChild<QPushButton *>(QString::fromLatin1(name))->text();
}

} // namespace

class TestRevealPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Language::instance().setLanguage(QStringLiteral("en")); }

    void anExactRoundAlone()
    {
        RevealPanel panel;
        RoundOutcome o = exactAlone();
        o.solutions = twoSolutions();
        panel.showOutcome(o);
        QCOMPARE(panel.answerText(), QStringLiteral("(100 + 3) × 75 × 6 ÷ 50 + 25 = 952"));
        QCOMPARE(panel.resultText(), QStringLiteral("You: 952, exact, in 21 s — 10 points."));
        QCOMPARE(panel.solutionsText(), QStringLiteral("2 distinct solutions"));
        QVERIFY(
            panel.findChild<QPushButton *>(QStringLiteral("otherSolutionsButton"))->isEnabled());
        QVERIFY(panel.contestantResultText().isEmpty());
        QVERIFY(panel.reviewText().isEmpty());
        QVERIFY(!panel.isShareOffered());
        QCOMPARE(buttonText(panel, "nextRoundButton"), QStringLiteral("&Next round"));
    }

    void solutionsArrivingAfterTheReveal()
    {
        RevealPanel panel;
        RoundOutcome o = exactAlone();
        panel.showOutcome(o);
        QCOMPARE(panel.solutionsText(), QStringLiteral("counting solutions…"));
        QVERIFY(
            !panel.findChild<QPushButton *>(QStringLiteral("otherSolutionsButton"))->isEnabled());
        o.solutions = twoSolutions();
        panel.showOutcome(o);
        QCOMPARE(panel.solutionsText(), QStringLiteral("2 distinct solutions"));
        panel.toggleOtherSolutions();
        QVERIFY(panel.findChild<QWidget *>(QStringLiteral("otherSolutions"))->isVisibleTo(&panel));
    }

    void whatThePlayerSees_data()
    {
        QTest::addColumn<RoundOutcome>("outcome");
        QTest::addColumn<QString>("result");

        RoundOutcome late = exactAlone();
        late.result.early = false;
        late.result.value = 950;
        late.result.distance = 2;
        late.result.points = 7;
        QTest::newRow("close, at the bell")
            << late << QStringLiteral("You: 950, 2 away — 7 points.");

        RoundOutcome hints = exactAlone();
        hints.result.hintsTaken = 2;
        hints.result.points = 6;
        QTest::newRow("hints") << hints
                               << QStringLiteral("You: 952, exact, in 21 s — 6 points. 2 hints "
                                                 "taken: at most 6 points.");

        RoundOutcome asked = exactAlone();
        asked.result.answerShown = true;
        asked.result.points = 0;
        QTest::newRow("asked for the answer")
            << asked << QStringLiteral("You asked for the answer: this round scores 0.");

        RoundOutcome custom = exactAlone();
        custom.rules = RuleSet::Custom;
        custom.result = RoundResult{};
        custom.result.answerShown = true;
        QTest::newRow("custom, shown")
            << custom << QStringLiteral("Custom round: answer shown, no points.");

        RoundOutcome atOnce = custom;
        atOnce.revealedAtOnce = true;
        QTest::newRow("solved at once")
            << atOnce << QStringLiteral("Solved at once: the solver's answer for your numbers.");

        RoundOutcome nothing = exactAlone();
        nothing.result = RoundResult{};
        QTest::newRow("no answer") << nothing << QStringLiteral("You: no answer — 0 points.");
        nothing.mode = SolveMode::UseAll;
        QTest::newRow("use all, no answer")
            << nothing << QStringLiteral("You: nothing that uses every number — 0 points.");

        // A puzzle of the daily set scores stars (3 exact, 2 within 5, 1 within 10), each hint
        // lowering the most it can score; its points are not the game's.
        RoundOutcome setPuzzle = late;
        setPuzzle.dailySetDate = QDate(2026, 12, 5);
        setPuzzle.dailySetPosition = 3;
        QTest::newRow("set puzzle, 2 away")
            << setPuzzle << QStringLiteral("You: 950, 2 away — ★★☆ 2 stars.");
        RoundOutcome setHinted = setPuzzle;
        setHinted.result.value = 952;
        setHinted.result.distance = 0;
        setHinted.result.hintsTaken = 1;
        QTest::newRow("set puzzle, exact with a hint")
            << setHinted
            << QStringLiteral("You: 952, exact — ★★☆ 2 stars. 1 hint taken: at most 2 stars.");
        setPuzzle.dailySetPractice = true;
        setPuzzle.result.value = 940;
        setPuzzle.result.distance = 12;
        QTest::newRow("set puzzle played again, far")
            << setPuzzle << QStringLiteral("You: 940, 12 away — ☆☆☆ 0 stars.");
    }

    void whatThePlayerSees()
    {
        QFETCH(RoundOutcome, outcome);
        QFETCH(QString, result);
        RevealPanel panel;
        panel.showOutcome(outcome);
        QCOMPARE(panel.resultText(), result);
    }

    void theReviewOfAMiss()
    {
        RoundOutcome o = exactAlone();
        o.result.value = 806;
        o.result.distance = 146;
        o.result.points = 0;
        o.review.kind = RoundReview::Kind::NoExactAnswer;
        o.review.bestValue = 951;
        RevealPanel panel;
        panel.showOutcome(o);
        QCOMPARE(panel.reviewText(),
                 QStringLiteral("No exact answer was possible: 951 was the closest."));
        o.review.kind = RoundReview::Kind::OneStepAway;
        o.review.left = 946;
        o.review.op = Operator::Add;
        o.review.right = 6;
        panel.showOutcome(o);
        QCOMPARE(panel.reviewText(), QStringLiteral("You had 946 and 6 left: 946 + 6 = 952."));
    }

    void aComputerContestant()
    {
        RoundOutcome o = exactAlone();
        o.contestant = contestantProfile(3);
        ContestantAnswer answer;
        answer.expression = parsed("100 * 6 + 75 * 3 + 50 + 25"); // 900
        answer.value = 900;
        answer.distance = 52;
        o.contestantAnswer = answer;
        o.result.contestantPoints = 0;
        RevealPanel panel;
        panel.showOutcome(o);
        const QString text = panel.contestantResultText();
        QVERIFY2(text.startsWith(o.contestant->name + QStringLiteral(": 900, 52 away — 0 points.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("100 × 6 = 600")), qPrintable(text));
    }

    void peopleAtOneMachine()
    {
        RoundOutcome o = exactAlone();
        o.result = RoundResult{};
        o.players = {QStringLiteral("<b>Ann</b>"), QStringLiteral("Bob")};
        OneMachineDeclarations d(2, o.target, o.tiles, o.mode);
        QVERIFY(d.declareValue(Number(952)));
        QVERIFY(d.declareValue(std::nullopt));
        QVERIFY(d.show(parsed(kExact)));
        o.declarations = d;
        o.result.seatPoints = d.points();
        RevealPanel panel;
        panel.showOutcome(o);
        QCOMPARE(panel.resultText(), QStringLiteral("<b>Ann</b>: 952, exact — 10 points  ·  "
                                                    "Bob: nothing declared — 0 points"));
        QVERIFY(o.madeTheTarget());

        o.declarations.reset(); // the answer was shown before anyone declared
        o.result.answerShown = true;
        panel.showOutcome(o);
        QCOMPARE(panel.resultText(),
                 QStringLiteral("The answer was shown: nobody scores this round."));
        QVERIFY(!o.madeTheTarget());
    }

    void theDailyAttemptOffersToShare()
    {
        RoundOutcome o = exactAlone();
        RevealPanel panel;
        o.dailyDate = QDate(2026, 12, 4);
        panel.showOutcome(o);
        QVERIFY(panel.isShareOffered());
        o.dailyReplay = true;
        panel.showOutcome(o);
        QVERIFY(!panel.isShareOffered());
    }

    void theGamesLastRoundLeadsToTheScore()
    {
        RoundOutcome o = exactAlone();
        o.countsInGame = true;
        o.endsGame = true;
        RevealPanel panel;
        panel.showOutcome(o);
        QCOMPARE(buttonText(panel, "nextRoundButton"), QStringLiteral("Final &score"));
    }
};

QTEST_MAIN(TestRevealPanel)
#include "tst_revealpanel.moc"
