// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "variantsdialog.h"

#include "error.h"
#include "plaintext.h"
#include "screenfit.h"
#include "settings.h"
#include "theme.h"
#include "variantfile.h"
#include "varianttext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace countdown::ui {

namespace {

QLabel *rowLabel(const QString &text, QWidget *buddy)
{
    auto *label = new PlainLabel(text);
    if (buddy)
        label->setBuddy(buddy);
    return label;
}

QSpinBox *spinBox(const char *objectName, int minimum, int maximum)
{
    auto *spin = new QSpinBox;
    spin->setObjectName(QLatin1String(objectName));
    spin->setRange(minimum, maximum);
    return spin;
}

// A bag as typed: numbers separated by spaces or commas. The first word that is no number within
// the limits, when there is one.
struct ReadBag {
    std::vector<Number> numbers;
    QString badWord;
};
ReadBag readBag(const QString &text)
{
    ReadBag bag;
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    for (const QString &word : text.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        const qlonglong value = word.toLongLong(&ok, 10);
        if (!ok || value < kMinNumber || value > kMaxNumber) {
            bag.badWord = word;
            return bag;
        }
        bag.numbers.push_back(Number(value));
    }
    return bag;
}

} // namespace

VariantsDialog::VariantsDialog(std::vector<GameVariant> own, GameVariant base,
                               const QString &select, QWidget *parent)
    : QDialog(parent)
    , m_variants(std::move(own))
    , m_base(std::move(base))
{
    setWindowTitle(tr("Your variants"));
    buildUi();
    for (const GameVariant &variant : m_variants) {
        auto *item = new QListWidgetItem(variantName(variant), m_list);
        item->setData(Qt::UserRole, variant.id);
    }
    int row = 0;
    for (int i = 0; i < int(m_variants.size()); ++i) {
        if (m_variants[std::size_t(i)].id == select)
            row = i;
    }
    m_list->setCurrentRow(m_variants.empty() ? -1 : row);
    showSelected();
}

void VariantsDialog::buildUi()
{
    QLayout *left = buildListColumn();
    m_form = buildForm();

    m_status = new PlainLabel;
    m_status->setObjectName(QStringLiteral("variantStatus"));
    m_status->setWordWrap(true);
    setTextRole(m_status, TextRole::Bad);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 2);
    columns->addWidget(new FittingScrollArea(m_form, this), 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    connectListButtons();
    connectFields();
}

// The variants, with New, Copy and Delete under them.
QLayout *VariantsDialog::buildListColumn()
{
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("variantList"));
    m_list->setAccessibleName(tr("Your variants"));
    m_new = new QPushButton(tr("&New"));
    m_new->setObjectName(QStringLiteral("newVariant"));
    m_new->setToolTip(tr("A new variant, starting from the rules chosen in the settings"));
    m_copy = new QPushButton(tr("Co&py"));
    m_copy->setObjectName(QStringLiteral("copyVariant"));
    m_delete = new QPushButton(tr("&Delete"));
    m_delete->setObjectName(QStringLiteral("deleteVariant"));
    m_delete->setToolTip(tr("Rounds already played under it keep it in the history"));
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_new);
    listButtons->addWidget(m_copy);
    listButtons->addWidget(m_delete);
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);
    return left;
}

// The form that edits the selected variant, a row per field of the variant file.
QWidget *VariantsDialog::buildForm()
{
    buildDrawFields();
    QLayout *pickRow = rangeRow(m_fewest, m_most);
    QLayout *targetRow = rangeRow(m_low, m_high);
    QLayout *operationRow = buildOperationRow();
    buildPlayFields();

    auto *formWidget = new QWidget;
    auto *form = new QFormLayout(formWidget);
    // Each row's label under the name the variant file gives its field (formProblem).
    const auto row = [this](const char *field, const QString &text, QWidget *buddy) {
        QLabel *label = rowLabel(text, buddy);
        m_rowLabels.insert(QLatin1String(field), label);
        return label;
    };
    form->addRow(row("name", tr("N&ame:"), m_name), m_name);
    form->addRow(row("tiles", tr("&Tiles drawn:"), m_tiles), m_tiles);
    form->addRow(row("large", tr("La&rge numbers:"), m_large), m_large);
    form->addRow(row("small", tr("&Small numbers:"), m_small), m_small);
    form->addRow(QString(), m_picks);
    form->addRow(row("large_pick", tr("Large to pic&k:"), m_fewest), pickRow);
    form->addRow(row("targets", tr("Tar&gets:"), m_low), targetRow);
    form->addRow(row("operations", tr("Operations:"), nullptr), operationRow);
    form->addRow(row("mode", tr("N&umbers used:"), m_mode), m_mode);
    form->addRow(row("clock_seconds", tr("&Clock:"), m_clock), m_clock);
    form->addRow(m_summary);
    return formWidget;
}

// What a round draws: its name, the tiles, the two bags and how the large are picked.
void VariantsDialog::buildDrawFields()
{
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("variantName"));
    m_name->setMaxLength(kMaxVariantNameLength);
    m_tiles = spinBox("variantTiles", kMinTiles, kMaxTiles);
    m_large = new QLineEdit;
    m_large->setObjectName(QStringLiteral("variantLarge"));
    m_large->setToolTip(tr("Separated by spaces; a number twice is two tiles"));
    m_small = new QLineEdit;
    m_small->setObjectName(QStringLiteral("variantSmall"));
    m_small->setToolTip(m_large->toolTip());
    m_picks = new QCheckBox(tr("The player picks how many &large"));
    m_picks->setObjectName(QStringLiteral("variantPicks"));
    m_picks->setToolTip(tr("Unticked, every tile comes from one bag of all the numbers, as in Le "
                           "compte est bon"));
    m_fewest = spinBox("variantFewest", 0, kMaxTiles);
    m_most = spinBox("variantMost", 0, kMaxTiles);
    m_low = spinBox("variantLow", kMinTarget, kMaxTarget);
    m_high = spinBox("variantHigh", kMinTarget, kMaxTarget);
}

// "From [ ] to [ ]", kept to the left.
QLayout *VariantsDialog::rangeRow(QSpinBox *from, QSpinBox *to)
{
    auto *row = new QHBoxLayout;
    row->addWidget(from);
    row->addWidget(new PlainLabel(tr("to")));
    row->addWidget(to);
    row->addStretch(1);
    return row;
}

// A box per operation, named for the screen reader (the symbols alone may be read as nothing).
QLayout *VariantsDialog::buildOperationRow()
{
    auto *operationRow = new QHBoxLayout;
    for (const Operator op : kOperators) {
        auto *box = new QCheckBox(operatorSymbol(op, Notation::Typographic));
        box->setObjectName(QStringLiteral("variantOperation%1").arg(int(op)));
        m_operations.push_back(box);
        operationRow->addWidget(box);
    }
    m_operations[std::size_t(Operator::Add)]->setAccessibleName(tr("Addition"));
    m_operations[std::size_t(Operator::Subtract)]->setAccessibleName(tr("Subtraction"));
    m_operations[std::size_t(Operator::Multiply)]->setAccessibleName(tr("Multiplication"));
    m_operations[std::size_t(Operator::Divide)]->setAccessibleName(tr("Division"));
    operationRow->addStretch(1);
    return operationRow;
}

// How a round is played and judged: which numbers count, the clock; and the rules in a sentence.
void VariantsDialog::buildPlayFields()
{
    m_mode = new QComboBox;
    m_mode->setObjectName(QStringLiteral("variantMode"));
    m_mode->addItem(tr("Numbers may be left out"), int(SolveMode::DropAllowed));
    m_mode->addItem(tr("Every number must be used"), int(SolveMode::UseAll));
    m_clock = spinBox("variantClock", 0, kMaxClockSeconds);
    m_clock->setSingleStep(5);
    m_clock->setSpecialValueText(tr("No clock"));
    m_clock->setSuffix(tr(" s"));
    m_summary = new PlainLabel;
    m_summary->setObjectName(QStringLiteral("variantSummary"));
    m_summary->setWordWrap(true);
    setTextRole(m_summary, TextRole::Muted);
}

void VariantsDialog::connectListButtons()
{
    connect(m_list, &QListWidget::currentRowChanged, this, &VariantsDialog::showSelected);
    connect(m_new, &QPushButton::clicked, this, [this] {
        GameVariant variant = m_base;
        variant.id = newVariantId(m_variants);
        variant.name = tr("My variant %1").arg(variant.id.section(QLatin1Char('-'), -1));
        addVariant(std::move(variant));
    });
    connect(m_copy, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 0)
            return;
        GameVariant variant = m_variants[std::size_t(row)];
        variant.id = newVariantId(m_variants);
        //: a copy of a variant, %1 its name
        variant.name = tr("%1 (copy)").arg(variantName(variant)).left(kMaxVariantNameLength);
        addVariant(std::move(variant));
    });
    connect(m_delete, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 0)
            return;
        m_variants.erase(m_variants.begin() + row);
        m_filling = true; // the list's own selection change must not write the form back
        delete m_list->takeItem(row);
        m_filling = false;
        showSelected();
    });
}

// Every change in the form is read at once: the status line follows the typing.
void VariantsDialog::connectFields()
{
    for (QLineEdit *edit : {m_name, m_large, m_small})
        connect(edit, &QLineEdit::textChanged, this, &VariantsDialog::readForm);
    for (QSpinBox *spin : {m_tiles, m_fewest, m_most, m_low, m_high, m_clock})
        connect(spin, &QSpinBox::valueChanged, this, &VariantsDialog::readForm);
    for (QCheckBox *box : m_operations)
        connect(box, &QCheckBox::toggled, this, &VariantsDialog::readForm);
    connect(m_picks, &QCheckBox::toggled, this, &VariantsDialog::readForm);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &VariantsDialog::readForm);
}

void VariantsDialog::addVariant(GameVariant variant)
{
    auto *item = new QListWidgetItem(variantName(variant), m_list);
    item->setData(Qt::UserRole, variant.id);
    m_variants.push_back(std::move(variant));
    m_list->setCurrentRow(m_list->count() - 1);
    m_name->setFocus();
    m_name->selectAll();
}

QString VariantsDialog::selectedId() const
{
    const int row = m_list->currentRow();
    return row >= 0 ? m_variants[std::size_t(row)].id : QString();
}

void VariantsDialog::showSelected()
{
    if (m_filling)
        return;
    const int row = m_list->currentRow();
    m_form->setEnabled(row >= 0);
    m_copy->setEnabled(row >= 0);
    m_delete->setEnabled(row >= 0);
    if (row < 0) {
        updateState();
        return;
    }
    const GameVariant &v = m_variants[std::size_t(row)];
    m_filling = true;
    m_name->setText(v.name);
    m_tiles->setValue(v.tiles);
    m_large->setText(bagText(v.large));
    m_small->setText(bagText(v.small));
    m_picks->setChecked(v.playerPicksLarge());
    const LargePick pick = v.largePick.value_or(LargePick{});
    m_fewest->setValue(pick.fewest);
    m_most->setValue(pick.most);
    m_low->setValue(int(v.targets.low));
    m_high->setValue(int(v.targets.high));
    for (const Operator op : kOperators)
        m_operations[std::size_t(op)]->setChecked(v.operators.contains(op));
    m_mode->setCurrentIndex(std::max(0, m_mode->findData(int(v.mode))));
    m_clock->setValue(v.clockSeconds);
    m_filling = false;
    readForm();
}

void VariantsDialog::readForm()
{
    const int row = m_list->currentRow();
    if (m_filling || row < 0)
        return;
    GameVariant &v = m_variants[std::size_t(row)];
    m_problem.clear();
    v.name = m_name->text().trimmed();
    v.tiles = m_tiles->value();
    const ReadBag large = readBag(m_large->text());
    const ReadBag small = readBag(m_small->text());
    if (!large.badWord.isEmpty())
        m_problem =
            tr("Large numbers: “%1” is not a whole number from 1 to 999,999.").arg(large.badWord);
    else if (!small.badWord.isEmpty())
        m_problem =
            tr("Small numbers: “%1” is not a whole number from 1 to 999,999.").arg(small.badWord);
    v.large = large.numbers;
    v.small = small.numbers;
    m_fewest->setEnabled(m_picks->isChecked());
    m_most->setEnabled(m_picks->isChecked());
    v.largePick = m_picks->isChecked()
                      ? std::optional(LargePick{m_fewest->value(), m_most->value()})
                      : std::nullopt;
    v.targets = TargetRange{Number(m_low->value()), Number(m_high->value())};
    OperatorSet operators;
    for (const Operator op : kOperators) {
        if (m_operations[std::size_t(op)]->isChecked())
            operators = operators.with(op);
    }
    v.operators = operators;
    v.mode = static_cast<SolveMode>(m_mode->currentData().toInt());
    v.clockSeconds = m_clock->value();
    if (m_problem.isEmpty() && v.name.isEmpty())
        m_problem = tr("Give the variant a name.");
    if (m_problem.isEmpty()) {
        if (const std::optional<Error> error = checkVariant(v))
            m_problem = formProblem(*error);
    }
    updateState();
}

void VariantsDialog::updateState()
{
    refreshListTexts();
    const int row = m_list->currentRow();
    m_summary->setText(
        row >= 0 && m_problem.isEmpty() ? variantSummary(m_variants[std::size_t(row)]) : QString());
    // Every variant kept must be playable; the one in the form says why not.
    QString problem = m_problem;
    for (const GameVariant &v : m_variants) {
        if (!problem.isEmpty())
            break;
        if (v.name.isEmpty())
            problem = tr("“%1” needs a name.").arg(v.id);
        else if (const std::optional<Error> error = checkVariant(v))
            problem = tr("%1: %2").arg(variantName(v), formProblem(*error));
    }
    m_status->setText(problem);
    m_status->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

QString VariantsDialog::rowName(const QString &field) const
{
    const QLabel *label = m_rowLabels.value(field.section(QLatin1Char('.'), 0, 0));
    if (!label)
        return QString();
    QString name = label->text();
    name.remove(QLatin1Char('&'));
    // "Tiles drawn:", "Cibles :" (a no-break space before the French colon)
    while (!name.isEmpty() && (name.back() == QLatin1Char(':') || name.back().isSpace()))
        name.chop(1);
    return name;
}

QString VariantsDialog::formProblem(const Error &error) const
{
    const QString field = error.args.value(0);
    const QString row = rowName(field);
    if (row.isEmpty())
        return errorMessage(error);
    const QString value = error.args.value(1);
    const QString third = error.args.value(2);
    switch (error.kind) {
    case ErrorKind::VariantOutOfRange:
        if (field == QLatin1String("large") || field == QLatin1String("small"))
            //: The large and small bags together hold more tiles than a variant may have
            return tr("The two bags hold %1 tiles in all: at most %2 are allowed.")
                .arg(value, error.args.value(3));
        //: %1 names a row of the form (e.g. "Large to pick")
        return tr("%1: %2 is not allowed here; it must be from %3 to %4.")
            .arg(row, value, third, error.args.value(3));
    case ErrorKind::VariantBagTooSmall:
        return tr("%1: a round may need %2 of them, but there are only %3.").arg(row, value, third);
    case ErrorKind::VariantRangeReversed:
        return tr("%1: the first number (%2) must not be above the second (%3).")
            .arg(row, value, third);
    case ErrorKind::VariantBadWord:
        if (field == QLatin1String("operations"))
            return tr("%1: tick at least one.").arg(row);
        if (field == QLatin1String("mode"))
            return tr("%1: every number can be required only when + or × is allowed: some "
                      "selections would make nothing at all.")
                .arg(row);
        break;
    default:
        break;
    }
    return tr("%1: %2").arg(row, errorMessage(error));
}

void VariantsDialog::refreshListTexts()
{
    for (int i = 0; i < m_list->count() && i < int(m_variants.size()); ++i)
        m_list->item(i)->setText(variantName(m_variants[std::size_t(i)]));
}

} // namespace countdown::ui
