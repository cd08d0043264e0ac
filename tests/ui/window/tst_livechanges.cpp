// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Changes made while the game runs reach everything at once. A change of theme recolours the
// window's background, every label's text and every button of the window and of its dialogs (read
// from the pixels the window draws); a change of language leaves no text of the previous language
// in any visible widget, the texts made from pieces at run time included.
#include "boardpanel.h"
#include "gamecontroller.h"
#include "language.h"
#include "mainwindow.h"
#include "revealpanel.h"
#include "scoreboard.h"
#include "settingsdialog.h"
#include "theme.h"
#include "windowstages.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QXmlStreamReader>

#include <map>
#include <memory>

using namespace countdown;
using namespace countdown::ui;
using namespace countdown::test;

namespace {

int distance(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b))
           + std::abs(qBlue(a) - qBlue(b));
}

// The most common colour of a part of an image (its background).
QRgb commonColour(const QImage &image)
{
    std::map<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            ++counts[image.pixel(x, y) | 0xff000000];
    }
    QRgb best = 0;
    int most = -1;
    for (const auto &[colour, count] : counts) {
        if (count > most) {
            best = colour;
            most = count;
        }
    }
    return best;
}

// Of an image's pixels, the one farthest from `background`.
QRgb farthestFrom(const QImage &image, QRgb background)
{
    QRgb ink = background;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y) | 0xff000000;
            if (distance(p, background) > distance(ink, background))
                ink = p;
        }
    }
    return ink;
}

// The colour of a part's text: the pixel farthest from its background (the cores of the glyphs
// are drawn in the text's own colour).
QRgb inkColour(const QImage &image)
{
    return farthestFrom(image, commonColour(image));
}

QColor expectedText(const GameColors &c, TextRole role)
{
    switch (role) {
    case TextRole::Normal:
        return c.text;
    case TextRole::Muted:
        return c.mutedText;
    case TextRole::Accent:
        return c.accent;
    case TextRole::Good:
        return c.good;
    case TextRole::Warning:
        return c.warning;
    case TextRole::Bad:
        return c.bad;
    }
    return c.text;
}

// What in `top`, as drawn, is not in the colours of `c`: its background, the text of its labels,
// the face of its buttons.
QStringList colourProblems(QWidget *top, const GameColors &c)
{
    QStringList problems;
    const QImage image = top->grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    const auto crop = [&](const QWidget *w) {
        const QRect r(w->mapTo(top, QPoint(0, 0)), w->size());
        return image.copy(QRect((r.topLeft() * ratio), r.size() * ratio));
    };
    // The window's background, in a corner of its content.
    const QWidget *content =
        qobject_cast<QMainWindow *>(top) ? static_cast<QMainWindow *>(top)->centralWidget() : top;
    const QPoint corner = content->mapTo(top, QPoint(3, content->height() - 4));
    const QRgb background = image.pixel(corner * ratio) | 0xff000000;
    if (distance(background, c.background.rgb()) > 6)
        problems << QStringLiteral("background %1, not %2")
                        .arg(QColor(background).name(), c.background.name());
    for (QWidget *w : top->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(top) || w->isWindow() || w->width() < 4 || w->height() < 4)
            continue;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            // A dash alone ("—": nothing declared) is a line thinner than a pixel: no pixel of it
            // carries the whole ink to measure.
            const QString text = label->text();
            const bool measurable = std::any_of(text.begin(), text.end(),
                                                [](QChar ch) { return ch.isLetterOrNumber(); });
            if (!measurable || !label->styleSheet().isEmpty()
                || qobject_cast<QAbstractButton *>(label->parentWidget()))
                continue;
            const QColor want = expectedText(c, textRole(label));
            const QRgb ink = inkColour(crop(label));
            if (distance(ink, want.rgb()) > 60) {
                problems << QStringLiteral("“%1” is drawn in %2, not %3")
                                .arg(label->text().left(40), QColor(ink).name(), want.name());
            }
        } else if (auto *button = qobject_cast<QPushButton *>(w)) {
            if (!button->isEnabled() || button->isChecked() || !button->styleSheet().isEmpty()
                || button->text().isEmpty() || insideScrolledContent(button, top))
                continue;
            // Inside the rounded outline: the button's face.
            const QImage face = crop(button).copy(QRect(QPoint(int(6 * ratio), int(6 * ratio)),
                                                        (button->size() - QSize(12, 12)) * ratio));
            const QRgb common = commonColour(face);
            if (distance(common, c.surface.rgb()) > 12) {
                problems << QStringLiteral("button “%1” is %2, not %3")
                                .arg(button->text(), QColor(common).name(), c.surface.name());
            }
        }
    }
    return problems;
}

// The messages of a catalogue (translations/countdown_LANG.ts): source → translation(s).
QMultiMap<QString, QString> catalogue(const QString &language)
{
    QMultiMap<QString, QString> messages;
    QFile file(QStringLiteral(COUNTDOWN_TRANSLATIONS_DIR "/countdown_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")
                   || xml.name() == QLatin1String("numerusform")) {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!text.isEmpty())
                messages.insert(source, text);
        }
    }
    return messages;
}

// The visible texts of `top` and its children: labels, buttons, fields' placeholders, menus.
QStringList visibleTexts(QWidget *top)
{
    QStringList texts{top->windowTitle()};
    for (QWidget *w : top->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(top))
            continue;
        if (auto *label = qobject_cast<QLabel *>(w))
            texts << label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            texts << button->text();
        else if (auto *edit = qobject_cast<QLineEdit *>(w))
            texts << edit->placeholderText();
    }
    if (auto *window = qobject_cast<QMainWindow *>(top)) {
        for (QAction *menu : window->menuBar()->actions())
            texts << menu->text();
    }
    texts.removeAll(QString());
    return texts;
}

// Words of a previous language's translations still shown: a translation (of four letters or more,
// that is not also English, nor a translation into the new language) found in a visible text.
QStringList leftovers(const QStringList &shown, const QMultiMap<QString, QString> &previous,
                      const QMultiMap<QString, QString> &current)
{
    QSet<QString> currentWords;
    for (const QString &t : current)
        currentWords.insert(t);
    QStringList found;
    for (auto it = previous.cbegin(); it != previous.cend(); ++it) {
        const QString &translation = it.value();
        if (translation == it.key() || currentWords.contains(translation))
            continue;
        // Only the fixed part of a message: its longest piece between placeholders.
        QString piece;
        for (const QString &part :
             translation.split(QRegularExpression(QStringLiteral("%\\d|%n|&")))) {
            if (part.trimmed().size() > piece.size())
                piece = part.trimmed();
        }
        if (piece.size() < 6)
            continue;
        bool alsoCurrent = false;
        for (const QString &t : current)
            alsoCurrent = alsoCurrent || t.contains(piece);
        if (alsoCurrent)
            continue;
        for (const QString &text : shown) {
            if (QString(text).remove(QLatin1Char('&')).contains(piece))
                found << QStringLiteral("“%1” (from “%2”) in “%3”").arg(piece, translation, text);
        }
    }
    found.removeDuplicates();
    return found;
}

} // namespace

Q_DECLARE_METATYPE(countdown::test::WindowStage)
Q_DECLARE_METATYPE(countdown::ui::ThemeChoice)

class TestLiveChanges : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QDir().mkpath(QCoreApplication::applicationDirPath() + QStringLiteral("/live-png"));
    }

    void themeChangeRecoloursEverything_data()
    {
        QTest::addColumn<WindowStage>("stage");
        QTest::addColumn<ThemeChoice>("from");
        QTest::addColumn<ThemeChoice>("to");
        for (const WindowStage stage : kWindowStages) {
            QTest::addRow("%s, light to dark", stageName(stage))
                << stage << ThemeChoice::Light << ThemeChoice::Dark;
            QTest::addRow("%s, dark to light", stageName(stage))
                << stage << ThemeChoice::Dark << ThemeChoice::Light;
        }
    }

    void themeChangeRecoloursEverything()
    {
        QFETCH(WindowStage, stage);
        QFETCH(ThemeChoice, from);
        QFETCH(ThemeChoice, to);
        ManualTimeSource time;
        MainWindow w(time, 3, stageSettings(from, QStringLiteral("en")));
        w.resize(1100, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(playTo(w, stage));
        QCoreApplication::processEvents();
        AppSettings changed = w.settings();
        changed.theme = to;
        w.applySettings(changed);
        QCoreApplication::processEvents();
        const GameColors expected =
            to == ThemeChoice::Dark ? Theme::darkColors() : Theme::lightColors();
        w.grab().save(QCoreApplication::applicationDirPath()
                      + QStringLiteral("/live-png/theme-%1-%2.png")
                            .arg(QLatin1String(stageName(stage)), to == ThemeChoice::Dark
                                                                      ? QStringLiteral("dark")
                                                                      : QStringLiteral("light")));
        const QStringList problems = colourProblems(&w, expected);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n    "))));
    }

    // A dialog opened after the change wears the new theme too, its check boxes included.
    void dialogsFollowTheTheme()
    {
        ManualTimeSource time;
        MainWindow w(time, 3, stageSettings(ThemeChoice::Light, QStringLiteral("en")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        AppSettings changed = w.settings();
        changed.theme = ThemeChoice::Dark;
        w.applySettings(changed);
        SettingsDialog dialog(w.settings(), &w);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const GameColors dark = Theme::darkColors();
        const QImage image = dialog.grab().toImage();
        image.save(QCoreApplication::applicationDirPath()
                   + QStringLiteral("/live-png/settings-dark.png"));
        const QRgb background = commonColour(image);
        QVERIFY2(distance(background, dark.background.rgb()) <= 6,
                 qPrintable(QColor(background).name()));
        // Every check box's square stands out from the dialog: its outline is far from the
        // background (Fusion's own outline vanished on a dark one).
        // (Those scrolled out of sight are not in the picture.)
        int seen = 0;
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>()) {
            const QRect r(box->mapTo(&dialog, QPoint(0, 0)), QSize(box->height(), box->height()));
            if (!box->isVisible()
                || !box->visibleRegion().boundingRect().contains(QRect(QPoint(0, 0), r.size())))
                continue;
            ++seen;
            const QRgb ink = farthestFrom(image.copy(QRect(r.topLeft() * image.devicePixelRatio(),
                                                           r.size() * image.devicePixelRatio())),
                                          background);
            QVERIFY2(
                distance(ink, background) > 150,
                qPrintable(QStringLiteral("%1: %2 on %3")
                               .arg(box->text(), QColor(ink).name(), QColor(background).name())));
        }
        QVERIFY(seen >= 2);
    }

    void languageChangeLeavesNothingBehind_data()
    {
        QTest::addColumn<WindowStage>("stage");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        const std::pair<const char *, const char *> changes[] = {
            {"fr", "en"}, {"de", "fr"}, {"es", "de"}, {"en", "es"}, {"de", "en"}};
        for (const WindowStage stage : kWindowStages) {
            for (const auto &[from, to] : changes) {
                QTest::addRow("%s, %s to %s", stageName(stage), from, to)
                    << stage << QString::fromLatin1(from) << QString::fromLatin1(to);
            }
        }
    }

    void languageChangeLeavesNothingBehind()
    {
        QFETCH(WindowStage, stage);
        QFETCH(QString, from);
        QFETCH(QString, to);
        ManualTimeSource time;
        MainWindow w(time, 3, stageSettings(ThemeChoice::Light, from));
        w.resize(1100, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(playTo(w, stage));
        QCoreApplication::processEvents();
        AppSettings changed = w.settings();
        changed.language = to;
        w.applySettings(changed);
        QCoreApplication::processEvents(); // LanguageChange is a posted event
        const QStringList found = leftovers(visibleTexts(&w), catalogue(from), catalogue(to));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("\n    "))));
    }

    void cleanupTestCase()
    {
        Language::instance().setLanguage(QString());
        Theme::instance().setChoice(ThemeChoice::System);
    }
};

QTEST_MAIN(TestLiveChanges)
#include "tst_livechanges.moc"
