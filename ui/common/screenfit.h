// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Windows and dialogs that fit the screen they are on, whatever its size and scale: never larger
// than its available geometry (what panels and docks leave), and on it.
#pragma once

#include <QScrollArea>
#include <QSize>

class QScreen;
class QWidget;

namespace countdown::ui {

// The screen a window shows on: its own once it has one, else its parent's, else the primary.
QScreen *screenFor(const QWidget &window);

// Shrinks `window` to fit its screen's available geometry (a margin left for the frame), never
// below its minimum size, and moves it onto that screen if it is off it. A dialog whose content
// is taller than that must hold it in a scroll area.
void fitToScreen(QWidget &window);

// The most a top-level window may take of a screen with this available geometry, frame included.
QSize usableSize(const QSize &available);

// A scroll area for a dialog's long content: it asks for the whole of its content (on a screen
// with room the dialog is as large as that, with no scroll bar) and scrolls, vertically only,
// when the dialog is made smaller to fit the screen.
// While it scrolls, the mouse wheel is the page's: a drop-down, number box or slider passing
// under the pointer takes the wheel only once it has the focus (else a scroll through the page
// would change every setting on its way). A field that takes the focus, by Tab or by its label's
// shortcut, is scrolled into view.
class FittingScrollArea : public QScrollArea {
    Q_OBJECT

public:
    explicit FittingScrollArea(QWidget *content, QWidget *parent = nullptr);
    ~FittingScrollArea() override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void guardFields();
    void followFocus(QWidget *now);

    bool m_forwardingWheel = false;
    QMetaObject::Connection m_followFocus;
};

} // namespace countdown::ui
