// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilewidget.h"

#include "painting.h"
#include "roundaccessibility.h"
#include "theme.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace countdown::ui {

namespace {

// Proportions, relative to the shorter side of the tile's body.
constexpr qreal kRadius = 0.16;
constexpr qreal kDigitHeight = 0.38; // of the body's height
constexpr qreal kTextWidth = 0.84;   // of the body's width
// Room around the body for the selection outline and the focus ring, of the widget's short side.
constexpr qreal kMargin = 0.09;
// The body keeps a tile's proportions however the widget is stretched.
constexpr qreal kMaxAspect = 1.25; // width / height
constexpr qreal kMinAspect = 0.80;

} // namespace

TileWidget::TileWidget(QWidget *parent)
    : QAbstractButton(parent)
{
    setAttribute(Qt::WA_Hover);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    connect(&Theme::instance(), &Theme::changed, this, qOverload<>(&QWidget::update));
    updateAccessibility();
    updateCursor();
}

void TileWidget::setValue(qint64 value)
{
    if (value == m_value)
        return;
    m_value = value;
    updateAccessibility();
    update();
}

void TileWidget::setKind(Kind kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    updateAccessibility();
    update();
}

void TileWidget::setSelected(bool selected)
{
    if (selected == m_selected)
        return;
    m_selected = selected;
    updateAccessibility();
    // Chosen or not: checked, to assistive technology (roundaccessibility.cpp).
    QAccessible::State changed;
    changed.checked = true;
    notifyStateChange(this, changed);
    update();
}

void TileWidget::setEmpty(bool empty)
{
    if (empty == m_empty)
        return;
    m_empty = empty;
    updateAccessibility();
    // Used in a step or back after an undo: disabled or available, to assistive technology.
    QAccessible::State changed;
    changed.disabled = true;
    notifyStateChange(this, changed);
    updateCursor();
    update();
}

void TileWidget::setFaceDown(bool faceDown)
{
    if (faceDown == m_faceDown)
        return;
    m_faceDown = faceDown;
    updateAccessibility();
    update();
}

void TileWidget::setFlip(double progress)
{
    progress = std::clamp(progress, 0.0, 1.0);
    if (progress == m_flip)
        return;
    const bool wasShowingFace = m_flip >= 0.5;
    m_flip = progress;
    if (wasShowingFace != (m_flip >= 0.5))
        updateAccessibility();
    update();
}

void TileWidget::setInteractive(bool interactive)
{
    if (interactive == m_interactive)
        return;
    m_interactive = interactive;
    updateCursor();
    update();
}

void TileWidget::updateCursor()
{
    if (m_interactive && !m_empty)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
}

bool TileWidget::event(QEvent *event)
{
    // The hover light follows the pointer.
    if (event->type() == QEvent::HoverEnter || event->type() == QEvent::HoverLeave)
        update();
    return QAbstractButton::event(event);
}

void TileWidget::setFocusRing(bool on)
{
    if (on == m_focusRing)
        return;
    m_focusRing = on;
    update();
}

void TileWidget::setDetail(const QString &detail)
{
    if (detail == m_detail)
        return;
    m_detail = detail;
    updateAccessibility();
}

void TileWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibility();
    QAbstractButton::changeEvent(event);
}

void TileWidget::updateAccessibility()
{
    QString name;
    QString description;
    if (m_empty) {
        name = tr("Empty place");
    } else if (m_faceDown || m_flip < 0.5) {
        // Nothing that would give the number away.
        name = tr("Face-down tile");
    } else {
        name = m_selected ? tr("Tile %1, selected").arg(m_value) : tr("Tile %1").arg(m_value);
        switch (m_kind) {
        case Kind::Small:
            description = tr("Small number");
            break;
        case Kind::Large:
            description = tr("Large number");
            break;
        case Kind::Made:
            if (m_detail.isEmpty()) {
                description = tr("Made by you");
            } else {
                //: A tile the player made: %1 its value, %2 how ("806: 100 × 8 + 6")
                description = tr("Made by you, %1: %2").arg(m_value).arg(m_detail);
            }
            break;
        }
    }
    setAccessibleNameOnce(this, name);
    setAccessibleDescriptionOnce(this, description);
}

QSize TileWidget::sizeHint() const
{
    return {100, 90};
}

QSize TileWidget::minimumSizeHint() const
{
    return {48, 43};
}

QRectF TileWidget::bodyRect() const
{
    const QRectF area = QRectF(rect());
    const qreal margin = std::min(area.width(), area.height()) * kMargin;
    QRectF body = area.adjusted(margin, margin, -margin, -margin);
    if (body.width() > body.height() * kMaxAspect)
        body.setWidth(body.height() * kMaxAspect);
    if (body.height() > body.width() / kMinAspect)
        body.setHeight(body.width() / kMinAspect);
    body.moveCenter(area.center());
    return body;
}

bool TileWidget::hitButton(const QPoint &pos) const
{
    // The whole widget: the margin around the body belongs to the tile too, so that clicks
    // between the face and the outline are not lost.
    return rect().contains(pos);
}

void TileWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);

    const QRectF body = bodyRect();
    const qreal side = std::min(body.width(), body.height());
    if (side <= 2)
        return;
    const qreal radius = side * kRadius;
    if (!isEnabled())
        p.setOpacity(0.45);
    if (m_empty) {
        paintEmptyPlace(p, body, radius, side);
        return;
    }

    // The flip squeezes the tile vertically around its centre: the back until halfway, then
    // the face.
    const bool showFace = !m_faceDown && m_flip >= 0.5;
    const qreal squeeze = m_faceDown ? 1.0 : std::abs(std::cos(m_flip * std::numbers::pi));
    const bool atRest = m_faceDown || m_flip >= 1.0;
    const bool live = m_interactive && isEnabled() && !m_faceDown;
    const qreal pressScale = live && isDown() ? 0.96 : 1.0;

    // Rings outside the body are not squeezed: they only show on a tile at rest.
    if (atRest)
        paintRings(p, body, radius);

    p.save();
    p.translate(body.center());
    p.scale(pressScale, squeeze * pressScale);
    p.translate(-body.center());

    // A soft shadow below lifts the tile off the window.
    const GameColors &colors = Theme::instance().colors();
    const QColor shadowColor = colors.dark ? colors.background.darker(200) : colors.clockMarks;
    p.setPen(Qt::NoPen);
    p.setBrush(painting::withAlpha(shadowColor, colors.dark ? 0.55 : 0.16));
    p.drawRoundedRect(body.translated(0, side * 0.035), radius, radius);

    if (showFace)
        paintFace(p, body, radius, live && underMouse());
    else
        paintBack(p, body, radius);
    p.restore();
}

// The place a used tile left: a dashed outline and the faintest fill.
void TileWidget::paintEmptyPlace(QPainter &p, const QRectF &body, qreal radius, qreal side) const
{
    const GameColors &colors = Theme::instance().colors();
    QPen dashed(colors.tileUsedOutline, std::max<qreal>(1.5, side * 0.028));
    dashed.setDashPattern({3.0, 2.5});
    dashed.setCapStyle(Qt::RoundCap);
    p.setPen(dashed);
    p.setBrush(painting::withAlpha(colors.tileUsedOutline, 0.10));
    const qreal inset = dashed.widthF() / 2;
    p.drawRoundedRect(body.adjusted(inset, inset, -inset, -inset), radius, radius);
}

// The selection ring and the keyboard focus ring, in the margin around the body.
void TileWidget::paintRings(QPainter &p, const QRectF &body, qreal radius) const
{
    const GameColors &colors = Theme::instance().colors();
    const qreal margin = std::min(width(), height()) * kMargin;
    if (m_selected) {
        const qreal width = std::max<qreal>(2.0, margin * 0.55);
        const qreal out = width / 2 + margin * 0.08;
        p.setPen(QPen(colors.selection, width));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(body.adjusted(-out, -out, out, out), radius + out, radius + out);
    }
    if (m_focusRing || hasFocus()) {
        // Dashed, in the text's colour: the keyboard's place, never mistaken for the choice.
        const qreal width = std::max<qreal>(1.5, margin * 0.18);
        const qreal out = margin - width / 2;
        QPen dashed(colors.text, width);
        dashed.setDashPattern({2.0, 2.0});
        p.setPen(dashed);
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(body.adjusted(-out, -out, out, out), radius + out, radius + out);
    }
}

// The back: the clock rim's deep blue, an inner border and a small clock emblem with its first
// quarter lit; clearly a back in both themes, and the same for every tile.
void TileWidget::paintBack(QPainter &p, const QRectF &body, qreal radius) const
{
    const GameColors &colors = Theme::instance().colors();
    const qreal side = std::min(body.width(), body.height());
    const QColor back = colors.clockRim;
    p.setPen(QPen(back.darker(130), std::max<qreal>(1.0, side * 0.012)));
    p.setBrush(back);
    p.drawRoundedRect(body, radius, radius);
    const QColor line = painting::withAlpha(back.lighter(170), 0.6);
    const qreal inset = side * 0.10;
    p.setPen(QPen(line, std::max<qreal>(1.0, side * 0.016)));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(body.adjusted(inset, inset, -inset, -inset), radius * 0.6, radius * 0.6);
    const qreal dial = side * 0.17;
    const QRectF emblem(body.center().x() - dial, body.center().y() - dial, 2 * dial, 2 * dial);
    p.setPen(Qt::NoPen);
    p.setBrush(painting::withAlpha(colors.clockSweep, 0.9));
    p.drawPie(emblem, 90 * 16, -90 * 16);
    p.setPen(QPen(line, std::max<qreal>(1.0, side * 0.02)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(emblem);
}

// The face: flat in the middle (its colour exactly), a touch of light at the top and of shade at
// the bottom edge; a thin darker edge keeps white tiles apart from a light window. Then the number.
void TileWidget::paintFace(QPainter &p, const QRectF &body, qreal radius, bool hovered) const
{
    const GameColors &colors = Theme::instance().colors();
    const qreal side = std::min(body.width(), body.height());
    QColor face;
    QColor ink;
    switch (m_kind) {
    case Kind::Small:
        face = colors.tileSmall;
        ink = colors.tileSmallText;
        break;
    case Kind::Large:
        face = colors.tileLarge;
        ink = colors.tileLargeText;
        break;
    case Kind::Made:
        face = colors.tileMade;
        ink = colors.tileMadeText;
        break;
    }
    if (m_selected) {
        // The chosen tile changes itself, not only the ring around it (a ring alone reads as the
        // keyboard's focus, which is another tile as often as not): it is lit in the selection's
        // colour, its number in the darkest ink of the theme.
        face = colors.selection;
        ink = colors.dark ? colors.background : colors.text;
    }
    QLinearGradient fill(body.topLeft(), body.bottomLeft());
    fill.setColorAt(0.0, face.lighter(hovered ? 118 : 110));
    fill.setColorAt(0.30, face);
    fill.setColorAt(0.80, face);
    fill.setColorAt(1.0, face.darker(108));
    p.setPen(QPen(face.darker(colors.dark && m_kind == Kind::Small ? 112 : 125),
                  std::max<qreal>(1.0, side * 0.012)));
    p.setBrush(fill);
    p.drawRoundedRect(body, radius, radius);

    const QString text = QString::number(m_value);
    const QRectF textBox(body.left() + body.width() * (1 - kTextWidth) / 2, body.top(),
                         body.width() * kTextWidth, body.height());
    painting::drawNumber(p, textBox, text, font(), body.height() * kDigitHeight, ink);
}

} // namespace countdown::ui
