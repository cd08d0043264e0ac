// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "aboutdialog.h"
#include "plaintext.h"
#include "theme.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace countdown::ui {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_title(new PlainLabel(this))
    , m_body(new PlainLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    auto *icon = new PlainLabel(this);
    icon->setObjectName(QStringLiteral("aboutIcon"));
    icon->setPixmap(QIcon(QStringLiteral(":/icons/countdown-numbers.svg")).pixmap(72, 72));
    top->addWidget(icon, 0, Qt::AlignTop);
    auto *texts = new QVBoxLayout;
    m_title->setObjectName(QStringLiteral("aboutTitle"));
    m_title->setFont(typeFont(TypeRole::Title, m_title->font(), QFont::Bold));
    texts->addWidget(m_title);
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setOpenExternalLinks(true);
    m_body->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_body->setObjectName(QStringLiteral("aboutText"));
    texts->addWidget(m_body);
    top->addLayout(texts, 1);
    layout->addLayout(top);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::ActionRole);
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(520);
    retranslate();
}

QString AboutDialog::text() const
{
    return m_title->text() + QLatin1Char('\n') + m_body->text();
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslate()
{
    setWindowTitle(tr("About Countdown Numbers"));
    m_title->setText(tr("Countdown Numbers %1").arg(QApplication::applicationVersion()));
    m_body->setText(
        tr("<p>The numbers round of <i>Countdown</i> and <i>Des chiffres et des lettres</i> "
           "(<i>Le compte est bon</i>): reach the target with six tiles and + − × ÷, against "
           "the clock.</p>"
           "<p>Licence: GNU General Public License, version 3 or later "
           "(<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">GPL-3.0-or-later</a>). "
           "There is no warranty.</p>"
           "<p>Made by the Countdown Numbers developers with Qt %1. The clock, the sounds and the "
           "icon are our own; none of the shows' music or artwork is used. Distinct solutions "
           "are counted as the public numbers solver of Graeme Cole counts them, so that our "
           "figures can be compared with his.</p>"
           "<p><i>Countdown</i> and <i>Des chiffres et des lettres</i> are television "
           "programmes of their broadcasters; this game is not affiliated with them.</p>")
            .arg(QString::fromLatin1(qVersion())));
}

} // namespace countdown::ui
