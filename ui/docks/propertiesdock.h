// SPDX-License-Identifier: GPL-3.0-or-later
// The properties panel for the canvas selection: node (name, type), switch (name,
// type, role), link (bundle, speed, cable, length), group (name, repeat, collapsed);
// with nothing selected, the project (name, workload, team skills). The generation
// settings of a generated fabric (docks/generationsettings.h) show with nothing selected
// (the design's first generated compute fabric), a fabric selected, or switches of one
// generated fabric. Several objects
// of one kind are edited together. Every edit is an fp::edit call (one undo step;
// spin-box steps merge).
#pragma once

#include "edit/document.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;
class QGroupBox;

namespace fp {
class GenerationSettingsBox;
}

namespace fp {

class PropertiesWidget : public QWidget
{
    Q_OBJECT

public:
    explicit PropertiesWidget(ProjectDocument *document, QWidget *parent = nullptr);

    void setSelection(const IdList &ids);
    IdList selection() const { return m_ids; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();
    void buildProjectPage();
    void buildNodePage();
    void buildSwitchPage();
    void buildLinkPage();
    void buildGroupPage();
    void retranslate();
    void refresh();
    void showProject(Id fabricId = NoId);
    void showNodes(const IdList &ids);
    void showSwitches(const IdList &ids);
    void showLinks(const IdList &ids);
    void showGroups(const IdList &ids);
    void fillTypeCombos();
    QWidget *page(QFormLayout **form, QLabel **title);

    ProjectDocument *m_doc;
    IdList m_ids;
    ObjectKind m_kind = ObjectKind::None;
    bool m_updating = false;

    QStackedWidget *m_stack = nullptr;
    // project
    QLabel *m_projectTitle = nullptr;
    QFormLayout *m_projectForm = nullptr;
    QLineEdit *m_projectName = nullptr;
    QComboBox *m_workloadKind = nullptr;
    QSpinBox *m_commShare = nullptr;
    QComboBox *m_ibSkill = nullptr;
    QComboBox *m_roceSkill = nullptr;
    QLabel *m_projectHint = nullptr;
    GenerationSettingsBox *m_projectGen = nullptr; // the design's (or a selected fabric's)
    // node
    QLabel *m_nodeTitle = nullptr;
    QFormLayout *m_nodeForm = nullptr;
    QLineEdit *m_nodeName = nullptr;
    QComboBox *m_nodeType = nullptr;
    QLabel *m_nodeInfo = nullptr;
    // switch
    QLabel *m_switchTitle = nullptr;
    QFormLayout *m_switchForm = nullptr;
    QLineEdit *m_switchName = nullptr;
    QComboBox *m_switchType = nullptr;
    QComboBox *m_switchRole = nullptr;
    QLabel *m_switchInfo = nullptr;
    GenerationSettingsBox *m_switchGen = nullptr; // the selected switches' fabric
    // link
    QLabel *m_linkTitle = nullptr;
    QFormLayout *m_linkForm = nullptr;
    QSpinBox *m_bundle = nullptr;
    QDoubleSpinBox *m_speed = nullptr;
    QComboBox *m_cable = nullptr;
    QDoubleSpinBox *m_length = nullptr;
    QLabel *m_linkInfo = nullptr;
    // group
    QLabel *m_groupTitle = nullptr;
    QFormLayout *m_groupForm = nullptr;
    QLineEdit *m_groupName = nullptr;
    QSpinBox *m_repeat = nullptr;
    QCheckBox *m_collapsed = nullptr;
    QLabel *m_groupInfo = nullptr;
    // anything else
    QLabel *m_otherTitle = nullptr;
    QLabel *m_otherInfo = nullptr;
};

} // namespace fp
