// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "plaintext.h"

#include <QTextDocument>

namespace countdown::ui {

PlainLabel::PlainLabel(QWidget *parent)
    : PlainLabel(QString(), parent)
{
}

PlainLabel::PlainLabel(const QString &text, QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setText(text);
}

QString plainToolTip(const QString &text)
{
    // A tooltip has no text format of its own: only rich text that escapes the name is sure to
    // be shown as the name.
    return text.isEmpty() ? QString() : Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

} // namespace countdown::ui
