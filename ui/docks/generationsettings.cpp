// SPDX-License-Identifier: GPL-3.0-or-later
#include "docks/generationsettings.h"

#include "analysis/regenerate.h"
#include "dialogs/regeneratedialog.h"
#include "edit/editcommands.h"
#include "model/labels.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace fp {

namespace {
void selectData(QComboBox *box, const QVariant &value)
{
    const int i = box->findData(value);
    if (i >= 0)
        box->setCurrentIndex(i);
}
} // namespace

GenerationSettingsBox::GenerationSettingsBox(ProjectDocument *document, QWidget *parent)
    : QGroupBox(parent)
    , m_doc(document)
{
    setObjectName(QStringLiteral("generationSettings"));
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_technology = new QComboBox(this);
    m_technology->setObjectName(QStringLiteral("genTechnology"));
    m_switchType = new QComboBox(this);
    m_switchType->setObjectName(QStringLiteral("genSwitchType"));
    m_topology = new QComboBox(this);
    m_topology->setObjectName(QStringLiteral("genTopology"));
    m_oversubscription = new QDoubleSpinBox(this);
    m_oversubscription->setObjectName(QStringLiteral("genOversubscription"));
    // The wizard's range (dialogs/newdesigndialog.cpp).
    m_oversubscription->setRange(1.0, 8.0);
    m_oversubscription->setDecimals(1);
    m_oversubscription->setSingleStep(1.0);
    m_oversubscription->setSuffix(QStringLiteral(":1"));
    m_oversubscription->setKeyboardTracking(false);
    m_planes = new QComboBox(this);
    m_planes->setObjectName(QStringLiteral("genPlanes"));
    m_gpus = new QSpinBox(this);
    m_gpus->setObjectName(QStringLiteral("genGpus"));
    m_gpus->setRange(1, 1000000);
    m_gpus->setSingleStep(64);
    m_gpus->setGroupSeparatorShown(true);
    m_gpus->setKeyboardTracking(false);
    for (QComboBox *box : {m_technology, m_switchType, m_topology, m_planes}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setForegroundRole(QPalette::PlaceholderText);
    m_form->addRow(new QLabel, m_technology);
    m_form->addRow(new QLabel, m_switchType);
    m_form->addRow(new QLabel, m_topology);
    m_form->addRow(new QLabel, m_oversubscription);
    m_form->addRow(new QLabel, m_planes);
    m_form->addRow(new QLabel, m_gpus);
    m_form->addRow(m_note);

    connect(m_technology, &QComboBox::activated, this, [this] { fieldChanged(true); });
    for (QComboBox *box : {m_switchType, m_topology, m_planes})
        connect(box, &QComboBox::activated, this, [this] { fieldChanged(false); });
    // Without keyboard tracking: once per arrow step, or when Enter is pressed.
    connect(m_oversubscription, &QDoubleSpinBox::valueChanged, this,
            [this] { fieldChanged(false); });
    connect(m_gpus, &QSpinBox::valueChanged, this, [this] { fieldChanged(false); });
    connect(m_doc, &ProjectDocument::changed, this, [this] { refresh(); });
    connect(m_doc, &ProjectDocument::projectReset, this, [this] { refresh(); });
    retranslate();
    setVisible(false);
}

void GenerationSettingsBox::setFabric(Id fabricId)
{
    m_fabricId = fabricId;
    refresh();
}

void GenerationSettingsBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void GenerationSettingsBox::retranslate()
{
    const bool was = m_updating;
    m_updating = true;
    setTitle(tr("Generation settings"));
    auto label = [this](QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field)))
            l->setText(text);
    };
    label(m_technology, tr("Technology"));
    label(m_switchType, tr("Switch"));
    label(m_topology, tr("Topology"));
    label(m_oversubscription, tr("Oversubscription"));
    label(m_planes, tr("Planes"));
    label(m_gpus, tr("GPUs"));
    m_oversubscription->setToolTip(
        tr("r:1 at the leaf: of its ports, r/(r+1) face the nodes and 1/(r+1) face up."));
    m_note->setText(tr("The settings this fabric was generated with. Changing one builds it "
                       "again; a preview shows what changes before anything is applied."));
    m_technology->clear();
    for (Technology t : {Technology::InfiniBand, Technology::Ethernet})
        m_technology->addItem(technologyName(t), int(t));
    m_topology->clear();
    for (TopologyKind k : {TopologyKind::RailOptimized, TopologyKind::FatTree})
        m_topology->addItem(topologyName(k), int(k));
    m_planes->clear();
    m_planes->addItem(tr("1 plane"), 1);
    m_planes->addItem(tr("2 planes"), 2);
    m_planes->addItem(tr("4 planes"), 4);
    m_planes->addItem(tr("8 planes"), 8);
    m_updating = was;
    refresh();
}

// The switches with ports at the node type's NIC speed (Catalog::switchesFor).
void GenerationSettingsBox::fillSwitches(const GeneratorParams &settings)
{
    m_switchType->clear();
    const Catalog &c = m_doc->catalog();
    const double gbitPerS = c.nicGbitPerS(settings.nodeTypeId, settings.technology);
    for (const SwitchType *s : c.switchesFor(settings.technology, gbitPerS))
        m_switchType->addItem(s->name, s->id);
}

void GenerationSettingsBox::refresh()
{
    const std::optional<GeneratorParams> g = generationSettings(m_doc->project(), m_fabricId);
    setVisible(g.has_value());
    if (!g)
        return;
    const bool was = m_updating;
    m_updating = true;
    selectData(m_technology, int(g->technology));
    fillSwitches(*g);
    selectData(m_switchType, g->switchTypeId);
    selectData(m_topology, int(g->topology));
    m_oversubscription->setValue(g->oversubscription);
    selectData(m_planes, g->planes);
    m_gpus->setValue(g->gpus);
    m_updating = was;
}

GeneratorParams GenerationSettingsBox::fieldParams() const
{
    GeneratorParams p =
        generationSettings(m_doc->project(), m_fabricId).value_or(GeneratorParams{});
    p.technology = static_cast<Technology>(m_technology->currentData().toInt());
    p.switchTypeId = m_switchType->currentData().toString();
    p.topology = static_cast<TopologyKind>(m_topology->currentData().toInt());
    p.oversubscription = m_oversubscription->value();
    p.planes = m_planes->currentData().toInt();
    p.gpus = m_gpus->value();
    return p;
}

void GenerationSettingsBox::fieldChanged(bool technologyChanged)
{
    if (m_updating)
        return;
    GeneratorParams after = fieldParams();
    if (technologyChanged) {
        // Another technology needs a switch of its own: the generator's default for
        // it (planFabric() fills an empty switch id).
        after.switchTypeId.clear();
    }
    const std::optional<GeneratorParams> before = generationSettings(m_doc->project(), m_fabricId);
    if (!before || after == *before)
        return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    RegenerationPreview preview =
        previewRegeneration(m_doc->project(), m_doc->catalog(), m_fabricId, after);
    QApplication::restoreOverrideCursor();
    RegenerateDialog dialog(m_doc->catalog(), preview, window());
    const bool apply = dialog.exec() == QDialog::Accepted && preview.project;
    if (apply) {
        edit::replaceProject(*m_doc, std::move(*preview.project),
                             edit::undoText(QT_TRANSLATE_NOOP("fp::Edit", "Regenerate fabric")));
        // The rebuilt compute fabric is the project's first generated one.
        m_fabricId = firstGeneratedFabric(m_doc->project());
    }
    refresh();
    emit regenerationFinished(apply);
}

} // namespace fp
