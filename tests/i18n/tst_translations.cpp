// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Every catalogue is complete and faithful to its source: no unfinished or missing entry, every
// placeholder (%1..%9, %n) kept, an accelerator where the source has one, the plural forms the
// language needs. Reads the .ts files themselves (translations/), so a careless edit fails here.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    bool unfinished = false;
    QStringList translations; // one, or one per plural form
};

std::vector<Message> readCatalogue(const QString &path, QString *language)
{
    std::vector<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        // Numerus messages end after their forms: collect them at </message>.
        if (xml.isEndElement() && xml.name() == QLatin1String("message") && current.numerus) {
            messages.push_back(current);
            current = Message{};
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            *language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{};
            current.context = context;
            current.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            current.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            current.unfinished = type == QLatin1String("unfinished")
                                 || type == QLatin1String("vanished")
                                 || type == QLatin1String("obsolete");
            if (!current.numerus) {
                current.translations << xml.readElementText();
                messages.push_back(current);
            }
        } else if (name == QLatin1String("numerusform")) {
            current.translations << xml.readElementText();
        }
    }
    return messages;
}

// The placeholders of a text: %1..%99 and %n, as a set.
QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d{1,2}|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

// Accelerators: '&' followed by a letter or digit ("&&" is a literal ampersand, "&amp;" etc. are
// XML already decoded).
int accelerators(const QString &text)
{
    int count = 0;
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == QLatin1Char('&')) {
            if (text[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            if (text[i + 1].isLetterOrNumber())
                ++count;
        }
    }
    return count;
}

// Plural forms Qt expects per language (its numerus rules): two for these.
int pluralForms(const QString &language)
{
    Q_UNUSED(language);
    return 2;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void catalogues_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(COUNTDOWN_TRANSLATIONS_DIR));
        const QStringList files = dir.entryList({QStringLiteral("countdown_*.ts")}, QDir::Files);
        QVERIFY(files.size() >= 4); // en, fr, de, es
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }

    void catalogues()
    {
        QFETCH(QString, path);
        QString language;
        const std::vector<Message> messages = readCatalogue(path, &language);
        QVERIFY2(!messages.empty(), qPrintable(path));
        QVERIFY(!language.isEmpty());
        int problems = 0;
        const auto fail = [&](const Message &m, const QString &why) {
            ++problems;
            qWarning("%s: [%s] \"%s\": %s", qPrintable(QFileInfo(path).fileName()),
                     qPrintable(m.context), qPrintable(m.source), qPrintable(why));
        };
        for (const Message &m : messages) {
            if (m.unfinished) {
                fail(m, QStringLiteral("unfinished"));
                continue;
            }
            if (m.numerus && m.translations.size() != pluralForms(language))
                fail(m, QStringLiteral("%1 plural forms").arg(m.translations.size()));
            for (const QString &t : m.translations) {
                if (t.trimmed().isEmpty()) {
                    fail(m, QStringLiteral("empty"));
                    continue;
                }
                QSet<QString> expected = placeholders(m.source);
                QSet<QString> actual = placeholders(t);
                if (m.numerus) {
                    // A singular form may say "one" instead of %n.
                    expected.remove(QStringLiteral("%n"));
                    actual.remove(QStringLiteral("%n"));
                }
                if (expected != actual)
                    fail(m, QStringLiteral("placeholders differ: \"%1\"").arg(t));
                if (accelerators(m.source) != accelerators(t))
                    fail(m, QStringLiteral("accelerators differ: \"%1\"").arg(t));
            }
        }
        QCOMPARE(problems, 0);
    }

    void everyCatalogueHasEveryMessage()
    {
        // The same sources in every language: a catalogue that missed an update fails.
        const QDir dir(QStringLiteral(COUNTDOWN_TRANSLATIONS_DIR));
        QString language;
        const auto keys = [&](const QString &file) {
            QSet<QString> k;
            for (const Message &m : readCatalogue(dir.filePath(file), &language))
                k.insert(m.context + QLatin1Char('\x1f') + m.source + QLatin1Char('\x1f')
                         + m.comment);
            return k;
        };
        const QSet<QString> english = keys(QStringLiteral("countdown_en.ts"));
        QVERIFY(!english.isEmpty());
        for (const QString &f : dir.entryList({QStringLiteral("countdown_*.ts")}, QDir::Files))
            QVERIFY2(keys(f) == english, qPrintable(f));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
