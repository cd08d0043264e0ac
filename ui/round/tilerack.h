// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The row of tiles the player works with: one place per drawn tile. Each step of the working puts
// its new tile in the place of its left operand and empties the right operand's place, so a new
// tile replaces the two it was made from. One keyboard stop: Left/Right move between tiles,
// Space/Enter pick one, operator keys and Backspace are passed on as signals.
#pragma once

#include "arithmetic.h"
#include "working.h"

#include <QList>
#include <QWidget>

namespace countdown::ui {

class TileWidget;

class TileRack : public QWidget {
    Q_OBJECT

public:
    explicit TileRack(QWidget *parent = nullptr);

    // Shows the drawn tiles and the steps made from them; undo and reset are just a new working.
    void setWorking(const countdown::Working &working);

    // The board tile (index into Working::boardTiles()) to outline as selected; -1 for none.
    void setSelectedTile(int boardTile);
    int selectedTile() const { return m_selectedTile; }

    // Every tile shows its back (pause, or before the draw).
    void setFaceDown(bool faceDown);
    bool isFaceDown() const { return m_faceDown; }
    // The draw, 0..1: the tiles flip over one after the other, left to right.
    void setFlip(double progress);
    double flip() const { return m_flip; }
    // Whether clicks and keys act (emit signals). Off outside the running round.
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }

    // The places, left to right, and the board tile each shows (-1 for an empty place).
    int placeCount() const { return int(m_tiles.size()); }
    TileWidget *tileAt(int place) const { return m_tiles.value(place); }
    int boardTileAt(int place) const { return m_placeTiles.value(place, -1); }
    // The place with the keyboard focus (-1 when every place is empty).
    int currentPlace() const { return m_current; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void tileClicked(int boardTile);
    void operatorKeyPressed(countdown::Operator op);
    void undoRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void ensureTiles(int count);
    void layoutTiles();
    void applyFlip();
    void setCurrentPlace(int place);
    void updateFocusRings();
    void updateAccessibility();
    int nextFilledPlace(int from, int direction) const;
    void activatePlace(int place);

    QList<TileWidget *> m_tiles;
    QList<int> m_placeTiles;
    int m_selectedTile = -1;
    int m_current = -1;
    double m_flip = 1.0;
    bool m_faceDown = false;
    bool m_interactive = true;
    bool m_keyboardFocus = false; // the focus ring shows after keyboard use, not after a click
};

} // namespace countdown::ui
