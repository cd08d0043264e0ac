// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "painting.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace countdown::ui::painting {

namespace {

// Outlines are made at this pixel size and scaled: large enough for exact shapes, and a fixed size
// keeps the result independent of the screen's DPI.
constexpr int kReferencePixelSize = 200;

QFont referenceFont(QFont font)
{
    font.setPixelSize(kReferencePixelSize);
    font.setBold(true);
    // Big bold digits read better a little tighter than the text setting.
    font.setLetterSpacing(QFont::PercentageSpacing, 95);
    return font;
}

// The digits' ink box in the reference font: every number is sized and centred by it, not by its
// own glyphs, so that "1" and "8" sit on the same line.
QRectF digitBox(const QFont &reference)
{
    return QFontMetricsF(reference).tightBoundingRect(QStringLiteral("0123456789"));
}

} // namespace

void drawNumber(QPainter &painter, const QRectF &box, const QString &text, const QFont &font,
                qreal digitHeight, const QColor &color)
{
    if (text.isEmpty() || box.isEmpty() || digitHeight <= 0)
        return;
    const QFont reference = referenceFont(font);
    const QRectF digits = digitBox(reference);
    if (digits.height() <= 0)
        return;

    QPainterPath path;
    path.addText(QPointF(0, 0), reference, text);
    const QRectF ink = path.boundingRect();
    if (ink.isEmpty())
        return;

    qreal scale = digitHeight / digits.height();
    if (ink.width() * scale > box.width())
        scale = box.width() / ink.width();

    painter.save();
    painter.translate(box.center().x() - ink.center().x() * scale,
                      box.center().y() - digits.center().y() * scale);
    painter.scale(scale, scale);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawPath(path);
    painter.restore();
}

QColor withAlpha(QColor color, qreal opacity)
{
    color.setAlphaF(color.alphaF() * opacity);
    return color;
}

} // namespace countdown::ui::painting
