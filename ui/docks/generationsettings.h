// SPDX-License-Identifier: GPL-3.0-or-later
// The generation settings of a generated fabric in the properties dock:
// technology, switch part, topology, oversubscription, planes and GPU count.
// Changing one shows the preview of the regenerated design (RegenerateDialog, figures
// from analysis/regenerate.h); Apply replaces the design as one undo step, Cancel puts
// the field back and changes nothing.
#pragma once

#include "edit/document.h"
#include "model/model.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace fp {

class GenerationSettingsBox : public QGroupBox
{
    Q_OBJECT

public:
    explicit GenerationSettingsBox(ProjectDocument *document, QWidget *parent = nullptr);

    // The fabric shown; NoId or a fabric drawn by hand hides the box.
    void setFabric(Id fabricId);
    Id fabric() const { return m_fabricId; }
    // The settings the fields show now.
    GeneratorParams fieldParams() const;

signals:
    // After a regeneration was applied or cancelled (the dock refreshes).
    void regenerationFinished(bool applied);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void fillSwitches(const GeneratorParams &settings);
    void fieldChanged(bool technologyChanged);

    ProjectDocument *m_doc;
    Id m_fabricId = NoId;
    bool m_updating = false;
    QFormLayout *m_form = nullptr;
    QComboBox *m_technology = nullptr;
    QComboBox *m_switchType = nullptr;
    QComboBox *m_topology = nullptr;
    QDoubleSpinBox *m_oversubscription = nullptr;
    QComboBox *m_planes = nullptr;
    QSpinBox *m_gpus = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace fp
