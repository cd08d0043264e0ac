// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Every text the game asks for in French, German and Spanish is in that language's catalogue: the
// window at each of its stages, and every dialog, are shown in each language while a translator
// installed below the catalogue's hears every lookup the catalogue could not answer (the
// contestants' descriptions stayed English: their context was never extracted).
#include "aboutdialog.h"
#include "customrounddialog.h"
#include "dailyarchive.h"
#include "helpdialog.h"
#include "language.h"
#include "mainwindow.h"
#include "oddsdialog.h"
#include "onemachinedialog.h"
#include "roundclock.h"
#include "settingsdialog.h"
#include "variantsdialog.h"
#include "windowstages.h"

#include <QComboBox>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace countdown;
using namespace countdown::ui;
using namespace countdown::test;

namespace {

// Asked only when the catalogue above it had no translation: it keeps our texts it is asked for.
class MissingTexts : public QTranslator {
public:
    QSet<QString> missing;

    QString translate(const char *context, const char *source, const char *disambiguation,
                      int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (context && QByteArray(context).startsWith("countdown") && source && *source)
            const_cast<MissingTexts *>(this)->missing.insert(
                QStringLiteral("%1: “%2”")
                    .arg(QString::fromLatin1(context), QString::fromUtf8(source)));
        return QString();
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestCatalogues : public QObject {
    Q_OBJECT

    MissingTexts m_missing;

private Q_SLOTS:
    void initTestCase()
    {
        // Installed first, it is asked last: after the language's catalogue, installed later.
        Language::instance().setLanguage(QStringLiteral("en"));
        QCoreApplication::removeTranslator(&m_missing);
        QVERIFY(QCoreApplication::installTranslator(&m_missing));
        Language::instance().setLanguage(QStringLiteral("fr"));
        QCOMPARE(Language::instance().effectiveLanguage(), QStringLiteral("fr"));
    }

    void everyTextIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"fr", "de", "es"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void everyTextIsTranslated()
    {
        QFETCH(QString, language);
        m_missing.missing.clear();
        for (const WindowStage stage : kWindowStages) {
            ManualTimeSource time;
            MainWindow w(time, 3, stageSettings(ThemeChoice::Light, language));
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY2(playTo(w, stage), stageName(stage));
            QCoreApplication::processEvents();
        }
        ManualTimeSource time;
        MainWindow w(time, 3, stageSettings(ThemeChoice::Light, language));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        {
            // Every contestant, with the words that describe it.
            SettingsDialog settings(w.settings(), &w);
            settings.show();
            auto *contestant = settings.findChild<QComboBox *>(QStringLiteral("opponent"));
            QVERIFY(contestant);
            for (int i = 0; i < contestant->count(); ++i)
                contestant->setCurrentIndex(i);
        }
        AppSettings own = w.settings();
        own.ownVariants = {sevenTilesWithoutDivision()};
        VariantsDialog(own.ownVariants, standardVariant(), own.ownVariants.front().id, &w).show();
        OddsDialog odds(&w);
        odds.setPlayedVariant(own.ownVariants.front());
        odds.show();
        HelpDialog(&w).show();
        AboutDialog(&w).show();
        CustomRoundDialog(&w).show();
        DailyArchiveDialog({}, QDate(2026, 12, 1), &w).show();
        OneMachineDialog(w.settings().players, 3, &w).show();
        w.showStatistics();
        QCoreApplication::processEvents();
        QStringList missing(m_missing.missing.begin(), m_missing.missing.end());
        missing.sort();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 texts not in countdown_%2.ts:\n    %3")
                                .arg(missing.size())
                                .arg(language, missing.join(QStringLiteral("\n    ")))));
    }

    void cleanupTestCase()
    {
        QCoreApplication::removeTranslator(&m_missing);
        Language::instance().setLanguage(QString());
    }
};

QTEST_MAIN(TestCatalogues)
#include "tst_catalogues.moc"
