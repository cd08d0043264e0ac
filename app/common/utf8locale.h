// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What both programs do before Qt starts about a process that has no locale of its own.
#pragma once

namespace countdown {

// A process started with no locale (LANG unset: cron, containers, a fresh chroot) or with
// LC_ALL=C, as scripts often do, has the C locale, whose character set is ASCII. Qt replaces it
// with C.UTF-8 by itself, but since Qt 6.5 it also prints four lines about it on standard error
// each time: in front of every answer and every error of countdown-solve. This makes the same
// change first, silently, through the environment that Qt reads. A locale with another character
// set chosen on purpose (en_GB.ISO-8859-1) is left alone, for Qt to warn about. Call it first
// thing in main(), before the Q*Application.
void useUtf8ForTheCLocale();

} // namespace countdown
