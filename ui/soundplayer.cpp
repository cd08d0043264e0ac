#include "soundplayer.h"

#include <QAudio>
#include <QAudioDevice>
#include <QLoggingCategory>
#include <QMediaDevices>
#include <QSoundEffect>

#include <algorithm>

namespace countdown::ui {

namespace {

Q_LOGGING_CATEGORY(lcSound, "countdown.sound")

int indexOf(SoundPlayer::Sound sound)
{
    return static_cast<int>(sound);
}

} // namespace

SoundPlayer::SoundPlayer(QObject *parent)
    : QObject(parent)
{
}

SoundPlayer::~SoundPlayer() = default; // the effects are children

bool SoundPlayer::isAvailable() const
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
    if (!prepare())
        return;
    QSoundEffect *effect = m_effects[static_cast<std::size_t>(indexOf(sound))];
    // A file that failed to load stays silent; it was logged once when it failed.
    if (effect->status() == QSoundEffect::Error)
        return;
    // While the sample is still loading (in Qt's own thread), play() queues it: nothing waits.
    effect->play();
}

void SoundPlayer::stopAll()
{
    for (QSoundEffect *effect : m_effects) {
        if (effect)
            effect->stop();
    }
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
    const float amplitude = linearVolume(m_volume);
    for (QSoundEffect *effect : m_effects) {
        if (effect)
            effect->setVolume(amplitude);
    }
}

void SoundPlayer::setTickEnabled(bool enabled)
{
    m_tickEnabled = enabled;
    if (QSoundEffect *tick = m_effects[static_cast<std::size_t>(indexOf(Sound::Tick))];
        tick && !enabled)
        tick->stop();
}

void SoundPlayer::preload()
{
    prepare();
}

// Makes the effects if there is an output and they do not exist yet; false when there is nothing
// to play on. Asking for the outputs the first time connects to the audio server, which is why
// this waits for the first sound instead of happening at start-up.
bool SoundPlayer::prepare()
{
    if (!m_devices) {
        m_devices = new QMediaDevices(this);
        connect(m_devices, &QMediaDevices::audioOutputsChanged, this,
                &SoundPlayer::onOutputsChanged);
    }
    if (m_effects.front())
        return true;
    if (QMediaDevices::audioOutputs().isEmpty()) {
        if (!m_loggedNoOutput) {
            qCInfo(lcSound) << "no audio output: the game's sounds are silent";
            m_loggedNoOutput = true;
        }
        return false;
    }
    const float amplitude = linearVolume(m_volume);
    for (int i = 0; i < kSoundCount; ++i) {
        // The default output as it is now; onOutputsChanged() starts again when it changes.
        auto *effect = new QSoundEffect(QMediaDevices::defaultAudioOutput(), this);
        connect(effect, &QSoundEffect::statusChanged, this,
                [this, effect] { onStatusChanged(effect); });
        effect->setVolume(amplitude);
        effect->setSource(url(static_cast<Sound>(i)));
        m_effects[static_cast<std::size_t>(i)] = effect;
    }
    return true;
}

void SoundPlayer::dropEffects()
{
    for (QSoundEffect *&effect : m_effects) {
        if (effect) {
            effect->stop();
            effect->deleteLater(); // we may be inside one of its signals
            effect = nullptr;
        }
    }
}

void SoundPlayer::onOutputsChanged()
{
    // A headset plugged in or out, the audio server restarting: the next sound is made for the
    // default output of that moment (or not at all when there is none). Cheap: the decoded
    // samples stay in Qt's cache.
    dropEffects();
    m_loggedNoOutput = false;
    m_loggedError = false;
}

void SoundPlayer::onStatusChanged(QSoundEffect *effect)
{
    if (effect->status() != QSoundEffect::Error || m_loggedError)
        return;
    m_loggedError = true;
    qCInfo(lcSound) << "cannot play" << effect->source().toString()
                    << "- the game carries on without that sound";
}

} // namespace countdown::ui
