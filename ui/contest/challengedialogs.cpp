// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "challengedialogs.h"

#include "challengetext.h"
#include "error.h"
#include "plaintext.h"
#include "theme.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace countdown::ui {

namespace {
// Wide enough for a code of seven tiles and two names on one line of the field, and for the
// message in a few lines; narrower than an 800-pixel screen.
constexpr int kDialogWidthInCharacters = 64;
} // namespace

ChallengeSendDialog::ChallengeSendDialog(const Challenge &challenge, const QString &name,
                                         QWidget *parent)
    : QDialog(parent)
    , m_challenge(challenge)
    , m_name(new QLineEdit(this))
    , m_message(new QPlainTextEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    const bool reply = challenge.reply.has_value();
    setObjectName(QStringLiteral("challengeSendDialog"));
    setWindowTitle(reply ? tr("Reply to the challenge") : tr("Challenge a friend"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new PlainLabel(
        reply ? tr("Send this to your friend: it carries both results, and shows them who won.")
              : tr("Send this to a friend in any chat or e-mail. They play the same round, and "
                   "their reply shows you who won."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_name->setObjectName(QStringLiteral("challengerName"));
    m_name->setMaxLength(kMaxChallengeNameLength);
    m_name->setPlaceholderText(tr("The name your friend knows you by"));
    m_name->setText(name);
    auto *nameLabel = new PlainLabel(tr("Your &name:"), this);
    nameLabel->setBuddy(m_name);
    form->addRow(nameLabel, m_name);
    layout->addLayout(form);
    m_message->setObjectName(QStringLiteral("challengeMessage"));
    m_message->setReadOnly(true);
    m_message->setAccessibleName(tr("The message to send"));
    // The whole message in view: about 200 characters, five lines at the dialog's width.
    m_message->setMinimumHeight(m_message->fontMetrics().lineSpacing() * 5
                                + 2 * m_message->frameWidth() + 8);
    m_message->setMaximumHeight(m_message->fontMetrics().lineSpacing() * 7);
    layout->addWidget(m_message);
    copyButton()->setText(tr("&Copy"));
    copyButton()->setToolTip(tr("Copy the message, to paste it in a chat"));
    connect(m_name, &QLineEdit::textChanged, this, &ChallengeSendDialog::update);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    setMinimumWidth(kDialogWidthInCharacters * fontMetrics().averageCharWidth());
    update();
    m_name->setFocus();
}

QString ChallengeSendDialog::name() const
{
    return challengeName(m_name->text().trimmed()).trimmed();
}

QString ChallengeSendDialog::message() const
{
    return m_message->toPlainText();
}

QPushButton *ChallengeSendDialog::copyButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void ChallengeSendDialog::update()
{
    Challenge sent = m_challenge;
    ChallengeResult &mine = sent.reply ? *sent.reply : *sent.sender;
    mine.name = name();
    m_message->setPlainText(challengeMessage(sent));
}

ChallengeCodeDialog::ChallengeCodeDialog(const QString &offered, QWidget *parent)
    : QDialog(parent)
    , m_code(new QLineEdit(this))
    , m_feedback(new PlainLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("challengeCodeDialog"));
    setWindowTitle(tr("Play a challenge"));
    auto *layout = new QVBoxLayout(this);
    auto *label =
        new PlainLabel(tr("Paste the &code your friend sent, or their whole message:"), this);
    label->setWordWrap(true);
    label->setBuddy(m_code);
    layout->addWidget(label);
    m_code->setObjectName(QStringLiteral("challengeCode"));
    m_code->setPlaceholderText(QStringLiteral("1B83-409D-KH50-0T20-EH"));
    layout->addWidget(m_code);
    m_feedback->setObjectName(QStringLiteral("challengeFeedback"));
    m_feedback->setWordWrap(true);
    m_feedback->setMinimumHeight(m_feedback->fontMetrics().lineSpacing() * 3);
    m_feedback->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_feedback);
    connect(m_code, &QLineEdit::textChanged, this, &ChallengeCodeDialog::update);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    setMinimumWidth(kDialogWidthInCharacters * fontMetrics().averageCharWidth());
    const Result<QString> found = challengeCodeIn(offered);
    if (found && readChallengeCode(*found))
        m_code->setText(*found);
    update();
    m_code->setFocus();
}

QPushButton *ChallengeCodeDialog::playButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

QString ChallengeCodeDialog::feedback() const
{
    return m_feedback->text();
}

void ChallengeCodeDialog::update()
{
    m_challenge.reset();
    const QString typed = m_code->text();
    QString said;
    if (!typed.trimmed().isEmpty()) {
        const Result<Challenge> read = readChallengeIn(typed);
        if (read) {
            m_challenge = *read;
            said = challengeSummary(*read);
        } else {
            said = errorMessage(read.error()) + QLatin1Char('.');
        }
    }
    m_feedback->setText(said);
    setTextRole(m_feedback, m_challenge || said.isEmpty() ? TextRole::Normal : TextRole::Warning);
    m_feedback->setAccessibleName(said);
    playButton()->setEnabled(m_challenge.has_value());
    playButton()->setText(m_challenge && m_challenge->reply ? tr("&See who won") : tr("&Play"));
}

} // namespace countdown::ui
