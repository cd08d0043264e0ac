// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// "N away" is written in full for any distance a round can have: a custom round of 999,999s can
// miss by more than an int holds, which Qt's plural forms take.
#include "awaytext.h"

#include <QLocale>
#include <QTest>

using countdown::ui::awayText;

class TestAwayText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom)); }

    void everyDistance_data()
    {
        QTest::addColumn<qint64>("distance");
        QTest::addColumn<QString>("text");
        QTest::newRow("one") << qint64(1) << QStringLiteral("1 away");
        QTest::newRow("seven") << qint64(7) << QStringLiteral("7 away");
        QTest::newRow("the largest int")
            << qint64(2'147'483'647) << QStringLiteral("2147483647 away");
        QTest::newRow("one past it")
            << qint64(2'147'483'648) << QStringLiteral("2,147,483,648 away");
        // 999,999 × 999,999 × 999,999 − 1: a custom round's miss.
        QTest::newRow("a custom round's miss")
            << qint64(999'997'000'002'999'998) << QStringLiteral("999,997,000,002,999,998 away");
    }

    void everyDistance()
    {
        QFETCH(qint64, distance);
        QFETCH(QString, text);
        QCOMPARE(awayText(distance), text);
    }
};

QTEST_GUILESS_MAIN(TestAwayText)
#include "tst_awaytext.moc"
