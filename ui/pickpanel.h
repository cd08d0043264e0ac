// Between rounds: how many large numbers (UK rules, keys 0-4), or the next deal (French rules),
// or a custom round typed in.
#pragma once

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

    // French rules have no choice to make: one "deal" button.
    void setFrench(bool french);
    // The default number of large numbers, marked and chosen by Enter/Space.
    void setDefaultLarge(int large);
    // Against a contestant whose turn it is to pick (UK rules): its name and how many large it
    // asked for, shown on the row of numbers, and one "deal" button. nullopt: the player picks.
    void setOpponentsPick(const QString &name, std::optional<int> large);
    // A game of practice: the kind of round it draws (none: not practising), and the number of
    // large every round has when the kind fixes it (then one "deal" button).
    void setPractice(const std::optional<countdown::RoundKind> &kind,
                     std::optional<int> fixedLarge);
    // Among people at the machine: whose turn it is to pick (empty: nobody in particular).
    void setPicker(const QString &name);
    QPushButton *largeButton(int large) const;
    QString promptText() const;
    // What Space and Enter press: the default pick (UK rules) or "deal" (French rules).
    QPushButton *defaultButton() const;

Q_SIGNALS:
    void largePicked(int large);
    void dealRequested(); // French rules, or the contestant's pick
    void customRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showMode();
    // The number of large already decided, by the contestant or by the practice.
    std::optional<int> fixedPick() const;

    QLabel *m_prompt;
    QLabel *m_hint;
    QList<QPushButton *> m_large;
    QPushButton *m_deal;
    QPushButton *m_custom;
    bool m_french = false;
    QString m_opponentName;
    QString m_picker;
    std::optional<int> m_opponentsPick;
    std::optional<countdown::RoundKind> m_practiceKind;
    std::optional<int> m_practicePick;
    int m_default = 1;
};

} // namespace countdown::ui
