// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "revealpanel.h"

#include "awaytext.h"
#include "challengetext.h"
#include "dailyset.h"
#include "dailysetstrip.h"
#include "elidedlabel.h"
#include "fitlabel.h"
#include "plaintext.h"
#include "roundaccessibility.h"
#include "roundchallenge.h"
#include "roundoutcome.h"
#include "roundreview.h"
#include "scoring.h"
#include "theme.h"

#include <QAbstractAnimation>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPropertyAnimation>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace countdown::ui {

namespace {
// The other solutions: the list asks for the height of its rows (a few solutions make a short
// list, many a long one that the layout cuts to what there is and that then scrolls).
// Whatever height the layout gives it, it shows whole rows: the part of a row that would be cut
// is left blank below them (three and a half rows read as a list cut short by mistake), and it
// scrolls a row at a time.
class SolutionList : public QListWidget {
public:
    explicit SolutionList(QWidget *parent)
        : QListWidget(parent)
    {
        setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    }
    QSize sizeHint() const override
    {
        const int rows = std::max(count(), 3);
        return {QListWidget::sizeHint().width(), rows * rowHeight() + 2 * frameWidth() + 2};
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        fitWholeRows();
        QListWidget::resizeEvent(event);
    }
    void showEvent(QShowEvent *event) override
    {
        fitWholeRows(); // filled while hidden: its rows may be of another height now
        QListWidget::showEvent(event);
    }

private:
    int rowHeight() const { return count() > 0 ? sizeHintForRow(0) : fontMetrics().height(); }
    void fitWholeRows()
    {
        const int shown = height() - 2 * frameWidth();
        const int row = rowHeight();
        setViewportMargins(0, 0, 0, shown > row ? shown % row : 0);
    }
};
// A round played from a friend's challenge: who won, then the friend's result from their code
// beside the player's (empty otherwise); winning reads in the colour of a good result, losing in
// the colour of a warning, besides the words.
struct ChallengeLine {
    QString text;
    TextRole role = TextRole::Normal;
};

ChallengeLine challengeLine(const RoundOutcome &outcome)
{
    if (!outcome.challenge || !outcome.challenge->sender)
        return {};
    const ChallengeResult &sender = *outcome.challenge->sender;
    const ChallengeResult mine = challengeResultOf(outcome, QString());
    const ChallengeVerdict verdict = challengeVerdict(outcome.target, sender, mine);
    ChallengeLine line;
    //: %1: who won ("You win"); %2: the friend's result; %3: the player's
    line.text = RevealPanel::tr("%1  —  %2  ·  %3")
                    .arg(challengeVerdictText(verdict, sender, mine, ChallengeSide::Reply),
                         challengeResultText(sender, outcome.target),
                         challengeResultText(mine, outcome.target, true));
    if (verdict == ChallengeVerdict::ReplyWins)
        line.role = TextRole::Good;
    else if (verdict == ChallengeVerdict::SenderWins)
        line.role = TextRole::Warning;
    return line;
}

// A puzzle of the daily set scores stars, not points (dailyset.h): the player's result in them.
QString setPuzzleText(const RoundOutcome &outcome)
{
    const RoundResult &r = outcome.result;
    if (r.answerShown)
        return RevealPanel::tr("You asked for the answer: no star.");
    if (!r.hasDeclaration)
        return RevealPanel::tr("You: no answer — no star.");
    const int stars = dailySetStars(r.value, outcome.target, r.hintsTaken, false);
    const QString how = r.distance == 0 ? RevealPanel::tr("exact") : awayText(r.distance);
    //: %1: the number declared; %2: "exact" or "4 away"; %3: the stars drawn ("★★☆")
    QString text = RevealPanel::tr("You: %1, %2 — %3 %n star(s).", nullptr, stars)
                       .arg(r.value)
                       .arg(how, starsGlyphs(stars));
    if (r.hintsTaken > 0)
        text += QLatin1Char(' ')
                + RevealPanel::tr("%n hint(s) taken: at most %1 stars.", nullptr, r.hintsTaken)
                      .arg(maxStarsAfterHints(r.hintsTaken));
    return text;
}

} // namespace

RevealPanel::RevealPanel(QWidget *parent)
    : QWidget(parent)
    , m_frame(new QFrame(this))
    , m_caption(new PlainLabel(this))
    , m_answer(new FitLabel(this))
    , m_badge(new PlainLabel(this))
    , m_count(new PlainLabel(this))
    , m_steps(new PlainLabel(this))
    , m_result(new PlainLabel(this))
    , m_review(new PlainLabel(this))
    , m_contestantResult(new PlainLabel(this))
    , m_challengeResult(new ElidedLabel(this))
    , m_othersButton(new QPushButton(this))
    , m_exploreButton(new QPushButton(this))
    , m_shareButton(new QPushButton(this))
    , m_challengeButton(new QPushButton(this))
    , m_nextButton(new QPushButton(this))
    , m_others(new SolutionList(this))
    , m_animation(new QPropertyAnimation(this, "pos", this))
{
    setObjectName(QStringLiteral("revealPage"));
    buildLayout();
    setUpLabels();
    setUpButtons();
    connect(&Theme::instance(), &Theme::changed, this, &RevealPanel::applyColours);
    m_animation->setDuration(260);
    m_animation->setEasingCurve(QEasingCurve::OutCubic);
    applyColours();
    retranslate();
    hideNow();
}

RevealPanel::~RevealPanel() = default;

void RevealPanel::buildLayout()
{
    // The panel is as tall as what it shows, at the top of its place.
    m_outer = new QVBoxLayout(this);
    m_outer->setContentsMargins(0, 0, 0, 0);
    m_outer->addWidget(m_frame, 0);
    m_outer->addStretch(1);
    m_frame->setObjectName(QStringLiteral("revealPanel"));
    auto *layout = new QVBoxLayout(m_frame);
    layout->setContentsMargins(20, 12, 20, 12);
    layout->setSpacing(6);
    layout->addWidget(m_caption);

    // The answer has the whole width: it must be read in one piece.
    layout->addWidget(m_answer);
    auto *facts = new QHBoxLayout;
    facts->setSpacing(10);
    facts->addWidget(m_badge, 0, Qt::AlignVCenter);
    facts->addWidget(m_count, 1, Qt::AlignVCenter);
    // Sending the round as a challenge: in this row, whose badge is as tall as a button (the
    // buttons' row at the bottom has no room left at 960 pixels in French or German, and a row of
    // its own would make the window taller than 540).
    facts->addWidget(m_challengeButton, 0, Qt::AlignVCenter);
    layout->addLayout(facts);
    layout->addWidget(m_steps);
    layout->addWidget(m_result);
    layout->addWidget(m_review);
    layout->addWidget(m_contestantResult);
    layout->addWidget(m_challengeResult);
    // The other solutions take what room there is, and scroll; the buttons stay at the bottom.
    layout->addWidget(m_others, 1);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_othersButton);
    bottom->addWidget(m_exploreButton);
    bottom->addStretch(1);
    bottom->addWidget(m_shareButton);
    bottom->addWidget(m_nextButton);
    layout->addLayout(bottom);
}

void RevealPanel::setUpLabels()
{
    m_answer->setFont(typeFont(TypeRole::Body, m_answer->font(), QFont::Bold));
    m_answer->setLargestPointSize(typeFont(TypeRole::Title, m_answer->font()).pointSizeF());
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_steps->setWordWrap(true);
    m_steps->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setTextRole(m_steps, TextRole::Muted);
    m_result->setWordWrap(true);
    m_review->setObjectName(QStringLiteral("review"));
    m_review->setWordWrap(true);
    m_review->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setTextRole(m_review, TextRole::Accent);
    m_contestantResult->setObjectName(QStringLiteral("contestantResult"));
    m_contestantResult->setWordWrap(true);
    m_contestantResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_challengeResult->setObjectName(QStringLiteral("challengeResult"));
    m_challengeResult->setVisible(false);
    m_badge->setAlignment(Qt::AlignCenter);
    m_badge->setMargin(4);
    m_others->setObjectName(QStringLiteral("otherSolutions"));
    m_others->setMinimumHeight(m_others->fontMetrics().lineSpacing() * 3);
    makeCaption(m_caption);
}

void RevealPanel::setUpButtons()
{
    m_nextButton->setObjectName(QStringLiteral("nextRoundButton"));
    m_nextButton->setDefault(true);
    m_othersButton->setObjectName(QStringLiteral("otherSolutionsButton"));
    m_exploreButton->setObjectName(QStringLiteral("exploreButton"));
    m_shareButton->setObjectName(QStringLiteral("shareButton"));
    m_shareButton->setVisible(false);
    m_challengeButton->setObjectName(QStringLiteral("challengeButton"));
    m_challengeButton->setVisible(false);
    connect(m_challengeButton, &QPushButton::clicked, this, &RevealPanel::challengeRequested);
    connect(m_othersButton, &QPushButton::clicked, this, &RevealPanel::toggleOtherSolutions);
    connect(m_nextButton, &QPushButton::clicked, this, &RevealPanel::nextRoundRequested);
    connect(m_exploreButton, &QPushButton::clicked, this, &RevealPanel::exploreRequested);
    connect(m_shareButton, &QPushButton::clicked, this, &RevealPanel::shareRequested);
}

void RevealPanel::showOutcome(const RoundOutcome &outcome)
{
    m_outcome = std::make_unique<const RoundOutcome>(outcome);
    m_shareButton->setVisible(outcome.isDailyAttempt() || outcome.isDailySetAttempt());
    m_challengeButton->setVisible(challengeToSend(outcome, QString()).has_value());
    refresh();
}

QString RevealPanel::challengeResultText() const
{
    return m_challengeResult->isVisibleTo(this) ? m_challengeResult->fullText() : QString();
}

bool RevealPanel::isShareOffered() const
{
    return m_shareButton->isVisibleTo(this);
}

void RevealPanel::refresh()
{
    if (!m_outcome)
        return;
    const QString resultSaid = m_result->accessibleDescription();
    const QString countBefore = m_count->text();
    showAnswer();
    showSolutions();
    m_result->setText(playerText(*m_outcome));
    m_review->setText(reviewSentence(m_outcome->review));
    m_review->setVisible(!m_review->text().isEmpty());
    m_contestantResult->setText(contestantText(*m_outcome));
    m_contestantResult->setVisible(m_outcome->hasContestant());
    const ChallengeLine challenge = challengeLine(*m_outcome);
    m_challengeResult->setFullText(challenge.text);
    setAccessibleDescriptionOnce(m_challengeResult, challenge.text);
    m_challengeResult->setVisible(!challenge.text.isEmpty());
    setTextRole(m_challengeResult, challenge.role);
    m_gameOver = m_outcome->endsGame;
    retranslate();
    applyColours();
    updateAccessibleTexts(resultSaid != m_result->text(), countBefore != m_count->text());
}

// The result and the solver's answer are texts of their own for assistive technology (their
// labels are named "Your result" and "Solver's answer"): each change of them sends one event.
// The count of solutions names its label, so its change sends one too. With Qt 6.8 the reveal is
// also announced: whole when it is new, then the count when the solutions arrive.
void RevealPanel::updateAccessibleTexts(bool newResult, bool newCount)
{
    // The answer and how close it is ("… = 952, exact").
    const QString answer = tr("%1, %2").arg(m_answer->text(), m_badge->text());
    setAccessibleDescriptionOnce(m_result, m_result->text());
    setAccessibleDescriptionOnce(m_answer, answer);
    if (m_retranslating)
        return;
    if (newResult)
        announce(this,
                 QStringList{m_result->text(), m_caption->text(), answer, m_count->text()}.join(
                     QLatin1Char(' ')));
    else if (newCount)
        announce(m_count, m_count->text());
}

// The answer the explorer and countdown-solve show too; until the solutions arrive, the best
// answer.
void RevealPanel::showAnswer()
{
    const BestAnswer &best = m_outcome->best;
    const Expression &shown = firstAnswer(best, m_outcome->solutions);
    m_answer->setFittedText(shown.toString(Notation::Typographic) + QStringLiteral(" = ")
                            + QString::number(shown.value()));
    m_exact = best.distance == 0;
    m_badge->setText(m_exact ? tr("exact") : awayText(best.distance));
    m_steps->setText(shown.steps(Notation::Typographic).join(QStringLiteral("  ·  ")));
}

void RevealPanel::showSolutions()
{
    m_others->clear();
    if (const std::optional<Solutions> &solutions = m_outcome->solutions) {
        const int n = int(solutions->expressions.size());
        m_count->setText(n == 0 ? tr("no distinct solution")
                                : tr("%n distinct solution(s)", nullptr, n));
        for (const Expression &e : solutions->expressions) {
            m_others->addItem(tr("%1 = %2  (%n number(s))", nullptr, e.tileCount())
                                  .arg(e.toString(Notation::Typographic))
                                  .arg(e.value()));
        }
        m_othersButton->setEnabled(n > 1);
        // No taller than its rows: a few solutions make a short list, many a scrolling one.
        const int row = n > 0 ? m_others->sizeHintForRow(0) : m_others->fontMetrics().height();
        m_others->setMaximumHeight(std::max(n, 3) * row + 2 * m_others->frameWidth() + 2);
    } else {
        m_count->setText(tr("counting solutions…"));
        m_othersButton->setEnabled(false);
    }
    if (!m_othersButton->isEnabled())
        showOthers(false);
}

// The player's own result, or the round's when it was nobody's own.
QString RevealPanel::playerText(const RoundOutcome &outcome)
{
    const RoundResult &r = outcome.result;
    QString result;
    if (outcome.isDailySetPuzzle() && !outcome.revealedAtOnce)
        return setPuzzleText(outcome);
    if (outcome.revealedAtOnce) {
        result = tr("Solved at once: the solver's answer for your numbers.");
    } else if (outcome.isOneMachineRound()) {
        result = r.answerShown ? tr("The answer was shown: nobody scores this round.")
                               : seatsText(outcome);
    } else if (outcome.rules == RuleSet::Custom && r.answerShown && !r.hasDeclaration) {
        result = tr("Custom round: answer shown, no points.");
    } else if (r.answerShown) {
        result = tr("You asked for the answer: this round scores 0.");
    } else if (!r.hasDeclaration) {
        result = outcome.mode == SolveMode::UseAll
                     ? tr("You: nothing that uses every number — 0 points.")
                     : tr("You: no answer — 0 points.");
    } else {
        const QString how = r.distance == 0 ? tr("exact") : awayText(r.distance);
        const int seconds = int((r.timeUsedMs + 500) / 1000);
        result = r.early
                     ? tr("You: %1, %2, in %3 s — %n point(s).", nullptr, r.points)
                           .arg(r.value)
                           .arg(how)
                           .arg(seconds)
                     : tr("You: %1, %2 — %n point(s).", nullptr, r.points).arg(r.value).arg(how);
    }
    if (r.hintsTaken > 0 && !r.answerShown && !outcome.isOneMachineRound()) {
        //: After the player's result; %1: the most the round could then score (e.g. 6)
        result += QLatin1Char(' ')
                  + tr("%n hint(s) taken: at most %1 points.", nullptr, r.hintsTaken)
                        .arg(maxPointsAfterHints(r.hintsTaken));
    }
    return result;
}

void RevealPanel::slideIn(bool animate)
{
    m_shown = true;
    setVisible(true);
    m_animation->stop();
    if (!animate)
        return;
    // From below into the place the layout gave it (the place itself never changes size).
    const QPoint place = pos();
    m_animation->setStartValue(place + QPoint(0, std::max(height(), 1)));
    m_animation->setEndValue(place);
    move(m_animation->startValue().toPoint());
    m_animation->start();
}

void RevealPanel::hideNow()
{
    if (m_animation->state() == QAbstractAnimation::Running) {
        m_animation->stop();
        move(m_animation->endValue().toPoint());
    }
    m_shown = false;
    showOthers(false);
    retranslate();
    // The next reveal is news even when its words are the same as this one's.
    setAccessibleDescriptionOnce(m_result, QString());
    setAccessibleDescriptionOnce(m_answer, QString());
}

void RevealPanel::toggleOtherSolutions()
{
    showOthers(!m_others->isVisible() && m_othersButton->isEnabled());
    retranslate();
}

void RevealPanel::showOthers(bool shown)
{
    m_others->setVisible(shown);
    m_others->updateGeometry();
}

QString RevealPanel::answerText() const
{
    return m_answer->text();
}
QString RevealPanel::resultText() const
{
    return m_result->text();
}

QString RevealPanel::reviewText() const
{
    return m_review->isVisibleTo(this) ? m_review->text() : QString();
}

QString RevealPanel::reviewSentence(const RoundReview &review)
{
    const auto number = [](Number n) { return QString::number(n); };
    switch (review.kind) {
    case RoundReview::Kind::Nothing:
        return {};
    case RoundReview::Kind::OneStepAway:
        //: %1 and %2: two numbers the player had left, %3 the step that makes the target
        return tr("You had %1 and %2 left: %3.")
            .arg(number(review.left), number(review.right),
                 QStringLiteral("%1 %2 %3 = %4")
                     .arg(number(review.left), operatorSymbol(review.op, Notation::Typographic),
                          number(review.right))
                     .arg(applyOperator(review.left, review.op, review.right).value()));
    case RoundReview::Kind::SharedSolution: {
        QStringList shared;
        for (const Number n : review.shared)
            shared << number(n);
        //: %1: a solution; %2: the numbers it makes that the player made too, e.g. "106, 7950"
        return tr("Nearest to your working: %1 (it makes %2 too).")
            .arg(review.solution.toString(Notation::Typographic),
                 shared.join(QStringLiteral(", ")));
    }
    case RoundReview::Kind::NoExactAnswer:
        return tr("No exact answer was possible: %1 was the closest.").arg(review.bestValue);
    case RoundReview::Kind::BestPossible:
        return tr("No exact answer was possible: yours was as close as anyone could get.");
    }
    return {};
}

QString RevealPanel::contestantResultText() const
{
    return m_contestantResult->isVisibleTo(this) ? m_contestantResult->text() : QString();
}

// Each person's declaration at one machine, whether it was shown and held, and the points.
QString RevealPanel::seatsText(const RoundOutcome &outcome)
{
    const auto &declarations = outcome.declarations;
    if (!declarations)
        return {};
    const QStringList &names = outcome.players;
    const std::vector<int> &points = outcome.result.seatPoints;
    QStringList lines;
    for (int seat = 0; seat < declarations->players() && seat < names.size(); ++seat) {
        const ContestDeclaration &c = declarations->seatDeclarations()[std::size_t(seat)];
        const int p = std::size_t(seat) < points.size() ? points[std::size_t(seat)] : 0;
        QString what;
        if (!c.value) {
            what = tr("nothing declared");
        } else {
            const Number d = distanceTo(*c.value, outcome.target);
            const QString how = d == 0 ? tr("exact") : awayText(d);
            what = !declarations->hasShown(seat) ? tr("%1, %2, not shown").arg(*c.value).arg(how)
                   : declarations->hasValidMethod(seat) ? tr("%1, %2").arg(*c.value).arg(how)
                                                        : tr("%1, not made").arg(*c.value);
        }
        lines << tr("%1: %2 — %n point(s)", nullptr, p).arg(names[seat], what);
    }
    return lines.join(QStringLiteral("  ·  "));
}

// The contestant's declaration and its working as steps, beside the player's and the solver's.
QString RevealPanel::contestantText(const RoundOutcome &outcome)
{
    if (!outcome.contestant || !outcome.contestantAnswer)
        return {};
    const ContestantAnswer &a = *outcome.contestantAnswer;
    const QString name = outcome.contestant->name;
    const int points = outcome.result.contestantPoints;
    const QString how = a.distance == 0 ? tr("exact") : awayText(a.distance);
    const int seconds = int((a.thinkingMs + 500) / 1000);
    const QString declared =
        a.early ? tr("%1: %2, %3, in %4 s — %n point(s).", nullptr, points)
                      .arg(name)
                      .arg(a.value)
                      .arg(how)
                      .arg(seconds)
                : tr("%1: %2, %3 — %n point(s).", nullptr, points).arg(name).arg(a.value).arg(how);
    const QStringList steps = a.expression.steps(Notation::Typographic);
    return steps.isEmpty() ? declared
                           : declared + QLatin1Char(' ') + steps.join(QStringLiteral("  ·  "));
}
QString RevealPanel::solutionsText() const
{
    return m_count->text();
}
bool RevealPanel::otherSolutionsVisible() const
{
    return m_others->isVisible();
}
QWidget *RevealPanel::nextRoundButton() const
{
    return m_nextButton;
}

void RevealPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // The same reveal in other words: its texts change, it is not announced again.
        m_retranslating = true;
        retranslate();
        refresh();
        m_retranslating = false;
    }
    QWidget::changeEvent(event);
}

void RevealPanel::retranslate()
{
    m_caption->setText(tr("THE SOLVER'S ANSWER"));
    m_othersButton->setText(m_others->isVisible() ? tr("Hide &other solutions")
                                                  : tr("&Other solutions"));
    m_exploreButton->setText(tr("E&xplore"));
    m_exploreButton->setToolTip(tr("Every target these tiles can make (Ctrl+Shift+E)"));
    const bool reply = m_outcome && m_outcome->challenge && m_outcome->challenge->sender;
    m_challengeButton->setText(reply ? tr("&Reply") : tr("Cha&llenge"));
    m_challengeButton->setToolTip(
        reply ? tr("Copy your reply, with both results, to send your friend")
              : tr("Copy this round as a code, to send a friend (Ctrl+Shift+C)"));
    m_shareButton->setText(tr("Sh&are"));
    m_shareButton->setToolTip(tr("Copy a summary without spoilers, to paste for your friends"));
    if (m_gameOver) {
        m_nextButton->setText(tr("Final &score"));
        m_nextButton->setToolTip(tr("The game's rounds and total (N or Space)"));
    } else if (m_outcome && m_outcome->isDailySetPuzzle()) {
        m_nextButton->setText(tr("&Next puzzle"));
        m_nextButton->setToolTip(tr("The set's next puzzle to play (N or Space)"));
    } else {
        m_nextButton->setText(tr("&Next round"));
        m_nextButton->setToolTip(tr("Next round (N or Space)"));
    }
    setAccessibleNameOnce(m_answer, tr("Solver's answer"));
    setAccessibleNameOnce(m_others, tr("Other solutions, fewest numbers first"));
    setAccessibleNameOnce(m_result, tr("Your result"));
    setAccessibleNameOnce(m_contestantResult, tr("The contestant's result"));
    setAccessibleNameOnce(m_challengeResult, tr("The challenge's results"));
}

void RevealPanel::applyColours()
{
    const GameColors &c = Theme::instance().colors();
    const QColor badge = m_exact ? c.good : c.warning;
    m_badge->setStyleSheet(
        QStringLiteral(
            "background: %1; color: %2; border-radius: 11px; padding: 2px 12px; font-weight: bold;")
            .arg(badge.name(), c.dark ? c.background.name() : QStringLiteral("#ffffff")));
}

} // namespace countdown::ui
