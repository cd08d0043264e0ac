// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// SettingsDialog: shows the settings it is given, its controls (driven by keyboard and mouse)
// change settings(), Restore Defaults, Cancel, the theme preview, and every control reachable by
// keyboard with a name for assistive technology.

#include "settingsdialog.h"
#include "settingsfixtures.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QProxyStyle>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>
#include <QWheelEvent>

#include <cmath>

using namespace countdown;
using namespace countdown::ui;
using countdown::ui::testing::nonDefault;

namespace {

template <typename T>
T *control(const QDialog &dialog, const char *name)
{
    T *widget = dialog.findChild<T *>(QLatin1String(name));
    if (!widget)
        qFatal("no control %s", name);
    return widget;
}

QPushButton *button(const QDialog &dialog, QDialogButtonBox::StandardButton which)
{
    return control<QDialogButtonBox>(dialog, "buttons")->button(which);
}

// The widget that has the focus, or the control it belongs to (a spin box's line edit).
bool hasFocus(QWidget *widget)
{
    QWidget *focus = QApplication::focusWidget();
    return focus && (focus == widget || widget->isAncestorOf(focus));
}

// A turn of the mouse wheel (one notch down) over the middle of `widget`.
void turnWheelOver(QWidget *widget)
{
    const QPointF at = QRectF(widget->rect()).center();
    QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &wheel);
}

// The dialog made short enough that its page scrolls (as at 800×600 or at 200 %).
void makeItScroll(SettingsDialog &dialog)
{
    dialog.setMinimumHeight(0);
    dialog.resize(dialog.width(), 300);
    QCoreApplication::processEvents();
}

QScrollBar *pageScrollBar(const SettingsDialog &dialog)
{
    return dialog.findChild<QScrollArea *>()->verticalScrollBar();
}

// Whether `widget` shows whole in the page's viewport.
bool inView(const SettingsDialog &dialog, QWidget *widget)
{
    const QWidget *viewport = dialog.findChild<QScrollArea *>()->viewport();
    const QRect shown(widget->mapTo(viewport, QPoint(0, 0)), widget->size());
    return viewport->rect().contains(shown);
}

} // namespace

Q_DECLARE_METATYPE(countdown::ui::ThemeChoice)

class TestSettingsDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void showsGivenSettings_data();
    void showsGivenSettings();
    void keyboardChangesSettings();
    void leCompteEstBonOffersItsClock();
    void mouseChangesSettings();
    void mnemonicsReachEveryControl();
    void tabOrderFollowsTheForm();
    void wheelScrollsThePage();
    void shortcutScrollsItsFieldIntoView();
    void restoreDefaults();
    void cancelKeepsTheOriginal();
    void escapeCancels();
    void okKeepsThePreviewedTheme();
    void enabledStates();
    void difficultiesFollowTheTiles();
    void noAudioNote();
    void everyControlIsNamed();
    void buttonsHaveNoFaintIcons();
    void rendersInBothThemes_data();
    void rendersInBothThemes();
};

void TestSettingsDialog::init()
{
    Theme::instance().setChoice(ThemeChoice::System);
}

void TestSettingsDialog::cleanup()
{
    Theme::instance().setChoice(ThemeChoice::System);
}

void TestSettingsDialog::showsGivenSettings_data()
{
    QTest::addColumn<bool>("changed");
    QTest::newRow("defaults") << false;
    QTest::newRow("every field changed") << true;
}

void TestSettingsDialog::showsGivenSettings()
{
    QFETCH(bool, changed);
    const AppSettings given = changed ? nonDefault() : AppSettings{};
    const SettingsDialog dialog(given);

    // What the player reads, written out from the spec.
    QCOMPARE(control<QComboBox>(dialog, "variant")->currentText(),
             changed ? QStringLiteral("Le compte est bon (France)")
                     : QStringLiteral("Countdown (UK)"));
    QCOMPARE(control<QSpinBox>(dialog, "defaultLarge")->value(), changed ? 3 : 1);
    QCOMPARE(control<QComboBox>(dialog, "clock")->currentText(),
             changed ? QStringLiteral("45 seconds") : QStringLiteral("30 seconds"));
    QCOMPARE(control<QComboBox>(dialog, "mode")->currentText(),
             changed ? QStringLiteral("Every number must be used")
                     : QStringLiteral("Numbers may be left out"));
    QCOMPARE(control<QComboBox>(dialog, "theme")->currentText(),
             changed ? QStringLiteral("Dark") : QStringLiteral("System"));
    QCOMPARE(control<QCheckBox>(dialog, "reducedMotion")->isChecked(), changed);
    QCOMPARE(control<QCheckBox>(dialog, "sound")->isChecked(), !changed);
    QCOMPARE(control<QSlider>(dialog, "volume")->value(), changed ? 25 : 70);
    QCOMPARE(control<QLabel>(dialog, "volumeValue")->text(),
             changed ? QStringLiteral("25 %") : QStringLiteral("70 %"));
    QCOMPARE(control<QCheckBox>(dialog, "tick")->isChecked(), !changed);
    QVERIFY(dialog.settings() == given);
    // Opening the dialog previews nothing.
    QCOMPARE(Theme::instance().choice(), ThemeChoice::System);
    QVERIFY(control<QLabel>(dialog, "rulesNote")
                ->text()
                .contains(QStringLiteral("Changes to the rules apply from the next round.")));
}

// Le compte est bon plays for 45 seconds, as on the show: choosing it chooses its clock, and the
// player may still set another.
void TestSettingsDialog::leCompteEstBonOffersItsClock()
{
    SettingsDialog dialog(AppSettings{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *clock = control<QComboBox>(dialog, "clock");
    QCOMPARE(clock->currentText(), QStringLiteral("30 seconds"));

    auto *variant = control<QComboBox>(dialog, "variant");
    variant->setFocus();
    QTest::keyClick(variant, Qt::Key_Down); // Countdown -> Le compte est bon
    QCOMPARE(clock->currentText(), QStringLiteral("45 seconds"));
    QCOMPARE(dialog.settings().game.clockSeconds, 45);

    clock->setFocus();
    QTest::keyClick(clock, Qt::Key_Home); // the player's own choice: 30 seconds
    QCOMPARE(dialog.settings().game.clockSeconds, 30);
    QCOMPARE(dialog.settings().game.variant, leCompteEstBonVariant());
}

void TestSettingsDialog::keyboardChangesSettings()
{
    SettingsDialog dialog(AppSettings{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));

    auto *variant = control<QComboBox>(dialog, "variant");
    variant->setFocus();
    QTest::keyClick(variant, Qt::Key_Down); // Countdown -> Le compte est bon
    QTest::keyClick(variant, Qt::Key_Up);   // and back, so that the large numbers stay editable
    auto *large = control<QSpinBox>(dialog, "defaultLarge");
    large->setFocus();
    QTest::keyClick(large, Qt::Key_Up);
    QTest::keyClick(large, Qt::Key_Up); // 1 -> 3
    auto *clock = control<QComboBox>(dialog, "clock");
    QTest::keyClick(clock, Qt::Key_End); // the last entry: no clock
    auto *mode = control<QComboBox>(dialog, "mode");
    QTest::keyClick(mode, Qt::Key_Down);
    auto *theme = control<QComboBox>(dialog, "theme");
    QTest::keyClick(theme, Qt::Key_Down); // System -> Light
    auto *motion = control<QCheckBox>(dialog, "reducedMotion");
    motion->setFocus();
    QTest::keyClick(motion, Qt::Key_Space);
    auto *volume = control<QSlider>(dialog, "volume");
    volume->setFocus();
    QTest::keyClick(volume, Qt::Key_Left);     // one step of 5
    QTest::keyClick(volume, Qt::Key_PageDown); // one page of 10
    auto *tick = control<QCheckBox>(dialog, "tick");
    tick->setFocus();
    QTest::keyClick(tick, Qt::Key_Space);
    auto *sound = control<QCheckBox>(dialog, "sound");
    sound->setFocus();
    QTest::keyClick(sound, Qt::Key_Space);

    const AppSettings s = dialog.settings();
    QCOMPARE(s.game.variant, standardVariant());
    QCOMPARE(s.game.defaultLarge, 3);
    QCOMPARE(s.game.clockSeconds, 0);
    QCOMPARE(s.game.mode, SolveMode::UseAll);
    QCOMPARE(s.game.reducedMotion, true);
    QCOMPARE(s.theme, ThemeChoice::Light);
    QCOMPARE(s.volume, 55);
    QCOMPARE(control<QLabel>(dialog, "volumeValue")->text(), QStringLiteral("55 %"));
    QCOMPARE(s.tick, false);
    QCOMPARE(s.sound, false);
    // The theme is previewed as it is chosen.
    QCOMPARE(Theme::instance().choice(), ThemeChoice::Light);

    QTest::keyClick(variant, Qt::Key_Down);
    QCOMPARE(dialog.settings().game.variant, leCompteEstBonVariant());
}

void TestSettingsDialog::mouseChangesSettings()
{
    SettingsDialog dialog(AppSettings{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *motion = control<QCheckBox>(dialog, "reducedMotion");
    QTest::mouseClick(motion, Qt::LeftButton, {}, QPoint(8, motion->height() / 2));
    QVERIFY(dialog.settings().game.reducedMotion);
    auto *sound = control<QCheckBox>(dialog, "sound");
    QTest::mouseClick(sound, Qt::LeftButton, {}, QPoint(8, sound->height() / 2));
    QVERIFY(!dialog.settings().sound);
    // The slider's right end: a click there pages towards it.
    QTest::mouseClick(sound, Qt::LeftButton, {}, QPoint(8, sound->height() / 2));
    auto *volume = control<QSlider>(dialog, "volume");
    QTest::mouseClick(volume, Qt::LeftButton, {},
                      QPoint(volume->width() - 2, volume->height() / 2));
    QVERIFY(dialog.settings().volume > 70);
}

void TestSettingsDialog::mnemonicsReachEveryControl()
{
    SettingsDialog dialog(AppSettings{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));

    const struct {
        Qt::Key key;
        const char *control;
    } labels[] = {
        {Qt::Key_R, "variant"}, {Qt::Key_L, "defaultLarge"}, {Qt::Key_K, "clock"},
        {Qt::Key_N, "mode"},    {Qt::Key_T, "theme"},        {Qt::Key_V, "volume"},
    };
    for (const auto &entry : labels) {
        QTest::keyClick(&dialog, entry.key, Qt::AltModifier);
        QVERIFY2(hasFocus(control<QWidget>(dialog, entry.control)), entry.control);
    }
    // A check box's mnemonic toggles it (Qt animates the click: it lands a moment later).
    QTest::keyClick(&dialog, Qt::Key_M, Qt::AltModifier);
    QTRY_VERIFY(dialog.settings().game.reducedMotion);
    QTest::keyClick(&dialog, Qt::Key_I, Qt::AltModifier);
    QTRY_VERIFY(!dialog.settings().tick);
    QTest::keyClick(&dialog, Qt::Key_S, Qt::AltModifier);
    QTRY_VERIFY(!dialog.settings().sound);

    QTest::keyClick(&dialog, Qt::Key_D, Qt::AltModifier); // Restore Defaults
    QTRY_VERIFY(dialog.settings() == AppSettings{});
}

void TestSettingsDialog::tabOrderFollowsTheForm()
{
    SettingsDialog dialog(AppSettings{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    const char *order[] = {"variant",    "editVariants",      "defaultLarge",  "clock",    "mode",
                           "difficulty", "guaranteeSolvable", "roundsPerGame", "opponent", "theme",
                           "language",   "reducedMotion",     "sound",         "volume",   "tick"};
    QVERIFY(hasFocus(control<QWidget>(dialog, order[0]))); // the first control has the focus
    for (std::size_t i = 1; i < std::size(order); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QVERIFY2(hasFocus(control<QWidget>(dialog, order[i])), order[i]);
    }
    // Then the buttons.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY(
        control<QDialogButtonBox>(dialog, "buttons")->isAncestorOf(QApplication::focusWidget()));
}

// Scrolling the page with the wheel over its fields changes none of them (the language became
// Español, the contestant Zara): only a field with the focus takes the wheel.
void TestSettingsDialog::wheelScrollsThePage()
{
    SettingsDialog dialog(AppSettings{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    makeItScroll(dialog);
    QScrollBar *page = pageScrollBar(dialog);
    QVERIFY2(page->maximum() > 0, "the page does not scroll");
    const AppSettings before = dialog.settings();
    for (const char *name : {"language", "opponent", "theme", "clock", "roundsPerGame", "volume"}) {
        auto *field = control<QWidget>(dialog, name);
        QVERIFY2(!hasFocus(field), name);
        const int scrolled = page->value();
        turnWheelOver(field);
        QVERIFY2(dialog.settings() == before, name);
        QVERIFY2(page->value() > scrolled || page->value() == page->maximum(), name);
        QVERIFY2(!hasFocus(field), name);
    }
    // With the focus, the wheel is the field's.
    auto *language = control<QComboBox>(dialog, "language");
    language->setFocus(Qt::TabFocusReason);
    const int index = language->currentIndex();
    turnWheelOver(language);
    QCOMPARE_NE(language->currentIndex(), index);
}

// A label's shortcut to a field below what shows scrolls the page to it.
void TestSettingsDialog::shortcutScrollsItsFieldIntoView()
{
    SettingsDialog dialog(AppSettings{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    makeItScroll(dialog);
    auto *volume = control<QWidget>(dialog, "volume");
    QVERIFY(!inView(dialog, volume));
    QTest::keyClick(&dialog, Qt::Key_V, Qt::AltModifier);
    QVERIFY(hasFocus(volume));
    QVERIFY(inView(dialog, volume));
    auto *variant = control<QWidget>(dialog, "variant");
    QTest::keyClick(&dialog, Qt::Key_R, Qt::AltModifier);
    QVERIFY(hasFocus(variant));
    QVERIFY(inView(dialog, variant));
}

void TestSettingsDialog::restoreDefaults()
{
    SettingsDialog dialog(nonDefault());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::mouseClick(button(dialog, QDialogButtonBox::RestoreDefaults), Qt::LeftButton);

    AppSettings expected; // the defaults settings.h documents
    expected.game.variant = standardVariant();
    expected.game.defaultLarge = 1;
    expected.game.clockSeconds = 30;
    expected.game.mode = SolveMode::DropAllowed;
    expected.game.reducedMotion = false;
    expected.theme = ThemeChoice::System;
    expected.sound = true;
    expected.volume = 70;
    expected.tick = true;
    // The window's place, the names last played with and sent in challenges, whether the guided
    // round was seen and what the statistics count are not settings the dialog shows: they stay.
    expected.windowGeometry = nonDefault().windowGeometry;
    expected.players = nonDefault().players;
    expected.challengerName = nonDefault().challengerName;
    expected.guidedRoundDone = nonDefault().guidedRoundDone;
    expected.statistics = nonDefault().statistics;
    QVERIFY(dialog.settings() == expected);
    QCOMPARE(control<QComboBox>(dialog, "clock")->currentText(), QStringLiteral("30 seconds"));
    QVERIFY(dialog.isVisible()); // restoring is not closing
}

void TestSettingsDialog::cancelKeepsTheOriginal()
{
    Theme::instance().setChoice(ThemeChoice::Light);
    AppSettings given = nonDefault();
    given.theme = ThemeChoice::Light;
    SettingsDialog dialog(given);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    QTest::keyClick(control<QComboBox>(dialog, "theme"), Qt::Key_Down); // Light -> Dark
    QCOMPARE(Theme::instance().choice(), ThemeChoice::Dark);
    control<QSlider>(dialog, "volume")->setValue(90);
    QTest::mouseClick(button(dialog, QDialogButtonBox::Cancel), Qt::LeftButton);

    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(!dialog.isVisible());
    QCOMPARE(Theme::instance().choice(), ThemeChoice::Light); // the preview is undone
}

void TestSettingsDialog::escapeCancels()
{
    auto *dialog = new SettingsDialog(AppSettings{});
    dialog->show();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    QTest::keyClick(control<QComboBox>(*dialog, "theme"), Qt::Key_End); // High contrast
    QCOMPARE(Theme::instance().choice(), ThemeChoice::HighContrast);
    QTest::keyClick(dialog, Qt::Key_Escape);
    QCOMPARE(dialog->result(), int(QDialog::Rejected));
    QCOMPARE(Theme::instance().choice(), ThemeChoice::System);

    delete dialog;
    QCOMPARE(Theme::instance().choice(), ThemeChoice::System);

    // Destroyed without OK or Cancel (its parent went): the preview is undone too.
    dialog = new SettingsDialog(AppSettings{});
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QTest::keyClick(control<QComboBox>(*dialog, "theme"), Qt::Key_End);
    QCOMPARE(Theme::instance().choice(), ThemeChoice::HighContrast);
    delete dialog;
    QCOMPARE(Theme::instance().choice(), ThemeChoice::System);
}

void TestSettingsDialog::okKeepsThePreviewedTheme()
{
    {
        SettingsDialog dialog(AppSettings{});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QTest::keyClick(control<QComboBox>(dialog, "theme"), Qt::Key_End); // High contrast
        QTest::keyClick(control<QComboBox>(dialog, "mode"), Qt::Key_Down);
        QTest::keyClick(control<QComboBox>(dialog, "mode"), Qt::Key_Enter); // the default button
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.settings().theme, ThemeChoice::HighContrast);
        QCOMPARE(dialog.settings().game.mode, SolveMode::UseAll);
    }
    QCOMPARE(Theme::instance().choice(), ThemeChoice::HighContrast);
}

void TestSettingsDialog::enabledStates()
{
    AppSettings given;
    given.sound = false;
    given.game.variant = leCompteEstBonVariant();
    SettingsDialog dialog(given);
    // Without sound, nothing to set about it; the French draw has no pick of large numbers.
    QVERIFY(!control<QSlider>(dialog, "volume")->isEnabled());
    QVERIFY(!control<QCheckBox>(dialog, "tick")->isEnabled());
    QVERIFY(!control<QSpinBox>(dialog, "defaultLarge")->isEnabled());

    control<QCheckBox>(dialog, "sound")->setChecked(true);
    QVERIFY(control<QSlider>(dialog, "volume")->isEnabled());
    QVERIFY(control<QCheckBox>(dialog, "tick")->isEnabled());
    control<QComboBox>(dialog, "variant")->setCurrentIndex(0);
    QVERIFY(control<QSpinBox>(dialog, "defaultLarge")->isEnabled());
    // The values are kept while disabled.
    QCOMPARE(dialog.settings().volume, 70);
}

// The difficulties say how many numbers they mean for the rules chosen, and those the rules cannot
// draw (Hard with five tiles) are not offered; a setting of one falls to the hardest left.
void TestSettingsDialog::difficultiesFollowTheTiles()
{
    GameVariant five = standardVariant();
    five.id = QStringLiteral("my-variant-1");
    five.name = QStringLiteral("Five");
    five.tiles = 5;
    AppSettings given;
    given.ownVariants = {five};
    given.game.difficulty = Difficulty::Hard;
    SettingsDialog dialog(given);
    auto *difficulty = control<QComboBox>(dialog, "difficulty");
    const auto item = [difficulty](Difficulty level) {
        return qobject_cast<QStandardItemModel *>(difficulty->model())
            ->item(difficulty->findData(static_cast<int>(level)));
    };
    QCOMPARE(item(Difficulty::Hard)->text(), QStringLiteral("Hard (all 6 numbers)"));
    QCOMPARE(item(Difficulty::Medium)->text(), QStringLiteral("Medium (4 or 5 numbers)"));
    QCOMPARE(difficulty->currentData().toInt(), static_cast<int>(Difficulty::Hard));

    auto *variant = control<QComboBox>(dialog, "variant");
    variant->setCurrentIndex(variant->findData(QStringLiteral("seven-tiles")));
    QCOMPARE(item(Difficulty::Hard)->text(), QStringLiteral("Hard (6 or 7 numbers)"));
    QVERIFY(item(Difficulty::Hard)->isEnabled());
    QCOMPARE(dialog.settings().game.difficulty, Difficulty::Hard);

    variant->setCurrentIndex(variant->findData(QStringLiteral("my-variant-1")));
    QVERIFY(!item(Difficulty::Hard)->isEnabled());
    QVERIFY(item(Difficulty::Medium)->isEnabled());
    QVERIFY(!item(Difficulty::Hard)->toolTip().isEmpty());
    QCOMPARE(dialog.settings().game.difficulty, Difficulty::Medium);

    // Opened on such rules with Hard saved: Medium is shown, and kept on OK.
    given.game.variant = five;
    SettingsDialog reopened(given);
    QCOMPARE(reopened.settings().game.difficulty, Difficulty::Medium);
}

void TestSettingsDialog::noAudioNote()
{
    SettingsDialog dialog(AppSettings{});
    auto *note = control<QLabel>(dialog, "noAudio");
    QVERIFY(!note->isVisibleTo(&dialog));
    dialog.setAudioAvailable(false);
    QVERIFY(note->isVisibleTo(&dialog));
    QVERIFY(!note->text().isEmpty());
    dialog.setAudioAvailable(true);
    QVERIFY(!note->isVisibleTo(&dialog));
}

void TestSettingsDialog::everyControlIsNamed()
{
    SettingsDialog dialog(AppSettings{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    QHash<QWidget *, QLabel *> buddies;
    for (QLabel *label : dialog.findChildren<QLabel *>()) {
        if (label->buddy()) {
            buddies.insert(label->buddy(), label);
            // A mnemonic in every label that leads somewhere.
            QVERIFY2(label->text().contains(QLatin1Char('&')), qPrintable(label->text()));
        }
    }
    int interactive = 0;
    for (QWidget *widget : dialog.findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(&dialog) || !(widget->focusPolicy() & Qt::TabFocus))
            continue;
        // A spin box's or combo box's inner line edit belongs to its control.
        if (qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
            continue;
        ++interactive;
        const QString name = widget->objectName() + QLatin1Char(' ')
                             + QString::fromLatin1(widget->metaObject()->className());
        QVERIFY2(!widget->accessibleName().isEmpty() || buddies.contains(widget), qPrintable(name));
        if (auto *check = qobject_cast<QCheckBox *>(widget))
            QVERIFY2(check->text().contains(QLatin1Char('&')), qPrintable(check->text()));
    }
    // The fourteen settings, Edit variants…, and OK, Cancel, Restore Defaults.
    QCOMPARE(interactive, 14 + 1 + 3);
}

// The style's ✕ on Cancel was nearly invisible on the dark theme's buttons: the dialogs' buttons
// are words alone, in both themes.
void TestSettingsDialog::buttonsHaveNoFaintIcons()
{
    // As on desktops whose style puts icons on dialog buttons (the offscreen platform has none).
    class IconsOnButtons : public QProxyStyle {
    public:
        int styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                      QStyleHintReturn *returned) const override
        {
            return hint == SH_DialogButtonBox_ButtonsHaveIcons
                       ? 1
                       : QProxyStyle::styleHint(hint, option, widget, returned);
        }
    };
    const QString styleBefore = QApplication::style()->name();
    QApplication::setStyle(new IconsOnButtons);
    const auto restoreStyle = qScopeGuard([&] { QApplication::setStyle(styleBefore); });
    for (const ThemeChoice theme : {ThemeChoice::Dark, ThemeChoice::Light}) {
        Theme::instance().setChoice(theme);
        SettingsDialog dialog(AppSettings{});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (const auto which : {QDialogButtonBox::Ok, QDialogButtonBox::Cancel})
            QVERIFY(button(dialog, which)->icon().isNull());
    }
}

void TestSettingsDialog::rendersInBothThemes_data()
{
    QTest::addColumn<ThemeChoice>("theme");
    QTest::newRow("light") << ThemeChoice::Light;
    QTest::newRow("dark") << ThemeChoice::Dark;
}

// The dialog is dressed by the application palette: its background is the theme's, and its text
// stands out from it. The pictures are left in the build folder to look at.
void TestSettingsDialog::rendersInBothThemes()
{
    QFETCH(ThemeChoice, theme);
    Theme::instance().setChoice(theme);
    const GameColors colors =
        theme == ThemeChoice::Dark ? Theme::darkColors() : Theme::lightColors();
    SettingsDialog dialog(AppSettings{});
    dialog.setAudioAvailable(false);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    const QImage image = dialog.grab().toImage();
    // Beside the executable, in the build folder, wherever the test is started from.
    QVERIFY(image.save(QCoreApplication::applicationDirPath()
                       + QStringLiteral("/settingsdialog-%1.png")
                             .arg(QString::fromLatin1(QTest::currentDataTag()))));
    QCOMPARE(image.pixelColor(2, 2), colors.background);
    // The label's text colour contrasts with the background (WCAG: at least 4.5 : 1).
    const QColor text = dialog.palette().color(QPalette::WindowText);
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF())
               + 0.0722 * channel(c.blueF());
    };
    const double a = luminance(text) + 0.05;
    const double b = luminance(colors.background) + 0.05;
    QVERIFY(std::max(a, b) / std::min(a, b) >= 4.5);
}

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
