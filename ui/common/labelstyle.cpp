// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labelstyle.h"

#include <QLabel>
#include <QPalette>

namespace countdown::ui {

void setTextColour(QLabel *label, const QColor &colour)
{
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, colour);
    label->setPalette(p);
}

} // namespace countdown::ui
