// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Typed-in rounds: every kind of bad input gets a clear message and no way to start; good input
// (also with commas) starts, to be played or solved at once.
#include "customrounddialog.h"

#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace countdown;
using namespace countdown::ui;

Q_DECLARE_METATYPE(std::vector<countdown::Number>)

class TestCustomRoundDialog : public QObject {
    Q_OBJECT

    static QPushButton *button(CustomRoundDialog &d, const char *name)
    {
        return d.findChild<QPushButton *>(QString::fromLatin1(name));
    }

private Q_SLOTS:
    void badInput_data()
    {
        QTest::addColumn<QString>("numbers");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("message"); // a part of the message the player reads
        QTest::newRow("letters") << QStringLiteral("25 fifty 3") << QStringLiteral("952")
                                 << QStringLiteral("fifty");
        QTest::newRow("zero") << QStringLiteral("25 0 3") << QStringLiteral("952")
                              << QStringLiteral("999999");
        QTest::newRow("negative") << QStringLiteral("25 -3") << QStringLiteral("952")
                                  << QStringLiteral("-3");
        QTest::newRow("decimal") << QStringLiteral("2.5 3") << QStringLiteral("952")
                                 << QStringLiteral("2.5");
        QTest::newRow("eight numbers")
            << QStringLiteral("1 2 3 4 5 6 7 8") << QStringLiteral("100") << QStringLiteral("7");
        QTest::newRow("number too large")
            << QStringLiteral("1000000 2") << QStringLiteral("5") << QStringLiteral("1000000");
        QTest::newRow("target too large")
            << QStringLiteral("25 50") << QStringLiteral("1000000") << QStringLiteral("1000000");
        QTest::newRow("target zero")
            << QStringLiteral("25 50") << QStringLiteral("0") << QStringLiteral("0");
        QTest::newRow("target letters")
            << QStringLiteral("25 50") << QStringLiteral("abc") << QStringLiteral("abc");
        QTest::newRow("very long") << QString(10'000, QLatin1Char('9')) << QStringLiteral("952")
                                   << QStringLiteral("999999");
        // A field is checked as soon as it is typed in, before the other one is filled.
        QTest::newRow("letters, no target yet")
            << QStringLiteral("25 x") << QString() << QStringLiteral("x");
        QTest::newRow("eight numbers, no target yet")
            << QStringLiteral("1 2 3 4 5 6 7 8") << QString() << QStringLiteral("8");
        QTest::newRow("target letters, no numbers yet")
            << QString() << QStringLiteral("abc") << QStringLiteral("abc");
        QTest::newRow("target too large, no numbers yet")
            << QString() << QStringLiteral("1000000") << QStringLiteral("1000000");
        // Both wrong: the numbers' problem first, as they come first.
        QTest::newRow("both wrong")
            << QStringLiteral("25 fifty") << QStringLiteral("abc") << QStringLiteral("fifty");
    }

    void badInput()
    {
        QFETCH(QString, numbers);
        QFETCH(QString, target);
        QFETCH(QString, message);
        CustomRoundDialog dialog;
        dialog.setInput(numbers, target);
        QVERIFY2(dialog.errorText().contains(message), qPrintable(dialog.errorText()));
        QVERIFY(dialog.errorText().size() < 200); // a long input does not make a long message
        QVERIFY(!button(dialog, "customPlay")->isEnabled());
        QVERIFY(!button(dialog, "customSolve")->isEnabled());
    }

    void errorFollowsTyping()
    {
        // As the player types: nothing while what is there could still be right, the message
        // on the first wrong character, gone again with Backspace.
        CustomRoundDialog dialog;
        auto *numbers = dialog.findChild<QLineEdit *>(QStringLiteral("customNumbers"));
        auto *target = dialog.findChild<QLineEdit *>(QStringLiteral("customTarget"));
        QVERIFY(numbers && target);
        QTest::keyClicks(numbers, QStringLiteral("25 50 7"));
        QVERIFY(dialog.errorText().isEmpty());
        QTest::keyClicks(numbers, QStringLiteral("x"));
        QVERIFY2(dialog.errorText().contains(QStringLiteral("7x")), qPrintable(dialog.errorText()));
        QTest::keyClick(numbers, Qt::Key_Backspace);
        QVERIFY(dialog.errorText().isEmpty());
        QVERIFY(!button(dialog, "customPlay")->isEnabled()); // no target yet
        QTest::keyClicks(target, QStringLiteral("952"));
        QVERIFY(dialog.errorText().isEmpty());
        QVERIFY(button(dialog, "customPlay")->isEnabled());
        QCOMPARE(dialog.puzzle(), (Puzzle{{25, 50, 7}, 952}));
        QTest::keyClicks(target, QStringLiteral("0000"));
        QVERIFY2(dialog.errorText().contains(QStringLiteral("9520000")),
                 qPrintable(dialog.errorText()));
        QVERIFY(!button(dialog, "customPlay")->isEnabled());
    }

    void emptyIsNotAnErrorYet()
    {
        CustomRoundDialog dialog;
        QVERIFY(dialog.errorText().isEmpty());
        QVERIFY(!button(dialog, "customPlay")->isEnabled());
    }

    void goodInput_data()
    {
        QTest::addColumn<QString>("numbers");
        QTest::addColumn<QString>("target");
        QTest::addColumn<std::vector<Number>>("tiles");
        QTest::newRow("spaces") << QStringLiteral("25 50 75 100 3 6") << QStringLiteral("952")
                                << std::vector<Number>{25, 50, 75, 100, 3, 6};
        QTest::newRow("commas") << QStringLiteral("25, 50,75 ,100") << QStringLiteral(" 952 ")
                                << std::vector<Number>{25, 50, 75, 100};
        QTest::newRow("seven large")
            << QStringLiteral("999999 999999 999999 999999 999999 999999 999999")
            << QStringLiteral("999999") << std::vector<Number>(7, 999'999);
    }

    void goodInput()
    {
        QFETCH(QString, numbers);
        QFETCH(QString, target);
        QFETCH(std::vector<Number>, tiles);
        CustomRoundDialog dialog;
        dialog.setInput(numbers, target);
        QVERIFY(dialog.errorText().isEmpty());
        QVERIFY(button(dialog, "customPlay")->isEnabled());
        QCOMPARE(dialog.puzzle().numbers, tiles);
        button(dialog, "customSolve")->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(dialog.revealAtOnce());
    }
};

QTEST_MAIN(TestCustomRoundDialog)
#include "tst_customrounddialog.moc"
