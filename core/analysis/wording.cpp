// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/wording.h"

#include "analysis/analysis_cost.h"

#include "model/labels.h"
#include "model/sourcenotes.h"
#include "text/i18n.h"

#include <QCoreApplication>

#include <cmath>

namespace fp {

namespace {

thread_local const AnalysisLocale *innermost = nullptr;

} // namespace

AnalysisLocale::AnalysisLocale(const QLocale &locale)
    : m_locale(locale)
    , m_outer(innermost)
{
    innermost = this;
}

AnalysisLocale::~AnalysisLocale()
{
    innermost = m_outer;
}

QLocale AnalysisLocale::current()
{
    return innermost ? innermost->m_locale : defaultLocale();
}

QString num(double value, int decimals)
{
    return AnalysisLocale::current().toString(value, 'f', decimals);
}

Explanation explain(const QString &id, const QString &text,
                    std::vector<std::pair<QString, double>> figures)
{
    Explanation e;
    e.id = id;
    e.text = text;
    e.figures = std::move(figures);
    return e;
}

QString bomDetailName(const BomDetail &detail)
{
    switch (detail.kind) {
    case BomDetail::Kind::None:
        return {};
    case BomDetail::Kind::Tier:
        return tierWord(detail.tier, detail.tiers);
    case BomDetail::Kind::Segment: {
        // In three tiers the middle one is the aggregation tier (labels.h tierWord).
        const bool aggregation = detail.tiers == 3;
        const QString words =
            detail.segment == LinkSegment::NodeLeaf
                ? QCoreApplication::translate("fp::Report", "node to leaf")
            : detail.segment == LinkSegment::LeafSpine
                ? (aggregation ? QCoreApplication::translate("fp::Report", "leaf to aggregation")
                               : QCoreApplication::translate("fp::Report", "leaf to spine"))
            : aggregation ? QCoreApplication::translate("fp::Report", "aggregation to core")
                          : QCoreApplication::translate("fp::Report", "spine to core");
        const double m = detail.lengthM;
        return QCoreApplication::translate("fp::Report", "%1, %2 m")
            .arg(words, formatNumber(m, m == std::round(m) ? 0 : 1));
    }
    case BomDetail::Kind::SwitchSide:
        return QCoreApplication::translate("fp::Report", "switch side");
    case BomDetail::Kind::NodeSide:
        return QCoreApplication::translate("fp::Report", "node side");
    case BomDetail::Kind::Technology:
        return technologyName(detail.technology);
    case BomDetail::Kind::SubnetManager:
        return QCoreApplication::translate("fp::Report", "subnet managers (an HA pair per fabric)");
    case BomDetail::Kind::NetworkRackManagement:
        return QCoreApplication::translate("fp::Report", "management, for the network racks");
    case BomDetail::Kind::NodeRackManagement:
        return QCoreApplication::translate("fp::Report", "management, in the node racks");
    case BomDetail::Kind::OutOfBand:
        return QCoreApplication::translate("fp::Report",
                                           "out-of-band management (BMCs, switch management)");
    case BomDetail::Kind::Gateway:
        return QCoreApplication::translate("fp::Report",
                                           "between the InfiniBand leaves and the Ethernet spines");
    case BomDetail::Kind::SpareOf: {
        // "switch", "cable", but "NIC" (an acronym keeps its capitals); a cable's
        // length: "cable, 30 m".
        QString cat = bomCategoryName(detail.category);
        if (cat != detail.category && cat != cat.toUpper())
            cat = cat.toLower();
        if (!(detail.lengthM > 0.0))
            return cat;
        const double m = detail.lengthM;
        return QCoreApplication::translate("fp::Report", "%1, %2 m")
            .arg(cat, formatNumber(m, m == std::round(m) ? 0 : 1));
    }
    }
    return {};
}

QString partNameInWords(const PartBase &part)
{
    return part.name.isEmpty() ? part.id : partNameIn(part.name, currentLanguage());
}

QString bomPartName(const Catalog &catalog, const QString &partId)
{
    if (const PartBase *p = catalog.part(partId); p && !p->name.isEmpty())
        return partNameInWords(*p);
    if (partId == QLatin1String("ufm-appliance"))
        return QCoreApplication::translate("fp::Report", "NVIDIA UFM Enterprise appliance");
    if (partId == QLatin1String("ib-ethernet-gateway"))
        return QCoreApplication::translate("fp::Report",
                                           "NVIDIA Skyway GA100 InfiniBand-to-Ethernet gateway");
    if (partId == oobPatchCordId())
        return QCoreApplication::translate("fp::Report", "1GbE patch cord (Cat6A, RJ45)");
    if (partId == QLatin1String("gateway-port-run"))
        return QCoreApplication::translate(
            "fp::Report", "Cable run to a gateway port (cable, or transceivers and fibre)");
    return partId;
}

namespace {

// The public ordering number of a part, empty when there is none.
QString publicPartNumber(const Catalog &catalog, const QString &partId)
{
    if (const PartBase *p = catalog.part(partId); p && !p->opn.isEmpty())
        return p->opn;
    // The Skyway GA100's ordering number (NVIDIA Skyway User Manual, Introduction:
    // "MGA100-HS2").
    if (partId == QLatin1String("ib-ethernet-gateway"))
        return QStringLiteral("MGA100-HS2");
    return {};
}

} // namespace

QString bomPartNumber(const Catalog &catalog, const QString &partId)
{
    const QString number = publicPartNumber(catalog, partId);
    return number.isEmpty() ? partId.toUpper() : number;
}

bool bomHasPartNumber(const Catalog &catalog, const QString &partId)
{
    return !publicPartNumber(catalog, partId).isEmpty();
}

QString bomPartNumber(const Catalog &catalog, const BomLine &line)
{
    QString number = bomPartNumber(catalog, line.partId);
    const qsizetype at = number.indexOf(QLatin1String("{m}"));
    if (at < 0)
        return number;
    const double metres = line.detail.lengthM;
    if (metres >= 1.0 && metres < 1000.0 && std::abs(metres - std::round(metres)) < 1e-9)
        return number.replace(at, 3,
                              QStringLiteral("%1").arg(qRound(metres), 3, 10, QLatin1Char('0')));
    // No whole length: the stem before the length suffix ("MFP7E10-N{m}" -> "MFP7E10").
    const qsizetype dash = number.lastIndexOf(QLatin1Char('-'), at);
    return number.left(dash > 0 ? dash : at);
}

const Figure *bomPriceFigure(const Catalog &catalog, const QString &partId)
{
    if (const PartBase *p = catalog.part(partId))
        return &p->priceEur;
    if (partId == QLatin1String("ufm-appliance"))
        return catalog.assumption(ufmAppliancePriceId());
    if (partId == oobPatchCordId())
        return catalog.assumption(oobPatchCordPriceId());
    return nullptr;
}

int bomPriceYear(const Catalog &catalog, const QString &partId)
{
    if (const PartBase *p = catalog.part(partId))
        return p->priceYear;
    // A part priced by an assumption: the assumption's price year.
    const QString priceId = partId == QLatin1String("ufm-appliance") ? ufmAppliancePriceId()
                            : partId == oobPatchCordId()             ? oobPatchCordPriceId()
                                                                     : QString();
    const auto it = catalog.assumptionPriceYears.find(priceId);
    return it == catalog.assumptionPriceYears.end() ? 0 : it->second;
}

QString priceBasisSentence(const QString &currency, int priceYear)
{
    const QString money = currency.isEmpty() || currency == QLatin1String("EUR")
                              ? QCoreApplication::translate("fp::Report", "euros")
                              : currency;
    return QCoreApplication::translate("fp::Report",
                                       "Indicative prices, not a quote: catalogue estimates in %1 "
                                       "excluding VAT, price level up to %2.")
        .arg(money)
        .arg(priceYear);
}

} // namespace fp
