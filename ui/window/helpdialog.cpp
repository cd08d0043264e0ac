// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "helpdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace countdown::ui {

HelpDialog::HelpDialog(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    m_browser->setOpenExternalLinks(false);
    resize(620, 640);
    retranslate();
}

QString HelpDialog::text() const
{
    return m_browser->toPlainText();
}

void HelpDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void HelpDialog::retranslate()
{
    setWindowTitle(tr("How to play"));
    m_browser->setAccessibleName(tr("Rules and keys"));
    const QString html =
        tr("<h2>The numbers round</h2>"
           "<p>Six tiles are drawn and a three-digit target appears. Before the clock's hand "
           "reaches the bottom, combine tiles with + − × ÷ to reach the target, or get as close "
           "as you can.</p>"
           "<ul><li>Every step must give a whole positive number: no fractions, nothing below "
           "one.</li>"
           "<li>Each tile is used at most once; you need not use them all (unless the setting "
           "<i>Every number must be used</i> is on).</li></ul>"
           "<p><b>Countdown (UK):</b> pick how many large numbers (0–4 of 25, 50, 75, 100); the "
           "rest come from two each of 1–10. Target 100–999.<br>"
           "<b>Le compte est bon (France):</b> six tiles from one bag of 24. Target 101–999.</p>"
           "<h3>Scoring</h3>"
           "<p>Exact: 10 points. 1–5 away: 7. 6–10 away: 5. Further: 0. When time is up, the "
           "closest value you reached (with the tiles or typed) is declared for you. Asking "
           "for the answer early scores 0. Each hint you take lowers the most the round can score "
           "by 2 "
           "points.</p>"
           "<h3>Playing</h3>"
           "<p>Click a tile, an operation, then another tile: the result replaces them. Or type "
           "your answer, e.g. <tt>(75 + 100 / 25) × (8 + 2)</tt>; <tt>x</tt> and <tt>:</tt> work "
           "for × and ÷.</p>"
           "<h3>Keys</h3>"
           "<table cellspacing='4'>"
           "<tr><td><b>0–4</b></td><td>pick the number of large numbers</td></tr>"
           "<tr><td><b>Space, Enter</b></td><td>draw with the usual choice; next round</td></tr>"
           "<tr><td><b>1–7</b></td><td>select a tile by its place (outside the answer "
           "field)</td></tr>"
           "<tr><td><b>+ − × ÷</b> (<b>+ - * /</b>)</td><td>choose the operation</td></tr>"
           "<tr><td><b>Tab, ← →</b></td><td>move between tiles; Space selects</td></tr>"
           "<tr><td><b>Ctrl+Z</b>, <b>Backspace</b></td><td>undo the last step</td></tr>"
           "<tr><td><b>Ctrl+Backspace</b></td><td>start the working again</td></tr>"
           "<tr><td><b>Ctrl+E</b></td><td>type an answer</td></tr>"
           "<tr><td><b>Ctrl+Enter</b></td><td>I've got it: stop the clock and declare</td></tr>"
           "<tr><td><b>Esc</b></td><td>clear the selection</td></tr>"
           "<tr><td><b>P</b></td><td>pause (the tiles and target are hidden)</td></tr>"
           "<tr><td><b>Ctrl+Shift+A</b></td><td>show the answer now (the round scores 0)</td></tr>"
           "<tr><td><b>H</b></td><td>a hint (each lowers the round's maximum by 2 points)</td></tr>"
           "<tr><td><b>N</b></td><td>next round</td></tr>"
           "<tr><td><b>C</b></td><td>custom round</td></tr>"
           "<tr><td><b>Ctrl+,</b></td><td>settings</td></tr>"
           "<tr><td><b>F1</b></td><td>this help</td></tr>"
           "</table>");
    // Apart from the text above, so that its translations stand as they are.
    const QString guidedRound =
        tr("<h3>A guided round</h3>"
           "<p><b>Help ▸ Guided first round</b> plays one easy round with you, step by step and "
           "without a clock: picking, combining, undoing, typing, declaring and the answer. It "
           "records nothing; <b>Esc</b> leaves it.</p>");
    m_browser->setHtml(html + guidedRound);
}

} // namespace countdown::ui
