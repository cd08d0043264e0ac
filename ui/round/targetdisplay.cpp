// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "targetdisplay.h"

#include "painting.h"
#include "theme.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace countdown::ui {

namespace {

// A fixed integer mix (splitmix64's finaliser): the same digits on every platform and every run,
// unlike qHash or std::hash.
quint64 mix(quint64 x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

constexpr int kPlaceholderDigits = 3;

} // namespace

TargetDisplay::TargetDisplay(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    connect(&Theme::instance(), &Theme::changed, this, qOverload<>(&QWidget::update));
    updateAccessibility();
}

void TargetDisplay::setTarget(qint64 target)
{
    m_target = std::max<qint64>(0, target);
    updateAccessibility();
    update();
}

void TargetDisplay::setNumberHidden(bool hidden)
{
    if (hidden == m_hidden)
        return;
    m_hidden = hidden;
    updateAccessibility();
    update();
}

void TargetDisplay::setRolling(qint64 elapsedMs)
{
    const bool wasRolling = m_rolling;
    const QString before = shownText();
    m_rolling = true;
    m_rollMs = std::max<qint64>(0, elapsedMs);
    if (!wasRolling)
        updateAccessibility();
    if (!wasRolling || shownText() != before)
        update();
}

void TargetDisplay::setSettled()
{
    if (!m_rolling)
        return;
    m_rolling = false;
    updateAccessibility();
    update();
}

int TargetDisplay::digitCount() const
{
    return m_target > 0 ? int(QString::number(m_target).size()) : kPlaceholderDigits;
}

QString TargetDisplay::rollingText(int digits, qint64 elapsedMs)
{
    const quint64 step = quint64(std::max<qint64>(0, elapsedMs) / kRollStepMs);
    QString text;
    text.reserve(digits);
    for (int i = 0; i < digits; ++i) {
        const quint64 r = mix(step * 16 + quint64(i));
        // The leading digit is 1-9 so that the roll always looks like a number of that length.
        const int digit = i == 0 ? 1 + int(r % 9) : int(r % 10);
        text.append(QChar(u'0' + digit));
    }
    return text;
}

QString TargetDisplay::shownText() const
{
    if (m_hidden || m_target <= 0)
        return {};
    if (m_rolling)
        return rollingText(digitCount(), m_rollMs);
    return QString::number(m_target);
}

void TargetDisplay::updateAccessibility()
{
    setAccessibleName(tr("Target"));
    QString description;
    if (m_hidden)
        description = tr("Hidden");
    else if (m_target <= 0)
        description = tr("No target yet");
    else if (m_rolling)
        description = tr("Rolling");
    else
        description = QString::number(m_target);
    if (description != accessibleDescription())
        setAccessibleDescription(description);
}

void TargetDisplay::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibility();
    QWidget::changeEvent(event);
}

void TargetDisplay::setCelebration(qreal amount)
{
    if (qFuzzyCompare(amount + 1, m_celebration + 1))
        return;
    m_celebration = amount;
    update();
}

QSize TargetDisplay::sizeHint() const
{
    return {360, 120};
}

QSize TargetDisplay::minimumSizeHint() const
{
    return {160, 64};
}

void TargetDisplay::paintEvent(QPaintEvent *)
{
    const GameColors &colors = Theme::instance().colors();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);

    // The panel: an inset well a little darker than the window in the dark theme, a white card
    // in the light one; its height sets every other size.
    const QRectF area = QRectF(rect());
    const qreal h = area.height();
    const qreal border = std::max<qreal>(1.0, h * 0.018);
    // Room around the panel for the halo of an exact answer.
    const qreal halo = border * 4;
    const QRectF panel = area.adjusted(halo, halo, -halo, -halo);
    const qreal radius = std::min(panel.height(), panel.width()) * 0.16;
    const QColor well = colors.dark ? colors.background.darker(135) : colors.surface;
    const qreal lit = std::clamp(m_celebration, 0.0, 1.0);
    if (lit > 0) {
        // A halo around the panel, then the panel ringed in the colour of success.
        for (int ring = 3; ring >= 1; --ring) {
            p.setPen(QPen(painting::withAlpha(colors.good, 0.16 * lit), border * 2.5 * ring));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(panel, radius, radius);
        }
    }
    p.setPen(QPen(lit > 0 ? colors.good : colors.surfaceBorder, border * (1.0 + 2.0 * lit)));
    p.setBrush(well);
    p.drawRoundedRect(panel, radius, radius);

    // Equal cells, one per digit, so that rolling digits never make the number jump sideways.
    const int cells = digitCount();
    const qreal digitHeight = panel.height() * 0.56;
    const qreal cellWidth = std::min(panel.width() * 0.86 / cells, digitHeight * 0.92);
    const qreal left = panel.center().x() - cellWidth * cells / 2.0;
    const auto cell = [&](int i) {
        return QRectF(left + i * cellWidth, panel.top(), cellWidth, panel.height());
    };

    const QString text = shownText();
    if (text.isEmpty()) {
        // Hidden or not yet drawn: short muted bars where the digits would be, always three so
        // that a paused player cannot even count the digits.
        p.setPen(Qt::NoPen);
        p.setBrush(painting::withAlpha(colors.mutedText, 0.45));
        for (int i = 0; i < kPlaceholderDigits; ++i) {
            const qreal w = std::min(panel.width() * 0.86 / kPlaceholderDigits, digitHeight * 0.92);
            const qreal x = panel.center().x() - w * kPlaceholderDigits / 2.0 + i * w;
            const QRectF bar(x + w * 0.22, panel.center().y() - h * 0.035, w * 0.56, h * 0.07);
            p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2);
        }
        return;
    }

    // Rolling digits are a little dimmer than the settled target; a hit turns them to the colour
    // of success at once (a blend of the two would be a muddy one), the halo does the flash.
    QColor ink = m_rolling ? painting::withAlpha(colors.accent, 0.72) : colors.accent;
    if (lit > 0)
        ink = colors.good;
    for (int i = 0; i < text.size(); ++i)
        painting::drawNumber(p, cell(i), text.mid(i, 1), font(), digitHeight, ink);
}

} // namespace countdown::ui
