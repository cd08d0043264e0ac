// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// F1: the rules of the round, the scoring and every key.
#pragma once

#include <QDialog>

class QTextBrowser;

namespace countdown::ui {

class HelpDialog : public QDialog {
    Q_OBJECT

public:
    explicit HelpDialog(QWidget *parent = nullptr);
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QTextBrowser *m_browser;
};

} // namespace countdown::ui
