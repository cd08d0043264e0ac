// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game's colours, light, dark and high contrast, and which one is in use. "System" follows the
// desktop's colour scheme (QStyleHints::colorScheme with Qt 6.5 and later; the application palette
// with Qt 6.4, which has no colour-scheme API) and switches when it changes.
#pragma once

#include <QColor>
#include <QFont>
#include <QObject>
#include <QPalette>
#include <QString>

class QWidget;

namespace countdown::ui {

// HighContrast: white and yellow on black; every text and tile number at least 7:1 against what is
// behind it, focus rings and outlines at least 3:1 (WCAG 2's AAA and non-text contrast).
enum class ThemeChoice { System, Light, Dark, HighContrast };

// Every colour a painted widget uses, so that both themes stay consistent and readable.
struct GameColors {
    bool dark = true;
    QColor background;    // the window
    QColor surface;       // panels and cards
    QColor surfaceBorder; // their outline
    QColor text;
    QColor mutedText;
    QColor accent; // the target's digits, highlights
    QColor accentText;
    QColor tileSmall; // 1-10
    QColor tileSmallText;
    QColor tileLarge; // above 10
    QColor tileLargeText;
    QColor tileMade; // a tile the player made from two others
    QColor tileMadeText;
    QColor tileUsedOutline; // the empty place of a used tile
    QColor selection;       // outline of the selected tile, focus
    QColor clockRim;
    QColor clockFace;
    QColor clockMarks;
    QColor clockHand;
    QColor clockSweep; // the part of the face the hand has passed
    QColor good;       // exact answers, success
    QColor warning;    // "n away"
    QColor bad;        // refusals, errors, the answer shown early
};

// The colours' palette, every role a window of ours uses set over `base`: the application's
// when a theme is chosen, and the secondary windows' own (which keep their look under "System").
QPalette paletteFor(const GameColors &colors, QPalette base = QPalette());

// The application's style sheet for these colours: buttons, fields, check boxes, panels and the
// colour of each text role. The Theme sets it on the application, so that a change of theme
// reaches every window and dialog at once. `paletteIsOurs`: the application's palette is
// paletteFor(colors) (a chosen theme, not "System"), which then colours the fields' text.
QString styleSheetFor(const GameColors &colors, bool paletteIsOurs);

// What a text means, for its colour. Set once on a label; the theme's style sheet colours it, and
// a change of theme recolours it with everything else.
enum class TextRole { Normal, Muted, Accent, Good, Warning, Bad };
void setTextRole(QWidget *widget, TextRole role);
TextRole textRole(const QWidget *widget);

// A panel's caption in capitals ("THE SOLVER'S ANSWER"): muted, with room above for the accents
// that capitals carry in other languages (LÖSUNG, NÚMEROS), which rise above the font's ascent.
void makeCaption(QWidget *label);

// The game's type scale: every text shown larger or smaller than the application's font takes one
// of these sizes, a fixed ratio of that font, so that the whole game follows the player's font size
// and the screen's scale (QT_SCALE_FACTOR). Each role is larger than the one before it. (TextRole,
// above, is a text's colour; this is its size.) Text painted to fill a box (the tiles, the target's
// digits, the clock's face, the explorer's cells) is sized by its box instead.
enum class TypeRole {
    Small,   // notes under a table or chart, a figure's detail, its caption, the charts' axes
    Body,    // the application's font: a section's title (bold), a figure in a row
    Large,   // what is read while playing: the working, the answer field, the seconds left; a
             // panel's heading (the people's declarations, the game's total)
    Title,   // a window's or dialog's title, the header's round title, the scoreboard's; a page's
             // one message (the pick's question, "Paused"); the operator buttons
    Display, // the big figures: the statistics' cards, the pick buttons, the explorer's target
};

// `base` (a widget's own font, usually the application's) at `role`'s size, in `weight`.
QFont typeFont(TypeRole role, const QFont &base, QFont::Weight weight = QFont::Normal);

class Theme : public QObject {
    Q_OBJECT

public:
    // The application-wide instance (created on first use, lives as long as the application).
    static Theme &instance();

    ThemeChoice choice() const { return m_choice; }
    void setChoice(ThemeChoice choice);

    bool isDark() const { return m_colors.dark; }
    const GameColors &colors() const { return m_colors; }

    static GameColors darkColors();
    static GameColors lightColors();
    static GameColors highContrastColors();
    // Whether a palette is a dark one (its window colour is dark).
    static bool isDarkPalette(const QPalette &palette);

Q_SIGNALS:
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Theme();
    void update();
    bool systemIsDark() const;

    ThemeChoice m_choice = ThemeChoice::System;
    GameColors m_colors;
    bool m_forced = false; // we set the application palette (a chosen theme)
    bool m_applying = false;
};

} // namespace countdown::ui
