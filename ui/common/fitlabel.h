// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A one-line label for a text that must be read whole (the solver's answer): when its width is
// short, its font shrinks, down to the application's normal size, instead of the text wrapping
// onto more lines than the layout gave it or pushing the window wider. Past that floor it wraps.
#pragma once

#include "plaintext.h"

namespace countdown::ui {

class FitLabel : public PlainLabel {
    Q_OBJECT

public:
    explicit FitLabel(QWidget *parent = nullptr);

    // The size the text is shown at when it fits (in points; the floor is the widget's base font).
    void setLargestPointSize(qreal points);
    void setFittedText(const QString &text);

    // Whether the text shows whole at the size it has now.
    bool fitsWhole() const;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fit();

    qreal m_largest = 0;
    qreal m_smallest = 0;
};

} // namespace countdown::ui
