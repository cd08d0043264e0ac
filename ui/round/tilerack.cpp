// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilerack.h"

#include "tilewidget.h"

#include <QAccessible>
#include <QEvent>
#include <QFocusEvent>
#include <QKeyEvent>

#include <algorithm>
#include <optional>

namespace countdown::ui {

namespace {

// A drawn tile above 10 is a "large number" and looks different (the rule for the look,
// true of every variant's tile bag).
constexpr Number kLargestSmall = 10;

// Gaps between tiles, as a fraction of a tile's width.
constexpr qreal kGap = 0.14;
// Tiles a little wider than tall leave room for three-digit numbers at full size.
constexpr qreal kAspect = 1.12;
// How much of the draw's progress one tile's flip takes; the starts are spread over the rest.
constexpr double kFlipShare = 0.45;

} // namespace

TileRack::TileRack(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    updateAccessibility();
}

void TileRack::ensureTiles(int count)
{
    while (m_tiles.size() > count)
        delete m_tiles.takeLast();
    while (m_tiles.size() < count) {
        auto *tile = new TileWidget(this);
        // The rack is the keyboard stop; the tiles only draw its focus ring.
        tile->setFocusPolicy(Qt::NoFocus);
        const int place = int(m_tiles.size());
        connect(tile, &TileWidget::clicked, this, [this, place] {
            m_keyboardFocus = false;
            setFocus(Qt::MouseFocusReason);
            activatePlace(place);
        });
        tile->show();
        m_tiles.append(tile);
    }
    layoutTiles();
}

void TileRack::setWorking(const countdown::Working &working)
{
    const auto &board = working.boardTiles();
    const int count = std::clamp(working.tileCount(), 0, int(board.size()));

    // Place i starts with drawn tile i; each step's result takes its left operand's place and
    // empties its right operand's.
    QList<int> places(count);
    for (int i = 0; i < count; ++i)
        places[i] = i;
    for (const Working::Step &step : working.steps()) {
        const auto left = std::find(places.begin(), places.end(), step.left);
        const auto right = std::find(places.begin(), places.end(), step.right);
        if (left != places.end())
            *left = step.result;
        if (right != places.end())
            *right = -1;
    }
    m_placeTiles = places;

    ensureTiles(count);
    for (int place = 0; place < count; ++place) {
        TileWidget *tile = m_tiles[place];
        const int boardTile = places[place];
        tile->setEmpty(boardTile < 0);
        if (boardTile < 0) {
            tile->setDetail({});
            continue;
        }
        const Number value = board[std::size_t(boardTile)].value();
        tile->setValue(value);
        if (boardTile >= working.tileCount()) {
            tile->setKind(TileWidget::Kind::Made);
            tile->setDetail(
                board[std::size_t(boardTile)].expression.toString(Notation::Typographic));
        } else {
            tile->setKind(value > kLargestSmall ? TileWidget::Kind::Large
                                                : TileWidget::Kind::Small);
            tile->setDetail({});
        }
    }

    for (TileWidget *tile : std::as_const(m_tiles)) {
        tile->setFaceDown(m_faceDown);
        tile->setInteractive(m_interactive);
    }
    setSelectedTile(m_placeTiles.contains(m_selectedTile) ? m_selectedTile : -1);
    applyFlip();
    // Keep the keyboard where it was if that place still holds a tile.
    setCurrentPlace(boardTileAt(m_current) >= 0 ? m_current : nextFilledPlace(m_current, 1));
    updateAccessibility();
}

void TileRack::setSelectedTile(int boardTile)
{
    m_selectedTile = boardTile;
    for (int place = 0; place < m_tiles.size(); ++place)
        m_tiles[place]->setSelected(boardTile >= 0 && m_placeTiles.value(place) == boardTile);
}

void TileRack::setFaceDown(bool faceDown)
{
    m_faceDown = faceDown;
    for (TileWidget *tile : std::as_const(m_tiles))
        tile->setFaceDown(faceDown);
    updateAccessibility();
}

void TileRack::setFlip(double progress)
{
    m_flip = std::clamp(progress, 0.0, 1.0);
    applyFlip();
}

void TileRack::applyFlip()
{
    const int n = int(m_tiles.size());
    for (int place = 0; place < n; ++place) {
        // Tile i starts its flip at i/(n-1) of the remaining time, so the last one ends at 1.
        const double start = n > 1 ? (1.0 - kFlipShare) * place / (n - 1) : 0.0;
        const double share = n > 1 ? kFlipShare : 1.0;
        m_tiles[place]->setFlip(std::clamp((m_flip - start) / share, 0.0, 1.0));
    }
}

void TileRack::setInteractive(bool interactive)
{
    m_interactive = interactive;
    for (TileWidget *tile : std::as_const(m_tiles))
        tile->setInteractive(interactive);
}

int TileRack::nextFilledPlace(int from, int direction) const
{
    const int n = int(m_placeTiles.size());
    if (n == 0)
        return -1;
    // Search in the given direction first, then the other way, so a place is found if any.
    for (int place = from + direction; place >= 0 && place < n; place += direction)
        if (m_placeTiles[place] >= 0)
            return place;
    for (int place = std::clamp(from, 0, n - 1); place >= 0 && place < n; place -= direction)
        if (m_placeTiles[place] >= 0)
            return place;
    return -1;
}

void TileRack::setCurrentPlace(int place)
{
    if (place < 0 || place >= m_placeTiles.size() || m_placeTiles[place] < 0)
        place = -1;
    const bool changed = place != m_current;
    m_current = place;
    updateFocusRings();
    if (changed && hasFocus() && place >= 0 && QAccessible::isActive()) {
        // Tell assistive technology which tile the keyboard is on.
        QAccessibleEvent event(m_tiles[place], QAccessible::Focus);
        QAccessible::updateAccessibility(&event);
    }
}

void TileRack::updateFocusRings()
{
    const bool show = hasFocus() && m_keyboardFocus;
    for (int place = 0; place < m_tiles.size(); ++place)
        m_tiles[place]->setFocusRing(show && place == m_current);
}

void TileRack::activatePlace(int place)
{
    setCurrentPlace(place);
    if (!m_interactive || m_faceDown || m_flip < 1.0)
        return;
    const int boardTile = boardTileAt(place);
    if (boardTile >= 0)
        Q_EMIT tileClicked(boardTile);
}

void TileRack::keyPressEvent(QKeyEvent *event)
{
    // Shortcuts with modifiers (Ctrl+Z …) belong to the window.
    const Qt::KeyboardModifiers modifiers =
        event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
    if (modifiers != Qt::NoModifier) {
        QWidget::keyPressEvent(event);
        return;
    }

    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        m_keyboardFocus = true;
        const int direction = event->key() == Qt::Key_Left ? -1 : 1;
        int target = m_current;
        for (int place = m_current + direction; place >= 0 && place < m_placeTiles.size();
             place += direction) {
            if (m_placeTiles[place] >= 0) {
                target = place;
                break;
            }
        }
        setCurrentPlace(target >= 0 ? target : nextFilledPlace(-1, 1));
        return;
    }
    case Qt::Key_Home:
        m_keyboardFocus = true;
        setCurrentPlace(nextFilledPlace(-1, 1));
        return;
    case Qt::Key_End:
        m_keyboardFocus = true;
        setCurrentPlace(nextFilledPlace(int(m_placeTiles.size()), -1));
        return;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        m_keyboardFocus = true;
        updateFocusRings();
        if (m_current >= 0)
            activatePlace(m_current);
        return;
    case Qt::Key_Backspace:
        if (m_interactive)
            Q_EMIT undoRequested();
        return;
    default:
        break;
    }

    // Operators by the character typed, so that the keypad and any keyboard layout work.
    const QString text = event->text();
    if (text.size() == 1) {
        const char16_t c = text.front().unicode();
        std::optional<Operator> op;
        if (c == u'+')
            op = Operator::Add;
        else if (c == u'-' || c == u'\u2212')
            op = Operator::Subtract;
        else if (c == u'*' || c == u'x' || c == u'X' || c == u'\u00D7')
            op = Operator::Multiply;
        else if (c == u'/' || c == u':' || c == u'\u00F7')
            op = Operator::Divide;
        if (op) {
            if (m_interactive)
                Q_EMIT operatorKeyPressed(*op);
            return;
        }
    }
    QWidget::keyPressEvent(event);
}

void TileRack::focusInEvent(QFocusEvent *event)
{
    m_keyboardFocus = event->reason() == Qt::TabFocusReason
                      || event->reason() == Qt::BacktabFocusReason
                      || event->reason() == Qt::ShortcutFocusReason;
    if (m_current < 0)
        setCurrentPlace(nextFilledPlace(-1, 1));
    updateFocusRings();
    QWidget::focusInEvent(event);
}

void TileRack::focusOutEvent(QFocusEvent *event)
{
    updateFocusRings();
    QWidget::focusOutEvent(event);
}

void TileRack::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibility();
    QWidget::changeEvent(event);
}

void TileRack::updateAccessibility()
{
    setAccessibleName(tr("Tiles"));
    QString description;
    if (m_faceDown) {
        description = tr("Face down");
    } else {
        description = tr("Left and Right move between the tiles, Space or Enter picks one");
    }
    if (description != accessibleDescription())
        setAccessibleDescription(description);
}

QSize TileRack::sizeHint() const
{
    const int n = std::max<int>(6, int(m_tiles.size()));
    const int tile = 100;
    return {n * tile + int((n - 1) * tile * kGap), int(tile / kAspect)};
}

QSize TileRack::minimumSizeHint() const
{
    const int n = std::max<int>(1, int(m_tiles.size()));
    const int tile = 48;
    return {n * tile + int((n - 1) * tile * kGap), int(tile / kAspect)};
}

void TileRack::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutTiles();
}

void TileRack::layoutTiles()
{
    const int n = int(m_tiles.size());
    if (n == 0)
        return;
    // Equal places as large as the rack allows, the row centred.
    const qreal fromWidth = width() / (n + (n - 1) * kGap);
    const qreal tileWidth = std::max<qreal>(1.0, std::min<qreal>(fromWidth, height() * kAspect));
    const qreal tileHeight = tileWidth / kAspect;
    const qreal gap = tileWidth * kGap;
    const qreal total = n * tileWidth + (n - 1) * gap;
    const qreal left = (width() - total) / 2.0;
    const qreal top = (height() - tileHeight) / 2.0;
    for (int place = 0; place < n; ++place) {
        // Rounded edges from the exact positions, so that every tile is the same width within
        // a pixel and the gaps stay even.
        const int x0 = qRound(left + place * (tileWidth + gap));
        const int x1 = qRound(left + place * (tileWidth + gap) + tileWidth);
        m_tiles[place]->setGeometry(x0, qRound(top), x1 - x0, qRound(tileHeight));
    }
}

} // namespace countdown::ui
