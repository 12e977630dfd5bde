// SPDX-License-Identifier: GPL-3.0-or-later
// Profiles and assumptions dialog: the workload profile, the
// organisation profile, the recommendation's requirements and criterion weights, the
// RoCE tuning of the Ethernet fabrics, the catalog
// figures the analyses rest on (model assumptions, prices, latencies) and the
// complexity weights. Every field says in its tooltip what it means and where its
// value comes from (tag and source).
//
// Each change is one undoable step through fp::edit (setWorkload, setOrganisation,
// setRequirements, setDecisionWeights, setFabricRoceTuning, setFigureOverride); a catalog figure
// typed here becomes a FigureOverride of the project tagged "user". The dialog is modeless and
// follows the document, so undo and redo show in its fields at once. The complexity weights are not
// stored per project: they are shown read-only with their meaning.
#pragma once

#include <QDialog>

#include <functional>
#include <vector>

class QFormLayout;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QWidget;

namespace fp {

class ProjectDocument;
struct Figure;
struct FloorLayout;
struct OrganisationProfile;
enum class Skill;

class ProfilesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ProfilesDialog(ProjectDocument *doc, QWidget *parent = nullptr);
    ~ProfilesDialog() override;

    QTabWidget *tabs() const { return m_tabs; }
    QTreeWidget *assumptionsTree() const { return m_tree; }
    // The tree item of a catalog figure (part id or "" for an assumption, field key).
    QTreeWidgetItem *figureItem(const QString &partId, const QString &field) const;
    // Shows the assumptions tab with that figure's value open for editing.
    void editFigure(const QString &partId, const QString &field);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Text {
        QWidget *widget;
        std::function<void()> apply;
    };

    QWidget *buildWorkloadTab();
    void addWorkloadKindRow(QWidget *page, QFormLayout *form);
    void addModelPlanRows(QFormLayout *form);
    QWidget *buildOrganisationTab();
    QWidget *buildDecisionTab();
    QWidget *buildFloorLayoutTab();
    std::function<QString()> floorLayoutSource(std::function<bool(const FloorLayout &)> isDefault);
    void addFloorEnabledRow(QWidget *page, QFormLayout *form);
    void addComparisonBasisRow(QWidget *page, QFormLayout *form);
    void addGpuTimeValueRow(QWidget *page, QFormLayout *form);
    void addFloorDimensionRows(QFormLayout *form);
    void addFloorSpinesRow(QWidget *page, QFormLayout *form);
    void addDecisionWeights(QFormLayout *form);
    std::function<QString()> organisationSource(std::function<bool()> isDefault);
    void addSkillRow(QWidget *page, QFormLayout *form, const char *name,
                     Skill OrganisationProfile::*member, std::function<QString()> label,
                     std::function<QString()> help);
    void addCheckRow(QWidget *page, QFormLayout *form, const char *name,
                     bool OrganisationProfile::*member, std::function<QString()> label,
                     std::function<QString()> help);
    void addOrganisationFigures(QFormLayout *form);
    void addCurrencyRow(QWidget *page, QFormLayout *form);
    QWidget *buildFabricsTab();
    QWidget *buildAssumptionsTab();
    QWidget *buildWeightsTab();
    void addRow(QFormLayout *form, QWidget *field, std::function<QString()> label,
                std::function<QString()> help, std::function<QString()> source);
    struct Access {
        std::function<double()> get;     // the document's value, as shown
        std::function<void(double)> set; // one undoable step with the new value
    };
    void addNumber(QFormLayout *form, const char *name, double min, double max, int decimals,
                   std::function<QString()> suffix, Access access, std::function<QString()> label,
                   std::function<QString()> help, double defaultValue);
    void reloadProfiles();
    void reloadFabrics();
    void addRoceTuningRows();
    void addCalibrationRows();
    void fillTree();
    void updateTreeValues();
    void treeItemChanged(QTreeWidgetItem *item, int column);
    void restoreSelected();
    void retranslateUi();
    QString figureSource(const Figure &f) const;

    ProjectDocument *m_doc = nullptr;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_fabricsPage = nullptr;
    QFormLayout *m_fabricsForm = nullptr;
    QLabel *m_fabricsEmpty = nullptr;
    QTreeWidget *m_tree = nullptr;
    QPushButton *m_restore = nullptr;
    QLabel *m_treeNote = nullptr;
    QTableWidget *m_weights = nullptr;
    QLabel *m_weightsNote = nullptr;
    std::vector<std::function<void()>> m_loaders; // profile fields from the document
    std::vector<Text> m_texts;                    // every translated text
    bool m_updating = false;
};

} // namespace fp
