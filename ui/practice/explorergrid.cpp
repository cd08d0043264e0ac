// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "explorergrid.h"

#include "theme.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace countdown::ui {

namespace {

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// A sequential scale on one hue, from a quiet tint to a strong colour, so that the cells that
// matter most stand out in either theme (bright on dark, deep on light).
QColor oneHueScale(const QColor &hueFrom, qreal t, const GameColors &c)
{
    const float hue = hueFrom.hsvHueF();
    if (c.dark)
        return mix(QColor::fromHsvF(hue, 0.6f, 0.42f), QColor::fromHsvF(hue, 0.38f, 1.0f), t);
    return mix(QColor::fromHsvF(hue, 0.13f, 0.98f), QColor::fromHsvF(hue, 0.9f, 0.58f), t);
}

// Viridis (matplotlib's default scale), sampled at eleven points: perceptually even, read in
// order by people who do not tell red from green, and still ordered in grey. Neighbouring steps of
// the fewest numbers stay well apart (the theme's own blue-green-amber blend left 3, 4 and 5 as
// three greens of one lightness).
QColor viridis(qreal t)
{
    static constexpr QRgb kSamples[] = {0x440154, 0x482475, 0x414487, 0x355f8d, 0x2a788e, 0x21918c,
                                        0x22a884, 0x44bf70, 0x7ad151, 0xbddf26, 0xfde725};
    constexpr int last = int(std::size(kSamples)) - 1;
    const qreal x = std::clamp(t, 0.0, 1.0) * last;
    const int i = std::min(int(x), last - 1);
    return mix(QColor(kSamples[i]), QColor(kSamples[i + 1]), x - i);
}

// Lightness moves one way all along, away from the window's background: up on dark (from the
// scale's deep blue, not its near-black purple), down on light (from its yellow).
QColor fewestScale(qreal t, const GameColors &c)
{
    return c.dark ? viridis(0.1 + 0.9 * t) : viridis(1.0 - 0.9 * t);
}

qreal luminance(const QColor &c)
{
    const auto channel = [](qreal v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

ExplorerGrid::ExplorerGrid(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(&Theme::instance(), &Theme::changed, this, qOverload<>(&QWidget::update));
}

QColor ExplorerGrid::fewestColour(int fewest, const GameColors &c)
{
    if (fewest <= 0)
        return c.dark ? mix(c.background, c.bad, 0.34) : mix(c.surface, c.bad, 0.3);
    const int step = std::min(fewest, kFewestSteps);
    return fewestScale(qreal(step - 1) / (kFewestSteps - 1), c);
}

QColor ExplorerGrid::solutionsColour(int bucket, const GameColors &c)
{
    if (bucket <= 0)
        return c.dark ? mix(c.background, c.surfaceBorder, 0.5)
                      : mix(c.surface, c.surfaceBorder, 0.5);
    const int step = std::min(bucket, kSolutionSteps);
    return oneHueScale(c.good, qreal(step - 1) / (kSolutionSteps - 1), c);
}

int ExplorerGrid::solutionsBucket(int count)
{
    if (count < 1)
        return 0;
    int bucket = 1;
    while (count > 1 && bucket < kSolutionSteps) {
        count /= 2;
        ++bucket;
    }
    return bucket;
}

QColor ExplorerGrid::textColourOn(const QColor &fill, const GameColors &c)
{
    // Whichever of the theme's dark and light text reads better on the fill.
    const QColor darkText = c.dark ? c.background : c.text;
    const QColor lightText = c.dark ? c.text : c.surface;
    const qreal l = luminance(fill);
    const qreal againstDark = (l + 0.05) / (luminance(darkText) + 0.05);
    const qreal againstLight = (luminance(lightText) + 0.05) / (l + 0.05);
    return againstDark >= againstLight ? darkText : lightText;
}

void ExplorerGrid::setCells(Number low, Number high, std::vector<std::uint8_t> fewest)
{
    m_low = low;
    m_high = high;
    const Number n = high >= low ? high - low + 1 : 0;
    m_fewest = std::move(fewest);
    m_fewest.resize(std::size_t(n), 0);
    // Nothing to count where nothing can be made; the rest is unknown until counted.
    m_counts.resize(m_fewest.size());
    std::transform(m_fewest.cbegin(), m_fewest.cend(), m_counts.begin(),
                   [](std::uint8_t fewest) { return fewest > 0 ? -1 : 0; });
    // Rows start at round numbers (100, 130, 160 …) when the range is long enough to need them.
    m_first = n >= 10 ? low - low % 10 : low;
    const Number cells = high - m_first + 1;
    if (n <= 0) {
        m_columns = 1;
        m_rows = 0;
    } else if (cells < 10) {
        m_columns = int(cells);
        m_rows = 1;
    } else {
        m_columns = std::max(10, int(std::lround(std::sqrt(double(cells)) / 10.0)) * 10);
        m_rows = int((cells + m_columns - 1) / m_columns);
    }
    m_focus = n > 0 ? low : 0;
    m_chosen = 0;
    m_hover = 0;
    updateGeometry();
    update();
    updateAccessibleDescription();
}

void ExplorerGrid::setSolutionCount(Number target, int count)
{
    if (!contains(target))
        return;
    m_counts[std::size_t(target - m_low)] = count;
    updateCell(target);
    if (target == m_focus)
        updateAccessibleDescription();
}

void ExplorerGrid::setSolutionCounts(const std::vector<std::pair<Number, int>> &counts)
{
    for (const auto &[target, count] : counts) {
        if (contains(target))
            m_counts[std::size_t(target - m_low)] = count;
    }
    update(); // one repaint for the batch, not one a cell
    updateAccessibleDescription();
}

void ExplorerGrid::setColourBy(ColourBy colourBy)
{
    if (colourBy == m_colourBy)
        return;
    m_colourBy = colourBy;
    update();
}

int ExplorerGrid::fewestAt(Number target) const
{
    return contains(target) ? m_fewest[std::size_t(target - m_low)] : -1;
}

int ExplorerGrid::solutionCountAt(Number target) const
{
    return contains(target) ? m_counts[std::size_t(target - m_low)] : -1;
}

void ExplorerGrid::setFocusTarget(Number target)
{
    if (!contains(target) || target == m_focus)
        return;
    const Number old = m_focus;
    m_focus = target;
    updateCell(old);
    updateCell(target);
    updateAccessibleDescription();
    Q_EMIT focusTargetChanged(target);
}

void ExplorerGrid::setChosenTarget(Number target)
{
    if (!contains(target))
        target = 0;
    const Number old = m_chosen;
    m_chosen = target;
    updateCell(old);
    updateCell(target);
}

ExplorerGrid::Geometry ExplorerGrid::geometry() const
{
    Geometry g;
    if (m_rows <= 0)
        return g;
    const qreal dpr = devicePixelRatioF();
    // Room for the labels is decided from a first guess at the cell's size. Their font is sized
    // to the cells, in pixels, as the numbers in them are: fitting, not the theme's type scale.
    const qreal guess = std::min(width() / qreal(m_columns + 2), height() / qreal(m_rows + 1));
    g.labelFontPx = std::clamp(guess * 0.62, 9.0, 13.0);
    QFont labelFont = font();
    labelFont.setPixelSize(int(std::lround(g.labelFontPx)));
    const QFontMetricsF fm(labelFont);
    g.rowLabels = guess >= 9;
    g.columnLabels = guess >= 9;
    const qreal left =
        g.rowLabels
            ? fm.horizontalAdvance(QLocale().toString(m_first + Number(m_rows - 1) * m_columns)) + 8
            : 0;
    const qreal top = g.columnLabels ? fm.height() + 4 : 0;
    const qreal availableWidth = width() - left - 2;
    const qreal availableHeight = height() - top - 2;
    qreal pitch = std::min(availableWidth / m_columns, availableHeight / m_rows);
    pitch = std::max(std::floor(pitch * dpr) / dpr, 2.0); // whole device pixels: crisp edges
    g.cell = pitch;
    g.gap = pitch >= 10 ? std::max(1.0, std::round(pitch * 0.1 * dpr) / dpr)
                        : (pitch >= 5 ? 1.0 / dpr : 0.0);
    const qreal gridWidth = pitch * m_columns;
    const qreal gridHeight = pitch * m_rows;
    // Centred horizontally in the room beside the labels, at the top: level with the side panel.
    const qreal x = left + std::max(0.0, (availableWidth - gridWidth) / 2);
    const qreal y = top;
    Q_UNUSED(gridHeight);
    g.origin = QPointF(std::round(x * dpr) / dpr, std::round(y * dpr) / dpr);
    return g;
}

QRectF ExplorerGrid::cellRect(Number target) const
{
    return cellRect(target, geometry());
}

QRectF ExplorerGrid::cellRect(Number target, const Geometry &g) const
{
    if (!contains(target))
        return {};
    const Number index = target - m_first;
    const int row = int(index / m_columns);
    const int column = int(index % m_columns);
    return QRectF(g.origin.x() + column * g.cell, g.origin.y() + row * g.cell, g.cell - g.gap,
                  g.cell - g.gap);
}

Number ExplorerGrid::targetAt(const QPointF &position) const
{
    const Geometry g = geometry();
    if (g.cell <= 0)
        return 0;
    const qreal x = (position.x() - g.origin.x()) / g.cell;
    const qreal y = (position.y() - g.origin.y()) / g.cell;
    if (x < 0 || y < 0 || x >= m_columns || y >= m_rows)
        return 0;
    const Number target = m_first + Number(int(y)) * m_columns + int(x);
    return contains(target) ? target : 0;
}

QColor ExplorerGrid::cellColour(Number target) const
{
    const GameColors &c = Theme::instance().colors();
    const int fewest = fewestAt(target);
    if (m_colourBy == ColourBy::Fewest || fewest == 0)
        return fewestColour(fewest, c);
    return solutionsColour(solutionsBucket(solutionCountAt(target)), c);
}

void ExplorerGrid::updateCell(Number target)
{
    if (!contains(target))
        return;
    // The outline of a focus or chosen cell is drawn a little outside it.
    update(cellRect(target).adjusted(-4, -4, 4, 4).toAlignedRect());
}

QSize ExplorerGrid::sizeHint() const
{
    return QSize(std::max(1, m_columns) * 18 + 40, std::max(1, m_rows) * 18 + 20);
}

QSize ExplorerGrid::minimumSizeHint() const
{
    return QSize(std::max(1, m_columns) * 6 + 30, std::max(1, m_rows) * 6 + 16);
}

void ExplorerGrid::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const Geometry g = geometry();
    if (g.cell <= 0)
        return;
    const QRectF dirty = QRectF(event->rect());
    paintLabels(painter, g, dirty);
    paintCells(painter, g, dirty);
    paintRings(painter, g);
}

// The targets at the start of each row, and +0, +10 … above the columns, as many as fit.
void ExplorerGrid::paintLabels(QPainter &painter, const Geometry &g, const QRectF &dirty) const
{
    const GameColors &c = Theme::instance().colors();
    const qreal side = g.cell - g.gap;
    QFont labelFont = font();
    labelFont.setPixelSize(int(std::lround(g.labelFontPx)));
    painter.setFont(labelFont);
    painter.setPen(c.mutedText);
    const QLocale locale;
    if (g.rowLabels) {
        const int step = g.cell >= g.labelFontPx * 1.15 ? 1 : (g.cell * 2 >= g.labelFontPx ? 2 : 5);
        for (int row = 0; row < m_rows; row += step) {
            const QRectF box(0, g.origin.y() + row * g.cell, g.origin.x() - 6, side);
            if (box.intersects(dirty))
                painter.drawText(box, Qt::AlignRight | Qt::AlignVCenter,
                                 locale.toString(m_first + Number(row) * m_columns));
        }
    }
    if (g.columnLabels) {
        const int step = g.cell >= g.labelFontPx * 1.6 ? (m_columns % 5 == 0 ? 5 : 1) : 10;
        for (int column = 0; column < m_columns; column += step) {
            const QRectF box(g.origin.x() + column * g.cell - g.cell, 0, side + 2 * g.cell,
                             g.origin.y() - 3);
            if (box.intersects(dirty))
                painter.drawText(box, Qt::AlignHCenter | Qt::AlignBottom,
                                 QStringLiteral("+") + locale.toString(column));
        }
    }
}

// The cells, and the numbers in them when they are big enough to read.
void ExplorerGrid::paintCells(QPainter &painter, const Geometry &g, const QRectF &dirty) const
{
    const GameColors &c = Theme::instance().colors();
    const qreal side = g.cell - g.gap;
    const qreal radius = side >= 8 ? side * 0.16 : 0;
    const QLocale locale;
    const bool numbers = side >= 28;
    const bool counts = side >= 44;
    QFont numberFont = font();
    numberFont.setPixelSize(std::max(8, int(side * (counts ? 0.3 : 0.34))));
    numberFont.setBold(true);
    QFont countFont = font();
    countFont.setPixelSize(std::max(7, int(side * 0.2)));
    painter.setPen(Qt::NoPen);
    for (Number target = m_low; target <= m_high; ++target) {
        const QRectF r = cellRect(target, g);
        if (!r.intersects(dirty))
            continue;
        const QColor fill = cellColour(target);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        if (radius > 0)
            painter.drawRoundedRect(r, radius, radius);
        else
            painter.drawRect(r);
        if (!numbers)
            continue;
        const QColor ink = textColourOn(fill, c);
        painter.setPen(ink);
        painter.setFont(numberFont);
        if (counts) {
            QRectF top = r;
            top.setBottom(r.top() + r.height() * 0.62);
            painter.drawText(top, Qt::AlignHCenter | Qt::AlignBottom, locale.toString(target));
            const int count = solutionCountAt(target);
            if (fewestAt(target) > 0) {
                QRectF bottom = r;
                bottom.setTop(r.top() + r.height() * 0.64);
                QColor soft = ink;
                soft.setAlphaF(0.75f);
                painter.setPen(soft);
                painter.setFont(countFont);
                painter.drawText(bottom, Qt::AlignHCenter | Qt::AlignTop,
                                 count < 0 ? QStringLiteral("·") : locale.toString(count));
            }
        } else {
            painter.drawText(r, Qt::AlignCenter, locale.toString(target));
        }
    }
}

// The chosen cell, the focus cell and the one under the mouse. The chosen one has a double ring
// (text colour outside, background inside) that stands out from any fill.
void ExplorerGrid::paintRings(QPainter &painter, const Geometry &g) const
{
    const GameColors &c = Theme::instance().colors();
    const qreal side = g.cell - g.gap;
    const qreal radius = side >= 8 ? side * 0.16 : 0;
    painter.setBrush(Qt::NoBrush);
    const auto ring = [&](Number target, const QColor &colour, qreal width, Qt::PenStyle style) {
        if (!contains(target))
            return;
        const QRectF r = cellRect(target, g).adjusted(-width / 2, -width / 2, width / 2, width / 2);
        QPen pen(colour, width, style);
        pen.setCapStyle(Qt::FlatCap);
        painter.setPen(pen);
        painter.drawRoundedRect(r, radius + width / 2, radius + width / 2);
    };
    const qreal ringWidth = std::clamp(side * 0.14, 1.5, 3.0);
    if (m_hover != m_chosen && m_hover != m_focus)
        ring(m_hover, c.text, 1.0, Qt::SolidLine);
    if (hasFocus() && m_focus != m_chosen)
        ring(m_focus, c.text, ringWidth * 0.8, Qt::DotLine);
    if (contains(m_chosen)) {
        ring(m_chosen, c.text, ringWidth, Qt::SolidLine);
        const QRectF inner = cellRect(m_chosen, g).adjusted(0.5, 0.5, -0.5, -0.5);
        painter.setPen(QPen(c.background, 1.0));
        painter.drawRoundedRect(inner, radius, radius);
    }
}

void ExplorerGrid::mousePressEvent(QMouseEvent *event)
{
    const Number target = targetAt(event->position());
    if (event->button() != Qt::LeftButton || target == 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    setFocusTarget(target);
    setChosenTarget(target);
    Q_EMIT targetChosen(target);
}

void ExplorerGrid::mouseMoveEvent(QMouseEvent *event)
{
    const Number target = targetAt(event->position());
    if (target != m_hover) {
        const Number old = m_hover;
        m_hover = target;
        updateCell(old);
        updateCell(target);
    }
    QWidget::mouseMoveEvent(event);
}

void ExplorerGrid::leaveEvent(QEvent *event)
{
    const Number old = m_hover;
    m_hover = 0;
    updateCell(old);
    QWidget::leaveEvent(event);
}

void ExplorerGrid::keyPressEvent(QKeyEvent *event)
{
    if (m_rows <= 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    const bool control = event->modifiers() & Qt::ControlModifier;
    const Number column = (m_focus - m_first) % m_columns;
    Number next = m_focus;
    switch (event->key()) {
    case Qt::Key_Left:
        next = m_focus - 1;
        break;
    case Qt::Key_Right:
        next = m_focus + 1;
        break;
    case Qt::Key_Up:
        next = m_focus - m_columns;
        break;
    case Qt::Key_Down:
        next = m_focus + m_columns;
        break;
    case Qt::Key_PageUp:
        next = m_focus - Number(m_columns) * 5;
        break;
    case Qt::Key_PageDown:
        next = m_focus + Number(m_columns) * 5;
        break;
    case Qt::Key_Home:
        next = control ? m_low : m_focus - column;
        break;
    case Qt::Key_End:
        next = control ? m_high : m_focus - column + m_columns - 1;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        setChosenTarget(m_focus);
        Q_EMIT targetChosen(m_focus);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    setFocusTarget(std::clamp(next, m_low, m_high));
}

bool ExplorerGrid::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const Number target = targetAt(help->pos());
        if (target != 0)
            QToolTip::showText(help->globalPos(), describe(target), this,
                               cellRect(target).toAlignedRect());
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void ExplorerGrid::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleDescription();
    QWidget::changeEvent(event);
}

QString ExplorerGrid::describe(Number target) const
{
    const int fewest = fewestAt(target);
    const QString number = QLocale().toString(target);
    if (fewest < 0)
        return QString();
    if (fewest == 0)
        return tr("%1: cannot be made").arg(number);
    const QString made = tr("%1: made with %n number(s)", nullptr, fewest).arg(number);
    const int count = solutionCountAt(target);
    if (count < 0)
        return tr("%1, counting solutions…").arg(made);
    return tr("%1, %n distinct solution(s)", nullptr, count).arg(made);
}

void ExplorerGrid::updateAccessibleDescription()
{
    setAccessibleDescription(contains(m_focus) ? describe(m_focus) : QString());
}

} // namespace countdown::ui
