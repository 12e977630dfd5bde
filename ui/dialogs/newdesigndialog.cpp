// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/newdesigndialog.h"

#include "model/labels.h"
#include "text/i18n.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace fp {

namespace {
void selectData(QComboBox *box, const QVariant &value)
{
    const int i = box->findData(value);
    if (i >= 0)
        box->setCurrentIndex(i);
}

// Re-fills a combo box, keeping the current choice.
void refill(QComboBox *box, const std::vector<std::pair<QString, QVariant>> &items)
{
    const QVariant current = box->currentData();
    const QSignalBlocker block(box);
    box->clear();
    for (const auto &[text, data] : items)
        box->addItem(text, data);
    if (current.isValid())
        selectData(box, current);
}
} // namespace

NewDesignDialog::NewDesignDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
{
    setObjectName(QStringLiteral("newDesignDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(buildHardwareBox());
    left->addWidget(buildTopologyBox());
    left->addWidget(buildProfileBox());
    left->addStretch(1);
    columns->addLayout(left, 3);

    m_planBox = new QGroupBox(this);
    auto *planLayout = new QVBoxLayout(m_planBox);
    m_planText = new QLabel(m_planBox);
    m_planText->setObjectName(QStringLiteral("wizardPlan"));
    m_planText->setWordWrap(true);
    m_planText->setTextFormat(Qt::RichText);
    m_planText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_planText->setMinimumWidth(300);
    planLayout->addWidget(m_planText, 1);
    columns->addWidget(m_planBox, 2);
    layout->addLayout(columns, 1);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    retranslate();
    // Defaults: the catalog's default node type, 1,024 GPUs, InfiniBand, rail-optimized.
    GeneratorParams defaults;
    defaults.gpus = 1024;
    defaults.nodeTypeId = m_catalog.defaultNodeType;
    setParams(defaults);
    WorkloadProfile w;
    selectData(m_workload, int(w.kind));
    m_commShare->setValue(static_cast<int>(std::lround(w.commShare * 100)));
    OrganisationProfile o;
    selectData(m_ibSkill, int(o.infinibandSkill));
    selectData(m_roceSkill, int(o.roceSkill));

    connectFields();
    updatePlan();
    resize(820, 500);
}

// The hardware: node type, GPU count, technology, switch.
QGroupBox *NewDesignDialog::buildHardwareBox()
{
    m_hardwareBox = new QGroupBox(this);
    m_hardware = new QFormLayout(m_hardwareBox);
    m_nodeType = new QComboBox(this);
    m_nodeType->setObjectName(QStringLiteral("wizardNodeType"));
    m_gpus = new QSpinBox(this);
    m_gpus->setObjectName(QStringLiteral("wizardGpus"));
    m_gpus->setRange(1, 1000000);
    m_gpus->setSingleStep(64);
    m_gpus->setGroupSeparatorShown(true);
    m_technology = new QComboBox(this);
    m_technology->setObjectName(QStringLiteral("wizardTechnology"));
    m_switchType = new QComboBox(this);
    m_switchType->setObjectName(QStringLiteral("wizardSwitchType"));
    m_hardware->addRow(new QLabel, m_nodeType);
    m_hardware->addRow(new QLabel, m_gpus);
    m_hardware->addRow(new QLabel, m_technology);
    m_hardware->addRow(new QLabel, m_switchType);
    return m_hardwareBox;
}

// The topology: fat tree or rail-optimized, oversubscription, planes.
QGroupBox *NewDesignDialog::buildTopologyBox()
{
    m_topologyBox = new QGroupBox(this);
    m_topologyForm = new QFormLayout(m_topologyBox);
    m_topology = new QComboBox(this);
    m_topology->setObjectName(QStringLiteral("wizardTopology"));
    m_oversubscription = new QDoubleSpinBox(this);
    m_oversubscription->setObjectName(QStringLiteral("wizardOversubscription"));
    m_oversubscription->setRange(1.0, 8.0);
    m_oversubscription->setDecimals(1);
    m_oversubscription->setSingleStep(1.0);
    m_oversubscription->setSuffix(QStringLiteral(":1"));
    m_planes = new QComboBox(this);
    m_planes->setObjectName(QStringLiteral("wizardPlanes"));
    m_topologyForm->addRow(new QLabel, m_topology);
    m_topologyForm->addRow(new QLabel, m_oversubscription);
    m_topologyForm->addRow(new QLabel, m_planes);
    m_clusterFabrics = new QCheckBox(this);
    m_clusterFabrics->setObjectName(QStringLiteral("wizardClusterFabrics"));
    m_clusterFabrics->setChecked(true);
    m_topologyForm->addRow(new QLabel, m_clusterFabrics);
    return m_topologyBox;
}

// The workload and the team's skills, for the new project's profiles.
QGroupBox *NewDesignDialog::buildProfileBox()
{
    m_profileBox = new QGroupBox(this);
    m_profile = new QFormLayout(m_profileBox);
    m_workload = new QComboBox(this);
    m_workload->setObjectName(QStringLiteral("wizardWorkload"));
    m_commShare = new QSpinBox(this);
    m_commShare->setObjectName(QStringLiteral("wizardCommShare"));
    m_commShare->setRange(0, 100);
    m_commShare->setSuffix(QStringLiteral(" %"));
    m_ibSkill = new QComboBox(this);
    m_roceSkill = new QComboBox(this);
    m_profile->addRow(new QLabel, m_workload);
    m_profile->addRow(new QLabel, m_commShare);
    m_profile->addRow(new QLabel, m_ibSkill);
    m_profile->addRow(new QLabel, m_roceSkill);
    return m_profileBox;
}

// Every choice updates the plan preview; the technology and the node type (its NIC
// speed) also the switch list.
void NewDesignDialog::connectFields()
{
    for (QComboBox *box : {m_topology, m_planes, m_switchType})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { updatePlan(); });
    for (QComboBox *box : {m_technology, m_nodeType})
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            fillSwitches();
            updatePlan();
        });
    connect(m_gpus, &QSpinBox::valueChanged, this, [this] { updatePlan(); });
    connect(m_oversubscription, &QDoubleSpinBox::valueChanged, this, [this] { updatePlan(); });
    connect(m_clusterFabrics, &QCheckBox::toggled, this, [this] { updatePlan(); });
}

void NewDesignDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void NewDesignDialog::retranslate()
{
    const bool was = m_updating;
    m_updating = true;
    setWindowTitle(tr("New design"));
    m_intro->setText(tr("Describe the cluster; FabricPlanner builds the fabric with the fewest "
                        "switch tiers that fit. You can edit everything afterwards."));
    m_hardwareBox->setTitle(tr("Hardware"));
    m_topologyBox->setTitle(tr("Fabric"));
    m_profileBox->setTitle(tr("Workload and team"));
    m_planBox->setTitle(tr("Plan"));
    auto label = [](QFormLayout *form, QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(form->labelForField(field)))
            l->setText(text);
    };
    label(m_hardware, m_nodeType, tr("Node type"));
    label(m_hardware, m_gpus, tr("GPUs"));
    label(m_hardware, m_technology, tr("Technology"));
    label(m_hardware, m_switchType, tr("Switch"));
    label(m_topologyForm, m_topology, tr("Topology"));
    label(m_topologyForm, m_oversubscription, tr("Oversubscription"));
    label(m_topologyForm, m_planes, tr("Planes"));
    label(m_topologyForm, m_clusterFabrics, tr("Other networks"));
    m_clusterFabrics->setText(tr("Storage, front-end and management"));
    m_clusterFabrics->setToolTip(
        tr("As in NVIDIA's SuperPOD designs: a storage fabric on the compute technology, an "
           "Ethernet front-end fabric on the node type's storage NICs and an out-of-band "
           "management network, each sized from the catalogue's assumptions."));
    label(m_profile, m_workload, tr("Workload"));
    label(m_profile, m_commShare, tr("Communication share"));
    label(m_profile, m_ibSkill, tr("InfiniBand skills"));
    label(m_profile, m_roceSkill, tr("RoCE skills"));
    m_oversubscription->setToolTip(
        tr("r:1 at the leaf: of its ports, r/(r+1) face the nodes and 1/(r+1) face up."));
    m_commShare->setToolTip(tr("Share of each training step spent communicating."));

    std::vector<std::pair<QString, QVariant>> nodes;
    for (const NodeTypeSpec &n : m_catalog.nodeTypes)
        nodes.push_back({n.name, n.id});
    refill(m_nodeType, nodes);
    refill(m_technology, {{technologyName(Technology::InfiniBand), int(Technology::InfiniBand)},
                          {technologyName(Technology::Ethernet), int(Technology::Ethernet)}});
    refill(m_topology,
           {{topologyName(TopologyKind::RailOptimized), int(TopologyKind::RailOptimized)},
            {topologyName(TopologyKind::FatTree), int(TopologyKind::FatTree)}});
    refill(m_planes,
           {{tr("1 plane"), 1}, {tr("2 planes"), 2}, {tr("4 planes"), 4}, {tr("8 planes"), 8}});
    std::vector<std::pair<QString, QVariant>> workloads;
    for (WorkloadKind k : {WorkloadKind::Pretraining, WorkloadKind::FineTuning,
                           WorkloadKind::Inference, WorkloadKind::MixedHpc})
        workloads.push_back({workloadName(k), int(k)});
    refill(m_workload, workloads);
    std::vector<std::pair<QString, QVariant>> skills;
    for (Skill s : {Skill::None, Skill::Some, Skill::Expert})
        skills.push_back({skillName(s), int(s)});
    for (QComboBox *box : {m_ibSkill, m_roceSkill})
        refill(box, skills);
    fillSwitches();
    // One label column for the three boxes, so their fields line up.
    int labelWidth = 0;
    for (QFormLayout *form : {m_hardware, m_topologyForm, m_profile})
        for (int row = 0; row < form->rowCount(); ++row)
            if (auto *l =
                    qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::LabelRole)
                                               ? form->itemAt(row, QFormLayout::LabelRole)->widget()
                                               : nullptr))
                labelWidth = std::max(labelWidth, l->sizeHint().width());
    for (QFormLayout *form : {m_hardware, m_topologyForm, m_profile})
        for (int row = 0; row < form->rowCount(); ++row)
            if (QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole);
                item && item->widget())
                item->widget()->setMinimumWidth(labelWidth);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create design"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    m_updating = was;
    updatePlan();
}

void NewDesignDialog::fillSwitches()
{
    const auto tech = static_cast<Technology>(m_technology->currentData().toInt());
    std::vector<std::pair<QString, QVariant>> items{{tr("Default for the technology"), QString()}};
    // The switches with ports at the node type's NIC speed (Catalog::switchesFor).
    const double gbitPerS = m_catalog.nicGbitPerS(m_nodeType->currentData().toString(), tech);
    for (const SwitchType *s : m_catalog.switchesFor(tech, gbitPerS))
        items.push_back({s->name, s->id});
    refill(m_switchType, items);
    if (m_switchType->currentIndex() < 0)
        m_switchType->setCurrentIndex(0);
}

GeneratorParams NewDesignDialog::params() const
{
    GeneratorParams p;
    p.gpus = m_gpus->value();
    p.nodeTypeId = m_nodeType->currentData().toString();
    p.technology = static_cast<Technology>(m_technology->currentData().toInt());
    p.switchTypeId = m_switchType->currentData().toString();
    p.topology = static_cast<TopologyKind>(m_topology->currentData().toInt());
    p.oversubscription = m_oversubscription->value();
    p.planes = m_planes->currentData().toInt();
    return p;
}

void NewDesignDialog::setParams(const GeneratorParams &p)
{
    m_updating = true;
    selectData(m_nodeType, p.nodeTypeId);
    m_gpus->setValue(p.gpus);
    selectData(m_technology, int(p.technology));
    fillSwitches();
    selectData(m_switchType, p.switchTypeId);
    selectData(m_topology, int(p.topology));
    m_oversubscription->setValue(p.oversubscription);
    selectData(m_planes, p.planes);
    m_updating = false;
    updatePlan();
}

WorkloadProfile NewDesignDialog::workload() const
{
    WorkloadProfile w;
    w.kind = static_cast<WorkloadKind>(m_workload->currentData().toInt());
    w.commShare = m_commShare->value() / 100.0;
    return w;
}

OrganisationProfile NewDesignDialog::organisation() const
{
    OrganisationProfile o;
    o.infinibandSkill = static_cast<Skill>(m_ibSkill->currentData().toInt());
    o.roceSkill = static_cast<Skill>(m_roceSkill->currentData().toInt());
    return o;
}

bool NewDesignDialog::clusterFabrics() const
{
    return m_clusterFabrics->isChecked();
}

std::optional<Project> NewDesignDialog::buildProject(QString *error) const
{
    auto project =
        generateProject(m_catalog, params(), error, nullptr,
                        clusterFabrics() ? ClusterFabrics::All : ClusterFabrics::ComputeOnly);
    if (!project)
        return std::nullopt;
    project->workload = workload();
    project->organisation = organisation();
    // A new design compares each technology at its best (docs/EXPLORE.md); Profiles and
    // assumptions > Decision turns it off.
    project->comparisonBasis.eachTechnologyAtBest = true;
    // Groups whose drawing stays small open expanded; big ones stay one block each
    // (a 16,384-GPU pod holds hundreds of nodes).
    for (Group &g : project->groups) {
        const auto members = std::count_if(project->nodes.begin(), project->nodes.end(),
                                           [&g](const Node &n) { return n.groupId == g.id; });
        g.collapsed = members > 64;
    }
    return project;
}

void NewDesignDialog::updatePlan()
{
    if (m_updating)
        return;
    QString error;
    m_plan = planFabric(m_catalog, params(), &error);
    // The other networks have limits of their own (two tiers: topology/clusterfabrics.h):
    // a design they refuse is refused here, before OK, not after it.
    if (m_plan && clusterFabrics() && !buildProject(&error))
        m_plan.reset();
    m_refusal = m_plan ? QString() : error;
    if (auto *ok = m_buttons->button(QDialogButtonBox::Ok))
        ok->setEnabled(m_plan.has_value());
    if (!m_plan) {
        m_planText->setText(
            QStringLiteral("<p style='color:#b3261e'><b>%1</b></p><p>%2</p>")
                .arg(tr("No design fits these choices.").toHtmlEscaped(), error.toHtmlEscaped()));
        return;
    }
    const FabricPlan &p = *m_plan;
    QString rows;
    auto row = [&rows](const QString &k, const QString &v) {
        rows += QStringLiteral("<tr><td style='padding-right:16px'>%1</td><td "
                               "align=right><b>%2</b></td></tr>")
                    .arg(k.toHtmlEscaped(), v.toHtmlEscaped());
    };
    const NodeTypeSpec *nt = m_catalog.nodeType(p.params.nodeTypeId);
    const long long gpus = static_cast<long long>(p.nodes) * (nt ? nt->gpuCount : 0);
    row(tr("GPUs"), formatInteger(gpus));
    if (const SwitchType *st = m_catalog.switchType(p.params.switchTypeId)) {
        QString name = st->name;
        if (!st->vendor.isEmpty() && name.startsWith(st->vendor + QLatin1Char(' ')))
            name = name.mid(st->vendor.size() + 1);
        row(tr("Switch"), name);
    }
    row(tr("Nodes"), formatInteger(p.nodes));
    row(tr("Link speed"), tr("%1 Gb/s").arg(formatNumber(p.linkGbitPerS, 0)));
    row(tr("Switch ports (radix)"), formatInteger(p.radix));
    row(tr("Tiers"), formatInteger(p.tiers));
    for (int t = 0; t < p.tiers && t < static_cast<int>(p.switchesPerTier.size()); ++t)
        row(tr("%1 switches").arg(tierName(t, p.tiers)), formatInteger(p.switchesPerTier[t]));
    static const char *linkNames[] = {QT_TR_NOOP("Node-to-leaf links"),
                                      QT_TR_NOOP("Leaf-to-spine links"),
                                      QT_TR_NOOP("Spine-to-core links")};
    for (int t = 0; t < p.tiers && t < static_cast<int>(p.linksPerTier.size()); ++t)
        row(tr(linkNames[t]), formatInteger(p.linksPerTier[t]));
    row(tr("Scalable units"),
        tr("%1 of %2 nodes").arg(formatInteger(p.units), formatInteger(p.nodesPerUnit)));
    QString note;
    if (nt && gpus != m_gpus->value())
        note = QStringLiteral("<p><i>%1</i></p>")
                   .arg(tr("Rounded up to whole nodes of %1 GPUs.").arg(nt->gpuCount));
    m_planText->setText(QStringLiteral("<table cellspacing=3>%1</table>%2").arg(rows, note));
}

} // namespace fp
