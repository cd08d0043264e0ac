// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "answerfield.h"

#include "roundaccessibility.h"
#include "theme.h"
#include "varianttext.h"

#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionFrame>

namespace countdown::ui {

AnswerField::AnswerField(QWidget *parent)
    : QLineEdit(parent)
{
    retranslate();
    setClearButtonEnabled(true);
    connect(&Theme::instance(), &Theme::changed, this, qOverload<>(&QWidget::update));
}

bool AnswerField::isAnswerCharacter(QChar c)
{
    static const QString symbols = QStringLiteral("+-*/xX:()\u00d7\u00f7\u2212 ");
    return c.isDigit() || symbols.contains(c);
}

void AnswerField::setOperators(OperatorSet operators)
{
    m_operators = operators;
    retranslate();
}

void AnswerField::retranslate()
{
    if (m_operators.isAll()) {
        setPlaceholderText(tr("or type your answer, e.g. (75 + 100 / 25) × (8 + 2)"));
    } else {
        //: %1: the operations a variant allows, e.g. "+ − ×"
        setPlaceholderText(
            tr("or type your answer, with %1 and brackets").arg(operationsText(m_operators)));
    }
    setAccessibleName(tr("Typed answer"));
}

bool AnswerField::event(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    // A line edit claims every printable key before shortcuts see it. Letters that cannot be part
    // of an answer (P for pause, N for next round, ...) are left to the window's shortcuts.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const QString text = key->text();
        if (text.size() == 1 && text[0].isPrint() && !isAnswerCharacter(text[0])
            && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
            event->ignore();
            return true;
        }
    }
    return QLineEdit::event(event);
}

void AnswerField::keyPressEvent(QKeyEvent *event)
{
    const QString text = event->text();
    if (text.size() == 1 && text[0].isPrint() && !isAnswerCharacter(text[0])
        && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
        event->ignore(); // not for us: let the window have it
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void AnswerField::showValue(const QString &text, bool exact)
{
    m_state = State::Value;
    m_valueText = text;
    m_exact = exact;
    m_errorPosition = -1;
    setAccessibleDescriptionOnce(this, text);
    updateMargins();
    update();
}

void AnswerField::showError(int position)
{
    m_state = State::Error;
    m_valueText.clear();
    m_errorPosition = position;
    updateMargins();
    update();
}

void AnswerField::clearFeedback()
{
    m_state = State::Empty;
    m_valueText.clear();
    m_errorPosition = -1;
    setAccessibleDescriptionOnce(this, QString());
    updateMargins();
    update();
}

int AnswerField::valueInset() const
{
    // Left of the clear button when there is one.
    return isClearButtonEnabled() && !isReadOnly() ? 30 : 10;
}

void AnswerField::updateMargins()
{
    // Room on the right for the value, so that the text never runs under it.
    const int right =
        m_valueText.isEmpty() ? 0 : fontMetrics().horizontalAdvance(m_valueText) + valueInset() + 6;
    setTextMargins(0, 0, right, 0);
}

void AnswerField::paintEvent(QPaintEvent *event)
{
    QLineEdit::paintEvent(event);
    const GameColors &colors = Theme::instance().colors();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);

    if (!m_valueText.isEmpty()) {
        p.setPen(m_exact ? colors.good : colors.warning);
        QRect r = rect().adjusted(0, 0, -valueInset(), 0);
        p.drawText(r, Qt::AlignRight | Qt::AlignVCenter, m_valueText);
    }

    // The character at fault, underlined with a wave. Its x is the cursor's x plus the width of
    // the text between the cursor and it (cursorRect already accounts for scrolling).
    const QString t = text();
    if (m_state == State::Error && m_errorPosition >= 0) {
        const QFontMetricsF fm(font());
        const int pos = std::min<int>(m_errorPosition, int(t.size()));
        const int cursor = cursorPosition();
        const double cursorX = cursorRect().center().x();
        const double x =
            cursorX + fm.horizontalAdvance(t.left(pos)) - fm.horizontalAdvance(t.left(cursor));
        // A number is underlined whole, anything else one character.
        int length = 1;
        while (pos + length < t.size() && t[pos].isDigit() && t[pos + length].isDigit())
            ++length;
        const double width = pos < t.size()
                                 ? std::max(6.0, fm.horizontalAdvance(t.mid(pos, length)))
                                 : fm.horizontalAdvance(QLatin1Char('0'));
        const double y = cursorRect().bottom() + 1.5;
        if (x >= 0 && x <= this->width()) {
            QPainterPath wave;
            wave.moveTo(x, y);
            const double step = 2.5;
            bool up = true;
            for (double cx = x + step; cx <= x + width + 0.1; cx += step) {
                wave.lineTo(cx, up ? y - 2 : y);
                up = !up;
            }
            p.setPen(QPen(colors.bad, 1.6));
            p.drawPath(wave);
        }
    }
}

} // namespace countdown::ui
