// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "onemachinedialog.h"

#include "onemachine.h"
#include "plaintext.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace countdown::ui {

OneMachineDialog::OneMachineDialog(const QStringList &names, int roundsPerGame, QWidget *parent)
    : QDialog(parent)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_hint(new PlainLabel(this))
{
    static_assert(std::tuple_size_v<decltype(m_names)> == kMaxOneMachinePlayers);
    setObjectName(QStringLiteral("oneMachineDialog"));
    setWindowTitle(tr("Play at one machine"));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new PlainLabel(tr("Two to four players share the board and the clock. When the time "
                          "is up, each declares in turn without the others seeing; then the "
                          "closest shows how, as on the show."),
                       this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    for (int seat = 0; seat < kMaxOneMachinePlayers; ++seat) {
        auto *field = new QLineEdit(this);
        field->setObjectName(QStringLiteral("playerName%1").arg(seat + 1));
        field->setMaxLength(kMaxPlayerNameLength);
        field->setPlaceholderText(seat < kMinOneMachinePlayers ? tr("Name")
                                                               : tr("Name (optional)"));
        if (seat < names.size())
            field->setText(names[seat]);
        connect(field, &QLineEdit::textChanged, this, &OneMachineDialog::updateStart);
        m_names[std::size_t(seat)] = field;
        auto *label = new PlainLabel(tr("Player &%1:").arg(seat + 1), this);
        label->setBuddy(field);
        form->addRow(label, field);
    }
    layout->addLayout(form);
    m_hint->setText(
        tr("A game of %n round(s): the number is in Settings.", nullptr, roundsPerGame));
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    startButton()->setText(tr("&Start"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    updateStart();
    m_names.front()->setFocus(); // the names come first, not the buttons
}

QStringList OneMachineDialog::names() const
{
    QStringList typed;
    for (const QLineEdit *field : m_names) {
        if (!field->text().trimmed().isEmpty())
            typed << field->text().trimmed();
    }
    return typed;
}

QLineEdit *OneMachineDialog::nameField(int seat) const
{
    return seat >= 0 && seat < int(m_names.size()) ? m_names[std::size_t(seat)] : nullptr;
}

QPushButton *OneMachineDialog::startButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void OneMachineDialog::updateStart()
{
    startButton()->setEnabled(names().size() >= kMinOneMachinePlayers);
}

} // namespace countdown::ui
