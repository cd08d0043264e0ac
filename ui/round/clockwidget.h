// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The round's clock, the hero of the window: a round face with a single hand that sweeps clockwise
// from 12 to 6 o'clock over the round, the swept part of the face lit behind it. The hand is placed
// from a reading of the round's clock taken at paint time, so it is smooth at any frame rate. The
// widget knows nothing of rounds: whoever shows it says where to read the time.
// To assistive technology it is a timer (roundaccessibility.cpp): its name says the time left
// whenever asked, and its description changes only at the moments worth hearing (the start, 20,
// 10 and 5 seconds left, the time up, a stop), never every second.
#pragma once

#include <QPixmap>
#include <QPointF>
#include <QRectF>
#include <QWidget>

#include <functional>
#include <optional>

class QTimer;

namespace countdown::ui {

// What the face shows at one moment.
struct ClockReading {
    bool timed = true;      // false: no time limit (an infinity mark instead of a sweep)
    double fraction = 0;    // of the round elapsed, 0..1 (clamped when painted)
    qint64 remainingMs = 0; // 0 or less: time is up
    qint64 lengthMs = 0;    // the round's length (0: untimed, or not told)
    qint64 elapsedMs = 0;   //
    bool stopped = false;   // stopped for good (a declaration, the answer shown, the time up)
    bool paused = false;    //
};

class ClockWidget : public QWidget {
    Q_OBJECT

public:
    explicit ClockWidget(QWidget *parent = nullptr);

    // Where to read the time, at every paint; none (an empty function) shows the hand at 12
    // with nothing swept: a clock not running.
    void setReading(std::function<ClockReading()> reading);
    bool isShowingAClock() const { return bool(m_reading); }
    // The time now, read as the face reads it; none when no clock is shown.
    std::optional<ClockReading> reading() const;
    // Whole seconds left in a reading, rounded up: "1 second left" until the very end.
    static int secondsLeft(const ClockReading &reading);
    // The time in words for assistive technology, read at the moment it asks: "Clock: 18 seconds
    // left", "Clock: stopped after 17 s", "Clock: no clock".
    QString spokenTime() const;

    // While on, the widget repaints about every 16 ms (Qt::PreciseTimer); off, it uses no timer.
    void setAnimating(bool on);
    bool isAnimating() const;

    // How many times the face has been painted (to measure the frame rate).
    quint64 paintCount() const { return m_paintCount; }

    // Geometry, pure so that tests can find pixels: the face (inside the rim) for a widget of
    // `widgetRect`, and where the hand's tip is on that face for a fraction of the round
    // (0: 12 o'clock, 0.5: 3 o'clock, 1: 6 o'clock).
    static QRectF faceRect(const QRectF &widgetRect);
    static QPointF handTip(const QRectF &faceRect, double fraction);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The moments of a round the clock speaks at: each change of moment changes the description
    // once; the seconds in between do not.
    enum class Moment { NoClock, Untimed, Counting, Twenty, Ten, Five, TimeUp, Stopped };
    static Moment momentOf(const std::optional<ClockReading> &reading);
    void updateDescription();
    QString momentText() const;
    // The parts that never move, with the face plain (rim included) or lit all over (the face
    // alone, for the swept sector to show).
    void paintFace(QPainter &painter, bool untimed, bool swept) const;
    void paintRim(QPainter &painter, const QPointF &centre, qreal r) const;
    void paintMarks(QPainter &painter, const QPointF &centre, qreal r) const;
    void updateLayers(bool untimed);

    std::function<ClockReading()> m_reading;
    std::optional<Moment> m_moment;
    int m_momentSeconds = 0; // the seconds the moment's words give (left, or used for a stop)
    QTimer *m_timer;
    quint64 m_paintCount = 0;
    QPixmap m_face;
    QPixmap m_swept;
    QSize m_layersSize;
    qreal m_layersDpr = 0;
    bool m_layersUntimed = false;
    bool m_layersValid = false;
};

} // namespace countdown::ui
