// SPDX-License-Identifier: GPL-3.0-or-later
// The generator against NVIDIA's DGX SuperPOD reference architectures, row by row, with
// the shipped catalog (docs/RA-CHECK.md): every row's switches per tier and links per
// tier as the RA's component table gives them.
// - DGX H100 (NDR InfiniBand, QM9700; RA-11333-001, docs.nvidia.com/dgx-superpod/
//   reference-architecture-scalable-infrastructure-h100, "Network Fabrics", Table 4):
//   1-4 SUs of 31, 63, 95 and 127 nodes (a node per SU gives its port to UFM), "designed
//   to support the full SU, including leaf switches and leaf-spine cables": the
//   leaf-spine cables of 32 nodes per SU. The RA's compute cables add the 4 UFM ports.
// - DGX B200 (NDR InfiniBand, QM9700; docs.nvidia.com/dgx-superpod/
//   reference-architecture-scalable-infrastructure-b200, "DGX SuperPOD Architecture"):
//   2-64 SUs of 32 nodes.
// - DGX B300 with Quantum-X800 (XDR, Q3400; .../scalable-infrastructure-b300-xdr, Table 3):
//   1-18 SUs of 72 nodes.
// - DGX B300 with Spectrum-X (SN5600, two planes, 2 x 400G per GPU;
//   .../scalable-infrastructure-b300, Table 3): 1-16 SUs of 64 nodes. The RA counts
//   cables, one twin-port cable per GPU for its two 400G links; the model counts the 400G
//   links, twice the RA's figure.
#include "support/testsupport.h"
#include "topology/summary.h"

#include <QTest>

using namespace fp;

class TestReferenceDesigns : public QObject
{
    Q_OBJECT

private slots:
    void rows_data()
    {
        QTest::addColumn<QString>("nodeType");
        QTest::addColumn<QString>("sw");
        QTest::addColumn<bool>("ethernet");
        QTest::addColumn<int>("planes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QList<int>>("switches");
        QTest::addColumn<QList<long long>>("links");
        using I = QList<int>;
        using L = QList<long long>;
        const QString b200 = QStringLiteral("b200-8gpu"), b300 = QStringLiteral("b300-8gpu");
        const QString b300dual = QStringLiteral("b300-8gpu-dual");
        const QString qm9700 = QStringLiteral("qm9700"), q3400 = QStringLiteral("q3400");
        const QString sn5600 = QStringLiteral("sn5600");
        const QString h100 = QStringLiteral("h100-8gpu");
        // H100 Table 4: SUs, nodes, leaf / spine, compute / spine-leaf cables.
        QTest::newRow("H100 1 SU, 31 nodes")
            << h100 << qm9700 << false << 1 << 248 << I{8, 4} << L{248, 256};
        QTest::newRow("H100 2 SU, 63 nodes")
            << h100 << qm9700 << false << 1 << 504 << I{16, 8} << L{504, 512};
        QTest::newRow("H100 3 SU, 95 nodes")
            << h100 << qm9700 << false << 1 << 760 << I{24, 16} << L{760, 768};
        QTest::newRow("H100 4 SU, 127 nodes")
            << h100 << qm9700 << false << 1 << 1016 << I{32, 16} << L{1016, 1024};
        // B200: SU count, leaf / spine / core, node-leaf / leaf-spine / spine-core cables.
        QTest::newRow("B200 2 SU")
            << b200 << qm9700 << false << 1 << 512 << I{16, 8} << L{512, 512};
        QTest::newRow("B200 4 SU")
            << b200 << qm9700 << false << 1 << 1024 << I{32, 16} << L{1024, 1024};
        QTest::newRow("B200 8 SU")
            << b200 << qm9700 << false << 1 << 2048 << I{64, 32} << L{2048, 2048};
        QTest::newRow("B200 16 SU")
            << b200 << qm9700 << false << 1 << 4096 << I{128, 128, 64} << L{4096, 4096, 4096};
        QTest::newRow("B200 32 SU")
            << b200 << qm9700 << false << 1 << 8192 << I{256, 256, 128} << L{8192, 8192, 8192};
        QTest::newRow("B200 64 SU")
            << b200 << qm9700 << false << 1 << 16384 << I{512, 512, 256} << L{16384, 16384, 16384};
        // B300 XDR: leaf / spine, node-leaf / leaf-spine cables.
        QTest::newRow("B300 XDR 1 SU")
            << b300 << q3400 << false << 1 << 576 << I{8, 4} << L{576, 576};
        QTest::newRow("B300 XDR 2 SU")
            << b300 << q3400 << false << 1 << 1152 << I{16, 8} << L{1152, 1152};
        QTest::newRow("B300 XDR 4 SU")
            << b300 << q3400 << false << 1 << 2304 << I{32, 18} << L{2304, 2304};
        QTest::newRow("B300 XDR 8 SU")
            << b300 << q3400 << false << 1 << 4608 << I{64, 36} << L{4608, 4608};
        QTest::newRow("B300 XDR 18 SU")
            << b300 << q3400 << false << 1 << 10368 << I{144, 72} << L{10368, 10368};
        // B300 Spectrum-X, two planes: leaf / spine; links = 2 x the RA's cables.
        QTest::newRow("B300 Ethernet 1 SU")
            << b300dual << sn5600 << true << 2 << 512 << I{16, 8} << L{1024, 1024};
        QTest::newRow("B300 Ethernet 2 SU")
            << b300dual << sn5600 << true << 2 << 1024 << I{32, 16} << L{2048, 2048};
        QTest::newRow("B300 Ethernet 4 SU")
            << b300dual << sn5600 << true << 2 << 2048 << I{64, 32} << L{4096, 4096};
        QTest::newRow("B300 Ethernet 8 SU")
            << b300dual << sn5600 << true << 2 << 4096 << I{128, 64} << L{8192, 8192};
        QTest::newRow("B300 Ethernet 16 SU")
            << b300dual << sn5600 << true << 2 << 8192 << I{256, 128} << L{16384, 16384};
    }

    void rows()
    {
        QFETCH(QString, nodeType);
        QFETCH(QString, sw);
        QFETCH(bool, ethernet);
        QFETCH(int, planes);
        QFETCH(int, gpus);
        QFETCH(QList<int>, switches);
        QFETCH(QList<long long>, links);
        GeneratorParams params;
        params.gpus = gpus;
        params.nodeTypeId = nodeType;
        params.switchTypeId = sw;
        params.technology = ethernet ? Technology::Ethernet : Technology::InfiniBand;
        params.planes = planes;
        const Project p = test::generatedProject(params);
        const ProjectSummary s = summarize(p, test::shippedCatalog());
        QCOMPARE(s.gpus, (long long)gpus);
        const FabricSummary &f = s.fabrics.front();
        QCOMPARE(QList<int>(f.switchesPerTier.begin(), f.switchesPerTier.end()), switches);
        QCOMPARE(QList<long long>(f.linksPerTier.begin(), f.linksPerTier.end()), links);
    }
};

QTEST_GUILESS_MAIN(TestReferenceDesigns)
#include "tst_referencedesigns.moc"
