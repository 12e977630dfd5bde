// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/profilesdialog.h"

#include "report/reportcontent.h"

#include "topology/variant.h"

#include "analysis/analysis_complexity.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "model/labels.h"
#include "model/sourcenotes.h"
#include "text/i18n.h"
#include "topology/variant.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace fp {

namespace {

constexpr int PartRole = Qt::UserRole;
constexpr int FieldRole = Qt::UserRole + 1;

// Sets a combo box to the entry with `data` without emitting a change.
void selectData(QComboBox *box, int data)
{
    const QSignalBlocker block(box);
    box->setCurrentIndex(box->findData(data));
}

bool sameAddress(const FigureOverride &o, const QString &partId, const QString &field)
{
    auto key = [](const QString &part, const QString &f) {
        return part.isEmpty() ? std::pair(f, QStringLiteral("value")) : std::pair(part, f);
    };
    return key(o.partId, o.field) == key(partId, field);
}

} // namespace

ProfilesDialog::ProfilesDialog(ProjectDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("profilesDialog"));
    setModal(false);
    auto *layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("profilesTabs"));
    auto scrolled = [](QWidget *page) {
        auto *area = new QScrollArea;
        area->setWidget(page);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        return area;
    };
    m_tabs->addTab(scrolled(buildWorkloadTab()), QString());
    m_tabs->addTab(scrolled(buildOrganisationTab()), QString());
    m_tabs->addTab(scrolled(buildFabricsTab()), QString());
    m_tabs->addTab(buildAssumptionsTab(), QString());
    m_tabs->addTab(buildWeightsTab(), QString());
    m_tabs->addTab(scrolled(buildDecisionTab()), QString());
    m_tabs->addTab(scrolled(buildFloorLayoutTab()), QString());
    layout->addWidget(m_tabs, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);

    connect(m_doc, &ProjectDocument::changed, this, [this](const ChangeEvent &e) {
        switch (e.kind) {
        case ChangeEvent::Kind::Workload:
        case ChangeEvent::Kind::Organisation:
            reloadProfiles();
            break;
        case ChangeEvent::Kind::Catalog:
            updateTreeValues();
            break;
        case ChangeEvent::Kind::Objects:
            if (e.properties & (ChangeEvent::RoceTuning | ChangeEvent::Name))
                reloadFabrics();
            break;
        case ChangeEvent::Kind::Measurements:
            reloadFabrics(); // the calibration switches follow the measurements
            break;
        case ChangeEvent::Kind::Info:
            break;
        }
    });
    connect(m_doc, &ProjectDocument::objectsAdded, this, &ProfilesDialog::reloadFabrics);
    connect(m_doc, &ProjectDocument::objectsRemoved, this, &ProfilesDialog::reloadFabrics);
    connect(m_doc, &ProjectDocument::projectReset, this, [this] {
        reloadProfiles();
        reloadFabrics();
        // Not inside a signal of the tree itself: its items are replaced.
        QTimer::singleShot(0, this, &ProfilesDialog::fillTree);
    });

    retranslateUi();
    reloadProfiles();
    reloadFabrics();
    fillTree();
    resize(760, 620);
}

ProfilesDialog::~ProfilesDialog() = default;

// --- Form helpers -------------------------------------------------------------------

void ProfilesDialog::addRow(QFormLayout *form, QWidget *field, std::function<QString()> label,
                            std::function<QString()> help, std::function<QString()> source)
{
    auto *l = new QLabel(form->parentWidget());
    l->setBuddy(field);
    form->addRow(l, field);
    m_texts.push_back({l, [l, field, label, help, source] {
                           l->setText(label());
                           const QString tip =
                               QStringLiteral("<p>%1</p><p><small>%2</small></p>")
                                   .arg(help().toHtmlEscaped(), source().toHtmlEscaped());
                           l->setToolTip(tip);
                           field->setToolTip(tip);
                       }});
}

void ProfilesDialog::addNumber(QFormLayout *form, const char *name, double min, double max,
                               int decimals, std::function<QString()> suffix, Access access,
                               std::function<QString()> label, std::function<QString()> help,
                               double defaultValue)
{
    auto *spin = new QDoubleSpinBox(form->parentWidget());
    spin->setObjectName(QLatin1String(name));
    spin->setRange(min, max);
    spin->setDecimals(decimals);
    spin->setKeyboardTracking(false); // one step per value entered, not per key
    spin->setAlignment(Qt::AlignRight);
    spin->setMinimumWidth(150);
    const double epsilon = 0.5 * std::pow(10.0, -decimals);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, access, epsilon](double v) {
        if (m_updating || std::abs(v - access.get()) < epsilon)
            return;
        access.set(v);
    });
    m_loaders.push_back([spin, access] {
        const QSignalBlocker block(spin);
        spin->setValue(access.get());
    });
    auto source = [access, defaultValue, epsilon, decimals] {
        if (std::abs(access.get() - defaultValue) < epsilon)
            return tr("Source: FabricPlanner's default (an estimate); set your own. Stored in "
                      "the project.");
        return tr("Source: entered for this project (the default is %1). Stored in the "
                  "project.")
            .arg(formatNumber(defaultValue, decimals));
    };
    addRow(form, spin, label, help, source);
    m_texts.push_back({spin, [spin, suffix] {
                           const QString s = suffix();
                           spin->setSuffix(s.isEmpty() ? QString() : QStringLiteral(" ") + s);
                       }});
}

// --- Workload -----------------------------------------------------------------------

namespace {
// Access to one member of a profile: the value shown is member x scale.
template <typename Profile, typename T, typename Setter>
auto memberAccess(ProjectDocument *doc, Profile Project::*profile, T Profile::*member, double scale,
                  Setter setter)
{
    struct {
        std::function<double()> get;
        std::function<void(double)> set;
    } a;
    a.get = [doc, profile, member, scale] {
        return static_cast<double>(doc->project().*profile.*member) * scale;
    };
    a.set = [doc, profile, member, scale, setter](double v) {
        Profile p = doc->project().*profile;
        if constexpr (std::is_integral_v<T>)
            p.*member = static_cast<T>(std::lround(v / scale));
        else
            p.*member = v / scale;
        setter(*doc, p);
    };
    return a;
}
} // namespace

QWidget *ProfilesDialog::buildWorkloadTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    const WorkloadProfile defaults;
    auto setW = [](ProjectDocument &d, const WorkloadProfile &w) { edit::setWorkload(d, w); };
    auto access = [this, setW](auto member, double scale) {
        auto a = memberAccess(m_doc, &Project::workload, member, scale, setW);
        return Access{a.get, a.set};
    };

    addWorkloadKindRow(page, form);
    auto none = [] { return QString(); };
    addNumber(
        form, "tensorParallel", 1, 1024, 0, none, access(&WorkloadProfile::tensorParallel, 1),
        [] { return tr("Tensor parallel"); },
        [] { return tr("GPUs that split each layer; usually kept inside an NVLink domain."); },
        defaults.tensorParallel);
    addNumber(
        form, "pipelineParallel", 1, 1024, 0, none, access(&WorkloadProfile::pipelineParallel, 1),
        [] { return tr("Pipeline parallel"); },
        [] { return tr("Pipeline stages the model is cut into."); }, defaults.pipelineParallel);
    addNumber(
        form, "dataParallel", 0, 1000000, 0, none, access(&WorkloadProfile::dataParallel, 1),
        [] { return tr("Data parallel"); },
        [] { return tr("Model replicas; 0 means as many as the cluster allows."); },
        defaults.dataParallel);
    addNumber(
        form, "expertParallel", 1, 1024, 0, none, access(&WorkloadProfile::expertParallel, 1),
        [] { return tr("Expert parallel"); },
        [] {
            return tr("GPUs the experts of a mixture-of-experts model are spread over; more "
                      "than 1 means all-to-all traffic.");
        },
        defaults.expertParallel);
    addNumber(
        form, "commShare", 0, 100, 0, [] { return QStringLiteral("%"); },
        access(&WorkloadProfile::commShare, 100.0),
        [] { return tr("Communication share of step time"); },
        [] {
            return tr("Share of a training step spent waiting for the network. It sets how "
                      "much a faster fabric shortens the step; it can be derived from a "
                      "measured step breakdown.");
        },
        defaults.commShare * 100.0);
    addNumber(
        form, "jobGpus", 0, 10000000, 0, [] { return tr("GPUs"); },
        access(&WorkloadProfile::jobGpus, 1), [] { return tr("GPUs per job"); },
        [] { return tr("GPUs of the largest job; 0 means the whole cluster."); }, defaults.jobGpus);
    addModelPlanRows(form);
    return page;
}

// The model plan of the step-time model (docs/STEPTIME.md); one undo step per value.
void ProfilesDialog::addModelPlanRows(QFormLayout *form)
{
    const ModelPlan defaults;
    auto access = [this](auto member, double scale) {
        Access a;
        a.get = [this, member, scale] {
            return static_cast<double>(m_doc->project().workload.model.*member) * scale;
        };
        a.set = [this, member, scale](double v) {
            WorkloadProfile w = m_doc->project().workload;
            using T = std::remove_reference_t<decltype(w.model.*member)>;
            if constexpr (std::is_integral_v<T>)
                w.model.*member = static_cast<T>(std::lround(v / scale));
            else
                w.model.*member = v / scale;
            edit::setWorkload(*m_doc, w);
        };
        return a;
    };
    auto none = [] { return QString(); };
    auto billions = [] { return tr("billion"); };
    struct Row {
        const char *name;
        double min, max;
        int decimals;
        bool inBillions;
        Access a;
        std::function<QString()> label, help;
        double defaultValue;
    };
    const Row rows[] = {
        {"modelParameters", 0, 1e6, 1, true, access(&ModelPlan::parameters, 1e-9),
         [] { return tr("Model parameters"); },
         [] {
             return tr("Weights of the model trained; 0 means no model plan, and the step time is "
                       "not modelled.");
         },
         defaults.parameters},
        {"modelActiveParameters", 0, 1e6, 1, true, access(&ModelPlan::activeParameters, 1e-9),
         [] { return tr("Active parameters"); },
         [] {
             return tr("Parameters one token passes through (mixture of experts); 0 means all.");
         },
         defaults.activeParameters},
        {"modelLayers", 0, 100000, 0, false, access(&ModelPlan::layers, 1),
         [] { return tr("Layers"); }, [] { return tr("Transformer layers."); },
         double(defaults.layers)},
        {"modelHidden", 0, 1048576, 0, false, access(&ModelPlan::hiddenSize, 1),
         [] { return tr("Hidden size"); }, [] { return tr("Model dimension h."); },
         double(defaults.hiddenSize)},
        {"modelSequence", 0, 16777216, 0, false, access(&ModelPlan::sequenceLength, 1),
         [] { return tr("Sequence length"); }, [] { return tr("Tokens per sequence."); },
         double(defaults.sequenceLength)},
        {"modelMicroBatch", 1, 1048576, 0, false, access(&ModelPlan::microBatchSequences, 1),
         [] { return tr("Micro-batch"); }, [] { return tr("Sequences per micro-batch."); },
         double(defaults.microBatchSequences)},
        {"modelGlobalBatch", 0, 1e9, 0, false, access(&ModelPlan::globalBatchSequences, 1),
         [] { return tr("Global batch"); }, [] { return tr("Sequences per optimizer step."); },
         double(defaults.globalBatchSequences)},
        {"modelBytes", 1, 8, 0, false, access(&ModelPlan::bytesPerValue, 1),
         [] { return tr("Bytes per value"); },
         [] { return tr("Bytes of an activation or gradient value: 2 for BF16."); },
         double(defaults.bytesPerValue)},
        {"modelTopK", 0, 1024, 0, false, access(&ModelPlan::moeTopK, 1),
         [] { return tr("Experts per token"); },
         [] { return tr("Top-k of a mixture-of-experts model; 0 for a dense model."); },
         double(defaults.moeTopK)},
        {"modelInterleave", 1, 1024, 0, false, access(&ModelPlan::pipelineInterleave, 1),
         [] { return tr("Pipeline interleave"); },
         [] { return tr("Model chunks per pipeline stage (interleaved schedule); 1 without."); },
         double(defaults.pipelineInterleave)},
    };
    for (const Row &r : rows)
        addNumber(form, r.name, r.min, r.max, r.decimals, r.inBillions ? billions : none, r.a,
                  r.label, r.help, r.inBillions ? r.defaultValue * 1e-9 : r.defaultValue);
}

// The kind of workload; one undo step per change.
void ProfilesDialog::addWorkloadKindRow(QWidget *page, QFormLayout *form)
{
    const WorkloadProfile defaults;
    auto *kind = new QComboBox(page);
    kind->setObjectName(QStringLiteral("workloadKind"));
    for (WorkloadKind k : {WorkloadKind::Pretraining, WorkloadKind::FineTuning,
                           WorkloadKind::Inference, WorkloadKind::MixedHpc})
        kind->addItem(QString(), static_cast<int>(k));
    m_texts.push_back({kind, [kind] {
                           for (int i = 0; i < kind->count(); ++i)
                               kind->setItemText(i, workloadName(static_cast<WorkloadKind>(
                                                        kind->itemData(i).toInt())));
                       }});
    connect(kind, &QComboBox::currentIndexChanged, this, [this, kind] {
        WorkloadProfile w = m_doc->project().workload;
        const auto k = static_cast<WorkloadKind>(kind->currentData().toInt());
        if (m_updating || w.kind == k)
            return;
        w.kind = k;
        edit::setWorkload(*m_doc, w);
    });
    m_loaders.push_back(
        [this, kind] { selectData(kind, static_cast<int>(m_doc->project().workload.kind)); });
    addRow(
        form, kind, [] { return tr("Workload"); },
        [] {
            return tr("What the cluster mostly runs. The recommendation values each variant's "
                      "speed with the collective that stands for it: the all-reduce of "
                      "training and HPC, the all-to-all of inference.");
        },
        [this, defaults] {
            return m_doc->project().workload.kind == defaults.kind
                       ? tr("Source: FabricPlanner's default; set your own. Stored in the "
                            "project.")
                       : tr("Source: entered for this project. Stored in the project.");
        });
}

// --- Organisation -------------------------------------------------------------------

QWidget *ProfilesDialog::buildOrganisationTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    addSkillRow(
        page, form, "infinibandSkill", &OrganisationProfile::infinibandSkill,
        [] { return tr("InfiniBand skills"); },
        [] {
            return tr("How well the team knows InfiniBand (subnet manager, UFM). Feeds the "
                      "complexity score and the recommendation.");
        });
    addSkillRow(
        page, form, "roceSkill", &OrganisationProfile::roceSkill, [] { return tr("RoCE skills"); },
        [] {
            return tr("How well the team knows lossless Ethernet (PFC, ECN, DCQCN). Feeds the "
                      "complexity score and the recommendation.");
        });
    addCheckRow(
        page, form, "existingEthernetDc", &OrganisationProfile::existingEthernetDc,
        [] { return tr("Existing Ethernet data centre"); },
        [] {
            return tr("The site already runs Ethernet (tools, spares, people): in the "
                      "recommendation, every fabric on Ethernet integrates with it (Ethernet/RoCE "
                      "and the hybrid's storage and front-end).");
        });
    addCheckRow(
        page, form, "surviveSingleSwitchFailure", &OrganisationProfile::surviveSingleSwitchFailure,
        [] { return tr("Jobs must survive a switch failure"); },
        [] {
            return tr("A running job must keep going when any one switch fails: a requirement "
                      "of the recommendation. The issues list warns when the design does not "
                      "meet it.");
        });
    addOrganisationFigures(form);
    addCurrencyRow(page, form);
    return page;
}

std::function<QString()> ProfilesDialog::organisationSource(std::function<bool()> isDefault)
{
    return [isDefault] {
        return isDefault() ? tr("Source: FabricPlanner's default; set your own. Stored in the "
                                "project.")
                           : tr("Source: entered for this project. Stored in the project.");
    };
}

// A choice of none / some / expert skills; one undo step per change.
void ProfilesDialog::addSkillRow(QWidget *page, QFormLayout *form, const char *name,
                                 Skill OrganisationProfile::*member, std::function<QString()> label,
                                 std::function<QString()> help)
{
    auto *box = new QComboBox(page);
    box->setObjectName(QLatin1String(name));
    for (Skill s : {Skill::None, Skill::Some, Skill::Expert})
        box->addItem(QString(), static_cast<int>(s));
    m_texts.push_back({box, [box] {
                           for (int i = 0; i < box->count(); ++i)
                               box->setItemText(
                                   i, skillName(static_cast<Skill>(box->itemData(i).toInt())));
                       }});
    connect(box, &QComboBox::currentIndexChanged, this, [this, box, member] {
        OrganisationProfile o = m_doc->project().organisation;
        const auto s = static_cast<Skill>(box->currentData().toInt());
        if (m_updating || o.*member == s)
            return;
        o.*member = s;
        edit::setOrganisation(*m_doc, o);
    });
    m_loaders.push_back([this, box, member] {
        selectData(box, static_cast<int>(m_doc->project().organisation.*member));
    });
    const Skill defaultValue = OrganisationProfile{}.*member;
    addRow(form, box, label, help, organisationSource([this, member, defaultValue] {
               return m_doc->project().organisation.*member == defaultValue;
           }));
}

// A yes / no of the organisation; one undo step per change.
void ProfilesDialog::addCheckRow(QWidget *page, QFormLayout *form, const char *name,
                                 bool OrganisationProfile::*member, std::function<QString()> label,
                                 std::function<QString()> help)
{
    auto *box = new QCheckBox(page);
    box->setObjectName(QLatin1String(name));
    connect(box, &QCheckBox::toggled, this, [this, member](bool on) {
        OrganisationProfile o = m_doc->project().organisation;
        if (m_updating || o.*member == on)
            return;
        o.*member = on;
        edit::setOrganisation(*m_doc, o);
    });
    m_loaders.push_back([this, box, member] {
        const QSignalBlocker block(box);
        box->setChecked(m_doc->project().organisation.*member);
    });
    const bool defaultValue = OrganisationProfile{}.*member;
    addRow(form, box, label, help, organisationSource([this, member, defaultValue] {
               return m_doc->project().organisation.*member == defaultValue;
           }));
}

// Growth targets, energy, PUE, depreciation, support and spares.
void ProfilesDialog::addOrganisationFigures(QFormLayout *form)
{
    const OrganisationProfile defaults;
    auto setO = [](ProjectDocument &d, const OrganisationProfile &o) {
        edit::setOrganisation(d, o);
    };
    auto access = [this, setO](auto member, double scale) {
        auto a = memberAccess(m_doc, &Project::organisation, member, scale, setO);
        return Access{a.get, a.set};
    };
    addNumber(
        form, "gpusInOneYear", 0, 10000000, 0, [] { return tr("GPUs"); },
        access(&OrganisationProfile::gpusInOneYear, 1),
        [] { return tr("Growth target in one year"); },
        [] { return tr("GPUs the cluster should have in a year; 0: no target."); },
        defaults.gpusInOneYear);
    addNumber(
        form, "gpusInThreeYears", 0, 10000000, 0, [] { return tr("GPUs"); },
        access(&OrganisationProfile::gpusInThreeYears, 1),
        [] { return tr("Growth target in three years"); },
        [] { return tr("GPUs the cluster should have in three years; 0: no target."); },
        defaults.gpusInThreeYears);
    addNumber(
        form, "energyPrice", 0, 10, 3,
        [this] { return tr("%1/kWh").arg(m_doc->project().organisation.currency); },
        access(&OrganisationProfile::energyEurPerKwh, 1), [] { return tr("Energy price"); },
        [] { return tr("Price of a kilowatt-hour, for the energy cost and the TCO."); },
        defaults.energyEurPerKwh);
    addNumber(
        form, "pue", 1, 3, 2, [] { return QString(); }, access(&OrganisationProfile::pue, 1),
        [] { return tr("PUE"); },
        [] {
            return tr("Power usage effectiveness of the site: the network's power is "
                      "multiplied by it for cooling and distribution.");
        },
        defaults.pue);
    addNumber(
        form, "depreciationYears", 1, 15, 0, [] { return tr("years"); },
        access(&OrganisationProfile::depreciationYears, 1),
        [] { return tr("Depreciation period"); },
        [] { return tr("Years the network is written off over; the TCO covers them."); },
        defaults.depreciationYears);
    addNumber(
        form, "supportShare", 0, 100, 1, [] { return tr("% of capital cost per year"); },
        access(&OrganisationProfile::supportShareOfCapexPerYear, 100.0),
        [] { return tr("Support"); },
        [] { return tr("Yearly vendor support and maintenance as a share of the capital cost."); },
        defaults.supportShareOfCapexPerYear * 100.0);
    addNumber(
        form, "sparesShare", 0, 100, 1, [] { return tr("% of network parts"); },
        access(&OrganisationProfile::sparesShare, 100.0), [] { return tr("Spares"); },
        [] { return tr("Spare switches, NICs, optics and cables as a share of the parts."); },
        defaults.sparesShare * 100.0);
}

void ProfilesDialog::addCurrencyRow(QWidget *page, QFormLayout *form)
{
    const OrganisationProfile defaults;
    auto *currency = new QLineEdit(page);
    currency->setObjectName(QStringLiteral("currency"));
    currency->setMaxLength(3);
    currency->setMaximumWidth(80);
    currency->setInputMask(QStringLiteral(">AAA"));
    connect(currency, &QLineEdit::editingFinished, this, [this, currency] {
        OrganisationProfile o = m_doc->project().organisation;
        const QString c = currency->text().trimmed().toUpper();
        if (m_updating || c.size() != 3 || o.currency == c)
            return;
        o.currency = c;
        edit::setOrganisation(*m_doc, o);
    });
    m_loaders.push_back([this, currency] {
        const QSignalBlocker block(currency);
        currency->setText(m_doc->project().organisation.currency);
    });
    addRow(
        form, currency, [] { return tr("Currency"); },
        [] {
            return tr("ISO code the money figures are shown in. The catalogue prices are in "
                      "EUR; a different code relabels them, it does not convert.");
        },
        organisationSource([this, defaults] {
            return m_doc->project().organisation.currency == defaults.currency;
        }));
}

// --- Fabrics ------------------------------------------------------------------------

QWidget *ProfilesDialog::buildFabricsTab()
{
    m_fabricsPage = new QWidget;
    auto *layout = new QVBoxLayout(m_fabricsPage);
    m_fabricsEmpty = new QLabel(m_fabricsPage);
    m_fabricsEmpty->setWordWrap(true);
    m_fabricsEmpty->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_fabricsEmpty);
    auto *formHost = new QWidget(m_fabricsPage);
    m_fabricsForm = new QFormLayout(formHost);
    m_fabricsForm->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(formHost);
    layout->addStretch(1);
    m_texts.push_back({m_fabricsEmpty, [this] {
                           m_fabricsEmpty->setText(
                               tr("How each Ethernet fabric carries RoCE. The efficiency of "
                                  "the collectives follows from it (catalogue assumptions "
                                  "roce-efficiency-*); an untuned compute fabric is flagged in "
                                  "the issues list."));
                           reloadFabrics();
                       }});
    return m_fabricsPage;
}

void ProfilesDialog::reloadFabrics()
{
    if (!m_fabricsForm)
        return;
    while (m_fabricsForm->rowCount() > 0)
        m_fabricsForm->removeRow(0);
    addRoceTuningRows();
    addCalibrationRows();
}

// One row per Ethernet fabric: its RoCE tuning, each choice with its efficiency.
void ProfilesDialog::addRoceTuningRows()
{
    for (const Fabric &f : m_doc->project().fabrics) {
        if (f.technology != Technology::Ethernet)
            continue;
        auto *box = new QComboBox;
        box->setObjectName(QStringLiteral("roceTuning-%1").arg(f.id));
        for (RoceTuning t :
             {RoceTuning::AdaptiveRouting, RoceTuning::PlainEcmp, RoceTuning::Untuned}) {
            box->addItem(roceTuningName(t), static_cast<int>(t));
            const Figure *eff =
                m_doc->catalog().assumption(QStringLiteral("roce-efficiency-") + roceTuningKey(t));
            if (eff)
                box->setItemData(box->count() - 1,
                                 tr("Efficiency relative to InfiniBand: %1 (%2)")
                                     .arg(formatNumber(eff->value, 3),
                                          sourceNoteIn(eff->source, currentLanguage())),
                                 Qt::ToolTipRole);
        }
        selectData(box, static_cast<int>(f.roceTuning));
        const Id id = f.id;
        connect(box, &QComboBox::currentIndexChanged, this, [this, box, id] {
            const auto t = static_cast<RoceTuning>(box->currentData().toInt());
            const Fabric *fab = m_doc->project().fabric(id);
            if (m_updating || !fab || fab->roceTuning == t)
                return;
            // Replacing the rows inside this combo box's own signal would delete it.
            QTimer::singleShot(0, this,
                               [this, id, t] { edit::setFabricRoceTuning(*m_doc, {id}, t); });
        });
        const QString purpose = purposeWord(f.purpose);
        auto *label = new QLabel(tr("%1 (%2)").arg(f.name, purpose));
        label->setToolTip(box->itemData(box->currentIndex(), Qt::ToolTipRole).toString());
        m_fabricsForm->addRow(label, box);
    }
    if (m_fabricsForm->rowCount() == 0)
        m_fabricsForm->addRow(new QLabel(tr("The design has no Ethernet fabric.")));
}

void ProfilesDialog::addCalibrationRows()
{
    // Per variant with imported nccl-tests runs: use the alpha-beta figures fitted to
    // them instead of the catalog's efficiency assumptions (calibration.h).
    std::vector<std::pair<QString, int>> measured; // variant -> runs
    for (const Measurement &m : m_doc->project().measurements) {
        if (m.variant.isEmpty())
            continue;
        auto it = std::find_if(measured.begin(), measured.end(),
                               [&](const auto &v) { return v.first == m.variant; });
        if (it == measured.end())
            measured.emplace_back(m.variant, 0);
    }
    for (auto &[variant, runs] : measured) {
        QSet<int> seen;
        for (const Measurement &m : m_doc->project().measurements) {
            if (m.variant == variant)
                seen.insert(m.run);
        }
        runs = static_cast<int>(seen.size());
    }
    if (!measured.empty()) {
        auto *heading = new QLabel(tr("<b>Measurements</b>"));
        m_fabricsForm->addRow(heading);
    }
    for (const auto &[variant, runs] : measured) {
        VariantKind kind{};
        const QString name = variantFromKey(variant, &kind) ? variantName(kind) : variant;
        auto *check =
            new QCheckBox(tr("Use the figures fitted to %n measured run(s)", nullptr, runs));
        check->setObjectName(QStringLiteral("useCalibration-%1").arg(variant));
        check->setToolTip(tr("The collectives of the %1 variant then use the latency and bus "
                             "bandwidth fitted to the imported nccl-tests runs (alpha-beta "
                             "model, Thakur, Rabenseifner and Gropp 2005) instead of the "
                             "catalogue's efficiency assumptions; the analysis says so.")
                              .arg(name));
        check->setChecked(m_doc->project().usesCalibration(variant));
        const QString key = variant;
        connect(check, &QCheckBox::toggled, this, [this, key](bool on) {
            if (m_updating || m_doc->project().usesCalibration(key) == on)
                return;
            // Replacing the rows inside this check box's own signal would delete it.
            QTimer::singleShot(0, this,
                               [this, key, on] { edit::setUsesCalibration(*m_doc, key, on); });
        });
        m_fabricsForm->addRow(new QLabel(name), check);
    }
}

// --- Catalog figures ----------------------------------------------------------------

QWidget *ProfilesDialog::buildAssumptionsTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    m_treeNote = new QLabel(page);
    m_treeNote->setWordWrap(true);
    layout->addWidget(m_treeNote);
    m_tree = new QTreeWidget(page);
    m_tree->setObjectName(QStringLiteral("assumptionsTree"));
    m_tree->setColumnCount(4);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    connect(m_tree, &QTreeWidget::itemChanged, this, &ProfilesDialog::treeItemChanged);
    layout->addWidget(m_tree, 1);
    auto *row = new QHBoxLayout;
    m_restore = new QPushButton(page);
    m_restore->setObjectName(QStringLiteral("restoreFigure"));
    m_restore->setEnabled(false);
    connect(m_restore, &QPushButton::clicked, this, &ProfilesDialog::restoreSelected);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        const QString part = item ? item->data(0, PartRole).toString() : QString();
        const QString field = item ? item->data(0, FieldRole).toString() : QString();
        bool overridden = false;
        for (const FigureOverride &o : m_doc->project().catalogOverrides.figures)
            overridden = overridden || (!field.isEmpty() && sameAddress(o, part, field));
        m_restore->setEnabled(overridden);
    });
    row->addStretch(1);
    row->addWidget(m_restore);
    layout->addLayout(row);
    m_texts.push_back(
        {m_tree, [this] {
             m_treeNote->setText(tr("The catalogue figures the analyses use, with their tag and "
                                    "source. Double-click a value to enter your own: it is "
                                    "stored in the project, tagged as your figure."));
             m_tree->setHeaderLabels({tr("Figure"), tr("Value"), tr("Tag"), tr("Source")});
             m_restore->setText(tr("Restore the catalogue value"));
             fillTree();
         }});
    return page;
}

QString ProfilesDialog::figureSource(const Figure &f) const
{
    const QString note = sourceNoteIn(f.source, currentLanguage());
    return f.known ? note : tr("not known: %1").arg(note);
}

void ProfilesDialog::fillTree()
{
    if (!m_tree)
        return;
    const QSignalBlocker block(m_tree);
    const Catalog &c = m_doc->catalog();
    m_tree->clear();
    auto group = [this](const QString &title) {
        auto *g = new QTreeWidgetItem(m_tree, {title});
        QFont f = g->font(0);
        f.setBold(true);
        g->setFont(0, f);
        g->setFirstColumnSpanned(true);
        g->setFlags(Qt::ItemIsEnabled);
        return g;
    };
    auto add = [](QTreeWidgetItem *parent, const QString &name, const QString &partId,
                  const QString &field) {
        auto *item = new QTreeWidgetItem(parent, {name});
        item->setData(0, PartRole, partId);
        item->setData(0, FieldRole, field);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        return item;
    };
    QTreeWidgetItem *assumptions = group(tr("Model assumptions"));
    // In words, in the UI's language (the report's names), not by their ids.
    for (const auto &[id, figure] : c.assumptions)
        add(assumptions, report::assumptionName(id), QString(), id);
    auto parts = [&](const QString &title, const auto &items, const QString &field,
                     const QString &what) {
        QTreeWidgetItem *g = group(title);
        for (const auto &p : items)
            add(g, tr("%1: %2").arg(p.name, what), p.id, field);
        g->setExpanded(false);
        return g;
    };
    const QString price = tr("price (EUR)");
    parts(tr("Switches"), c.switches, QStringLiteral("priceEur"), price)->setExpanded(true);
    QTreeWidgetItem *latency = group(tr("Switch latencies"));
    for (const SwitchType &s : c.switches)
        add(latency, tr("%1: latency per hop (ns)").arg(s.name), s.id, QStringLiteral("latencyNs"));
    parts(tr("NICs"), c.nics, QStringLiteral("priceEur"), price);
    parts(tr("Cables and optics"), c.cables, QStringLiteral("priceEur"), price);
    parts(tr("GPUs"), c.gpus, QStringLiteral("priceEur"), price);
    parts(tr("Node types (without GPUs and NICs)"), c.nodeTypes, QStringLiteral("priceEur"), price);
    // Typical power of every part that has one (an unknown power leaves the network's
    // power incomplete: "+ unknown"; the analysis dock links here to fill it in).
    QTreeWidgetItem *power = group(tr("Power"));
    for (const QString &id : c.allIds())
        if (c.figureFields(id).contains(QStringLiteral("powerWatts")))
            add(power, tr("%1: power (W)").arg(c.part(id)->name), id, QStringLiteral("powerWatts"));
    power->setExpanded(false);
    assumptions->setExpanded(true);
    updateTreeValues();
}

void ProfilesDialog::editFigure(const QString &partId, const QString &field)
{
    QTreeWidgetItem *item = figureItem(partId, field);
    if (!item)
        return;
    m_tabs->setCurrentIndex(m_tabs->indexOf(m_tree->parentWidget()));
    item->parent()->setExpanded(true);
    m_tree->setCurrentItem(item, 1);
    m_tree->scrollToItem(item);
    m_tree->editItem(item, 1);
}

QTreeWidgetItem *ProfilesDialog::figureItem(const QString &partId, const QString &field) const
{
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            if (item->data(0, PartRole).toString() == partId &&
                item->data(0, FieldRole).toString() == field)
                return item;
        }
    }
    return nullptr;
}

void ProfilesDialog::updateTreeValues()
{
    if (!m_tree)
        return;
    const QSignalBlocker block(m_tree);
    const Catalog &c = m_doc->catalog();
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const Figure *f =
                c.figure(item->data(0, PartRole).toString(), item->data(0, FieldRole).toString());
            if (!f)
                continue;
            // The shortest text that gives the value back (0.94, 39,560), in the locale.
            const QString value = QLocale().toString(f->value, 'f', QLocale::FloatingPointShortest);
            item->setText(1, f->known ? value : tr("not known"));
            item->setText(2, sourceTagWord(f->tag));
            item->setText(3, figureSource(*f));
            const QString tip =
                QStringLiteral("<p><b>%1</b>: %2</p><p><small>%3 \u2014 %4</small></p>")
                    .arg(item->text(0).toHtmlEscaped(), item->text(1).toHtmlEscaped(),
                         sourceTagWord(f->tag).toHtmlEscaped(), figureSource(*f).toHtmlEscaped());
            for (int col = 0; col < 4; ++col)
                item->setToolTip(col, tip);
            QFont font = item->font(1);
            font.setBold(f->tag == SourceTag::User);
            item->setFont(1, font);
        }
    }
    if (QTreeWidgetItem *cur = m_tree->currentItem())
        emit m_tree->currentItemChanged(cur, cur);
}

void ProfilesDialog::treeItemChanged(QTreeWidgetItem *item, int column)
{
    if (column != 1 || !item)
        return;
    const QString part = item->data(0, PartRole).toString();
    const QString field = item->data(0, FieldRole).toString();
    bool ok = false;
    const double value = QLocale().toDouble(item->text(1).trimmed(), &ok);
    const Figure *current = m_doc->catalog().figure(part, field);
    if (!ok || !std::isfinite(value) || value < 0.0 || !current) {
        QTimer::singleShot(0, this, &ProfilesDialog::updateTreeValues); // back to the value
        return;
    }
    if (current->known && std::abs(current->value - value) < 1e-12 * std::max(1.0, value)) {
        QTimer::singleShot(0, this, &ProfilesDialog::updateTreeValues); // same, reformat
        return;
    }
    Figure f;
    f.value = value;
    f.tag = SourceTag::User;
    f.source = tr("Entered by the user");
    f.known = true;
    // After the tree's own signal has returned: the command updates the tree.
    QTimer::singleShot(0, this, [this, part, field, f] {
        QString why;
        if (!edit::setFigureOverride(*m_doc, part, field, f, &why))
            m_treeNote->setText(why);
    });
}

void ProfilesDialog::restoreSelected()
{
    QTreeWidgetItem *item = m_tree->currentItem();
    if (!item)
        return;
    edit::setFigureOverride(*m_doc, item->data(0, PartRole).toString(),
                            item->data(0, FieldRole).toString(), std::nullopt);
}

// --- Complexity weights (read-only) -------------------------------------------------

QWidget *ProfilesDialog::buildWeightsTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    m_weightsNote = new QLabel(page);
    m_weightsNote->setWordWrap(true);
    layout->addWidget(m_weightsNote);
    m_weights = new QTableWidget(page);
    m_weights->setObjectName(QStringLiteral("complexityWeights"));
    m_weights->setColumnCount(3);
    m_weights->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_weights->verticalHeader()->setVisible(false);
    m_weights->setWordWrap(true);
    m_weights->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_weights->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_weights->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_weights->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_weights, 1);
    m_texts.push_back(
        {m_weights, [this] {
             m_weightsNote->setText(
                 tr("The weights of the management complexity score. They are FabricPlanner's "
                    "estimates (no published scale exists), the same for every project, and "
                    "are shown here so that the score can be checked. Each factor earns between "
                    "0 and its weight; the weights add up to 100."));
             m_weights->setHorizontalHeaderLabels({tr("Factor"), tr("Weight"), tr("Meaning")});
             const ComplexityWeights w;
             const std::vector<std::tuple<QString, double, QString>> rows = {
                 {tr("Managed devices"), w.managedDevices,
                  tr("Switches and appliances to look after; full weight at %1 devices (the effort "
                     "flattens with scale).")
                      .arg(formatInteger(static_cast<long long>(w.devicesForFull)))},
                 {tr("Extra technology"), w.perExtraTechnology,
                  tr("Per fabric technology beyond the first: two change processes, spare pools "
                     "and tool sets.")},
                 {tr("Vendors"), w.vendors,
                  tr("Switch and NIC vendors; full weight at %1 vendors.")
                      .arg(formatNumber(w.vendorsForFull, 0))},
                 {tr("Lossless Ethernet"), w.losslessEthernet,
                  tr("RoCE fabrics only: %1 % for having a lossless class at all (PFC, ECN, DCQCN, "
                     "buffer headroom), the rest growing with RoCE ports up to %2.")
                      .arg(formatNumber(100.0 * w.losslessBaseShare, 0),
                           formatInteger(static_cast<long long>(w.losslessPortsForFull)))},
                 {tr("Subnet manager"), w.subnetManager,
                  tr("InfiniBand: an on-board subnet manager earns %1 % of the weight, external "
                     "UFM "
                     "appliances all of it.")
                      .arg(formatNumber(100.0 * w.onBoardSmShare, 0))},
                 {tr("Skill gap"), w.skillGapPerTechnology,
                  tr("Per technology in use: no skills earn the full weight, some skills %1 %, "
                     "experts nothing (organisation profile).")
                      .arg(formatNumber(100.0 * w.someSkillShare, 0))},
                 {tr("Cables and optics"), w.cablesOptics,
                  tr("Cables and transceivers to look after; full weight at %1.")
                      .arg(formatInteger(static_cast<long long>(w.cablesForFull)))},
                 {tr("Tooling and monitoring"), w.toolingPerTechnology,
                  tr("Per technology in use: UFM and fabric telemetry, PFC/ECN counters, plain "
                     "Ethernet monitoring.")},
             };
             m_weights->setRowCount(static_cast<int>(rows.size()));
             for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
                 const auto &[name, weight, meaning] = rows[static_cast<size_t>(r)];
                 auto *value = new QTableWidgetItem(formatNumber(weight, 1));
                 value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                 m_weights->setItem(r, 0, new QTableWidgetItem(name));
                 m_weights->setItem(r, 1, value);
                 auto *m = new QTableWidgetItem(meaning);
                 m->setToolTip(meaning);
                 m_weights->setItem(r, 2, m);
             }
         }});
    return page;
}

// --- Requirements and the weights of the recommendation -------------------------------

QWidget *ProfilesDialog::buildDecisionTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    const Requirements r;
    auto setR = [](ProjectDocument &d, const Requirements &x) { edit::setRequirements(d, x); };
    auto req = [this, setR](auto member) {
        auto a = memberAccess(m_doc, &Project::requirements, member, 1.0, setR);
        return Access{a.get, a.set};
    };
    addNumber(
        form, "networkCapexBudget", 0, 1e12, 0,
        [this] { return m_doc->project().organisation.currency; },
        req(&Requirements::networkCapexBudgetEur), [] { return tr("Network capex budget"); },
        [] {
            return tr("Requirement: the network's capital cost is at most this; 0: no budget. "
                      "A variant above it is marked and recommended only when every variant "
                      "fails a requirement.");
        },
        r.networkCapexBudgetEur);
    addNumber(
        form, "minJobBusbw", 0, 1e6, 1, [] { return tr("GB/s"); },
        req(&Requirements::minJobAllReduceBusbwGbytePerS),
        [] { return tr("Minimum job all-reduce bus bandwidth"); },
        [] {
            return tr("Requirement: the job's all-reduce at the workload's largest collective "
                      "size reaches at least this bus bandwidth; 0: none.");
        },
        r.minJobAllReduceBusbwGbytePerS);
    addComparisonBasisRow(page, form);
    addDecisionWeights(form);
    return page;
}

// Whether each technology is compared at its best (model.h ComparisonBasis); one undo
// step per change.
void ProfilesDialog::addComparisonBasisRow(QWidget *page, QFormLayout *form)
{
    auto *box = new QCheckBox(page);
    box->setObjectName(QStringLiteral("eachTechnologyAtBest"));
    connect(box, &QCheckBox::toggled, this, [this](bool on) {
        ComparisonBasis b = m_doc->project().comparisonBasis;
        if (m_updating || b.eachTechnologyAtBest == on)
            return;
        b.eachTechnologyAtBest = on;
        edit::setComparisonBasis(*m_doc, b);
    });
    m_loaders.push_back([this, box] {
        const QSignalBlocker block(box);
        box->setChecked(m_doc->project().comparisonBasis.eachTechnologyAtBest);
    });
    addRow(
        form, box, [] { return tr("Compare each technology at its best"); },
        [] {
            return tr("On: before the comparison, the InfiniBand, Ethernet/RoCE and hybrid "
                      "variants each get the cheapest compute fabric of their technology that "
                      "meets the requirements, found by the design search (switch model, "
                      "tiers, planes, topology, oversubscription). Off: each is the design's "
                      "compute fabric as generated, moved to the technology. The design as "
                      "drawn is never changed.");
        },
        organisationSource([this] {
            return m_doc->project().comparisonBasis.eachTechnologyAtBest ==
                   ComparisonBasis{}.eachTechnologyAtBest;
        }));
    addGpuTimeValueRow(page, form);
}

// What a GPU-hour lost to a slower network is worth (model.h ComparisonBasis::
// gpuTimeValue); one undo step per change.
void ProfilesDialog::addGpuTimeValueRow(QWidget *page, QFormLayout *form)
{
    auto *combo = new QComboBox(page);
    combo->setObjectName(QStringLiteral("gpuTimeValue"));
    combo->addItem(QString(), static_cast<int>(GpuTimeValue::OwnCost));
    combo->addItem(QString(), static_cast<int>(GpuTimeValue::GpuHourCost));
    m_texts.push_back({combo, [combo] {
                           combo->setItemText(0, tr("This cluster's own cost per GPU-hour"));
                           combo->setItemText(1, tr("The price of a GPU-hour (gpu-hour-cost-eur)"));
                       }});
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo](int) {
        ComparisonBasis b = m_doc->project().comparisonBasis;
        const auto value = static_cast<GpuTimeValue>(combo->currentData().toInt());
        if (m_updating || b.gpuTimeValue == value)
            return;
        b.gpuTimeValue = value;
        edit::setComparisonBasis(*m_doc, b);
    });
    m_loaders.push_back([this, combo] {
        selectData(combo, static_cast<int>(m_doc->project().comparisonBasis.gpuTimeValue));
    });
    addRow(
        form, combo, [] { return tr("Value GPU time lost at"); },
        [] {
            return tr("What a GPU-hour that a slower network loses is worth, in the step-time "
                      "rows and the performance criterion. Own cost: the design's capital cost "
                      "over the depreciation years, energy and network support, per GPU-hour "
                      "(what building the lost capacity costs). Price: the assumption "
                      "gpu-hour-cost-eur, a rental price, for an owner who would otherwise "
                      "rent.");
        },
        organisationSource([this] {
            return m_doc->project().comparisonBasis.gpuTimeValue == ComparisonBasis{}.gpuTimeValue;
        }));
}

// The floor the cable runs are measured on (model.h FloorLayout, docs/FLOORPLAN.md); the
// ranges are those of core/io/fields.cpp kFloorLayout. One undo step per change.
QWidget *ProfilesDialog::buildFloorLayoutTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    auto *note = new QLabel(page);
    note->setObjectName(QStringLiteral("floorLayoutNote"));
    note->setWordWrap(true);
    form->addRow(note);
    m_texts.push_back({note, [note] {
                           note->setText(
                               tr("Changes the cable lengths of links without a length of their "
                                  "own; off: the catalogue's per-tier defaults, 10/30/60 m."));
                       }});
    addFloorEnabledRow(page, form);
    addFloorDimensionRows(form);
    addFloorSpinesRow(page, form);
    return page;
}

// The source line of a floor figure: the default or entered for this project.
std::function<QString()>
ProfilesDialog::floorLayoutSource(std::function<bool(const FloorLayout &)> isDefault)
{
    return [this, isDefault] {
        return isDefault(m_doc->project().floorLayout)
                   ? tr("Source: FabricPlanner's default; set your own. Stored in the "
                        "project.")
                   : tr("Source: entered for this project. Stored in the project.");
    };
}

// Whether the floor is laid out; the floor's figures count only while it is.
void ProfilesDialog::addFloorEnabledRow(QWidget *page, QFormLayout *form)
{
    auto *enabled = new QCheckBox(page);
    enabled->setObjectName(QStringLiteral("floorLayoutEnabled"));
    connect(enabled, &QCheckBox::toggled, this, [this](bool on) {
        FloorLayout f = m_doc->project().floorLayout;
        if (m_updating || f.enabled == on)
            return;
        f.enabled = on;
        edit::setFloorLayout(*m_doc, f);
    });
    m_loaders.push_back([this, enabled, page] {
        const QSignalBlocker block(enabled);
        const bool on = m_doc->project().floorLayout.enabled;
        enabled->setChecked(on);
        // The figures of the floor count only while it is laid out.
        for (const char *name : {"floorRacksPerRow", "floorRackWidth", "floorRowPitch", "floorRise",
                                 "floorSlack", "floorSpines"})
            if (auto *w = page->findChild<QWidget *>(QLatin1String(name)))
                w->setEnabled(on);
    });
    addRow(
        form, enabled, [] { return tr("Lay out the floor"); },
        [] {
            return tr("On: racks stand in rows and each cable run is measured along the racks "
                      "and across the rows. Off: every link without a length of its own takes "
                      "the catalogue's default length of its tier.");
        },
        floorLayoutSource([](const FloorLayout &f) { return !f.enabled; }));
}

// Racks per row, rack width, row pitch, rise and slack.
void ProfilesDialog::addFloorDimensionRows(QFormLayout *form)
{
    const FloorLayout defaults;
    auto setF = [](ProjectDocument &d, const FloorLayout &x) { edit::setFloorLayout(d, x); };
    auto access = [this, setF](auto member) {
        auto a = memberAccess(m_doc, &Project::floorLayout, member, 1.0, setF);
        return Access{a.get, a.set};
    };
    auto none = [] { return QString(); };
    auto metres = [] { return tr("m"); };
    addNumber(
        form, "floorRacksPerRow", 1, 1000, 0, none, access(&FloorLayout::racksPerRow),
        [] { return tr("Racks per row"); },
        [] { return tr("Racks side by side in a row, the network racks included."); },
        defaults.racksPerRow);
    addNumber(
        form, "floorRackWidth", 0.3, 2, 2, metres, access(&FloorLayout::rackWidthM),
        [] { return tr("Rack width"); },
        [] { return tr("The width of one rack; 0.6 m is a 600 mm rack."); }, defaults.rackWidthM);
    addNumber(
        form, "floorRowPitch", 0.5, 100, 1, metres, access(&FloorLayout::rowPitchM),
        [] { return tr("Row pitch"); },
        [] { return tr("From row to row, centre to centre: a rack and a shared aisle."); },
        defaults.rowPitchM);
    addNumber(
        form, "floorRise", 0, 20, 1, metres, access(&FloorLayout::riseM), [] { return tr("Rise"); },
        [] { return tr("At each end of a run: from the port up to the cable tray."); },
        defaults.riseM);
    addNumber(
        form, "floorSlack", 0, 100, 1, metres, access(&FloorLayout::slackM),
        [] { return tr("Slack"); },
        [] { return tr("Added to every run: service loop and bends."); }, defaults.slackM);
}

// Where the spine and core racks stand.
void ProfilesDialog::addFloorSpinesRow(QWidget *page, QFormLayout *form)
{
    auto *spines = new QComboBox(page);
    spines->setObjectName(QStringLiteral("floorSpines"));
    for (SpinePlacement sp : {SpinePlacement::Central, SpinePlacement::EndOfRow})
        spines->addItem(QString(), static_cast<int>(sp));
    m_texts.push_back({spines, [spines] {
                           spines->setItemText(0, tr("In the middle of the floor"));
                           spines->setItemText(1, tr("At the end of the rows"));
                       }});
    connect(spines, &QComboBox::currentIndexChanged, this, [this, spines] {
        FloorLayout f = m_doc->project().floorLayout;
        const auto sp = static_cast<SpinePlacement>(spines->currentData().toInt());
        if (m_updating || f.spines == sp)
            return;
        f.spines = sp;
        edit::setFloorLayout(*m_doc, f);
    });
    m_loaders.push_back([this, spines] {
        selectData(spines, static_cast<int>(m_doc->project().floorLayout.spines));
    });
    addRow(
        form, spines, [] { return tr("Spine and core racks"); },
        [] {
            return tr("Where the network racks of the spine and core switches stand: in the "
                      "middle of the floor or at the end of the rows.");
        },
        floorLayoutSource([](const FloorLayout &f) { return f.spines == FloorLayout{}.spines; }));
}

void ProfilesDialog::addDecisionWeights(QFormLayout *form)
{
    const DecisionWeights w;
    auto setW = [](ProjectDocument &d, const DecisionWeights &x) {
        edit::setDecisionWeights(d, x);
    };
    auto weight = [this, setW](auto member) {
        auto a = memberAccess(m_doc, &Project::decisionWeights, member, 1.0, setW);
        return Access{a.get, a.set};
    };
    struct Row {
        const char *name;
        double DecisionWeights::*member;
        const char *label;
        const char *help;
    };
    static constexpr Row rows[] = {
        {"weightPerformance", &DecisionWeights::performance,
         QT_TR_NOOP("Weight of performance value"),
         QT_TR_NOOP("The step-time difference as money: GPU-hours a year at the catalogue's cost "
                    "per GPU-hour.")},
        {"weightTco", &DecisionWeights::tco, QT_TR_NOOP("Weight of network TCO"),
         QT_TR_NOOP("Capital cost plus energy and support over the depreciation period.")},
        {"weightComplexity", &DecisionWeights::complexity,
         QT_TR_NOOP("Weight of management complexity"),
         QT_TR_NOOP("The complexity score, the team's skill gap included.")},
        {"weightIntegration", &DecisionWeights::integration,
         QT_TR_NOOP("Weight of integration with the existing network"),
         QT_TR_NOOP("With an existing Ethernet data centre: the share of fabrics on Ethernet.")},
        {"weightVendorDiversity", &DecisionWeights::vendorDiversity,
         QT_TR_NOOP("Weight of vendor diversity"),
         QT_TR_NOOP("Switch vendors to choose from for each fabric's technology.")},
        {"weightRisk", &DecisionWeights::risk, QT_TR_NOOP("Weight of risk"),
         QT_TR_NOOP("RoCE bandwidth at stake if the team does not reach the modelled tuning.")},
    };
    for (const Row &row : rows) {
        addNumber(
            form, row.name, 0, 100, 1, [] { return QString(); }, weight(row.member),
            [label = row.label] { return tr(label); },
            [help = row.help] {
                return tr(help) + QLatin1Char(' ') +
                       tr("Each criterion gives every variant 0 to 10 points; the mean "
                          "weighted by these weights decides.");
            },
            w.*(row.member));
    }
}

// --- Common -------------------------------------------------------------------------

void ProfilesDialog::reloadProfiles()
{
    m_updating = true;
    for (const auto &load : m_loaders)
        load();
    m_updating = false;
    for (const Text &t : m_texts)
        if (t.widget != m_tree && t.widget != m_weights && t.widget != m_fabricsEmpty)
            t.apply(); // sources ("entered for this project") follow the values
}

void ProfilesDialog::retranslateUi()
{
    setWindowTitle(tr("Profiles and assumptions"));
    m_tabs->setTabText(0, tr("Workload"));
    m_tabs->setTabText(1, tr("Organisation"));
    m_tabs->setTabText(2, tr("Fabrics"));
    m_tabs->setTabText(3, tr("Catalog figures"));
    m_tabs->setTabText(4, tr("Complexity weights"));
    m_tabs->setTabText(5, tr("Requirements and decision"));
    m_tabs->setTabText(6, tr("Floor layout"));
    for (const Text &t : m_texts)
        t.apply();
}

void ProfilesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace fp
