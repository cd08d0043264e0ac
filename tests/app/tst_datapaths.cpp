// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Where the game keeps its history: under the application data folder that the organisation and
// application names choose, the folder created.
#include "datapaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestDataPaths : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void historyFilePath()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("CountdownNumbers"));
        QCoreApplication::setApplicationName(QStringLiteral("countdown-numbers"));
        // Never the player's real history: Qt's test locations, under a temporary home.
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QByteArray realHome = qgetenv("HOME");
        qputenv("HOME", QFile::encodeName(home.path()));
        QStandardPaths::setTestModeEnabled(true);
        const QString path = countdown::app::historyFilePath();
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QStandardPaths::setTestModeEnabled(false);
        qputenv("HOME", realHome);

        QCOMPARE(QFileInfo(path).fileName(), QStringLiteral("history.sqlite"));
        QCOMPARE(QFileInfo(path).absolutePath(), QDir(folder).absolutePath());
        QVERIFY(folder.endsWith(QStringLiteral("CountdownNumbers/countdown-numbers")));
        QVERIFY(QFileInfo(folder).isDir()); // created
#ifdef Q_OS_UNIX
        QVERIFY2(path.startsWith(home.path()), qPrintable(path));
#endif
    }
};

QTEST_GUILESS_MAIN(TestDataPaths)
#include "tst_datapaths.moc"
