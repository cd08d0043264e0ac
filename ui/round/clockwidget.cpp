// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clockwidget.h"

#include "painting.h"
#include "roundaccessibility.h"
#include "theme.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPaintEvent>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

namespace countdown::ui {

namespace {

// Proportions of the face, as fractions of the outer radius (rim included) or the face's radius.
constexpr qreal kMargin = 0.02;         // around the rim, of the widget's half side
constexpr qreal kFace = 0.90;           // face radius / outer radius
constexpr qreal kMarkOuter = 0.93;      // of the face radius
constexpr qreal kMarkInner = 0.82;      // ordinary marks
constexpr qreal kFineInner = 0.885;     // second marks
constexpr qreal kQuarterInner = 0.70;   // quarter marks reach further in
constexpr qreal kMarkWidth = 0.022;     // of the face radius
constexpr qreal kQuarterWidth = 0.045;  //
constexpr qreal kHandLength = 0.86;     //
constexpr qreal kHandTail = 0.14;       //
constexpr qreal kHandWidth = 0.052;     //
constexpr qreal kCapRadius = 0.085;     //
constexpr qreal kCapInnerRadius = 0.03; //

constexpr int kFrameMs = 16; // a little over 60 frames per second

QPointF onCircle(QPointF centre, qreal radius, double fraction)
{
    // Clockwise from 12 o'clock; half a turn over the round.
    const double angle = fraction * std::numbers::pi;
    return {centre.x() + radius * std::sin(angle), centre.y() - radius * std::cos(angle)};
}

QPointF onDial(QPointF centre, qreal radius, int hour)
{
    const double angle = hour * std::numbers::pi / 6.0;
    return {centre.x() + radius * std::sin(angle), centre.y() - radius * std::cos(angle)};
}

} // namespace

ClockWidget::ClockWidget(QWidget *parent)
    : QWidget(parent)
    , m_timer(new QTimer(this))
{
    setAccessibleNameOnce(this, tr("Clock"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(kFrameMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        // Only the right half of the face changes from frame to frame: the hand sweeps from 12
        // to 6 through 3, and only its short tail and the cap reach left of the centre.
        const QRectF face = faceRect(QRectF(rect()));
        const qreal r = face.width() / 2.0;
        const qreal left = r * (kHandTail + kHandWidth + 0.02);
        update(QRectF(face.center().x() - left, face.top(), r + left, face.height())
                   .toAlignedRect()
                   .adjusted(-2, -2, 2, 2));
        updateDescription();
    });
    connect(&Theme::instance(), &Theme::changed, this, [this] {
        m_layersValid = false;
        update();
    });
    updateDescription();
}

void ClockWidget::setReading(std::function<ClockReading()> reading)
{
    m_reading = std::move(reading);
    updateDescription();
    update();
}

void ClockWidget::setAnimating(bool on)
{
    if (on == m_timer->isActive())
        return;
    if (on)
        m_timer->start();
    else
        m_timer->stop();
    update();
}

bool ClockWidget::isAnimating() const
{
    return m_timer->isActive();
}

QRectF ClockWidget::faceRect(const QRectF &widgetRect)
{
    const qreal half = std::min(widgetRect.width(), widgetRect.height()) / 2.0;
    const qreal radius = half * (1.0 - kMargin) * kFace;
    const QPointF centre = widgetRect.center();
    return {centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius};
}

QPointF ClockWidget::handTip(const QRectF &faceRect, double fraction)
{
    return onCircle(faceRect.center(), faceRect.width() / 2.0 * kHandLength,
                    std::clamp(fraction, 0.0, 1.0));
}

QSize ClockWidget::sizeHint() const
{
    return {320, 320};
}

QSize ClockWidget::minimumSizeHint() const
{
    return {160, 160};
}

void ClockWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleNameOnce(this, tr("Clock"));
        // The same moment in the new language: described again, not announced.
        setAccessibleDescriptionOnce(this, momentText());
    }
    QWidget::changeEvent(event);
}

std::optional<ClockReading> ClockWidget::reading() const
{
    return m_reading ? std::optional(m_reading()) : std::nullopt;
}

int ClockWidget::secondsLeft(const ClockReading &reading)
{
    return int((std::max<qint64>(0, reading.remainingMs) + 999) / 1000);
}

ClockWidget::Moment ClockWidget::momentOf(const std::optional<ClockReading> &reading)
{
    if (!reading)
        return Moment::NoClock;
    if (reading->timed && reading->remainingMs <= 0)
        return Moment::TimeUp;
    if (reading->stopped)
        return Moment::Stopped;
    if (!reading->timed)
        return Moment::Untimed;
    const int seconds = secondsLeft(*reading);
    return seconds <= 5    ? Moment::Five
           : seconds <= 10 ? Moment::Ten
           : seconds <= 20 ? Moment::Twenty
                           : Moment::Counting;
}

// Called at every frame and every paint: it changes the description only when the moment changes,
// so a round of 30 s changes it at most five times (the start, 20, 10, 5, the time up or a stop).
void ClockWidget::updateDescription()
{
    const std::optional<ClockReading> now = reading();
    const Moment moment = momentOf(now);
    if (m_moment == moment)
        return;
    m_moment = moment;
    m_momentSeconds = !now                        ? 0
                      : moment == Moment::Stopped ? int((now->elapsedMs + 500) / 1000)
                                                  : secondsLeft(*now);
    const QString text = momentText();
    setAccessibleDescriptionOnce(this, text);
    // The last seconds and the end are news wherever the player's focus is; the start and a stop
    // are the player's own doing, and the reveal speaks of them.
    if (moment == Moment::Twenty || moment == Moment::Ten || moment == Moment::Five)
        announce(this, text);
    else if (moment == Moment::TimeUp)
        announce(this, text, Urgency::Assertive);
}

QString ClockWidget::momentText() const
{
    switch (m_moment.value_or(Moment::NoClock)) {
    case Moment::NoClock:
        return tr("Not running");
    case Moment::Untimed:
        return tr("No time limit");
    case Moment::TimeUp:
        return tr("Time is up");
    case Moment::Stopped:
        return tr("Stopped after %n s", nullptr, m_momentSeconds);
    case Moment::Counting:
    case Moment::Twenty:
    case Moment::Ten:
    case Moment::Five:
        break;
    }
    return tr("%n seconds left", nullptr, m_momentSeconds);
}

QString ClockWidget::spokenTime() const
{
    const std::optional<ClockReading> now = reading();
    QString time;
    if (!now)
        time = tr("no clock");
    else if (now->timed && now->remainingMs <= 0)
        time = tr("time is up");
    else if (now->stopped)
        time = tr("stopped after %n s", nullptr, int((now->elapsedMs + 500) / 1000));
    else if (!now->timed)
        time = tr("no time limit");
    else if (now->paused)
        time = tr("paused, %n seconds left", nullptr, secondsLeft(*now));
    else
        time = tr("%n seconds left", nullptr, secondsLeft(*now));
    //: The clock to a screen reader: %1 is its name ("Clock"), %2 the time ("18 seconds left")
    return tr("%1: %2").arg(accessibleName(), time);
}

void ClockWidget::paintFace(QPainter &p, bool untimed, bool swept) const
{
    const GameColors &colors = Theme::instance().colors();
    const QRectF face = faceRect(QRectF(rect()));
    const QPointF centre = face.center();
    const qreal r = face.width() / 2.0;
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);

    if (swept) {
        // The whole face lit: the sweep shows a sector of this.
        p.setBrush(colors.clockSweep);
        p.drawEllipse(centre, r, r);
    } else {
        paintRim(p, centre, r);
    }

    // A faint inner shadow along the rim gives the face depth.
    QRadialGradient inner(centre, r);
    inner.setColorAt(0.88, painting::withAlpha(colors.clockMarks, 0.0));
    inner.setColorAt(1.0, painting::withAlpha(colors.clockMarks, 0.16));
    p.setBrush(inner);
    p.drawEllipse(centre, r, r);

    paintMarks(p, centre, r);
    p.setPen(Qt::NoPen);

    if (untimed && !swept) {
        // No time limit: a discreet infinity in the lower half instead of a sweep, on a patch of
        // face that interrupts the crosshair.
        const QRectF box(centre.x() - r * 0.2, centre.y() + r * 0.30, r * 0.4, r * 0.22);
        p.setBrush(colors.clockFace);
        p.drawRoundedRect(box, box.height() / 2, box.height() / 2);
        painting::drawNumber(p, box.adjusted(r * 0.03, 0, -r * 0.03, 0), QStringLiteral("\u221E"),
                             font(), r * 0.30, painting::withAlpha(colors.clockMarks, 0.6));
    }
}

// Everything outside the face, for a face of radius r: the shadow under the clock, the rim lit
// from above, its highlight and the bevel; then the face itself.
void ClockWidget::paintRim(QPainter &p, const QPointF &centre, qreal r) const
{
    const GameColors &colors = Theme::instance().colors();
    const qreal outer = r / kFace;
    // A soft shadow under the whole clock lifts it off the window.
    QRadialGradient shadow(centre + QPointF(0, outer * 0.03), outer * 1.04);
    const QColor dark = colors.dark ? colors.background.darker(180) : colors.clockMarks;
    shadow.setColorAt(0.90, painting::withAlpha(dark, colors.dark ? 0.55 : 0.22));
    shadow.setColorAt(1.0, painting::withAlpha(dark, 0.0));
    p.setBrush(shadow);
    p.drawEllipse(centre + QPointF(0, outer * 0.03), outer * 1.04, outer * 1.04);

    // The rim: lighter at the top, as if lit from above.
    QLinearGradient rim(centre.x(), centre.y() - outer, centre.x(), centre.y() + outer);
    rim.setColorAt(0.0, colors.clockRim.lighter(135));
    rim.setColorAt(0.5, colors.clockRim);
    rim.setColorAt(1.0, colors.clockRim.darker(125));
    p.setBrush(rim);
    p.drawEllipse(centre, outer, outer);
    // A thin highlight along the rim's top edge.
    QLinearGradient shine(centre.x(), centre.y() - outer, centre.x(), centre.y());
    shine.setColorAt(0.0, painting::withAlpha(colors.clockRim.lighter(220), 0.55));
    shine.setColorAt(1.0, painting::withAlpha(colors.clockRim.lighter(220), 0.0));
    p.setPen(QPen(QBrush(shine), std::max(1.0, outer * 0.012)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(centre, outer * 0.985, outer * 0.985);
    p.setPen(Qt::NoPen);
    // A fine bevel where the rim meets the face.
    p.setBrush(colors.clockRim.darker(140));
    p.drawEllipse(centre, r * 1.012, r * 1.012);

    p.setBrush(colors.clockFace);
    p.drawEllipse(centre, r, r);
}

// The show's crosshair, very light, fine second marks, then the twelve marks: the quarters
// longer and thicker.
void ClockWidget::paintMarks(QPainter &p, const QPointF &centre, qreal r) const
{
    const GameColors &colors = Theme::instance().colors();
    QPen cross(painting::withAlpha(colors.clockMarks, 0.16), std::max(1.0, r * 0.010));
    cross.setCapStyle(Qt::FlatCap);
    p.setPen(cross);
    for (int hour = 0; hour < 12; hour += 3)
        p.drawLine(onDial(centre, r * kCapRadius * 1.6, hour),
                   onDial(centre, r * kQuarterInner, hour));
    // A second of a 30 s round is 6 degrees.
    QPen fine(painting::withAlpha(colors.clockMarks, 0.35), std::max(0.8, r * 0.009));
    fine.setCapStyle(Qt::RoundCap);
    p.setPen(fine);
    for (int second = 0; second < 60; ++second) {
        if (second % 5 == 0)
            continue;
        p.drawLine(onCircle(centre, r * kFineInner, second / 30.0),
                   onCircle(centre, r * kMarkOuter, second / 30.0));
    }
    for (int hour = 0; hour < 12; ++hour) {
        const bool quarter = hour % 3 == 0;
        QPen mark(colors.clockMarks, std::max(1.0, r * (quarter ? kQuarterWidth : kMarkWidth)));
        mark.setCapStyle(Qt::RoundCap);
        p.setPen(mark);
        p.drawLine(onDial(centre, r * (quarter ? kQuarterInner : kMarkInner), hour),
                   onDial(centre, r * kMarkOuter, hour));
    }
}

void ClockWidget::updateLayers(bool untimed)
{
    const qreal dpr = devicePixelRatioF();
    if (m_layersValid && m_layersSize == size() && m_layersDpr == dpr && m_layersUntimed == untimed)
        return;
    // At the screen's full resolution (size × device pixel ratio): the cache is exactly what
    // painting directly would give, only made once.
    const auto render = [&](QPixmap &layer, bool swept) {
        layer = QPixmap(size() * dpr);
        layer.setDevicePixelRatio(dpr);
        layer.fill(Qt::transparent);
        QPainter p(&layer);
        paintFace(p, untimed, swept);
    };
    render(m_face, false);
    render(m_swept, true);
    m_layersSize = size();
    m_layersDpr = dpr;
    m_layersUntimed = untimed;
    m_layersValid = true;
}

void ClockWidget::paintEvent(QPaintEvent *event)
{
    ++m_paintCount;
    updateDescription();

    const GameColors &colors = Theme::instance().colors();
    const std::optional<ClockReading> now = reading();
    const bool untimed = now && !now->timed;
    const double fraction = now && !untimed ? std::clamp(now->fraction, 0.0, 1.0) : 0.0;

    const QRectF face = faceRect(QRectF(rect()));
    const QPointF centre = face.center();
    const qreal r = face.width() / 2.0;
    if (r <= 1)
        return;

    // The face and its marks do not move: they are drawn once, plain and lit, into layers at full
    // device resolution, so a frame only fills the swept sector and draws the hand. That keeps 60
    // frames per second cheap even for a large clock on a 4K screen.
    updateLayers(untimed);
    QPainter p(this);
    const QRect exposed = event->rect();
    const qreal dpr = m_face.devicePixelRatio();
    p.drawPixmap(QRectF(exposed), m_face,
                 QRectF(QPointF(exposed.topLeft()) * dpr, QSizeF(exposed.size()) * dpr));
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);

    if (fraction > 0) {
        // The sector from 12 to the hand, filled from the lit face so that the marks show
        // through it unchanged.
        QPainterPath sweep;
        sweep.moveTo(centre);
        sweep.arcTo(face, 90.0, -fraction * 180.0);
        sweep.closeSubpath();
        // (A texture brush maps a high-DPI pixmap's device pixels to logical ones itself.)
        p.setBrush(QBrush(m_swept));
        p.drawPath(sweep);
    }

    // The hand, with a short tail and a soft shadow, then the cap over the centre.
    const QPointF tip = handTip(face, fraction);
    const QPointF tail = onCircle(centre, r * kHandTail, fraction + 1.0);
    const QPointF drop(r * 0.006, r * 0.014);
    QPen shadow(painting::withAlpha(colors.clockMarks, 0.14), r * kHandWidth * 1.15);
    shadow.setCapStyle(Qt::RoundCap);
    p.setPen(shadow);
    p.drawLine(tail + drop, tip + drop);

    QPen hand(colors.clockHand, r * kHandWidth);
    hand.setCapStyle(Qt::RoundCap);
    p.setPen(hand);
    p.drawLine(tail, tip);
    p.setPen(Qt::NoPen);

    p.setBrush(painting::withAlpha(colors.clockMarks, 0.14));
    p.drawEllipse(centre + drop, r * kCapRadius, r * kCapRadius);
    p.setBrush(colors.clockHand);
    p.drawEllipse(centre, r * kCapRadius, r * kCapRadius);
    p.setBrush(colors.clockFace);
    p.drawEllipse(centre, r * kCapInnerRadius, r * kCapInnerRadius);
}

} // namespace countdown::ui
