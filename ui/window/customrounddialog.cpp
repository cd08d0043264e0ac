// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "customrounddialog.h"

#include "plaintext.h"
#include "theme.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace countdown::ui {

CustomRoundDialog::CustomRoundDialog(QWidget *parent)
    : QDialog(parent)
    , m_numbers(new QLineEdit(this))
    , m_target(new QLineEdit(this))
    , m_error(new PlainLabel(this))
{
    setWindowTitle(tr("Custom round"));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new PlainLabel(tr("Type the numbers (up to 7, separated by spaces) and the target — "
                          "for instance a round from the TV."),
                       this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_numbers->setPlaceholderText(tr("e.g. 25 50 75 100 3 6"));
    m_numbers->setObjectName(QStringLiteral("customNumbers"));
    m_target->setPlaceholderText(tr("e.g. 952"));
    m_target->setObjectName(QStringLiteral("customTarget"));
    auto *numbersLabel = new PlainLabel(tr("&Numbers:"), this);
    numbersLabel->setBuddy(m_numbers);
    auto *targetLabel = new PlainLabel(tr("&Target:"), this);
    targetLabel->setBuddy(m_target);
    m_numbers->setAccessibleName(tr("Numbers"));
    m_target->setAccessibleName(tr("Target"));
    form->addRow(numbersLabel, m_numbers);
    form->addRow(targetLabel, m_target);
    layout->addLayout(form);

    m_error->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("customError"));
    QPalette p = m_error->palette();
    p.setColor(QPalette::WindowText, Theme::instance().colors().bad);
    m_error->setPalette(p);
    layout->addWidget(m_error);

    auto *buttons = new QDialogButtonBox(this);
    m_play = buttons->addButton(tr("&Play"), QDialogButtonBox::AcceptRole);
    m_play->setObjectName(QStringLiteral("customPlay"));
    m_play->setToolTip(tr("Play this round against the clock"));
    m_solve = buttons->addButton(tr("&Solve now"), QDialogButtonBox::ActionRole);
    m_solve->setObjectName(QStringLiteral("customSolve"));
    m_solve->setToolTip(tr("Show the solver's answer at once (no points)"));
    buttons->addButton(QDialogButtonBox::Cancel);
    layout->addWidget(buttons);

    connect(m_numbers, &QLineEdit::textChanged, this, &CustomRoundDialog::validate);
    connect(m_target, &QLineEdit::textChanged, this, &CustomRoundDialog::validate);
    connect(m_play, &QPushButton::clicked, this, [this] { finish(false); });
    connect(m_solve, &QPushButton::clicked, this, [this] { finish(true); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
}

void CustomRoundDialog::setInput(const QString &numbers, const QString &target)
{
    m_numbers->setText(numbers);
    m_target->setText(target);
    validate();
}

QString CustomRoundDialog::errorText() const
{
    return m_error->text();
}

void CustomRoundDialog::validate()
{
    // Each field is checked as soon as something is typed in it; the rules and messages are the
    // command line's.
    const PuzzleForm form = readPuzzleForm(m_numbers->text(), m_target->text());
    const std::optional<Puzzle> puzzle = form.puzzle();
    m_valid = puzzle.has_value();
    if (puzzle)
        m_puzzle = *puzzle;
    m_error->setText(form.error ? errorMessage(*form.error) : QString());
    m_play->setEnabled(m_valid);
    m_solve->setEnabled(m_valid);
}

void CustomRoundDialog::finish(bool revealAtOnce)
{
    if (!m_valid)
        return;
    m_revealAtOnce = revealAtOnce;
    accept();
}

} // namespace countdown::ui
