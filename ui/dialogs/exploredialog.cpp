// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/exploredialog.h"

#include "edit/document.h"
#include "edit/editcommands.h"
#include "model/labels.h"
#include "render/chartpainter.h"
#include "text/i18n.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace fp {

namespace {

enum Column {
    SwitchColumn,
    TopologyColumn,
    TiersColumn,
    PlanesColumn,
    OversubscriptionColumn,
    CapexColumn,
    BusbwColumn,
    ComplexityColumn,
    RequirementsColumn,
    ColumnCount
};

constexpr int kFrontIndexRole = Qt::UserRole + 1; // index into ExploreResult::front

} // namespace

ExploreDialog::ExploreDialog(ProjectDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_watcher(new QFutureWatcher<Outcome>(this))
{
    setObjectName(QStringLiteral("exploreDialog"));
    m_pool.setMaxThreadCount(1);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_table = new QTreeWidget(this);
    m_table->setColumnCount(ColumnCount);
    m_table->setRootIsDecorated(false);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_searchButton = new QPushButton(this);
    m_useButton = new QPushButton(this);
    m_closeButton = new QPushButton(this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_searchButton);
    buttons->addStretch(1);
    buttons->addWidget(m_useButton);
    buttons->addWidget(m_closeButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    resize(960, 480);

    connect(m_searchButton, &QPushButton::clicked, this, &ExploreDialog::startSearch);
    connect(m_useButton, &QPushButton::clicked, this, &ExploreDialog::useSelected);
    connect(m_closeButton, &QPushButton::clicked, this, &QDialog::close);
    connect(m_table, &QTreeWidget::itemSelectionChanged, this, &ExploreDialog::updateButtons);
    connect(m_table, &QTreeWidget::itemDoubleClicked, this, &ExploreDialog::useSelected);
    connect(m_watcher, &QFutureWatcher<Outcome>::finished, this, &ExploreDialog::searchDone);
    // Any change of the document may make the search stale: "Use" follows it.
    connect(m_doc, &ProjectDocument::changed, this, &ExploreDialog::updateButtons);
    connect(m_doc, &ProjectDocument::objectsAdded, this, &ExploreDialog::updateButtons);
    connect(m_doc, &ProjectDocument::objectsRemoved, this, &ExploreDialog::updateButtons);
    connect(m_doc, &ProjectDocument::projectReset, this, &ExploreDialog::updateButtons);
    QCoreApplication::instance()->installEventFilter(this);
    retranslate();
}

ExploreDialog::~ExploreDialog()
{
    // The job holds copies of everything it reads; it only has to end before the pool.
    m_watcher->waitForFinished();
    m_pool.waitForDone();
}

ExploreDialog::Outcome ExploreDialog::search(Project project, Catalog catalog, QLocale locale)
{
    Outcome out;
    out.cluster = exploreCluster(project, catalog, &out.error);
    if (out.cluster) {
        ExploreOptions options;
        options.locale = locale;
        out.result = explore(project, catalog, *out.cluster, options);
    }
    out.searched = std::move(project);
    return out;
}

void ExploreDialog::startSearch()
{
    m_watcher->waitForFinished();
    m_outcome = Outcome{};
    m_table->clear();
    m_watcher->setFuture(QtConcurrent::run(&m_pool, &ExploreDialog::search, m_doc->project(),
                                           m_doc->catalog(), localeForLanguage(currentLanguage())));
    m_summary->setText(tr("Searching the designs of each technology for this cluster..."));
    updateButtons();
}

void ExploreDialog::searchDone()
{
    m_outcome = m_watcher->result();
    fillTable();
    updateButtons();
    emit searchFinished();
}

void ExploreDialog::fillTable()
{
    m_table->clear();
    if (!m_outcome.result) {
        m_summary->setText(m_outcome.error);
        return;
    }
    const ExploreResult &r = *m_outcome.result;
    const ExploreCluster &c = r.cluster;
    m_summary->setText(
        tr("%1 GPUs in %2 nodes (%3), %4: %5 designs searched, %6 could be built. Each "
           "technology's Pareto front: no other design of it is at least as cheap, as fast "
           "(the job's %7 of %8, the collective the comparison scores the workload on) and "
           "as simple, and better in one. Bold: the cheapest that meets the requirements. "
           "Select a design and use it in place of the compute fabric.")
            .arg(formatInteger(c.gpus), formatInteger(c.nodes), c.nodeTypeId,
                 workloadWord(c.workload), formatInteger(static_cast<long long>(r.points.size())),
                 formatInteger(r.builtCount()))
            .arg(c.collective == CollectiveOp::AllToAll ? QStringLiteral("all-to-all")
                                                        : QStringLiteral("all-reduce"),
                 chart::binarySizeLabel(c.collectiveBytes)));
    m_table->headerItem()->setText(BusbwColumn, busbwHeader());
    for (Technology t : {Technology::InfiniBand, Technology::Ethernet}) {
        auto *head = new QTreeWidgetItem(m_table, {technologyName(t)});
        head->setFirstColumnSpanned(true);
        head->setFlags(Qt::ItemIsEnabled);
        const int cheapest = r.cheapestMeetingRequirements(t);
        for (std::size_t f = 0; f < r.front.size(); ++f) {
            const ExplorePoint &p = r.points[r.front[f]];
            if (p.candidate.technology != t)
                continue;
            auto *item = new QTreeWidgetItem(m_table);
            item->setText(SwitchColumn, p.candidate.switchTypeId);
            item->setText(TopologyColumn, topologyName(p.candidate.topology));
            item->setText(TiersColumn, formatInteger(p.tiers));
            item->setText(PlanesColumn, formatInteger(p.candidate.planes));
            item->setText(OversubscriptionColumn,
                          tr("%1:1").arg(formatNumber(p.candidate.oversubscription, 0)));
            item->setText(CapexColumn, formatMoney(p.capexEur, QStringLiteral("EUR")) +
                                           (p.capexComplete ? QString() : tr(" (at least)")));
            item->setText(BusbwColumn, formatNumber(p.collectiveBusbwGbytePerS, 1));
            item->setText(ComplexityColumn, formatNumber(p.complexity, 1));
            item->setText(RequirementsColumn, p.meetsRequirements ? tr("yes") : tr("no"));
            item->setData(SwitchColumn, kFrontIndexRole, static_cast<qulonglong>(f));
            for (int col = TiersColumn; col < ColumnCount; ++col)
                item->setTextAlignment(col, Qt::AlignRight | Qt::AlignVCenter);
            if (static_cast<int>(r.front[f]) == cheapest) {
                QFont bold = item->font(SwitchColumn);
                bold.setBold(true);
                for (int col = 0; col < ColumnCount; ++col)
                    item->setFont(col, bold);
            }
        }
    }
}

bool ExploreDialog::useDesign(std::size_t frontIndex, QString *why)
{
    const auto refuse = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    if (!m_outcome.result || !m_outcome.cluster || frontIndex >= m_outcome.result->front.size())
        return refuse(tr("There is no design to use: search first."));
    if (!(m_doc->project() == m_outcome.searched))
        return refuse(tr("The design has changed since the search: search again."));
    const ExplorePoint &p = m_outcome.result->points[m_outcome.result->front[frontIndex]];
    QString error;
    long long dropped = 0;
    std::optional<Project> design = exploredDesign(
        m_doc->project(), m_doc->catalog(), *m_outcome.cluster, p.candidate, &error, &dropped);
    if (!design)
        return refuse(error);
    edit::replaceProject(*m_doc, std::move(*design),
                         edit::undoText(QT_TRANSLATE_NOOP("fp::Edit", "Use explored design")));
    QString done = tr("The design with %1 (%2, planes: %3, tiers: %4) is in place of the compute "
                      "fabric; Undo restores the previous one.")
                       .arg(p.candidate.switchTypeId, topologyName(p.candidate.topology),
                            formatInteger(p.candidate.planes), formatInteger(p.tiers));
    if (dropped > 0)
        done += QLatin1Char(' ') + tr("%Ln link(s) of other fabrics to the old nodes dropped.",
                                      nullptr, static_cast<int>(dropped));
    m_summary->setText(done);
    return true;
}

void ExploreDialog::useSelected()
{
    const QList<QTreeWidgetItem *> selected = m_table->selectedItems();
    if (selected.isEmpty())
        return;
    const QVariant index = selected.first()->data(SwitchColumn, kFrontIndexRole);
    if (!index.isValid())
        return;
    QString why;
    if (!useDesign(static_cast<std::size_t>(index.toULongLong()), &why))
        m_summary->setText(why);
    updateButtons();
}

void ExploreDialog::updateButtons()
{
    const bool searching = isSearching();
    const bool current = m_outcome.result && m_doc->project() == m_outcome.searched;
    const QList<QTreeWidgetItem *> selected = m_table->selectedItems();
    const bool pointSelected =
        !selected.isEmpty() && selected.first()->data(SwitchColumn, kFrontIndexRole).isValid();
    m_searchButton->setEnabled(!searching);
    m_useButton->setEnabled(!searching && current && pointSelected);
}

// The performance column: busbw of the collective the workload is scored on.
QString ExploreDialog::busbwHeader() const
{
    const bool allToAll =
        m_outcome.result && m_outcome.result->cluster.collective == CollectiveOp::AllToAll;
    return allToAll ? tr("All-to-all busbw (GB/s)") : tr("All-reduce busbw (GB/s)");
}

void ExploreDialog::retranslate()
{
    setWindowTitle(tr("Explore designs"));
    m_table->setHeaderLabels({tr("Switch"), tr("Topology"), tr("Tiers"), tr("Planes"),
                              tr("Oversubscription"), tr("Capex"), busbwHeader(), tr("Complexity"),
                              tr("Meets requirements")});
    m_searchButton->setText(tr("&Search again"));
    m_useButton->setText(tr("&Use this design"));
    m_closeButton->setText(tr("&Close"));
    if (!isSearching())
        fillTable(); // names and numbers in the new language
}

// setLanguage() swaps the translators (each swap sends this event to the application)
// before QLocale::setDefault, which Qt allows only while no other thread uses QLocale:
// the running search is waited for here.
bool ExploreDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        m_watcher->waitForFinished();
    return QDialog::eventFilter(watched, event);
}

void ExploreDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace fp
