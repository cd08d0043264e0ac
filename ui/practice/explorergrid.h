// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The explorer's heat map: every target of a range as a square cell, coloured by the fewest tiles
// that make it (or by its number of distinct solutions), with a focus cell moved by the arrow keys
// and a chosen cell picked by a click or Enter. It paints what it is given; ExplorerView computes.
#pragma once

#include "number.h"

#include <QColor>
#include <QWidget>

#include <cstdint>
#include <utility>
#include <vector>

class QPainter;

namespace countdown::ui {

struct GameColors;

class ExplorerGrid : public QWidget {
    Q_OBJECT

public:
    enum class ColourBy { Fewest, Solutions };

    // The legend's steps: fewest 0 (cannot be made) and 1..kFewestSteps, the last meaning "or
    // more"; solution buckets 0 (still counting) and 1..kSolutionSteps (1, 2-3, 4-7, ...).
    static constexpr int kFewestSteps = 6;
    static constexpr int kSolutionSteps = 6;

    explicit ExplorerGrid(QWidget *parent = nullptr);

    // A new range and its reachability (fewest[t - low], 0 when t cannot be made). The solution
    // counts become unknown (-1), or 0 where nothing can be made; the focus moves to the first
    // target; nothing is chosen.
    void setCells(countdown::Number low, countdown::Number high, std::vector<std::uint8_t> fewest);
    // `count` distinct solutions for `target` (-1: still unknown).
    void setSolutionCount(countdown::Number target, int count);
    void setSolutionCounts(const std::vector<std::pair<countdown::Number, int>> &counts);

    void setColourBy(ColourBy colourBy);
    ColourBy colourBy() const { return m_colourBy; }

    countdown::Number low() const { return m_low; }
    countdown::Number high() const { return m_high; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    bool contains(countdown::Number target) const
    {
        return m_high >= m_low && target >= m_low && target <= m_high;
    }
    // 0: cannot be made; -1: outside the range.
    int fewestAt(countdown::Number target) const;
    // -1: unknown (still counting) or outside the range.
    int solutionCountAt(countdown::Number target) const;

    countdown::Number focusTarget() const { return m_focus; }
    void setFocusTarget(countdown::Number target);
    countdown::Number chosenTarget() const { return m_chosen; } // 0: none
    void setChosenTarget(countdown::Number target);

    // The cell of `target` in widget coordinates; empty outside the range.
    QRectF cellRect(countdown::Number target) const;
    countdown::Number targetAt(const QPointF &position) const; // 0: none

    // The colours of the scales (what the legend shows).
    static QColor fewestColour(int fewest, const GameColors &colors);
    static QColor solutionsColour(int bucket, const GameColors &colors);
    static int solutionsBucket(int count); // -1 → 0, 1 → 1, 2-3 → 2, 4-7 → 3, … capped
    static QColor textColourOn(const QColor &fill, const GameColors &colors);

    // One line about a target for tooltips and screen readers.
    QString describe(countdown::Number target) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // Clicked, or Enter/Space on the focus cell.
    void targetChosen(countdown::Number target);
    void focusTargetChanged(countdown::Number target);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry {
        qreal cell = 0; // the pitch of a cell (its side plus the gap)
        qreal gap = 0;
        QPointF origin; // top left of the first cell
        qreal labelFontPx = 0;
        bool rowLabels = false;
        bool columnLabels = false;
    };
    Geometry geometry() const;
    QRectF cellRect(countdown::Number target, const Geometry &g) const;
    void paintLabels(QPainter &painter, const Geometry &g, const QRectF &dirty) const;
    void paintCells(QPainter &painter, const Geometry &g, const QRectF &dirty) const;
    void paintRings(QPainter &painter, const Geometry &g) const;
    countdown::Number firstCellTarget() const { return m_first; }
    QColor cellColour(countdown::Number target) const;
    void updateCell(countdown::Number target);
    void updateAccessibleDescription();

    countdown::Number m_low = 1;
    countdown::Number m_high = 0;  // empty until setCells
    countdown::Number m_first = 0; // the target of the top-left cell (may be below m_low)
    int m_columns = 30;
    int m_rows = 0;
    std::vector<std::uint8_t> m_fewest;
    std::vector<int> m_counts;
    ColourBy m_colourBy = ColourBy::Fewest;
    countdown::Number m_focus = 0;
    countdown::Number m_chosen = 0;
    countdown::Number m_hover = 0;
};

} // namespace countdown::ui
