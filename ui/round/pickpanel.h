// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Between rounds: how many large numbers (keys 0-4 under the UK rules, or the variant's own
// range), or the next draw (a draw from one bag, as in Le compte est bon), or a custom round
// typed in.
#pragma once

#include "gamevariant.h"
#include "roundkind.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace countdown::ui {

class PickPanel : public QWidget {
    Q_OBJECT

public:
    explicit PickPanel(QWidget *parent = nullptr);

    // The variant the next round is drawn by: its range of large numbers, or, for a draw from
    // one bag, no choice to make (one "draw" button).
    void setVariant(const countdown::GameVariant &variant);
    // The default number of large numbers, marked and chosen by Enter/Space.
    void setDefaultLarge(int large);
    // The contestant the next round is played against (empty: none), said before the player's
    // pick; when it is its turn to pick (UK rules), how many large it asked for, shown pressed on
    // the row of numbers, and one "draw" button. nullopt: the player picks.
    void setContestantsPick(const QString &name, std::optional<int> large);
    // A game of practice: the kind of round it draws (none: not practising), and the number of
    // large every round has when the kind fixes it (then one "draw" button).
    void setPractice(const std::optional<countdown::RoundKind> &kind,
                     std::optional<int> fixedLarge);
    // Among people at one machine: whose turn it is to pick (empty: nobody in particular).
    void setPicker(const QString &name);
    QPushButton *largeButton(int large) const;
    QString promptText() const;
    // What Space and Enter press: the default pick (UK rules) or "draw" (French rules).
    QPushButton *defaultButton() const;

Q_SIGNALS:
    void largePicked(int large);
    void drawRequested(); // French rules, or the contestant's pick
    void customRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showMode();
    // The number of large already decided, by the contestant or by the practice.
    std::optional<int> fixedPick() const;
    // The numbers of large on offer, and how many tiles the round draws.
    countdown::LargePick pickRange() const;
    int tilesDrawn() const;

    QLabel *m_prompt;
    QLabel *m_hint;
    QList<QPushButton *> m_large;
    QPushButton *m_drawButton;
    QPushButton *m_custom;
    countdown::GameVariant m_variant = countdown::standardVariant();
    bool m_french = false; // no pick: one bag
    QString m_contestantName;
    QString m_picker;
    std::optional<int> m_contestantsPick;
    std::optional<countdown::RoundKind> m_practiceKind;
    std::optional<int> m_practicePick;
    int m_default = 1;
};

} // namespace countdown::ui
