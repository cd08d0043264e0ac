// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "settingsdialog.h"

#include "contestant.h"
#include "elidedcombobox.h"
#include "language.h"
#include "plaintext.h"
#include "screenfit.h"
#include "theme.h"
#include "variantfile.h"
#include "variantsdialog.h"
#include "varianttext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace countdown::ui {

namespace {

// The combo box entry whose data is `value`, or the first one.
void selectData(QComboBox *combo, int value)
{
    combo->setCurrentIndex(std::max(0, combo->findData(value)));
}

int currentData(const QComboBox *combo)
{
    return combo->currentData().toInt();
}

int dataAt(const QComboBox *combo, int index)
{
    return combo->itemData(index).toInt();
}

// A label for a form row: its mnemonic moves the focus to `buddy`.
QLabel *rowLabel(const QString &text, QWidget *buddy)
{
    auto *label = new PlainLabel(text);
    label->setBuddy(buddy);
    return label;
}

} // namespace

SettingsDialog::SettingsDialog(const AppSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_original(settings)
    , m_themeBefore(Theme::instance().choice())
{
    setWindowTitle(tr("Settings"));
    buildUi();
    setSettings(settings);
    // Only what the player changes is previewed: opening the dialog leaves the theme in use.
    m_ready = true;
}

SettingsDialog::~SettingsDialog()
{
    // Closed some other way than OK (e.g. with its parent): the preview must not stay.
    restoreTheme();
}

void SettingsDialog::buildUi()
{
    QGroupBox *game = buildGameGroup();
    QGroupBox *display = buildDisplayGroup();
    QGroupBox *sound = buildSoundGroup();
    alignLabels({game, display, sound});
    buildButtons();

    // The groups scroll on a screen too short for them; the buttons stay in view.
    auto *content = new QWidget;
    auto *groups = new QVBoxLayout(content);
    groups->setContentsMargins(0, 0, 0, 0);
    groups->addWidget(game);
    groups->addWidget(display);
    groups->addWidget(sound);
    groups->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new FittingScrollArea(content, this), 1);
    layout->addWidget(m_buttons);

    // Top to bottom, as the player reads it.
    QWidget *order[] = {m_variant,    m_editVariants,  m_defaultLarge,  m_clock,      m_mode,
                        m_difficulty, m_solvable,      m_roundsPerGame, m_contestant, m_theme,
                        m_language,   m_reducedMotion, m_sound,         m_volume,     m_tick};
    for (std::size_t i = 1; i < std::size(order); ++i)
        setTabOrder(order[i - 1], order[i]);
    setTabOrder(order[std::size(order) - 1], m_buttons);

    connect(m_variant, &QComboBox::currentIndexChanged, this, &SettingsDialog::variantChosen);
    connect(m_editVariants, &QPushButton::clicked, this, &SettingsDialog::editVariants);
    connect(m_sound, &QCheckBox::toggled, this, &SettingsDialog::updateEnabledStates);
    connect(m_difficulty, &QComboBox::currentIndexChanged, this,
            &SettingsDialog::updateEnabledStates);
    connect(m_volume, &QSlider::valueChanged, this, [this](int value) {
        m_volumeValue->setText(tr("%1 %").arg(QLocale().toString(value)));
    });
    connect(m_theme, &QComboBox::currentIndexChanged, this, &SettingsDialog::previewTheme);
    connect(m_contestant, &QComboBox::currentIndexChanged, this,
            &SettingsDialog::updateContestantCharacter);

    setMinimumWidth(sizeHint().width() + 40); // some air around the longest row
    m_variant->setFocus();
}

// The row of the rules chosen, with the button that edits the player's own; the summary of the
// rules, shown under it.
QHBoxLayout *SettingsDialog::buildRulesRow()
{
    m_variant = new ElidedComboBox;
    m_variant->setObjectName(QStringLiteral("variant"));
    m_variant->setAccessibleName(tr("Rules"));
    m_variant->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_variant->setMinimumContentsLength(16); // a long name of the player's does not widen all
    m_editVariants = new QPushButton(tr("&Edit variants…"));
    m_editVariants->setObjectName(QStringLiteral("editVariants"));
    m_editVariants->setAccessibleName(tr("Edit variants"));
    m_editVariants->setToolTip(tr("Make, copy, change and delete variants of your own"));
    m_variantSummary = new PlainLabel;
    m_variantSummary->setObjectName(QStringLiteral("variantSummary"));
    m_variantSummary->setWordWrap(true);
    setTextRole(m_variantSummary, TextRole::Muted);
    auto *variantRow = new QHBoxLayout;
    variantRow->addWidget(m_variant, 1);
    variantRow->addWidget(m_editVariants);
    return variantRow;
}

// How each round under those rules is played.
void SettingsDialog::buildRoundFields()
{
    m_defaultLarge = new QSpinBox;
    m_defaultLarge->setObjectName(QStringLiteral("defaultLarge"));
    m_defaultLarge->setRange(0, kMaxLarge);
    m_defaultLarge->setAccessibleName(tr("Default number of large numbers"));
    m_defaultLarge->setToolTip(
        tr("How many large numbers a new round suggests (when the rules let you pick)"));

    m_clock = new QComboBox;
    m_clock->setObjectName(QStringLiteral("clock"));
    for (const int seconds : kClockLengths)
        m_clock->addItem(seconds == 0 ? tr("No clock") : tr("%n seconds", nullptr, seconds),
                         seconds);
    m_clock->setAccessibleName(tr("Clock"));

    m_mode = new QComboBox;
    m_mode->setObjectName(QStringLiteral("mode"));
    m_mode->addItem(tr("Numbers may be left out"), static_cast<int>(SolveMode::DropAllowed));
    m_mode->addItem(tr("Every number must be used"), static_cast<int>(SolveMode::UseAll));
    m_mode->setAccessibleName(tr("Numbers used"));
    m_mode->setToolTip(tr("What counts as a valid answer, for the player and for the solver"));

    m_difficulty = new QComboBox;
    m_difficulty->setObjectName(QStringLiteral("difficulty"));
    m_difficulty->addItem(tr("Any (as on the show)"), static_cast<int>(Difficulty::Any));
    m_difficulty->addItem(tr("Easy (3 numbers or fewer)"), static_cast<int>(Difficulty::Easy));
    // Labelled for the tiles of the rules chosen (offerDifficulties).
    m_difficulty->addItem(QString(), static_cast<int>(Difficulty::Medium));
    m_difficulty->addItem(QString(), static_cast<int>(Difficulty::Hard));
    offerDifficulties(standardVariant().tiles);
    m_difficulty->setAccessibleName(tr("Difficulty"));
    m_difficulty->setToolTip(tr("How many numbers the shortest exact answer needs"));

    m_solvable = new QCheckBox(tr("Only rounds with an exact &answer"));
    m_solvable->setObjectName(QStringLiteral("guaranteeSolvable"));
    m_solvable->setAccessibleName(tr("Only rounds with an exact answer"));

    m_roundsPerGame = new QSpinBox;
    m_roundsPerGame->setObjectName(QStringLiteral("roundsPerGame"));
    m_roundsPerGame->setRange(kMinRoundsPerGame, kMaxRoundsPerGame);
    m_roundsPerGame->setAccessibleName(tr("Rounds in a game"));
    m_roundsPerGame->setToolTip(tr("How many rounds a new game has (Game → New game)"));
}

// The computer contestant, and a word on its character under it.
void SettingsDialog::buildContestantFields()
{
    m_contestant = new QComboBox;
    m_contestant->setObjectName(QStringLiteral("opponent"));
    m_contestant->addItem(tr("Nobody: play alone"), 0);
    for (const ContestantProfile &profile : contestantProfiles()) {
        m_contestant->addItem(tr("%1 (level %2 of %3)")
                                  .arg(profile.name)
                                  .arg(profile.style.level)
                                  .arg(kContestantLevels),
                              profile.style.level);
        m_contestant->setItemData(m_contestant->count() - 1, profile.character, Qt::ToolTipRole);
    }
    m_contestant->setAccessibleName(tr("Contestant"));
    m_contestant->setToolTip(tr("A computer contestant who plays every drawn round against you: "
                                "only the closer answer scores, as on the show"));
    m_contestantCharacter = new PlainLabel;
    m_contestantCharacter->setObjectName(QStringLiteral("opponentCharacter"));
    m_contestantCharacter->setWordWrap(true);
}

QGroupBox *SettingsDialog::buildGameGroup()
{
    QHBoxLayout *variantRow = buildRulesRow();
    buildRoundFields();
    buildContestantFields();

    auto *rulesNote = new PlainLabel(tr("Changes to the rules apply from the next round."));
    rulesNote->setObjectName(QStringLiteral("rulesNote"));
    rulesNote->setWordWrap(true);

    auto *game = new QGroupBox(tr("Game"));
    auto *gameForm = new QFormLayout(game);
    gameForm->addRow(rowLabel(tr("Va&riant:"), m_variant), variantRow);
    gameForm->addRow(QString(), m_variantSummary);
    gameForm->addRow(rowLabel(tr("Default &large numbers:"), m_defaultLarge), m_defaultLarge);
    gameForm->addRow(rowLabel(tr("Cloc&k:"), m_clock), m_clock);
    gameForm->addRow(rowLabel(tr("&Numbers used:"), m_mode), m_mode);
    gameForm->addRow(rowLabel(tr("Di&fficulty:"), m_difficulty), m_difficulty);
    gameForm->addRow(QString(), m_solvable);
    gameForm->addRow(rowLabel(tr("Rounds in a &game:"), m_roundsPerGame), m_roundsPerGame);
    gameForm->addRow(rowLabel(tr("C&ontestant:"), m_contestant), m_contestant);
    gameForm->addRow(QString(), m_contestantCharacter);
    gameForm->addRow(rulesNote);
    return game;
}

void SettingsDialog::updateContestantCharacter()
{
    const int level = currentData(m_contestant);
    m_contestantCharacter->setText(level > 0 ? contestantProfile(level).character : QString());
    m_contestantCharacter->setVisible(level > 0);
}

QGroupBox *SettingsDialog::buildDisplayGroup()
{
    m_theme = new QComboBox;
    m_theme->setObjectName(QStringLiteral("theme"));
    m_theme->addItem(tr("System"), static_cast<int>(ThemeChoice::System));
    m_theme->addItem(tr("Light"), static_cast<int>(ThemeChoice::Light));
    m_theme->addItem(tr("Dark"), static_cast<int>(ThemeChoice::Dark));
    m_theme->addItem(tr("High contrast"), static_cast<int>(ThemeChoice::HighContrast));
    m_theme->setAccessibleName(tr("Theme"));
    m_theme->setToolTip(tr("System follows the colours of the desktop"));

    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(tr("System language"), QString());
    for (const QString &code : Language::available())
        m_language->addItem(Language::nativeName(code), code);
    m_language->setAccessibleName(tr("Language"));

    m_reducedMotion = new QCheckBox(tr("Reduce &motion (no flips, rolls or slides)"));
    m_reducedMotion->setObjectName(QStringLiteral("reducedMotion"));
    m_reducedMotion->setAccessibleName(tr("Reduce motion"));

    auto *display = new QGroupBox(tr("Display"));
    auto *displayForm = new QFormLayout(display);
    displayForm->addRow(rowLabel(tr("&Theme:"), m_theme), m_theme);
    displayForm->addRow(rowLabel(tr("Lang&uage:"), m_language), m_language);
    displayForm->addRow(QString(), m_reducedMotion);
    return display;
}

QGroupBox *SettingsDialog::buildSoundGroup()
{
    m_sound = new QCheckBox(tr("Play &sounds"));
    m_sound->setObjectName(QStringLiteral("sound"));
    m_sound->setAccessibleName(tr("Play sounds"));

    m_volume = new QSlider(Qt::Horizontal);
    m_volume->setObjectName(QStringLiteral("volume"));
    m_volume->setRange(0, 100);
    m_volume->setSingleStep(5);
    m_volume->setPageStep(10);
    m_volume->setAccessibleName(tr("Volume"));
    m_volumeValue = new PlainLabel;
    m_volumeValue->setObjectName(QStringLiteral("volumeValue"));
    m_volumeValue->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Wide enough for "100 %", so that the slider does not move as the number changes.
    m_volumeValue->setMinimumWidth(
        m_volumeValue->fontMetrics().horizontalAdvance(tr("%1 %").arg(QLocale().toString(100)))
        + 2);
    auto *volumeRow = new QHBoxLayout;
    volumeRow->addWidget(m_volume, 1);
    volumeRow->addWidget(m_volumeValue);

    m_tick = new QCheckBox(tr("T&ick each second"));
    m_tick->setObjectName(QStringLiteral("tick"));
    m_tick->setAccessibleName(tr("Tick each second"));

    m_noAudio =
        new PlainLabel(tr("No audio output was found: the game is silent until one is there."));
    m_noAudio->setObjectName(QStringLiteral("noAudio"));
    m_noAudio->setWordWrap(true);
    m_noAudio->setVisible(false);

    auto *sound = new QGroupBox(tr("Sound"));
    auto *soundForm = new QFormLayout(sound);
    soundForm->addRow(QString(), m_sound);
    soundForm->addRow(rowLabel(tr("&Volume:"), m_volume), volumeRow);
    soundForm->addRow(QString(), m_tick);
    soundForm->addRow(m_noAudio);
    return sound;
}

// The groups' fields start at the same place: their labels share one width.
void SettingsDialog::alignLabels(const QList<QGroupBox *> &groups)
{
    QList<QFormLayout *> forms;
    for (QGroupBox *group : groups)
        forms.append(qobject_cast<QFormLayout *>(group->layout()));
    int labelWidth = 0;
    for (QFormLayout *form : forms) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole);
                item && item->widget())
                labelWidth = std::max(labelWidth, item->widget()->sizeHint().width());
        }
    }
    for (QFormLayout *form : forms) {
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        for (int row = 0; row < form->rowCount(); ++row) {
            if (QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole);
                item && item->widget())
                item->widget()->setMinimumWidth(labelWidth);
        }
    }
}

void SettingsDialog::buildButtons()
{
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel
                                     | QDialogButtonBox::RestoreDefaults);
    m_buttons->setObjectName(QStringLiteral("buttons"));
    QPushButton *restore = m_buttons->button(QDialogButtonBox::RestoreDefaults);
    restore->setText(tr("Restore &Defaults"));
    restore->setAccessibleName(tr("Restore defaults"));
    m_buttons->button(QDialogButtonBox::Ok)->setAccessibleName(tr("OK"));
    m_buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(restore, &QPushButton::clicked, this, [this] {
        // Only what the dialog edits: the window keeps its geometry.
        AppSettings defaults;
        defaults.windowGeometry = m_original.windowGeometry;
        // The player's variants are theirs, not settings.
        defaults.ownVariants = m_ownVariants;
        defaults.unreadableVariants = m_original.unreadableVariants;
        setSettings(defaults);
    });
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = m_original;
    s.game.variant = chosenVariant();
    s.ownVariants = m_ownVariants;
    s.game.defaultLarge = m_defaultLarge->value();
    s.game.clockSeconds = currentData(m_clock);
    s.game.mode = static_cast<SolveMode>(currentData(m_mode));
    s.game.difficulty = static_cast<Difficulty>(currentData(m_difficulty));
    s.game.guaranteeSolvable = m_solvable->isChecked();
    s.game.roundsPerGame = m_roundsPerGame->value();
    s.game.contestantLevel = currentData(m_contestant);
    s.game.reducedMotion = m_reducedMotion->isChecked();
    s.theme = static_cast<ThemeChoice>(currentData(m_theme));
    s.language = m_language->currentData().toString();
    s.sound = m_sound->isChecked();
    s.volume = m_volume->value();
    s.tick = m_tick->isChecked();
    return s;
}

void SettingsDialog::setSettings(const AppSettings &s)
{
    m_settingUp = true;
    m_ownVariants = s.ownVariants;
    fillVariants(s.game.variant.id);
    // Without a pick the field is disabled and shows the UK range.
    const LargePick pick = s.game.variant.largePick.value_or(LargePick{});
    m_defaultLarge->setRange(pick.fewest, pick.most);
    m_defaultLarge->setValue(std::clamp(s.game.defaultLarge, pick.fewest, pick.most));
    offerClock(s.game.clockSeconds);
    selectData(m_clock, s.game.clockSeconds);
    selectData(m_mode, static_cast<int>(s.game.mode));
    selectData(m_difficulty, static_cast<int>(s.game.difficulty));
    offerDifficulties(chosenVariant().tiles); // a difficulty these rules cannot draw is not kept
    m_solvable->setChecked(s.game.guaranteeSolvable);
    m_roundsPerGame->setValue(s.game.roundsPerGame);
    selectData(m_contestant, s.game.contestantLevel);
    updateContestantCharacter();
    m_reducedMotion->setChecked(s.game.reducedMotion);
    selectData(m_theme, static_cast<int>(s.theme));
    m_language->setCurrentIndex(std::max(0, m_language->findData(s.language)));
    m_sound->setChecked(s.sound);
    m_volume->setValue(s.volume);
    m_volumeValue->setText(tr("%1 %").arg(QLocale().toString(m_volume->value())));
    m_tick->setChecked(s.tick);
    m_settingUp = false;
    updateEnabledStates();
    previewTheme();
}

void SettingsDialog::setAudioAvailable(bool available)
{
    m_noAudio->setVisible(!available);
}

void SettingsDialog::done(int result)
{
    if (result != QDialog::Accepted)
        restoreTheme();
    else
        m_previewing = false; // the caller applies what settings() says
    QDialog::done(result);
}

void SettingsDialog::fillVariants(const QString &select)
{
    const QSignalBlocker quiet(m_variant); // filling is no choice of the player's
    m_variant->clear();
    for (const GameVariant &variant : builtInVariants())
        m_variant->addItem(variantName(variant), variant.id);
    if (!m_ownVariants.empty())
        m_variant->insertSeparator(m_variant->count());
    for (const GameVariant &variant : m_ownVariants)
        m_variant->addItem(variantName(variant), variant.id);
    m_variant->setCurrentIndex(std::max(0, m_variant->findData(select)));
    m_variantSummary->setText(variantSummary(chosenVariant()));
}

GameVariant SettingsDialog::chosenVariant() const
{
    return findVariant(m_variant->currentData().toString(), m_ownVariants)
        .value_or(standardVariant());
}

void SettingsDialog::variantChosen()
{
    const GameVariant variant = chosenVariant();
    m_variantSummary->setText(variantSummary(variant));
    if (!m_settingUp) {
        selectData(m_mode, static_cast<int>(variant.mode));
        offerClock(variant.clockSeconds);
        selectData(m_clock, variant.clockSeconds);
    }
    offerDifficulties(variant.tiles);
    const LargePick pick = variant.largePick.value_or(LargePick{});
    const int large = m_defaultLarge->value();
    m_defaultLarge->setRange(pick.fewest, pick.most);
    m_defaultLarge->setValue(std::clamp(large, pick.fewest, pick.most));
    updateEnabledStates();
}

void SettingsDialog::offerClock(int seconds)
{
    if (m_clock->findData(seconds) >= 0)
        return;
    // In order of length, before "No clock" (last).
    int at = 0;
    while (at < m_clock->count() && dataAt(m_clock, at) != 0 && dataAt(m_clock, at) < seconds)
        ++at;
    m_clock->insertItem(at, tr("%n seconds", nullptr, seconds), seconds);
}

void SettingsDialog::offerDifficulties(int tiles)
{
    // Medium needs four tiles and Hard six: a variant drawing fewer has no such round.
    const QString medium =
        tiles == 4 ? tr("Medium (all 4 numbers)") : tr("Medium (4 or 5 numbers)");
    const QString hard = tiles == 6   ? tr("Hard (all 6 numbers)")
                         : tiles == 7 ? tr("Hard (6 or 7 numbers)")
                                      : tr("Hard (6 numbers or more)");
    const struct {
        Difficulty difficulty;
        QString text;
    } levels[] = {{Difficulty::Medium, medium}, {Difficulty::Hard, hard}};
    auto *model = qobject_cast<QStandardItemModel *>(m_difficulty->model());
    for (const auto &level : levels) {
        const int index = m_difficulty->findData(static_cast<int>(level.difficulty));
        m_difficulty->setItemText(index, level.text);
        QStandardItem *item = model->item(index);
        const bool possible = tiles >= tilesNeeded(level.difficulty);
        item->setEnabled(possible);
        item->setToolTip(possible ? QString()
                                  : tr("The variant chosen draws %n tiles: no round needs more",
                                       nullptr, tiles));
    }
    // A difficulty the rules cannot draw becomes the hardest they can.
    int index = m_difficulty->currentIndex();
    while (index > 0 && !model->item(index)->isEnabled())
        --index;
    m_difficulty->setCurrentIndex(index);
}

void SettingsDialog::editVariants()
{
    VariantsDialog dialog(m_ownVariants, chosenVariant(), m_variant->currentData().toString(),
                          this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::vector<GameVariant> before = std::exchange(m_ownVariants, dialog.variants());
    // A variant just made is what the player means to play; else the rules chosen stay (the
    // standard's, if they were a variant now deleted).
    const QString picked = dialog.selectedId();
    const bool made = !picked.isEmpty() && !findVariant(picked, before);
    fillVariants(made ? picked : m_variant->currentData().toString());
    variantChosen();
}

void SettingsDialog::updateEnabledStates()
{
    // A draw from one bag has no pick: the default number of large numbers means nothing there.
    const GameVariant variant = chosenVariant();
    m_defaultLarge->setEnabled(variant.playerPicksLarge());
    // Without + or ×, some selections make nothing with all their tiles: numbers may be left
    // out, and only that.
    const bool useAllPossible = usesAllIsAlwaysPossible(variant.operators);
    if (!useAllPossible)
        selectData(m_mode, static_cast<int>(SolveMode::DropAllowed));
    m_mode->setEnabled(useAllPossible);
    const bool sound = m_sound->isChecked();
    m_volume->setEnabled(sound);
    m_volumeValue->setEnabled(sound);
    m_tick->setEnabled(sound);
    // Easy, Medium and Hard rounds always have an exact answer.
    m_solvable->setEnabled(currentData(m_difficulty) == static_cast<int>(Difficulty::Any));
}

void SettingsDialog::previewTheme()
{
    if (m_settingUp || !m_ready)
        return;
    const auto choice = static_cast<ThemeChoice>(currentData(m_theme));
    Theme::instance().setChoice(choice);
    m_previewing = choice != m_themeBefore;
}

void SettingsDialog::restoreTheme()
{
    if (!m_previewing)
        return;
    m_previewing = false;
    Theme::instance().setChoice(m_themeBefore);
}

} // namespace countdown::ui
