// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// "N away": how far a declaration is from the target, as every panel writes it. One place, because
// Qt's plural forms take an int and a custom round of 999,999s can miss by far more.
#pragma once

#include "number.h"

#include <QString>

namespace countdown::ui {

// "1 away", "7 away", "1,234,567,890,123 away" (distance > 0; "exact" is each caller's own word).
QString awayText(Number distance);

} // namespace countdown::ui
