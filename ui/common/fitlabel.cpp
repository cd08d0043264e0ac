// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fitlabel.h"

#include <QFontMetricsF>

#include <algorithm>

namespace countdown::ui {

FitLabel::FitLabel(QWidget *parent)
    : PlainLabel(parent)
{
    m_smallest = font().pointSizeF();
    m_largest = m_smallest;
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void FitLabel::setLargestPointSize(qreal points)
{
    m_largest = std::max(points, m_smallest);
    fit();
}

void FitLabel::setFittedText(const QString &text)
{
    setText(text);
    fit();
}

QSize FitLabel::minimumSizeHint() const
{
    QFont smallest = font();
    smallest.setPointSizeF(m_smallest);
    return {0, QFontMetrics(smallest).height()};
}

QSize FitLabel::sizeHint() const
{
    QFont largest = font();
    largest.setPointSizeF(m_largest);
    const QFontMetrics metrics(largest);
    return {metrics.horizontalAdvance(text()) + 2 * margin(), metrics.height()};
}

bool FitLabel::fitsWhole() const
{
    const QFontMetrics metrics(font());
    return wordWrap() ? heightForWidth(width()) <= height()
                      : metrics.horizontalAdvance(text()) <= width() - 2 * margin()
                            && metrics.height() <= height();
}

void FitLabel::resizeEvent(QResizeEvent *event)
{
    PlainLabel::resizeEvent(event);
    fit();
}

void FitLabel::fit()
{
    const qreal room = std::max(1, width() - 2 * margin());
    QFont f = font();
    f.setPointSizeF(m_largest);
    // The largest size at which the line fits its width and height, in small steps, not below
    // the floor.
    qreal size = m_largest;
    const auto tooLarge = [&] {
        const QFontMetricsF metrics(f);
        return metrics.horizontalAdvance(text()) > room || metrics.height() > height();
    };
    while (size > m_smallest && tooLarge()) {
        size = std::max(m_smallest, size * 0.94);
        f.setPointSizeF(size);
    }
    const bool wrap = QFontMetricsF(f).horizontalAdvance(text()) > room;
    if (f != font())
        setFont(f);
    if (wrap != wordWrap()) {
        setWordWrap(wrap);
        updateGeometry();
    }
}

} // namespace countdown::ui
