// SPDX-License-Identifier: GPL-3.0-or-later
// The component catalog: the shipped defaults (resources/catalog.json) against
// docs/CATALOG.md, validation of malformed entries, the JSON round
// trip and project overrides.
#include "analysis/wording.h"
#include "model/catalog.h"
#include "model/sourcenotes.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace fp;

namespace {

QString S(const char *s)
{
    return QString::fromLatin1(s);
}

Figure userFigure(double value, const char *source)
{
    Figure f;
    f.value = value;
    f.tag = SourceTag::User;
    f.source = S(source);
    return f;
}

// Every figure of a part, with its JSON-style name, for the completeness check.
std::vector<std::pair<QString, const Figure *>> figuresOf(const Catalog &c, const PartBase &p)
{
    std::vector<std::pair<QString, const Figure *>> out;
    for (const QString &field : c.figureFields(p.id))
        out.emplace_back(field, c.figure(p.id, field));
    return out;
}

// Replaces `key` of entry `index` in `section` of `doc` (a "null" value removes it).
QJsonObject withField(QJsonObject doc, const QString &section, int index, const QString &key,
                      const QJsonValue &value)
{
    QJsonArray a = doc.value(section).toArray();
    QJsonObject e = a.at(index).toObject();
    if (value.isNull())
        e.remove(key);
    else
        e.insert(key, value);
    a.replace(index, e);
    doc.insert(section, a);
    return doc;
}

int indexOf(const QJsonObject &doc, const QString &section, const QString &id)
{
    const QJsonArray a = doc.value(section).toArray();
    for (int i = 0; i < a.size(); ++i) {
        if (a.at(i).toObject().value(QLatin1String("id")).toString() == id)
            return i;
    }
    return -1;
}

QJsonObject ownSwitch(const QString &id)
{
    QJsonObject fig{{S("value"), 1000.0}, {S("tag"), S("user")}, {S("source"), S("our quote")}};
    QJsonObject s{{S("id"), id},
                  {S("name"), S("Our switch")},
                  {S("vendor"), S("Acme")},
                  {S("price_eur"), fig},
                  {S("price_year"), 2025},
                  {S("power_w"), fig},
                  {S("technology"), S("ethernet")},
                  {S("cages"), 32},
                  {S("modes"), QJsonArray{QJsonObject{{S("ports"), 32}, {S("gbit_s"), 400.0}}}},
                  {S("latency_ns"), fig},
                  {S("max_power_w"), fig},
                  {S("buffer_mbyte"), fig},
                  {S("rack_units"), 1}};
    return s;
}

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    QJsonObject m_doc; // the shipped catalog as JSON

private slots:
    void initTestCase();
    void everyFigureHasASource();
    void floorPriceIsALowerBound();
    void ownFilesAreNotSources();
    void everySourceHasDutchText();
    void partNamesInDutch();
    void orderingNumbers();
    void idsAndReferences();
    void switchSpecs();
    void nicSpecs();
    void gpuAndNodeSpecs();
    void cableSpecs();
    void parts2025();
    void assumptions();
    void prices();
    void defaultSwitchFor();
    void malformed_data();
    void malformed();
    void roundTrip();
    void overridePrice();
    void overrideAssumption();
    void overriddenAssumptionRederives();
    void ownPart();
    void overrideErrors_data();
    void overrideErrors();
    void ownPartClash();
};

void TestCatalog::initTestCase()
{
    QString error;
    const auto c = Catalog::loadDefaults(&error);
    QVERIFY2(c.has_value(), qPrintable(error));
    m_catalog = *c;
    m_doc = m_catalog.toJson();
}

namespace {

// docs/CATALOG.md: a source names the public document itself, never a file of this
// repository or of ours outside it ("CATALOG.md", "docs/...", "../shared/...",
// "reviews/numbers.md"). A Markdown file may be cited only with its public repository
// ("github.com/NVIDIA/nccl-tests doc/PERFORMANCE.md", "stas00/ml-engineering
// network/README.md").
bool citesOwnFile(const QString &source)
{
    static const QRegularExpression internal(
        QStringLiteral("CATALOG\\.md|DESIGN\\.md|CLI\\.md|docs/|\\.\\./|shared/|reviews/|"
                       "design/|numbers\\.md|report\\.md"),
        QRegularExpression::CaseInsensitiveOption);
    if (source.contains(internal))
        return true;
    static const QRegularExpression markdown(QStringLiteral("[A-Za-z0-9_.-]+\\.md\\b"));
    static const QRegularExpression publicRepo(
        QStringLiteral("github\\.com/|[A-Za-z0-9-]+/[A-Za-z0-9_.-]+ [A-Za-z0-9_./-]+\\.md"));
    return source.contains(markdown) && !source.contains(publicRepo);
}

} // namespace

// docs/CATALOG.md: a price known only as a floor says so ("lower_bound"): the Jericho-3
// class chassis alone; the flag survives writing and reading, and a figure without a value
// cannot carry it.
void TestCatalog::floorPriceIsALowerBound()
{
    for (const SwitchType &s : m_catalog.switches)
        QCOMPARE(s.priceEur.lowerBound, s.id == QLatin1String("jericho3-chassis"));
    QString error;
    const auto again = Catalog::fromJson(m_catalog.toJson(), &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY(again->switchType(QStringLiteral("jericho3-chassis"))->priceEur.lowerBound);
    QVERIFY(!again->switchType(QStringLiteral("sn5600"))->priceEur.lowerBound);
}

// docs/CATALOG.md: "The program must carry the tag and the source of every default it ships
// ... state the price year (2024-2026 for these)."
void TestCatalog::everyFigureHasASource()
{
    const QStringList ids = m_catalog.allIds();
    QVERIFY(ids.size() >= 30);
    for (const QString &id : ids) {
        const PartBase *p = m_catalog.part(id);
        QVERIFY(p);
        QVERIFY2(!p->name.isEmpty(), qPrintable(id));
        QVERIFY2(!p->userDefined, qPrintable(id));
        QVERIFY2(p->priceYear >= 2024 && p->priceYear <= 2026, qPrintable(id));
        QVERIFY2(p->priceEur.known, qPrintable(id)); // "Never ship an unlabelled price."
        const auto figures = figuresOf(m_catalog, *p);
        QVERIFY(figures.size() >= 2);
        for (const auto &[field, fig] : figures) {
            const QString what = id + QLatin1Char('.') + field;
            QVERIFY2(fig, qPrintable(what));
            QVERIFY2(!fig->source.trimmed().isEmpty(), qPrintable(what));
            QVERIFY2(fig->tag != SourceTag::User, qPrintable(what));
            QVERIFY2(!citesOwnFile(fig->source),
                     qPrintable(what + QStringLiteral(": ") + fig->source));
        }
        QVERIFY2(!citesOwnFile(p->notes), qPrintable(id + QStringLiteral(".notes: ") + p->notes));
    }
    for (const auto &[id, fig] : m_catalog.assumptions) {
        QVERIFY2(fig.known, qPrintable(id));
        QVERIFY2(!fig.source.trimmed().isEmpty(), qPrintable(id));
        QVERIFY2(!citesOwnFile(fig.source), qPrintable(id + QStringLiteral(": ") + fig.source));
    }
}

// Issue 17: the Dutch report and GUI give each shipped source note in Dutch
// (resources/catalog_sources_nl.json), with the same tag letter and every web address
// of the citation kept; the table holds no note the catalog no longer has.
void TestCatalog::everySourceHasDutchText()
{
    QStringList sources;
    for (const QString &id : m_catalog.allIds())
        for (const auto &[field, fig] : figuresOf(m_catalog, *m_catalog.part(id)))
            sources << fig->source;
    for (const auto &[id, fig] : m_catalog.assumptions)
        sources << fig.source;
    sources.removeDuplicates();
    QVERIFY(sources.size() >= 150);
    static const QRegularExpression lead(S("^[PSEDU][:,]?\\s+"));
    static const QRegularExpression address(S("[a-z0-9.-]+\\.(com|org|net|io|nl|de)(/\\S*)?"));
    const QStringList dutch = dutchSourceNoteKeys();
    for (const QString &en : sources) {
        // A few notes read the same in Dutch (an address and a figure): an entry each.
        QVERIFY2(dutch.contains(en), qPrintable(S("no Dutch text: ") + en));
        const QString nl = sourceNoteIn(en, S("nl"));
        QCOMPARE(sourceNoteIn(en, S("en")), en);
        QCOMPARE(lead.match(nl).captured(), lead.match(en).captured());
        for (auto it = address.globalMatch(en); it.hasNext();) {
            const QString a = it.next().captured();
            QVERIFY2(nl.contains(a), qPrintable(a + S(" lost in: ") + nl));
        }
    }
    int differ = 0;
    for (const QString &en : sources)
        differ += sourceNoteIn(en, S("nl")) != en ? 1 : 0;
    QVERIFY(differ >= sources.size() - 15);
    for (const QString &key : dutch)
        QVERIFY2(sources.contains(key), qPrintable(S("stale Dutch entry: ") + key));
    QCOMPARE(sourceNoteIn(S("our quote of May"), S("nl")), S("our quote of May"));
}

// The parts whose catalog names describe them in English words have Dutch names
// (resources/catalog_sources_nl.json "names"): each key is a shipped name, the part
// number and the speeds kept; English stays English.
void TestCatalog::partNamesInDutch()
{
    QStringList names;
    for (const QString &id : m_catalog.allIds())
        names << m_catalog.part(id)->name;
    const QStringList keys = dutchPartNameKeys();
    QVERIFY(keys.size() >= 30);
    static const QRegularExpression number(S("\\b[A-Z0-9]{2,}[A-Z0-9-]*\\b"));
    for (const QString &en : keys) {
        QVERIFY2(names.contains(en), qPrintable(S("stale Dutch name: ") + en));
        const QString nl = partNameIn(en, S("nl"));
        QVERIFY2(nl != en, qPrintable(en));
        for (auto it = number.globalMatch(en); it.hasNext();) {
            const QString n = it.next().captured();
            QVERIFY2(nl.contains(n), qPrintable(n + S(" lost in: ") + nl));
        }
    }
    QCOMPARE(partNameIn(S("NVIDIA MFP7E10 multimode fibre, straight (MPO-12/APC)"), S("nl")),
             S("NVIDIA MFP7E10 multimode glasvezel, recht (MPO-12/APC)"));
    QCOMPARE(partNameIn(S("HGX/DGX H100 8-GPU server"), S("en")), S("HGX/DGX H100 8-GPU server"));
    QCOMPARE(partNameIn(S("NVIDIA Quantum-2 QM9700"), S("nl")), S("NVIDIA Quantum-2 QM9700"));
}

// Ordering part numbers: only with the public document they were read from (a primary
// or secondary source, never an estimate), and the BOM prints them instead of the id.
void TestCatalog::orderingNumbers()
{
    int withOpn = 0;
    for (const QString &id : m_catalog.allIds()) {
        const PartBase *p = m_catalog.part(id);
        if (p->opn.isEmpty()) {
            QVERIFY2(p->opnSource.isEmpty(), qPrintable(id));
            QCOMPARE(bomPartNumber(m_catalog, id), id.toUpper());
            continue;
        }
        ++withOpn;
        QVERIFY2(p->opnSource.startsWith(S("P ")) || p->opnSource.startsWith(S("S ")),
                 qPrintable(id + S(": ") + p->opnSource));
        // A cable sold by length ("MFP7E10-N{m}") names its pattern as NVIDIA writes it
        // ("MFP7E10-Nxxx").
        const QString named = QString(p->opn).replace(S("{m}"), S("xxx"));
        QVERIFY2(p->opnSource.contains(named), qPrintable(id));
        QCOMPARE(bomPartNumber(m_catalog, id), p->opn);
    }
    QVERIFY(withOpn >= 7);
    QCOMPARE(bomPartNumber(m_catalog, S("qm9700")), S("MQM9700-NS2F"));
    QCOMPARE(bomPartNumber(m_catalog, S("connectx7")), S("MCX75310AAS-NEAT"));
    QCOMPARE(bomPartNumber(m_catalog, S("mma4z00-ns")), S("MMA4Z00-NS"));
}

// The check above catches what it must: internal files, not public documents.
void TestCatalog::ownFilesAreNotSources()
{
    QVERIFY(citesOwnFile(S("P see docs/CATALOG.md, Switches")));
    QVERIFY(citesOwnFile(S("S: ../shared/reviews/numbers.md N4")));
    QVERIFY(citesOwnFile(S("E: basis in STEPTIME.md")));
    QVERIFY(!citesOwnFile(S("P github.com/NVIDIA/nccl-tests doc/PERFORMANCE.md")));
    QVERIFY(!citesOwnFile(S("P stas00/ml-engineering network/README.md (nccl-tests runs)")));
    QVERIFY(!citesOwnFile(S("P docs.nvidia.com/networking/display/sn5000/data+interfaces")));
}

void TestCatalog::idsAndReferences()
{
    QStringList ids = m_catalog.allIds();
    for (const auto &a : m_catalog.assumptions)
        ids.append(a.first);
    QCOMPARE(ids.removeDuplicates(), 0);
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9.-]*$"));
    for (const QString &id : ids)
        QVERIFY2(idPattern.match(id).hasMatch(), qPrintable(id));
    for (const NodeTypeSpec &n : m_catalog.nodeTypes) {
        QVERIFY(m_catalog.gpu(n.gpuTypeId));
        QVERIFY(m_catalog.nic(n.nicTypeId));
        QCOMPARE(int(n.railOfNic.size()), n.nicCount);
    }
    QCOMPARE(m_catalog.defaultSwitchInfiniBand, S("qm9700"));
    QCOMPARE(m_catalog.defaultSwitchEthernet, S("sn5600"));
    QCOMPARE(m_catalog.defaultNodeType, S("h100-8gpu"));
    for (const char *id :
         {"qm9700", "qm9790", "q3400", "sn5600", "sn5400", "tomahawk5", "jericho3-chassis",
          "sn5610", "arista-7060x6-64pe", "cisco-n9364e-sg2", "qfx5241-64od"})
        QVERIFY2(m_catalog.switchType(S(id)), id);
    for (const char *id : {"connectx7", "connectx8", "bluefield3", "connectx8-2x400",
                           "connectx7-2x200", "bluefield3-b3220"})
        QVERIFY2(m_catalog.nic(S(id)), id);
    for (const char *id : {"h100-sxm", "h200-sxm", "b200", "b300", "b300-gb300"})
        QVERIFY2(m_catalog.gpu(S(id)), id);
    for (const char *id : {"h100-8gpu", "h200-8gpu", "b200-8gpu", "gb200-nvl72", "b300-8gpu",
                           "b300-8gpu-dual", "h100-8gpu-dual", "gb300-nvl72"})
        QVERIFY2(m_catalog.nodeType(S(id)), id);
    for (const char *id : {"mma4z00-ns", "mms4x00-ns", "mms4x50-nm", "mma4z00-ns400",
                           "mms4x00-ns400", "mcp4y10", "mcp7y00", "mcp7y50", "mca7j60", "mca7j70",
                           "mfp7e10", "mfp7e20", "mfp7e30", "mfp7e40", "aoc-400g"})
        QVERIFY2(m_catalog.cable(S(id)), id);
    QCOMPARE(m_catalog.part(S("qm9700")), m_catalog.switchType(S("qm9700")));
    QVERIFY(!m_catalog.part(S("no-such-part")));
}

// docs/CATALOG.md, Switches table.
void TestCatalog::switchSpecs()
{
    const SwitchType *qm9700 = m_catalog.switchType(S("qm9700"));
    QVERIFY(qm9700);
    QCOMPARE(qm9700->technology, Technology::InfiniBand);
    QCOMPARE(qm9700->cages, 32);         // 32 OSFP cages
    QCOMPARE(qm9700->portsAt(400), 64);  // 64 x 400G
    QCOMPARE(qm9700->portsAt(200), 128); // or 128 x 200G split
    QCOMPARE(qm9700->portsAt(800), 0);
    QVERIFY(qm9700->subnetManager);                // on-board subnet manager
    QCOMPARE(qm9700->powerWatts.value, 750.0);     // ~0.75 kW typical (S)
    QCOMPARE(qm9700->maxPowerWatts.value, 1720.0); // 1.72 kW max (S)
    QCOMPARE(qm9700->latencyNs.value, 130.0);      // 130 ns NDR (S)
    QCOMPARE(qm9700->latencyNs.tag, SourceTag::Secondary);

    const SwitchType *qm9790 = m_catalog.switchType(S("qm9790"));
    QVERIFY(qm9790);
    QVERIFY(!qm9790->subnetManager); // external SM via UFM
    QCOMPARE(qm9790->portsAt(400), 64);
    QCOMPARE(qm9790->powerWatts.value, 640.0); // 0.64 / 1.61 kW (S)
    QCOMPARE(qm9790->maxPowerWatts.value, 1610.0);

    const SwitchType *q3400 = m_catalog.switchType(S("q3400"));
    QVERIFY(q3400);
    QCOMPARE(q3400->portsAt(800), 144); // 144 x 800G (72 twin-port OSFP)
    QCOMPARE(q3400->cages, 72);
    // No public power figure: an estimate with its basis (QM9700 W per Tb/s x 4.5),
    // never unknown-as-zero (docs/CATALOG.md, Unknown figures).
    QCOMPARE(q3400->powerWatts.value, 3375.0);
    QCOMPARE(q3400->powerWatts.tag, SourceTag::Estimate);
    QVERIFY(q3400->powerWatts.source.contains(S("4.5 x 750")));
    QCOMPARE(q3400->maxPowerWatts.value, 7740.0);
    QVERIFY(q3400->inNetworkReduction && q3400->subnetManager);
    QVERIFY(q3400->priceEur.known && q3400->priceEur.source.contains(S("115.2 / 25.6")));

    const SwitchType *sn5600 = m_catalog.switchType(S("sn5600"));
    QVERIFY(sn5600);
    QCOMPARE(sn5600->technology, Technology::Ethernet);
    QCOMPARE(sn5600->portsAt(800), 64);
    QCOMPARE(sn5600->portsAt(400), 128);
    QCOMPARE(sn5600->portsAt(200), 256);
    QCOMPARE(sn5600->powerWatts.value, 940.0); // ~0.94 kW typical (S)
    QCOMPARE(sn5600->rackUnits.value, 2.0);
    QVERIFY(sn5600->latencyNs.value >= 500 && sn5600->latencyNs.value <= 560);
    QVERIFY(sn5600->latencyNs.source.contains(S("500-560")));

    const SwitchType *sn5400 = m_catalog.switchType(S("sn5400"));
    QVERIFY(sn5400);
    QCOMPARE(sn5400->portsAt(400), 64);
    QCOMPARE(sn5400->portsAt(200), 128);
    QCOMPARE(sn5400->portsAt(800), 0);

    const SwitchType *th5 = m_catalog.switchType(S("tomahawk5"));
    QVERIFY(th5);
    QCOMPARE(th5->portsAt(800), 64);
    QCOMPARE(th5->portsAt(400), 128);
    QCOMPARE(th5->portsAt(200), 256);

    const SwitchType *jericho = m_catalog.switchType(S("jericho3-chassis"));
    QVERIFY(jericho);
    QCOMPARE(jericho->technology, Technology::Ethernet);
    QCOMPARE(jericho->portsAt(400), 576); // up to 576 x 400G per chassis (S)
}

// docs/CATALOG.md, NICs table.
void TestCatalog::nicSpecs()
{
    const NicType *cx7 = m_catalog.nic(S("connectx7"));
    QVERIFY(cx7);
    QVERIFY(cx7->modeFor(Technology::InfiniBand) == (PortMode{1, 400}));
    QVERIFY(cx7->modeFor(Technology::Ethernet) == (PortMode{1, 400}));
    QCOMPARE(cx7->hostInterface, S("PCIe Gen5 x16"));

    // 800 Gb/s XDR InfiniBand, or 2 x 400GbE (no single-port 800GbE).
    const NicType *cx8 = m_catalog.nic(S("connectx8"));
    QVERIFY(cx8);
    QVERIFY(cx8->modeFor(Technology::InfiniBand) == (PortMode{1, 800}));
    QVERIFY(cx8->modeFor(Technology::Ethernet) == (PortMode{2, 400}));

    const NicType *bf3 = m_catalog.nic(S("bluefield3"));
    QVERIFY(bf3);
    QVERIFY(bf3->modeFor(Technology::InfiniBand) == (PortMode{1, 400}));
    QVERIFY(bf3->modeFor(Technology::Ethernet) == (PortMode{1, 400}));

    NicType ethOnly;
    ethOnly.modes.push_back(NicMode{Technology::Ethernet, PortMode{1, 100}});
    QVERIFY(!ethOnly.modeFor(Technology::InfiniBand).has_value());
}

// docs/CATALOG.md, Scale-up (NVLink) and NICs tables.
void TestCatalog::gpuAndNodeSpecs()
{
    QCOMPARE(m_catalog.gpu(S("h100-sxm"))->nvlinkGbytePerS.value, 900.0);
    QCOMPARE(m_catalog.gpu(S("h100-sxm"))->nvlinkGbytePerS.tag, SourceTag::Primary);
    QCOMPARE(m_catalog.gpu(S("h200-sxm"))->nvlinkGbytePerS.value, 900.0);
    QCOMPARE(m_catalog.gpu(S("b200"))->nvlinkGbytePerS.value, 1800.0);

    const NodeTypeSpec *h100 = m_catalog.nodeType(S("h100-8gpu"));
    QVERIFY(h100);
    QCOMPARE(h100->gpuTypeId, S("h100-sxm"));
    QCOMPARE(h100->gpuCount, 8);
    QCOMPARE(h100->nicTypeId, S("connectx7")); // 8 single-port 400G CX-7, one per rail
    QCOMPARE(h100->nicCount, 8);
    QCOMPARE(h100->railOfNic, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    QCOMPARE(h100->nvlinkDomainNodes, 1);
    // Its ports by their rear-panel labels (NVIDIA DGX H100 user guide, Table 6): GPU 0's
    // ConnectX-7 on OSFP4P2, GPU 7's on OSFP1P1; the dual-port cards' slot 1 and slot 2.
    QCOMPARE(h100->portLabels.size(), size_t(12));
    QCOMPARE(h100->portLabels.at(S("1/1")), S("OSFP4P2"));
    QCOMPARE(h100->portLabels.at(S("8/1")), S("OSFP1P1"));
    QCOMPARE(h100->portLabels.at(S("10/2")), S("slot 2 port 2"));
    QCOMPARE(m_catalog.nodeType(S("h200-8gpu"))->portLabels, h100->portLabels);

    // GB200 NVL72: 72 GPUs in one NVLink domain over 18 compute trays.
    const NodeTypeSpec *nvl72 = m_catalog.nodeType(S("gb200-nvl72"));
    QVERIFY(nvl72);
    QCOMPARE(nvl72->gpuCount, 4);
    QCOMPARE(nvl72->nicCount, 4);
    QCOMPARE(nvl72->nvlinkDomainNodes, 18);
    QCOMPARE(nvl72->gpuCount * nvl72->nvlinkDomainNodes, 72);
    QCOMPARE(m_catalog.gpu(nvl72->gpuTypeId)->nvlinkGbytePerS.value, 1800.0);

    // Whole-node power: GPUs + NICs + other.
    const double expected = 8 * m_catalog.gpu(S("h100-sxm"))->powerWatts.value +
                            8 * m_catalog.nic(S("connectx7"))->powerWatts.value +
                            h100->otherPowerWatts.value;
    QCOMPARE(m_catalog.nodeTypePowerWatts(S("h100-8gpu")), expected);
    QCOMPARE(m_catalog.nodeTypePowerWatts(S("nope")), 0.0);
}

// docs/CATALOG.md, Transceivers and cables table.
void TestCatalog::cableSpecs()
{
    const CableType *sr8 = m_catalog.cable(S("mma4z00-ns"));
    QVERIFY(sr8);
    QCOMPARE(sr8->kind, CableKind::Transceiver);
    QCOMPARE(sr8->linksCarried, 2); // twin-port, 2 x 400G
    QCOMPARE(sr8->gbitPerS, 400.0);
    QCOMPARE(sr8->reachM.value, 50.0);
    QCOMPARE(sr8->powerWatts.value, 15.0);
    QCOMPARE(sr8->reachM.tag, SourceTag::Primary);

    QCOMPARE(m_catalog.cable(S("mms4x00-ns"))->reachM.value, 100.0);
    QCOMPARE(m_catalog.cable(S("mms4x00-ns"))->powerWatts.value, 17.0);
    QCOMPARE(m_catalog.cable(S("mms4x50-nm"))->reachM.value, 2000.0);
    QCOMPARE(m_catalog.cable(S("mma4z00-ns400"))->linksCarried, 1);
    QCOMPARE(m_catalog.cable(S("mma4z00-ns400"))->powerWatts.value, 8.0);
    QCOMPARE(m_catalog.cable(S("mms4x00-ns400"))->powerWatts.value, 9.0);

    const CableType *y00 = m_catalog.cable(S("mcp7y00"));
    QCOMPARE(y00->kind, CableKind::PassiveCopper);
    QCOMPARE(y00->fanOut, 2); // 800G to 2 x 400G
    QCOMPARE(y00->reachM.value, 3.0);
    const CableType *y50 = m_catalog.cable(S("mcp7y50"));
    QCOMPARE(y50->fanOut, 4); // 800G to 4 x 200G
    QCOMPARE(y50->gbitPerS, 200.0);
    QCOMPARE(m_catalog.cable(S("mca7j60"))->kind, CableKind::ActiveCopper);
    QCOMPARE(m_catalog.cable(S("mca7j70"))->fanOut, 4);
    QCOMPARE(m_catalog.cable(S("aoc-400g"))->kind, CableKind::ActiveOptical);
    QCOMPARE(m_catalog.cable(S("aoc-400g"))->reachM.tag, SourceTag::Estimate);
    QCOMPARE(m_catalog.cable(S("mfp7e10"))->kind, CableKind::Fibre);
}

// docs/CATALOG.md: the 2025-26 parts.
void TestCatalog::parts2025()
{
    // B300: NVLink 5 at 1.8 TB/s; dense BF16 = half of 4.5 PFLOPS sparse (HGX B300) and
    // of 5 PFLOPS sparse (GB300).
    const GpuType *b300 = m_catalog.gpu(S("b300"));
    QCOMPARE(b300->nvlinkGbytePerS.value, 1800.0);
    QCOMPARE(b300->bf16DenseTflops.value, 2250.0);
    QCOMPARE(m_catalog.gpu(S("b300-gb300"))->bf16DenseTflops.value, 2500.0);
    QCOMPARE(m_catalog.gpu(S("b300-gb300"))->powerWatts.value, 1400.0);

    // b300-8gpu: 8 x B300, 8 x ConnectX-8 800G, one per rail; the dual option runs each
    // ConnectX-8 as 2 x 400G.
    const NodeTypeSpec *b300n = m_catalog.nodeType(S("b300-8gpu"));
    QCOMPARE(b300n->gpuTypeId, S("b300"));
    QCOMPARE(b300n->gpuCount, 8);
    QCOMPARE(b300n->nicTypeId, S("connectx8"));
    QCOMPARE(b300n->nicCount, 8);
    QCOMPARE(b300n->nvlinkDomainNodes, 1);
    const NodeTypeSpec *dual = m_catalog.nodeType(S("b300-8gpu-dual"));
    QCOMPARE(dual->nicTypeId, S("connectx8-2x400"));
    const NicType *cx8dual = m_catalog.nic(S("connectx8-2x400"));
    QVERIFY(cx8dual->modeFor(Technology::InfiniBand) == (PortMode{2, 400}));
    QVERIFY(cx8dual->modeFor(Technology::Ethernet) == (PortMode{2, 400}));
    QVERIFY(m_catalog.nic(S("connectx7-2x200"))->modeFor(Technology::InfiniBand) ==
            (PortMode{2, 200}));
    QVERIFY(m_catalog.nic(S("bluefield3-b3220"))->modeFor(Technology::Ethernet) ==
            (PortMode{2, 200}));
    QCOMPARE(m_catalog.nodeType(S("h100-8gpu-dual"))->nicTypeId, S("connectx7-2x200"));

    // GB300 NVL72: 18 trays of 4 GPUs, one ConnectX-8 per GPU.
    const NodeTypeSpec *gb300 = m_catalog.nodeType(S("gb300-nvl72"));
    QCOMPARE(gb300->gpuTypeId, S("b300-gb300"));
    QCOMPARE(gb300->gpuCount * gb300->nvlinkDomainNodes, 72);
    QCOMPARE(gb300->nicTypeId, S("connectx8"));
    QCOMPARE(gb300->nicCount, 4);

    // SN5610: Spectrum-X, 64 x 800G.
    const SwitchType *sn5610 = m_catalog.switchType(S("sn5610"));
    QCOMPARE(sn5610->technology, Technology::Ethernet);
    QCOMPARE(sn5610->portsAt(800), 64);
    QCOMPARE(sn5610->portsAt(400), 128);

    // 51.2T Ethernet switches of at least two vendors besides NVIDIA and "Broadcom-based".
    QStringList vendors;
    for (const SwitchType &s : m_catalog.switches)
        if (s.technology == Technology::Ethernet && s.portsAt(800) == 64 &&
            !s.vendor.startsWith(S("NVIDIA")) && !s.vendor.startsWith(S("Broadcom")))
            vendors.append(s.vendor);
    vendors.removeDuplicates();
    QVERIFY2(vendors.size() >= 2, qPrintable(vendors.join(S(", "))));
}

// docs/CATALOG.md, Model assumptions and Scale-up tables.
void TestCatalog::assumptions()
{
    const auto value = [this](const char *id) {
        const Figure *f = m_catalog.assumption(S(id));
        return f ? f->value : -1.0;
    };
    QCOMPARE(value("nccl-busbw-per-400g-nic"), 47.0); // 46-48 GB/s
    QCOMPARE(value("infiniband-efficiency"), 0.94);
    QCOMPARE(value("roce-efficiency-adaptive-routing"), 1.0); // 231.8 vs 230.7 GB/s
    QCOMPARE(value("roce-efficiency-ecmp"), 0.911);           // 212.6 / 233.3
    QCOMPARE(value("roce-efficiency-untuned"), 0.61);         // 0.60 / 0.98
    QCOMPARE(value("nvlink-busbw-h100"), 370.0);
    QCOMPARE(value("pfc-headroom-base"), 301.0);
    QCOMPARE(value("pfc-headroom-per-cable-m"), 2.16);
    QCOMPARE(value("pfc-headroom-mtu-factor"), 2.72);
    QCOMPARE(value("ecn-min-kb"), 150.0);
    QCOMPARE(value("ecn-max-kb"), 1500.0);
    for (const char *id : {"nic-latency-ns", "software-latency-us", "default-spares-share",
                           "cable-length-default-m-tier0", "cable-length-default-m-tier1",
                           "cable-length-default-m-tier2"}) {
        const Figure *f = m_catalog.assumption(S(id));
        QVERIFY2(f, id);
        QCOMPARE(f->tag, SourceTag::Estimate);
        QVERIFY2(f->value > 0, id);
    }
    QCOMPARE(m_catalog.assumption(S("roce-efficiency-ecmp"))->tag, SourceTag::Secondary);
    QVERIFY(!m_catalog.assumption(S("qm9700")));
    QCOMPARE(m_catalog.figure(QString(), S("ecn-min-kb")), m_catalog.assumption(S("ecn-min-kb")));
    QCOMPARE(m_catalog.figure(S("ecn-min-kb"), S("value")), m_catalog.assumption(S("ecn-min-kb")));
}

// docs/CATALOG.md, Prices: estimates in USD converted at a stated rate; Ethernet switches
// derived per 400G port from the InfiniBand price with "RoCE 30-50 % cheaper".
void TestCatalog::prices()
{
    const SwitchType *qm9700 = m_catalog.switchType(S("qm9700"));
    QCOMPARE(qm9700->priceEur.tag, SourceTag::Estimate);
    QVERIFY(qm9700->priceEur.source.contains(S("EUR/USD")));
    QVERIFY(qm9700->priceEur.value > 0.92 * 36000 - 1 && qm9700->priceEur.value < 0.92 * 50000 + 1);

    const double ibPer400 = qm9700->priceEur.value / qm9700->portsAt(400);
    for (const char *id : {"sn5600", "sn5400", "tomahawk5", "jericho3-chassis", "sn5610",
                           "arista-7060x6-64pe", "cisco-n9364e-sg2", "qfx5241-64od"}) {
        const SwitchType *s = m_catalog.switchType(S(id));
        QCOMPARE(s->priceEur.tag, SourceTag::Derived);
        const double ethPer400 = s->priceEur.value / s->portsAt(400);
        QVERIFY2(ethPer400 >= 0.5 * ibPer400 - 1 && ethPer400 <= 0.7 * ibPer400 + 1, id);
    }
    // H100 node ~$310k incl. NICs: node type price + 8 GPUs + 8 NICs gives it back.
    QCOMPARE(m_catalog.nodeType(S("h100-8gpu"))->priceEur.tag, SourceTag::Derived);
    QCOMPARE(qRound(m_catalog.nodeTypePriceEur(S("h100-8gpu"))), qRound(310000 * 0.92));
}

void TestCatalog::defaultSwitchFor()
{
    const SwitchType *s = m_catalog.defaultSwitchFor(Technology::InfiniBand, 400);
    QVERIFY(s);
    QCOMPARE(s->id, S("qm9700"));
    s = m_catalog.defaultSwitchFor(Technology::InfiniBand, 800); // QM9700 has no 800G mode
    QVERIFY(s);
    QCOMPARE(s->id, S("q3400"));
    s = m_catalog.defaultSwitchFor(Technology::Ethernet, 400);
    QVERIFY(s);
    QCOMPARE(s->id, S("sn5600"));
    QCOMPARE(s->portsAt(400), 128);
    QVERIFY(!m_catalog.defaultSwitchFor(Technology::InfiniBand, 100));

    // The parts a fabric's switches can be at a link speed: the 1GbE management switch
    // SN2201 (48 x 1, 4 x 100 Gb/s) is offered at 1 Gb/s, never at 400.
    auto ids = [this](Technology t, double gbitPerS) {
        QStringList out;
        for (const SwitchType *sw : m_catalog.switchesFor(t, gbitPerS))
            out << sw->id;
        return out;
    };
    QVERIFY(ids(Technology::Ethernet, 400).contains(S("sn5600")));
    QVERIFY(!ids(Technology::Ethernet, 400).contains(S("sn2201")));
    QCOMPARE(ids(Technology::Ethernet, 1), QStringList{S("sn2201")});
    QVERIFY(ids(Technology::Ethernet, 0).contains(S("sn2201"))); // 0: every switch
    QCOMPARE(ids(Technology::InfiniBand, 400), (QStringList{S("qm9700"), S("qm9790")}));
    QCOMPARE(m_catalog.nicGbitPerS(S("h100-8gpu"), Technology::InfiniBand), 400.0);
    QCOMPARE(m_catalog.nicGbitPerS(S("no-such-node"), Technology::InfiniBand), 0.0);
}

void TestCatalog::malformed_data()
{
    QTest::addColumn<QJsonObject>("doc");
    QTest::addColumn<QStringList>("expected"); // all must appear in the error

    const QJsonObject d = m_doc;
    const int qm = indexOf(d, S("switches"), S("qm9700"));
    const int sn = indexOf(d, S("switches"), S("sn5600"));
    const int cx7 = indexOf(d, S("nics"), S("connectx7"));
    const int h100 = indexOf(d, S("node_types"), S("h100-8gpu"));
    const int sr8 = indexOf(d, S("cables"), S("mma4z00-ns"));
    const QString sw = S("switches");
    const QString at = QStringLiteral("switches[%1]").arg(qm);

    QTest::newRow("missing id") << withField(d, sw, qm, S("id"), QJsonValue::Null)
                                << QStringList{at, S("'id'")};
    QTest::newRow("duplicate id") << withField(d, sw, sn, S("id"), S("qm9700"))
                                  << QStringList{S("qm9700"), S("'id'"), S("duplicate")};
    QTest::newRow("negative ports")
        << withField(d, sw, qm, S("modes"),
                     QJsonArray{QJsonObject{{S("ports"), -64}, {S("gbit_s"), 400}}})
        << QStringList{at, S("qm9700"), S("modes[0].ports")};
    QTest::newRow("zero speed") << withField(
                                       d, sw, qm, S("modes"),
                                       QJsonArray{QJsonObject{{S("ports"), 64}, {S("gbit_s"), 0}}})
                                << QStringList{S("qm9700"), S("modes[0].gbit_s")};
    QTest::newRow("empty modes") << withField(d, sw, qm, S("modes"), QJsonArray{})
                                 << QStringList{S("qm9700"), S("'modes'")};
    QTest::newRow("modes not an array")
        << withField(d, sw, qm, S("modes"), S("64x400")) << QStringList{S("qm9700"), S("'modes'")};
    QTest::newRow("zero cages") << withField(d, sw, qm, S("cages"), 0)
                                << QStringList{S("qm9700"), S("'cages'")};
    QTest::newRow("unknown technology")
        << withField(d, sw, qm, S("technology"), S("omnipath"))
        << QStringList{S("qm9700"), S("'technology'"), S("omnipath")};
    QTest::newRow("wrong type") << withField(d, sw, qm, S("name"), 42)
                                << QStringList{S("qm9700"), S("'name'")};
    QTest::newRow("figure without source")
        << withField(d, sw, qm, S("price_eur"),
                     QJsonObject{{S("value"), 1000}, {S("tag"), S("estimate")}})
        << QStringList{S("qm9700"), S("'price_eur'"), S("source")};
    QTest::newRow("figure with empty source")
        << withField(
               d, sw, qm, S("latency_ns"),
               QJsonObject{{S("value"), 130}, {S("tag"), S("secondary")}, {S("source"), S("")}})
        << QStringList{S("qm9700"), S("'latency_ns'")};
    QTest::newRow("figure not an object")
        << withField(d, sw, qm, S("power_w"), 750) << QStringList{S("qm9700"), S("'power_w'")};
    QTest::newRow("unknown tag") << withField(d, sw, qm, S("power_w"),
                                              QJsonObject{{S("value"), 750},
                                                          {S("tag"), S("rumour")},
                                                          {S("source"), S("x")}})
                                 << QStringList{S("qm9700"), S("'power_w'"), S("rumour")};
    QTest::newRow("negative price")
        << withField(
               d, sw, qm, S("price_eur"),
               QJsonObject{{S("value"), -1}, {S("tag"), S("estimate")}, {S("source"), S("x")}})
        << QStringList{S("qm9700"), S("'price_eur'")};
    QTest::newRow("missing price year") << withField(d, sw, qm, S("price_year"), QJsonValue::Null)
                                        << QStringList{S("qm9700"), S("'price_year'")};
    QTest::newRow("unknown cable kind")
        << withField(d, S("cables"), sr8, S("kind"), S("carrier-pigeon"))
        << QStringList{S("mma4z00-ns"), S("'kind'"), S("carrier-pigeon")};
    QTest::newRow("zero links carried") << withField(d, S("cables"), sr8, S("links_carried"), 0)
                                        << QStringList{S("mma4z00-ns"), S("'links_carried'")};
    QTest::newRow("zero reach") << withField(d, S("cables"), sr8, S("reach_m"),
                                             QJsonObject{{S("value"), 0},
                                                         {S("tag"), S("primary")},
                                                         {S("source"), S("x")}})
                                << QStringList{S("mma4z00-ns"), S("'reach_m'")};
    QTest::newRow("nic unknown technology")
        << withField(d, S("nics"), cx7, S("modes"),
                     QJsonArray{QJsonObject{
                         {S("technology"), S("fddi")}, {S("ports"), 1}, {S("gbit_s"), 400}}})
        << QStringList{S("connectx7"), S("modes[0].technology"), S("fddi")};
    QTest::newRow("node type with unknown nic")
        << withField(d, S("node_types"), h100, S("nic"), S("connectx99"))
        << QStringList{S("h100-8gpu"), S("'nic'"), S("connectx99")};
    QTest::newRow("node type with unknown gpu")
        << withField(d, S("node_types"), h100, S("gpu"), S("a100"))
        << QStringList{S("h100-8gpu"), S("'gpu'"), S("a100")};
    QTest::newRow("railOfNic wrong size")
        << withField(d, S("node_types"), h100, S("rail_of_nic"), QJsonArray{0, 1, 2})
        << QStringList{S("h100-8gpu"), S("'rail_of_nic'")};
    const auto labels = [&](const QJsonValue &v) {
        return withField(d, S("node_types"), h100, S("port_labels"), v);
    };
    const QStringList labelError{S("h100-8gpu"), S("'port_labels'")};
    QTest::newRow("port labels not an object") << labels(QJsonArray{S("OSFP1P1")}) << labelError;
    QTest::newRow("port label key not NIC/port")
        << labels(QJsonObject{{S("osfp1"), S("OSFP1P1")}}) << labelError;
    QTest::newRow("port label of NIC 11 of 10")
        << labels(QJsonObject{{S("11/1"), S("slot 3")}}) << labelError;
    QTest::newRow("port label of NIC 0") << labels(QJsonObject{{S("0/1"), S("x")}}) << labelError;
    QTest::newRow("empty port label") << labels(QJsonObject{{S("1/1"), S(" ")}}) << labelError;
    QTest::newRow("port label not a string") << labels(QJsonObject{{S("1/1"), 4}}) << labelError;
    QTest::newRow("port label over 64 characters")
        << labels(QJsonObject{{S("1/1"), QString(65, QLatin1Char('x'))}}) << labelError;
    QTest::newRow("negative gpu count") << withField(d, S("node_types"), h100, S("gpu_count"), -8)
                                        << QStringList{S("h100-8gpu"), S("'gpu_count'")};
    QTest::newRow("node type of half a rack unit")
        << withField(
               d, S("node_types"), h100, S("rack_units"),
               QJsonObject{{S("value"), 0.5}, {S("tag"), S("primary")}, {S("source"), S("x")}})
        << QStringList{S("h100-8gpu"), S("'rack_units'")};

    QJsonObject badDefault = d;
    badDefault.insert(S("defaults"), QJsonObject{{S("switch_infiniband"), S("qm9999")}});
    QTest::newRow("unknown default switch")
        << badDefault << QStringList{S("defaults"), S("'switch_infiniband'"), S("qm9999")};
    QJsonObject wrongTech = d;
    wrongTech.insert(S("defaults"), QJsonObject{{S("switch_infiniband"), S("sn5600")}});
    QTest::newRow("default switch of the wrong technology")
        << wrongTech << QStringList{S("'switch_infiniband'"), S("sn5600")};
    QJsonObject badNode = d;
    badNode.insert(S("defaults"), QJsonObject{{S("node_type"), S("h900-8gpu")}});
    QTest::newRow("unknown default node type")
        << badNode << QStringList{S("'node_type'"), S("h900-8gpu")};
    QJsonObject dupAssumption = d;
    QJsonArray assumptions = d.value(S("assumptions")).toArray();
    assumptions.append(QJsonObject{
        {S("id"), S("qm9700")},
        {S("figure"),
         QJsonObject{{S("value"), 1}, {S("tag"), S("estimate")}, {S("source"), S("x")}}}});
    dupAssumption.insert(S("assumptions"), assumptions);
    QTest::newRow("assumption reusing a part id")
        << dupAssumption << QStringList{S("assumptions["), S("qm9700"), S("'id'")};
    QJsonObject notArray = d;
    notArray.insert(S("gpus"), QJsonObject{});
    QTest::newRow("section not an array") << notArray << QStringList{S("'gpus'")};
}

void TestCatalog::malformed()
{
    QFETCH(QJsonObject, doc);
    QFETCH(QStringList, expected);
    QString error;
    const auto c = Catalog::fromJson(doc, &error);
    QVERIFY(!c.has_value());
    for (const QString &e : expected)
        QVERIFY2(error.contains(e), qPrintable(QStringLiteral("'%1' not in: %2").arg(e, error)));
}

void TestCatalog::roundTrip()
{
    QString error;
    const auto again = Catalog::fromJson(m_catalog.toJson(), &error);
    QVERIFY2(again.has_value(), qPrintable(error));
    QVERIFY(*again == m_catalog);
    QCOMPARE(again->toJson(), m_catalog.toJson());

    // With user-defined parts, notes and unknown figures too.
    CatalogOverrides ov;
    ov.ownParts.insert(S("switches"), QJsonArray{ownSwitch(S("our-switch"))});
    const auto withOwn = applyOverrides(m_catalog, ov, &error);
    QVERIFY2(withOwn.has_value(), qPrintable(error));
    const auto own = Catalog::fromJson(withOwn->toJson(), &error);
    QVERIFY2(own.has_value(), qPrintable(error));
    QVERIFY(*own == *withOwn);
    QVERIFY(own->switchType(S("our-switch"))->userDefined);

    // An empty catalog survives as well.
    const auto empty = Catalog::fromJson(Catalog().toJson(), &error);
    QVERIFY2(empty.has_value(), qPrintable(error));
    QVERIFY(*empty == Catalog());
}

void TestCatalog::overridePrice()
{
    CatalogOverrides ov;
    ov.figures.push_back({S("qm9700"), S("priceEur"), userFigure(31000, "quote 2025-03")});
    ov.figures.push_back({S("mma4z00-ns"), S("reachM"), userFigure(30, "our fibre plant")});
    QString error;
    const auto c = applyOverrides(m_catalog, ov, &error);
    QVERIFY2(c.has_value(), qPrintable(error));
    QCOMPARE(c->switchType(S("qm9700"))->priceEur, userFigure(31000, "quote 2025-03"));
    QCOMPARE(c->cable(S("mma4z00-ns"))->reachM.value, 30.0);
    // Nothing else changed.
    QCOMPARE(c->switchType(S("qm9790"))->priceEur, m_catalog.switchType(S("qm9790"))->priceEur);
    QCOMPARE(c->switchType(S("qm9700"))->powerWatts, m_catalog.switchType(S("qm9700"))->powerWatts);
    // The base is untouched and no overrides give the base back.
    QVERIFY(m_catalog.switchType(S("qm9700"))->priceEur.tag != SourceTag::User);
    QVERIFY(*applyOverrides(m_catalog, CatalogOverrides(), &error) == m_catalog);
}

// An overridden assumption re-derives the figures that rest on it: the Ethernet switch
// prices were derived from the InfiniBand per-port price at a 40 % discount, so at 20 %
// they are 0.8 / 0.6 as high; USD prices follow eur-per-usd. A figure the user set
// stays as set, and a figure that does not rest on the assumption does not move.
void TestCatalog::overriddenAssumptionRederives()
{
    CatalogOverrides ov;
    ov.figures.push_back(
        {QString(), S("roce-network-cost-discount"), userFigure(0.2, "our negotiation")});
    ov.figures.push_back({S("tomahawk5"), S("priceEur"), userFigure(30000, "our quote")});
    QString error;
    auto c = applyOverrides(m_catalog, ov, &error);
    QVERIFY2(c.has_value(), qPrintable(error));
    const double sn5600 = m_catalog.switchType(S("sn5600"))->priceEur.value;
    QCOMPARE(c->switchType(S("sn5600"))->priceEur.value, sn5600 * 0.8 / 0.6);
    QVERIFY(c->switchType(S("sn5600"))
                ->priceEur.source.endsWith(S(" [x 1.333: roce-network-cost-discount = 0.2]")));
    QCOMPARE(c->switchType(S("tomahawk5"))->priceEur.value, 30000.0);
    QCOMPARE(c->switchType(S("qm9700"))->priceEur.value,
             m_catalog.switchType(S("qm9700"))->priceEur.value);
    // The Dutch note keeps the suffix after the note's Dutch text.
    const QString nl = sourceNoteIn(c->switchType(S("sn5600"))->priceEur.source, S("nl"));
    QVERIFY(
        nl.startsWith(sourceNoteIn(m_catalog.switchType(S("sn5600"))->priceEur.source, S("nl"))));
    QVERIFY(nl.endsWith(S("]")));

    ov.figures = {{QString(), S("eur-per-usd"), userFigure(1.0, "today's rate")}};
    c = applyOverrides(m_catalog, ov, &error);
    QVERIFY2(c.has_value(), qPrintable(error));
    QCOMPARE(c->switchType(S("qm9700"))->priceEur.value,
             m_catalog.switchType(S("qm9700"))->priceEur.value / 0.92);
}

void TestCatalog::overrideAssumption()
{
    CatalogOverrides ov;
    ov.figures.push_back({QString(), S("roce-efficiency-ecmp"), userFigure(0.85, "our run")});
    ov.figures.push_back({S("ecn-min-kb"), S("value"), userFigure(200, "our switch")});
    ov.figures.push_back({S("sn5600"), S("latencyNs"), userFigure(600, "measured")});
    QString error;
    const auto c = applyOverrides(m_catalog, ov, &error);
    QVERIFY2(c.has_value(), qPrintable(error));
    QCOMPARE(c->assumption(S("roce-efficiency-ecmp"))->value, 0.85);
    QCOMPARE(c->assumption(S("ecn-min-kb"))->value, 200.0);
    QCOMPARE(c->switchType(S("sn5600"))->latencyNs.value, 600.0);
}

void TestCatalog::ownPart()
{
    CatalogOverrides ov;
    QJsonObject nodeType = m_doc.value(S("node_types")).toArray().at(0).toObject();
    nodeType.insert(S("id"), S("our-node"));
    nodeType.insert(S("nic"), S("our-nic"));
    QJsonObject nic = m_doc.value(S("nics")).toArray().at(0).toObject();
    nic.insert(S("id"), S("our-nic"));
    ov.ownParts.insert(S("switches"), QJsonArray{ownSwitch(S("our-switch"))});
    ov.ownParts.insert(S("nics"), QJsonArray{nic});
    ov.ownParts.insert(S("node_types"), QJsonArray{nodeType}); // uses shipped GPU h100-sxm
    // An override may address an own part.
    ov.figures.push_back({S("our-switch"), S("priceEur"), userFigure(900, "second quote")});
    QString error;
    const auto c = applyOverrides(m_catalog, ov, &error);
    QVERIFY2(c.has_value(), qPrintable(error));
    const SwitchType *s = c->switchType(S("our-switch"));
    QVERIFY(s);
    QVERIFY(s->userDefined);
    QCOMPARE(s->portsAt(400), 32);
    QCOMPARE(s->priceEur.value, 900.0);
    QVERIFY(c->nic(S("our-nic"))->userDefined);
    QVERIFY(c->nodeType(S("our-node"))->userDefined);
    QCOMPARE(c->nodeType(S("our-node"))->gpuTypeId, S("h100-sxm"));
    // The shipped node type is 8 U (DGX H100 user guide); an own one that does not say
    // its height has an unknown one, never a made-up one.
    QCOMPARE(m_catalog.nodeType(S("h100-8gpu"))->rackUnits.value, 8.0);
    QCOMPARE(m_catalog.nodeType(S("b200-8gpu"))->rackUnits.value, 10.0);
    nodeType.remove(S("rack_units"));
    nodeType.insert(S("id"), S("our-node-2"));
    ov.ownParts.insert(S("node_types"), QJsonArray{nodeType});
    const auto c2 = applyOverrides(m_catalog, ov, &error);
    QVERIFY2(c2.has_value(), qPrintable(error));
    QVERIFY(!c2->nodeType(S("our-node-2"))->rackUnits.known);
    QVERIFY(c->part(S("our-switch")));
    QVERIFY(c->allIds().contains(S("our-switch")));
    QVERIFY(!c->switchType(S("qm9700"))->userDefined);
    // Shipped defaults still win for defaultSwitchFor.
    QCOMPARE(c->defaultSwitchFor(Technology::Ethernet, 400)->id, S("sn5600"));
}

void TestCatalog::overrideErrors_data()
{
    QTest::addColumn<QString>("partId");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("unknown part") << S("qm9999") << S("priceEur")
                                  << QStringList{S("qm9999"), S("priceEur")};
    QTest::newRow("unknown field")
        << S("qm9700") << S("colour") << QStringList{S("qm9700"), S("colour")};
    QTest::newRow("field of another kind")
        << S("qm9700") << S("reachM") << QStringList{S("qm9700"), S("reachM")};
    QTest::newRow("unknown assumption")
        << QString() << S("roce-magic") << QStringList{S("roce-magic")};
    QTest::newRow("assumption with a field")
        << S("ecn-min-kb") << S("priceEur") << QStringList{S("ecn-min-kb"), S("priceEur")};
}

void TestCatalog::overrideErrors()
{
    QFETCH(QString, partId);
    QFETCH(QString, field);
    QFETCH(QStringList, expected);
    CatalogOverrides ov;
    ov.figures.push_back({partId, field, userFigure(1, "x")});
    QString error;
    QVERIFY(!applyOverrides(m_catalog, ov, &error).has_value());
    for (const QString &e : expected)
        QVERIFY2(error.contains(e), qPrintable(QStringLiteral("'%1' not in: %2").arg(e, error)));
}

void TestCatalog::ownPartClash()
{
    QString error;
    CatalogOverrides ov;
    ov.ownParts.insert(S("switches"), QJsonArray{ownSwitch(S("qm9700"))});
    QVERIFY(!applyOverrides(m_catalog, ov, &error).has_value());
    QVERIFY2(error.contains(S("qm9700")) && error.contains(S("'id'")) &&
                 error.contains(S("shipped")),
             qPrintable(error));

    // An own part may not take an assumption's id either, nor be malformed.
    ov.ownParts.insert(S("switches"), QJsonArray{ownSwitch(S("ecn-min-kb"))});
    QVERIFY(!applyOverrides(m_catalog, ov, &error).has_value());
    QVERIFY2(error.contains(S("ecn-min-kb")), qPrintable(error));

    QJsonObject bad = ownSwitch(S("our-switch"));
    bad.insert(S("cages"), -1);
    ov.ownParts.insert(S("switches"), QJsonArray{bad});
    QVERIFY(!applyOverrides(m_catalog, ov, &error).has_value());
    QVERIFY2(error.contains(S("our-switch")) && error.contains(S("'cages'")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
