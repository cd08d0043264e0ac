// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "screenfit.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScreen>
#include <QScrollBar>
#include <QWidget>
#include <QWindow>

#include <algorithm>

namespace countdown::ui {

namespace {
// What a window manager's frame and title bar take, at most, around the client area.
constexpr int kFrameWidth = 16;
constexpr int kFrameHeight = 40;
} // namespace

QScreen *screenFor(const QWidget &window)
{
    if (window.isWindow() && window.windowHandle() && window.windowHandle()->screen())
        return window.windowHandle()->screen();
    if (const QWidget *parent = window.parentWidget())
        return parent->screen();
    return window.screen() ? window.screen() : QGuiApplication::primaryScreen();
}

QSize usableSize(const QSize &available)
{
    return {std::max(1, available.width() - kFrameWidth),
            std::max(1, available.height() - kFrameHeight)};
}

FittingScrollArea::FittingScrollArea(QWidget *content, QWidget *parent)
    : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The controls inside take the focus, not the area; it follows them (ensureWidgetVisible).
    setFocusPolicy(Qt::NoFocus);
    setWidget(content);
    viewport()->setAutoFillBackground(false);
    content->setAutoFillBackground(false);
    m_followFocus = connect(qApp, &QApplication::focusChanged, this,
                            [this](QWidget *, QWidget *now) { followFocus(now); });
}

FittingScrollArea::~FittingScrollArea()
{
    // QWidget's destructor, which runs after this one, moves the focus away from the children it
    // deletes: by then this is no FittingScrollArea to follow it.
    disconnect(m_followFocus);
}

void FittingScrollArea::showEvent(QShowEvent *event)
{
    // By now the dialog has built every field (some are added after the area is made).
    guardFields();
    QScrollArea::showEvent(event);
}

void FittingScrollArea::guardFields()
{
    if (!widget())
        return;
    const auto takesTheWheel = [](const QWidget *w) {
        return qobject_cast<const QComboBox *>(w) || qobject_cast<const QAbstractSpinBox *>(w)
               || (qobject_cast<const QAbstractSlider *>(w)
                   && !qobject_cast<const QScrollBar *>(w));
    };
    const QList<QWidget *> children = widget()->findChildren<QWidget *>();
    for (QWidget *field : children) {
        if (!takesTheWheel(field))
            continue;
        // Not Qt::WheelFocus: a wheel turned over a field must not give it the focus either.
        if (field->focusPolicy() == Qt::WheelFocus)
            field->setFocusPolicy(Qt::StrongFocus);
        field->installEventFilter(this); // once: installing again only moves it to the front
    }
}

bool FittingScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel && watched->isWidgetType() && !m_forwardingWheel
        && !static_cast<QWidget *>(watched)->hasFocus()) {
        // The page scrolls instead. The scroll bar may hand the turn back up through its
        // parents (at either end of the page): it is not taken a second time.
        m_forwardingWheel = true;
        QCoreApplication::sendEvent(verticalScrollBar(), event);
        m_forwardingWheel = false;
        return true;
    }
    return QScrollArea::eventFilter(watched, event);
}

void FittingScrollArea::followFocus(QWidget *now)
{
    if (now && widget() && widget()->isAncestorOf(now))
        ensureWidgetVisible(now);
}

QSize FittingScrollArea::sizeHint() const
{
    const QSize content = widget() ? widget()->sizeHint() : QSize();
    return content + QSize(verticalScrollBar()->sizeHint().width(), 0);
}

QSize FittingScrollArea::minimumSizeHint() const
{
    // As wide as the content needs (it never scrolls sideways), as short as a few lines.
    const int width = widget() ? widget()->minimumSizeHint().width() : 0;
    return {width + verticalScrollBar()->sizeHint().width(), fontMetrics().height() * 6};
}

void fitToScreen(QWidget &window)
{
    const QScreen *screen = screenFor(window);
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const QSize room = usableSize(available.size());
    // A window never shown nor sized takes its size hint when it shows: take it now, to bound it.
    if (!window.isVisible() && !window.testAttribute(Qt::WA_Resized))
        window.adjustSize();
    QSize size = window.size().boundedTo(room).expandedTo(window.minimumSize());
    if (size != window.size())
        window.resize(size);
    // On the screen: its top-left within the available area, and as much of it as fits.
    QPoint at = window.pos();
    if (window.isWindow() && !available.contains(QRect(at, size))) {
        at.setX(std::clamp(at.x(), available.left(),
                           std::max(available.left(), available.right() - size.width())));
        at.setY(std::clamp(at.y(), available.top(),
                           std::max(available.top(), available.bottom() - size.height())));
        window.move(at);
    }
}

} // namespace countdown::ui
