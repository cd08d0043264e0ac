// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "secondarywindow.h"

#include "screenfit.h"

#include <QKeyEvent>
#include <QKeySequence>
#include <QWidget>

namespace countdown::ui {

namespace {
// Closes its window on Esc or the platform's Close keys (Ctrl+W), when no child took the key.
class CloseKeys : public QObject {
public:
    explicit CloseKeys(QWidget *window)
        : QObject(window)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress) {
            auto *key = static_cast<QKeyEvent *>(event);
            if (key->matches(QKeySequence::Close)
                || (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier)) {
                static_cast<QWidget *>(watched)->close();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};
} // namespace

void makeSecondaryWindow(QWidget &window)
{
    window.setWindowFlag(Qt::Window);
    window.installEventFilter(new CloseKeys(&window));
    fitToScreen(window);
}

} // namespace countdown::ui
