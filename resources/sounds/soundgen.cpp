// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// soundgen: writes the game's sound effects (tick.wav, timeup.wav, chime.wav) into a folder.
//
// The sounds are synthesised here, at build time, so that the repository holds no binary audio
// and anyone can change a sound by editing a few numbers (resources/README.md says how). Plain
// C++20 on purpose: it runs on the build machine before anything of the game exists.
//
// Each sound is a sum of sine partials, each with its own amplitude and exponential decay, shaped
// by a short raised-cosine fade in and out (no click at either end), then normalised to a peak
// below full scale and written as 16-bit PCM mono WAV at 44.1 kHz, followed by a stretch of digital
// silence (see kSilentTailSeconds). The output depends on nothing but this file: the only noise
// comes from a fixed-seed LCG.
//
// Usage: soundgen OUTPUT_DIR

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <numbers>
#include <string>
#include <system_error>
#include <vector>

namespace {

constexpr int kSampleRate = 44100;

// Qt 6.4's QSoundEffect on PulseAudio (and on PipeWire through its Pulse server) disconnects its
// stream as soon as it has handed over the last bytes, and whatever the server still buffers is
// dropped: measured on a Pulse sink, the last 140-180 ms of every sound went missing (ending in a
// click) and a 40 ms tick was never heard. The buffer is what the stream asks for (250 ms by
// default) or less, so every file ends with more silence than that: only silence gets cut.
constexpr double kSilentTailSeconds = 0.35;

// One sine component of a note: frequency as a multiple of the note's, relative amplitude, and
// the time in seconds over which it decays to 1/e (shorter for the brighter upper partials, as in
// struck wood, metal or glass).
struct Partial {
    double ratio;
    double amplitude;
    double decaySeconds;
};

// A struck note: starts at `start` seconds, rises over `attackSeconds` (a raised cosine, so no
// step), then each partial decays on its own.
struct Note {
    double start;
    double frequency;
    double gain;
    double attackSeconds;
    std::vector<Partial> partials;
};

using Samples = std::vector<double>;

int sampleCount(double seconds)
{
    return static_cast<int>(std::lround(seconds * kSampleRate));
}

// Raised cosine from 0 to 1 over [0, length]: smooth at both ends.
double riseCurve(double t, double length)
{
    if (t >= length)
        return 1.0;
    if (t <= 0.0)
        return 0.0;
    return 0.5 - 0.5 * std::cos(std::numbers::pi * t / length);
}

void addNote(Samples &out, const Note &note)
{
    const int first = sampleCount(note.start);
    for (int i = first; i < static_cast<int>(out.size()); ++i) {
        const double t = static_cast<double>(i - first) / kSampleRate;
        double value = 0.0;
        for (const Partial &p : note.partials) {
            const double phase = 2.0 * std::numbers::pi * note.frequency * p.ratio * t;
            value += p.amplitude * std::exp(-t / p.decaySeconds) * std::sin(phase);
        }
        out[static_cast<std::size_t>(i)] += note.gain * riseCurve(t, note.attackSeconds) * value;
    }
}

// Fades the first and last moments to exact silence so that starting or cutting a sound never
// clicks, whatever the partials were doing there.
void fadeEnds(Samples &out, double fadeInSeconds, double fadeOutSeconds)
{
    const int n = static_cast<int>(out.size());
    const int in = std::min(n, sampleCount(fadeInSeconds));
    const int fadeOut = std::min(n, sampleCount(fadeOutSeconds));
    for (int i = 0; i < in; ++i)
        out[static_cast<std::size_t>(i)] *= riseCurve(i, in);
    for (int i = 0; i < fadeOut; ++i)
        out[static_cast<std::size_t>(n - 1 - i)] *= riseCurve(i, fadeOut);
}

// Scales so that the loudest sample sits at `peakDb` dBFS (below 0: never clips).
void normalise(Samples &out, double peakDb)
{
    double peak = 0.0;
    for (double v : out)
        peak = std::max(peak, std::abs(v));
    if (peak <= 0.0)
        return;
    const double scale = std::pow(10.0, peakDb / 20.0) / peak;
    for (double &v : out)
        v *= scale;
}

// A numerical-recipes LCG: the same "noise" on every machine and every run.
class Lcg {
public:
    explicit Lcg(std::uint32_t seed)
        : m_state(seed)
    {
    }
    double next() // -1..1
    {
        m_state = m_state * 1664525u + 1013904223u;
        return static_cast<double>(m_state >> 8) / static_cast<double>(1u << 23) - 1.0;
    }

private:
    std::uint32_t m_state;
};

// A soft wooden tick, heard every second of the round: a low, quickly damped "tock" with two
// inharmonic modes (like a small wood block) and a breath of filtered noise for the strike.
Samples tick()
{
    Samples out(static_cast<std::size_t>(sampleCount(0.040)), 0.0);
    addNote(out, Note{0.0,
                      880.0,
                      1.0,
                      0.0008,
                      {{1.0, 1.0, 0.0070}, {2.54, 0.35, 0.0035}, {4.1, 0.12, 0.0020}}});
    // The strike: noise through a one-pole low-pass, gone within a few milliseconds.
    Lcg random(20240611u);
    double low = 0.0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) / kSampleRate;
        low += 0.35 * (random.next() - low);
        out[i] += 0.25 * std::exp(-t / 0.0012) * riseCurve(t, 0.0004) * low;
    }
    fadeEnds(out, 0.0005, 0.006);
    // Quiet on purpose: it is heard thirty times a round.
    normalise(out, -10.0);
    return out;
}

// A soft bell-like partial set: mostly the fundamental, a gentle octave and twelfth, and a
// faint, fast-fading high partial for the "ting" (the vibraphone's 4th is what keeps it sweet).
std::vector<Partial> bell(double decay)
{
    return {{1.0, 1.0, decay},
            {2.0, 0.30, decay * 0.55},
            {3.0, 0.10, decay * 0.35},
            {4.0, 0.18, decay * 0.20}};
}

// Time up: a friendly "ding-dong", E5 falling to C5 (a major third), bell-like and decaying.
Samples timeUp()
{
    Samples out(static_cast<std::size_t>(sampleCount(0.90)), 0.0);
    addNote(out, Note{0.0, 659.26, 1.0, 0.004, bell(0.20)});
    addNote(out, Note{0.25, 523.25, 1.0, 0.004, bell(0.17)});
    fadeEnds(out, 0.002, 0.080);
    normalise(out, -3.0);
    return out;
}

// An exact answer: a bright rising arpeggio, C5 E5 G5 C6, each note a small glass-like bell.
Samples chime()
{
    Samples out(static_cast<std::size_t>(sampleCount(0.80)), 0.0);
    const double notes[] = {523.25, 659.26, 783.99, 1046.50};
    for (int i = 0; i < 4; ++i) {
        const bool last = i == 3;
        addNote(out, Note{0.085 * i,
                          notes[i],
                          last ? 1.0 : 0.8,
                          0.003,
                          {{1.0, 1.0, last ? 0.20 : 0.14},
                           {2.0, 0.25, 0.08},
                           {3.0, 0.12, 0.05},
                           {5.0, 0.06, 0.02}}});
    }
    fadeEnds(out, 0.002, 0.080);
    normalise(out, -3.0);
    return out;
}

Samples withSilentTail(Samples samples)
{
    samples.resize(samples.size() + static_cast<std::size_t>(sampleCount(kSilentTailSeconds)), 0.0);
    return samples;
}

void putLe(std::string &bytes, std::uint32_t value, int size)
{
    for (int i = 0; i < size; ++i)
        bytes.push_back(static_cast<char>((value >> (8 * i)) & 0xffu));
}

// A canonical 44-byte header WAV, written byte by byte (little-endian on any host).
std::string wavFile(const Samples &samples)
{
    const std::uint32_t dataBytes = static_cast<std::uint32_t>(samples.size() * 2);
    std::string bytes;
    bytes.reserve(44 + dataBytes);
    bytes += "RIFF";
    putLe(bytes, 36 + dataBytes, 4);
    bytes += "WAVE";
    bytes += "fmt ";
    putLe(bytes, 16, 4);              // size of the fmt chunk
    putLe(bytes, 1, 2);               // PCM
    putLe(bytes, 1, 2);               // mono
    putLe(bytes, kSampleRate, 4);     // sample rate
    putLe(bytes, kSampleRate * 2, 4); // byte rate
    putLe(bytes, 2, 2);               // block align
    putLe(bytes, 16, 2);              // bits per sample
    bytes += "data";
    putLe(bytes, dataBytes, 4);
    for (double v : samples) {
        const long s = std::clamp(std::lround(v * 32767.0), -32767L, 32767L);
        putLe(bytes, static_cast<std::uint32_t>(static_cast<std::int16_t>(s)) & 0xffffu, 2);
    }
    return bytes;
}

// Writes beside the target and renames, so that an interrupted build never leaves half a file
// that looks up to date.
bool writeFile(const std::filesystem::path &path, const std::string &bytes)
{
    std::filesystem::path temporary = path;
    temporary += ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        if (!out) {
            std::fprintf(stderr, "soundgen: cannot write %s\n", temporary.string().c_str());
            return false;
        }
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) {
        std::fprintf(stderr, "soundgen: cannot rename to %s: %s\n", path.string().c_str(),
                     error.message().c_str());
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: soundgen OUTPUT_DIR\n");
        return 2;
    }
    const std::filesystem::path dir(argv[1]);
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    if (error) {
        std::fprintf(stderr, "soundgen: cannot create %s: %s\n", dir.string().c_str(),
                     error.message().c_str());
        return 1;
    }
    const bool ok = writeFile(dir / "tick.wav", wavFile(withSilentTail(tick())))
                    && writeFile(dir / "timeup.wav", wavFile(withSilentTail(timeUp())))
                    && writeFile(dir / "chime.wav", wavFile(withSilentTail(chime())));
    return ok ? 0 : 1;
}
