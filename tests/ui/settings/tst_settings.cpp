// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// loadSettings/saveSettings: every field survives a round trip; a missing file gives the defaults;
// each invalid value falls back to its own default while the others keep theirs; the file is
// readable. Expected values are the ones docs/settings.md documents, written out by hand.

#include "settings.h"
#include "settingsfixtures.h"

#include <QDataStream>
#include <QFile>
#include <QLoggingCategory>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace countdown;
using namespace countdown::ui;
using countdown::ui::testing::nonDefault;

namespace {

// A format that keeps each value's type, as the Windows registry and macOS property lists do
// (an INI file gives every value back as text).
bool readTyped(QIODevice &device, QSettings::SettingsMap &map)
{
    QDataStream in(&device);
    in >> map;
    return in.status() == QDataStream::Ok;
}

bool writeTyped(QIODevice &device, const QSettings::SettingsMap &map)
{
    QDataStream out(&device);
    out << map;
    return out.status() == QDataStream::Ok;
}

enum class Field {
    Variant,
    DefaultLarge,
    ClockSeconds,
    Mode,
    Difficulty,
    GuaranteeSolvable,
    RoundsPerGame,
    Contestant,
    ReducedMotion,
    Theme,
    Sound,
    Volume,
    Tick,
    Geometry,
    Players,
    ChallengerName,
    GuidedRoundDone,
    StatisticsRules,
    IncludeCustom,
    IncludeAnswerShown,
    IncludeHinted,
};

// nonDefault() written by hand with the documented keys.
const char *const kNonDefaultIni = "[game]\n"
                                   "variant=le-compte-est-bon\n"
                                   "defaultLarge=3\n"
                                   "clockSeconds=45\n"
                                   "mode=use-all\n"
                                   "difficulty=hard\n"
                                   "guaranteeSolvable=true\n"
                                   "roundsPerGame=5\n"
                                   "opponent=4\n"
                                   "\n"
                                   "[display]\n"
                                   "reducedMotion=true\n"
                                   "theme=dark\n"
                                   "\n"
                                   "[sound]\n"
                                   "enabled=false\n"
                                   "volume=25\n"
                                   "tick=false\n"
                                   "\n"
                                   "[window]\n"
                                   "geometry=@ByteArray(geo)\n"
                                   "state=@ByteArray(st)\n"
                                   "\n"
                                   "[players]\n"
                                   "names=Anna, Ben\n"
                                   "\n"
                                   "[challenges]\n"
                                   "name=Zoë\n"
                                   "\n"
                                   "[help]\n"
                                   "guidedRoundDone=true\n"
                                   "\n"
                                   "[statistics]\n"
                                   "rules=seven-tiles use-all\n"
                                   "includeCustom=true\n"
                                   "includeCheated=true\n"
                                   "includeHinted=true\n";

// The defaults as docs/settings.md documents them (not read from AppSettings{}).
AppSettings withDefault(AppSettings s, Field field)
{
    switch (field) {
    case Field::Variant:
        s.game.variant = standardVariant();
        break;
    case Field::DefaultLarge:
        s.game.defaultLarge = 1;
        break;
    case Field::ClockSeconds:
        // A clock missing or invalid is the variant's own: 45 seconds for Le compte est bon
        // (nonDefault()'s), 30 for the UK's.
        s.game.clockSeconds = s.game.variant.id == u"lceb" ? 45 : 30;
        break;
    case Field::Mode:
        s.game.mode = SolveMode::DropAllowed;
        break;
    case Field::Difficulty:
        s.game.difficulty = countdown::Difficulty::Any;
        break;
    case Field::GuaranteeSolvable:
        s.game.guaranteeSolvable = false;
        break;
    case Field::RoundsPerGame:
        s.game.roundsPerGame = 3;
        break;
    case Field::Contestant:
        s.game.contestantLevel = 0;
        break;
    case Field::ReducedMotion:
        s.game.reducedMotion = false;
        break;
    case Field::Theme:
        s.theme = ThemeChoice::System;
        break;
    case Field::Sound:
        s.sound = true;
        break;
    case Field::Volume:
        s.volume = 70;
        break;
    case Field::Tick:
        s.tick = true;
        break;
    case Field::Geometry:
        s.windowGeometry.clear();
        break;
    case Field::Players:
        s.players.clear();
        break;
    case Field::ChallengerName:
        s.challengerName.clear(); // asked when the first challenge is sent
        break;
    case Field::GuidedRoundDone:
        s.guidedRoundDone = false; // a first start: the guided round
        break;
    case Field::StatisticsRules:
        s.statistics.rules.reset(); // every round, whatever its rules
        break;
    case Field::IncludeCustom:
        s.statistics.includeCustom = false;
        break;
    case Field::IncludeAnswerShown:
        s.statistics.includeAnswerShown = false;
        break;
    case Field::IncludeHinted:
        s.statistics.includeHinted = false;
        break;
    }
    return s;
}

QString keyOf(Field field)
{
    switch (field) {
    case Field::Variant:
        return QStringLiteral("game/variant");
    case Field::DefaultLarge:
        return QStringLiteral("game/defaultLarge");
    case Field::ClockSeconds:
        return QStringLiteral("game/clockSeconds");
    case Field::Mode:
        return QStringLiteral("game/mode");
    case Field::Difficulty:
        return QStringLiteral("game/difficulty");
    case Field::GuaranteeSolvable:
        return QStringLiteral("game/guaranteeSolvable");
    case Field::RoundsPerGame:
        return QStringLiteral("game/roundsPerGame");
    case Field::Contestant:
        return QStringLiteral("game/opponent");
    case Field::ReducedMotion:
        return QStringLiteral("display/reducedMotion");
    case Field::Theme:
        return QStringLiteral("display/theme");
    case Field::Sound:
        return QStringLiteral("sound/enabled");
    case Field::Volume:
        return QStringLiteral("sound/volume");
    case Field::Tick:
        return QStringLiteral("sound/tick");
    case Field::Geometry:
        return QStringLiteral("window/geometry");
    case Field::Players:
        return QStringLiteral("players/names");
    case Field::ChallengerName:
        return QStringLiteral("challenges/name");
    case Field::GuidedRoundDone:
        return QStringLiteral("help/guidedRoundDone");
    case Field::StatisticsRules:
        return QStringLiteral("statistics/rules");
    case Field::IncludeCustom:
        return QStringLiteral("statistics/includeCustom");
    case Field::IncludeAnswerShown:
        return QStringLiteral("statistics/includeCheated");
    case Field::IncludeHinted:
        return QStringLiteral("statistics/includeHinted");
    }
    return {};
}

// Field by field, so that a failure names the field.
void compareSettings(const AppSettings &actual, const AppSettings &expected)
{
    QCOMPARE(actual.game.variant, expected.game.variant);
    QCOMPARE(actual.game.defaultLarge, expected.game.defaultLarge);
    QCOMPARE(actual.game.clockSeconds, expected.game.clockSeconds);
    QCOMPARE(actual.game.mode, expected.game.mode);
    QCOMPARE(actual.game.difficulty, expected.game.difficulty);
    QCOMPARE(actual.game.guaranteeSolvable, expected.game.guaranteeSolvable);
    QCOMPARE(actual.game.roundsPerGame, expected.game.roundsPerGame);
    QCOMPARE(actual.game.contestantLevel, expected.game.contestantLevel);
    QCOMPARE(actual.game.reducedMotion, expected.game.reducedMotion);
    QCOMPARE(actual.theme, expected.theme);
    QCOMPARE(actual.sound, expected.sound);
    QCOMPARE(actual.volume, expected.volume);
    QCOMPARE(actual.tick, expected.tick);
    QCOMPARE(actual.windowGeometry, expected.windowGeometry);
    QCOMPARE(actual.players, expected.players);
    QCOMPARE(actual.challengerName, expected.challengerName);
    QCOMPARE(actual.guidedRoundDone, expected.guidedRoundDone);
    QCOMPARE(actual.statistics.rules.has_value(), expected.statistics.rules.has_value());
    if (actual.statistics.rules && expected.statistics.rules) {
        QCOMPARE(actual.statistics.rules->variantId, expected.statistics.rules->variantId);
        QCOMPARE(actual.statistics.rules->mode, expected.statistics.rules->mode);
    }
    QCOMPARE(actual.statistics.includeCustom, expected.statistics.includeCustom);
    QCOMPARE(actual.statistics.includeAnswerShown, expected.statistics.includeAnswerShown);
    QCOMPARE(actual.statistics.includeHinted, expected.statistics.includeHinted);
    QVERIFY(actual == expected); // and operator== sees every field
}

// What the settings log (category countdown.settings) while it lives: the other categories pass.
class SettingsLog {
public:
    SettingsLog()
    {
        QLoggingCategory::setFilterRules(QStringLiteral("countdown.settings.info=true"));
        s_messages = &m_messages;
        m_previous = qInstallMessageHandler(handler);
    }
    ~SettingsLog()
    {
        qInstallMessageHandler(m_previous);
        s_messages = nullptr;
    }
    SettingsLog(const SettingsLog &) = delete;
    SettingsLog &operator=(const SettingsLog &) = delete;
    const QStringList &messages() const { return m_messages; }

private:
    static void handler(QtMsgType, const QMessageLogContext &context, const QString &message)
    {
        if (s_messages && context.category
            && QLatin1String(context.category) == QLatin1String("countdown.settings"))
            s_messages->append(message);
    }
    static inline QStringList *s_messages = nullptr;
    QStringList m_messages;
    QtMessageHandler m_previous = nullptr;
};

} // namespace

Q_DECLARE_METATYPE(Field)
Q_DECLARE_METATYPE(countdown::ui::AppSettings)

class TestSettings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void defaults();
    void missingFile();
    void roundTrip_data();
    void roundTrip();
    void readsDocumentedKeys();
    void acceptsHandEditedForms();
    void fileIsReadable();
    void invalidTextFallsBackAlone_data();
    void invalidTextFallsBackAlone();
    void invalidTypedValueFallsBackAlone_data();
    void invalidTypedValueFallsBackAlone();
    void unknownKeysAreDroppedOnSaving();
    void aFormerKeyIsReadAndSavedUnderItsNewName();
    void theNewKeyWinsOverItsFormerName();
    void playerNames();
    void challengerNameIsCleaned();
    void noPlayersRoundTripQuietly_data();
    void noPlayersRoundTripQuietly();
    void olderNoPlayersReadQuietly();
    void ownVariants();
    void variantsOfOtherFiles();
    void aDamagedFileIsKeptAside_data();
    void aDamagedFileIsKeptAside();
    void aVariantNotUtf8LosesOnlyItself();
    void aClockNeverSetIsTheVariants_data();
    void aClockNeverSetIsTheVariants();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    void writeText(const QString &file, const QByteArray &text);

    QTemporaryDir m_dir;
    QSettings::Format m_typed = QSettings::InvalidFormat;
};

// An older version's keys and junk are not carried along: after a save only ours remain, with
// the values read.
void TestSettings::unknownKeysAreDroppedOnSaving()
{
    const QString file = path(QStringLiteral("junk.ini"));
    QByteArray text = kNonDefaultIni;
    text += "[junk]\n";
    for (int i = 0; i < 2000; ++i)
        text += "key" + QByteArray::number(i) + "=" + QByteArray(100, 'x') + "\n";
    writeText(file, text);
    {
        QSettings settings(file, QSettings::IniFormat);
        const AppSettings read = loadSettings(settings);
        compareSettings(read, nonDefault());
        saveSettings(settings, read);
    }
    QSettings again(file, QSettings::IniFormat);
    QStringList keys = again.allKeys();
    keys.sort();
    QStringList expected{QStringLiteral("challenges/name"),
                         QStringLiteral("display/language"),
                         QStringLiteral("display/reducedMotion"),
                         QStringLiteral("help/guidedRoundDone"),
                         QStringLiteral("display/theme"),
                         QStringLiteral("game/clockSeconds"),
                         QStringLiteral("game/defaultLarge"),
                         QStringLiteral("game/difficulty"),
                         QStringLiteral("game/guaranteeSolvable"),
                         QStringLiteral("game/mode"),
                         QStringLiteral("game/opponent"),
                         QStringLiteral("game/roundsPerGame"),
                         QStringLiteral("game/variant"),
                         QStringLiteral("players/names"),
                         QStringLiteral("sound/enabled"),
                         QStringLiteral("sound/tick"),
                         QStringLiteral("sound/volume"),
                         QStringLiteral("statistics/includeCheated"),
                         QStringLiteral("statistics/includeCustom"),
                         QStringLiteral("statistics/includeHinted"),
                         QStringLiteral("statistics/rules"),
                         QStringLiteral("window/geometry")};
    expected.sort();
    QCOMPARE(keys, expected); // window/state, of an older version, is gone too
    compareSettings(loadSettings(again), nonDefault());
    QVERIFY(QFileInfo(file).size() < 1000);
}

// A name edited by hand in the file is what a challenge code would carry: no control or
// bidirectional characters (they could turn the friend's screen's text around), at most 24
// characters, no spaces around it.
void TestSettings::challengerNameIsCleaned()
{
    const QString file = path(QStringLiteral("challenger.ini"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("[challenges]\nname=\"  Ann\u202e\\tie, the longest name anyone typed \"\n");
    out.close();
    QSettings settings(file, QSettings::IniFormat);
    QCOMPARE(loadSettings(settings).challengerName, QStringLiteral("Annie, the longest name"));
}

void TestSettings::playerNames()
{
    // Hand-edited names: trimmed, blanks dropped, at most four, each cut to what a scoreboard
    // column holds; one name alone reads too; a number is not a list of names.
    const QString file = path(QStringLiteral("players.ini"));
    writeText(file, "[players]\n"
                    "names=\"  Anna  \", , Ben, A name far too long for any column, Zoë, Fifth\n");
    {
        QSettings settings(file, QSettings::IniFormat);
        QCOMPARE(loadSettings(settings).players,
                 (QStringList{QStringLiteral("Anna"), QStringLiteral("Ben"),
                              QStringLiteral("A name far too long for "), QStringLiteral("Zoë")}));
    }
    writeText(file, "[players]\nnames=Solo\n");
    {
        QSettings settings(file, QSettings::IniFormat);
        QCOMPARE(loadSettings(settings).players, QStringList{QStringLiteral("Solo")});
    }
    const QString typed = path(QStringLiteral("players.conf"));
    {
        QSettings settings(typed, m_typed);
        settings.setValue(QStringLiteral("players/names"), 42);
    }
    QSettings settings(typed, m_typed);
    QVERIFY(loadSettings(settings).players.isEmpty());
}

void TestSettings::noPlayersRoundTripQuietly_data()
{
    QTest::addColumn<bool>("typed");
    QTest::newRow("ini") << false;
    QTest::newRow("typed") << true;
}

// No names (no game at one machine yet, or all removed) is saved as no names: QSettings writes an
// empty list as @Invalid(), which read back as no list at all and was logged at every start.
void TestSettings::noPlayersRoundTripQuietly()
{
    QFETCH(bool, typed);
    AppSettings stored = nonDefault();
    stored.players.clear();
    const QString file =
        path(typed ? QStringLiteral("noplayers.conf") : QStringLiteral("noplayers.ini"));
    {
        QSettings settings(file, typed ? m_typed : QSettings::IniFormat);
        saveSettings(settings, stored);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    if (!typed) {
        QFile text(file);
        QVERIFY(text.open(QIODevice::ReadOnly));
        const QByteArray bytes = text.readAll();
        QVERIFY2(!bytes.contains("@Invalid"), bytes.constData());
    }
    SettingsLog log;
    QSettings settings(file, typed ? m_typed : QSettings::IniFormat);
    compareSettings(loadSettings(settings), stored);
    QVERIFY2(log.messages().isEmpty(), qPrintable(log.messages().join(QLatin1Char('\n'))));
}

// A file of a version before help/walkthroughDone was renamed help/guidedRoundDone: its value is
// read (the guided round does not start again), and the file saved holds the new key alone.
void TestSettings::aFormerKeyIsReadAndSavedUnderItsNewName()
{
    const QString file = path(QStringLiteral("former-key.ini"));
    writeText(file, "[help]\nwalkthroughDone=true\n");
    {
        QSettings settings(file, QSettings::IniFormat);
        const AppSettings read = loadSettings(settings);
        QVERIFY(read.guidedRoundDone);
        saveSettings(settings, read);
    }
    QSettings again(file, QSettings::IniFormat);
    QVERIFY(!again.contains(QStringLiteral("help/walkthroughDone")));
    QCOMPARE(again.value(QStringLiteral("help/guidedRoundDone")).toString(),
             QStringLiteral("true"));
    QVERIFY(loadSettings(again).guidedRoundDone);
}

// A file with both names (the former one edited in by hand): the new key is the one read.
void TestSettings::theNewKeyWinsOverItsFormerName()
{
    const QString file = path(QStringLiteral("both-keys.ini"));
    writeText(file, "[help]\nguidedRoundDone=false\nwalkthroughDone=true\n");
    QVERIFY(!loadSettings(QSettings(file, QSettings::IniFormat)).guidedRoundDone);
}

// What earlier versions wrote for no names reads as no names, without a word.
void TestSettings::olderNoPlayersReadQuietly()
{
    const QString file = path(QStringLiteral("older-noplayers.ini"));
    writeText(file, "[players]\nnames=@Invalid()\n");
    SettingsLog log;
    QSettings settings(file, QSettings::IniFormat);
    QVERIFY(loadSettings(settings).players.isEmpty());
    QVERIFY2(log.messages().isEmpty(), qPrintable(log.messages().join(QLatin1Char('\n'))));
}

// The player's own variants: each under variants/<id>, read back whole, one of them played.
void TestSettings::ownVariants()
{
    AppSettings app;
    GameVariant family = *builtInVariant(u"seven-tiles");
    family.id = QStringLiteral("my-variant-1");
    family.name = QStringLiteral("Family, seven tiles, no ÷");
    family.operators = OperatorSet::all().without(Operator::Divide);
    GameVariant oneBag = leCompteEstBonVariant();
    oneBag.id = QStringLiteral("my-variant-2");
    oneBag.name = QStringLiteral("Bag, with commas, and \"quotes\"");
    oneBag.targets = TargetRange{10, 99};
    oneBag.clockSeconds = 40;
    app.ownVariants = {family, oneBag};
    app.game.variant = oneBag;
    app.game.clockSeconds = 40;
    const QString file = path(QStringLiteral("variants.ini"));
    {
        QSettings settings(file, QSettings::IniFormat);
        saveSettings(settings, app);
    }
    QSettings settings(file, QSettings::IniFormat);
    QCOMPARE(settings.value(QStringLiteral("game/variant")).toString(),
             QStringLiteral("my-variant-2"));
    QVERIFY(settings.contains(QStringLiteral("variants/my-variant-1")));
    QVERIFY(settings.contains(QStringLiteral("variants/my-variant-2")));
    const AppSettings read = loadSettings(settings);
    QCOMPARE(read.ownVariants.size(), std::size_t(2));
    QCOMPARE(read.ownVariants[0], family);
    QCOMPARE(read.ownVariants[1], oneBag);
    QCOMPARE(read.game.variant, oneBag);
    QCOMPARE(read.game.clockSeconds, 40);
    QVERIFY(read == app);

    // A built-in is stored by its id; the two first rule sets by their old words.
    for (const GameVariant &builtIn : builtInVariants()) {
        AppSettings playing;
        playing.game.variant = builtIn;
        QSettings out(path(QStringLiteral("builtin.ini")), QSettings::IniFormat);
        saveSettings(out, playing);
        const QString word = out.value(QStringLiteral("game/variant")).toString();
        if (builtIn.id == u"uk")
            QCOMPARE(word, QStringLiteral("countdown"));
        else if (builtIn.id == u"lceb")
            QCOMPARE(word, QStringLiteral("le-compte-est-bon"));
        else
            QCOMPARE(word, builtIn.id);
        QCOMPARE(loadSettings(out).game.variant, builtIn);
    }
}

// What a hand or another version wrote under variants/: a short file with the standard's
// defaults reads; what does not read (a bad value, an id that is not its key's, a built-in's id)
// is no variant, falls back where it is chosen, and is written back as it was.
void TestSettings::variantsOfOtherFiles()
{
    const QString file = path(QStringLiteral("other-variants.conf"));
    const QString bad = QStringLiteral(R"({"tiles": 9})");
    const QString otherId = QStringLiteral(R"({"id": "b", "tiles": 5})");
    const QString builtInId = QStringLiteral(R"({"id": "uk", "tiles": 5})");
    {
        QSettings settings(file, m_typed);
        settings.setValue(QStringLiteral("variants/family"),
                          QStringLiteral(R"({"id": "family", "name": "Family", "tiles": 5})"));
        settings.setValue(QStringLiteral("variants/bad"), bad);
        settings.setValue(QStringLiteral("variants/a"), otherId);
        settings.setValue(QStringLiteral("variants/uk"), builtInId);
        settings.setValue(QStringLiteral("game/variant"), QStringLiteral("bad"));
    }
    AppSettings read;
    {
        QSettings settings(file, m_typed);
        read = loadSettings(settings);
    }
    QCOMPARE(read.ownVariants.size(), std::size_t(1));
    GameVariant family = standardVariant();
    family.id = QStringLiteral("family");
    family.name = QStringLiteral("Family");
    family.tiles = 5;
    QCOMPARE(read.ownVariants.front(), family);
    QCOMPARE(read.game.variant, standardVariant()); // "bad" is no variant
    QCOMPARE(read.unreadableVariants.size(), std::size_t(3));
    {
        QSettings settings(file, m_typed);
        saveSettings(settings, read);
    }
    QSettings settings(file, m_typed);
    QCOMPARE(settings.value(QStringLiteral("variants/bad")).toString(), bad);
    QCOMPARE(settings.value(QStringLiteral("variants/a")).toString(), otherId);
    QCOMPARE(settings.value(QStringLiteral("variants/uk")).toString(), builtInId);
    QVERIFY(settings.contains(QStringLiteral("variants/family")));
    QCOMPARE(loadSettings(settings), read);

    // An own variant is found by its id, and the old words still name the first rule sets.
    QCOMPARE(findVariant(u"family", read.ownVariants), std::optional(family));
    QCOMPARE(findVariant(u"le-compte-est-bon", {}), std::optional(leCompteEstBonVariant()));
    QVERIFY(!findVariant(u"family", {}));
    QCOMPARE(newVariantId(read.ownVariants), QStringLiteral("my-variant-1"));
    QCOMPARE(newVariantId({*findVariant(u"family", read.ownVariants),
                           [] {
                               GameVariant taken = standardVariant();
                               taken.id = QStringLiteral("my-variant-1");
                               return taken;
                           }()}),
             QStringLiteral("my-variant-2"));
}

void TestSettings::aDamagedFileIsKeptAside_data()
{
    QTest::addColumn<QByteArray>("damaged");
    QTest::newRow("a section never closed") << QByteArray("[game\nvariant=le-compte-est-bon\n");
    static const char binary[] = "\x00\x01\x02garbage\xff\xfe";
    QTest::newRow("binary bytes") << QByteArray(binary, sizeof binary - 1); // NUL first
    QTest::newRow("not UTF-8") << QByteArray("[game]\nvariant=\xc3\x28\n");
    QTest::newRow("half of a good file")
        << QByteArray(kNonDefaultIni).left(QByteArray(kNonDefaultIni).size() / 2)
               + QByteArray(1, '\0');
}

// A file that is no settings file any more is kept beside it, and the settings are the defaults.
void TestSettings::aDamagedFileIsKeptAside()
{
    QFETCH(QByteArray, damaged);
    const QString file = path(QStringLiteral("damaged.ini"));
    for (const QString &old : QDir(m_dir.path()).entryList({QStringLiteral("damaged.damaged-*")}))
        QFile::remove(m_dir.filePath(old));
    writeText(file, damaged);
    QSettings settings(file, QSettings::IniFormat);
    const DamagedSettings report = keepDamagedSettings(settings);
    QVERIFY(report.damaged);
    QVERIFY2(report.keptAs.contains(QStringLiteral("damaged.damaged-")), qPrintable(report.keptAs));
    QFile kept(report.keptAs);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), damaged); // byte for byte
    compareSettings(loadSettings(settings), AppSettings{});
    // A good file is left alone.
    const QString good = path(QStringLiteral("good.ini"));
    writeText(good, kNonDefaultIni);
    QSettings fine(good, QSettings::IniFormat);
    QVERIFY(!keepDamagedSettings(fine).damaged);
    compareSettings(loadSettings(fine), nonDefault());
}

// A byte that is not UTF-8 in one stored variant (a hand edit, a disk error) loses that variant,
// and says so in the log; every other setting and variant is kept, and the file is no longer
// taken for damaged.
void TestSettings::aVariantNotUtf8LosesOnlyItself()
{
    AppSettings stored = nonDefault();
    GameVariant kept = *builtInVariant(u"seven-tiles");
    kept.id = QStringLiteral("kept");
    kept.name = QStringLiteral("Kept");
    GameVariant broken = kept;
    broken.id = QStringLiteral("broken");
    broken.name = QStringLiteral("Broken");
    stored.ownVariants = {broken, kept};
    const QString file = path(QStringLiteral("variant-not-utf8.ini"));
    for (const QString &old :
         QDir(m_dir.path()).entryList({QStringLiteral("variant-not-utf8.damaged-*")}))
        QFile::remove(m_dir.filePath(old));
    {
        QSettings settings(file, QSettings::IniFormat);
        saveSettings(settings, stored);
    }
    QByteArray bytes;
    {
        QFile text(file);
        QVERIFY(text.open(QIODevice::ReadOnly));
        bytes = text.readAll();
    }
    const qsizetype at = bytes.indexOf("Broken");
    QVERIFY(at > 0);
    bytes[at + 1] = '\xff';
    writeText(file, bytes);

    SettingsLog log;
    AppSettings read;
    {
        QSettings settings(file, QSettings::IniFormat);
        const DamagedSettings report = keepDamagedSettings(settings);
        QVERIFY(!report.damaged);
        read = loadSettings(settings);
    }
    AppSettings expected = stored;
    expected.ownVariants = {kept};
    compareSettings(read, expected);
    QVERIFY2(read.unreadableVariants.empty(), "the variant is lost, not kept as it reads");
    QVERIFY2(log.messages().join(QLatin1Char('\n')).contains(QStringLiteral("variants/broken")),
             qPrintable(log.messages().join(QLatin1Char('\n'))));
    QVERIFY(QDir(m_dir.path()).entryList({QStringLiteral("variant-not-utf8.damaged-*")}).isEmpty());
    // The file is whole again: the next start finds nothing to lose.
    QSettings again(file, QSettings::IniFormat);
    QVERIFY(!keepDamagedSettings(again).damaged);
    compareSettings(loadSettings(again), expected);
}

void TestSettings::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_typed = QSettings::registerFormat(QStringLiteral("typed"), readTyped, writeTyped);
    QVERIFY(m_typed != QSettings::InvalidFormat);
}

void TestSettings::writeText(const QString &file, const QByteArray &text)
{
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(text);
}

void TestSettings::defaults()
{
    AppSettings expected;
    expected.game.variant = standardVariant();
    expected.game.defaultLarge = 1;
    expected.game.clockSeconds = 30;
    expected.game.mode = SolveMode::DropAllowed;
    expected.game.reducedMotion = false;
    expected.theme = ThemeChoice::System;
    expected.sound = true;
    expected.volume = 70;
    expected.tick = true;
    expected.guidedRoundDone = false;
    compareSettings(AppSettings{}, expected);
}

void TestSettings::missingFile()
{
    const QString file = path(QStringLiteral("missing.ini"));
    QVERIFY(!QFile::exists(file));
    QSettings settings(file, QSettings::IniFormat);
    // Every field at its documented default.
    AppSettings expected = nonDefault();
    for (Field f : {Field::Variant,
                    Field::DefaultLarge,
                    Field::ClockSeconds,
                    Field::Mode,
                    Field::Difficulty,
                    Field::GuaranteeSolvable,
                    Field::RoundsPerGame,
                    Field::Contestant,
                    Field::ReducedMotion,
                    Field::Theme,
                    Field::Sound,
                    Field::Volume,
                    Field::Tick,
                    Field::Geometry,
                    Field::Players,
                    Field::ChallengerName,
                    Field::GuidedRoundDone,
                    Field::StatisticsRules,
                    Field::IncludeCustom,
                    Field::IncludeAnswerShown,
                    Field::IncludeHinted})
        expected = withDefault(expected, f);
    compareSettings(loadSettings(settings), expected);
    QVERIFY(!QFile::exists(file)); // reading creates nothing
}

void TestSettings::roundTrip_data()
{
    QTest::addColumn<AppSettings>("stored");
    QTest::addColumn<bool>("typed");

    for (const bool typed : {false, true}) {
        const char *format = typed ? "typed" : "ini";
        QTest::addRow("defaults %s", format) << AppSettings{} << typed;
        QTest::addRow("every field changed %s", format) << nonDefault() << typed;

        AppSettings other;
        other.game.defaultLarge = 0;
        other.game.clockSeconds = 0;
        other.theme = ThemeChoice::Light;
        other.volume = 0;
        other.windowGeometry = QByteArray("\x00\x01\xff binary, with = and ; and \n", 30);
        QTest::addRow("no clock, light, silent slider %s", format) << other << typed;

        AppSettings extremes = nonDefault();
        extremes.game.defaultLarge = 4;
        extremes.game.clockSeconds = 60;
        extremes.volume = 100;
        QTest::addRow("extremes %s", format) << extremes << typed;
    }
}

void TestSettings::roundTrip()
{
    QFETCH(AppSettings, stored);
    QFETCH(bool, typed);
    const QString file =
        path(QStringLiteral("roundtrip-%1.conf").arg(QString::fromLatin1(QTest::currentDataTag())));
    const QSettings::Format format = typed ? m_typed : QSettings::IniFormat;
    {
        QSettings settings(file, format);
        saveSettings(settings, stored);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    QSettings reread(file, format); // a new object: the values come from the file
    compareSettings(loadSettings(reread), stored);
}

void TestSettings::readsDocumentedKeys()
{
    const QString file = path(QStringLiteral("handwritten.ini"));
    writeText(file, kNonDefaultIni);
    QSettings settings(file, QSettings::IniFormat);
    compareSettings(loadSettings(settings), nonDefault());
}

void TestSettings::acceptsHandEditedForms()
{
    const QString file = path(QStringLiteral("handedited.ini"));
    writeText(file, "[game]\n"
                    "variant=Le-Compte-Est-Bon\n"
                    "defaultLarge = 4 \n"
                    "clockSeconds=0\n"
                    "mode=USE-ALL\n"
                    "[display]\n"
                    "reducedMotion=1\n"
                    "theme=Light\n"
                    "[sound]\n"
                    "enabled=TRUE\n"
                    "volume=0\n"
                    "tick=0\n");
    QSettings settings(file, QSettings::IniFormat);
    AppSettings expected;
    expected.game.variant = leCompteEstBonVariant();
    expected.game.defaultLarge = 4;
    expected.game.clockSeconds = 0;
    expected.game.mode = SolveMode::UseAll;
    expected.game.reducedMotion = true;
    expected.theme = ThemeChoice::Light;
    expected.sound = true;
    expected.volume = 0;
    expected.tick = false;
    compareSettings(loadSettings(settings), expected);
}

void TestSettings::fileIsReadable()
{
    const QString file = path(QStringLiteral("readable.ini"));
    {
        QSettings settings(file, QSettings::IniFormat);
        saveSettings(settings, nonDefault());
    }
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(in.readAll());
    const QStringList lines = text.split(QLatin1Char('\n'));
    // Enums are words, numbers are numbers, flags are true/false, each under its group.
    const QString expectedLines[] = {
        QStringLiteral("[game]"),
        QStringLiteral("variant=le-compte-est-bon"),
        QStringLiteral("defaultLarge=3"),
        QStringLiteral("clockSeconds=45"),
        QStringLiteral("mode=use-all"),
        QStringLiteral("[display]"),
        QStringLiteral("theme=dark"),
        QStringLiteral("reducedMotion=true"),
        QStringLiteral("[sound]"),
        QStringLiteral("enabled=false"),
        QStringLiteral("volume=25"),
        QStringLiteral("tick=false"),
        QStringLiteral("[window]"),
        QStringLiteral("[help]"),
        QStringLiteral("guidedRoundDone=true"),
        QStringLiteral("[statistics]"),
        QStringLiteral("rules=seven-tiles use-all"),
        QStringLiteral("includeCustom=true"),
    };
    for (const QString &line : expectedLines)
        QVERIFY2(lines.contains(line), qPrintable(line + QStringLiteral(" not in:\n") + text));
    // Closed before the file is written again: Windows cannot replace a file that is open.
    in.close();

    // The defaults' words too.
    {
        QSettings settings(file, QSettings::IniFormat);
        AppSettings s;
        s.theme = ThemeChoice::System;
        saveSettings(settings, s);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    QVERIFY(in.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString defaults = QString::fromUtf8(in.readAll());
    const QStringList defaultLines = defaults.split(QLatin1Char('\n'));
    QVERIFY2(defaultLines.contains(QStringLiteral("variant=countdown")), qPrintable(defaults));
    QVERIFY2(defaultLines.contains(QStringLiteral("mode=drop")), qPrintable(defaults));
    QVERIFY2(defaultLines.contains(QStringLiteral("theme=system")), qPrintable(defaults));
    QVERIFY2(defaultLines.contains(QStringLiteral("rules=all")), qPrintable(defaults));
}

void TestSettings::invalidTextFallsBackAlone_data()
{
    QTest::addColumn<Field>("field");
    QTest::addColumn<QByteArray>("text"); // the value as written in the INI file

    const struct {
        Field field;
        const char *name;
        std::initializer_list<const char *> values;
    } cases[] = {
        // "my-variant-1": an own variant's id, with no such variant in the file.
        {Field::Variant,
         "variant",
         {"countdwn", "", "0", "1", "custom", "countdown, uk", "my-variant-1", "seven tiles"}},
        // Up to 7: a variant may let the player pick every tile large.
        {Field::DefaultLarge,
         "defaultLarge",
         {"-1", "8", "abc", "2.0", "0x2", "99999999999999999999", "1, 2", ""}},
        // 0 or 10-600, as a variant's clock may be.
        {Field::ClockSeconds,
         "clockSeconds",
         {"9", "601", "-30", "3600", "thirty", "30s", "30.0", "1e9", "30, 45", ""}},
        {Field::Mode, "mode", {"drop-all", "1", "", "use all"}},
        {Field::Difficulty, "difficulty", {"impossible", "2", "", "easy, hard"}},
        {Field::GuaranteeSolvable, "guaranteeSolvable", {"yes please", "2", ""}},
        {Field::RoundsPerGame, "roundsPerGame", {"0", "100", "-3", "three", "3.5", ""}},
        {Field::Contestant, "opponent", {"6", "-1", "Zara", "2.5", "1, 2", ""}},
        {Field::ReducedMotion, "reducedMotion", {"maybe", "2", "-1", "", "true, false"}},
        {Field::Theme, "theme", {"purple", "0", "2", "", "dark, light"}},
        {Field::Sound, "enabled", {"perhaps", "-1", "10", ""}},
        {Field::Volume,
         "volume",
         {"101", "-5", "loud", "1e2", "70%", "99999999999999999999", "-99999999999999999999",
          "50, 60", ""}},
        {Field::Tick, "tick", {"sure", "3", ""}},
        {Field::Geometry, "geometry", {"just text", "1, 2", "42"}},
        {Field::GuidedRoundDone, "guidedRoundDone", {"done", "2", "", "true, false"}},
        // A variant's id and a mode, one space between; "all" alone.
        {Field::StatisticsRules,
         "rules",
         {"", "All", "seven-tiles", "seven-tiles  use-all", "seven-tiles sideways",
          "Seven-Tiles drop", "seven tiles drop", "-x drop", "drop seven-tiles",
          "seven-tiles drop extra", "seven-tiles, drop"}},
        {Field::IncludeCustom, "includeCustom", {"yes", "2", ""}},
        {Field::IncludeAnswerShown, "includeCheated", {"no", "-1", ""}},
        {Field::IncludeHinted, "includeHinted", {"hinted", "true, false", ""}},
    };
    for (const auto &c : cases) {
        for (const char *value : c.values)
            QTest::addRow("%s=%s", c.name, value) << c.field << QByteArray(value);
    }
}

void TestSettings::invalidTextFallsBackAlone()
{
    QFETCH(Field, field);
    QFETCH(QByteArray, text);

    // The hand-written file with that one line changed.
    const QByteArray name = keyOf(field).section(QLatin1Char('/'), 1).toLatin1();
    QByteArray ini;
    bool replaced = false;
    for (const QByteArray &line : QByteArray(kNonDefaultIni).split('\n')) {
        if (line.startsWith(name + '=')) {
            ini += name + '=' + text + '\n';
            replaced = true;
        } else {
            ini += line + '\n';
        }
    }
    QVERIFY(replaced);
    // A new file each time: QSettings caches a file by its path, size and modification time, and
    // two rows' files can match on all three within one second.
    static int row = 0;
    const QString file = path(QStringLiteral("invalid-%1.ini").arg(++row));
    writeText(file, ini);

    QSettings settings(file, QSettings::IniFormat);
    QVERIFY(settings.contains(keyOf(field)));
    compareSettings(loadSettings(settings), withDefault(nonDefault(), field));
}

void TestSettings::invalidTypedValueFallsBackAlone_data()
{
    QTest::addColumn<Field>("field");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<bool>("valid");

    const QVariant list = QStringList{QStringLiteral("1"), QStringLiteral("2")};
    // Valid typed values are read (as the registry or a property list would give them)...
    QTest::newRow("defaultLarge int 2") << Field::DefaultLarge << QVariant(2) << true;
    QTest::newRow("volume int 40") << Field::Volume << QVariant(40) << true;
    QTest::newRow("volume qint64 40") << Field::Volume << QVariant(qint64(40)) << true;
    QTest::newRow("clock uint 60") << Field::ClockSeconds << QVariant(60u) << true;
    QTest::newRow("sound bool true") << Field::Sound << QVariant(true) << true;
    QTest::newRow("tick int 1") << Field::Tick << QVariant(1) << true;
    // ...anything else falls back.
    QTest::newRow("variant int") << Field::Variant << QVariant(1) << false;
    QTest::newRow("variant list") << Field::Variant << list << false;
    QTest::newRow("defaultLarge huge") << Field::DefaultLarge << QVariant(qint64(1) << 40) << false;
    QTest::newRow("defaultLarge double") << Field::DefaultLarge << QVariant(2.0) << false;
    QTest::newRow("defaultLarge bool") << Field::DefaultLarge << QVariant(true) << false;
    QTest::newRow("clock negative") << Field::ClockSeconds << QVariant(-30) << false;
    QTest::newRow("clock 5") << Field::ClockSeconds << QVariant(5) << false;
    QTest::newRow("clock list") << Field::ClockSeconds << list << false;
    QTest::newRow("mode int") << Field::Mode << QVariant(1) << false;
    QTest::newRow("difficulty int") << Field::Difficulty << QVariant(3) << false;
    QTest::newRow("roundsPerGame int") << Field::RoundsPerGame << QVariant(7) << true;
    QTest::newRow("roundsPerGame zero") << Field::RoundsPerGame << QVariant(0) << false;
    QTest::newRow("contestant int") << Field::Contestant << QVariant(2) << true;
    QTest::newRow("contestant six") << Field::Contestant << QVariant(6) << false;
    QTest::newRow("reducedMotion int 2") << Field::ReducedMotion << QVariant(2) << false;
    QTest::newRow("reducedMotion list") << Field::ReducedMotion << list << false;
    QTest::newRow("theme int") << Field::Theme << QVariant(2) << false;
    QTest::newRow("theme bytes") << Field::Theme << QVariant(QByteArray("dark")) << false;
    QTest::newRow("sound double") << Field::Sound << QVariant(1.0) << false;
    QTest::newRow("volume negative") << Field::Volume << QVariant(-5) << false;
    QTest::newRow("volume 101") << Field::Volume << QVariant(101) << false;
    QTest::newRow("volume huge unsigned") << Field::Volume << QVariant(quint64(1) << 63) << false;
    QTest::newRow("volume double") << Field::Volume << QVariant(50.0) << false;
    QTest::newRow("volume list") << Field::Volume << list << false;
    QTest::newRow("tick list") << Field::Tick << list << false;
    QTest::newRow("guidedRoundDone int 1") << Field::GuidedRoundDone << QVariant(1) << true;
    QTest::newRow("guidedRoundDone list") << Field::GuidedRoundDone << list << false;
    QTest::newRow("rules int") << Field::StatisticsRules << QVariant(1) << false;
    QTest::newRow("rules list") << Field::StatisticsRules << list << false;
    QTest::newRow("includeHinted bool") << Field::IncludeHinted << QVariant(true) << true;
    QTest::newRow("includeCustom list") << Field::IncludeCustom << list << false;
    QTest::newRow("geometry string") << Field::Geometry << QVariant(QStringLiteral("abc")) << false;
}

void TestSettings::invalidTypedValueFallsBackAlone()
{
    QFETCH(Field, field);
    QFETCH(QVariant, value);
    QFETCH(bool, valid);

    const QString file = path(QStringLiteral("typed.conf"));
    QFile::remove(file);
    {
        QSettings settings(file, m_typed);
        saveSettings(settings, nonDefault());
        settings.setValue(keyOf(field), value);
    }
    QSettings settings(file, m_typed);
    QCOMPARE(settings.value(keyOf(field)), value); // the format kept the type

    AppSettings expected = withDefault(nonDefault(), field);
    if (valid) {
        switch (field) {
        case Field::DefaultLarge:
            expected.game.defaultLarge = 2;
            break;
        case Field::Volume:
            expected.volume = 40;
            break;
        case Field::ClockSeconds:
            expected.game.clockSeconds = 60;
            break;
        case Field::Sound:
            expected.sound = true;
            break;
        case Field::Tick:
            expected.tick = true;
            break;
        case Field::GuidedRoundDone:
            expected.guidedRoundDone = true;
            break;
        case Field::RoundsPerGame:
            expected.game.roundsPerGame = 7;
            break;
        case Field::Contestant:
            expected.game.contestantLevel = 2;
            break;
        case Field::IncludeHinted:
            expected.statistics.includeHinted = true;
            break;
        default:
            QFAIL("no expectation for this field");
        }
    }
    compareSettings(loadSettings(settings), expected);
}

void TestSettings::aClockNeverSetIsTheVariants_data()
{
    QTest::addColumn<QByteArray>("ini");
    QTest::addColumn<int>("clockSeconds");
    // Le compte est bon plays for 45 seconds, as on the show, unless the player set a clock.
    QTest::newRow("lceb, no clock") << QByteArray("[game]\nvariant=le-compte-est-bon\n") << 45;
    QTest::newRow("lceb, 30 set") << QByteArray(
        "[game]\nvariant=le-compte-est-bon\nclockSeconds=30\n")
                                  << 30;
    QTest::newRow("lceb, no clock set to 0")
        << QByteArray("[game]\nvariant=le-compte-est-bon\nclockSeconds=0\n") << 0;
    QTest::newRow("lceb, an invalid clock")
        << QByteArray("[game]\nvariant=le-compte-est-bon\nclockSeconds=soon\n") << 45;
    QTest::newRow("uk, no clock") << QByteArray("[game]\nvariant=countdown\n") << 30;
    QTest::newRow("nothing") << QByteArray() << 30;
}

void TestSettings::aClockNeverSetIsTheVariants()
{
    QFETCH(QByteArray, ini);
    QFETCH(int, clockSeconds);
    static int row = 0; // a new file each time: QSettings caches a file by path, size and time
    const QString file = path(QStringLiteral("clock-%1.ini").arg(++row));
    writeText(file, ini);
    QSettings settings(file, QSettings::IniFormat);
    QCOMPARE(loadSettings(settings).game.clockSeconds, clockSeconds);
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
