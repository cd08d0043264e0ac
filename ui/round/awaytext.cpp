// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "awaytext.h"

#include <QCoreApplication>
#include <QLocale>

#include <limits>

namespace countdown::ui {

QString awayText(Number distance)
{
    if (distance <= std::numeric_limits<int>::max())
        return QCoreApplication::translate("countdown::ui::AwayText", "%n away", nullptr,
                                           int(distance));
    //: %1 is a number of more than two billion, written with the language's digit grouping
    return QCoreApplication::translate("countdown::ui::AwayText", "%1 away")
        .arg(QLocale().toString(distance));
}

} // namespace countdown::ui
