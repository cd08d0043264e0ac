// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "windowstages.h"

#include "boardpanel.h"
#include "challengecode.h"
#include "contestant.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "guidedround.h"
#include "mainwindow.h"
#include "onemachine.h"
#include "pickpanel.h"
#include "revealpanel.h"
#include "scoreboard.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMap>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>

namespace countdown::test {

namespace {
const Puzzle kPuzzle952{{25, 50, 75, 100, 3, 6}, 952};
const auto kExact952 = QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25");

// Three people (two with names as long as allowed) at 952: Anna exact, Bernadette 950, Zoë
// nothing.
bool declareAround952(GameController &game)
{
    if (!game.startCustomRound(kPuzzle952))
        return false;
    game.declare();
    return game.declareValue(952) && game.declareValue(950) && game.declareValue(std::nullopt)
           && game.declarations()->currentPlayer() == 0;
}
const QStringList kPeople{QStringLiteral("Anna"), QStringLiteral("Bernadette-Marie Lefèvre"),
                          QStringLiteral("Zoë-Alexandra Whitfields")};
static_assert(kMaxPlayerNameLength == 24, "the long names above are of that length");
} // namespace

const char *stageName(WindowStage stage)
{
    switch (stage) {
    case WindowStage::Pick:
        return "pick";
    case WindowStage::Running:
        return "running";
    case WindowStage::Revealed:
        return "revealed";
    case WindowStage::Scoreboard:
        return "scoreboard";
    case WindowStage::DuelRevealed:
        return "duel";
    case WindowStage::PeopleWorking:
        return "people-working";
    case WindowStage::PeopleShowing:
        return "people-showing";
    case WindowStage::PeopleScoreboard:
        return "people-scoreboard";
    case WindowStage::GuidedRound:
        return "guided-round";
    case WindowStage::PracticePick:
        return "practice-pick";
    case WindowStage::PracticeScoreboard:
        return "practice-scoreboard";
    case WindowStage::VariantPick:
        return "variant-pick";
    case WindowStage::VariantRunning:
        return "variant-running";
    case WindowStage::DailySetRevealed:
        return "daily-set";
    case WindowStage::ChallengeRevealed:
        return "challenge";
    }
    return "";
}

ui::AppSettings stageSettings(ui::ThemeChoice theme, const QString &language)
{
    ui::AppSettings s;
    s.game.reducedMotion = true;
    s.game.roundsPerGame = 2;
    s.sound = false;
    s.theme = theme;
    s.language = language;
    s.guidedRoundDone = true; // the guided round's banner is a stage of its own
    return s;
}

bool waitForSolutions(ui::MainWindow &w)
{
    return QTest::qWaitFor(
        [&] { return w.game().phase() == Phase::Revealed && w.game().solverSolutions(); }, 30'000);
}

bool playTo(ui::MainWindow &w, WindowStage stage)
{
    GameController &game = w.game();
    switch (stage) {
    case WindowStage::Pick:
        return game.phase() == Phase::Idle;
    case WindowStage::Running:
        if (!game.startCustomRound(kPuzzle952))
            return false;
        w.view()->boardPanel()->selectPlace(3); // 100
        w.view()->boardPanel()->chooseOperator(Operator::Add);
        w.view()->boardPanel()->selectPlace(4); // + 3 = 103
        w.view()->boardPanel()->chooseOperator(Operator::Subtract);
        w.view()->boardPanel()->selectPlace(1); // 103 - 50 = 53, then 53 ÷ waiting for a tile
        w.view()->boardPanel()->chooseOperator(Operator::Divide);
        game.setTypedAnswer(QStringLiteral("(75 + 100 / 25) × (8"));
        // Every hint, on the board's message line: its longest text (waiting for the solver's
        // thread).
        if (!QTest::qWaitFor([&] { return game.canTakeHint(); }, 30'000))
            return false;
        while (game.takeHint()) {
        }
        return game.phase() == Phase::Running && game.hintsTaken() == kHintCount;
    case WindowStage::Revealed:
        // Worked to 927 with the 25 left, declared: the reveal says what was missed.
        if (!game.startCustomRound(kPuzzle952) || !game.combine(3, Operator::Add, 4)
            || !game.combine(6, Operator::Multiply, 2) || !game.combine(7, Operator::Multiply, 5)
            || !game.combine(8, Operator::Divide, 1))
            return false;
        game.declare();
        if (!waitForSolutions(w))
            return false;
        w.view()->revealPanel()->toggleOtherSolutions();
        return w.view()->revealPanel()->otherSolutionsVisible();
    case WindowStage::Scoreboard:
        w.newGame();
        for (int round = 0; round < 2; ++round) {
            if (!game.startCustomRound(kPuzzle952))
                return false;
            game.setTypedAnswer(QStringLiteral("100 + 3"));
            game.declare();
            if (!waitForSolutions(w))
                return false;
            if (round == 0)
                game.nextRound();
        }
        w.view()->showScoreboard();
        return w.view()->currentPage() == w.view()->scoreboard();
    case WindowStage::DuelRevealed: {
        ui::AppSettings duel = w.settings();
        duel.game.contestantLevel = kContestantLevels;
        w.applySettings(duel);
        w.pickLarge(2);
        if (!QTest::qWaitFor([&] { return game.duel().answer() && game.isSolverReady(); }, 30'000))
            return false;
        game.declare();
        return waitForSolutions(w) && game.duel().playsThisRound();
    }
    case WindowStage::PeopleWorking:
        return game.startOneMachineGame(kPeople) && game.startCustomRound(kPuzzle952)
               && game.phase() == Phase::Running;
    case WindowStage::PeopleShowing:
        if (!game.startOneMachineGame(kPeople) || !declareAround952(game))
            return false;
        game.setTypedAnswer(kExact952);
        return game.phase() == Phase::Declarations;
    case WindowStage::PeopleScoreboard:
        if (!game.startOneMachineGame(kPeople))
            return false;
        for (int round = 0; round < 2; ++round) {
            if (!declareAround952(game))
                return false;
            game.setTypedAnswer(kExact952);
            game.showMethod();
            if (!waitForSolutions(w))
                return false;
            if (round == 0)
                game.nextRound();
        }
        w.view()->showScoreboard();
        return w.view()->currentPage() == w.view()->scoreboard();
    case WindowStage::GuidedRound: {
        // The banner at its longest step: combining, with an example from the round.
        w.startGuidedRound();
        w.pickLarge(4);
        const GuidedRound *guided = w.view()->guidedRound();
        return game.round().guided
               && QTest::qWaitFor([&] { return guided->example().has_value(); }, 30'000)
               && guided->step() == GuidedRound::Step::Combine;
    }
    case WindowStage::PracticePick:
        // The longest kind of round in words, and the pick still the player's.
        w.practise(RoundKind::ofDifficulty(Difficulty::Hard));
        return game.progress().focus() && game.phase() == Phase::Idle
               && w.view()->currentPage() == static_cast<QWidget *>(w.view()->pickPanel());
    case WindowStage::PracticeScoreboard:
        // Ten rounds of four large, the first three exact: its result and the verdict.
        w.practise(RoundKind::withLarge(4));
        for (int round = 0; round < kFocusedPracticeRounds; ++round) {
            w.pickLarge(4);
            if (!QTest::qWaitFor([&] { return game.isSolverReady(); }, 30'000))
                return false;
            if (round < 3)
                game.setTypedAnswer(game.solverBest()->expression.toString());
            game.declare();
            if (!waitForSolutions(w))
                return false;
            if (round + 1 < kFocusedPracticeRounds)
                game.nextRound();
        }
        w.view()->showScoreboard();
        return w.view()->currentPage() == w.view()->scoreboard();
    case WindowStage::VariantPick: {
        ui::AppSettings s = w.settings();
        s.game.variant = *builtInVariant(u"all-large");
        w.applySettings(s);
        return game.phase() == Phase::Idle && !w.view()->pickPanel()->largeButton(4)->isVisible()
               && w.view()->pickPanel()->largeButton(6)->isVisible();
    }
    case WindowStage::VariantRunning: {
        // Its longest name, one step made and an operation greyed.
        ui::AppSettings s = w.settings();
        s.ownVariants = {sevenTilesWithoutDivision()};
        s.game.variant = s.ownVariants.front();
        w.applySettings(s);
        w.pickLarge(2);
        if (game.phase() != Phase::Running || game.tiles().size() != 7)
            return false;
        w.view()->boardPanel()->selectPlace(0);
        w.view()->boardPanel()->chooseOperator(Operator::Add);
        w.view()->boardPanel()->selectPlace(6);
        return game.working().steps().size() == 1;
    }
    case WindowStage::DailySetRevealed: {
        w.setToday(QDate(2026, 12, 5));
        w.playDailySet();
        if (!QTest::qWaitFor([&] { return game.isSolverReady(); }, 30'000))
            return false;
        game.setTypedAnswer(game.solverBest()->expression.toString());
        if (!game.declareTypedAnswer() || !waitForSolutions(w))
            return false;
        w.view()->goOn();
        game.showAnswer();
        if (!waitForSolutions(w))
            return false;
        w.view()->goOn();
        game.declare();
        return waitForSolutions(w) && game.round().dailySetPosition == 3;
    }
    case WindowStage::ChallengeRevealed: {
        // A friend's link, the longest name a code carries: exact beats her 950.
        Challenge challenge;
        challenge.tiles = kPuzzle952.numbers;
        challenge.target = kPuzzle952.target;
        challenge.sender = ChallengeResult{kPeople[1], 950, 7, 23'500, 2};
        if (!w.openChallenge(challengeLink(challenge)))
            return false;
        if (!QTest::qWaitFor([&] { return game.isSolverReady(); }, 30'000))
            return false;
        game.setTypedAnswer(game.solverBest()->expression.toString());
        return game.declareTypedAnswer() && waitForSolutions(w);
    }
    }
    return false;
}

GameVariant sevenTilesWithoutDivision()
{
    GameVariant variant = *builtInVariant(u"seven-tiles");
    variant.id = QStringLiteral("my-variant-1");
    variant.name = QStringLiteral("Seven tiles, no division, for the family");
    variant.operators = OperatorSet::all().without(Operator::Divide);
    return variant;
}

namespace {
// The letter after a single '&' ("&&" is a literal ampersand); none when there is none.
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}
} // namespace

QStringList mnemonicClashes(QWidget *top)
{
    QMap<QChar, QStringList> owners;
    const auto add = [&owners](const QString &text) {
        const QChar letter = mnemonicOf(text);
        if (!letter.isNull())
            owners[letter] << QStringLiteral("“%1”").arg(text);
    };
    if (auto *window = qobject_cast<QMainWindow *>(top)) {
        for (QAction *menu : window->menuBar()->actions()) {
            if (menu->isVisible() && menu->isEnabled())
                add(menu->text());
        }
    }
    for (QWidget *w : top->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(top) || !w->isEnabled() || w->window() != top)
            continue;
        if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            add(button->text());
        } else if (auto *label = qobject_cast<QLabel *>(w)) {
            if (label->buddy() && label->buddy()->isVisibleTo(top) && label->buddy()->isEnabled())
                add(label->text());
        }
    }
    QStringList clashes;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it) {
        if (it.value().size() > 1)
            clashes << QStringLiteral("Alt+%1: %2")
                           .arg(it.key().toUpper(), it.value().join(QStringLiteral(", ")));
    }
    return clashes;
}

bool insideScrolledContent(const QWidget *w, const QWidget *top)
{
    for (const QWidget *p = w->parentWidget(); p && p != top; p = p->parentWidget()) {
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(p->parentWidget());
            area && area->viewport() == p)
            return true;
    }
    return false;
}

} // namespace countdown::test
