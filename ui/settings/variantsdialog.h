// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The player's own variants (Settings → Edit variants…): a list of them, each edited in a form
// (name, tiles, bags, the pick, targets, operations, mode, clock) and checked as it is typed
// (checkVariant), with New (from the variant chosen in the settings), Copy and Delete. Works on a
// copy: nothing changes unless the player presses OK, which needs every variant to be playable.
#pragma once

#include "gamevariant.h"

#include <QDialog>
#include <QHash>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLayout;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QWidget;
QT_END_NAMESPACE

namespace countdown {
struct Error;
}

namespace countdown::ui {

class VariantsDialog : public QDialog {
    Q_OBJECT

public:
    // `own`: the player's variants; `base`: what New starts from (the variant chosen in the
    // settings); `select`: the id to select first (none: the first).
    VariantsDialog(std::vector<countdown::GameVariant> own, countdown::GameVariant base,
                   const QString &select, QWidget *parent = nullptr);

    // The variants as edited, in the list's order.
    const std::vector<countdown::GameVariant> &variants() const { return m_variants; }
    // The id of the variant selected (empty when the list is empty).
    QString selectedId() const;

    // What the form reads, or the first problem with it in words: a bag that is not numbers, or
    // what checkVariant says. For tests and the status line.
    QString problem() const { return m_problem; }

    QListWidget *list() const { return m_list; }

private:
    void buildUi();
    QLayout *buildListColumn();
    QWidget *buildForm();
    void buildDrawFields();
    void buildPlayFields();
    QLayout *buildOperationRow();
    static QLayout *rangeRow(QSpinBox *from, QSpinBox *to);
    void connectListButtons();
    void connectFields();
    void addVariant(countdown::GameVariant variant);
    void showSelected();
    void readForm();
    void updateState();
    void refreshListTexts();
    // What checkVariant refuses, in the form's words: the row it is on as its label reads, not the
    // file's field name ("Large to pick", not "large_pick.most").
    QString formProblem(const countdown::Error &error) const;
    // The label of the row that edits a file field ("large_pick.most": "Large to pick"); empty
    // for a field the form has no row for.
    QString rowName(const QString &field) const;

    std::vector<countdown::GameVariant> m_variants;
    countdown::GameVariant m_base;
    QString m_problem;
    bool m_filling = false; // showSelected() is filling the form

    QListWidget *m_list = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_delete = nullptr;
    QWidget *m_form = nullptr;
    QLineEdit *m_name = nullptr;
    QSpinBox *m_tiles = nullptr;
    QLineEdit *m_large = nullptr;
    QLineEdit *m_small = nullptr;
    QCheckBox *m_picks = nullptr;
    QSpinBox *m_fewest = nullptr;
    QSpinBox *m_most = nullptr;
    QSpinBox *m_low = nullptr;
    QSpinBox *m_high = nullptr;
    std::vector<QCheckBox *> m_operations; // in the order of kOperators
    QComboBox *m_mode = nullptr;
    QSpinBox *m_clock = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_status = nullptr;
    QHash<QString, QLabel *> m_rowLabels; // by the variant file's field name
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace countdown::ui
