// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "elidedcombobox.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace countdown::ui {

ElidedComboBox::ElidedComboBox(QWidget *parent)
    : QComboBox(parent)
{
}

QRect ElidedComboBox::textRect(const QStyleOptionComboBox &option) const
{
    // The label's own margin, as QCommonStyle draws it (CE_ComboBoxLabel: the edit field less one
    // pixel on each side), and the icon's room when the choice has one.
    QRect rect =
        style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    rect.adjust(1, 0, -1, 0);
    if (!option.currentIcon.isNull())
        rect.setLeft(rect.left() + option.iconSize.width() + 4);
    return rect;
}

QString ElidedComboBox::shownText() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return fontMetrics().elidedText(option.currentText, Qt::ElideRight, textRect(option).width());
}

void ElidedComboBox::paintEvent(QPaintEvent *)
{
    // QComboBox::paintEvent, with the current text cut to fit.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    if (currentIndex() < 0 && !placeholderText().isEmpty()) {
        option.palette.setBrush(QPalette::ButtonText, option.palette.placeholderText());
        option.currentText = placeholderText();
    }
    option.currentText =
        fontMetrics().elidedText(option.currentText, Qt::ElideRight, textRect(option).width());
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

} // namespace countdown::ui
