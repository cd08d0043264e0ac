// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// ElidedComboBox: a choice too long for the box shows cut with "…"; one that fits shows whole; the
// list and what screen readers are told keep the whole text.
#include "elidedcombobox.h"

#include <QFontMetrics>
#include <QTest>

using countdown::ui::ElidedComboBox;

class TestElidedComboBox : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void longChoiceIsCut();
    void shortChoiceIsWhole();
    void widerShowsMore();
    void emptyBox();
};

namespace {

const QString kLong = QStringLiteral(
    "My own variant with a very long name indeed, seven tiles and no division, every number used");

} // namespace

void TestElidedComboBox::longChoiceIsCut()
{
    ElidedComboBox box;
    box.addItem(QStringLiteral("Short"));
    box.addItem(kLong);
    box.setCurrentIndex(1);
    box.setFixedWidth(200);
    const QString shown = box.shownText();
    QVERIFY(box.isElided());
    QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
    QVERIFY2(shown.size() > 4, qPrintable(shown)); // more than the ellipsis alone
    QVERIFY2(kLong.startsWith(shown.chopped(1)), qPrintable(shown));
    const QFontMetrics metrics(box.font());
    QVERIFY(metrics.horizontalAdvance(shown) < 200);
    // The text itself is untouched: the list and screen readers read it whole.
    QCOMPARE(box.currentText(), kLong);
    QCOMPARE(box.itemText(1), kLong);
}

void TestElidedComboBox::shortChoiceIsWhole()
{
    ElidedComboBox box;
    box.addItem(QStringLiteral("Short"));
    box.addItem(kLong);
    box.setFixedWidth(200);
    QCOMPARE(box.shownText(), QStringLiteral("Short"));
    QVERIFY(!box.isElided());
}

void TestElidedComboBox::widerShowsMore()
{
    ElidedComboBox box;
    box.addItem(kLong);
    box.setFixedWidth(150);
    const QString narrow = box.shownText();
    box.setFixedWidth(400);
    const QString wide = box.shownText();
    QVERIFY2(wide.size() > narrow.size(), qPrintable(narrow + QStringLiteral(" / ") + wide));
    // Wide enough for all of it (what QComboBox asks for its longest choice): whole.
    box.setSizeAdjustPolicy(QComboBox::AdjustToContents);
    box.setFixedWidth(box.sizeHint().width());
    QCOMPARE(box.shownText(), kLong);
}

void TestElidedComboBox::emptyBox()
{
    ElidedComboBox box;
    box.setFixedWidth(100);
    QCOMPARE(box.shownText(), QString());
    QVERIFY(!box.isElided());
    box.grab(); // paints with no choice at all
}

QTEST_MAIN(TestElidedComboBox)
#include "tst_elidedcombobox.moc"
