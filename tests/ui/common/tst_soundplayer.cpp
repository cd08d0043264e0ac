// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// SoundPlayer without an audio device (CI has none): every call is silent and returns at once,
// never an error or a hang, also along the path a machine with sound takes (the sound thread). And
// the WAVs built into the resources: what the spec asks of each (16-bit PCM mono 44.1 kHz, its
// length, no clipping, silence at both ends, the silent tail that works around Qt 6.4 on
// PulseAudio), read from the bytes.

#include "soundplayer.h"
#include "threadnames.h"

#include <QAudioDevice>
#include <QFile>
#include <QLoggingCategory>
#include <QMediaDevices>
#include <QSemaphore>
#include <QSoundEffect>
#include <QTest>
#include <QThread>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <vector>

using countdown::ui::SoundPlayer;
using Sound = SoundPlayer::Sound;

namespace {

// Messages from our category, counted; everything still reaches Qt Test's own handler.
int g_soundMessages = 0;
QtMessageHandler g_previousHandler = nullptr;

void countingHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (context.category && qstrcmp(context.category, "countdown.sound") == 0)
        ++g_soundMessages;
    g_previousHandler(type, context, message);
}

quint32 le32(const QByteArray &bytes, qsizetype at)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData() + at);
    return quint32(p[0]) | quint32(p[1]) << 8 | quint32(p[2]) << 16 | quint32(p[3]) << 24;
}

quint16 le16(const QByteArray &bytes, qsizetype at)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData() + at);
    return quint16(p[0] | p[1] << 8);
}

double dbfs(double amplitude)
{
    return 20.0 * std::log10(amplitude / 32768.0);
}

double rms(const std::vector<int> &samples, std::size_t from, std::size_t count)
{
    double sum = 0.0;
    for (std::size_t i = from; i < from + count; ++i)
        sum += double(samples[i]) * samples[i];
    return std::sqrt(sum / double(count));
}

const Sound kSounds[] = {Sound::Tick, Sound::TimeUp, Sound::Chime};

// Takes the path that a machine with sound takes (the sound thread), whatever this machine has.
// Pretends (or not) that the machine has an audio output, and lets the test see the sound thread.
class TestPlayer : public SoundPlayer {
public:
    explicit TestPlayer(bool pretendOutput = false)
        : m_pretendOutput(pretendOutput)
    {
    }
    using SoundPlayer::soundThread;

protected:
    bool hasOutput() const override { return m_pretendOutput || SoundPlayer::hasOutput(); }

private:
    bool m_pretendOutput;
};

} // namespace

class TestSoundPlayer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void urls();
    void defaults();
    void volumeCurve();
    void setVolumeClamps();
    void isAvailableReflectsDevices();
    void playIsSilentAndPrompt_data();
    void playIsSilentAndPrompt();
    void noOutputIsLoggedOnce();
    void soundThreadIsPrompt();
    void qtLoadsEachSound_data();
    void qtLoadsEachSound();
    void wavFile_data();
    void wavFile();
};

void TestSoundPlayer::urls()
{
    QCOMPARE(SoundPlayer::url(Sound::Tick), QUrl(QStringLiteral("qrc:/sounds/tick.wav")));
    QCOMPARE(SoundPlayer::url(Sound::TimeUp), QUrl(QStringLiteral("qrc:/sounds/timeup.wav")));
    QCOMPARE(SoundPlayer::url(Sound::Chime), QUrl(QStringLiteral("qrc:/sounds/chime.wav")));
}

void TestSoundPlayer::defaults()
{
    const SoundPlayer player;
    QVERIFY(player.isEnabled());
    QCOMPARE(player.volume(), 70);
    QVERIFY(player.isTickEnabled());
}

void TestSoundPlayer::volumeCurve()
{
    QCOMPARE(SoundPlayer::linearVolume(0), 0.0f);
    QCOMPARE(SoundPlayer::linearVolume(100), 1.0f);
    QCOMPARE(SoundPlayer::linearVolume(-20), 0.0f);
    QCOMPARE(SoundPlayer::linearVolume(250), 1.0f);
    // Rising with the slider (Qt's curve reaches full amplitude at 99).
    float previous = 0.0f;
    for (int percent = 1; percent <= 100; ++percent) {
        const float amplitude = SoundPlayer::linearVolume(percent);
        if (percent < 99)
            QVERIFY2(amplitude > previous, qPrintable(QString::number(percent)));
        else
            QVERIFY2(amplitude >= previous, qPrintable(QString::number(percent)));
        previous = amplitude;
    }
    // Perceptual: the middle of the slider is far below half the amplitude (at least 10 dB down),
    // and a step at the top changes more than the same step at the bottom.
    QVERIFY(SoundPlayer::linearVolume(50) < 0.32f);
    QVERIFY(SoundPlayer::linearVolume(100) - SoundPlayer::linearVolume(90)
            > SoundPlayer::linearVolume(10) - SoundPlayer::linearVolume(0));
}

void TestSoundPlayer::setVolumeClamps()
{
    SoundPlayer player;
    player.setVolume(-5);
    QCOMPARE(player.volume(), 0);
    player.setVolume(500);
    QCOMPARE(player.volume(), 100);
    player.setVolume(35);
    QCOMPARE(player.volume(), 35);
}

void TestSoundPlayer::isAvailableReflectsDevices()
{
    const SoundPlayer player;
    QCOMPARE(player.isAvailable(), !QMediaDevices::audioOutputs().isEmpty());
}

void TestSoundPlayer::playIsSilentAndPrompt_data()
{
    QTest::addColumn<Sound>("sound");
    QTest::addColumn<bool>("enabled");
    QTest::addColumn<bool>("tick");
    QTest::addColumn<int>("volume");
    const char *names[] = {"tick", "timeup", "chime"};
    for (Sound sound : kSounds) {
        for (bool enabled : {true, false}) {
            for (bool tick : {true, false}) {
                for (int volume : {0, 100}) {
                    QTest::addRow("%s %s tick-%s volume %d", names[int(sound)],
                                  enabled ? "on" : "off", tick ? "on" : "off", volume)
                        << sound << enabled << tick << volume;
                }
            }
        }
    }
}

void TestSoundPlayer::playIsSilentAndPrompt()
{
    QFETCH(Sound, sound);
    QFETCH(bool, enabled);
    QFETCH(bool, tick);
    QFETCH(int, volume);

    TestPlayer player;
    player.setEnabled(enabled);
    player.setTickEnabled(tick);
    player.setVolume(volume);
    player.preload();
    for (int i = 0; i < 5; ++i)
        player.play(sound);
    player.stopAll();
    player.setEnabled(!enabled);
    player.play(sound);
    QCoreApplication::processEvents(); // whatever the backend reports arrives and is handled
    player.setVolume(100 - volume);
    player.setTickEnabled(!tick);
    player.play(sound);
    // Without an output nothing reaches for one: no sound thread, no effect, no device opened.
    if (!player.isAvailable())
        QCOMPARE(player.soundThread(), nullptr);
}

void TestSoundPlayer::noOutputIsLoggedOnce()
{
    if (!QMediaDevices::audioOutputs().isEmpty())
        QSKIP("this machine has an audio output");
    g_soundMessages = 0;
    g_previousHandler = qInstallMessageHandler(countingHandler);
    {
        SoundPlayer player;
        for (int i = 0; i < 4; ++i) {
            for (Sound sound : kSounds)
                player.play(sound);
        }
        player.preload();
    }
    qInstallMessageHandler(g_previousHandler);
    QCOMPARE(g_soundMessages, 1);
}

// With an output (pretended here), the effects are made and played in the sound thread, and no
// call waits for that thread: they all return while a job of the test's holds it. Without a real
// output the thread finds no device and stays silent; on a machine with one, the sounds are
// barely audible. The thread ends with the player.
void TestSoundPlayer::soundThreadIsPrompt()
{
    {
        TestPlayer player(true);
        QVERIFY(player.isAvailable());
        player.setVolume(1);
        player.preload();
        QThread *thread = player.soundThread();
        QVERIFY(thread);

        // Hold the sound thread until the calls are made. Should a call wait for the thread, it
        // returns only once the hold gives up, after a minute, and the test says so.
        // The hold writes gaveUp after its wait, so the test waits for it to finish before these
        // leave scope (clang's ASan caught the write landing after they had).
        QSemaphore held;
        QSemaphore release;
        QSemaphore finished;
        std::atomic<bool> gaveUp{false};
        auto *holder = new QObject;
        holder->moveToThread(thread);
        QMetaObject::invokeMethod(
            holder,
            [&, holder] {
                held.release();
                gaveUp = !release.tryAcquire(1, 60'000);
                holder->deleteLater();
                finished.release();
            },
            Qt::QueuedConnection);
        QVERIFY(held.tryAcquire(1, 60'000));
        for (int i = 0; i < 30; ++i) {
            for (Sound sound : kSounds)
                player.play(sound);
        }
        player.setTickEnabled(false);
        player.play(Sound::Tick);
        player.setVolume(2);
        player.stopAll();
        player.setEnabled(false);
        player.play(Sound::Chime);
        release.release();
        QVERIFY(finished.tryAcquire(1, 60'000));
        QVERIFY2(!gaveUp, "a call waited for the sound thread");
        QCoreApplication::processEvents();
    }
    // Destroying the player ends its sound thread (once it has done what was queued).
    if (countdown::test::canCountThreads())
        QTRY_COMPARE_WITH_TIMEOUT(countdown::test::threadsNamed("countdown-sound"), 0, 30'000);
}

void TestSoundPlayer::qtLoadsEachSound_data()
{
    QTest::addColumn<Sound>("sound");
    QTest::newRow("tick") << Sound::Tick;
    QTest::newRow("timeup") << Sound::TimeUp;
    QTest::newRow("chime") << Sound::Chime;
}

// Qt's own decoder accepts each file through its qrc: URL (loading needs no audio device).
void TestSoundPlayer::qtLoadsEachSound()
{
    QFETCH(Sound, sound);
    QSoundEffect effect;
    effect.setSource(SoundPlayer::url(sound));
    QTRY_VERIFY_WITH_TIMEOUT(
        effect.status() == QSoundEffect::Ready || effect.status() == QSoundEffect::Error, 30000);
    // Qt 6.4 reads a sound whatever the machine has; Qt 6.8 only for an audio output, and
    // refuses at once without one. The WAVs' bytes are checked by wavFile() all the same.
    if (effect.status() == QSoundEffect::Error && QMediaDevices::audioOutputs().isEmpty())
        QSKIP("this Qt reads a sound only for an audio output, and this machine has none");
    QCOMPARE(effect.status(), QSoundEffect::Ready);
}

void TestSoundPlayer::wavFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("minMs");
    QTest::addColumn<int>("maxMs");
    QTest::addColumn<double>("minPeakDb");
    QTest::addColumn<double>("maxPeakDb");
    // From the spec: a short quiet tick (~40 ms), a 0.6-0.9 s time-up, a ~0.8 s chime; the two
    // longer ones normalised to about -3 dBFS.
    QTest::newRow("tick") << QStringLiteral(":/sounds/tick.wav") << 30 << 60 << -20.0 << -6.0;
    QTest::newRow("timeup") << QStringLiteral(":/sounds/timeup.wav") << 600 << 900 << -4.0 << -2.0;
    QTest::newRow("chime") << QStringLiteral(":/sounds/chime.wav") << 650 << 950 << -4.0 << -2.0;
}

void TestSoundPlayer::wavFile()
{
    QFETCH(QString, path);
    QFETCH(int, minMs);
    QFETCH(int, maxMs);
    QFETCH(double, minPeakDb);
    QFETCH(double, maxPeakDb);

    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const QByteArray bytes = file.readAll();

    // RIFF/WAVE, the sizes consistent with the file.
    QVERIFY(bytes.size() >= 44);
    QCOMPARE(bytes.left(4), QByteArray("RIFF"));
    QCOMPARE(qsizetype(le32(bytes, 4)), bytes.size() - 8);
    QCOMPARE(bytes.mid(8, 4), QByteArray("WAVE"));

    bool haveFormat = false;
    QByteArray data;
    for (qsizetype at = 12; at + 8 <= bytes.size();) {
        const QByteArray id = bytes.mid(at, 4);
        const qsizetype size = le32(bytes, at + 4);
        QVERIFY(at + 8 + size <= bytes.size());
        if (id == "fmt ") {
            QVERIFY(size >= 16);
            QCOMPARE(le16(bytes, at + 8), quint16(1));      // PCM
            QCOMPARE(le16(bytes, at + 10), quint16(1));     // mono
            QCOMPARE(le32(bytes, at + 12), quint32(44100)); // sample rate
            QCOMPARE(le32(bytes, at + 16), quint32(88200)); // bytes per second
            QCOMPARE(le16(bytes, at + 20), quint16(2));     // bytes per frame
            QCOMPARE(le16(bytes, at + 22), quint16(16));    // bits per sample
            haveFormat = true;
        } else if (id == "data") {
            QVERIFY(haveFormat); // the format comes first
            data = bytes.mid(at + 8, size);
        }
        at += 8 + size + (size & 1);
    }
    QVERIFY(haveFormat);
    QVERIFY(!data.isEmpty());
    QCOMPARE(data.size() % 2, 0);

    std::vector<int> samples;
    for (qsizetype i = 0; i < data.size(); i += 2)
        samples.push_back(std::int16_t(le16(data, i)));
    // Every file ends in digital silence longer than a PulseAudio stream's buffer (250 ms by
    // default), because Qt 6.4 drops what is still buffered when a sound ends (soundgen.cpp).
    std::size_t n = samples.size();
    while (n > 0 && samples[n - 1] == 0)
        --n;
    const double silentTailMs = 1000.0 * double(samples.size() - n) / 44100.0;
    QVERIFY2(silentTailMs >= 300.0 && silentTailMs <= 500.0,
             qPrintable(QStringLiteral("silent tail %1 ms").arg(silentTailMs)));
    QVERIFY(n > 0);

    // From here on, the sound itself (up to its last non-zero sample).
    const double ms = 1000.0 * double(n) / 44100.0;
    QVERIFY2(ms >= minMs && ms <= maxMs, qPrintable(QStringLiteral("%1 ms").arg(ms)));

    // No clipping, and the loudness the spec asks for.
    int peak = 0;
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        peak = std::max(peak, std::abs(samples[i]));
        sum += samples[i];
    }
    QVERIFY(peak < 32767);
    QVERIFY2(dbfs(peak) >= minPeakDb && dbfs(peak) <= maxPeakDb,
             qPrintable(QStringLiteral("peak %1 dBFS").arg(dbfs(peak))));
    // Centred on zero (a DC offset would thump when the sound starts and stops).
    QVERIFY(std::abs(sum / double(n)) < 0.01 * 32768);

    // Silence at both ends (no click): the first and last samples are (almost) zero, and the last
    // millisecond is a whisper beside the peak.
    QVERIFY2(std::abs(samples.front()) <= 33, qPrintable(QString::number(samples.front())));
    QVERIFY2(std::abs(samples[n - 1]) <= 33, qPrintable(QString::number(samples[n - 1])));
    const std::size_t oneMs = 44;
    int tailPeak = 0;
    for (std::size_t i = n - oneMs; i < n; ++i)
        tailPeak = std::max(tailPeak, std::abs(samples[i]));
    QVERIFY2(tailPeak < peak / 50, qPrintable(QString::number(tailPeak)));
    // The first sample's neighbours rise gently: no jump at the start either.
    for (std::size_t i = 1; i < 8; ++i)
        QVERIFY2(std::abs(samples[i] - samples[i - 1]) < peak / 20, qPrintable(QString::number(i)));

    // It dies away rather than being cut off: the last tenth is much quieter than its loudest
    // tenth.
    const std::size_t tenth = n / 10;
    double loudest = 0.0;
    for (std::size_t from = 0; from + tenth <= n; from += tenth / 2)
        loudest = std::max(loudest, rms(samples, from, tenth));
    QVERIFY2(
        rms(samples, n - tenth, tenth) < 0.2 * loudest,
        qPrintable(QStringLiteral("%1 vs %2").arg(rms(samples, n - tenth, tenth)).arg(loudest)));
}

QTEST_MAIN(TestSoundPlayer)
#include "tst_soundplayer.moc"
