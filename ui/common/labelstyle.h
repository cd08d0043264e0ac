// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How the windows' labels are dressed beside the theme's style sheet: a text colour. (Their sizes
// are the theme's type scale: typeFont in theme.h.)
#pragma once

#include <QColor>

class QLabel;

namespace countdown::ui {

// The label's text in `colour` (its palette's WindowText).
void setTextColour(QLabel *label, const QColor &colour);

} // namespace countdown::ui
