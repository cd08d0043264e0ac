// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The high-contrast theme: every text and tile number at least 7:1 against what is behind it, and
// outlines and focus rings at least 3:1 (WCAG 2.x: contrast 1.4.6, AAA, and non-text contrast
// 1.4.11), first on the theme's colours, then measured on the window itself as it is drawn, at
// every moment the window tests walk through, in English and in German (the longest texts).
// Chosen and used tiles differ by more than colour: a ring, a dashed empty place.
#include "answerfield.h"
#include "boardpanel.h"
#include "gameview.h"
#include "language.h"
#include "mainwindow.h"
#include "roundclock.h"
#include "settingsdialog.h"
#include "theme.h"
#include "tilewidget.h"
#include "windowstages.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace countdown;
using namespace countdown::ui;
using namespace countdown::test;

namespace {

// WCAG 2's relative luminance of an sRGB colour, and the contrast ratio of two (1 to 21).
double luminance(QRgb rgb)
{
    const auto channel = [](int value) {
        const double c = value / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(qRed(rgb)) + 0.7152 * channel(qGreen(rgb))
           + 0.0722 * channel(qBlue(rgb));
}

double contrast(QRgb a, QRgb b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

double contrast(const QColor &a, const QColor &b)
{
    return contrast(a.rgb(), b.rgb());
}

// The contrast of a text drawn in `area` of `image`: between its darkest and lightest pixels. The
// text's own colour is one of them wherever a glyph has a solid stem, the background the other;
// anti-aliased edges lie between and do not count.
double drawnContrast(const QImage &image, const QRect &area)
{
    double darkest = 2, lightest = -1;
    QRgb dark = 0, light = 0;
    const QRect inside = area.intersected(image.rect());
    for (int y = inside.top(); y <= inside.bottom(); ++y)
        for (int x = inside.left(); x <= inside.right(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            const double l = luminance(pixel);
            if (l < darkest) {
                darkest = l;
                dark = pixel;
            }
            if (l > lightest) {
                lightest = l;
                light = pixel;
            }
        }
    return lightest < 0 ? 0 : contrast(dark, light);
}

QString textOf(const QWidget *widget)
{
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        return label->text();
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        return button->text();
    return {};
}

} // namespace

Q_DECLARE_METATYPE(countdown::test::WindowStage)

class TestHighContrast : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { Theme::instance().setChoice(ThemeChoice::Light); }

    void theColoursMeetTheRatios()
    {
        const GameColors c = Theme::highContrastColors();
        struct Pair {
            const char *what;
            QColor front, back;
            double least;
        };
        const Pair pairs[] = {
            {"text on the window", c.text, c.background, 7},
            {"text on a panel", c.text, c.surface, 7},
            {"muted text on the window", c.mutedText, c.background, 7},
            {"muted text on a panel", c.mutedText, c.surface, 7},
            {"accent on the window", c.accent, c.background, 7},
            {"accent on a panel", c.accent, c.surface, 7},
            {"text on the accent", c.accentText, c.accent, 7},
            {"a small tile's number", c.tileSmallText, c.tileSmall, 7},
            {"a large tile's number", c.tileLargeText, c.tileLarge, 7},
            {"a made tile's number", c.tileMadeText, c.tileMade, 7},
            {"good on a panel", c.good, c.surface, 7},
            {"warning on a panel", c.warning, c.surface, 7},
            {"bad on a panel", c.bad, c.surface, 7},
            {"the selection ring on the window", c.selection, c.background, 3},
            {"the selection ring on a panel", c.selection, c.surface, 3},
            {"a panel's outline", c.surfaceBorder, c.surface, 3},
            {"a used tile's place", c.tileUsedOutline, c.background, 3},
            {"the clock's marks", c.clockMarks, c.clockFace, 3},
            {"the clock's hand on its face", c.clockHand, c.clockFace, 3},
            {"the clock's hand on the part it passed", c.clockHand, c.clockSweep, 3},
            {"the clock's rim on the window", c.clockRim, c.background, 3},
        };
        for (const Pair &pair : pairs)
            QVERIFY2(contrast(pair.front, pair.back) >= pair.least,
                     qPrintable(QStringLiteral("%1: %2:1, at least %3:1 wanted")
                                    .arg(QLatin1String(pair.what))
                                    .arg(contrast(pair.front, pair.back), 0, 'f', 2)
                                    .arg(pair.least)));
        // The light and dark themes are not held to it (their muted text is softer on purpose);
        // the test would catch a high-contrast theme that fell back to one of them.
        QVERIFY(contrast(Theme::darkColors().mutedText, Theme::darkColors().surface) < 7);
    }

    void theWindowAsDrawn_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<WindowStage>("stage");
        for (const char *language : {"en", "de"})
            for (const WindowStage stage : kWindowStages)
                QTest::addRow("%s-%s", language, stageName(stage))
                    << QString::fromLatin1(language) << stage;
    }

    // Every visible, enabled text of the window (labels, buttons) and every tile's number, as the
    // screen shows them, at 800x600. Disabled controls are not held to a ratio (WCAG exempts
    // them); they are drawn in the muted colour, which meets it anyway on the window.
    void theWindowAsDrawn()
    {
        QFETCH(QString, language);
        QFETCH(WindowStage, stage);
        ManualTimeSource time;
        MainWindow w(time, 3, stageSettings(ThemeChoice::HighContrast, language));
        w.resize(800, 600);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY2(playTo(w, stage), stageName(stage));
        QCoreApplication::processEvents();
        QCOMPARE(Theme::instance().choice(), ThemeChoice::HighContrast);
        const QImage image = w.grab().toImage();
        QStringList failures;
        int measured = 0;
        for (QWidget *widget : w.findChildren<QWidget *>()) {
            if (!widget->isVisibleTo(&w) || !widget->isEnabled())
                continue;
            const auto *tileWidget = qobject_cast<const TileWidget *>(widget);
            const bool tile = tileWidget != nullptr;
            if (tile && (tileWidget->isEmpty() || tileWidget->isFaceDown()))
                continue; // no number to read
            const QString text = textOf(widget);
            if (!tile && text.trimmed().isEmpty())
                continue;
            if (qobject_cast<const QLabel *>(widget)
                && !qobject_cast<const QLabel *>(widget)->pixmap().isNull())
                continue;
            const QRect area(widget->mapTo(&w, QPoint(0, 0)), widget->size());
            if (area.isEmpty() || !image.rect().contains(area.center()))
                continue;
            // A tile's number sits in the middle of its body: the ring and shadow around it are
            // not behind the number.
            const QRect measuredArea =
                tile ? QRect(area.center() - QPoint(area.width() / 5, area.height() / 5),
                             QSize(area.width() * 2 / 5, area.height() * 2 / 5))
                     : area;
            const double ratio = drawnContrast(image, measuredArea);
            ++measured;
            if (ratio < 7)
                failures << QStringLiteral("%1 “%2”: %3:1")
                                .arg(widget->objectName().isEmpty()
                                         ? QLatin1String(widget->metaObject()->className())
                                         : widget->objectName(),
                                     text.left(40))
                                .arg(ratio, 0, 'f', 2);
        }
        QVERIFY(measured > 0);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // Chosen: a ring in the margin around the tile, which an unchosen tile does not have; used: an
    // empty, dashed place. Neither is told by the tile's colour alone.
    void statesAreMoreThanColour()
    {
        Theme::instance().setChoice(ThemeChoice::HighContrast);
        TileWidget tile;
        tile.resize(120, 120);
        tile.setValue(75);
        tile.setKind(TileWidget::Kind::Large);
        const QImage plain = tile.grab().toImage();
        tile.setSelected(true);
        const QImage chosen = tile.grab().toImage();
        // The corners' margin: background when plain, the ring's colour when chosen.
        const QRect margin(0, plain.height() / 2 - 4, 6, 8);
        QVERIFY2(drawnContrast(plain, margin) < 1.5, "an unchosen tile has nothing in its margin");
        int ringPixels = 0;
        const QRgb ring = Theme::highContrastColors().selection.rgb();
        for (int y = 0; y < chosen.height(); ++y)
            for (int x = 0; x < chosen.width(); ++x)
                if (contrast(chosen.pixel(x, y), ring) < 1.1
                    && plain.pixel(x, y) != chosen.pixel(x, y))
                    ++ringPixels;
        QVERIFY2(ringPixels > 4 * 120, "a chosen tile gets a ring around it");

        tile.setSelected(false);
        tile.setEmpty(true); // a used tile's place
        const QImage used = tile.grab().toImage();
        const QPoint middle(used.width() / 2, used.height() / 2);
        QVERIFY2(contrast(used.pixel(middle), Theme::highContrastColors().background.rgb()) < 1.5,
                 "a used tile leaves an empty place, not a recoloured tile");
    }

    // What an empty field says it wants ("or type your answer, e.g. ..."), read at 7:1 like any
    // text: a style sheet's text colour would draw it at half its alpha, grey on black. And what
    // is typed over it, in the text's own colour: the answer field in the window, and a field
    // of a dialog's.
    void fieldsAsDrawn()
    {
        ManualTimeSource time;
        MainWindow w(time, 3, stageSettings(ThemeChoice::HighContrast, QStringLiteral("en")));
        w.resize(800, 600);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(playTo(w, WindowStage::Running));
        QLineEdit name;
        name.setPlaceholderText(QStringLiteral("The name your friend knows you by"));
        name.resize(520, 44);
        name.show();
        QVERIFY(QTest::qWaitForWindowExposed(&name));
        const QColor text = Theme::highContrastColors().text;
        for (QLineEdit *field :
             {static_cast<QLineEdit *>(w.view()->boardPanel()->answerField()), &name}) {
            // The stage has an answer half typed: the player deletes it.
            QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClick(field, Qt::Key_Delete);
            QVERIFY(field->isVisible() && !field->isReadOnly() && field->text().isEmpty());
            // Inside the rounded border, past where the text cursor would stand.
            const QRect inside = field->rect().adjusted(20, 6, -10, -6);
            const double ratio = drawnContrast(field->grab().toImage(), inside);
            QVERIFY2(ratio >= 7, qPrintable(QStringLiteral("“%1”: %2:1")
                                                .arg(field->placeholderText())
                                                .arg(ratio, 0, 'f', 2)));
            QTest::keyClicks(field, QStringLiteral("75 + 100 + 100 + 100"));
            QCOMPARE(field->text(), QStringLiteral("75 + 100 + 100 + 100"));
            const QImage typed = field->grab().toImage();
            int inTextColour = 0;
            for (int y = inside.top(); y <= inside.bottom(); ++y)
                for (int x = inside.left(); x <= inside.right(); ++x)
                    inTextColour += contrast(typed.pixel(x, y), text.rgb()) < 1.05;
            QVERIFY2(inTextColour > 20, "what is typed is drawn in the text's colour");
        }
    }

    // The settings offer it, by its name, and it is applied at once.
    void theSettingsOfferIt()
    {
        Language::instance().setLanguage(QStringLiteral("en")); // the stages left German on
        SettingsDialog dialog(AppSettings{});
        auto *theme = dialog.findChild<QComboBox *>(QStringLiteral("theme"));
        QVERIFY(theme);
        const int index = theme->findData(static_cast<int>(ThemeChoice::HighContrast));
        QVERIFY(index >= 0);
        QCOMPARE(theme->itemText(index), QStringLiteral("High contrast"));
        theme->setCurrentIndex(index);
        QCOMPARE(dialog.settings().theme, ThemeChoice::HighContrast);
    }
};

QTEST_MAIN(TestHighContrast)
#include "tst_highcontrast.moc"
