// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardpanel.h"

#include "answerfield.h"
#include "awaytext.h"
#include "gamecontroller.h"
#include "hinttext.h"
#include "plaintext.h"
#include "theme.h"
#include "tilerack.h"
#include "workingview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace countdown::ui {

namespace {

QString operatorText(Operator op)
{
    return operatorSymbol(op, Notation::Typographic);
}

std::optional<Operator> operatorForKey(const QString &text)
{
    if (text.size() != 1)
        return std::nullopt;
    switch (text[0].unicode()) {
    case '+':
        return Operator::Add;
    case '-':
    case 0x2212:
        return Operator::Subtract;
    case '*':
    case 'x':
    case 'X':
    case 0x00d7:
        return Operator::Multiply;
    case '/':
    case ':':
    case 0x00f7:
        return Operator::Divide;
    default:
        return std::nullopt;
    }
}

// A label that always keeps the height of `lines` lines, empty or not: the board does not move
// when a message comes and goes.
void reserveLines(QLabel *label, int lines)
{
    label->setMinimumHeight(label->fontMetrics().lineSpacing() * lines);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
}

} // namespace

BoardPanel::BoardPanel(GameController &game, QWidget *parent)
    : QWidget(parent)
    , m_game(game)
    , m_rack(new TileRack(this))
    , m_lower(new QStackedWidget(this))
    , m_peopleWorking(new PlainLabel(this))
    , m_controls(new QWidget(this))
    , m_undoButton(new QPushButton(this))
    , m_resetButton(new QPushButton(this))
    , m_message(new PlainLabel(this))
    , m_working(new WorkingView(this))
    , m_answerField(new AnswerField(this))
    , m_feedback(new PlainLabel(this))
{
    setObjectName(QStringLiteral("board"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    m_rack->setObjectName(QStringLiteral("tileRack"));
    // Tiles grow with the window up to a size that still reads as tiles.
    m_rack->setMaximumHeight(150);
    layout->addWidget(m_rack, 2);
    layout->addWidget(m_lower, 5);
    m_lower->addWidget(m_controls);
    // People at one machine work on paper while the clock runs (the shared board would show
    // them all how): in the controls' place, a word on what happens next.
    m_peopleWorking->setObjectName(QStringLiteral("peopleWorking"));
    m_peopleWorking->setWordWrap(true);
    // It wraps to the width the board has; its words never widen the window (French did, at
    // 800×600).
    m_peopleWorking->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_peopleWorking->setAlignment(Qt::AlignCenter);
    m_peopleWorking->setFont(typeFont(TypeRole::Large, font()));
    setTextRole(m_peopleWorking, TextRole::Muted);
    m_lower->addWidget(m_peopleWorking);

    auto *controls = new QVBoxLayout(m_controls);
    controls->setContentsMargins(0, 0, 0, 0);
    controls->setSpacing(8);
    controls->addLayout(buildOperatorRow());

    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    reserveLines(m_message, 1);
    controls->addWidget(m_message);
    controls->addWidget(m_working, 1);

    m_answerField->setObjectName(QStringLiteral("answerField"));
    m_answerField->setFont(typeFont(TypeRole::Large, m_answerField->font()));
    m_answerField->setMinimumHeight(40);
    controls->addWidget(m_answerField);
    m_feedback->setObjectName(QStringLiteral("answerFeedback"));
    m_feedback->setWordWrap(true);
    reserveLines(m_feedback, 1);
    controls->addWidget(m_feedback);
    // In a tall window the working grows up to its longest (WorkingView), the answer field
    // beneath it; the room left comes after them.
    controls->setStretchFactor(m_working, 100);
    controls->addStretch(1);

    connectInput();

    setTabOrder(m_rack, m_opButtons.first());
    setTabOrder(m_opButtons.last(), m_undoButton);
    setTabOrder(m_undoButton, m_resetButton);
    setTabOrder(m_resetButton, m_answerField);
    retranslate();
    updateControls();
}

// The four operations, undo and start again, in one row.
QHBoxLayout *BoardPanel::buildOperatorRow()
{
    auto *ops = new QHBoxLayout;
    ops->setSpacing(8);
    const QFont opFont = typeFont(TypeRole::Title, font(), QFont::Bold);
    for (const Operator op : kOperators) {
        auto *b = new QPushButton(operatorText(op), m_controls);
        b->setObjectName(QStringLiteral("op%1").arg(int(op)));
        b->setCheckable(true);
        b->setFont(opFont);
        b->setMinimumSize(56, 46);
        connect(b, &QPushButton::clicked, this, [this, op] { chooseOperator(op); });
        m_opButtons << b;
        ops->addWidget(b);
    }
    ops->addSpacing(8);
    m_undoButton->setObjectName(QStringLiteral("undoButton"));
    m_resetButton->setObjectName(QStringLiteral("resetButton"));
    for (QPushButton *b : {m_undoButton, m_resetButton}) {
        b->setMinimumHeight(46);
        ops->addWidget(b);
    }
    ops->addStretch(1);
    return ops;
}

// The player's clicks and keys go to the game; the game's changes come back to the board.
void BoardPanel::connectInput()
{
    connect(m_rack, &TileRack::tileClicked, this, &BoardPanel::activateTile);
    connect(m_rack, &TileRack::operatorKeyPressed, this, &BoardPanel::chooseOperator);
    connect(m_rack, &TileRack::undoRequested, &m_game, &GameController::undo);
    connect(m_undoButton, &QPushButton::clicked, &m_game, &GameController::undo);
    connect(m_resetButton, &QPushButton::clicked, &m_game, &GameController::resetWorking);
    connect(m_answerField, &QLineEdit::textEdited, &m_game, &GameController::setTypedAnswer);
    // Enter declares what is typed, or says why it cannot (the clock runs on); among people at
    // one machine, after the clock, it shows the method.
    connect(m_answerField, &QLineEdit::returnPressed, this, [this] {
        if (m_game.phase() == Phase::Declarations)
            m_game.showMethod();
        else
            m_game.declareTypedAnswer();
    });

    connect(&m_game, &GameController::phaseChanged, this, &BoardPanel::onPhaseChanged);
    connect(&m_game, &GameController::roundStarted, this, &BoardPanel::onRoundStarted);
    connect(&m_game, &GameController::workingChanged, this, &BoardPanel::onWorkingChanged);
    connect(&m_game, &GameController::stepRefused, this, &BoardPanel::showError);
    connect(&m_game, &GameController::inputRejected, this, [this](const Error &error) {
        // A typed answer refused on Enter: the line under the field, where the player looks,
        // says why already; it turns red rather than being said twice.
        if (m_game.acceptsInput() && !m_game.typedAnswer().isEmpty()) {
            setTextRole(m_feedback, TextRole::Bad);
            return;
        }
        showError(error);
    });
    connect(&m_game, &GameController::typedAnswerChanged, this, &BoardPanel::updateTypedFeedback);
    connect(&m_game, &GameController::pausedChanged, this, &BoardPanel::onPausedChanged);
    connect(&m_game, &GameController::hintsChanged, this, &BoardPanel::updateMessage);
    // Among people at one machine: the board opens for whoever shows a method, cleared for each.
    connect(&m_game, &GameController::declarationsChanged, this, [this] {
        m_selectedTile = -1;
        m_pendingOp.reset();
        if (m_game.typedAnswer().isEmpty() && !m_answerField->text().isEmpty()) {
            m_answerField->clear();
            m_answerField->clearFeedback();
        }
        clearMessage();
        updateControls();
    });
}

void BoardPanel::setFinishedWidget(QWidget *widget)
{
    if (m_finished)
        m_lower->removeWidget(m_finished);
    m_finished = widget;
    if (widget)
        m_lower->addWidget(widget);
}

void BoardPanel::showFinished(bool finished)
{
    m_lower->setCurrentWidget(finished && m_finished ? m_finished : playingPage());
}

QWidget *BoardPanel::playingPage() const
{
    const bool peopleWorking = m_game.isOneMachineRound() && m_game.isRoundActive();
    return peopleWorking ? static_cast<QWidget *>(m_peopleWorking) : m_controls;
}

bool BoardPanel::isShowingFinished() const
{
    return m_finished && m_lower->currentWidget() == m_finished;
}

bool BoardPanel::handleKey(QKeyEvent *event)
{
    const bool plain =
        !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (!plain || !m_game.acceptsInput())
        return false;
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_7) {
        selectPlace(key - Qt::Key_1);
        return true;
    }
    if (const auto op = operatorForKey(event->text())) {
        chooseOperator(*op);
        return true;
    }
    if (key == Qt::Key_Backspace) {
        m_game.undo();
        return true;
    }
    if (key == Qt::Key_Escape) {
        clearSelection();
        return true;
    }
    return false;
}

QString BoardPanel::messageText() const
{
    return m_message->text();
}

QString BoardPanel::feedbackText() const
{
    return m_feedback->text();
}

void BoardPanel::chooseOperator(Operator op)
{
    if (!m_game.acceptsInput())
        return;
    if (!m_game.round().operators().contains(op)) { // its key, in a variant without it
        showError(
            Error{ErrorKind::OperationNotAllowed, -1, {operatorSymbol(op, Notation::Typographic)}});
        return;
    }
    if (m_selectedTile < 0) {
        showMessage([op] { return tr("Choose a tile first, then %1.").arg(operatorText(op)); },
                    true);
        updateControls();
        return;
    }
    m_pendingOp = (m_pendingOp == op) ? std::nullopt : std::optional<Operator>(op);
    clearMessage();
    updateControls();
}

void BoardPanel::activateTile(int boardTile)
{
    if (!m_game.acceptsInput())
        return;
    const auto &board = m_game.working().boardTiles();
    if (boardTile < 0 || boardTile >= int(board.size()) || board[std::size_t(boardTile)].used)
        return;
    if (m_selectedTile >= 0 && m_pendingOp && boardTile != m_selectedTile) {
        const int left = m_selectedTile;
        const Operator op = *m_pendingOp;
        if (m_game.combine(left, op, boardTile)) {
            // Carry on from the new tile: it is selected, ready for the next operation.
            m_selectedTile = int(m_game.working().boardTiles().size()) - 1;
            m_pendingOp.reset();
            clearMessage();
        }
        updateControls();
        return;
    }
    m_selectedTile = (m_selectedTile == boardTile) ? -1 : boardTile;
    m_pendingOp.reset();
    clearMessage();
    updateControls();
}

void BoardPanel::selectPlace(int place)
{
    if (!m_game.acceptsInput())
        return;
    const int boardTile = m_rack->boardTileAt(place);
    if (boardTile < 0) {
        // A place its tile has left (or beyond the tiles): said, so that the next keys are not
        // taken as meaning something else.
        const int number = place + 1;
        showMessage([number] { return tr("No tile at place %1.").arg(number); }, true);
        return;
    }
    if (boardTile != m_selectedTile) {
        activateTile(boardTile);
        return;
    }
    // The tile chosen already, often the one just made ("6 − 1" after a step): it stays chosen.
    // A click on it lets it go; a key keeps it, Escape lets it go.
    if (m_pendingOp) {
        const Operator op = *m_pendingOp;
        showMessage(
            [op] {
                return tr("That tile is taken already: choose another one for %1.")
                    .arg(operatorText(op));
            },
            true);
    }
}

void BoardPanel::clearSelection()
{
    m_selectedTile = -1;
    m_pendingOp.reset();
    updateControls();
}

void BoardPanel::showError(const Error &error)
{
    showMessage([error] { return errorMessage(error); }, true);
}

void BoardPanel::showMessage(std::function<QString()> text, bool error)
{
    m_messageText = std::move(text);
    m_messageIsError = error;
    updateMessage();
}

void BoardPanel::clearMessage()
{
    showMessage({}, false);
}

// The line says what the game has to say now: a refusal or a message of the moment, else the
// hints taken (they come back when the refusal goes; the line's tooltip keeps them meanwhile).
void BoardPanel::updateMessage()
{
    const QString hints = hintsText();
    const QString message = m_messageText ? m_messageText() : QString();
    m_message->setText(message.isEmpty() ? hints : message);
    m_message->setToolTip(hints);
    setTextRole(m_message, !message.isEmpty() ? (m_messageIsError ? TextRole::Bad : TextRole::Muted)
                                              : TextRole::Accent);
}

void BoardPanel::onPhaseChanged()
{
    const Phase phase = m_game.phase();
    if (phase != Phase::Running) {
        m_selectedTile = -1;
        m_pendingOp.reset();
    }
    // A refusal belongs to the moment it was made: a new phase starts with a clear line.
    clearMessage();
    if (phase == Phase::Running)
        focusForPlay();
    updateControls();
    updateDeclarationStatus();
}

void BoardPanel::focusForPlay()
{
    // Whoever is typing an answer keeps the field: a step of the guided round, a hint, a
    // contestant's declaration or a pause must not send the next keys (Enter above all) to the
    // tiles.
    if (m_answerField->hasFocus())
        return;
    if (m_typingWhenPaused && !m_game.isPaused()) {
        // Until the board shows again (the window's turn, after the pause's page) it cannot.
        m_answerField->setFocus(Qt::OtherFocusReason);
        if (m_answerField->hasFocus())
            m_typingWhenPaused = false;
        return;
    }
    m_rack->setFocus(Qt::OtherFocusReason);
}

void BoardPanel::onRoundStarted()
{
    m_answerField->clear();
    m_answerField->clearFeedback();
    m_feedback->clear();
    clearMessage();
    m_selectedTile = -1;
    m_pendingOp.reset();
    m_typingWhenPaused = false;
    m_rack->setWorking(m_game.working());
    m_working->setSteps({});
    m_answerField->setOperators(m_game.round().operators());
    updateOperatorTexts();
    updateDeclarationStatus();
}

void BoardPanel::onWorkingChanged()
{
    const Working &w = m_game.working();
    m_rack->setWorking(w);
    if (m_selectedTile >= int(w.boardTiles().size())
        || (m_selectedTile >= 0 && w.boardTiles()[std::size_t(m_selectedTile)].used))
        m_selectedTile = -1;
    m_working->setSteps(w.stepTexts(Notation::Typographic));
    updateControls();
    updateDeclarationStatus();
}

void BoardPanel::onPausedChanged(bool paused)
{
    m_rack->setFaceDown(paused);
    if (paused)
        m_typingWhenPaused = m_answerField->hasFocus(); // before the pause hides the field
    else
        focusForPlay();
    updateControls();
}

void BoardPanel::updateTypedFeedback()
{
    const TypedAnswer &typed = m_game.typedAnswer();
    if (typed.text != m_answerField->text())
        m_answerField->setText(typed.text);
    if (m_messageIsError)
        clearMessage(); // a refusal belongs to what was there when it was made
    if (typed.isEmpty()) {
        m_answerField->clearFeedback();
        m_feedback->clear();
    } else if (typed.expression) {
        const Number d = std::abs(typed.expression->value() - m_game.target());
        // Every number must be used: what leaves some out is not an answer yet.
        const bool leftOut = m_game.round().mode == SolveMode::UseAll && !typed.unusedTiles.empty();
        m_answerField->showValue(QStringLiteral("= %1").arg(typed.expression->value()),
                                 d == 0 && !leftOut);
        if (leftOut) {
            m_feedback->setText(errorMessage(tilesLeftOutError(typed.unusedTiles)));
            setTextRole(m_feedback, TextRole::Warning);
        } else {
            m_feedback->setText(d == 0 ? tr("Exact!") : awayText(d));
            setTextRole(m_feedback, d == 0 ? TextRole::Good : TextRole::Warning);
        }
    } else if (typed.error) {
        m_answerField->showError(typed.error->position);
        m_feedback->setText(errorMessage(*typed.error));
        setTextRole(m_feedback, TextRole::Bad);
    }
    updateDeclarationStatus();
}

void BoardPanel::updateDeclarationStatus()
{
    const Phase phase = m_game.phase();
    // While the clock runs, and among people at one machine while one shows a method: what the
    // working makes. Between rounds, while a new round is drawn and while people declare,
    // nothing (the last round's value stayed under the next one's rolling target).
    const bool working =
        phase == Phase::Running || (phase == Phase::Declarations && m_game.acceptsInput());
    if (!working) {
        if (phase != Phase::AwaitingAnswer && phase != Phase::Revealed) {
            m_working->setStatus(QString(), false);
            m_working->setHint(QString());
        }
        return;
    }
    const auto declaration = m_game.currentDeclaration();
    if (!declaration) {
        m_working->setStatus(QString(), false);
    } else {
        m_working->setStatus(declaration->distance == 0
                                 ? tr("%1 exact").arg(declaration->value)
                                 //: %1 is the value, %2 how far it is from the target ("7 away")
                                 : tr("%1 — %2").arg(QString::number(declaration->value),
                                                     awayText(declaration->distance)),
                             declaration->distance == 0);
    }
    // Every number must be used: which are not yet, as the working goes.
    const std::vector<Number> unused = m_game.working().unusedTiles();
    const bool showUnused =
        m_game.round().mode == SolveMode::UseAll && !unused.empty() && m_game.working().canUndo();
    m_working->setHint(showUnused ? errorMessage(tilesLeftOutError(unused)) : QString());
}

QString BoardPanel::hintsText() const
{
    const auto &hints = m_game.roundHints();
    return hints ? hintSentences(*hints, m_game.hintsTaken()).join(QStringLiteral("  "))
                 : QString();
}

void BoardPanel::updateControls()
{
    const bool input = m_game.acceptsInput();
    const OperatorSet allowed = m_game.round().operators();
    for (int i = 0; i < m_opButtons.size(); ++i) {
        // An operation the variant leaves out stays in its place, greyed: the board does not
        // move, and its tooltip says why.
        m_opButtons[i]->setEnabled(input && allowed.contains(Operator(i)));
        m_opButtons[i]->setChecked(m_pendingOp && int(*m_pendingOp) == i);
    }
    m_undoButton->setEnabled(input && m_game.working().canUndo());
    m_resetButton->setEnabled(input && m_game.working().canUndo());
    m_answerField->setReadOnly(!input);
    m_answerField->setClearButtonEnabled(input); // nothing to clear once the round is over
    m_rack->setInteractive(input);
    m_rack->setSelectedTile(m_selectedTile);
    if (!isShowingFinished())
        m_lower->setCurrentWidget(playingPage());
}

void BoardPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void BoardPanel::updateOperatorTexts()
{
    const QStringList opNames = {tr("Add"), tr("Subtract"), tr("Multiply"), tr("Divide")};
    for (int i = 0; i < m_opButtons.size(); ++i) {
        m_opButtons[i]->setAccessibleName(opNames[i]);
        m_opButtons[i]->setToolTip(
            m_game.round().operators().contains(Operator(i))
                ? tr("%1 (key %2)").arg(opNames[i], operatorSymbol(Operator(i), Notation::Ascii))
                : tr("%1: not allowed in this variant").arg(opNames[i]));
    }
}

void BoardPanel::retranslate()
{
    m_undoButton->setText(tr("&Undo"));
    m_undoButton->setToolTip(tr("Undo the last step (Ctrl+Z)"));
    m_resetButton->setText(tr("Rese&t"));
    m_resetButton->setToolTip(tr("Start the working again (Ctrl+Backspace)"));
    updateOperatorTexts();
    m_rack->setAccessibleName(tr("Tiles"));
    m_peopleWorking->setText(
        tr("Work it out on paper or in your head. When the clock stops, each of you declares in "
           "turn; then the closest shows how on this board."));
    // The sentences made from pieces at run time, in the new language.
    updateMessage();
    updateTypedFeedback();
    updateDeclarationStatus();
}

} // namespace countdown::ui
