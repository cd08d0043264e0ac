// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pickpanel.h"

#include "plaintext.h"
#include "roundkindtext.h"
#include "theme.h"
#include "varianttext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace countdown::ui {

PickPanel::PickPanel(QWidget *parent)
    : QWidget(parent)
    , m_prompt(new PlainLabel(this))
    , m_hint(new PlainLabel(this))
    , m_drawButton(new QPushButton(this))
    , m_custom(new QPushButton(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    m_prompt->setObjectName(QStringLiteral("pickPrompt"));
    m_prompt->setFont(typeFont(TypeRole::Title, m_prompt->font()));
    m_prompt->setAlignment(Qt::AlignCenter);
    m_prompt->setWordWrap(true); // a practice's kind of round is long in some languages
    layout->addWidget(m_prompt);

    auto *row = new QHBoxLayout;
    row->addStretch(1);
    const QFont big = typeFont(TypeRole::Display, font(), QFont::Bold);
    for (int large = 0; large <= kMaxTiles; ++large) {
        auto *button = new QPushButton(QString::number(large), this);
        button->setObjectName(QStringLiteral("pickLarge%1").arg(large));
        button->setFont(big);
        button->setMinimumSize(72, 64);
        button->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        button->setCheckable(true); // shows the contestant's pick, pressed
        connect(button, &QPushButton::clicked, this, [this, button, large] {
            button->setChecked(false);
            Q_EMIT largePicked(large);
        });
        m_large << button;
        row->addWidget(button);
    }
    m_drawButton->setObjectName(QStringLiteral("drawButton"));
    m_drawButton->setFont(big);
    m_drawButton->setMinimumHeight(64);
    connect(m_drawButton, &QPushButton::clicked, this, &PickPanel::drawRequested);
    row->addWidget(m_drawButton);
    row->addStretch(1);
    layout->addLayout(row);

    auto *customRow = new QHBoxLayout;
    customRow->addStretch(1);
    m_custom->setObjectName(QStringLiteral("customButton"));
    connect(m_custom, &QPushButton::clicked, this, &PickPanel::customRequested);
    customRow->addWidget(m_custom);
    customRow->addStretch(1);
    layout->addLayout(customRow);
    m_hint->setAlignment(Qt::AlignCenter);
    setTextRole(m_hint, TextRole::Muted);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    layout->addStretch(2);
    setVariant(standardVariant());
}

void PickPanel::setVariant(const GameVariant &variant)
{
    m_variant = variant;
    m_french = !variant.playerPicksLarge();
    showMode();
}

void PickPanel::setContestantsPick(const QString &name, std::optional<int> large)
{
    m_contestantName = name;
    m_contestantsPick = large;
    showMode();
}

void PickPanel::setPractice(const std::optional<RoundKind> &kind, std::optional<int> fixedLarge)
{
    m_practiceKind = kind;
    m_practicePick = kind ? fixedLarge : std::nullopt;
    showMode();
}

LargePick PickPanel::pickRange() const
{
    // A practice's fixed pick, and any pick under one bag, is a UK round's.
    const bool ukRound = m_french || (m_practicePick && !m_contestantsPick);
    return ukRound ? LargePick{} : m_variant.largePick.value_or(LargePick{});
}

int PickPanel::tilesDrawn() const
{
    return m_french || (m_practicePick && !m_contestantsPick) ? kTilesPerRound : m_variant.tiles;
}

std::optional<int> PickPanel::fixedPick() const
{
    return m_contestantsPick ? m_contestantsPick : m_practicePick;
}

void PickPanel::setPicker(const QString &name)
{
    m_picker = name;
    retranslate();
}

void PickPanel::showMode()
{
    // A fixed pick is drawn as UK rounds even under the French rules (a practice's number of
    // large).
    const std::optional<int> fixed = fixedPick();
    const bool theirs = fixed.has_value();
    const LargePick range = pickRange();
    for (int i = 0; i < m_large.size(); ++i) {
        m_large[i]->setVisible((!m_french || theirs) && i >= range.fewest && i <= range.most);
        m_large[i]->setEnabled(!theirs);
        m_large[i]->setChecked(theirs && i == *fixed);
        m_large[i]->setDefault(!theirs && i == m_variant.clampLarge(m_default));
    }
    m_drawButton->setVisible(m_french || theirs);
    m_drawButton->setDefault(theirs);
    retranslate();
}

void PickPanel::setDefaultLarge(int large)
{
    m_default = std::clamp(large, 0, kMaxTiles);
    showMode();
}

QPushButton *PickPanel::largeButton(int large) const
{
    return large >= 0 && large < m_large.size() ? m_large[large] : nullptr;
}

QString PickPanel::promptText() const
{
    return m_prompt->text();
}

QPushButton *PickPanel::defaultButton() const
{
    return m_french || fixedPick() ? m_drawButton : largeButton(m_variant.clampLarge(m_default));
}

void PickPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PickPanel::retranslate()
{
    const bool theirs = !m_french && m_contestantsPick.has_value();
    // The kind in words here, so that it follows a change of language.
    const QString practice = m_practiceKind ? roundKindName(*m_practiceKind) : QString();
    if (m_practiceKind && (m_practicePick || m_french))
        //: %1: the kind of round practised, e.g. "Rounds that need a division"
        m_prompt->setText(tr("Practice: %1.").arg(practice));
    else if (m_practiceKind)
        m_prompt->setText(tr("Practice: %1. How many large numbers?").arg(practice));
    else if (m_french && m_variant.id == leCompteEstBonVariant().id)
        m_prompt->setText(tr("Le compte est bon: six tiles, a target from 101 to 999."));
    else if (m_french)
        //: %1: the variant's name; %2-%3: its targets
        m_prompt->setText(
            tr("%1: %n tile(s) from one bag, a target from %2 to %3.", nullptr, m_variant.tiles)
                .arg(variantName(m_variant), QLocale().toString(qlonglong(m_variant.targets.low)),
                     QLocale().toString(qlonglong(m_variant.targets.high))));
    else if (theirs)
        m_prompt->setText(
            tr("%1’s pick: %n large number(s)", nullptr, *m_contestantsPick).arg(m_contestantName));
    else if (!m_picker.isEmpty())
        m_prompt->setText(tr("%1, how many large numbers?").arg(m_picker));
    else if (!m_contestantName.isEmpty())
        //: %1: the computer contestant the round is played against
        m_prompt->setText(tr("Against %1. How many large numbers?").arg(m_contestantName));
    else
        m_prompt->setText(tr("How many large numbers?"));
    for (int i = 0; i < m_large.size(); ++i) {
        m_large[i]->setAccessibleName(tr("%n large number(s)", nullptr, i));
        m_large[i]->setToolTip(tr("Draw %n large number(s) and %1 small (key %2)", nullptr, i)
                                   .arg(std::max(0, tilesDrawn() - i))
                                   .arg(i));
    }
    m_drawButton->setText(tr("&Draw"));
    m_drawButton->setAccessibleName(tr("Draw the tiles"));
    m_custom->setText(tr("&Custom round…"));
    m_custom->setToolTip(tr("Type in any numbers and target, e.g. from the TV"));
    m_hint->setText(m_french || fixedPick()
                        ? tr("Space or Enter draws. C: a custom round.")
                        : tr("Keys %1–%2 pick; Space or Enter picks %3. C: a custom round.")
                              .arg(pickRange().fewest)
                              .arg(pickRange().most)
                              .arg(m_variant.clampLarge(m_default)));
}

} // namespace countdown::ui
