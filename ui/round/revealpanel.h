// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the end of a round shows: the solver's best answer (with typographic signs, its steps,
// "exact" or "n away", how many distinct solutions there are and, on demand, the others) beside
// the player's own result and what their working missed. It takes the place of the board's controls
// once the round is over (the window never grows for it) and slides into that place from below.
#pragma once

#include <QWidget>

#include <memory>

class QFrame;
class QLabel;
class QVBoxLayout;
class QListWidget;
class QPropertyAnimation;
class QPushButton;

namespace countdown {
struct RoundOutcome;
struct RoundReview;
} // namespace countdown

namespace countdown::ui {

class ElidedLabel;
class FitLabel;

class RevealPanel : public QWidget {
    Q_OBJECT

public:
    explicit RevealPanel(QWidget *parent = nullptr);
    ~RevealPanel() override;

    // Fills the panel with what the round came to (again when its solutions arrive).
    void showOutcome(const countdown::RoundOutcome &outcome);
    // Slides in (or appears at once with reduced motion).
    void slideIn(bool animate);
    void hideNow();
    bool isShown() const { return m_shown; }

    QString answerText() const;
    QString resultText() const;
    // What the player's working missed (roundreview.h): one step away, the nearest solution, no
    // exact answer possible; empty when there is nothing to say.
    QString reviewText() const;
    // Against a computer contestant: its declaration, points and steps (empty otherwise).
    QString contestantResultText() const;
    QString solutionsText() const;
    bool otherSolutionsVisible() const;
    QWidget *nextRoundButton() const;
    // The "share" button: only for the recorded attempt at the daily puzzle or a set's puzzle.
    bool isShareOffered() const;
    // A round played from a friend's challenge: both results and who won (empty otherwise).
    QString challengeResultText() const;
    // The button that sends the round as a challenge, or replies to the friend's; hidden when the
    // round cannot be sent (a look-up, a round at one machine).
    QPushButton *challengeButton() const { return m_challengeButton; }

public Q_SLOTS:
    void toggleOtherSolutions();

Q_SIGNALS:
    void nextRoundRequested();
    void shareRequested();
    void exploreRequested();
    // "Challenge", or for a friend's challenge "Reply": the round or the reply sent.
    void challengeRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    static QString reviewSentence(const countdown::RoundReview &review);
    static QString playerText(const countdown::RoundOutcome &outcome);
    static QString contestantText(const countdown::RoundOutcome &outcome);
    static QString seatsText(const countdown::RoundOutcome &outcome);
    void buildLayout();
    void setUpLabels();
    void setUpButtons();
    void retranslate();
    void applyColours();
    void refresh();
    void showAnswer();
    void showSolutions();

    void showOthers(bool shown);
    void updateAccessibleTexts(bool newResult, bool newCount);

    std::unique_ptr<const countdown::RoundOutcome> m_outcome; // none before the first reveal
    QFrame *m_frame;
    QVBoxLayout *m_outer = nullptr;
    QLabel *m_caption;
    FitLabel *m_answer;
    QLabel *m_badge;
    QLabel *m_count;
    QLabel *m_steps;
    QLabel *m_result;
    QLabel *m_review;
    QLabel *m_contestantResult; // against a computer contestant
    // Against a friend's result, from their code: who won first, on one line (cut to the width
    // at 960 pixels with a long name; its tooltip and description say it whole).
    ElidedLabel *m_challengeResult;
    QPushButton *m_othersButton;
    QPushButton *m_exploreButton;
    QPushButton *m_shareButton;
    QPushButton *m_challengeButton;
    QPushButton *m_nextButton;
    QListWidget *m_others;
    QPropertyAnimation *m_animation;
    bool m_shown = false;
    bool m_exact = false;
    bool m_gameOver = false;
    bool m_retranslating = false;
};

} // namespace countdown::ui
