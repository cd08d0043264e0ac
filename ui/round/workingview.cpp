// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workingview.h"

#include "number.h"
#include "plaintext.h"
#include "roundaccessibility.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace countdown::ui {

WorkingView::WorkingView(QWidget *parent)
    : QFrame(parent)
    , m_caption(new PlainLabel(this))
    , m_steps(new PlainLabel(this))
    , m_status(new PlainLabel(this))
    , m_hint(new PlainLabel(this))
{
    setObjectName(QStringLiteral("workingView"));
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 10);
    layout->setSpacing(4);
    layout->addWidget(m_caption);
    auto *row = new QHBoxLayout;
    row->addWidget(m_steps, 1);
    row->addWidget(m_status, 0, Qt::AlignBottom | Qt::AlignRight);
    layout->addLayout(row, 1);
    m_hint->setObjectName(QStringLiteral("workingHint"));
    m_hint->setWordWrap(true);
    m_hint->setVisible(false);
    setTextRole(m_hint, TextRole::Warning);
    layout->addWidget(m_hint);
    m_steps->setTextFormat(Qt::PlainText);
    m_steps->setWordWrap(true); // the hint before the first step is long in some languages
    m_steps->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_steps->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const QFont reading = typeFont(TypeRole::Large, m_steps->font());
    m_steps->setFont(reading);
    m_status->setFont(reading);
    m_steps->setMinimumHeight(m_steps->fontMetrics().lineSpacing() * 2);
    capHeight();
    applyColours();
    retranslate();
}

// No taller than the longest working (six steps for seven tiles) with a two-line hint: in a tall
// window the answer field stays just below it (it was stranded at the bottom of a 4K screen
// under a box 1,500 px high), and the room left goes below the board.
void WorkingView::capHeight()
{
    const QMargins margins = layout()->contentsMargins();
    const int spacing = layout()->spacing();
    const int steps = m_steps->fontMetrics().lineSpacing() * (kMaxTiles - 1);
    const int hint = m_hint->fontMetrics().lineSpacing() * 2;
    setMaximumHeight(margins.top() + margins.bottom() + 2 * frameWidth()
                     + m_caption->fontMetrics().lineSpacing() + spacing + steps + spacing + hint);
}

void WorkingView::setSteps(const QStringList &steps)
{
    m_stepList = steps;
    retranslate();
    applyColours();
}

void WorkingView::setStatus(const QString &status, bool exact)
{
    // The label is named by its text: a new value sends one NameChanged (QLabel::setText sends
    // none for the same text), and with Qt 6.8 it is announced too.
    if (status != m_status->text())
        announce(m_status, status);
    m_status->setText(status);
    m_exact = exact;
    applyColours();
}

void WorkingView::setHint(const QString &hint)
{
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
}

QString WorkingView::hintText() const
{
    return m_hint->text();
}

QString WorkingView::stepsText() const
{
    return m_steps->text();
}
QString WorkingView::statusText() const
{
    return m_status->text();
}

void WorkingView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        capHeight();
    QFrame::changeEvent(event);
}

void WorkingView::retranslate()
{
    m_caption->setText(tr("YOUR WORKING"));
    if (m_stepList.isEmpty()) {
        m_steps->setText(tr("Click a tile, an operation and another tile."));
    } else {
        QStringList lines;
        for (int i = 0; i < m_stepList.size(); ++i)
            lines << tr("%1.  %2").arg(i + 1).arg(m_stepList[i]);
        m_steps->setText(lines.join(QLatin1Char('\n')));
    }
    setAccessibleNameOnce(m_steps, tr("Your working"));
    setAccessibleDescriptionOnce(m_steps, m_steps->text());
}

void WorkingView::applyColours()
{
    makeCaption(m_caption);
    setTextRole(m_steps, m_stepList.isEmpty() ? TextRole::Muted : TextRole::Normal);
    setTextRole(m_status, m_exact ? TextRole::Good : TextRole::Warning);
}

} // namespace countdown::ui
