// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// For widget tests that play a round as a player does, by keys.
#pragma once

#include "settings.h"

#include <QApplication>
#include <QString>
#include <QTest>
#include <QWidget>

namespace countdown::test {

// Nothing that waits or sounds: no draw or roll pauses, no sound, no guided first round.
inline ui::AppSettings quietSettings()
{
    ui::AppSettings s;
    s.game.reducedMotion = true;
    s.sound = false;
    s.guidedRoundDone = true;
    return s;
}

// Keys typed to whatever has the focus, one by one, as a player types them (the focus may move
// between two keys).
inline void typeKeys(const QString &keys)
{
    for (const QChar c : keys)
        QTest::keyClicks(QApplication::focusWidget(), QString(c));
}

} // namespace countdown::test
