// Between rounds: how many large numbers (UK rules, keys 0-4), or the next deal (French rules),
// or a custom round typed in.
#pragma once

#include <QWidget>

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
    QPushButton *largeButton(int large) const;
    // What Space and Enter press: the default pick (UK rules) or "deal" (French rules).
    QPushButton *defaultButton() const;

Q_SIGNALS:
    void largePicked(int large); // also emitted for the French deal (with the default)
    void customRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_prompt;
    QLabel *m_hint;
    QList<QPushButton *> m_large;
    QPushButton *m_deal;
    QPushButton *m_custom;
    bool m_french = false;
    int m_default = 1;
};

} // namespace countdown::ui
