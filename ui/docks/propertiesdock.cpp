// SPDX-License-Identifier: GPL-3.0-or-later
#include "docks/propertiesdock.h"

#include "analysis/regenerate.h"
#include "docks/generationsettings.h"
#include "edit/editcommands.h"
#include "model/labels.h"
#include "render/designrenderer.h"
#include "text/i18n.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace fp {

namespace {
enum Page { ProjectPage, NodePage, SwitchPage, LinkPage, GroupPage, OtherPage };

template <typename T> void setComboData(QComboBox *box, const T &value)
{
    const int i = box->findData(QVariant::fromValue(value));
    box->setCurrentIndex(i);
}

// The bundle's unit after its number: " link" for one, " links" for more.
QString bundleSuffix(int links)
{
    return links == 1 ? QCoreApplication::translate("fp::PropertiesWidget", " link")
                      : QCoreApplication::translate("fp::PropertiesWidget", " links");
}
} // namespace

PropertiesWidget::PropertiesWidget(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_doc(document)
{
    setObjectName(QStringLiteral("properties"));
    build();
    // A value applied with Enter (or by leaving the field) is the design's now, no
    // longer the field's own typing: Ctrl+Z then undoes the design (the rule is at
    // MainWindow::eventFilter()). Connected after the fields' own handlers, so it
    // runs after they applied the value.
    const auto fields = findChildren<QLineEdit *>();
    for (QLineEdit *field : fields)
        connect(field, &QLineEdit::editingFinished, field, [field] { field->setModified(false); });
    retranslate();
    connect(m_doc, &ProjectDocument::changed, this, [this](const ChangeEvent &) { refresh(); });
    connect(m_doc, &ProjectDocument::objectsRemoved, this, [this](const IdList &gone) {
        IdList keep;
        for (Id id : m_ids) {
            if (std::find(gone.begin(), gone.end(), id) == gone.end())
                keep.push_back(id);
        }
        setSelection(keep);
    });
    connect(m_doc, &ProjectDocument::objectsAdded, this, [this] { refresh(); });
    connect(m_doc, &ProjectDocument::projectReset, this, [this] {
        fillTypeCombos();
        setSelection({});
    });
    fillTypeCombos();
    const auto combos = findChildren<QComboBox *>();
    for (QComboBox *box : combos) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    setSelection({});
}

QWidget *PropertiesWidget::page(QFormLayout **form, QLabel **title)
{
    auto *w = new QWidget;
    auto *v = new QVBoxLayout(w);
    v->setContentsMargins(8, 8, 8, 8);
    *title = new QLabel(w);
    QFont f = (*title)->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.1);
    (*title)->setFont(f);
    (*title)->setWordWrap(true);
    v->addWidget(*title);
    if (form) {
        *form = new QFormLayout;
        (*form)->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        (*form)->setLabelAlignment(Qt::AlignLeft);
        v->addLayout(*form);
    }
    v->addStretch(1);
    m_stack->addWidget(w);
    return w;
}

namespace {

// A note under a page's fields: wrapped rich text in the placeholder colour.
QLabel *infoLabel(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}

} // namespace

// The pages of the stack, in PropertiesWidget::Page order.
void PropertiesWidget::build()
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_stack = new QStackedWidget(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(m_stack);
    outer->addWidget(scroll);

    buildProjectPage();
    buildNodePage();
    buildSwitchPage();
    buildLinkPage();
    buildGroupPage();
    // Other
    page(nullptr, &m_otherTitle);
    m_otherInfo = infoLabel(m_stack->widget(OtherPage));
    static_cast<QVBoxLayout *>(m_stack->widget(OtherPage)->layout())->insertWidget(1, m_otherInfo);
}

void PropertiesWidget::buildProjectPage()
{
    QWidget *w = page(&m_projectForm, &m_projectTitle);
    m_projectName = new QLineEdit(w);
    m_projectName->setObjectName(QStringLiteral("projectName"));
    m_workloadKind = new QComboBox(w);
    m_workloadKind->setObjectName(QStringLiteral("workloadKind"));
    m_commShare = new QSpinBox(w);
    m_commShare->setObjectName(QStringLiteral("commShare"));
    m_commShare->setRange(0, 100);
    m_commShare->setSuffix(QStringLiteral(" %"));
    m_ibSkill = new QComboBox(w);
    m_roceSkill = new QComboBox(w);
    m_projectHint = infoLabel(w);
    m_projectForm->addRow(new QLabel, m_projectName);
    m_projectForm->addRow(new QLabel, m_workloadKind);
    m_projectForm->addRow(new QLabel, m_commShare);
    m_projectForm->addRow(new QLabel, m_ibSkill);
    m_projectForm->addRow(new QLabel, m_roceSkill);
    m_projectGen = new GenerationSettingsBox(m_doc, w);
    m_projectForm->addRow(m_projectGen);
    m_projectForm->addRow(m_projectHint);
    connect(m_projectName, &QLineEdit::editingFinished, this, [this] {
        if (m_updating || m_projectName->text() == m_doc->project().info.name)
            return;
        ProjectInfo info = m_doc->project().info;
        info.name = m_projectName->text().trimmed();
        edit::setProjectInfo(*m_doc, info);
    });
    connect(m_workloadKind, &QComboBox::activated, this, [this] {
        WorkloadProfile w = m_doc->project().workload;
        w.kind = static_cast<WorkloadKind>(m_workloadKind->currentData().toInt());
        if (w.kind != m_doc->project().workload.kind)
            edit::setWorkload(*m_doc, w);
    });
    connect(m_commShare, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_updating)
            return;
        WorkloadProfile w = m_doc->project().workload;
        w.commShare = v / 100.0;
        edit::setWorkload(*m_doc, w);
    });
    auto skill = [this](QComboBox *box, Skill OrganisationProfile::*member) {
        connect(box, &QComboBox::activated, this, [this, box, member] {
            OrganisationProfile o = m_doc->project().organisation;
            o.*member = static_cast<Skill>(box->currentData().toInt());
            if (o.*member != m_doc->project().organisation.*member)
                edit::setOrganisation(*m_doc, o);
        });
    };
    skill(m_ibSkill, &OrganisationProfile::infinibandSkill);
    skill(m_roceSkill, &OrganisationProfile::roceSkill);
}

void PropertiesWidget::buildNodePage()
{
    QWidget *w = page(&m_nodeForm, &m_nodeTitle);
    m_nodeName = new QLineEdit(w);
    m_nodeName->setObjectName(QStringLiteral("nodeName"));
    m_nodeType = new QComboBox(w);
    m_nodeType->setObjectName(QStringLiteral("nodeType"));
    m_nodeInfo = infoLabel(w);
    m_nodeForm->addRow(new QLabel, m_nodeName);
    m_nodeForm->addRow(new QLabel, m_nodeType);
    m_nodeForm->addRow(m_nodeInfo);
    connect(m_nodeName, &QLineEdit::editingFinished, this, [this] {
        if (!m_updating && m_ids.size() == 1)
            edit::setName(*m_doc, m_ids, m_nodeName->text().trimmed());
    });
    connect(m_nodeType, &QComboBox::activated, this,
            [this] { edit::setNodeType(*m_doc, m_ids, m_nodeType->currentData().toString()); });
}

void PropertiesWidget::buildSwitchPage()
{
    QWidget *w = page(&m_switchForm, &m_switchTitle);
    m_switchName = new QLineEdit(w);
    m_switchName->setObjectName(QStringLiteral("switchName"));
    m_switchType = new QComboBox(w);
    m_switchType->setObjectName(QStringLiteral("switchType"));
    m_switchRole = new QComboBox(w);
    m_switchRole->setObjectName(QStringLiteral("switchRole"));
    m_switchInfo = infoLabel(w);
    m_switchForm->addRow(new QLabel, m_switchName);
    m_switchForm->addRow(new QLabel, m_switchType);
    m_switchForm->addRow(new QLabel, m_switchRole);
    m_switchForm->addRow(m_switchInfo);
    m_switchGen = new GenerationSettingsBox(m_doc, w);
    m_switchForm->addRow(m_switchGen);
    connect(m_switchName, &QLineEdit::editingFinished, this, [this] {
        if (!m_updating && m_ids.size() == 1)
            edit::setName(*m_doc, m_ids, m_switchName->text().trimmed());
    });
    connect(m_switchType, &QComboBox::activated, this,
            [this] { edit::setSwitchType(*m_doc, m_ids, m_switchType->currentData().toString()); });
    connect(m_switchRole, &QComboBox::activated, this, [this] {
        edit::setSwitchRole(*m_doc, m_ids,
                            static_cast<SwitchRole>(m_switchRole->currentData().toInt()));
    });
}

void PropertiesWidget::buildLinkPage()
{
    QWidget *w = page(&m_linkForm, &m_linkTitle);
    m_bundle = new QSpinBox(w);
    m_bundle->setObjectName(QStringLiteral("linkBundle"));
    m_bundle->setRange(1, 4096);
    m_speed = new QDoubleSpinBox(w);
    m_speed->setObjectName(QStringLiteral("linkSpeed"));
    m_speed->setRange(1, 3200);
    m_speed->setDecimals(0);
    m_speed->setSingleStep(100);
    m_cable = new QComboBox(w);
    m_cable->setObjectName(QStringLiteral("linkCable"));
    m_length = new QDoubleSpinBox(w);
    m_length->setObjectName(QStringLiteral("linkLength"));
    m_length->setRange(0, 10000);
    m_length->setDecimals(1);
    m_length->setSingleStep(0.5);
    m_linkInfo = infoLabel(w);
    m_linkForm->addRow(new QLabel, m_bundle);
    m_linkForm->addRow(new QLabel, m_speed);
    m_linkForm->addRow(new QLabel, m_cable);
    m_linkForm->addRow(new QLabel, m_length);
    m_linkForm->addRow(m_linkInfo);
    connect(m_bundle, &QSpinBox::valueChanged, this, [this](int v) {
        m_bundle->setSuffix(bundleSuffix(v)); // "1 link", "2 links"
        QString why; // out of range: the validator's one-line message (io/fields.h)
        if (!m_updating && !edit::setLinkBundle(*m_doc, m_ids, v, &why))
            m_linkInfo->setText(why);
    });
    connect(m_speed, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        QString why; // out of range: the validator's one-line message (io/fields.h)
        if (!m_updating && !edit::setLinkSpeed(*m_doc, m_ids, v, &why))
            m_linkInfo->setText(why);
    });
    connect(m_cable, &QComboBox::activated, this,
            [this] { edit::setLinkCable(*m_doc, m_ids, m_cable->currentData().toString()); });
    connect(m_length, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        QString why; // out of range: the validator's one-line message (io/fields.h)
        if (!m_updating && !edit::setLinkLength(*m_doc, m_ids, v, &why))
            m_linkInfo->setText(why);
    });
}

void PropertiesWidget::buildGroupPage()
{
    QWidget *w = page(&m_groupForm, &m_groupTitle);
    m_groupName = new QLineEdit(w);
    m_groupName->setObjectName(QStringLiteral("groupName"));
    m_repeat = new QSpinBox(w);
    m_repeat->setObjectName(QStringLiteral("groupRepeat"));
    m_repeat->setRange(1, 100000);
    m_repeat->setPrefix(QStringLiteral("\u00d7 "));
    m_collapsed = new QCheckBox(w);
    m_collapsed->setObjectName(QStringLiteral("groupCollapsed"));
    m_groupInfo = infoLabel(w);
    m_groupForm->addRow(new QLabel, m_groupName);
    m_groupForm->addRow(new QLabel, m_repeat);
    m_groupForm->addRow(new QLabel, m_collapsed);
    m_groupForm->addRow(m_groupInfo);
    connect(m_groupName, &QLineEdit::editingFinished, this, [this] {
        if (!m_updating && m_ids.size() == 1)
            edit::setName(*m_doc, m_ids, m_groupName->text().trimmed());
    });
    connect(m_repeat, &QSpinBox::valueChanged, this, [this](int v) {
        QString why; // out of range: the validator's one-line message (io/fields.h)
        if (!m_updating && !edit::setGroupRepeat(*m_doc, m_ids, v, &why))
            m_groupInfo->setText(why);
    });
    connect(m_collapsed, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_updating)
            edit::setGroupCollapsed(*m_doc, m_ids, on);
    });
}

void PropertiesWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PropertiesWidget::retranslate()
{
    const bool was = m_updating;
    m_updating = true;
    auto label = [](QFormLayout *form, QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(form->labelForField(field)))
            l->setText(text);
    };
    label(m_projectForm, m_projectName, tr("Name"));
    label(m_projectForm, m_workloadKind, tr("Workload"));
    label(m_projectForm, m_commShare, tr("Communication share"));
    label(m_projectForm, m_ibSkill, tr("InfiniBand skills"));
    label(m_projectForm, m_roceSkill, tr("RoCE skills"));
    m_commShare->setToolTip(tr("Share of each training step spent communicating."));
    m_projectName->setPlaceholderText(tr("Untitled"));
    m_workloadKind->clear();
    for (WorkloadKind k : {WorkloadKind::Pretraining, WorkloadKind::FineTuning,
                           WorkloadKind::Inference, WorkloadKind::MixedHpc})
        m_workloadKind->addItem(workloadName(k), int(k));
    for (QComboBox *box : {m_ibSkill, m_roceSkill}) {
        box->clear();
        for (Skill s : {Skill::None, Skill::Some, Skill::Expert})
            box->addItem(skillName(s), int(s));
    }
    m_projectHint->setText(
        tr("Select an object on the canvas to edit it. Drag parts from the catalogue to add "
           "them; drag from a NIC port or a switch's port bar to a switch to link them."));
    label(m_nodeForm, m_nodeName, tr("Name"));
    label(m_nodeForm, m_nodeType, tr("Node type"));
    label(m_switchForm, m_switchName, tr("Name"));
    label(m_switchForm, m_switchType, tr("Switch type"));
    label(m_switchForm, m_switchRole, tr("Role"));
    m_switchRole->clear();
    for (SwitchRole r :
         {SwitchRole::Leaf, SwitchRole::Spine, SwitchRole::Core, SwitchRole::NvlinkSwitch})
        m_switchRole->addItem(roleName(r), int(r));
    label(m_linkForm, m_bundle, tr("Bundle"));
    label(m_linkForm, m_speed, tr("Speed"));
    label(m_linkForm, m_cable, tr("Cable"));
    label(m_linkForm, m_length, tr("Length"));
    m_bundle->setSuffix(bundleSuffix(m_bundle->value()));
    m_bundle->setToolTip(tr("Parallel links between the same two ends."));
    m_speed->setSuffix(tr(" Gb/s"));
    m_length->setSuffix(tr(" m"));
    m_length->setSpecialValueText(tr("Default for the tier"));
    label(m_groupForm, m_groupName, tr("Name"));
    label(m_groupForm, m_repeat, tr("Repeat"));
    label(m_groupForm, m_collapsed, tr("Collapsed"));
    m_collapsed->setText(tr("Draw as one block"));
    m_repeat->setToolTip(tr("How many copies of this group the design has."));
    fillTypeCombos();
    m_updating = was;
    refresh();
}

void PropertiesWidget::fillTypeCombos()
{
    const bool was = m_updating;
    m_updating = true;
    const Catalog &c = m_doc->catalog();
    m_nodeType->clear();
    for (const NodeTypeSpec &n : c.nodeTypes)
        m_nodeType->addItem(n.name, n.id);
    m_switchType->clear();
    for (const SwitchType &s : c.switches)
        m_switchType->addItem(s.name, s.id);
    m_cable->clear();
    m_cable->addItem(tr("Automatic (by length and speed)"), QString());
    for (const CableType &k : c.cables)
        m_cable->addItem(
            QStringLiteral("%1 (%2G, %3 m)")
                .arg(k.name, formatNumber(k.gbitPerS, 0), formatNumber(k.reachM.value, 1)),
            k.id);
    m_updating = was;
}

void PropertiesWidget::setSelection(const IdList &ids)
{
    m_ids = ids;
    refresh();
}

void PropertiesWidget::refresh()
{
    const Project &p = m_doc->project();
    // Drop ids that no longer exist; one kind of object, or "other".
    IdList ids;
    ObjectKind kind = ObjectKind::None;
    bool mixed = false;
    for (Id id : m_ids) {
        const ObjectKind k = objectKind(p, id);
        if (k == ObjectKind::None)
            continue;
        ids.push_back(id);
        if (kind == ObjectKind::None)
            kind = k;
        else if (k != kind)
            mixed = true;
    }
    m_ids = ids;
    m_kind = mixed ? ObjectKind::None : kind;
    m_updating = true;
    const int n = static_cast<int>(ids.size());
    if (ids.empty()) {
        showProject();
    } else if (mixed) {
        m_stack->setCurrentIndex(OtherPage);
        m_otherTitle->setText(tr("%1 objects selected").arg(n));
        m_otherInfo->setText(tr("Select objects of one kind to edit them together."));
    } else if (kind == ObjectKind::Node) {
        showNodes(ids);
    } else if (kind == ObjectKind::Switch) {
        showSwitches(ids);
    } else if (kind == ObjectKind::Link) {
        showLinks(ids);
    } else if (kind == ObjectKind::Group) {
        showGroups(ids);
    } else if (kind == ObjectKind::Fabric && n == 1) {
        showProject(ids.front());
    } else {
        m_stack->setCurrentIndex(OtherPage);
        m_otherTitle->setText(tr("%1 objects selected").arg(n));
        m_otherInfo->setText(QString());
    }
    m_updating = false;
}

// The project page: name, workload and skills (nothing selected).
void PropertiesWidget::showProject(Id fabricId)
{
    const Project &p = m_doc->project();
    m_stack->setCurrentIndex(ProjectPage);
    const Fabric *fabric = p.fabric(fabricId);
    m_projectTitle->setText(fabric ? tr("Fabric \"%1\" in the project").arg(fabric->name)
                                   : tr("Project"));
    m_projectGen->setFabric(fabric ? fabricId : firstGeneratedFabric(p));
    if (!m_projectName->hasFocus()) {
        m_projectName->setText(p.info.name);
        m_projectName->setCursorPosition(0);
    }
    setComboData(m_workloadKind, int(p.workload.kind));
    m_commShare->setValue(static_cast<int>(std::lround(p.workload.commShare * 100)));
    setComboData(m_ibSkill, int(p.organisation.infinibandSkill));
    setComboData(m_roceSkill, int(p.organisation.roceSkill));
}

// One or more nodes: name (one only), type, GPUs and NICs, group.
void PropertiesWidget::showNodes(const IdList &ids)
{
    const Project &p = m_doc->project();
    const int n = static_cast<int>(ids.size());
    const Node *node = p.node(ids.front());
    m_stack->setCurrentIndex(NodePage);
    m_nodeTitle->setText(n == 1 ? tr("Node") : tr("%1 nodes").arg(n));
    m_nodeName->setEnabled(n == 1);
    if (!m_nodeName->hasFocus()) {
        m_nodeName->setText(n == 1 ? node->name : QString());
        m_nodeName->setCursorPosition(0);
    }
    setComboData(m_nodeType, node->nodeTypeId);
    const NodeTypeSpec *nt = m_doc->catalog().nodeType(node->nodeTypeId);
    const Group *g = p.group(node->groupId);
    QString text = nt ? tr("%1 GPUs, %2 NICs").arg(nt->gpuCount).arg(nt->nicCount) : QString();
    if (g)
        text += QStringLiteral("<br>") +
                tr("In group \"%1\" (\u00d7 %2)").arg(g->name.toHtmlEscaped()).arg(g->repeat);
    m_nodeInfo->setText(text);
}

// One or more switches: name (one only), type, role, fabric and ports in use.
void PropertiesWidget::showSwitches(const IdList &ids)
{
    const Project &p = m_doc->project();
    const int n = static_cast<int>(ids.size());
    const Switch *s = p.switchById(ids.front());
    m_stack->setCurrentIndex(SwitchPage);
    m_switchTitle->setText(n == 1 ? tr("Switch") : tr("%1 switches").arg(n));
    m_switchName->setEnabled(n == 1);
    if (!m_switchName->hasFocus()) {
        m_switchName->setText(n == 1 ? s->name : QString());
        m_switchName->setCursorPosition(0);
    }
    setComboData(m_switchType, s->switchTypeId);
    setComboData(m_switchRole, int(s->role));
    const render::DesignIndex index(p, m_doc->catalog());
    const auto use = index.switchPorts(s->id);
    const Fabric *f = p.fabric(s->fabricId);
    // The generation settings of their fabric, when all are of one generated fabric.
    const bool oneFabric = std::all_of(ids.begin(), ids.end(), [&p, s](Id id) {
        const Switch *other = p.switchById(id);
        return other && other->fabricId == s->fabricId;
    });
    m_switchGen->setFabric(oneFabric ? s->fabricId : NoId);
    m_switchInfo->setText(tr("Fabric: %1<br>Ports in use: %2 of %3 at %4 Gb/s")
                              .arg(f ? f->name.toHtmlEscaped() : tr("none"))
                              .arg(formatNumber(std::ceil(use.used - 1e-9), 0))
                              .arg(use.total)
                              .arg(formatNumber(use.gbitPerS, 0)));
}

// One or more links: bundle, speed, cable, length, ends.
void PropertiesWidget::showLinks(const IdList &ids)
{
    const Project &p = m_doc->project();
    const int n = static_cast<int>(ids.size());
    const Link *l = p.link(ids.front());
    m_stack->setCurrentIndex(LinkPage);
    m_linkTitle->setText(n == 1 ? tr("Link") : tr("%1 links").arg(n));
    m_bundle->setValue(l->bundle);
    m_bundle->setEnabled(l->a.nicIndex < 0); // a NIC port carries one link
    m_speed->setValue(l->gbitPerS);
    setComboData(m_cable, l->cableTypeId);
    m_length->setValue(l->lengthM);
    auto name = [&p](const LinkEnd &e) {
        if (const Node *node = p.node(e.objectId))
            return tr("%1, NIC %2 port %3").arg(node->name).arg(e.nicIndex + 1).arg(e.port + 1);
        if (const Switch *s = p.switchById(e.objectId))
            return s->name;
        return QString();
    };
    m_linkInfo->setText(
        n == 1 ? tr("From %1<br>to %2").arg(name(l->a).toHtmlEscaped(), name(l->b).toHtmlEscaped())
               : tr("Changes apply to all %1 selected links.").arg(n));
}

// One or more groups: name (one only), repeat, collapsed, contents.
void PropertiesWidget::showGroups(const IdList &ids)
{
    const Project &p = m_doc->project();
    const int n = static_cast<int>(ids.size());
    const Group *g = p.group(ids.front());
    m_stack->setCurrentIndex(GroupPage);
    m_groupTitle->setText(n == 1 ? tr("Group") : tr("%1 groups").arg(n));
    m_groupName->setEnabled(n == 1);
    if (!m_groupName->hasFocus()) {
        m_groupName->setText(n == 1 ? g->name : QString());
        m_groupName->setCursorPosition(0);
    }
    m_repeat->setValue(g->repeat);
    m_collapsed->setChecked(g->collapsed);
    m_groupInfo->setText(render::groupLook(p, m_doc->catalog(), *g).summary.toHtmlEscaped() +
                         QStringLiteral("<br>") +
                         tr("Drawn once; the design holds %1 copies.").arg(g->repeat));
}
} // namespace fp
