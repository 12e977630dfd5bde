// SPDX-License-Identifier: GPL-3.0-or-later
#include "docks/bomview.h"

#include "analysis/wording.h"
#include "edit/document.h"
#include "evaluationrunner.h"
#include "report/comparison.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fp {

BomView::BomView(EvaluationRunner *runner, QWidget *parent)
    : QWidget(parent)
    , m_runner(runner)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    auto *bar = new QHBoxLayout;
    m_variantLabel = new QLabel(this);
    m_variant = new QComboBox(this);
    m_variant->setObjectName(QStringLiteral("bomVariant"));
    m_variant->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("bomFilter"));
    m_filter->setClearButtonEnabled(true);
    m_csv = new QPushButton(this);
    m_csv->setObjectName(QStringLiteral("bomExportCsv"));
    m_xlsx = new QPushButton(this);
    m_xlsx->setObjectName(QStringLiteral("bomExportXlsx"));
    bar->addWidget(m_variantLabel);
    bar->addWidget(m_variant);
    bar->addWidget(m_filter, 2);
    bar->addWidget(m_csv);
    bar->addWidget(m_xlsx);
    layout->addLayout(bar);

    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("bomTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);
    m_basis = new QLabel(this);
    m_basis->setWordWrap(true);
    layout->addWidget(m_basis);

    connect(m_variant, &QComboBox::currentIndexChanged, this, [this] { fillTable(); });
    connect(m_filter, &QLineEdit::textChanged, this, [this] { applyFilter(); });
    connect(m_csv, &QPushButton::clicked, this,
            [this] { emit exportRequested(QStringLiteral("bom-csv")); });
    connect(m_xlsx, &QPushButton::clicked, this,
            [this] { emit exportRequested(QStringLiteral("xlsx")); });
    connect(m_runner, &EvaluationRunner::evaluationChanged, this, [this] { fillVariants(); });
    connect(m_runner, &EvaluationRunner::staleChanged, this,
            [this](bool stale) { m_table->setEnabled(!stale); });
    retranslateUi();
    fillVariants();
}

int BomView::visibleRows() const
{
    int n = 0;
    for (int r = 0; r < m_table->rowCount(); ++r)
        n += m_table->isRowHidden(r) ? 0 : 1;
    return n;
}

void BomView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void BomView::retranslateUi()
{
    m_variantLabel->setText(tr("Variant"));
    m_filter->setPlaceholderText(tr("Filter: part, category, detail\u2026"));
    m_csv->setText(tr("Export CSV\u2026"));
    m_csv->setToolTip(tr("The bill of the variant shown, only the lines the filter shows (CSV)."));
    m_xlsx->setText(tr("Export spreadsheet\u2026"));
    m_xlsx->setToolTip(tr("Every variant's bill on its own sheet, with a summary (xlsx)."));
    fillVariants();
}

// The variants of the newest evaluation; the one shown stays selected.
void BomView::fillVariants()
{
    const Evaluation *e = m_runner->evaluation();
    const QVariant was = m_variant->currentData();
    const QSignalBlocker block(m_variant);
    m_variant->clear();
    if (e)
        for (const VariantEvaluation &v : e->variants)
            m_variant->addItem(variantName(v.kind), static_cast<int>(v.kind));
    const int keep = was.isValid() ? m_variant->findData(was) : -1;
    // First choice: the recommended variant, else the first.
    const int recommended = e && e->recommends()
                                ? m_variant->findData(static_cast<int>(e->recommendation.variant))
                                : -1;
    m_variant->setCurrentIndex(keep >= 0 ? keep : std::max(0, recommended));
    fillTable();
}

void BomView::fillTable()
{
    const Evaluation *e = m_runner->evaluation();
    const int index = m_variant->currentIndex();
    m_table->clear();
    m_table->setRowCount(0);
    m_basis->clear();
    if (!e || index < 0 || index >= static_cast<int>(e->variants.size()))
        return;
    const VariantEvaluation &variant = e->variants[static_cast<std::size_t>(index)];
    const comparison::BomTable bom = comparison::bomTable(variant, m_runner->document()->catalog());
    // The report's price basis (wording.h), then what the table's words mean.
    m_basis->setText(priceBasisSentence(comparison::currencyOf(variant), variant.cost.priceYear) +
                     QLatin1Char(' ') +
                     tr("Spares are lines of their own; \"unknown\" marks a figure the catalogue "
                        "lacks."));
    m_table->setColumnCount(static_cast<int>(bom.header.size()));
    m_table->setHorizontalHeaderLabels(bom.header);
    m_table->setRowCount(static_cast<int>(bom.rows.size()));
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QStringList &row = bom.rows[static_cast<std::size_t>(r)];
        for (int c = 0; c < row.size(); ++c) {
            auto *item = new QTableWidgetItem(row.at(c));
            if (c >= comparison::BomTable::firstNumberColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (r == m_table->rowCount() - 1) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_table->setItem(r, c, item);
        }
    }
    applyFilter();
}

std::optional<exchange::BomSelection> BomView::selection() const
{
    const Evaluation *e = m_runner->evaluation();
    const int index = m_variant->currentIndex();
    if (!e || index < 0 || index >= static_cast<int>(e->variants.size()))
        return std::nullopt;
    exchange::BomSelection out;
    out.variant = e->variants[static_cast<std::size_t>(index)].kind;
    if (m_filter->text().trimmed().isEmpty())
        return out;
    for (int r = 0; r + 1 < m_table->rowCount(); ++r) { // the last row is the totals
        if (!m_table->isRowHidden(r))
            out.lines.push_back(static_cast<std::size_t>(r));
    }
    if (out.lines.empty())
        return std::nullopt; // nothing shown: nothing to export
    return out;
}

// Lines with the filter text in any column (case-insensitive); the totals row stays.
void BomView::applyFilter()
{
    const QString text = m_filter->text().trimmed();
    const int last = m_table->rowCount() - 1;
    int shown = 0;
    for (int r = 0; r < last; ++r) {
        bool match = text.isEmpty();
        for (int c = 0; !match && c < m_table->columnCount(); ++c)
            match = m_table->item(r, c) &&
                    m_table->item(r, c)->text().contains(text, Qt::CaseInsensitive);
        m_table->setRowHidden(r, !match);
        shown += match ? 1 : 0;
    }
    m_csv->setEnabled(shown > 0); // nothing to write when the filter hides every line
}

} // namespace fp
