// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "soundplayer.h"

#include <QAudio>
#include <QAudioDevice>
#include <QDeadlineTimer>
#include <QLoggingCategory>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QThread>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>

namespace countdown::ui {

namespace {

Q_LOGGING_CATEGORY(lcSound, "countdown.sound")

constexpr int kSoundCount = 3;
// A job that has not finished after this long is stuck inside Qt's audio backend.
constexpr qint64 kStuckMs = 2000;
// How many stuck sound threads are replaced before the game gives up on sound for the session.
constexpr int kMaxRestarts = 2;

qint64 nowMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

} // namespace

// Owns the QSoundEffects, in a thread of its own. Opening an audio stream takes a few milliseconds
// each time a sound starts (too long for the thread that paints the clock), and Qt 6.4 on
// PulseAudio waits for ever when the output an effect was made for has gone (a headset unplugged):
// if that happens, only this thread is stuck, and SoundPlayer notices and starts another.
class SoundWorker : public QObject {
public:
    void play(int index, float amplitude)
    {
        const Job job(*this);
        if (!prepare(amplitude))
            return;
        QSoundEffect *effect = m_effects[static_cast<std::size_t>(index)];
        // A file that failed to load stays silent; that was logged once when it failed.
        if (effect->status() == QSoundEffect::Error)
            return;
        // While the sample is still loading (in Qt's own thread), play() queues it.
        effect->play();
    }

    void stop(int index) // -1: every sound
    {
        const Job job(*this);
        for (int i = 0; i < kSoundCount; ++i) {
            if (QSoundEffect *effect = m_effects[static_cast<std::size_t>(i)];
                effect && (index < 0 || index == i))
                effect->stop();
        }
    }

    void setVolume(float amplitude)
    {
        m_amplitude = amplitude;
        for (QSoundEffect *effect : m_effects) {
            if (effect)
                effect->setVolume(amplitude);
        }
    }

    void preload(float amplitude)
    {
        const Job job(*this);
        prepare(amplitude);
    }

    // Since when the thread has been on its current job, in nowMs() (0: idle).
    qint64 busySinceMs() const { return m_busySince.load(); }

private:
    // Marks the worker busy for the length of a job that reaches into the audio backend.
    struct Job {
        explicit Job(SoundWorker &worker)
            : m_worker(worker)
        {
            m_worker.m_busySince = nowMs();
        }
        ~Job() { m_worker.m_busySince = 0; }
        Job(const Job &) = delete;
        Job &operator=(const Job &) = delete;
        SoundWorker &m_worker;
    };

    // Effects for the current default output; false when there is none. The output is checked
    // each time because Qt 6.4 does not announce changes (QMediaDevices::audioOutputsChanged stays
    // silent) although its list of outputs follows them.
    bool prepare(float amplitude)
    {
        m_amplitude = amplitude;
        const QAudioDevice output = QMediaDevices::defaultAudioOutput();
        if (output.isNull()) {
            release();
            return false;
        }
        if (m_effects.front() && output.id() == m_outputId)
            return true;
        release();
        m_outputId = output.id();
        for (int i = 0; i < kSoundCount; ++i) {
            auto *effect = new QSoundEffect(output, this);
            QObject::connect(effect, &QSoundEffect::statusChanged, this, [this, effect] {
                if (effect->status() == QSoundEffect::Error && !m_loggedError) {
                    m_loggedError = true;
                    qCInfo(lcSound) << "cannot play" << effect->source().toString()
                                    << "- the game carries on without that sound";
                }
            });
            effect->setVolume(m_amplitude);
            effect->setSource(SoundPlayer::url(static_cast<SoundPlayer::Sound>(i)));
            m_effects[static_cast<std::size_t>(i)] = effect;
        }
        return true;
    }

    void release()
    {
        for (QSoundEffect *&effect : m_effects) {
            delete effect;
            effect = nullptr;
        }
    }

    std::array<QSoundEffect *, kSoundCount> m_effects{};
    QByteArray m_outputId;
    float m_amplitude = 1.0f;
    bool m_loggedError = false;
    std::atomic<qint64> m_busySince{0};
};

namespace {

// Runs `job` on the worker in its thread, after what was asked of it before.
template <typename Job>
void runIn(SoundWorker *worker, Job job)
{
    QMetaObject::invokeMethod(
        worker, [worker, job] { job(worker); }, Qt::QueuedConnection);
}

int indexOf(SoundPlayer::Sound sound)
{
    return static_cast<int>(sound);
}

} // namespace

SoundPlayer::SoundPlayer(QObject *parent)
    : QObject(parent)
{
}

SoundPlayer::~SoundPlayer()
{
    stopWorker();
}

bool SoundPlayer::hasOutput() const
{
    return !QMediaDevices::audioOutputs().isEmpty();
}

QUrl SoundPlayer::url(Sound sound)
{
    switch (sound) {
    case Sound::Tick:
        return QUrl(QStringLiteral("qrc:/sounds/tick.wav"));
    case Sound::TimeUp:
        return QUrl(QStringLiteral("qrc:/sounds/timeup.wav"));
    case Sound::Chime:
        return QUrl(QStringLiteral("qrc:/sounds/chime.wav"));
    }
    return {};
}

float SoundPlayer::linearVolume(int percent)
{
    const float position = static_cast<float>(std::clamp(percent, 0, 100)) / 100.0f;
    return QAudio::convertVolume(position, QAudio::LogarithmicVolumeScale,
                                 QAudio::LinearVolumeScale);
}

void SoundPlayer::play(Sound sound)
{
    if (!m_enabled || m_volume == 0 || (sound == Sound::Tick && !m_tickEnabled))
        return;
    // The first time, this connects Qt to the audio server (here, in the UI thread, so that Qt's
    // audio backend belongs to it): a few milliseconds, once, when the first sound is due.
    if (!hasOutput()) {
        if (!m_loggedNoOutput) {
            qCInfo(lcSound) << "no audio output: the game's sounds are silent";
            m_loggedNoOutput = true;
        }
        return;
    }
    m_loggedNoOutput = false; // an output came: say it again if it goes
    if (SoundWorker *w = worker()) {
        const int index = indexOf(sound);
        const float amplitude = linearVolume(m_volume);
        runIn(w, [index, amplitude](SoundWorker *worker) { worker->play(index, amplitude); });
    }
}

void SoundPlayer::stopAll()
{
    if (m_worker)
        runIn(m_worker, [](SoundWorker *worker) { worker->stop(-1); });
}

void SoundPlayer::setEnabled(bool enabled)
{
    m_enabled = enabled;
    if (!enabled)
        stopAll();
}

void SoundPlayer::setVolume(int percent)
{
    m_volume = std::clamp(percent, 0, 100);
    if (m_worker) {
        const float amplitude = linearVolume(m_volume);
        runIn(m_worker, [amplitude](SoundWorker *worker) { worker->setVolume(amplitude); });
    }
}

void SoundPlayer::setTickEnabled(bool enabled)
{
    m_tickEnabled = enabled;
    if (!enabled && m_worker) {
        const int tick = indexOf(Sound::Tick);
        runIn(m_worker, [tick](SoundWorker *worker) { worker->stop(tick); });
    }
}

void SoundPlayer::preload()
{
    if (!m_enabled || !hasOutput())
        return;
    if (SoundWorker *w = worker()) {
        const float amplitude = linearVolume(m_volume);
        runIn(w, [amplitude](SoundWorker *worker) { worker->preload(amplitude); });
    }
}

// The sound thread, started on first use; a new one when the current one is stuck in the audio
// backend (which then keeps it: it is left behind, not destroyed), up to kMaxRestarts times.
SoundWorker *SoundPlayer::worker()
{
    if (m_worker) {
        const qint64 busySince = m_worker->busySinceMs();
        if (busySince == 0 || nowMs() - busySince < kStuckMs)
            return m_worker;
        if (m_restarts >= kMaxRestarts) {
            if (!m_loggedGivingUp) {
                qCInfo(lcSound) << "the audio output keeps failing: no more sounds this session";
                m_loggedGivingUp = true;
            }
            return nullptr;
        }
        qCInfo(lcSound) << "the audio output stopped answering: starting again";
        ++m_restarts;
        stopWorker();
    }
    m_thread = new QThread;
    m_thread->setObjectName(QStringLiteral("countdown-sound"));
    m_worker = new SoundWorker;
    m_worker->moveToThread(m_thread);
    m_thread->start();
    return m_worker;
}

void SoundPlayer::stopWorker()
{
    if (!m_thread)
        return;
    QThread *thread = m_thread;
    const qint64 busySince = m_worker->busySinceMs();
    const bool stuck = busySince != 0 && nowMs() - busySince >= kStuckMs;
    // The worker and its effects are deleted in their own thread, which then ends.
    runIn(m_worker, [](SoundWorker *worker) {
        delete worker;
        QThread::currentThread()->quit();
    });
    m_worker = nullptr;
    m_thread = nullptr;
    // A thread known to be stuck is not waited for at all; a working one finishes in no time.
    if (thread->wait(QDeadlineTimer(stuck ? 0 : 1000))) {
        delete thread;
        return;
    }
    // Stuck inside Qt's audio backend: destroying a running QThread would abort the program, so
    // it is left to the end of the process.
    qCInfo(lcSound) << "the sound thread does not answer; leaving it behind";
}

} // namespace countdown::ui
