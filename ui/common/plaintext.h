// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Text that comes from a player or a file (a name, a variant's name, a file's path) is shown as
// written, never read as markup. Qt's labels, tooltips and message boxes guess: a text that looks
// like HTML is rendered as HTML, so a name such as <img src="/dev/zero"> would make the window
// load that "image" without end. Our labels are PlainLabels; the few that are rich on purpose
// (the About box, the guided round's banner) say so and escape what they insert; message boxes
// that show such a text are set to Qt::PlainText.
#pragma once

#include <QLabel>

namespace countdown::ui {

class PlainLabel : public QLabel {
    Q_OBJECT
public:
    explicit PlainLabel(QWidget *parent = nullptr);
    explicit PlainLabel(const QString &text, QWidget *parent = nullptr);
};

// A tooltip that shows `text` as written (empty stays empty: no tooltip).
QString plainToolTip(const QString &text);

} // namespace countdown::ui
