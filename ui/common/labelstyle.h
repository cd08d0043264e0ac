// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// How the windows' labels are dressed beside the theme's style sheet: a font scaled from the
// widget's own (so that it follows the system's size and the screen's scale), and a text colour.
#pragma once

#include <QColor>
#include <QFont>

class QLabel;

namespace countdown::ui {

// `base` scaled by `factor`, bold or not.
QFont scaledFont(const QFont &base, qreal factor, bool bold);
// The label's text in `colour` (its palette's WindowText).
void setTextColour(QLabel *label, const QColor &colour);

} // namespace countdown::ui
