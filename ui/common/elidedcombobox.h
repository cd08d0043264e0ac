// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A combo box that gives up width gracefully: a choice too long for it (a player's variant may be
// named in 60 characters) shows cut with "…" rather than cut off mid-letter, as Qt's styles draw
// it; its list (as wide as its longest choice) and what it tells screen readers keep the whole
// name.
#pragma once

#include <QComboBox>

namespace countdown::ui {

class ElidedComboBox : public QComboBox {
    Q_OBJECT

public:
    explicit ElidedComboBox(QWidget *parent = nullptr);

    // The current choice as it is drawn: currentText(), or its start and "…" when that does not
    // fit.
    QString shownText() const;
    bool isElided() const { return shownText() != currentText(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // What the style draws the current choice in, for this option.
    QRect textRect(const QStyleOptionComboBox &option) const;
};

} // namespace countdown::ui
