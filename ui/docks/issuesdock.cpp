// SPDX-License-Identifier: GPL-3.0-or-later
#include "docks/issuesdock.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace fp {

IssuesWidget::IssuesWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("issues"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("issuesTree"));
    m_tree->setColumnCount(2);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setWordWrap(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    m_empty = new QLabel(this);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_empty, 1);
    auto activate = [this](QTreeWidgetItem *item) {
        if (item)
            emit subjectActivated(item->data(0, Qt::UserRole).value<Id>());
    };
    connect(m_tree, &QTreeWidget::itemClicked, this, activate);
    connect(m_tree, &QTreeWidget::itemActivated, this, activate);
    fill();
}

void IssuesWidget::setIssues(const IssueList &issues)
{
    m_issues = issues;
    fill();
}

void IssuesWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill(); // the texts themselves are recomputed by the owner
    QWidget::changeEvent(event);
}

void IssuesWidget::fill()
{
    m_tree->setHeaderLabels({tr("Severity"), tr("Issue")});
    m_tree->clear();
    int errors = 0;
    int warnings = 0;
    QList<QTreeWidgetItem *> items;
    for (const Issue &issue : m_issues) {
        auto *item = new QTreeWidgetItem;
        QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
        QString severity = tr("Info");
        if (issue.severity == Severity::Error) {
            icon = QStyle::SP_MessageBoxCritical;
            severity = tr("Error");
            ++errors;
        } else if (issue.severity == Severity::Warning) {
            icon = QStyle::SP_MessageBoxWarning;
            severity = tr("Warning");
            ++warnings;
        }
        item->setIcon(0, style()->standardIcon(icon));
        item->setText(0, severity);
        item->setText(1, issue.text);
        item->setToolTip(1, QStringLiteral("<p>%1</p><p><small>%2</small></p>")
                                .arg(issue.text.toHtmlEscaped(), issue.code));
        item->setData(0, Qt::UserRole, QVariant::fromValue<Id>(issue.subject));
        items << item;
    }
    m_tree->addTopLevelItems(items);
    m_tree->setVisible(!m_issues.empty());
    m_empty->setVisible(m_issues.empty());
    m_empty->setText(tr("No issues: every invariant of the design holds."));
    emit countChanged(errors, warnings);
}

} // namespace fp
