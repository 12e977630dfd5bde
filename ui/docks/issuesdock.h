// SPDX-License-Identifier: GPL-3.0-or-later
// The issues list: model invariants (and later analysis warnings) with their
// severity; activating one asks for its subject to be selected on the canvas.
#pragma once

#include "model/issue.h"

#include <QWidget>

class QTreeWidget;
class QLabel;

namespace fp {

class IssuesWidget : public QWidget
{
    Q_OBJECT

public:
    explicit IssuesWidget(QWidget *parent = nullptr);

    void setIssues(const IssueList &issues);
    const IssueList &issues() const { return m_issues; }
    QTreeWidget *tree() const { return m_tree; }

signals:
    void subjectActivated(fp::Id subject);
    void countChanged(int errors, int warnings);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();

    IssueList m_issues;
    QTreeWidget *m_tree = nullptr;
    QLabel *m_empty = nullptr;
};

} // namespace fp
