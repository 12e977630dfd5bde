// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchangeactions.h"

#include "canvas/canvasscene.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "exchange/devicetype.h"
#include "exchange/ibnetdiscover.h"
#include "exchange/physical.h"
#include "prompts.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QWidget>

namespace fp {

ExchangeActions::ExchangeActions(QWidget *window, ProjectDocument *doc, FabricScene *scene,
                                 std::function<UiPrompts *()> prompts)
    : QObject(window)
    , m_window(window)
    , m_doc(doc)
    , m_scene(scene)
    , m_prompts(std::move(prompts))
    , m_compareAction(new QAction(this))
    , m_importTypesAction(new QAction(this))
{
    m_compareAction->setObjectName(QStringLiteral("actionCompareFabric"));
    connect(m_compareAction, &QAction::triggered, this, &ExchangeActions::compare);
    m_importTypesAction->setObjectName(QStringLiteral("actionImportDevicetype"));
    connect(m_importTypesAction, &QAction::triggered, this, &ExchangeActions::importDeviceTypes);
    retranslate();
}

void ExchangeActions::retranslate()
{
    m_compareAction->setText(tr("Compare with &built fabric..."));
    m_importTypesAction->setText(tr("Import device t&ypes..."));
    m_compareAction->setStatusTip(
        tr("Compare the design with the output of ibnetdiscover from the fabric as built"));
}

QString ExchangeActions::startFolder() const
{
    return m_doc->filePath().isEmpty() ? QDir::homePath()
                                       : QFileInfo(m_doc->filePath()).absolutePath();
}

QString ExchangeActions::compareWith(const QString &path, QString *error, int *differences)
{
    const Project &p = m_doc->project();
    const Fabric *fabric = exchange::exchangeFabric(p, true);
    QFile file(path);
    if (!fabric) {
        *error = tr("The design has no InfiniBand fabric.");
        return {};
    }
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read \"%1\".").arg(QFileInfo(path).fileName());
        return {};
    }
    const auto built = exchange::parseIbnetdiscover(file.readAll(), error);
    if (!built)
        return {};
    const exchange::PhysicalFabric design =
        exchange::physicalFabric(p, m_doc->catalog(), fabric->id);
    const exchange::FabricComparison c = exchange::compareFabric(design, *built);
    // Highlight: the design's links involved and the switches where an extra link ends.
    QSet<Id> ids;
    for (const exchange::FabricDifference &d : c.differences) {
        if (d.linkId != NoId)
            ids.insert(d.linkId);
        for (const exchange::PhysicalDevice &dev : design.devices)
            if (d.kind == exchange::FabricDifference::Kind::Extra && dev.name == d.at.device)
                ids.insert(dev.modelId);
    }
    m_scene->setSelectedIds(IdList(ids.begin(), ids.end()));
    if (differences)
        *differences = static_cast<int>(c.differences.size());
    return exchange::comparisonText(c);
}

void ExchangeActions::compare()
{
    const QString path = m_prompts()->ibnetdiscoverFileName(m_window, startFolder());
    if (path.isEmpty())
        return;
    QString error;
    int differences = 0;
    const QString text = compareWith(path, &error, &differences);
    if (!error.isEmpty()) {
        m_prompts()->showError(m_window, tr("Cannot compare"), error);
        return;
    }
    const QString summary =
        differences == 0
            ? tr("The fabric as built matches the design.")
            : tr("%Ln link(s) differ from the design; they are selected on the canvas.", nullptr,
                 differences);
    m_prompts()->showReport(m_window, tr("Compare with built fabric"), summary, text);
}

// The files' switch types added to the project's own parts as one undo step; nothing
// changes when a file is refused (its one-line reason is shown) or the parts do not apply.
void ExchangeActions::importDeviceTypes()
{
    const QStringList files = m_prompts()->deviceTypeFileNames(m_window, startFolder());
    if (files.isEmpty())
        return;
    Project p = m_doc->project();
    for (const QString &path : files) {
        QFile file(path);
        QString error = tr("Cannot read \"%1\".").arg(QFileInfo(path).fileName());
        const auto part =
            QFileInfo(path).isFile() && file.open(QIODevice::ReadOnly)
                ? exchange::deviceTypeToSwitch(file.readAll(), QFileInfo(path).fileName(), &error)
                : std::nullopt;
        if (!part) {
            m_prompts()->showError(m_window, tr("Cannot import device types"), error);
            return;
        }
        p.catalogOverrides.ownParts = exchange::withOwnSwitch(p.catalogOverrides.ownParts, *part);
    }
    QString error;
    if (!applyOverrides(m_doc->defaultCatalog(), p.catalogOverrides, &error)) {
        m_prompts()->showError(m_window, tr("Cannot import device types"), error);
        return;
    }
    edit::replaceProject(*m_doc, std::move(p),
                         edit::undoText(QT_TRANSLATE_NOOP("fp::Edit", "Import device types")));
}

} // namespace fp
