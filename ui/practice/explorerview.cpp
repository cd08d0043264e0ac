// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "explorerview.h"

#include "analysisservice.h"
#include "fitlabel.h"
#include "labelstyle.h"
#include "plaintext.h"
#include "theme.h"
#include "varianttext.h"

#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHideEvent>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QProgressBar>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace countdown::ui {

namespace {

// The ranges the explorer offers: the two shows' and every three-digit target.
struct RangeChoice {
    Number low;
    Number high;
};
constexpr RangeChoice kRanges[] = {{100, 999}, {101, 999}, {1, 999}};
constexpr Number kMaxTargets = 10'000;

} // namespace

ExplorerView::ExplorerView(AnalysisService &analysis, QWidget *parent)
    : QWidget(parent)
    , m_analysis(&analysis)
{
    connect(&analysis, &AnalysisService::solutionsCounted, this, &ExplorerView::onCounted);
    connect(&analysis, &AnalysisService::countingFinished, this, &ExplorerView::onCountingDone);
    buildUi();
    connect(&Theme::instance(), &Theme::changed, this, &ExplorerView::applyColours);
    retranslate();
    applyColours();
    updateDetails();
    updateProgress();
}

ExplorerView::~ExplorerView()
{
    cancelCounting(); // nobody is left to look at it (unless the service went first)
}

void ExplorerView::buildUi()
{
    setObjectName(QStringLiteral("explorerView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 18, 14);
    layout->setSpacing(10);

    layout->addLayout(buildHeader());

    auto *body = new QHBoxLayout;
    body->setSpacing(14);
    m_grid = new ExplorerGrid;
    m_grid->setObjectName(QStringLiteral("explorerGrid"));
    body->addWidget(m_grid, 1);

    m_side = new QFrame;
    m_side->setObjectName(QStringLiteral("explorerSide"));
    m_side->setFixedWidth(250);
    auto *side = new QVBoxLayout(m_side);
    side->setContentsMargins(0, 0, 0, 0);
    side->setSpacing(8);

    side->addLayout(buildControls());
    side->addSpacing(4);

    m_legendTitle = new PlainLabel;
    m_legendTitle->setFont(typeFont(TypeRole::Small, font(), QFont::Bold));
    makeCaption(m_legendTitle);
    side->addWidget(m_legendTitle);
    m_legend = new QGridLayout;
    m_legend->setHorizontalSpacing(8);
    m_legend->setVerticalSpacing(3);
    m_legend->setColumnStretch(1, 1);
    side->addLayout(m_legend);
    side->addSpacing(4);

    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("explorerProgress"));
    m_progress->setTextVisible(false);
    m_progress->setFixedHeight(6);
    m_progressText = new PlainLabel;
    m_progressText->setObjectName(QStringLiteral("explorerProgressText"));
    m_progressText->setWordWrap(true);
    m_progressText->setFont(typeFont(TypeRole::Small, font()));
    side->addWidget(m_progress);
    side->addWidget(m_progressText);
    side->addSpacing(6);

    side->addWidget(buildDetails());
    side->addStretch(1);
    body->addWidget(m_side, 0);
    layout->addLayout(body, 1);

    connect(m_grid, &ExplorerGrid::targetChosen, this, &ExplorerView::chooseTarget);
    connect(m_range, &QComboBox::activated, this, &ExplorerView::applyRangeChoice);
    connect(m_colourBy, &QComboBox::activated, this, [this](int index) {
        setColourBy(index == 1 ? ExplorerGrid::ColourBy::Solutions
                               : ExplorerGrid::ColourBy::Fewest);
    });
    setFocusProxy(m_grid);
}

QHBoxLayout *ExplorerView::buildHeader()
{
    auto *header = new QHBoxLayout;
    header->setSpacing(12);
    m_title = new PlainLabel;
    m_title->setFont(typeFont(TypeRole::Title, font(), QFont::Bold));
    m_selectionLabel = new PlainLabel;
    m_selectionLabel->setObjectName(QStringLiteral("explorerSelection"));
    m_selectionLabel->setFont(typeFont(TypeRole::Body, font()));
    header->addWidget(m_title);
    header->addWidget(m_selectionLabel, 1, Qt::AlignBottom);
    return header;
}

// The range of targets and what the colours say, each with its label.
QGridLayout *ExplorerView::buildControls()
{
    auto *controls = new QGridLayout;
    controls->setHorizontalSpacing(8);
    m_rangeLabel = new PlainLabel;
    m_range = new QComboBox;
    m_range->setObjectName(QStringLiteral("explorerRange"));
    for (const RangeChoice &r : kRanges)
        m_range->addItem(QString(), QPoint(int(r.low), int(r.high)));
    m_rangeLabel->setBuddy(m_range);
    m_colourByLabel = new PlainLabel;
    m_colourBy = new QComboBox;
    m_colourBy->setObjectName(QStringLiteral("explorerColourBy"));
    m_colourBy->addItem(QString());
    m_colourBy->addItem(QString());
    m_colourByLabel->setBuddy(m_colourBy);
    // Each label above its list: beside it, a long label ("Colorear según") left the list too
    // narrow for its text ("100–999 (Countdown)") in the side panel's fixed width.
    controls->setVerticalSpacing(4);
    controls->addWidget(m_rangeLabel, 0, 0);
    controls->addWidget(m_range, 1, 0);
    controls->setRowMinimumHeight(2, 6);
    controls->addWidget(m_colourByLabel, 3, 0);
    controls->addWidget(m_colourBy, 4, 0);
    return controls;
}

// The chosen target, its answer and its solutions.
QFrame *ExplorerView::buildDetails()
{
    m_details = new QFrame;
    m_details->setObjectName(QStringLiteral("explorerDetails"));
    auto *details = new QVBoxLayout(m_details);
    details->setContentsMargins(14, 10, 14, 12);
    details->setSpacing(4);
    m_chosenTarget = new PlainLabel;
    m_chosenTarget->setObjectName(QStringLiteral("explorerChosenTarget"));
    m_chosenTarget->setFont(typeFont(TypeRole::Display, font(), QFont::Bold));
    // The solver's answer, read whole: its font gives way before it wraps (it wrapped with "× 7"
    // alone on a second line), as the reveal's does.
    m_answer = new FitLabel;
    m_answer->setObjectName(QStringLiteral("explorerAnswer"));
    m_answer->setWordWrap(true);
    m_answer->setFont(typeFont(TypeRole::Body, font(), QFont::Bold));
    m_answer->setLargestPointSize(typeFont(TypeRole::Large, m_answer->font()).pointSizeF());
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_solutions = new PlainLabel;
    m_solutions->setObjectName(QStringLiteral("explorerSolutions"));
    m_solutions->setWordWrap(true);
    m_hint = new PlainLabel;
    m_hint->setObjectName(QStringLiteral("explorerHint"));
    m_hint->setWordWrap(true);
    details->addWidget(m_chosenTarget);
    details->addWidget(m_answer);
    details->addWidget(m_solutions);
    details->addWidget(m_hint);
    return m_details;
}

void ExplorerView::setSelection(std::vector<Number> tiles, SolveMode mode, Number low, Number high,
                                OperatorSet operators)
{
    cancelCounting();
    m_tiles = std::move(tiles);
    m_mode = mode;
    m_operators = operators;
    m_chosenBest.reset();
    m_chosenAnswer = Expression();
    m_counted = 0;
    m_toCount = 0;
    low = std::max(low, kMinTarget);
    high = std::clamp(high, low, std::min(kMaxTarget, low + kMaxTargets - 1));

    // The colouring comes first, synchronously: the reachable targets take well under a
    // millisecond to find.
    const std::optional<Reachability> reach =
        m_analysis ? m_analysis->select(m_tiles, m_mode, low, high, m_operators) : std::nullopt;
    if (!reach) {
        // Not a selection the solver takes: an empty view rather than a crash.
        m_tiles.clear();
        m_grid->setCells(low, low - 1, {});
    } else {
        m_grid->setCells(low, high, reach->fewest);
        for (Number t = low; t <= high; ++t)
            m_toCount += m_grid->fewestAt(t) > 0;
    }
    m_countingFinished = m_toCount == 0;

    updateSelectionLabel();
    rebuildLegend(); // seven tiles: its last step reads "6 or more"
    syncRangeChoice();
    updateDetails();
    updateProgress();
    if (m_toCount > 0)
        startCounting();
    else
        Q_EMIT countingFinished();
}

void ExplorerView::startCounting()
{
    std::vector<Number> targets;
    targets.reserve(std::size_t(m_toCount - m_counted));
    // The chosen target's row first, so that the count the player is looking at comes soonest.
    const Number from = m_grid->chosenTarget() != 0 ? m_grid->chosenTarget() : m_grid->low();
    for (Number t = from; t <= m_grid->high(); ++t) {
        if (m_grid->fewestAt(t) > 0 && m_grid->solutionCountAt(t) < 0)
            targets.push_back(t);
    }
    for (Number t = m_grid->low(); t < from; ++t) {
        if (m_grid->fewestAt(t) > 0 && m_grid->solutionCountAt(t) < 0)
            targets.push_back(t);
    }
    if (targets.empty() || !m_analysis)
        return;

    m_countingFinished = false;
    m_counting = true;
    m_analysis->countSolutions(std::move(targets));
    updateProgress();
}

void ExplorerView::cancelCounting()
{
    if (!m_counting)
        return;
    m_counting = false;
    if (m_analysis)
        m_analysis->cancelCounting();
    updateProgress();
}

void ExplorerView::onCounted(const SolutionCounts &batch)
{
    if (!m_counting)
        return;
    m_grid->setSolutionCounts(batch.counts);
    m_counted += int(batch.counts.size());
    const bool chosenCounted =
        std::any_of(batch.counts.begin(), batch.counts.end(),
                    [this](const auto &entry) { return entry.first == m_grid->chosenTarget(); });
    if (chosenCounted)
        updateDetails();
    updateProgress();
}

void ExplorerView::onCountingDone()
{
    if (!m_counting)
        return;
    m_counting = false;
    m_countingFinished = true;
    updateProgress();
    Q_EMIT countingFinished();
}

void ExplorerView::chooseTarget(Number target)
{
    if (!m_grid->contains(target) || !m_analysis || !m_analysis->hasSelection())
        return;
    m_grid->setFocusTarget(target);
    m_grid->setChosenTarget(target);
    // The answer shown is the one the reveal and countdown-solve show for the same puzzle.
    const std::optional<AnalysisService::Answer> answer = m_analysis->answerFor(target);
    m_chosenBest = answer ? std::optional(answer->best) : std::nullopt;
    m_chosenAnswer = answer ? answer->shown : Expression();
    updateDetails();
    Q_EMIT targetChosen(target);
}

QString ExplorerView::answerText() const
{
    return m_answer->text();
}

QString ExplorerView::solutionsText() const
{
    return m_solutions->text();
}

void ExplorerView::setColourBy(ExplorerGrid::ColourBy colourBy)
{
    m_grid->setColourBy(colourBy);
    m_colourBy->setCurrentIndex(colourBy == ExplorerGrid::ColourBy::Solutions ? 1 : 0);
    rebuildLegend();
}

QLabel *ExplorerView::legendSwatch(int step) const
{
    for (QLabel *swatch : m_swatches) {
        if (swatch->property("step").toInt() == step)
            return swatch;
    }
    return nullptr;
}

void ExplorerView::applyRangeChoice(int index)
{
    const QPoint range = m_range->itemData(index).toPoint();
    if (m_tiles.empty() || (range.x() == m_grid->low() && range.y() == m_grid->high()))
        return;
    setSelection(m_tiles, m_mode, range.x(), range.y(), m_operators);
}

void ExplorerView::updateSelectionLabel()
{
    if (m_tiles.empty()) {
        m_selectionLabel->clear();
        return;
    }
    QStringList numbers;
    for (const Number n : m_tiles)
        numbers << QLocale().toString(n);
    QString text = (m_mode == SolveMode::UseAll ? tr("%1  ·  every number used")
                                                : tr("%1  ·  numbers may be left out"))
                       .arg(numbers.join(QStringLiteral("  ")));
    if (!m_operators.isAll())
        //: %1: the selection as above; %2: the operations a variant allows, e.g. "+ − ×"
        text = tr("%1  ·  only %2").arg(text, operationsText(m_operators));
    m_selectionLabel->setText(text);
}

void ExplorerView::syncRangeChoice()
{
    if (m_grid->high() < m_grid->low())
        return;
    // A range the owner chose that the list does not offer gets an entry of its own.
    const QPoint current(int(m_grid->low()), int(m_grid->high()));
    int index = m_range->findData(current);
    if (index < 0) {
        while (m_range->count() > int(std::size(kRanges)))
            m_range->removeItem(m_range->count() - 1);
        m_range->addItem(
            tr("%1–%2").arg(QLocale().toString(current.x()), QLocale().toString(current.y())),
            current);
        index = m_range->count() - 1;
    }
    m_range->setCurrentIndex(index);
}

void ExplorerView::updateProgress()
{
    const QLocale locale;
    m_progress->setRange(0, std::max(1, m_toCount));
    m_progress->setValue(m_toCount > 0 ? m_counted : 1);
    const int total = m_grid->high() >= m_grid->low() ? int(m_grid->high() - m_grid->low() + 1) : 0;
    QString reach;
    if (total > 0) {
        reach =
            tr("%1 of %n target(s) can be made.", nullptr, total).arg(locale.toString(m_toCount));
    }
    QString counting;
    if (m_tiles.empty())
        counting = tr("Choose a selection to explore.");
    else if (m_countingFinished)
        counting = m_toCount > 0 ? tr("Every solution counted.") : QString();
    else if (m_counting)
        counting = tr("Counting solutions… %1 of %2")
                       .arg(locale.toString(m_counted), locale.toString(m_toCount));
    else
        counting = tr("Counting stopped at %1 of %2.")
                       .arg(locale.toString(m_counted), locale.toString(m_toCount));
    m_progressText->setText(reach.isEmpty() ? counting : reach + QLatin1Char('\n') + counting);
    m_progress->setVisible(!m_tiles.empty() && m_toCount > 0);
    m_progress->setAccessibleName(tr("Solutions counted"));
    if (!m_countingFinished)
        Q_EMIT countingProgress(m_counted, m_toCount);
}

void ExplorerView::updateDetails()
{
    const Number target = m_grid->chosenTarget();
    const QLocale locale;
    if (target == 0 || !m_chosenBest) {
        m_chosenTarget->clear();
        m_chosenTarget->setVisible(false);
        m_answer->clear();
        m_answer->setVisible(false);
        m_solutions->clear();
        m_solutions->setVisible(false);
        m_hint->setText(tr("Click a target, or move with the arrow keys and press Enter, to see "
                           "its best answer."));
        m_hint->setVisible(true);
        return;
    }
    const BestAnswer &best = *m_chosenBest;
    m_hint->setVisible(false);
    m_chosenTarget->setVisible(true);
    m_answer->setVisible(true);
    m_solutions->setVisible(true);
    m_chosenTarget->setText(locale.toString(target));
    m_chosenTarget->setAccessibleName(tr("Target %1").arg(locale.toString(target)));
    m_answer->setFittedText(m_chosenAnswer.toString(Notation::Typographic));
    if (best.distance == 0) {
        m_answer->setAccessibleName(tr("Best answer: %1").arg(m_answer->text()));
        const int count = m_grid->solutionCountAt(target);
        const QString made = tr("%n number(s)", nullptr, best.numbersUsed);
        m_solutions->setText(count < 0
                                 ? tr("%1 · counting solutions…").arg(made)
                                 : tr("%1 · %n distinct solution(s)", nullptr, count).arg(made));
    } else {
        m_answer->setAccessibleName(tr("Closest answer: %1").arg(m_answer->text()));
        m_solutions->setText(tr("Cannot be made exactly. Closest: %1, %2 away.")
                                 .arg(locale.toString(best.value), locale.toString(best.distance)));
    }
}

void ExplorerView::rebuildLegend()
{
    const GameColors &c = Theme::instance().colors();
    for (QLabel *label : m_swatches)
        delete label;
    for (QLabel *label : m_legendTexts)
        delete label;
    m_swatches.clear();
    m_legendTexts.clear();

    struct Entry {
        int step;
        QColor colour;
        QString text;
    };
    std::vector<Entry> entries;
    if (m_grid->colourBy() == ExplorerGrid::ColourBy::Fewest) {
        m_legendTitle->setText(tr("FEWEST NUMBERS NEEDED"));
        for (int step = 1; step <= ExplorerGrid::kFewestSteps; ++step) {
            const bool last = step == ExplorerGrid::kFewestSteps && m_tiles.size() > 6;
            entries.push_back(
                {step, ExplorerGrid::fewestColour(step, c),
                 last ? tr("%1 or more").arg(step) : tr("%n number(s)", nullptr, step)});
        }
        entries.push_back({0, ExplorerGrid::fewestColour(0, c), tr("cannot be made")});
    } else {
        m_legendTitle->setText(tr("DISTINCT SOLUTIONS"));
        for (int step = 1; step <= ExplorerGrid::kSolutionSteps; ++step) {
            const int from = 1 << (step - 1);
            const int to = (1 << step) - 1;
            const QString text = step == ExplorerGrid::kSolutionSteps
                                     ? tr("%1 or more").arg(from)
                                     : (from == to ? tr("%n solution(s)", nullptr, from)
                                                   : tr("%1–%2").arg(from).arg(to));
            entries.push_back({step, ExplorerGrid::solutionsColour(step, c), text});
        }
        entries.push_back({0, ExplorerGrid::solutionsColour(0, c), tr("still counting")});
        entries.push_back({-1, ExplorerGrid::fewestColour(0, c), tr("cannot be made")});
    }

    const qreal dpr = devicePixelRatioF();
    const int side = fontMetrics().height();
    for (int row = 0; row < int(entries.size()); ++row) {
        const Entry &e = entries[std::size_t(row)];
        QPixmap pixmap(QSize(side, side) * dpr);
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::transparent);
        {
            QPainter painter(&pixmap);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(Qt::NoPen);
            painter.setBrush(e.colour);
            painter.drawRoundedRect(QRectF(0, 0, side, side), side * 0.18, side * 0.18);
        }
        auto *swatch = new PlainLabel;
        swatch->setPixmap(pixmap);
        swatch->setFixedSize(side, side);
        swatch->setProperty("step", e.step);
        swatch->setObjectName(QStringLiteral("legendSwatch%1").arg(e.step));
        auto *text = new PlainLabel(e.text);
        setTextColour(text, c.text);
        swatch->setAccessibleName(e.text);
        m_legend->addWidget(swatch, row, 0);
        m_legend->addWidget(text, row, 1);
        // Shown now, not when the layout gets round to it: a grab right after must see them.
        swatch->show();
        text->show();
        m_swatches.push_back(swatch);
        m_legendTexts.push_back(text);
    }
}

void ExplorerView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ExplorerView::hideEvent(QHideEvent *event)
{
    // Nobody is looking: leave the processor to the game. (Minimising sends a spontaneous hide
    // event; the counting goes on then, as the window is still open.)
    if (!event->spontaneous())
        cancelCounting();
    QWidget::hideEvent(event);
}

void ExplorerView::showEvent(QShowEvent *event)
{
    // Shown again after being hidden mid-count: count what is left.
    if (!m_countingFinished && !m_counting && !m_tiles.empty())
        startCounting();
    QWidget::showEvent(event);
}

void ExplorerView::retranslate()
{
    setWindowTitle(tr("Explorer"));
    m_title->setText(tr("Explorer"));
    m_rangeLabel->setText(tr("&Targets"));
    m_range->setItemText(0, tr("100–999 (Countdown)"));
    m_range->setItemText(1, tr("101–999 (Le compte est bon)"));
    m_range->setItemText(2, tr("1–999"));
    m_range->setAccessibleName(tr("Range of targets"));
    m_colourByLabel->setText(tr("&Colour by"));
    m_colourBy->setItemText(0, tr("Fewest numbers"));
    m_colourBy->setItemText(1, tr("Solutions"));
    m_colourBy->setAccessibleName(tr("Colour the targets by"));
    m_grid->setAccessibleName(tr("Targets: arrow keys move, Enter shows the best answer"));
    m_selectionLabel->setAccessibleName(tr("Selection"));
    updateSelectionLabel();
    rebuildLegend();
    updateProgress();
    updateDetails();
}

void ExplorerView::applyColours()
{
    const GameColors &c = Theme::instance().colors();
    setPalette(paletteFor(c, palette()));
    setAutoFillBackground(true);
    setStyleSheet(
        QStringLiteral(
            "#explorerDetails { background: %1; border: 1px solid %2; border-radius: 12px; }"
            "#explorerProgress { background: %3; border: none; border-radius: 3px; }"
            "#explorerProgress::chunk { background: %4; border-radius: 3px; }")
            .arg(c.surface.name(), c.surfaceBorder.name(),
                 (c.dark ? c.surface : c.surfaceBorder).name(), c.good.name()));
    setTextColour(m_title, c.text);
    setTextColour(m_selectionLabel, c.mutedText);
    setTextColour(m_rangeLabel, c.mutedText);
    setTextColour(m_colourByLabel, c.mutedText);
    setTextColour(m_legendTitle, c.mutedText);
    setTextColour(m_progressText, c.mutedText);
    setTextColour(m_chosenTarget, c.accent);
    setTextColour(m_answer, c.text);
    setTextColour(m_solutions, c.mutedText);
    setTextColour(m_hint, c.mutedText);
    rebuildLegend();
    m_grid->update();
}

} // namespace countdown::ui
