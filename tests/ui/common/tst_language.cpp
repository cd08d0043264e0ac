// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game's language: "System language" is the system's even after another one was chosen, and
// the English catalogue is British English (the show's), for en_GB and for English without a
// region. CTest runs this with LANG set to a known locale and says which language of ours it
// must give (COUNTDOWN_EXPECTED_SYSTEM_LANGUAGE), so the expectation does not come from the code.
#include "language.h"

#include <QCoreApplication>
#include <QTest>

using countdown::ui::Language;

namespace {
// A message of our catalogue, as the window's Game menu shows it.
QString gameMenu()
{
    return QCoreApplication::translate("countdown::ui::MainWindow", "&Game");
}
} // namespace

class TestLanguage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void systemLanguageAfterAChoice_data()
    {
        QTest::addColumn<QString>("chosenBefore");
        for (const QString &code : Language::available())
            QTest::newRow(qPrintable(code)) << code;
    }

    void systemLanguageAfterAChoice()
    {
        QFETCH(QString, chosenBefore);
        const QString expected = qEnvironmentVariable("COUNTDOWN_EXPECTED_SYSTEM_LANGUAGE");
        QVERIFY2(!expected.isEmpty(), "CTest sets COUNTDOWN_EXPECTED_SYSTEM_LANGUAGE");
        Language::instance().setLanguage(chosenBefore);
        QCOMPARE(Language::instance().effectiveLanguage(), chosenBefore);
        Language::instance().setLanguage(QString());
        QCOMPARE(Language::instance().effectiveLanguage(), expected);
        QCOMPARE(QLocale().name(), QLocale::system().name());
    }

    void menusFollowTheLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("menu");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("&Game");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("&Jeu");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Spiel");
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("&Juego");
    }

    void menusFollowTheLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, menu);
        Language::instance().setLanguage(code);
        QCOMPARE(gameMenu(), menu);
    }

    void englishIsBritish()
    {
        QCOMPARE(Language::nativeName(QStringLiteral("en")), QStringLiteral("British English"));
        Language::instance().setLanguage(QStringLiteral("en"));
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(QLocale().territory(), QLocale::UnitedKingdom);
        // Day before month, as in Britain.
        QCOMPARE(QLocale().toString(QDate(2026, 12, 25), QLocale::ShortFormat),
                 QStringLiteral("25/12/2026"));
    }

    void namesAreTheLanguagesOwn()
    {
        QCOMPARE(Language::nativeName(QStringLiteral("fr")), QStringLiteral("Français"));
        QCOMPARE(Language::nativeName(QStringLiteral("de")), QStringLiteral("Deutsch"));
        QCOMPARE(Language::nativeName(QStringLiteral("es")), QStringLiteral("Español de España"));
    }

    void cleanupTestCase() { Language::instance().setLanguage(QString()); }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
