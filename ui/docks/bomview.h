// SPDX-License-Identifier: GPL-3.0-or-later
// The bill of materials of one variant at a time: the lines of the
// cost analysis as core/report/comparison.h's bomTable() words them for the PDF too
// (part number, part, category, detail, quantity, unit price, total, power; unknown
// figures as "unknown"), a filter on any column, and export as CSV or spreadsheet
// through File > Export's writers. It computes nothing: it shows what the
// EvaluationRunner holds and greys the lines while they are older than the design.
#pragma once

#include "exchange/exchange.h"
#include "model/variantkind.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace fp {

class EvaluationRunner;

class BomView : public QWidget
{
    Q_OBJECT

public:
    explicit BomView(EvaluationRunner *runner, QWidget *parent = nullptr);

    QComboBox *variantBox() const { return m_variant; }
    QLineEdit *filter() const { return m_filter; }
    QTableWidget *table() const { return m_table; }
    // The rows the filter shows, the totals row included.
    int visibleRows() const;
    // The variant shown and the lines the filter shows (all when there is no filter),
    // for the CSV export; nullopt when no bill is shown.
    std::optional<exchange::BomSelection> selection() const;

signals:
    // The user asked for an export in format `key` (exchange/exchange.h: "bom-csv",
    // "xlsx"); the main window runs it as File > Export does, the CSV with selection().
    void exportRequested(const QString &key);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillVariants();
    void fillTable();
    void applyFilter();

    EvaluationRunner *m_runner = nullptr;
    QLabel *m_variantLabel = nullptr;
    QComboBox *m_variant = nullptr;
    QLineEdit *m_filter = nullptr;
    QPushButton *m_csv = nullptr;
    QPushButton *m_xlsx = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_basis = nullptr;
};

} // namespace fp
