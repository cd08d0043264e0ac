// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "elidedlabel.h"

#include <QEvent>
#include <QFontMetrics>

namespace countdown::ui {

ElidedLabel::ElidedLabel(QWidget *parent)
    : PlainLabel(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString &text)
{
    if (text == m_full && !text.isEmpty())
        return;
    m_full = text;
    setAccessibleName(text);
    elide();
    updateGeometry();
}

QSize ElidedLabel::minimumSizeHint() const
{
    // Room for a few letters and the ellipsis: the rest gives way.
    const QFontMetrics metrics(font());
    return {metrics.horizontalAdvance(QStringLiteral("Mmm…")), metrics.height()};
}

QSize ElidedLabel::sizeHint() const
{
    const QFontMetrics metrics(font());
    return {metrics.horizontalAdvance(m_full) + 2 * margin(), metrics.height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    PlainLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    PlainLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        elide();
}

void ElidedLabel::elide()
{
    const QFontMetrics metrics(font());
    QString shown = metrics.elidedText(m_full, Qt::ElideRight, width() - 2 * margin());
    if (shown == QStringLiteral("…"))
        shown.clear(); // an ellipsis alone says nothing; the tooltip still has it all
    if (shown != text())
        setText(shown);
    setToolTip(shown == m_full ? QString() : plainToolTip(m_full));
}

} // namespace countdown::ui
