#include "settings.h"

#include "hotseat.h"
#include "language.h"
#include "variantfile.h"
#include "words.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSet>
#include <QSettings>
#include <QStringDecoder>
#include <QVariant>

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

namespace countdown::ui {

namespace {

Q_LOGGING_CATEGORY(lcSettings, "countdown.settings")

constexpr auto kVariant = "game/variant";
constexpr auto kDefaultLarge = "game/defaultLarge";
constexpr auto kClockSeconds = "game/clockSeconds";
constexpr auto kMode = "game/mode";
constexpr auto kDifficulty = "game/difficulty";
constexpr auto kGuaranteeSolvable = "game/guaranteeSolvable";
constexpr auto kRoundsPerGame = "game/roundsPerGame";
constexpr auto kOpponent = "game/opponent";
constexpr auto kReducedMotion = "display/reducedMotion";
constexpr auto kTheme = "display/theme";
constexpr auto kLanguage = "display/language";
constexpr auto kSound = "sound/enabled";
constexpr auto kVolume = "sound/volume";
constexpr auto kTick = "sound/tick";
constexpr auto kGeometry = "window/geometry";
constexpr auto kPlayers = "players/names";
constexpr auto kWalkthroughDone = "help/walkthroughDone";
constexpr auto kStatisticsRules = "statistics/rules";
constexpr auto kIncludeCustom = "statistics/includeCustom";
constexpr auto kIncludeCheated = "statistics/includeCheated";
constexpr auto kIncludeHinted = "statistics/includeHinted";
constexpr auto kVariantsGroup = "variants/"; // one key per variant of the player's own
// What game/variant says for the two rule sets the game first had (older versions read these).
constexpr auto kCountdownWord = "countdown";
constexpr auto kLeCompteEstBonWord = "le-compte-est-bon";
// Every key we read and write: what else a file holds is dropped on saving.
constexpr const char *kKeys[] = {
    kVariant,       kDefaultLarge,   kClockSeconds,  kMode,    kDifficulty,      kGuaranteeSolvable,
    kRoundsPerGame, kOpponent,       kReducedMotion, kTheme,   kLanguage,        kSound,
    kVolume,        kTick,           kGeometry,      kPlayers, kWalkthroughDone, kStatisticsRules,
    kIncludeCustom, kIncludeCheated, kIncludeHinted};
// What statistics/rules says for every round, whatever its rules.
constexpr auto kAllRulesWord = "all";

// The game's values are stored as core/solve/words.h names them; the theme is the window's own.
const std::array<std::pair<ThemeChoice, const char *>, 3> kThemeWords{{
    {ThemeChoice::System, "system"},
    {ThemeChoice::Light, "light"},
    {ThemeChoice::Dark, "dark"},
}};

template <typename Enum, std::size_t N>
QString wordFor(const std::array<std::pair<Enum, const char *>, N> &words, Enum value)
{
    for (const auto &entry : words) {
        if (entry.first == value)
            return QString::fromLatin1(entry.second);
    }
    return QString::fromLatin1(words.front().second);
}

// QSettings gives back what the format holds: always a QString (or a QStringList for a value with
// commas) from an INI file, real booleans and numbers from the registry or a property list.
bool isInteger(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Long:
    case QMetaType::ULong:
        return true;
    default:
        return false;
    }
}

std::optional<QString> readString(const QVariant &value)
{
    if (value.typeId() != QMetaType::QString)
        return std::nullopt;
    return value.toString().trimmed();
}

// A word of core/solve/words.h, whatever its case (a hand-edited file may say "Drop").
template <typename FromWord>
auto readGameWord(const QVariant &value, FromWord fromWord) -> decltype(fromWord(QStringView()))
{
    const auto text = readString(value);
    if (!text)
        return std::nullopt;
    return fromWord(text->toLower());
}

template <typename Enum, std::size_t N>
std::optional<Enum> readWord(const QVariant &value,
                             const std::array<std::pair<Enum, const char *>, N> &words)
{
    const auto text = readString(value);
    if (!text)
        return std::nullopt;
    for (const auto &entry : words) {
        if (text->compare(QLatin1String(entry.second), Qt::CaseInsensitive) == 0)
            return entry.first;
    }
    return std::nullopt;
}

std::optional<qint64> readInteger(const QVariant &value)
{
    bool ok = false;
    qint64 number = 0;
    if (isInteger(value))
        number = value.toLongLong(&ok);
    else if (const auto text = readString(value))
        number = text->toLongLong(&ok, 10); // "45"; not "45.0", "0x2d" or "45 s"
    if (!ok)
        return std::nullopt;
    return number;
}

std::optional<bool> readBool(const QVariant &value)
{
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    if (isInteger(value)) {
        const qint64 number = value.toLongLong();
        if (number == 0 || number == 1)
            return number == 1;
        return std::nullopt;
    }
    if (const auto text = readString(value)) {
        if (text->compare(QLatin1String("true"), Qt::CaseInsensitive) == 0
            || *text == QLatin1Char('1'))
            return true;
        if (text->compare(QLatin1String("false"), Qt::CaseInsensitive) == 0
            || *text == QLatin1Char('0'))
            return false;
    }
    return std::nullopt;
}

// Reads one key into `target`, leaving the default there when the key is missing or invalid.
template <typename T, typename Reader>
void readInto(const QSettings &settings, const char *key, T &target, Reader reader)
{
    if (!settings.contains(QLatin1String(key)))
        return;
    const QVariant value = settings.value(QLatin1String(key));
    if (const std::optional<T> parsed = reader(value)) {
        target = *parsed;
        return;
    }
    qCInfo(lcSettings) << "ignoring the invalid value" << value << "of" << key
                       << "(the default is used)";
}

std::optional<int> inRange(std::optional<qint64> number, int low, int high)
{
    if (!number || *number < low || *number > high)
        return std::nullopt;
    return static_cast<int>(*number);
}

// The player's own variants, each under variants/<id>; what does not read is kept aside.
void readOwnVariants(const QSettings &settings, AppSettings &app)
{
    const QString group = QLatin1String(kVariantsGroup);
    for (const QString &key : settings.allKeys()) {
        if (!key.startsWith(group))
            continue;
        const QString id = key.mid(group.size());
        const QVariant value = settings.value(key);
        // An INI file read back splits a value at unquoted commas (a hand-edited line).
        const QString text = value.typeId() == QMetaType::QStringList
                                 ? value.toStringList().join(QLatin1Char(','))
                                 : value.toString();
        Result<GameVariant> variant = variantFromJson(text.toUtf8());
        if (variant && variant->id == id && !isBuiltInVariantId(id)
            && !findVariant(id, app.ownVariants)) {
            app.ownVariants.push_back(std::move(*variant));
            continue;
        }
        qCInfo(lcSettings) << "keeping the variant" << key << "as it is: it does not read"
                           << (variant ? QStringLiteral("(its id is not the key's)")
                                       : errorMessage(variant.error()));
        app.unreadableVariants[id] = text;
    }
    std::ranges::sort(app.ownVariants, {}, &GameVariant::id);
}

// statistics/rules: "all" (no filter: an empty optional), or a variant's id and a mode word. The
// variant need not exist any more: the statistics then show none of its rounds, and say so.
std::optional<std::optional<RulesPlayed>> readStatisticsRules(const QVariant &value)
{
    const std::optional<QString> text = readString(value);
    if (!text)
        return std::nullopt;
    if (*text == QLatin1String(kAllRulesWord))
        return std::optional<RulesPlayed>();
    const QStringList words = text->split(QLatin1Char(' '));
    if (words.size() != 2 || !isVariantId(words[0]))
        return std::nullopt;
    const std::optional<SolveMode> mode = modeFromWord(words[1]);
    if (!mode)
        return std::nullopt;
    return std::optional<RulesPlayed>(RulesPlayed{words[0], *mode});
}

QString statisticsRulesWord(const std::optional<RulesPlayed> &rules)
{
    return rules ? rules->variantId + QLatin1Char(' ') + modeWord(rules->mode)
                 : QLatin1String(kAllRulesWord);
}

} // namespace

std::optional<GameVariant> findVariant(QStringView id, const std::vector<GameVariant> &own)
{
    if (id == QLatin1String(kCountdownWord))
        return standardVariant();
    if (id == QLatin1String(kLeCompteEstBonWord))
        return leCompteEstBonVariant();
    if (std::optional<GameVariant> builtIn = builtInVariant(id))
        return builtIn;
    const auto found = std::ranges::find(own, id, &GameVariant::id);
    if (found != own.end())
        return *found;
    return std::nullopt;
}

QString newVariantId(const std::vector<GameVariant> &own)
{
    for (int n = 1;; ++n) {
        QString id = QStringLiteral("my-variant-%1").arg(n);
        if (!findVariant(id, own))
            return id;
    }
}

AppSettings loadSettings(const QSettings &settings)
{
    AppSettings app;
    GameSettings &game = app.game;
    readOwnVariants(settings, app);
    readInto(settings, kVariant, game.variant, [&app](const QVariant &v) {
        const std::optional<QString> id = readString(v);
        return id ? findVariant(id->toLower(), app.ownVariants) : std::nullopt;
    });
    readInto(settings, kDefaultLarge, game.defaultLarge,
             [](const QVariant &v) { return inRange(readInteger(v), 0, kMaxTiles); });
    readInto(settings, kClockSeconds, game.clockSeconds, [](const QVariant &v) {
        const std::optional<qint64> seconds = readInteger(v);
        if (seconds == 0)
            return std::optional<int>(0);
        return inRange(seconds, kMinClockSeconds, kMaxClockSeconds);
    });
    readInto(settings, kMode, game.mode,
             [](const QVariant &v) { return readGameWord(v, modeFromWord); });
    readInto(settings, kDifficulty, game.difficulty,
             [](const QVariant &v) { return readGameWord(v, difficultyFromWord); });
    readInto(settings, kGuaranteeSolvable, game.guaranteeSolvable, readBool);
    readInto(settings, kRoundsPerGame, game.roundsPerGame, [](const QVariant &v) {
        return inRange(readInteger(v), kMinRoundsPerGame, kMaxRoundsPerGame);
    });
    readInto(settings, kOpponent, game.opponentLevel,
             [](const QVariant &v) { return inRange(readInteger(v), 0, kContestantLevels); });
    readInto(settings, kReducedMotion, game.reducedMotion, readBool);
    readInto(settings, kTheme, app.theme,
             [](const QVariant &v) { return readWord(v, kThemeWords); });
    readInto(settings, kLanguage, app.language, [](const QVariant &v) -> std::optional<QString> {
        const auto text = readString(v);
        if (!text)
            return std::nullopt;
        const QString code = text->toLower();
        if (code == QLatin1String("system"))
            return QString();
        if (Language::available().contains(code))
            return code;
        return std::nullopt;
    });
    readInto(settings, kSound, app.sound, readBool);
    readInto(settings, kVolume, app.volume,
             [](const QVariant &v) { return inRange(readInteger(v), 0, 100); });
    readInto(settings, kTick, app.tick, readBool);
    const auto bytes = [](const QVariant &v) {
        return v.typeId() == QMetaType::QByteArray ? std::optional(v.toByteArray()) : std::nullopt;
    };
    readInto(settings, kGeometry, app.windowGeometry, bytes);
    readInto(settings, kPlayers, app.players, [](const QVariant &v) -> std::optional<QStringList> {
        // Earlier versions saved no names as an empty list, which an INI file holds as @Invalid().
        if (!v.isValid())
            return QStringList();
        if (v.typeId() != QMetaType::QStringList && v.typeId() != QMetaType::QString)
            return std::nullopt;
        QStringList names;
        for (const QString &name : v.toStringList()) {
            if (!name.trimmed().isEmpty() && names.size() < kMaxHotSeatPlayers)
                names << name.trimmed().left(kMaxPlayerNameLength);
        }
        return names;
    });
    readInto(settings, kWalkthroughDone, app.walkthroughDone, readBool);
    readInto(settings, kStatisticsRules, app.statistics.rules, readStatisticsRules);
    readInto(settings, kIncludeCustom, app.statistics.includeCustom, readBool);
    readInto(settings, kIncludeCheated, app.statistics.includeCheated, readBool);
    readInto(settings, kIncludeHinted, app.statistics.includeHinted, readBool);
    return app;
}

void saveSettings(QSettings &settings, const AppSettings &app)
{
    // What is not ours would otherwise be carried along for ever (a 50 MB file of junk keys made
    // every start and quit take seconds).
    QSet<QString> ours;
    for (const char *key : kKeys)
        ours.insert(QLatin1String(key));
    for (const QString &key : settings.allKeys()) {
        if (!ours.contains(key))
            settings.remove(key);
    }
    const GameSettings &game = app.game;
    // The two first rule sets keep the words older versions read.
    QString variantWord = game.variant.id;
    if (variantWord == standardVariant().id)
        variantWord = QLatin1String(kCountdownWord);
    else if (variantWord == leCompteEstBonVariant().id)
        variantWord = QLatin1String(kLeCompteEstBonWord);
    settings.setValue(QLatin1String(kVariant), variantWord);
    settings.setValue(QLatin1String(kDefaultLarge), game.defaultLarge);
    settings.setValue(QLatin1String(kClockSeconds), game.clockSeconds);
    settings.setValue(QLatin1String(kMode), modeWord(game.mode));
    settings.setValue(QLatin1String(kDifficulty), difficultyWord(game.difficulty));
    settings.setValue(QLatin1String(kGuaranteeSolvable), game.guaranteeSolvable);
    settings.setValue(QLatin1String(kRoundsPerGame), game.roundsPerGame);
    settings.setValue(QLatin1String(kOpponent), game.opponentLevel);
    settings.setValue(QLatin1String(kReducedMotion), game.reducedMotion);
    settings.setValue(QLatin1String(kTheme), wordFor(kThemeWords, app.theme));
    settings.setValue(QLatin1String(kLanguage),
                      app.language.isEmpty() ? QStringLiteral("system") : app.language);
    settings.setValue(QLatin1String(kSound), app.sound);
    settings.setValue(QLatin1String(kVolume), app.volume);
    settings.setValue(QLatin1String(kTick), app.tick);
    settings.setValue(QLatin1String(kGeometry), app.windowGeometry);
    // An empty list would be written @Invalid(), which reads back as no value at all.
    settings.setValue(QLatin1String(kPlayers),
                      app.players.isEmpty() ? QVariant(QString()) : QVariant(app.players));
    settings.setValue(QLatin1String(kWalkthroughDone), app.walkthroughDone);
    settings.setValue(QLatin1String(kStatisticsRules), statisticsRulesWord(app.statistics.rules));
    settings.setValue(QLatin1String(kIncludeCustom), app.statistics.includeCustom);
    settings.setValue(QLatin1String(kIncludeCheated), app.statistics.includeCheated);
    settings.setValue(QLatin1String(kIncludeHinted), app.statistics.includeHinted);
    const QString group = QLatin1String(kVariantsGroup);
    for (const auto &[id, text] : app.unreadableVariants)
        settings.setValue(group + id, text);
    for (const GameVariant &variant : app.ownVariants)
        settings.setValue(
            group + variant.id,
            QString::fromUtf8(
                QJsonDocument(variantToJsonObject(variant)).toJson(QJsonDocument::Compact)));
}

namespace {
// What QSettings reads without complaint may still be no settings file: its INI reader takes
// binary bytes as keys. A NUL byte or bytes that are not UTF-8 are damage too, except in one of
// the player's own variants: a hand edit or a bad sector there costs that variant only, not every
// setting.
struct FileCheck {
    bool damaged = false;
    QStringList lostVariants; // their keys, e.g. "variants/my-variant-1"
};

FileCheck checkFile(const QString &path)
{
    FileCheck check;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return check; // missing, or unreadable: QSettings says so itself
    const QByteArray bytes = file.readAll();
    if (bytes.contains('\0')) {
        check.damaged = true;
        return check;
    }
    QByteArray section;
    for (const QByteArray &line : bytes.split('\n')) {
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString text = utf8(line); // the decoder works only when its result is taken
        const QByteArray trimmed = line.trimmed();
        if (!utf8.hasError()) {
            if (trimmed.startsWith('[') && trimmed.endsWith(']'))
                section = trimmed.mid(1, trimmed.size() - 2);
            continue;
        }
        // A variant's line (its key an id: no escapes) loses that variant; any other, the file.
        const QByteArray key = trimmed.left(trimmed.indexOf('=')).trimmed();
        const QString id = QString::fromLatin1(key);
        if (section == "variants" && trimmed.contains('=') && isVariantId(id)) {
            check.lostVariants << QLatin1String(kVariantsGroup) + id;
            continue;
        }
        check.damaged = true;
        return check;
    }
    return check;
}
} // namespace

DamagedSettings keepDamagedSettings(QSettings &settings)
{
    const FileCheck check = checkFile(settings.fileName());
    if (settings.status() != QSettings::FormatError && !check.damaged) {
        for (const QString &key : check.lostVariants) {
            qCInfo(lcSettings) << "the variant" << key
                               << "is not UTF-8 and is lost:" << settings.value(key).toString();
            settings.remove(key);
        }
        return {};
    }
    DamagedSettings report;
    report.damaged = true;
    const QString path = settings.fileName();
    const QFileInfo file(path);
    const QString copy = file.dir().filePath(
        file.completeBaseName() + QStringLiteral(".damaged-")
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))
        + QLatin1Char('.') + file.suffix());
    if (QFile::copy(path, copy))
        report.keptAs = copy;
    qCInfo(lcSettings) << "the settings file" << path << "could not be read; kept as" << copy;
    // From the defaults: what could be read of a damaged file is not to be trusted.
    settings.clear();
    return report;
}

} // namespace countdown::ui
