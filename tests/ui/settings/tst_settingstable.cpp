// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The settings' table (settingstable.h), row by row: keys once each (a renamed key's former name
// none of them), defaults that are AppSettings{}'s, every value a row allows read and written back
// as it was, every value it does not allow falling back to the row's default alone, and
// docs/settings.md showing the table as it is (run with COUNTDOWN_UPDATE_DOCS=1 to write the new
// table into it).

#include "settingsfixtures.h"
#include "settingstable.h"

#include <QFile>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <string_view>

using namespace countdown;
using namespace countdown::ui;

namespace {

// What each kind of row takes, as an INI file holds it (and writes it back).
QStringList accepted(const Flag &)
{
    return {QStringLiteral("true"), QStringLiteral("false")};
}

QStringList accepted(const Range &range)
{
    QStringList numbers{QString::number(range.low), QString::number((range.low + range.high) / 2),
                        QString::number(range.high)};
    if (range.orZero)
        numbers << QStringLiteral("0");
    return numbers;
}

template <typename Enum, std::size_t N>
QStringList accepted(const Words<Enum, N> &words)
{
    QStringList all;
    for (const Enum value : words.values)
        all << words.word(value);
    return all;
}

QStringList accepted(const VariantChoice &choice)
{
    QStringList ids;
    for (const GameVariant &builtIn : builtInVariants())
        ids << choice.write(builtIn).toString();
    return ids;
}

QStringList accepted(const LanguageChoice &)
{
    return {QStringLiteral("system"), QStringLiteral("en"), QStringLiteral("fr"),
            QStringLiteral("de"), QStringLiteral("es")};
}

QStringList accepted(const Bytes &)
{
    return {QStringLiteral("@ByteArray(geometry)")};
}

QStringList accepted(const PlayerNames &)
{
    return {QStringLiteral("Anna, Ben"), QStringLiteral("Anna, Ben, Chloé, Dev")};
}

QStringList accepted(const ChallengerName &)
{
    return {QStringLiteral("Anna"), QStringLiteral("Chloé Dupont"), QString()};
}

QStringList accepted(const RulesFilter &)
{
    return {QStringLiteral("all"), QStringLiteral("seven-tiles drop"),
            QStringLiteral("my-variant-1 use-all")};
}

// And what it does not take: each falls back to the row's default.
QStringList rejected(const Flag &)
{
    return {QStringLiteral("maybe"), QStringLiteral("2"), QString()};
}

QStringList rejected(const Range &range)
{
    QStringList numbers{QString::number(range.high + 1), QStringLiteral("x"), QStringLiteral("1.5"),
                        QString()};
    if (!(range.orZero && range.low - 1 == 0))
        numbers << QString::number(range.low - 1);
    return numbers;
}

template <typename Enum, std::size_t N>
QStringList rejected(const Words<Enum, N> &)
{
    return {QStringLiteral("not-a-word"), QStringLiteral("1"), QString()};
}

QStringList rejected(const VariantChoice &)
{
    return {QStringLiteral("no-such-variant"), QStringLiteral("seven tiles"), QString()};
}

QStringList rejected(const LanguageChoice &)
{
    return {QStringLiteral("xx"), QStringLiteral("english"), QString()};
}

QStringList rejected(const Bytes &)
{
    return {QStringLiteral("just text")}; // text, not bytes
}

QStringList rejected(const PlayerNames &)
{
    return {}; // every text is some names (tst_settings: a number is none)
}

QStringList rejected(const ChallengerName &)
{
    return {}; // every text is a name, cleaned as a code writes it (tst_settings)
}

QStringList rejected(const RulesFilter &)
{
    return {QStringLiteral("sideways"), QStringLiteral("seven-tiles"),
            QStringLiteral("seven-tiles drop extra"), QString()};
}

// "[game]\nmode=drop\n" for game/mode.
QByteArray iniWith(const char *key, const QString &text)
{
    const QString path = QString::fromLatin1(key);
    return '[' + path.section(QLatin1Char('/'), 0, 0).toUtf8() + "]\n"
           + path.section(QLatin1Char('/'), 1).toUtf8() + '=' + text.toUtf8() + '\n';
}

// The messages of the settings' log (countdown.settings) while it lives.
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
    QString text() const { return m_messages.join(QLatin1Char('\n')); }

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

const QString kBegin =
    QStringLiteral("<!-- the settings table: made from ui/settings/settingstable.h "
                   "(tst_settingstable) -->\n");
const QString kEnd = QStringLiteral("<!-- end of the settings table -->");

} // namespace

class TestSettingsTable : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Each key once, group/name, none in the own variants' group or a former name.
    void keysAreOnceEach()
    {
        const QStringList keys = settingKeys();
        QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), keys.size());
        static const QRegularExpression form(QStringLiteral("^[a-z]+/[a-z][A-Za-z]*$"));
        for (const QString &key : keys) {
            QVERIFY2(form.match(key).hasMatch(), qPrintable(key));
            QVERIFY2(!key.startsWith(QLatin1String(kOwnVariantsGroup)), qPrintable(key));
        }
        // A renamed key is a key of the table; its former name is none.
        for (const RenamedKey &renamed : kRenamedKeys) {
            QVERIFY2(keys.contains(QLatin1String(renamed.key)), renamed.key);
            QVERIFY2(!keys.contains(QLatin1String(renamed.former)), renamed.former);
            QCOMPARE(formerKey(renamed.key), renamed.former);
        }
    }

    // The table's defaults are what a new AppSettings holds, which the window starts with.
    void defaultsAreAppSettings()
    {
        const AppSettings fresh;
        QStringList differ;
        forEachSetting([&](const auto &setting) {
            if (!(setting.field.of(fresh) == setting.fallback))
                differ << QLatin1String(setting.key);
        });
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QLatin1Char(' '))));
    }

    // Every value a row allows reads, and is written back as it was.
    void everyAllowedValueRoundTrips()
    {
        QStringList failures;
        forEachSetting([&](const auto &setting) {
            for (const QString &text : accepted(setting.kind)) {
                if (!roundTrips(setting.key, text))
                    failures << QLatin1String(setting.key) + QLatin1Char('=') + text;
            }
        });
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // Every value a row does not allow gives that row's default, says so in the log (a value
    // read as the default's would not), and leaves the others' values.
    void everyRejectedValueFallsBack()
    {
        QStringList failures;
        forEachSetting([&](const auto &setting) {
            for (const QString &text : rejected(setting.kind)) {
                const SettingsLog log;
                const AppSettings read = readWith(setting.key, text);
                AppSettings expected = testing::nonDefault();
                setting.field.of(expected) = setting.fallback;
                if (std::string_view(setting.key) == kClockSecondsKey)
                    expected.game.clockSeconds = 45; // nonDefault() plays Le compte est bon
                if (!(read == expected)
                    || !log.text().contains(QLatin1String("ignoring the invalid value"))
                    || !log.text().contains(QLatin1String(setting.key)))
                    failures << QLatin1String(setting.key) + QLatin1Char('=') + text;
            }
        });
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // docs/settings.md holds the table as it is.
    void documentationIsTheTable()
    {
        const QString path = QStringLiteral(COUNTDOWN_DOCS_DIR "/settings.md");
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QString doc = QString::fromUtf8(file.readAll());
        file.close();
        doc.replace(QLatin1String("\r\n"), QLatin1String("\n")); // a Windows checkout
        const qsizetype begin = doc.indexOf(kBegin);
        const qsizetype end = doc.indexOf(kEnd);
        QVERIFY2(begin >= 0 && end > begin, "docs/settings.md has lost its table's markers");
        const qsizetype from = begin + kBegin.size();
        const QString table = settingsReference();
        if (doc.mid(from, end - from) == table)
            return;
        if (qEnvironmentVariableIsSet("COUNTDOWN_UPDATE_DOCS")) {
            doc.replace(from, end - from, table);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(doc.toUtf8());
            qInfo("docs/settings.md: the table is written anew");
            return;
        }
        QFAIL(qPrintable(QStringLiteral("docs/settings.md does not show the settings' table as it "
                                        "is (COUNTDOWN_UPDATE_DOCS=1 writes it); it should be:\n")
                         + table));
    }

private:
    // A new file each time: QSettings caches a file by its path, size and modification time.
    QString newFile() { return m_dir.filePath(QStringLiteral("table-%1.ini").arg(++m_files)); }

    bool roundTrips(const char *key, const QString &text)
    {
        const QString written = newFile();
        {
            QFile out(written);
            if (!out.open(QIODevice::WriteOnly))
                return false;
            out.write(iniWith(key, text));
        }
        const AppSettings read = loadSettings(QSettings(written, QSettings::IniFormat));
        const QString saved = newFile();
        {
            QSettings settings(saved, QSettings::IniFormat);
            saveSettings(settings, read);
        }
        QFile in(saved);
        if (!in.open(QIODevice::ReadOnly))
            return false;
        const QByteArray line = iniWith(key, text).split('\n').at(1);
        // QSettings ends its lines with \r\n on Windows.
        const QByteArray savedText = in.readAll().replace("\r\n", "\n");
        return savedText.split('\n').contains(line)
               && loadSettings(QSettings(saved, QSettings::IniFormat)) == read;
    }

    // Every row changed from its default (nonDefault), then `key` set to `text`.
    AppSettings readWith(const char *key, const QString &text)
    {
        const QString file = newFile();
        {
            QSettings settings(file, QSettings::IniFormat);
            saveSettings(settings, testing::nonDefault());
            settings.setValue(QLatin1String(key), text);
        }
        return loadSettings(QSettings(file, QSettings::IniFormat));
    }

    QTemporaryDir m_dir;
    int m_files = 0;
};

QTEST_GUILESS_MAIN(TestSettingsTable)
#include "tst_settingstable.moc"
