// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// One number tile: a big bold number on a coloured face (small, large or made by the player), or
// the dashed outline of an empty place, or a plain back when face-down. A button: clickable,
// focusable, Space to press.
#pragma once

#include <QAbstractButton>
#include <QString>

class QPainter;

namespace countdown::ui {

class TileWidget : public QAbstractButton {
    Q_OBJECT

public:
    enum class Kind {
        Small, // a drawn tile of 1-10
        Large, // a drawn tile above 10
        Made,  // the result of one of the player's steps
    };
    Q_ENUM(Kind)

    explicit TileWidget(QWidget *parent = nullptr);

    void setValue(qint64 value);
    qint64 value() const { return m_value; }
    void setKind(Kind kind);
    Kind kind() const { return m_kind; }

    // A thick outline: the tile chosen as a step's first operand.
    void setSelected(bool selected);
    bool isSelected() const { return m_selected; }
    // An empty place (the tile was used): a dashed outline, no number.
    void setEmpty(bool empty);
    bool isEmpty() const { return m_empty; }
    // The back of the tile, no number (pause, before the draw).
    void setFaceDown(bool faceDown);
    bool isFaceDown() const { return m_faceDown; }
    // The draw's flip, 0..1: the back shows below 0.5 and shrinks to its edge, then the face
    // grows back from its edge. 1 (the default) is the face at rest.
    void setFlip(double progress);
    double flip() const { return m_flip; }
    // A focus ring drawn on behalf of a parent that keeps the keyboard focus itself (TileRack);
    // the tile also draws it when it has the focus.
    void setFocusRing(bool on);
    bool hasFocusRing() const { return m_focusRing; }
    // Whether the tile reacts to the pointer (hover light, pressed look, hand cursor). Clicks are
    // still reported: the owner decides what they mean.
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    // Extra words for assistive technology, e.g. how a made tile was made ("75 × 3").
    void setDetail(const QString &detail);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool hitButton(const QPoint &pos) const override;

private:
    void updateAccessibility();
    void updateCursor();
    // The tile's body inside the widget, leaving room around it for the outlines.
    QRectF bodyRect() const;
    void paintEmptyPlace(QPainter &p, const QRectF &body, qreal radius, qreal side) const;
    void paintRings(QPainter &p, const QRectF &body, qreal radius) const;
    void paintBack(QPainter &p, const QRectF &body, qreal radius) const;
    void paintFace(QPainter &p, const QRectF &body, qreal radius, bool hovered) const;

    qint64 m_value = 0;
    Kind m_kind = Kind::Small;
    QString m_detail;
    double m_flip = 1.0;
    bool m_selected = false;
    bool m_empty = false;
    bool m_faceDown = false;
    bool m_focusRing = false;
    bool m_interactive = true;
};

} // namespace countdown::ui
