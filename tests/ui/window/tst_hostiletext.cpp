// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Text that comes from a player or a file is shown as written: people at one machine whose names
// look like HTML, and a variant of the player's own named so, go through a whole game and every
// window that shows them; no label, tooltip or message box may read them as markup (a name such as
// <img src="/dev/zero"> made the window load that "image" without end).
#include "declarationspanel.h"
#include "gamecontroller.h"
#include "gameview.h"
#include "headerbar.h"
#include "mainwindow.h"
#include "oddsdialog.h"
#include "pickpanel.h"
#include "plaintext.h"
#include "playername.h"
#include "revealpanel.h"
#include "scoreboard.h"
#include "settingsdialog.h"
#include "statisticswindow.h"
#include "variantsdialog.h"
#include "windowstages.h"

#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

using namespace countdown;
using namespace countdown::ui;

namespace {

// Each would show as something else if read as markup: bold, italic, an image (of a file that is
// not there: a test must not hang when it fails), a line break.
const QStringList kNames{QStringLiteral("<b>Ann</b>"), QStringLiteral("<i>Ben</i>"),
                         QStringLiteral("<img src=\"missing\">"), QStringLiteral("Zoë<br>&amp;")};
const QString kVariantName = QStringLiteral("<h1>Sunday</h1> <b>rules</b>");

const Puzzle kPuzzle952{{25, 50, 75, 100, 3, 6}, 952};

bool holdsAny(const QString &text, const QStringList &raw)
{
    return std::any_of(raw.begin(), raw.end(), [&](const QString &r) { return text.contains(r); });
}

// Every label, tooltip and message box of every window open now that holds one of `raw` as
// written, and would read it as markup: "where: how".
QStringList readAsMarkup(const QStringList &raw)
{
    QStringList problems;
    for (QWidget *top : QApplication::topLevelWidgets()) {
        QList<QWidget *> widgets = top->findChildren<QWidget *>();
        widgets.prepend(top);
        for (QWidget *w : widgets) {
            const QString where = QStringLiteral("%1 %2 in %3")
                                      .arg(QString::fromLatin1(w->metaObject()->className()),
                                           w->objectName(), top->objectName());
            if (const auto *label = qobject_cast<QLabel *>(w)) {
                if (holdsAny(label->text(), raw) && label->textFormat() != Qt::PlainText)
                    problems << where
                                    + QStringLiteral(": “%1” as format %2")
                                          .arg(label->text())
                                          .arg(int(label->textFormat()));
            }
            if (const auto *box = qobject_cast<QMessageBox *>(w)) {
                if (holdsAny(box->text(), raw) && box->textFormat() != Qt::PlainText)
                    problems << where + QStringLiteral(": “%1”").arg(box->text());
            }
            if (holdsAny(w->toolTip(), raw) && Qt::mightBeRichText(w->toolTip()))
                problems << where + QStringLiteral(": tooltip “%1”").arg(w->toolTip());
        }
    }
    return problems;
}

// Whether some visible label shows `text` (as part of its text).
bool someLabelShows(const QWidget &top, const QString &text)
{
    const auto labels = top.findChildren<QLabel *>();
    return std::any_of(labels.begin(), labels.end(), [&](const QLabel *label) {
        return label->isVisibleTo(&top) && label->text().contains(text);
    });
}

AppSettings ownVariantSettings()
{
    AppSettings s = test::stageSettings(ThemeChoice::Light, QStringLiteral("en"));
    GameVariant own = test::sevenTilesWithoutDivision();
    own.name = kVariantName;
    s.ownVariants = {own};
    s.game.variant = own;
    return s;
}

} // namespace

class TestHostileText : public QObject {
    Q_OBJECT

    void waitForReveal(MainWindow &w)
    {
        if (w.game().phase() != Phase::Revealed) {
            QSignalSpy revealed(&w.game(), &GameController::revealed);
            QVERIFY(revealed.wait(30'000));
        }
    }

private Q_SLOTS:
    void plainLabelShowsMarkupAsWritten()
    {
        PlainLabel label(kNames[0]);
        QCOMPARE(label.textFormat(), Qt::PlainText);
        QCOMPARE(label.text(), kNames[0]);
        label.setText(kNames[2]);
        QCOMPARE(label.textFormat(), Qt::PlainText);
    }

    void plainToolTipEscapes()
    {
        QCOMPARE(plainToolTip(QString()), QString());
        const QString tip = plainToolTip(kNames[2]);
        QVERIFY(!tip.contains(kNames[2]));
        QTextDocument shown;
        shown.setHtml(tip);
        QCOMPARE(shown.toPlainText(), kNames[2]);
    }

    // A whole game at one machine: the pick, the clock, the declarations, the reveal, the
    // scoreboard.
    void peopleAtOneMachine()
    {
        ManualTimeSource time;
        MainWindow w(time, 3, test::stageSettings(ThemeChoice::Light, QStringLiteral("en")));
        w.setObjectName(QStringLiteral("game"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        GameController &game = w.game();
        QVERIFY(game.startOneMachineGame(kNames));
        // Where room is short the names are cut (playername.h): the cut ones are checked too.
        QStringList shown = kNames;
        for (const QString &name : kNames)
            shown << shortPlayerName(name);
        QCOMPARE(w.view()->pickPanel()->promptText(),
                 kNames[0] + QStringLiteral(", how many large numbers?"));
        QVERIFY(someLabelShows(w, kNames[0]));
        QStringList problems = readAsMarkup(shown);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

        for (int round = 0; round < 2; ++round) {
            QVERIFY(game.startCustomRound(kPuzzle952));
            problems = readAsMarkup(shown);
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
            game.declare();
            QVERIFY(game.declareValue(952));
            QVERIFY(someLabelShows(w, kNames[1])); // "<i>Ben</i>, your declaration for 952"
            problems = readAsMarkup(shown);
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
            QVERIFY(game.declareValue(950) && game.declareValue(std::nullopt)
                    && game.declareValue(900));
            QVERIFY(someLabelShows(w, shortPlayerName(kNames[3]))); // every declaration, said aloud
            problems = readAsMarkup(shown);
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
            game.setTypedAnswer(QStringLiteral("(100 + 3) * 75 * 6 / 50 + 25"));
            game.showMethod();
            waitForReveal(w);
            QVERIFY(w.view()->revealPanel()->resultText().contains(kNames[2]));
            problems = readAsMarkup(shown);
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
            if (round == 0)
                game.nextRound();
        }
        w.view()->showScoreboard();
        QCOMPARE(w.view()->currentPage(), static_cast<QWidget *>(w.view()->scoreboard()));
        QVERIFY(w.view()->scoreboard()->totalText().contains(kNames[0]));
        QVERIFY(someLabelShows(*w.view()->scoreboard(), kNames[3]));
        problems = readAsMarkup(shown);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // A player's own variant named with markup: the game's window, the settings, the variants,
    // the statistics and the odds.
    void variantName()
    {
        ManualTimeSource time;
        const AppSettings settings = ownVariantSettings();
        MainWindow w(time, 3, settings);
        w.setObjectName(QStringLiteral("game"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QStringList raw{kVariantName};
        QStringList problems = readAsMarkup(raw);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

        SettingsDialog dialog(settings, &w);
        dialog.setObjectName(QStringLiteral("settings"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        VariantsDialog variants(settings.ownVariants, standardVariant(), settings.game.variant.id,
                                &w);
        variants.setObjectName(QStringLiteral("variants"));
        variants.show();
        QVERIFY(QTest::qWaitForWindowExposed(&variants));
        OddsDialog odds(&w);
        odds.setObjectName(QStringLiteral("odds"));
        odds.setPlayedVariant(settings.game.variant);
        odds.show();
        QVERIFY(QTest::qWaitForWindowExposed(&odds));
        QVERIFY(someLabelShows(odds, kVariantName));
        w.showStatistics();
        auto *stats = w.findChild<StatisticsWindow *>();
        QVERIFY(stats);
        const GameVariant &own = settings.ownVariants.front();
        stats->setRulesPlayed(
            {{{standardVariant().id, SolveMode::DropAllowed}, standardVariant(), 3},
             {{own.id, own.mode}, own, 2}});
        QCoreApplication::processEvents();
        problems = readAsMarkup(raw);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestHostileText)
#include "tst_hostiletext.moc"
