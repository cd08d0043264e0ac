// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game's sound effects (tick, time up, chime for an exact answer), played with QSoundEffect
// from the WAVs built into the resources. Silence, never an error or a wait, when the machine has
// no audio output; the effects live in a thread of their own so that audio never holds up the UI.
#pragma once

#include <QObject>
#include <QUrl>

QT_BEGIN_NAMESPACE
class QThread;
QT_END_NAMESPACE

namespace countdown::ui {

class SoundWorker;

class SoundPlayer : public QObject {
    Q_OBJECT

public:
    enum class Sound { Tick, TimeUp, Chime };
    Q_ENUM(Sound)

    // Cheap: touches no audio device and starts no thread. Defaults: enabled, volume 70, tick on.
    explicit SoundPlayer(QObject *parent = nullptr);
    // Waits a moment for the sound thread; one that Qt's audio backend keeps stuck is left behind.
    ~SoundPlayer() override;

    bool isEnabled() const { return m_enabled; }
    int volume() const { return m_volume; }
    bool isTickEnabled() const { return m_tickEnabled; }
    // Whether the system has an audio output now (asks Qt Multimedia each time).
    bool isAvailable() const { return hasOutput(); }

    // qrc:/sounds/tick.wav, qrc:/sounds/timeup.wav, qrc:/sounds/chime.wav.
    static QUrl url(Sound sound);
    // The amplitude (0-1, what QSoundEffect takes) for a volume in percent (0-100, clamped): the
    // slider is perceptual, so its middle is much quieter than half the amplitude.
    static float linearVolume(int percent);

public Q_SLOTS:
    // Starts a sound and returns at once; does nothing when sound (or the tick) is off, the volume
    // is 0 or there is no audio output.
    void play(countdown::ui::SoundPlayer::Sound sound);
    void stopAll();
    void setEnabled(bool enabled);
    void setVolume(int percent);
    void setTickEnabled(bool enabled);
    // Makes the effects now so that the first sound is not late (they load in the background);
    // e.g. from a zero-timer once the window is shown. play() does it anyway when needed.
    void preload();

protected:
    // Whether there is an output to play on (tests pretend there is one).
    virtual bool hasOutput() const;
    // The sound thread, nullptr until a sound needs one (tests hold it to show that no call
    // waits for it).
    QThread *soundThread() const { return m_thread; }

private:
    SoundWorker *worker();
    void stopWorker();

    QThread *m_thread = nullptr;
    SoundWorker *m_worker = nullptr; // lives in m_thread
    int m_restarts = 0;              // sound threads given up on (see worker())
    bool m_enabled = true;
    int m_volume = 70;
    bool m_tickEnabled = true;
    bool m_loggedNoOutput = false;
    bool m_loggedGivingUp = false;
};

} // namespace countdown::ui
