// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A settings file that could not be read (not a settings file any more: a disk error, an editor
// gone wrong) is kept as a copy beside it, so that nothing is lost, and the settings start again
// from the defaults.
#pragma once

#include <QString>

QT_BEGIN_NAMESPACE
class QSettings;
QT_END_NAMESPACE

namespace countdown::ui {

// Empty when the file was fine; else where the copy is (empty if even the copy failed) and that it
// was damaged, for the window to say once.
struct DamagedSettings {
    bool damaged = false;
    QString keptAs;
};

// Called before the settings are read. A variant of the player's that is not UTF-8 costs only
// that variant, which is removed (and logged), not the whole file.
DamagedSettings keepDamagedSettings(QSettings &settings);

} // namespace countdown::ui
