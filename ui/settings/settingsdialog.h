// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The settings window: the game's rules, the display and the sound, edited on a copy of the
// player's AppSettings. The theme is previewed live while the dialog is open and put back as it
// was when the player cancels.
#pragma once

#include "settings.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QAbstractButton;
class QCheckBox;
class QGroupBox;
class QComboBox;
class QDialogButtonBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
QT_END_NAMESPACE

namespace countdown::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const AppSettings &settings, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    // The settings as the controls show them. Fields the dialog does not edit (the window's
    // geometry and state) are those it was given.
    AppSettings settings() const;
    // Shows the controls as for `settings` (what Restore Defaults does with AppSettings{}).
    void setSettings(const AppSettings &settings);

    // Says under the sound settings that nothing will be heard (no audio output on this machine).
    void setAudioAvailable(bool available);

    void done(int result) override;

private:
    void buildUi();
    QGroupBox *buildGameGroup();
    QHBoxLayout *buildRulesRow();
    void buildRoundFields();
    void buildContestantFields();
    QGroupBox *buildDisplayGroup();
    QGroupBox *buildSoundGroup();
    static void alignLabels(const QList<QGroupBox *> &groups);
    void buildButtons();
    void updateEnabledStates();
    // The rules' list: the built-ins, then the player's own; `select` chosen.
    void fillVariants(const QString &select);
    // The player chose other rules: their mode and clock become the settings' (which the player
    // may still change), and the default pick moves within theirs.
    void variantChosen();
    countdown::GameVariant chosenVariant() const;
    // The clock's list has the standard lengths and, when it is none of them, `seconds`.
    void offerClock(int seconds);
    // The difficulties labelled for a variant drawing `tiles` tiles; those it cannot draw
    // disabled.
    void offerDifficulties(int tiles);
    void editVariants();
    void updateContestantCharacter();
    void previewTheme();
    void restoreTheme();

    AppSettings m_original;
    ThemeChoice m_themeBefore; // the application's theme when the dialog opened
    bool m_previewing = false; // the theme shown differs from m_themeBefore
    bool m_settingUp = false;  // setSettings() is filling the controls
    bool m_ready = false;      // constructed: theme changes from now on are previews

    std::vector<countdown::GameVariant> m_ownVariants; // as edited (Edit variants…)
    QComboBox *m_variant = nullptr;
    QPushButton *m_editVariants = nullptr;
    QLabel *m_variantSummary = nullptr;
    QSpinBox *m_defaultLarge = nullptr;
    QComboBox *m_clock = nullptr;
    QComboBox *m_mode = nullptr;
    QComboBox *m_difficulty = nullptr;
    QComboBox *m_language = nullptr;
    QCheckBox *m_solvable = nullptr;
    QSpinBox *m_roundsPerGame = nullptr;
    QComboBox *m_contestant = nullptr;
    QLabel *m_contestantCharacter = nullptr;
    QComboBox *m_theme = nullptr;
    QCheckBox *m_reducedMotion = nullptr;
    QCheckBox *m_sound = nullptr;
    QSlider *m_volume = nullptr;
    QLabel *m_volumeValue = nullptr;
    QCheckBox *m_tick = nullptr;
    QLabel *m_noAudio = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace countdown::ui
