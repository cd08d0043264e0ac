// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A one-line label that gives up width gracefully: when there is not enough room it shows its
// text cut with "…" (and the whole text as its tooltip) instead of pushing the window wider.
#pragma once

#include "plaintext.h"

namespace countdown::ui {

class ElidedLabel : public PlainLabel {
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    // The whole text (QLabel::text() is what is shown, possibly cut).
    void setFullText(const QString &text);
    QString fullText() const { return m_full; }
    // Whether the text is shown cut.
    bool isElided() const { return text() != m_full; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void elide();

    QString m_full;
};

} // namespace countdown::ui
