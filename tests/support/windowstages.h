// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Driving the game's window to the moments the window tests look at, the same way for every test
// that walks the window (its fit, its colours, its language): the pick, a round being played
// (a step made, one refused, an answer being typed), the answer revealed with the other
// solutions open, and the scoreboard of a two-round game; a duel against the champion revealed;
// people at one machine working while the clock runs, showing a method, and their scoreboard; the
// guided round's banner over its round; the pick of the "all large" variant (5 or 6), and
// a round of a player's own variant with seven tiles and no division; the third puzzle of the
// daily set revealed, the first two played (exact, then the answer shown).
#pragma once

#include "settings.h"

#include <QStringList>

class QWidget;

namespace countdown::ui {
class MainWindow;
}

namespace countdown::test {

enum class WindowStage {
    Pick,
    Running,
    Revealed,
    Scoreboard,
    DuelRevealed,
    PeopleWorking,
    PeopleShowing,
    PeopleScoreboard,
    GuidedRound,
    PracticePick,
    PracticeScoreboard,
    VariantPick,
    VariantRunning,
    DailySetRevealed,
    ChallengeRevealed
};
inline constexpr WindowStage kWindowStages[] = {WindowStage::Pick,
                                                WindowStage::Running,
                                                WindowStage::Revealed,
                                                WindowStage::Scoreboard,
                                                WindowStage::DuelRevealed,
                                                WindowStage::PeopleWorking,
                                                WindowStage::PeopleShowing,
                                                WindowStage::PeopleScoreboard,
                                                WindowStage::GuidedRound,
                                                WindowStage::PracticePick,
                                                WindowStage::PracticeScoreboard,
                                                WindowStage::VariantPick,
                                                WindowStage::VariantRunning,
                                                WindowStage::DailySetRevealed,
                                                WindowStage::ChallengeRevealed};
const char *stageName(WindowStage stage);

// Settings for such tests: no motion, no sound, games of two rounds, this theme and language.
ui::AppSettings stageSettings(ui::ThemeChoice theme, const QString &language);

// The player's own variant of the VariantRunning stage: seven tiles, no division.
GameVariant sevenTilesWithoutDivision();

// Plays a freshly shown window to `stage`; false if it could not get there.
bool playTo(ui::MainWindow &window, WindowStage stage);

// Waits (for the solver's thread, not for time) until the round is revealed with its solutions.
bool waitForSolutions(ui::MainWindow &window);

// The keyboard mnemonics (Alt+letter) that more than one visible, enabled control of `top`
// answers to, so that none of them fires: its menu bar's titles, its buttons, and its labels
// with a buddy. Each clash as "Alt+S: “&Settings”, “&Show”".
QStringList mnemonicClashes(QWidget *top);

// Whether `widget` lies in a scroll area's content below `top`, where it may extend past what
// shows.
bool insideScrolledContent(const QWidget *widget, const QWidget *top);

} // namespace countdown::test
