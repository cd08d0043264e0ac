// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Small drawing helpers shared by the painted widgets: numbers drawn as outlines so that they scale
// smoothly to any size and sit exactly centred, whatever the font's metrics.
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace countdown::ui::painting {

// Draws `text` (digits, or a few symbols) centred in `box` with its digits `digitHeight` tall,
// shrunk when needed so that it fits the box's width. Numbers of any length share one baseline and
// one digit height, so a row of tiles looks even.
void drawNumber(QPainter &painter, const QRectF &box, const QString &text, const QFont &font,
                qreal digitHeight, const QColor &color);

// `color` with its alpha multiplied by `opacity` (0..1).
QColor withAlpha(QColor color, qreal opacity);

} // namespace countdown::ui::painting
