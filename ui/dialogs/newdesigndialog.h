// SPDX-License-Identifier: GPL-3.0-or-later
// The new design wizard: node type, GPU count, technology, switch, topology,
// oversubscription, planes, and the workload and team profile. Every change is
// checked through planFabric(): its refusal is shown inline, or the plan's counts.
// Finishing is possible only with a valid plan; the caller builds the project with
// buildProject() and puts it into the document as one undo step.
#pragma once

#include "model/catalog.h"
#include "model/model.h"
#include "topology/generator.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QGroupBox;
class QFormLayout;

namespace fp {

class NewDesignDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewDesignDialog(const Catalog &catalog, QWidget *parent = nullptr);

    GeneratorParams params() const;
    void setParams(const GeneratorParams &params);
    const std::optional<FabricPlan> &plan() const { return m_plan; }
    QString refusal() const { return m_refusal; }
    WorkloadProfile workload() const;
    OrganisationProfile organisation() const;
    // Whether the storage, front-end and management fabrics are generated too
    // (topology/clusterfabrics.h); on by default.
    bool clusterFabrics() const;
    // The generated project with the chosen profiles (nullopt with `error` when the
    // plan is refused).
    std::optional<Project> buildProject(QString *error) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QGroupBox *buildHardwareBox();
    QGroupBox *buildTopologyBox();
    QGroupBox *buildProfileBox();
    void connectFields();
    void retranslate();
    void fillSwitches();
    void updatePlan();

    Catalog m_catalog;
    std::optional<FabricPlan> m_plan;
    QString m_refusal;
    bool m_updating = false;

    QGroupBox *m_hardwareBox = nullptr;
    QGroupBox *m_topologyBox = nullptr;
    QGroupBox *m_profileBox = nullptr;
    QGroupBox *m_planBox = nullptr;
    QFormLayout *m_hardware = nullptr;
    QFormLayout *m_topologyForm = nullptr;
    QFormLayout *m_profile = nullptr;
    QLabel *m_intro = nullptr;
    QComboBox *m_nodeType = nullptr;
    QSpinBox *m_gpus = nullptr;
    QComboBox *m_technology = nullptr;
    QComboBox *m_switchType = nullptr;
    QComboBox *m_topology = nullptr;
    QDoubleSpinBox *m_oversubscription = nullptr;
    QComboBox *m_planes = nullptr;
    QCheckBox *m_clusterFabrics = nullptr;
    QComboBox *m_workload = nullptr;
    QSpinBox *m_commShare = nullptr;
    QComboBox *m_ibSkill = nullptr;
    QComboBox *m_roceSkill = nullptr;
    QLabel *m_planText = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace fp
