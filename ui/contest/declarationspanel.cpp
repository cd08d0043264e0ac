// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "declarationspanel.h"

#include "gamecontroller.h"
#include "plaintext.h"
#include "playername.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace countdown::ui {

using Step = OneMachineDeclarations::Step;

DeclarationsPanel::DeclarationsPanel(GameController &game, QWidget *parent)
    : QFrame(parent)
    , m_game(game)
    , m_title(new PlainLabel(this))
    , m_hint(new PlainLabel(this))
    , m_value(new QLineEdit(this))
    , m_declare(new QPushButton(this))
    , m_nothing(new QPushButton(this))
    , m_show(new QPushButton(this))
    , m_cannotShow(new QPushButton(this))
{
    setObjectName(QStringLiteral("declarationsPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 8, 14, 8);
    layout->setSpacing(4);
    m_title->setObjectName(QStringLiteral("declarationsTitle"));
    m_title->setFont(typeFont(TypeRole::Large, font(), QFont::Bold));
    m_title->setWordWrap(true);
    m_hint->setWordWrap(true);
    setTextRole(m_hint, TextRole::Muted);

    // The title and what to do on one row, so that the panel takes little height from the board.
    auto *row = new QHBoxLayout;
    row->setSpacing(8);
    // Typed out of the others' sight: shown as dots, like a password.
    m_value->setObjectName(QStringLiteral("declarationValue"));
    m_value->setEchoMode(QLineEdit::Password);
    m_value->setValidator(new QIntValidator(1, 99'999'999, m_value));
    m_value->setMaximumWidth(140);
    connect(m_value, &QLineEdit::returnPressed, this, &DeclarationsPanel::declareTyped);
    m_declare->setObjectName(QStringLiteral("declareButton"));
    connect(m_declare, &QPushButton::clicked, this, &DeclarationsPanel::declareTyped);
    m_nothing->setObjectName(QStringLiteral("nothingButton"));
    connect(m_nothing, &QPushButton::clicked, this, [this] {
        m_value->clear();
        m_game.declareValue(std::nullopt);
    });
    m_show->setObjectName(QStringLiteral("showMethodButton"));
    connect(m_show, &QPushButton::clicked, &m_game, &GameController::showMethod);
    m_cannotShow->setObjectName(QStringLiteral("cannotShowButton"));
    connect(m_cannotShow, &QPushButton::clicked, &m_game, &GameController::cannotShow);
    row->addWidget(m_title, 1);
    row->addWidget(m_value);
    row->addWidget(m_declare);
    row->addWidget(m_nothing);
    row->addWidget(m_show);
    row->addWidget(m_cannotShow);
    layout->addLayout(row);
    layout->addWidget(m_hint);

    connect(&m_game, &GameController::declarationsChanged, this, &DeclarationsPanel::refresh);
    connect(&m_game, &GameController::phaseChanged, this, &DeclarationsPanel::refresh);
    refresh();
}

void DeclarationsPanel::declareTyped()
{
    bool ok = false;
    const Number value = QLocale().toLongLong(m_value->text(), &ok);
    if (!ok && !m_value->text().isEmpty())
        return; // the validator lets nothing else through; a stray paste stays to be fixed
    m_value->clear();
    m_game.declareValue(ok ? std::optional<Number>(value) : std::nullopt);
}

void DeclarationsPanel::refresh()
{
    const auto &declarations = m_game.declarations();
    // Done: the round is being scored, nobody's turn any more.
    const bool shown = m_game.phase() == Phase::Declarations && declarations.has_value()
                       && declarations->step() != Step::Done;
    setVisible(shown);
    if (!shown)
        return;
    const QStringList names = m_game.progress().players();
    const int seat = declarations->currentPlayer();
    const QString name = seat >= 0 && seat < names.size() ? names[seat] : QString();
    const bool declaring = declarations->step() == Step::Declaring;
    const QLocale locale;

    QStringList said;
    for (int s = 0; s < declarations->players() && s < names.size(); ++s) {
        const ContestDeclaration &c = declarations->seatDeclarations()[std::size_t(s)];
        if (declaring) {
            // Who has declared, never what.
            if (s < seat)
                said << tr("%1 ✓").arg(names[s]);
            continue;
        }
        QString value = c.value ? locale.toString(*c.value) : tr("nothing");
        if (declarations->hasShown(s))
            value = declarations->hasValidMethod(s) ? tr("%1, shown").arg(value)
                                                    : tr("%1, not made").arg(value);
        said << tr("%1: %2").arg(shortPlayerName(names[s]), value); // the title has it whole
    }
    if (declaring) {
        m_title->setText(
            tr("%1, your declaration for %2").arg(name, locale.toString(m_game.target())));
        m_declarationsText =
            said.isEmpty() ? QString() : tr("Declared: %1").arg(said.join(QStringLiteral("  ")));
        const QString hint = tr("The others look away. Type the value you reached (it stays "
                                "hidden) and press Enter, or say you have nothing.");
        //: %1 is who has declared, %2 what to do now
        m_hint->setText(m_declarationsText.isEmpty() ? hint
                                                     : tr("%1 — %2").arg(m_declarationsText, hint));
    } else {
        // What each declared, said aloud; how to show is on the board (and in the tooltip).
        const ContestDeclaration &c = declarations->seatDeclarations()[std::size_t(seat)];
        m_title->setText(
            tr("%1 declared %2 for %3: show how")
                .arg(name, locale.toString(c.value.value_or(0)), locale.toString(m_game.target())));
        m_declarationsText = said.join(QStringLiteral("  ·  "));
        m_hint->setText(m_declarationsText);
    }
    for (QWidget *w : {static_cast<QWidget *>(m_value), static_cast<QWidget *>(m_declare),
                       static_cast<QWidget *>(m_nothing)})
        w->setVisible(declaring);
    m_show->setVisible(!declaring);
    m_cannotShow->setVisible(!declaring);
    m_declare->setText(tr("&Declare"));
    m_nothing->setText(tr("&Nothing to declare"));
    m_show->setText(tr("Sho&w"));
    m_show->setToolTip(tr("Build it on the tiles or type it, then press Show (Enter)."));
    m_cannotShow->setText(tr("I &can’t"));
    m_value->setAccessibleName(tr("Your value, hidden from the others"));
    m_value->setPlaceholderText(tr("Your value"));
    m_declare->setDefault(declaring);
    m_show->setDefault(!declaring);
}

void DeclarationsPanel::takeFocus()
{
    if (!isVisible() || !m_game.declarations())
        return;
    if (m_game.declarations()->step() == Step::Declaring)
        m_value->setFocus(Qt::OtherFocusReason);
}

QString DeclarationsPanel::titleText() const
{
    return m_title->text();
}

QSize DeclarationsPanel::minimumSizeHint() const
{
    // At the least width its owner gives it (the board's, beside it), not at the least width its
    // words could be squeezed into.
    QSize size = QFrame::minimumSizeHint();
    size.setWidth(std::max(size.width(), minimumWidth()));
    if (layout() && layout()->hasHeightForWidth())
        size.setHeight(std::max(size.height(), layout()->totalHeightForWidth(size.width())));
    return size;
}

QString DeclarationsPanel::hintText() const
{
    return m_hint->text();
}

QString DeclarationsPanel::declarationsText() const
{
    return m_declarationsText;
}

void DeclarationsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

} // namespace countdown::ui
