// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/helpdialogs.h"

#include "text/i18n.h"
#include "version.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

// Q_INIT_RESOURCE cannot be used inside a namespace; fp_ui is a static library, so the
// resource's static initialiser may be dropped by the linker: register it here.
static void initManualResource()
{
    Q_INIT_RESOURCE(manual);
}

namespace fp {

QString manualHtml(const QString &language)
{
    initManualResource();
    const QString lang = language == QLatin1String("nl") ? language : QStringLiteral("en");
    QFile file(QStringLiteral(":/manual/manual_%1.html").arg(lang));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

ManualDialog::ManualDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("manualDialog"));
    auto *layout = new QVBoxLayout(this);
    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("manualText"));
    m_text->setOpenExternalLinks(true);
    layout->addWidget(m_text, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    retranslate();
    resize(640, 720);
}

void ManualDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ManualDialog::retranslate()
{
    setWindowTitle(tr("FabricPlanner manual"));
    m_text->setHtml(manualHtml(currentLanguage()));
}

QString aboutText(const Catalog &catalog)
{
    // The format version of the shipped catalog (resources/catalog.json "version").
    // and the date of its last revision ("date").
    int formatVersion = 0;
    QDate revised;
    QFile shipped(QStringLiteral(":/catalog/catalog.json"));
    if (shipped.open(QIODevice::ReadOnly)) {
        const QJsonObject doc = QJsonDocument::fromJson(shipped.readAll()).object();
        formatVersion = doc.value(QLatin1String("version")).toInt();
        revised = QDate::fromString(doc.value(QLatin1String("date")).toString(), Qt::ISODate);
    }
    // The years of the prices of the shipped parts.
    int first = INT_MAX, last = 0, parts = 0;
    auto seen = [&](const PartBase &p) {
        if (p.userDefined)
            return;
        ++parts;
        if (p.priceYear > 0) {
            first = std::min(first, p.priceYear);
            last = std::max(last, p.priceYear);
        }
    };
    for (const GpuType &p : catalog.gpus)
        seen(p);
    for (const NicType &p : catalog.nics)
        seen(p);
    for (const SwitchType &p : catalog.switches)
        seen(p);
    for (const CableType &p : catalog.cables)
        seen(p);
    for (const NodeTypeSpec &p : catalog.nodeTypes)
        seen(p);
    const QString years = last == 0       ? ManualDialog::tr("unknown")
                          : first == last ? QString::number(last)
                                          : QStringLiteral("%1\u2013%2").arg(first).arg(last);
    QString html =
        QStringLiteral("<h3>FabricPlanner %1</h3>").arg(QStringLiteral(FABRICPLANNER_VERSION));
    html +=
        QStringLiteral("<p>%1</p>")
            .arg(ManualDialog::tr("Plan and compare InfiniBand, Ethernet/RoCE and hybrid fabrics "
                                  "for AI clusters.")
                     .toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>")
                .arg(ManualDialog::tr("Catalog of %1: format version %2, %3 parts, prices "
                                      "of %4.")
                         .arg(revised.isValid() ? QLocale().toString(revised, QLocale::LongFormat)
                                                : ManualDialog::tr("unknown date"))
                         .arg(formatVersion)
                         .arg(parts)
                         .arg(years)
                         .toHtmlEscaped());
    html +=
        QStringLiteral("<p>%1 <a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">%2</a></p>")
            .arg(ManualDialog::tr("Free software under the GNU General Public License, version 3 "
                                  "or later (GPL-3.0-or-later), without any warranty.")
                     .toHtmlEscaped(),
                 ManualDialog::tr("The licence text").toHtmlEscaped());
    return html;
}

} // namespace fp
