// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Help → About: the icon is drawn (Qt's SVG icon engine is a plugin, in a package of its own on
// Debian 13: without it the icon is silently blank), the version and the licence are there.
#include "aboutdialog.h"

#include <QApplication>
#include <QLabel>
#include <QTest>

using countdown::ui::AboutDialog;

class TestAboutDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void iconIsDrawn()
    {
        AboutDialog dialog;
        const auto *icon = dialog.findChild<QLabel *>(QStringLiteral("aboutIcon"));
        QVERIFY(icon);
        const QImage image = icon->pixmap().toImage();
        QVERIFY2(!image.isNull(), "no icon: is Qt's SVG icon engine (qt6-svg-plugins) installed?");
        int opaque = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                opaque += qAlpha(image.pixel(x, y)) > 128 ? 1 : 0;
        }
        // The icon is a filled rounded square: most of its pixels are painted.
        QVERIFY2(opaque > image.width() * image.height() / 2, qPrintable(QString::number(opaque)));
    }

    void versionAndLicence()
    {
        QApplication::setApplicationVersion(QStringLiteral("1.2.3"));
        AboutDialog dialog;
        QVERIFY(dialog.text().contains(QStringLiteral("Countdown Numbers 1.2.3")));
        QVERIFY(dialog.text().contains(QStringLiteral("GPL-3.0-or-later")));
    }
};

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
