#include "secondarywindow.h"

#include "screenfit.h"

#include <QKeySequence>
#include <QShortcut>
#include <QWidget>

namespace countdown::ui {

void makeSecondaryWindow(QWidget &window)
{
    window.setWindowFlag(Qt::Window);
    for (const QKeySequence &keys :
         {QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape)}) {
        auto *shortcut = new QShortcut(keys, &window);
        shortcut->setContext(Qt::WindowShortcut);
        QObject::connect(shortcut, &QShortcut::activated, &window, &QWidget::close);
    }
    fitToScreen(window);
}

} // namespace countdown::ui
