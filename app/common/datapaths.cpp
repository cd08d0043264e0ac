// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "datapaths.h"

#include <QDir>
#include <QStandardPaths>

namespace countdown::app {

QString historyFilePath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder); // if this fails, opening the history says why
    return QDir(folder).filePath(QStringLiteral("history.sqlite"));
}

} // namespace countdown::app
