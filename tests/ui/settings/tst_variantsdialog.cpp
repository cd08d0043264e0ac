// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The player's own variants (Settings → Edit variants…): new, copy, delete, each field written
// into the variant, problems named and OK refused while a variant cannot be played; and the
// settings dialog's rules list that offers them.
#include "language.h"
#include "settingsdialog.h"
#include "variantsdialog.h"
#include "varianttext.h"
#include "windowstages.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace countdown;
using namespace countdown::ui;

namespace {

template <typename T>
T *control(const QWidget &dialog, const char *name)
{
    T *widget = dialog.findChild<T *>(QString::fromLatin1(name));
    if (!widget)
        qFatal("no control named %s", name);
    return widget;
}

QPushButton *okButton(const QWidget &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

GameVariant ownVariant(const char *id, const char *name)
{
    GameVariant variant = standardVariant();
    variant.id = QString::fromLatin1(id);
    variant.name = QString::fromLatin1(name);
    return variant;
}

} // namespace

class TestVariantsDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // English's catalogue gives the plural forms ("7 tiles").
    void init() { Language::instance().setLanguage(QStringLiteral("en")); }
    void cleanupTestCase() { Language::instance().setLanguage(QString()); }

    // New starts from the rules chosen in the settings, under an id of its own; each field of
    // the form is written into it.
    void newVariantFromTheChosenRules()
    {
        const GameVariant base = *builtInVariant(u"four-digit");
        VariantsDialog dialog({}, base, QString());
        QVERIFY(!control<QPushButton>(dialog, "copyVariant")->isEnabled());
        QVERIFY(!control<QPushButton>(dialog, "deleteVariant")->isEnabled());
        QTest::mouseClick(control<QPushButton>(dialog, "newVariant"), Qt::LeftButton);
        QCOMPARE(dialog.variants().size(), std::size_t(1));
        GameVariant expected = base;
        expected.id = QStringLiteral("my-variant-1");
        expected.name = QStringLiteral("My variant 1");
        QCOMPARE(dialog.variants().front(), expected);
        QCOMPARE(dialog.selectedId(), expected.id);
        QVERIFY(okButton(dialog)->isEnabled());

        control<QLineEdit>(dialog, "variantName")->setText(QStringLiteral("  Sunday rules "));
        control<QSpinBox>(dialog, "variantTiles")->setValue(7);
        control<QLineEdit>(dialog, "variantLarge")->setText(QStringLiteral("12, 37 62  87"));
        control<QLineEdit>(dialog, "variantSmall")->setText(QStringLiteral("1 2 3 4 5 6 7 8 9 10"));
        control<QSpinBox>(dialog, "variantFewest")->setValue(1);
        control<QSpinBox>(dialog, "variantMost")->setValue(3);
        control<QSpinBox>(dialog, "variantLow")->setValue(200);
        control<QSpinBox>(dialog, "variantHigh")->setValue(800);
        control<QCheckBox>(dialog, "variantOperation3")->setChecked(false); // ÷
        control<QComboBox>(dialog, "variantMode")->setCurrentIndex(1);
        control<QSpinBox>(dialog, "variantClock")->setValue(60);
        const GameVariant &made = dialog.variants().front();
        QCOMPARE(made.name, QStringLiteral("Sunday rules"));
        QCOMPARE(made.tiles, 7);
        QCOMPARE(made.large, (std::vector<Number>{12, 37, 62, 87}));
        QCOMPARE(made.small, (std::vector<Number>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
        QCOMPARE(made.largePick, std::optional(LargePick{1, 3}));
        QCOMPARE(made.targets, (TargetRange{200, 800}));
        QCOMPARE(made.operators, OperatorSet::all().without(Operator::Divide));
        QCOMPARE(made.mode, SolveMode::UseAll);
        QCOMPARE(made.clockSeconds, 60);
        QCOMPARE(made.id, QStringLiteral("my-variant-1")); // the id never changes
        QVERIFY(dialog.problem().isEmpty());
        QCOMPARE(control<QLabel>(dialog, "variantSummary")->text(),
                 QStringLiteral("7 tiles · 1–3 large of 12 37 62 87 · targets 200–800 · "
                                "+\u00a0−\u00a0×")); // the operations never split over two lines
        QCOMPARE(control<QListWidget>(dialog, "variantList")->item(0)->text(),
                 QStringLiteral("Sunday rules"));

        // One bag: the pick's fields are off and the variant has none.
        control<QCheckBox>(dialog, "variantPicks")->setChecked(false);
        QVERIFY(!dialog.variants().front().largePick);
        QVERIFY(!control<QSpinBox>(dialog, "variantFewest")->isEnabled());
    }

    // A problem is named where it is, and OK waits until every variant can be played.
    void problemsAreNamedAndRefused()
    {
        VariantsDialog dialog({ownVariant("my-variant-1", "Mine")}, standardVariant(),
                              QStringLiteral("my-variant-1"));
        QVERIFY(okButton(dialog)->isEnabled());
        auto *large = control<QLineEdit>(dialog, "variantLarge");
        auto *status = control<QLabel>(dialog, "variantStatus");
        large->setText(QStringLiteral("25 fifty 75"));
        QCOMPARE(dialog.problem(),
                 QStringLiteral("Large numbers: “fifty” is not a whole number from 1 to 999,999."));
        QVERIFY(!okButton(dialog)->isEnabled());
        QCOMPARE(status->text(), dialog.problem());
        large->setText(QStringLiteral("25 1000000"));
        QVERIFY(dialog.problem().contains(QStringLiteral("1000000")));
        large->setText(QStringLiteral("25 50 75 100"));
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(okButton(dialog)->isEnabled());

        // What checkVariant refuses, in the form's words: the row as its label reads, never the
        // file's field name.
        control<QSpinBox>(dialog, "variantMost")->setValue(7);
        QCOMPARE(dialog.problem(),
                 QStringLiteral("Large to pick: 7 is not allowed here; it must be from 0 to 6."));
        QVERIFY(!okButton(dialog)->isEnabled());
        control<QSpinBox>(dialog, "variantMost")->setValue(4);
        QVERIFY(okButton(dialog)->isEnabled());
        large->setText(QStringLiteral("25 50"));
        QCOMPARE(
            dialog.problem(),
            QStringLiteral("Large numbers: a round may need 4 of them, but there are only 2."));
        large->setText(QStringLiteral("25 50 75 100"));
        control<QSpinBox>(dialog, "variantLow")->setValue(900);
        control<QSpinBox>(dialog, "variantHigh")->setValue(800);
        QCOMPARE(dialog.problem(),
                 QStringLiteral("Targets: the first number (900) must not be above the second "
                                "(800)."));
        control<QSpinBox>(dialog, "variantLow")->setValue(100);
        for (int op = 0; op < 4; ++op)
            control<QCheckBox>(dialog, qPrintable(QStringLiteral("variantOperation%1").arg(op)))
                ->setChecked(false);
        QCOMPARE(dialog.problem(), QStringLiteral("Operations: tick at least one."));
        for (int op = 0; op < 4; ++op)
            control<QCheckBox>(dialog, qPrintable(QStringLiteral("variantOperation%1").arg(op)))
                ->setChecked(true);
        QVERIFY(dialog.problem().isEmpty());
        control<QComboBox>(dialog, "variantMode")->setCurrentIndex(1); // use-all
        control<QCheckBox>(dialog, "variantOperation0")->setChecked(false);
        control<QCheckBox>(dialog, "variantOperation2")->setChecked(false);
        QVERIFY2(
            dialog.problem().startsWith(QStringLiteral("Numbers used: every number can be "
                                                       "required only when + or × is allowed")),
            qPrintable(dialog.problem()));
        QVERIFY(!okButton(dialog)->isEnabled());
        control<QCheckBox>(dialog, "variantOperation2")->setChecked(true);
        control<QLineEdit>(dialog, "variantName")->clear();
        QCOMPARE(dialog.problem(), QStringLiteral("Give the variant a name."));
        QVERIFY(!okButton(dialog)->isEnabled());
    }

    // Copy makes another of the selected one; Delete removes the selected one only.
    void copyAndDelete()
    {
        VariantsDialog dialog(
            {ownVariant("my-variant-1", "First"), ownVariant("my-variant-2", "Second")},
            standardVariant(), QStringLiteral("my-variant-2"));
        QCOMPARE(dialog.selectedId(), QStringLiteral("my-variant-2"));
        QTest::mouseClick(control<QPushButton>(dialog, "copyVariant"), Qt::LeftButton);
        QCOMPARE(dialog.variants().size(), std::size_t(3));
        QCOMPARE(dialog.variants()[2].id, QStringLiteral("my-variant-3"));
        QCOMPARE(dialog.variants()[2].name, QStringLiteral("Second (copy)"));
        QCOMPARE(dialog.selectedId(), QStringLiteral("my-variant-3"));
        dialog.list()->setCurrentRow(0);
        QCOMPARE(control<QLineEdit>(dialog, "variantName")->text(), QStringLiteral("First"));
        QTest::mouseClick(control<QPushButton>(dialog, "deleteVariant"), Qt::LeftButton);
        QCOMPARE(dialog.variants().size(), std::size_t(2));
        QCOMPARE(dialog.variants()[0].id, QStringLiteral("my-variant-2"));
        QCOMPARE(dialog.variants()[1].id, QStringLiteral("my-variant-3"));
        // The form shows what is selected now, and editing it changes that one.
        const QString shown = control<QLineEdit>(dialog, "variantName")->text();
        QCOMPARE(shown, variantNameOfSelected(dialog));
        QTest::mouseClick(control<QPushButton>(dialog, "deleteVariant"), Qt::LeftButton);
        QTest::mouseClick(control<QPushButton>(dialog, "deleteVariant"), Qt::LeftButton);
        QVERIFY(dialog.variants().empty());
        QVERIFY(dialog.selectedId().isEmpty());
        QVERIFY(!control<QPushButton>(dialog, "deleteVariant")->isEnabled());
        QVERIFY(okButton(dialog)->isEnabled()); // no variants at all is fine
    }

    // The settings list every built-in, then the player's own; choosing one brings its mode,
    // clock and pick, which the player may still change; Restore Defaults keeps the variants.
    void settingsOfferEveryVariant()
    {
        AppSettings settings;
        GameVariant mine = ownVariant("my-variant-1", "Mine");
        mine.mode = SolveMode::UseAll;
        mine.clockSeconds = 90;
        settings.ownVariants = {mine};
        SettingsDialog dialog(settings);
        auto *rules = control<QComboBox>(dialog, "variant");
        QStringList ids;
        for (int i = 0; i < rules->count(); ++i) {
            if (!rules->itemData(i).toString().isEmpty())
                ids << rules->itemData(i).toString();
        }
        QCOMPARE(ids, (QStringList{QStringLiteral("uk"), QStringLiteral("lceb"),
                                   QStringLiteral("all-large"), QStringLiteral("alternative-large"),
                                   QStringLiteral("four-digit"), QStringLiteral("seven-tiles"),
                                   QStringLiteral("no-division"), QStringLiteral("my-variant-1")}));
        QCOMPARE(rules->currentText(), QStringLiteral("Countdown (UK)"));

        rules->setCurrentIndex(rules->findData(QStringLiteral("all-large")));
        auto *large = control<QSpinBox>(dialog, "defaultLarge");
        QCOMPARE(large->minimum(), 5);
        QCOMPARE(large->maximum(), 6);
        QCOMPARE(dialog.settings().game.variant, *builtInVariant(u"all-large"));
        QCOMPARE(dialog.settings().game.defaultLarge, 5);

        rules->setCurrentIndex(rules->findData(QStringLiteral("my-variant-1")));
        QCOMPARE(dialog.settings().game.variant, mine);
        QCOMPARE(dialog.settings().game.mode, SolveMode::UseAll);
        QCOMPARE(dialog.settings().game.clockSeconds, 90); // offered although not a usual length
        QCOMPARE(control<QComboBox>(dialog, "clock")->currentText(), QStringLiteral("90 seconds"));
        QCOMPARE(control<QLabel>(dialog, "variantSummary")->text(), variantSummary(mine));
        control<QComboBox>(dialog, "mode")->setCurrentIndex(0);
        QCOMPARE(dialog.settings().game.mode, SolveMode::DropAllowed);

        rules->setCurrentIndex(rules->findData(QStringLiteral("lceb")));
        QVERIFY(!large->isEnabled()); // one bag: nothing to pick

        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults)->click();
        QCOMPARE(dialog.settings().game.variant, standardVariant());
        QCOMPARE(dialog.settings().ownVariants, settings.ownVariants);
    }

    // In every language the problem names the row as its label reads there, without its
    // mnemonic or colon, and is written in that language.
    void problemsNameTheRowInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("fr") << "fr"
                            << "Grandes à choisir"
                            << "n’est pas permis ici";
        QTest::newRow("de") << "de"
                            << "Große zur Wahl"
                            << "ist hier nicht erlaubt";
        QTest::newRow("es") << "es"
                            << "Grandes a elegir"
                            << "no se permite aquí";
    }
    void problemsNameTheRowInEveryLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, row);
        QFETCH(QString, sentence);
        Language::instance().setLanguage(language);
        VariantsDialog dialog({ownVariant("my-variant-1", "Mine")}, standardVariant(),
                              QStringLiteral("my-variant-1"));
        control<QSpinBox>(dialog, "variantMost")->setValue(7);
        const QString problem = dialog.problem();
        QVERIFY2(problem.startsWith(row
                                    + (language == QLatin1String("fr") ? QStringLiteral("\u00a0: 7")
                                                                       : QStringLiteral(": 7"))),
                 qPrintable(problem));
        QVERIFY2(problem.contains(sentence), qPrintable(problem));
    }

    // No two controls answer to one Alt+letter, in any language.
    void mnemonicsDoNotClash_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "fr", "de", "es"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void mnemonicsDoNotClash()
    {
        QFETCH(QString, language);
        Language::instance().setLanguage(language);
        VariantsDialog dialog({ownVariant("my-variant-1", "Mine")}, standardVariant(),
                              QStringLiteral("my-variant-1"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QStringList clashes = countdown::test::mnemonicClashes(&dialog);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
        SettingsDialog settings(AppSettings{});
        settings.show();
        QVERIFY(QTest::qWaitForWindowExposed(&settings));
        const QStringList settingsClashes = countdown::test::mnemonicClashes(&settings);
        QVERIFY2(settingsClashes.isEmpty(), qPrintable(settingsClashes.join(QStringLiteral("; "))));
    }

private:
    static QString variantNameOfSelected(const VariantsDialog &dialog)
    {
        for (const GameVariant &v : dialog.variants()) {
            if (v.id == dialog.selectedId())
                return v.name;
        }
        return {};
    }
};

QTEST_MAIN(TestVariantsDialog)
#include "tst_variantsdialog.moc"
