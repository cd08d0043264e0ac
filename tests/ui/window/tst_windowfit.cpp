// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The window fits the screen it opens on, at every size and scale, in every language and phase:
// it opens inside the screen's available geometry, every visible control lies inside it, and no
// text is cut (a label or button is at least as large as its text needs, except the lines made to
// elide). CTest runs this once per screen (an offscreen screen of that size, QT_SCALE_FACTOR for
// the scaled one, named by COUNTDOWN_FIT_SCREEN) and saves what each case looks like to
// fit-png/SCREEN-LANGUAGE-PHASE.png beside the executable, to be looked at.
#include "aboutdialog.h"
#include "boardpanel.h"
#include "challengedialogs.h"
#include "challengersview.h"
#include "customrounddialog.h"
#include "dailyarchive.h"
#include "elidedcombobox.h"
#include "elidedlabel.h"
#include "explorerview.h"
#include "fitlabel.h"
#include "gamecontroller.h"
#include "helpdialog.h"
#include "language.h"
#include "mainwindow.h"
#include "oddsdialog.h"
#include "revealpanel.h"
#include "scoreboard.h"
#include "screenfit.h"
#include "settingsdialog.h"
#include "statisticswindow.h"
#include "variantfile.h"
#include "variantsdialog.h"
#include "windowstages.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QScreen>
#include <QSignalSpy>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QTest>

#include <memory>

using namespace countdown;
using namespace countdown::ui;
using namespace countdown::test;

namespace {

const Puzzle kPuzzle952{{25, 50, 75, 100, 3, 6}, 952};

QString screenName()
{
    const QString name = qEnvironmentVariable("COUNTDOWN_FIT_SCREEN");
    return name.isEmpty() ? QStringLiteral("default") : name;
}

// What is wrong with the window as shown: controls outside it, texts cut.
QStringList fitProblems(QWidget *window)
{
    QStringList problems;
    const QRect inside = window->rect();
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window) || w->isWindow() || insideScrolledContent(w, window))
            continue;
        const QRect r(w->mapTo(window, QPoint(0, 0)), w->size());
        const QString name = w->objectName().isEmpty()
                                 ? QString::fromLatin1(w->metaObject()->className())
                                 : w->objectName();
        if (r.width() > 0 && r.height() > 0 && !inside.contains(r)) {
            problems << QStringLiteral("%1 at %2,%3 %4×%5 is outside the window")
                            .arg(name)
                            .arg(r.x())
                            .arg(r.y())
                            .arg(r.width())
                            .arg(r.height());
        }
        if (auto *label = qobject_cast<QLabel *>(w); label && !label->text().isEmpty()) {
            if (qobject_cast<ElidedLabel *>(label))
                continue; // made to cut its text, with the whole of it as a tooltip
            if (auto *fit = qobject_cast<FitLabel *>(label)) {
                // Made to shrink its font: what matters is that the text shows whole.
                if (!fit->fitsWhole())
                    problems << QStringLiteral("“%1” does not fit its %2×%3")
                                    .arg(label->text().left(60))
                                    .arg(label->width())
                                    .arg(label->height());
                continue;
            }
            const QSize need = label->wordWrap() ? QSize(0, label->heightForWidth(label->width()))
                                                 : label->sizeHint();
            // Accents above capitals (the Ö of LÖSUNG) rise above the font's ascent: they
            // must still be inside the label (its text box is centred in its contents).
            if (!label->wordWrap() && label->textFormat() != Qt::RichText) {
                const QFontMetrics metrics(label->font());
                const QRect box = label->contentsRect();
                const int inkAboveBaseline = -metrics.tightBoundingRect(label->text()).top();
                const int inkTop = box.top() + (box.height() - metrics.height()) / 2
                                   + metrics.ascent() - inkAboveBaseline;
                if (inkTop < 0) {
                    problems << QStringLiteral("“%1” (%2): its top %3 px cut off (text box %4 px"
                                               " high in %5, ink from %6 above the baseline)")
                                    .arg(label->text().left(60), name)
                                    .arg(-inkTop)
                                    .arg(metrics.height())
                                    .arg(box.height())
                                    .arg(inkAboveBaseline);
                }
            }
            if (need.width() > label->width() + 1 || need.height() > label->height() + 1) {
                problems << QStringLiteral("“%1” (%2) needs %3×%4, has %5×%6")
                                .arg(label->text().left(60), name)
                                .arg(need.width())
                                .arg(need.height())
                                .arg(label->width())
                                .arg(label->height());
            }
        } else if (auto *combo = qobject_cast<QComboBox *>(w);
                   combo && !combo->currentText().isEmpty() && !combo->isEditable()
                   && !qobject_cast<ElidedComboBox *>(combo)) {
            // Qt's styles cut a choice too long for its box off mid-letter: it must fit.
            QStyleOptionComboBox option;
            option.initFrom(combo);
            option.currentText = combo->currentText();
            const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                               QStyle::SC_ComboBoxEditField, combo);
            const int need = combo->fontMetrics().horizontalAdvance(combo->currentText());
            if (need > field.width() - 2) {
                problems << QStringLiteral("choice “%1” (%2) needs %3 px, has %4")
                                .arg(combo->currentText().left(60), name)
                                .arg(need)
                                .arg(field.width() - 2);
            }
        } else if (auto *button = qobject_cast<QAbstractButton *>(w);
                   button && !button->text().isEmpty()) {
            const QSize need = button->sizeHint();
            if (need.width() > button->width() + 1 || need.height() > button->height() + 1) {
                problems << QStringLiteral("button “%1” needs %2×%3, has %4×%5")
                                .arg(button->text(), QString::number(need.width()),
                                     QString::number(need.height()),
                                     QString::number(button->width()),
                                     QString::number(button->height()));
            }
        }
    }
    return problems;
}

// The widest and tallest parts at their least, to say what holds a window too large open.
QString widestParts(QWidget *window)
{
    QList<QPair<int, QString>> widths;
    QList<QPair<int, QString>> heights;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window) || w->isWindow() || insideScrolledContent(w, window))
            continue;
        const QSize least = w->minimumSizeHint().expandedTo(w->minimumSize());
        const QString name = QStringLiteral("%1 %2 “%3”")
                                 .arg(QString::fromLatin1(w->metaObject()->className()),
                                      w->objectName(), w->property("text").toString().left(30));
        widths << qMakePair(least.width(), name);
        heights << qMakePair(least.height(), name);
    }
    std::sort(widths.begin(), widths.end(), [](auto a, auto b) { return a.first > b.first; });
    std::sort(heights.begin(), heights.end(), [](auto a, auto b) { return a.first > b.first; });
    QStringList lines{QStringLiteral("least widths:")};
    for (int i = 0; i < std::min<qsizetype>(12, widths.size()); ++i)
        lines << QStringLiteral("  %1 %2").arg(widths[i].first).arg(widths[i].second);
    lines << QStringLiteral("least heights:");
    for (int i = 0; i < std::min<qsizetype>(8, heights.size()); ++i)
        lines << QStringLiteral("  %1 %2").arg(heights[i].first).arg(heights[i].second);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

Q_DECLARE_METATYPE(countdown::test::WindowStage)

namespace {
// A challenge with the longest words a code can make the dialogs show: names of 24 characters,
// seven tiles that must all be used, both results with hints.
countdown::Challenge longestChallenge()
{
    countdown::Challenge challenge;
    challenge.tiles = {100, 75, 50, 25, 10, 9, 8};
    challenge.target = 999;
    challenge.mode = countdown::SolveMode::UseAll;
    challenge.sender = countdown::ChallengeResult{QStringLiteral("Bernadette-Marie Lefèvre"), 990,
                                                  3, 1'234'500, 4};
    return challenge;
}
} // namespace

class TestWindowFit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(QGuiApplication::primaryScreen());
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        qInfo("screen %s: %d×%d logical, device pixel ratio %.2f", qPrintable(screenName()),
              available.width(), available.height(),
              QGuiApplication::primaryScreen()->devicePixelRatio());
        QDir().mkpath(QCoreApplication::applicationDirPath() + QStringLiteral("/fit-png"));
    }

    void fits_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<WindowStage>("phase");
        for (const char *language : {"en", "fr", "de", "es"}) {
            for (const WindowStage phase : kWindowStages) {
                QTest::addRow("%s %s", language, stageName(phase))
                    << QString::fromLatin1(language) << phase;
            }
        }
    }

    // As it opens, and then made as small as it can be.
    void fits()
    {
        QFETCH(QString, language);
        QFETCH(WindowStage, phase);
        ManualTimeSource time;
        auto w =
            std::make_unique<MainWindow>(time, 7, stageSettings(ThemeChoice::System, language));
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY2(playTo(*w, phase), "could not reach the phase");
        QCoreApplication::processEvents();
        // Every Alt+letter on show reaches one control (two that share one reach neither).
        const QStringList clashes = mnemonicClashes(w.get());
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("\n    "))));

        const QRect available = w->screen()->availableGeometry();
        if (!available.contains(w->frameGeometry()))
            qInfo("%s", qPrintable(widestParts(w.get())));
        QVERIFY2(available.contains(w->frameGeometry()),
                 qPrintable(QStringLiteral("window %1,%2 %3×%4 on a screen of %5×%6")
                                .arg(w->frameGeometry().x())
                                .arg(w->frameGeometry().y())
                                .arg(w->frameGeometry().width())
                                .arg(w->frameGeometry().height())
                                .arg(available.width())
                                .arg(available.height())));
        const QString file = QCoreApplication::applicationDirPath()
                             + QStringLiteral("/fit-png/%1-%2-%3.png")
                                   .arg(screenName(), language, QLatin1String(stageName(phase)));
        QVERIFY(w->grab().save(file));
        QStringList problems = fitProblems(w.get());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n    "))));

        // The smallest the window can be made still shows everything.
        w->resize(w->minimumSizeHint().expandedTo(w->minimumSize()));
        QCoreApplication::processEvents();
        qInfo("smallest %d×%d of %d×%d available", w->frameGeometry().width(),
              w->frameGeometry().height(), available.width(), available.height());
        QVERIFY2(available.contains(w->frameGeometry()),
                 qPrintable(QStringLiteral("the smallest window, %1×%2, is larger than the screen")
                                .arg(w->frameGeometry().width())
                                .arg(w->frameGeometry().height())));
        problems = fitProblems(w.get());
        if (!problems.isEmpty()) {
            w->grab().save(
                QString(file).replace(QStringLiteral(".png"), QStringLiteral("-min.png")));
            QFAIL(qPrintable(QStringLiteral("at its smallest (%1×%2):\n    %3")
                                 .arg(w->width())
                                 .arg(w->height())
                                 .arg(problems.join(QStringLiteral("\n    ")))));
        }
    }

    void dialogsFit_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("dialog");
        for (const char *language : {"en", "fr", "de", "es"}) {
            for (const char *dialog :
                 {"settings", "variants", "explorer", "statistics", "statistics-challenges", "odds",
                  "help", "custom", "archive", "about", "challenge-send", "challenge-code"}) {
                QTest::addRow("%s %s", language, dialog)
                    << QString::fromLatin1(language) << QString::fromLatin1(dialog);
            }
        }
    }

    // Every dialog and window of the game fits the screen too (a scroll area holds what is long).
    void dialogsFit()
    {
        QFETCH(QString, language);
        QFETCH(QString, dialog);
        ManualTimeSource time;
        auto w =
            std::make_unique<MainWindow>(time, 7, stageSettings(ThemeChoice::System, language));
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        std::unique_ptr<QWidget> owned;
        QWidget *shown = nullptr;
        if (dialog == QLatin1String("explorer")) {
            // After a round of seven tiles without division: the longest line of the selection.
            AppSettings settings = w->settings();
            settings.ownVariants = {sevenTilesWithoutDivision()};
            settings.game.variant = settings.ownVariants.front();
            w->applySettings(settings);
            w->pickLarge(4);
            QCOMPARE(w->game().tiles().size(), std::size_t(7));
            w->game().showAnswer();
            QVERIFY(waitForSolutions(*w));
            w->showExplorer();
            shown = w->findChild<ExplorerView *>();
        } else if (dialog.startsWith(QLatin1String("statistics"))) {
            w->showStatistics();
            // With rounds of three rules, the longest a player's own name: the list of rules
            // shows, beside the title.
            auto *stats = w->findChild<StatisticsWindow *>();
            Statistics figures;
            figures.rounds = 19;
            figures.exactRounds = 11;
            figures.exactRate = 11.0 / 19.0;
            stats->setStatistics(figures);
            // The longest name a player can give, every number used: the longest choice.
            GameVariant own = sevenTilesWithoutDivision();
            own.name =
                QStringLiteral("Seven tiles, no division, for the family on Sunday evenings");
            own.name = own.name.leftJustified(kMaxVariantNameLength, QLatin1Char('!'));
            own.mode = SolveMode::UseAll;
            GameVariant useAll = standardVariant();
            useAll.mode = SolveMode::UseAll;
            const std::vector<RulesTally> played{
                {{standardVariant().id, SolveMode::DropAllowed}, standardVariant(), 12},
                {{own.id, own.mode}, own, 5},
                {{useAll.id, useAll.mode}, useAll, 2}};
            stats->setRulesPlayed(played);
            QVERIFY(stats->rulesChoice()->isVisibleTo(stats));
            // Chosen as the player does: the window then shows that variant's figures (the
            // history here has none: they are set again).
            stats->rulesChoice()->setCurrentIndex(2);
            Q_EMIT stats->rulesChoice()->activated(2);
            stats->setRulesPlayed(played);
            stats->setStatistics(figures);
            QCOMPARE(stats->rulesChoice()->currentIndex(), 2);
            // Friends met in challenges: a tab bar above the figures, and their page with the
            // widest name a code carries and figures in the thousands.
            stats->setChallengers(
                {ChallengerRecord{QString(kMaxChallengeNameLength, QLatin1Char('W')), 1234, 56, 789,
                                  QDateTime(QDate(2026, 12, 24), QTime(20, 0))},
                 ChallengerRecord{QStringLiteral("Anna"), 3, 0, 1,
                                  QDateTime(QDate(2026, 11, 30), QTime(9, 0))}});
            if (dialog == QLatin1String("statistics-challenges"))
                stats->tabs()->setCurrentWidget(stats->challengersView());
            shown = stats;
        } else {
            // Playing a variant of the player's own, with a long name: its summary shows.
            AppSettings settings = w->settings();
            settings.ownVariants = {sevenTilesWithoutDivision()};
            settings.game.variant = settings.ownVariants.front();
            if (dialog == QLatin1String("settings"))
                owned = std::make_unique<SettingsDialog>(settings, w.get());
            else if (dialog == QLatin1String("variants"))
                owned = std::make_unique<VariantsDialog>(settings.ownVariants, standardVariant(),
                                                         settings.game.variant.id, w.get());
            else if (dialog == QLatin1String("odds")) {
                // On the tab of the variant being played, its table being worked out.
                auto odds = std::make_unique<OddsDialog>(w.get());
                odds->setPlayedVariant(settings.game.variant);
                odds->setProgress(0.4);
                owned = std::move(odds);
            } else if (dialog == QLatin1String("help"))
                owned = std::make_unique<HelpDialog>(w.get());
            else if (dialog == QLatin1String("custom"))
                owned = std::make_unique<CustomRoundDialog>(w.get());
            else if (dialog == QLatin1String("archive"))
                owned = std::make_unique<DailyArchiveDialog>(std::vector<RoundRecord>{},
                                                             QDate(2026, 12, 1), w.get());
            else if (dialog == QLatin1String("challenge-send"))
                owned = std::make_unique<ChallengeSendDialog>(
                    longestChallenge(), longestChallenge().sender->name, w.get());
            else if (dialog == QLatin1String("challenge-code"))
                // A friend's message pasted: what the code holds, in its longest words.
                owned = std::make_unique<ChallengeCodeDialog>(
                    QStringLiteral("Try this! %1").arg(challengeLink(longestChallenge())), w.get());
            else
                owned = std::make_unique<AboutDialog>(w.get());
            shown = owned.get();
            fitToScreen(*shown); // what the window does before it opens one
            shown->show();
        }
        QVERIFY(shown && shown->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(shown));
        QCoreApplication::processEvents();
        const QRect available = w->screen()->availableGeometry();
        QVERIFY2(available.contains(shown->frameGeometry()),
                 qPrintable(QStringLiteral("%1×%2 on a screen of %3×%4")
                                .arg(shown->frameGeometry().width())
                                .arg(shown->frameGeometry().height())
                                .arg(available.width())
                                .arg(available.height())));
        QVERIFY(shown->grab().save(
            QCoreApplication::applicationDirPath()
            + QStringLiteral("/fit-png/%1-%2-dialog-%3.png").arg(screenName(), language, dialog)));
        const QStringList problems = fitProblems(shown);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n    "))));
        const QStringList clashes = mnemonicClashes(shown);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("\n    "))));
    }

    // Maximised, the board stays together: the answer field follows the working a few lines
    // below the tiles, wherever the screen's bottom is (on a 4K screen it sat 1,500 px lower,
    // under an empty working box).
    void maximisedTheAnswerFollowsTheWorking()
    {
        ManualTimeSource time;
        auto w = std::make_unique<MainWindow>(
            time, 7, stageSettings(ThemeChoice::System, QStringLiteral("en")));
        w->showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(playTo(*w, WindowStage::Running));
        QCoreApplication::processEvents();
        const QWidget *rack = w->findChild<QWidget *>(QStringLiteral("tileRack"));
        const QWidget *answer = w->findChild<QWidget *>(QStringLiteral("answerField"));
        QVERIFY(rack && answer);
        const int below = rack->mapTo(w.get(), QPoint(0, rack->height())).y();
        const int gap = answer->mapTo(w.get(), QPoint(0, 0)).y() - below;
        const int line = answer->fontMetrics().lineSpacing();
        QVERIFY2(gap <= 20 * line,
                 qPrintable(QStringLiteral("%1 px between the tiles and the answer "
                                           "field in a window %2 px high")
                                .arg(gap)
                                .arg(w->height())));
        QVERIFY(w->grab().save(QCoreApplication::applicationDirPath()
                               + QStringLiteral("/fit-png/%1-maximised.png").arg(screenName())));
    }

    void cleanupTestCase() { Language::instance().setLanguage(QString()); }
};

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
