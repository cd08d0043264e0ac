// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "theme.h"

#include <QApplication>
#include <QEvent>
#include <QStyle>
#include <QStyleHints>
#include <QVariant>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace countdown::ui {

GameColors Theme::darkColors()
{
    GameColors c;
    c.dark = true;
    c.background = QColor(0x0f, 0x17, 0x2a);
    c.surface = QColor(0x16, 0x23, 0x3d);
    c.surfaceBorder = QColor(0x2b, 0x3f, 0x63);
    c.text = QColor(0xec, 0xf1, 0xf8);
    c.mutedText = QColor(0x9a, 0xab, 0xc4);
    c.accent = QColor(0xfb, 0xc7, 0x4a);
    c.accentText = QColor(0x1a, 0x14, 0x05);
    c.tileSmall = QColor(0xee, 0xf2, 0xf8);
    c.tileSmallText = QColor(0x12, 0x1c, 0x30);
    c.tileLarge = QColor(0x1f, 0x56, 0xb0);
    c.tileLargeText = QColor(0xff, 0xff, 0xff);
    c.tileMade = QColor(0x2f, 0x85, 0x5a);
    c.tileMadeText = QColor(0xff, 0xff, 0xff);
    c.tileUsedOutline = QColor(0x4a, 0x5d, 0x80);
    c.selection = QColor(0xfb, 0xc7, 0x4a);
    c.clockRim = QColor(0x22, 0x36, 0x5a);
    c.clockFace = QColor(0xf6, 0xf2, 0xea);
    c.clockMarks = QColor(0x23, 0x33, 0x4f);
    c.clockHand = QColor(0x1d, 0x4e, 0xa8);
    c.clockSweep = QColor(0xfd, 0xdc, 0x86);
    c.good = QColor(0x4a, 0xc2, 0x86);
    c.warning = QColor(0xfb, 0xc7, 0x4a);
    c.bad = QColor(0xf2, 0x7a, 0x6c);
    return c;
}

GameColors Theme::lightColors()
{
    GameColors c;
    c.dark = false;
    c.background = QColor(0xf4, 0xf1, 0xea);
    c.surface = QColor(0xff, 0xff, 0xff);
    c.surfaceBorder = QColor(0xd6, 0xd0, 0xc2);
    c.text = QColor(0x16, 0x1d, 0x2e);
    c.mutedText = QColor(0x55, 0x5f, 0x72);
    c.accent = QColor(0xb4, 0x6b, 0x00);
    c.accentText = QColor(0xff, 0xff, 0xff);
    c.tileSmall = QColor(0xff, 0xff, 0xff);
    c.tileSmallText = QColor(0x16, 0x1d, 0x2e);
    c.tileLarge = QColor(0x1f, 0x56, 0xb0);
    c.tileLargeText = QColor(0xff, 0xff, 0xff);
    c.tileMade = QColor(0x1f, 0x7a, 0x4d);
    c.tileMadeText = QColor(0xff, 0xff, 0xff);
    c.tileUsedOutline = QColor(0xb8, 0xb0, 0xa0);
    c.selection = QColor(0xd9, 0x8a, 0x00);
    c.clockRim = QColor(0x1f, 0x3a, 0x66);
    c.clockFace = QColor(0xff, 0xfd, 0xf8);
    c.clockMarks = QColor(0x23, 0x33, 0x4f);
    c.clockHand = QColor(0x1d, 0x4e, 0xa8);
    c.clockSweep = QColor(0xfb, 0xd3, 0x6b);
    c.good = QColor(0x1f, 0x7a, 0x4d);
    c.warning = QColor(0x9a, 0x5b, 0x00);
    c.bad = QColor(0xb4, 0x2b, 0x1e);
    return c;
}

// Tuned with the contrast test (tst_highcontrast): the smallest ratio here is the muted text's,
// 13:1 on the panels; the tiles' numbers are 8:1 or more.
GameColors Theme::highContrastColors()
{
    GameColors c;
    c.dark = true;
    c.background = QColor(0x00, 0x00, 0x00);
    c.surface = QColor(0x0b, 0x0b, 0x0b);
    c.surfaceBorder = QColor(0xff, 0xff, 0xff);
    c.text = QColor(0xff, 0xff, 0xff);
    c.mutedText = QColor(0xe0, 0xe0, 0xe0);
    c.accent = QColor(0xff, 0xe0, 0x3d);
    c.accentText = QColor(0x00, 0x00, 0x00);
    c.tileSmall = QColor(0xff, 0xff, 0xff);
    c.tileSmallText = QColor(0x00, 0x00, 0x00);
    c.tileLarge = QColor(0x00, 0x32, 0x80);
    c.tileLargeText = QColor(0xff, 0xff, 0xff);
    c.tileMade = QColor(0x00, 0x50, 0x26);
    c.tileMadeText = QColor(0xff, 0xff, 0xff);
    c.tileUsedOutline = QColor(0xff, 0xff, 0xff);
    c.selection = QColor(0xff, 0xe0, 0x3d);
    c.clockRim = QColor(0xff, 0xff, 0xff);
    c.clockFace = QColor(0x00, 0x00, 0x00);
    c.clockMarks = QColor(0xff, 0xff, 0xff);
    c.clockHand = QColor(0xff, 0xe0, 0x3d);
    c.clockSweep = QColor(0x00, 0x32, 0x80);
    c.good = QColor(0x6b, 0xf2, 0xa4);
    c.warning = QColor(0xff, 0xe0, 0x3d);
    c.bad = QColor(0xff, 0x9e, 0x94);
    return c;
}

bool Theme::isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

Theme &Theme::instance()
{
    static Theme *theme = new Theme; // parented to nothing; lives until exit with the app
    return *theme;
}

Theme::Theme()
{
    if (qApp) {
        qApp->installEventFilter(this);
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
        connect(QGuiApplication::styleHints(), &QStyleHints::colorSchemeChanged, this, [this] {
            if (m_choice == ThemeChoice::System)
                update();
        });
#endif
    }
    update();
}

// The desktop's light or dark: its colour scheme where Qt knows it, else its palette.
bool Theme::systemIsDark() const
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    if (qApp) {
        const Qt::ColorScheme scheme = QGuiApplication::styleHints()->colorScheme();
        if (scheme != Qt::ColorScheme::Unknown)
            return scheme == Qt::ColorScheme::Dark;
    }
#endif
    return isDarkPalette(qApp ? QApplication::palette() : QPalette());
}

void Theme::setChoice(ThemeChoice choice)
{
    if (choice == m_choice)
        return;
    m_choice = choice;
    update();
}

bool Theme::eventFilter(QObject *watched, QEvent *event)
{
    // The system (or the desktop's colour scheme) changed the application palette.
    if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange && !m_applying) {
        if (m_choice == ThemeChoice::System && !m_forced)
            update();
    }
    // The style sheet's colours are taken when a widget is polished: a field made editable again
    // kept those of its "read-only" rule, muted, and its placeholder at half of that (4:1 in high
    // contrast, the answer field between rounds).
    if (event->type() == QEvent::ReadOnlyChange)
        if (auto *widget = qobject_cast<QWidget *>(watched)) {
            widget->style()->unpolish(widget);
            widget->style()->polish(widget);
        }
    return QObject::eventFilter(watched, event);
}

QPalette paletteFor(const GameColors &c, QPalette p)
{
    p.setColor(QPalette::Window, c.background);
    p.setColor(QPalette::WindowText, c.text);
    // Fusion outlines check boxes darker than Base: Base must stand out from the window.
    p.setColor(QPalette::Base, c.surface);
    p.setColor(QPalette::AlternateBase, c.surface);
    p.setColor(QPalette::Text, c.text);
    p.setColor(QPalette::PlaceholderText, c.mutedText);
    p.setColor(QPalette::Button, c.surface);
    p.setColor(QPalette::ButtonText, c.text);
    p.setColor(QPalette::Highlight, c.tileLarge);
    p.setColor(QPalette::HighlightedText, c.tileLargeText);
    p.setColor(QPalette::ToolTipBase, c.surface);
    p.setColor(QPalette::ToolTipText, c.text);
    p.setColor(QPalette::Link, c.dark ? c.tileLarge.lighter(160) : c.tileLarge);
    p.setColor(QPalette::Disabled, QPalette::Text, c.mutedText);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, c.mutedText);
    p.setColor(QPalette::Disabled, QPalette::WindowText, c.mutedText);
    return p;
}

namespace {
constexpr const char *kTextRoleProperty = "textRole";

const char *roleName(TextRole role)
{
    switch (role) {
    case TextRole::Normal:
        return "normal";
    case TextRole::Muted:
        return "muted";
    case TextRole::Accent:
        return "accent";
    case TextRole::Good:
        return "good";
    case TextRole::Warning:
        return "warning";
    case TextRole::Bad:
        return "bad";
    }
    return "normal";
}
} // namespace

void setTextRole(QWidget *widget, TextRole role)
{
    const QByteArray name = roleName(role);
    if (widget->property(kTextRoleProperty).toByteArray() == name)
        return;
    widget->setProperty(kTextRoleProperty, name);
    // A style sheet reads dynamic properties when it polishes the widget: polish it again.
    widget->style()->unpolish(widget);
    widget->style()->polish(widget);
    widget->update();
}

TextRole textRole(const QWidget *widget)
{
    const QByteArray name = widget->property(kTextRoleProperty).toByteArray();
    for (const TextRole role :
         {TextRole::Muted, TextRole::Accent, TextRole::Good, TextRole::Warning, TextRole::Bad}) {
        if (name == roleName(role))
            return role;
    }
    return TextRole::Normal;
}

void makeCaption(QWidget *label)
{
    setTextRole(label, TextRole::Muted);
    const int accentRoom = std::max(2, label->fontMetrics().ascent() / 4);
    label->setContentsMargins(0, accentRoom, 0, 0);
}

QString styleSheetFor(const GameColors &c, bool paletteIsOurs)
{
    const QString field = c.dark ? c.background.darker(130).name() : c.surface.name();
    const QString checkIcon = c.dark ? QStringLiteral(":/icons/check-dark.svg")
                                     : QStringLiteral(":/icons/check-light.svg");
    QString sheet =
        QStringLiteral(
            "QPushButton { background: %1; color: %2; border: 1px solid %3; border-radius: 8px;"
            "  padding: 6px 14px; }"
            "QPushButton:hover { border-color: %4; }"
            "QPushButton:pressed { background: %3; }"
            "QPushButton:checked { background: %4; color: %5; border-color: %4; }"
            "QPushButton:disabled { color: %6; border-color: %3; background: transparent; }"
            // The contestant's pick: pressed for the player to see, not to change.
            "QPushButton:checked:disabled { background: %4; color: %5; border-color: %4; }"
            "QPushButton:focus { border: 2px solid %7; }"
            // The daily set's row: small buttons, the puzzle being played filled like a choice.
            "QToolButton { background: %1; color: %2; border: 1px solid %3; border-radius: 6px;"
            "  padding: 2px 6px; }"
            "QToolButton:hover { border-color: %4; }"
            "QToolButton:checked { background: %4; color: %5; border-color: %4; }"
            "QToolButton:focus { border: 2px solid %7; }"
            "QLineEdit { background: %8; border: 1px solid %3; border-radius: 8px;"
            "  padding: 6px 10px; selection-background-color: %9; }"
            "QLineEdit:focus { border: 2px solid %7; }"
            "QLineEdit:read-only { color: %6; }")
            .arg(c.surface.name(), c.text.name(), c.surfaceBorder.name(), c.accent.name(),
                 c.accentText.name(), c.mutedText.name(), c.selection.name(), field,
                 c.tileLarge.name());
    // A field's text colour from the style sheet would also be its placeholder's, at half its
    // alpha (QStyleSheetStyle): grey on black, 5:1, in high contrast. With our palette the field
    // takes both from it; the platform's (the "System" theme) may not suit the field's background.
    if (!paletteIsOurs)
        sheet += QStringLiteral("QLineEdit { color: %1; }").arg(c.text.name());
    // Check boxes: Fusion outlines them in a darker shade of the window, which vanishes on a
    // dark one.
    sheet +=
        QStringLiteral("QCheckBox::indicator { width: 16px; height: 16px; border: 2px solid %1;"
                       "  border-radius: 4px; background: %2; }"
                       "QCheckBox::indicator:checked { background: %3; border-color: %3;"
                       "  image: url(%4); }"
                       "QCheckBox::indicator:disabled { border-color: %5; }"
                       "QCheckBox::indicator:focus { border-color: %6; }")
            .arg(c.mutedText.name(), field, c.accent.name(), checkIcon, c.surfaceBorder.name(),
                 c.selection.name());
    // Dialog buttons go without the style's icons: its ✕ and ✓ are drawn dark, nearly invisible
    // on the dark theme's buttons, and say no more than the words beside them.
    sheet += QStringLiteral("QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }");
    // The panels of the main window.
    sheet +=
        QStringLiteral(
            "#revealPanel, #scoreboard, #declarationsPanel, #guidedRoundPanel { background: %1;"
            "  border: 1px solid %2;"
            "  border-radius: 14px; }"
            // Its table scrolls on the panel's own background.
            "#scoreboardScroll, #scoreboardScroll > QWidget, #scoreboardTable"
            "  { background: transparent; }"
            "#workingView { background: %1; border: 1px solid %3;"
            "  border-radius: 10px; }")
            .arg(c.surface.name(), c.accent.name(), c.surfaceBorder.name());
    const std::pair<TextRole, QColor> roles[] = {
        {TextRole::Normal, c.text}, {TextRole::Muted, c.mutedText}, {TextRole::Accent, c.accent},
        {TextRole::Good, c.good},   {TextRole::Warning, c.warning}, {TextRole::Bad, c.bad},
    };
    for (const auto &[role, colour] : roles) {
        sheet += QStringLiteral("*[textRole=\"%1\"] { color: %2; }")
                     .arg(QLatin1String(roleName(role)), colour.name());
    }
    return sheet;
}

namespace {
// The ratios to the base font. The windows once scaled their fonts by hand with 17 factors from
// 0.85 to 2.2; each now takes the nearest of five steps, close to a ratio of 1.2 between
// neighbours (1/1.2, 1, 1.2, 1.2², and 1.2⁴ for the figures, which need to stand apart):
// - 0.85 kept the captions' and notes' look (the details at 0.9 and the tour's 0.92 joined them);
// - 1.25 took the working (1.25), the answer field and the seconds (1.3), the panels' headings
//   (1.2, 1.3) and the explorer's answer at its largest (1.15): one size for what is read in play;
// - 1.45 kept the header's and the dialogs' titles; the pick's question and the scoreboard's title
//   (1.5), the pause and the operators (1.6), and the reveal's answer at its largest (1.7) joined
//   it rather than grow;
// - 2.0 kept the pick buttons' look; the statistics' figures (1.8, 1.9) and the explorer's target
//   (2.2) joined them.
// The explorer's selection and the empty statistics' line (1.1) became Body.
qreal typeRatio(TypeRole role)
{
    switch (role) {
    case TypeRole::Small:
        return 0.85;
    case TypeRole::Body:
        return 1.0;
    case TypeRole::Large:
        return 1.25;
    case TypeRole::Title:
        return 1.45;
    case TypeRole::Display:
        return 2.0;
    }
    return 1.0;
}
} // namespace

QFont typeFont(TypeRole role, const QFont &base, QFont::Weight weight)
{
    QFont font = base;
    const qreal ratio = typeRatio(role);
    // A font set in pixels (a style sheet's "px") has no point size: it scales in pixels.
    if (base.pointSizeF() > 0)
        font.setPointSizeF(base.pointSizeF() * ratio);
    else
        font.setPixelSize(std::max(1, int(std::lround(base.pixelSize() * ratio))));
    font.setWeight(weight);
    return font;
}

namespace {
// On Windows the game draws its widgets with Qt's Fusion style, as on Linux: Qt 6.4's Windows
// styles draw parts of buttons, scroll bars and item views with the system's theme rather than
// the palette, and have no dark mode, so the game's dark theme could not dress them.
void useAStyleThatFollowsThePalette()
{
#ifdef Q_OS_WIN
    if (qApp && QApplication::style()->name() != QLatin1String("fusion"))
        QApplication::setStyle(QStringLiteral("Fusion"));
#endif
}
} // namespace

void Theme::update()
{
    useAStyleThatFollowsThePalette();
    if (m_choice == ThemeChoice::System) {
        if (m_forced && qApp) {
            // Nothing set: the platform's palette again, and its later changes reach us.
            m_applying = true;
            QApplication::setPalette(QPalette());
            m_applying = false;
            m_forced = false;
        }
        m_colors = systemIsDark() ? darkColors() : lightColors();
    } else {
        m_colors = m_choice == ThemeChoice::HighContrast ? highContrastColors()
                   : m_choice == ThemeChoice::Dark       ? darkColors()
                                                         : lightColors();
        if (qApp) {
            // A chosen theme dresses the standard widgets (buttons, fields, dialogs) in the same
            // colours as the painted ones.
            m_applying = true;
            QApplication::setPalette(paletteFor(m_colors));
            m_applying = false;
            m_forced = true;
        }
    }
    if (qApp)
        qApp->setStyleSheet(styleSheetFor(m_colors, m_forced));
    Q_EMIT changed();
}

} // namespace countdown::ui
