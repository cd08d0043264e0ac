// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The theme's type scale (typeFont): its sizes rise one above the other, follow the application's
// font (so the player's font size and the screen's scale reach every text), the windows' texts
// get them, and no window scales a font by hand beside it (there were 17 factors, from 0.85 to
// 2.2, before the scale).
#include "aboutdialog.h"
#include "gamecontroller.h"
#include "mainwindow.h"
#include "oddsdialog.h"
#include "statisticswindow.h"
#include "theme.h"
#include "windowstages.h"

#include <QApplication>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <memory>

using namespace countdown;
using namespace countdown::ui;
using namespace countdown::test;

namespace {

constexpr TypeRole kRolesInOrder[] = {TypeRole::Small, TypeRole::Body, TypeRole::Large,
                                      TypeRole::Title, TypeRole::Display};

// A text of a window, found by its object name, and the size and weight it should have.
struct Expected {
    const char *objectName;
    TypeRole role;
    QFont::Weight weight;
};

// The failures of `top`'s texts to have their fonts from the scale over the application's font.
QStringList offTheScale(const QWidget &top, std::initializer_list<Expected> texts)
{
    QStringList wrong;
    for (const Expected &text : texts) {
        const auto *widget = top.findChild<QWidget *>(QString::fromLatin1(text.objectName));
        if (!widget) {
            wrong << QStringLiteral("%1: not found").arg(QLatin1String(text.objectName));
            continue;
        }
        const QFont expected = typeFont(text.role, QApplication::font(), text.weight);
        if (widget->font() != expected) {
            wrong << QStringLiteral("%1: %2 pt, weight %3; the scale says %4 pt, weight %5")
                         .arg(QLatin1String(text.objectName))
                         .arg(widget->font().pointSizeF())
                         .arg(widget->font().weight())
                         .arg(expected.pointSizeF())
                         .arg(expected.weight());
        }
    }
    return wrong;
}

std::unique_ptr<MainWindow> shownWindow(const ManualTimeSource &time)
{
    auto w = std::make_unique<MainWindow>(time, 7,
                                          stageSettings(ThemeChoice::System, QStringLiteral("en")));
    w->show();
    return w;
}

// Where a font may still be sized by hand, and why.
const QStringList kSizedByHand = {
    QStringLiteral("common/theme.cpp"),          // the scale itself
    QStringLiteral("common/fitlabel.cpp"),       // shrinks a text between two sizes of the scale
    QStringLiteral("common/painting.cpp"),       // the tiles' and target's digits fill their box
    QStringLiteral("practice/explorergrid.cpp"), // the numbers fill the grid's cells
};

} // namespace

class TestTypeScale : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rolesRiseOneAboveTheOther()
    {
        const QFont base = QApplication::font();
        QCOMPARE(typeFont(TypeRole::Body, base).pointSizeF(), base.pointSizeF());
        for (std::size_t i = 1; i < std::size(kRolesInOrder); ++i) {
            const QFont below = typeFont(kRolesInOrder[i - 1], base);
            const QFont above = typeFont(kRolesInOrder[i], base);
            QVERIFY2(above.pointSizeF() > below.pointSizeF(), qPrintable(QString::number(i)));
            // Large enough apart to be told apart on screen, not only in points.
            QVERIFY2(QFontMetrics(above).height() > QFontMetrics(below).height(),
                     qPrintable(QString::number(i)));
        }
    }

    void rolesFollowTheBaseFont_data()
    {
        QTest::addColumn<qreal>("points");
        for (const qreal points : {7.5, 9.0, 10.0, 12.0, 16.0})
            QTest::addRow("%.1f pt", points) << points;
    }

    // Twice the player's font size, twice every text.
    void rolesFollowTheBaseFont()
    {
        QFETCH(qreal, points);
        QFont base = QApplication::font();
        base.setPointSizeF(points);
        QFont twice = base;
        twice.setPointSizeF(2 * points);
        for (const TypeRole role : kRolesInOrder) {
            const qreal once = typeFont(role, base).pointSizeF();
            QVERIFY(once > 0);
            QVERIFY(qAbs(typeFont(role, twice).pointSizeF() - 2 * once) < 0.01);
        }
    }

    // A font set in pixels (a style sheet's "px") has no point size: the scale keeps to pixels.
    void aFontInPixelsScalesInPixels()
    {
        QFont base = QApplication::font();
        base.setPixelSize(14);
        QFont twice = base;
        twice.setPixelSize(28);
        int below = 0;
        for (const TypeRole role : kRolesInOrder) {
            const int once = typeFont(role, base).pixelSize();
            QVERIFY(once > below);
            QVERIFY(qAbs(typeFont(role, twice).pixelSize() - 2 * once) <= 1);
            below = once;
        }
    }

    void theWeightIsTheCallersNotTheBases()
    {
        QFont bold = QApplication::font();
        bold.setBold(true);
        QCOMPARE(typeFont(TypeRole::Small, bold).weight(), QFont::Normal);
        QCOMPARE(typeFont(TypeRole::Title, bold, QFont::Bold).weight(), QFont::Bold);
    }

    void theGameWindowsTextsAreOnTheScale()
    {
        ManualTimeSource time;
        auto w = shownWindow(time);
        QVERIFY(playTo(*w, WindowStage::Pick));
        QStringList wrong = offTheScale(*w, {{"title", TypeRole::Title, QFont::Bold},
                                             {"pickPrompt", TypeRole::Title, QFont::Normal},
                                             {"pickLarge0", TypeRole::Display, QFont::Bold}});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));

        w = shownWindow(time);
        QVERIFY(playTo(*w, WindowStage::Running));
        wrong = offTheScale(*w, {{"answerField", TypeRole::Large, QFont::Normal},
                                 {"secondsLeft", TypeRole::Large, QFont::Normal},
                                 {"op0", TypeRole::Title, QFont::Bold},
                                 {"pausedLabel", TypeRole::Title, QFont::Normal}});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));

        w = shownWindow(time);
        QVERIFY(playTo(*w, WindowStage::Scoreboard));
        wrong = offTheScale(*w, {{"scoreboardTitle", TypeRole::Title, QFont::Bold},
                                 {"gameTotal", TypeRole::Large, QFont::Bold}});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));

        w = shownWindow(time);
        QVERIFY(playTo(*w, WindowStage::PeopleWorking));
        wrong = offTheScale(*w, {{"declarationsTitle", TypeRole::Large, QFont::Bold},
                                 {"peopleWorking", TypeRole::Large, QFont::Normal}});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    void theOtherWindowsTextsAreOnTheScale()
    {
        StatisticsWindow statistics;
        QStringList wrong =
            offTheScale(statistics, {{"statisticsTitle", TypeRole::Title, QFont::Bold},
                                     {"roundsValue", TypeRole::Display, QFont::Bold},
                                     {"roundsDetail", TypeRole::Small, QFont::Normal},
                                     {"emptyTitle", TypeRole::Display, QFont::Bold}});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        OddsDialog odds;
        wrong = offTheScale(odds, {{"oddsTitle", TypeRole::Title, QFont::Bold}});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        AboutDialog about;
        wrong = offTheScale(about, {{"aboutTitle", TypeRole::Title, QFont::Bold}});
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    // A size picked by hand in ui/ (a point size times a factor, a size set outright) would step
    // off the scale again: only the scale and the texts made to fill a box set sizes.
    void noFontIsScaledByHand()
    {
        const QRegularExpression byHand(
            QStringLiteral(R"(pointSizeF?\(\)\s*\*|\*\s*[\w.>-]*pointSizeF?\(\)|)"
                           R"(setPointSizeF?\(|setPixelSize\(|font-size\s*:)"));
        QDirIterator sources(QStringLiteral(COUNTDOWN_UI_DIR),
                             {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                             QDirIterator::Subdirectories);
        QStringList found;
        int read = 0;
        while (sources.hasNext()) {
            const QString path = sources.next();
            const QString name = path.mid(QStringLiteral(COUNTDOWN_UI_DIR).size() + 1);
            if (kSizedByHand.contains(name))
                continue;
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
            ++read;
            const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
            for (int i = 0; i < lines.size(); ++i) {
                if (byHand.match(lines[i]).hasMatch())
                    found
                        << QStringLiteral("%1:%2: %3").arg(name).arg(i + 1).arg(lines[i].trimmed());
            }
        }
        QVERIFY2(read > 50, qPrintable(QString::number(read))); // the folder was found
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestTypeScale)
#include "tst_typescale.moc"
