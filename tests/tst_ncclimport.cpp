// SPDX-License-Identifier: GPL-3.0-or-later
// The nccl-tests reader against the fixtures in tests/data/nccl/ (written from the
// output format by make_fixtures.py there, one per layout). Expected values are the
// fixture's own text, read off the lines named in the comments.
#include "io/projectfile.h"
#include "io/projectjson.h"
#include "model/measurements.h"
#include "nccl/ncclfiles.h"
#include "nccl/ncclimport.h"
#include "support/testsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>

using namespace fp;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(FP_TEST_DATA "/nccl/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", name);
    return f.readAll();
}

NcclImportResult import(const char *name)
{
    return importNcclTests(fixture(name), QLatin1String(name));
}

bool hasWarningAt(const NcclImportResult &r, int line)
{
    for (const NcclMessage &m : r.warnings)
        if (m.line == line && m.text.contains(QString::number(line)))
            return true;
    return false;
}

// Half a unit in the last digit nccl-tests prints for a bandwidth or a time
// (util.cu getFloatStr: 2 decimals below 10^(width-2), then 1, then none).
double halfUlp(double v, int width)
{
    if (v < std::pow(10.0, width - 3))
        return 0.005;
    if (v < std::pow(10.0, width - 2))
        return 0.05;
    return 0.5;
}

// The fixture with line `lineNo` (1-based) replaced by `text`.
QByteArray withLine(const char *name, int lineNo, const QByteArray &text)
{
    QList<QByteArray> lines = fixture(name).split('\n');
    lines[lineNo - 1] = text;
    return lines.join('\n');
}

// json_allgather.json with `edit` applied to its object.
template <typename Edit> QByteArray editedJson(Edit edit)
{
    QJsonObject o = QJsonDocument::fromJson(fixture("json_allgather.json")).object();
    edit(o);
    return QJsonDocument(o).toJson();
}

// The one error of a refused log: its line and text.
NcclMessage refusal(const NcclImportResult &r)
{
    if (r.ok() || r.errors.size() != 1 || !r.runs.empty())
        qFatal("expected one error and no runs");
    return r.errors.front();
}

// Peak and current resident memory of this process, from /proc/self/status (kB).
qint64 statusKb(const char *key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(qsizetype(qstrlen(key))).trimmed().split(' ').first().toLongLong();
    return -1;
}

// A log made as it is read, the way a file reaches the reader: `noiseBytes` of NCCL
// INFO lines, then `tail`. Nothing of it is held in memory.
class GeneratedLog : public QIODevice
{
public:
    GeneratedLog(qint64 noiseBytes, QByteArray tail)
        : m_noise("gpu-a01:41000:41000 [0] NCCL INFO Channel 00/32 : 0 1 2 3 4 5 6 7 via "
                  "P2P/CUMEM/read comm 0x55d5c0 nRanks 8\n")
        , m_noiseBytes(noiseBytes - noiseBytes % m_noise.size())
        , m_tail(std::move(tail))
    {
    }
    static constexpr qint64 noiseLineBytes = 108;
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override { return total() - m_pos + QIODevice::bytesAvailable(); }
    qint64 total() const { return m_noiseBytes + m_tail.size(); }
    qint64 largestRead = 0; // the most bytes the reader asked for at once

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        largestRead = std::max(largestRead, maxSize);
        qint64 n = 0;
        while (n < maxSize && m_pos < total()) {
            const bool noise = m_pos < m_noiseBytes;
            const QByteArray &src = noise ? m_noise : m_tail;
            const qint64 at = noise ? m_pos % m_noise.size() : m_pos - m_noiseBytes;
            const qint64 k = std::min(maxSize - n, src.size() - at);
            std::memcpy(data + n, src.constData() + at, size_t(k));
            n += k;
            m_pos += k;
        }
        return n > 0 ? n : -1;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_noise;
    qint64 m_noiseBytes;
    QByteArray m_tail;
    qint64 m_pos = 0;
};

} // namespace

class TestNcclImport : public QObject
{
    Q_OBJECT
private slots:
    void currentLayout()
    {
        const NcclImportResult r = import("current_allreduce_8gpu.txt");
        QVERIFY(r.ok());
        QCOMPARE(r.runs.size(), std::size_t(1));
        const NcclRun &run = r.runs[0];
        QCOMPARE(run.format, QStringLiteral("text"));
        QCOMPARE(run.test, QStringLiteral("all_reduce_perf"));
        QCOMPARE(run.op, QStringLiteral("all-reduce"));
        QCOMPARE(run.gpus, 8);
        QCOMPARE(run.devices.size(), std::size_t(8));
        QCOMPARE(run.nodes(), 1);
        QCOMPARE(run.deviceSummary(), QStringLiteral("8 x NVIDIA H100 80GB HBM3"));
        QCOMPARE(run.devices[3].host, QStringLiteral("gpu-a01"));
        QCOMPARE(run.devices[3].busId, QStringLiteral("0000:5d:00"));
        QCOMPARE(run.rows.size(), std::size_t(11)); // 8 B .. 8 GiB, factor 8
        QVERIFY(!run.partial);
        QVERIFY(!run.errorIsRelative);
        QCOMPARE(run.avgBusbwGbytePerS, 109.553); // line 30
        QCOMPARE(run.outOfBounds, 0);
        QCOMPARE(run.firstLine, 1);
        QVERIFY(run.variant.isEmpty());
        // line 18: 8  2  float  sum  -1  112.00  0.00  0.00  0  113.12  0.00  0.00  0
        const NcclRow &first = run.rows.front();
        QCOMPARE(first.line, 18);
        QCOMPARE(first.bytes, qint64(8));
        QCOMPARE(first.count, qint64(2));
        QCOMPARE(first.type, QStringLiteral("float"));
        QCOMPARE(first.redop, QStringLiteral("sum"));
        QCOMPARE(first.root, -1);
        QCOMPARE(first.outOfPlace.timeUs, 112.00);
        QCOMPARE(first.outOfPlace.wrong, 0.0);
        QCOMPARE(first.inPlace.timeUs, 113.12);
        // line 28: 8589934592  2147483648  float  sum  -1  41868.6  205.16  359.04  0
        //          42287.3  203.13  355.48  0
        const NcclRow &last = run.rows.back();
        QCOMPARE(last.bytes, qint64(8589934592));
        QCOMPARE(last.count, qint64(2147483648));
        QCOMPARE(last.outOfPlace.timeUs, 41868.6);
        QCOMPARE(last.outOfPlace.algbwGbytePerS, 205.16);
        QCOMPARE(last.outOfPlace.busbwGbytePerS, 359.04);
        QCOMPARE(last.inPlace.timeUs, 42287.3);
        QCOMPARE(last.inPlace.algbwGbytePerS, 203.13);
        QCOMPARE(last.inPlace.busbwGbytePerS, 355.48);
        QCOMPARE(last.inPlace.wrong, 0.0);
    }

    void oldLayoutWithError()
    {
        const NcclImportResult r = import("old_all_gather_error.txt");
        QVERIFY(r.ok());
        QCOMPARE(r.runs.size(), std::size_t(1));
        const NcclRun &run = r.runs[0];
        // No banner in this layout: the test comes from the file name.
        QCOMPARE(run.test, QStringLiteral("all_gather_perf"));
        QCOMPARE(run.op, QStringLiteral("all-gather"));
        QCOMPARE(run.gpus, 4); // four "#   Rank n Pid" lines (no Group)
        QCOMPARE(run.devices[2].name, QStringLiteral("Tesla V100-SXM2-32GB"));
        QCOMPARE(run.devices[2].busId, QStringLiteral("0x1c"));
        QVERIFY(run.errorIsRelative);
        QCOMPARE(run.rows.size(), std::size_t(9));
        QCOMPARE(run.avgBusbwGbytePerS, 32.3484);
        // line 19: 16777216  1048576  float  none  134.86  124.41  93.31  0e+00
        //          137.55  121.97  91.48  0e+00
        const NcclRow &row = run.rows[7];
        QCOMPARE(row.line, 19);
        QCOMPARE(row.bytes, qint64(16777216));
        QCOMPARE(row.count, qint64(1048576));
        QCOMPARE(row.redop, QStringLiteral("none"));
        QCOMPARE(row.root, -1); // no root column
        QCOMPARE(row.outOfPlace.timeUs, 134.86);
        QCOMPARE(row.outOfPlace.algbwGbytePerS, 124.41);
        QCOMPARE(row.outOfPlace.busbwGbytePerS, 93.31);
        QCOMPARE(row.outOfPlace.wrong, 0.0);
        QCOMPARE(row.inPlace.busbwGbytePerS, 91.48);

        // The same log under a name that does not say the test: all-gather and
        // all-to-all have the same busbw factor and both print redop "none", so the
        // reader must not guess; it keeps the rows and says so.
        const NcclImportResult anon =
            importNcclTests(fixture("old_all_gather_error.txt"), QStringLiteral("run3.log"));
        QVERIFY(anon.ok());
        QVERIFY(anon.runs[0].op.isEmpty());
        QCOMPARE(anon.runs[0].rows.size(), std::size_t(9));
        QVERIFY(hasWarningAt(anon, 10));
    }

    void notAvailable()
    {
        const NcclImportResult r = import("na_broadcast.txt");
        QVERIFY(r.ok());
        const NcclRun &run = r.runs[0];
        QCOMPARE(run.op, QStringLiteral("broadcast"));
        QCOMPARE(run.rows.size(), std::size_t(9));
        // line 22: 16777216  4194304  float  none  0  97.92  171.33  171.33  N/A
        //          98.90  169.63  169.63  N/A
        const NcclRow &row = run.rows[4];
        QCOMPARE(row.line, 22);
        QCOMPARE(row.root, 0);
        QCOMPARE(row.outOfPlace.timeUs, 97.92);
        QCOMPARE(row.outOfPlace.busbwGbytePerS, 171.33);
        QCOMPARE(row.outOfPlace.wrong, -1.0);
        QCOMPARE(row.inPlace.wrong, -1.0);
        QCOMPARE(row.inPlace.timeUs, 98.90);
        QVERIFY(!run.partial);
    }

    void multiRank()
    {
        const NcclImportResult r = import("multirank_allreduce_16gpu.txt");
        QVERIFY(r.ok());
        const NcclRun &run = r.runs[0];
        QCOMPARE(run.gpus, 16);
        QCOMPARE(run.nodes(), 2);
        QCOMPARE(run.devices[9].host, QStringLiteral("ib-n02"));
        QCOMPARE(run.devices[9].device, 1);
        QCOMPARE(run.deviceSummary(), QStringLiteral("16 x NVIDIA H100 80GB HBM3"));
        QCOMPARE(run.rows.size(), std::size_t(25)); // 1 KiB .. 16 GiB, factor 2
        // line 55: 17179869184  4294967296  float  sum  -1  700626  24.52  45.98  0
        QCOMPARE(run.rows.back().line, 55);
        QCOMPARE(run.rows.back().outOfPlace.timeUs, 700626.0);
        QCOMPARE(run.rows.back().outOfPlace.busbwGbytePerS, 45.98);
        QCOMPARE(run.avgBusbwGbytePerS, 21.024);
        // line 24: "NET/IB : Using [0]mlx5_0:1/IB ..." -> InfiniBand
        QCOMPARE(r.variant, QStringLiteral("infiniband"));
        QCOMPARE(run.variant, QStringLiteral("infiniband"));
        QVERIFY(run.variantEvidence.contains(QLatin1String("mlx5_0:1/IB")));
        QVERIFY(hasWarningAt(r, 24));
    }

    void mpiPrefixed()
    {
        const NcclImportResult r = import("mpi_prefixed_reducescatter.txt");
        QVERIFY(r.ok());
        const NcclRun &run = r.runs[0];
        QCOMPARE(run.op, QStringLiteral("reduce-scatter"));
        QCOMPARE(run.gpus, 16);
        QCOMPARE(run.nodes(), 2);
        QCOMPARE(run.rows.size(), std::size_t(8));
        // line 34: [1,0]<stdout>:  1073741824  16777216  float  sum  -1  25390.8  42.29
        //          39.65  0  25644.7  41.87  39.25  0
        QCOMPARE(run.rows.back().line, 34);
        QCOMPARE(run.rows.back().count, qint64(16777216));
        QCOMPARE(run.rows.back().outOfPlace.timeUs, 25390.8);
        QCOMPARE(run.rows.back().inPlace.busbwGbytePerS, 39.25);
        QCOMPARE(run.avgBusbwGbytePerS, 19.517);
        QVERIFY(r.variant.isEmpty());
        QVERIFY(!run.partial);
    }

    // The same log with the prefix of each launcher: every row is read the same way.
    void launcherPrefixes_data()
    {
        QTest::addColumn<QString>("prefix");
        QTest::newRow("intel-mpi prepend-rank") << QStringLiteral("[0] ");
        QTest::newRow("srun --label") << QStringLiteral("0: ");
        QTest::newRow("srun --label, wide") << QStringLiteral(" 12: ");
        QTest::newRow("pdsh") << QStringLiteral("dgx-a-01: ");
    }

    void launcherPrefixes()
    {
        QFETCH(QString, prefix);
        QByteArray content = fixture("mpi_prefixed_reducescatter.txt");
        content.replace("[1,0]<stdout>:", prefix.toUtf8());
        content.replace("[1,3]<stderr>:", prefix.toUtf8());
        const NcclImportResult r = importNcclTests(content, QStringLiteral("prefixed.log"));
        QVERIFY2(r.ok(), r.errors.empty() ? "" : qPrintable(r.errors.front().text));
        const NcclRun &run = r.runs[0];
        QCOMPARE(run.op, QStringLiteral("reduce-scatter"));
        QCOMPARE(run.gpus, 16);
        QCOMPARE(run.nodes(), 2);
        QCOMPARE(run.rows.size(), std::size_t(8));
        QCOMPARE(run.rows.back().outOfPlace.timeUs, 25390.8);
        QCOMPARE(run.avgBusbwGbytePerS, 19.517);
    }

    // A pdsh-like "Word: " that is not followed by a log line is left alone.
    void pdshPrefixOnlyBeforeLogLines()
    {
        QByteArray content = fixture("mpi_prefixed_reducescatter.txt");
        content.replace("[1,0]<stdout>:", "");
        content.replace("[1,3]<stderr>:", "");
        content.prepend("Error: something the launcher said\n");
        const NcclImportResult r = importNcclTests(content, QStringLiteral("p.log"));
        QVERIFY(r.ok());
        QCOMPARE(r.runs[0].rows.size(), std::size_t(8));
    }

    void ncclInfoNoise()
    {
        const NcclImportResult r = import("noise_allreduce_roce.txt");
        QVERIFY(r.ok());
        const NcclRun &run = r.runs[0];
        QCOMPARE(run.gpus, 16);
        QCOMPARE(run.rows.size(), std::size_t(11)); // 1 MiB .. 1 GiB, factor 2
        QVERIFY(!run.partial);
        // line 32 follows the NCCL INFO line 31:
        // 8388608  2097152  float  sum  -1  777.47  10.79  20.23  0 ...
        QCOMPARE(run.rows[3].line, 32);
        QCOMPARE(run.rows[3].outOfPlace.timeUs, 777.47);
        QCOMPARE(run.rows[3].outOfPlace.busbwGbytePerS, 20.23);
        // line 23: "NET/IB : Using [0]mlx5_0:1/RoCE ..." -> Ethernet
        QCOMPARE(r.variant, QStringLiteral("ethernet"));
        QVERIFY(hasWarningAt(r, 23));
        for (const NcclMessage &m : r.warnings)
            QVERIFY2(!m.text.contains(QLatin1String("not a complete")), qPrintable(m.text));
    }

    void twoTestsConcatenated()
    {
        const NcclImportResult r = import("two_tests.txt");
        QVERIFY(r.ok());
        QCOMPARE(r.runs.size(), std::size_t(2));
        // The first has no banner: the shell command on line 1 names it.
        QCOMPARE(r.runs[0].test, QStringLiteral("all_reduce_perf"));
        QCOMPARE(r.runs[0].rows.size(), std::size_t(4));
        QCOMPARE(r.runs[0].avgBusbwGbytePerS, 122.699);
        QCOMPARE(r.runs[0].gpus, 8);
        QCOMPARE(r.runs[1].test, QStringLiteral("alltoall_perf"));
        QCOMPARE(r.runs[1].op, QStringLiteral("all-to-all"));
        QCOMPARE(r.runs[1].rows.size(), std::size_t(4));
        QCOMPARE(r.runs[1].gpus, 8);
        QCOMPARE(r.runs[1].avgBusbwGbytePerS, 110.938);
        QCOMPARE(r.runs[1].firstLine, 26);
        // line 46: 67108864  2097152  float  none  -1  240.94  278.53  243.71  0
        QCOMPARE(r.runs[1].rows.back().line, 46);
        QCOMPARE(r.runs[1].rows.back().outOfPlace.algbwGbytePerS, 278.53);
        QCOMPARE(r.runs[1].rows.back().outOfPlace.busbwGbytePerS, 243.71);
        QVERIFY(!r.runs[0].partial && !r.runs[1].partial);
    }

    void json()
    {
        const NcclImportResult r = import("json_allgather.json");
        QVERIFY(r.ok());
        QCOMPARE(r.runs.size(), std::size_t(1));
        const NcclRun &run = r.runs[0];
        QCOMPARE(run.format, QStringLiteral("json"));
        QCOMPARE(run.test, QStringLiteral("all_gather_perf")); // args[0]
        QCOMPARE(run.op, QStringLiteral("all-gather"));
        QCOMPARE(run.gpus, 8); // config.devices
        QCOMPARE(run.devices[5].busId, QStringLiteral("0000:68:00"));
        QCOMPARE(run.date, QStringLiteral("2025-03-14T09:26:53"));
        QCOMPARE(run.rows.size(), std::size_t(4)); // 1 MiB .. 512 MiB, factor 8
        // results[1]: size 8388608, count 262144, root "    -1", out_of_place
        // {time 70.588329, alg_bw 118.838455, bus_bw 103.983648, nwrong 0.0}
        const NcclRow &row = run.rows[1];
        QCOMPARE(row.bytes, qint64(8388608));
        QCOMPARE(row.count, qint64(262144));
        QCOMPARE(row.root, -1);
        QCOMPARE(row.outOfPlace.timeUs, 70.588329);
        QCOMPARE(row.outOfPlace.algbwGbytePerS, 118.838455);
        QCOMPARE(row.outOfPlace.busbwGbytePerS, 103.983648);
        QCOMPARE(row.outOfPlace.wrong, 0.0);
        QCOMPARE(row.inPlace.timeUs, 71.294213);
        QVERIFY(std::abs(run.avgBusbwGbytePerS - 178.7353661021898) < 1e-9);
        // env "NCCL_IB_HCA=..." only: a weak hint towards InfiniBand
        QCOMPARE(r.variant, QStringLiteral("infiniband"));
    }

    void jsonCutShort()
    {
        QByteArray content = fixture("json_allgather.json");
        content.chop(content.size() / 3);
        const NcclImportResult r = importNcclTests(content, QStringLiteral("cut.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.size(), std::size_t(1));
        QVERIFY(r.errors[0].line >= 1);
        QVERIFY(r.errors[0].text.contains(QLatin1String("cut.json")));
    }

    void truncatedMidRow()
    {
        const NcclImportResult r = import("truncated_allreduce.txt");
        QVERIFY(r.ok());
        const NcclRun &run = r.runs[0];
        QVERIFY(run.partial);
        QCOMPARE(run.rows.size(), std::size_t(7)); // lines 18-24 complete
        QCOMPARE(run.rows.back().line, 24);
        QCOMPARE(run.avgBusbwGbytePerS, -1.0);
        // line 25 stops after the out-of-place time: named in a warning
        QVERIFY(hasWarningAt(r, 25));
        bool noSummary = false;
        for (const NcclMessage &m : r.warnings)
            noSummary = noSummary || m.text.contains(QLatin1String("Avg bus bandwidth"));
        QVERIFY(noSummary);
        const std::vector<Measurement> ms = ncclMeasurements(r, 1, QStringLiteral("2025-01-01"));
        QCOMPARE(ms.size(), std::size_t(7));
        QVERIFY(ms[0].partial);
    }

    void notNccl()
    {
        const NcclImportResult r = import("not_nccl.txt");
        QVERIFY(!r.ok());
        QVERIFY(r.runs.empty());
        QCOMPARE(r.errors.size(), std::size_t(1));
        QVERIFY(r.errors[0].text.contains(QLatin1String("not_nccl.txt")));
        QVERIFY(r.errors[0].text.contains(QLatin1String("not nccl-tests output")));

        const NcclImportResult j =
            importNcclTests(QByteArrayLiteral("{\"name\": \"x\"}"), QStringLiteral("other.json"));
        QVERIFY(!j.ok());
        QVERIFY(j.errors[0].text.contains(QLatin1String("results")));
    }

    void emptyFile()
    {
        for (const QByteArray &content : {QByteArray(), QByteArrayLiteral("  \n\n\t\n")}) {
            const NcclImportResult r = importNcclTests(content, QStringLiteral("empty.log"));
            QVERIFY(!r.ok());
            QCOMPARE(r.errors.size(), std::size_t(1));
            QVERIFY(r.errors[0].text.contains(QLatin1String("empty")));
        }
    }

    void headerWithoutRows()
    {
        // A run cut short before its first row: a clear message, nothing imported.
        QByteArray content = fixture("current_allreduce_8gpu.txt");
        content.truncate(content.indexOf("           8 "));
        const NcclImportResult r = importNcclTests(content, QStringLiteral("early.log"));
        QVERIFY(!r.ok());
        QVERIFY(!r.errors.empty());
        QVERIFY(hasWarningAt(r, 16));
    }

    // Every row of every text fixture: busbw = algbw x the nccl-tests factor, and
    // algbw = size / time, within the rounding of the printed figures.
    void busbwFromAlgbw_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *f : {"current_allreduce_8gpu.txt", "old_all_gather_error.txt",
                              "na_broadcast.txt", "multirank_allreduce_16gpu.txt",
                              "mpi_prefixed_reducescatter.txt", "noise_allreduce_roce.txt",
                              "two_tests.txt", "json_allgather.json", "truncated_allreduce.txt"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void busbwFromAlgbw()
    {
        QFETCH(QString, file);
        const NcclImportResult r = import(file.toLatin1().constData());
        QVERIFY(r.ok());
        int checked = 0;
        for (const NcclRun &run : r.runs) {
            const double factor = ncclBusFactor(run.op, run.gpus);
            QVERIFY(factor > 0.0);
            for (const NcclRow &row : run.rows) {
                for (const NcclResult *s : {&row.outOfPlace, &row.inPlace}) {
                    const double alg = s->algbwGbytePerS;
                    const double bus = s->busbwGbytePerS;
                    const double tolBus = run.format == QLatin1String("json")
                                              ? 1e-5 * bus + 1e-6
                                              : halfUlp(alg, 6) * factor + halfUlp(bus, 6);
                    QVERIFY2(std::abs(bus - alg * factor) <= tolBus + 1e-12,
                             qPrintable(QStringLiteral("line %1: busbw %2 vs algbw %3 x %4")
                                            .arg(row.line)
                                            .arg(bus)
                                            .arg(alg)
                                            .arg(factor)));
                    // algbw = bytes / (time us x 1e-6) / 1e9
                    const double fromTime = double(row.bytes) / s->timeUs / 1e3;
                    const double tolAlg =
                        run.format == QLatin1String("json")
                            ? 1e-5 * alg + 1e-6
                            : halfUlp(alg, 6) + fromTime * halfUlp(s->timeUs, 7) / s->timeUs;
                    QVERIFY2(std::abs(alg - fromTime) <= tolAlg + 1e-12,
                             qPrintable(QStringLiteral("line %1: algbw %2 vs size/time %3")
                                            .arg(row.line)
                                            .arg(alg)
                                            .arg(fromTime)));
                    ++checked;
                }
            }
        }
        QVERIFY(checked >= 8);
    }

    void busFactors()
    {
        // PERFORMANCE.md: 2(n-1)/n for all-reduce; (n-1)/n for all-gather,
        // reduce-scatter, all-to-all; 1 for broadcast, reduce, send-recv.
        QCOMPARE(ncclBusFactor(QStringLiteral("all-reduce"), 16), 30.0 / 16.0);
        QCOMPARE(ncclBusFactor(QStringLiteral("all-gather"), 8), 7.0 / 8.0);
        QCOMPARE(ncclBusFactor(QStringLiteral("reduce-scatter"), 4), 0.75);
        QCOMPARE(ncclBusFactor(QStringLiteral("all-to-all"), 2), 0.5);
        QCOMPARE(ncclBusFactor(QStringLiteral("broadcast"), 8), 1.0);
        QCOMPARE(ncclBusFactor(QStringLiteral("reduce"), 8), 1.0);
        QCOMPARE(ncclBusFactor(QStringLiteral("send-recv"), 2), 1.0);
        QCOMPARE(ncclBusFactor(QStringLiteral("gather"), 8), 0.0);
        QCOMPARE(ncclOpKey(QStringLiteral("sendrecv_perf")), QStringLiteral("send-recv"));
        QCOMPARE(ncclOpKey(QStringLiteral("reduce_perf")), QStringLiteral("reduce"));
        QCOMPARE(ncclOpKey(QStringLiteral("all_reduce_perf_mpi")), QStringLiteral("all-reduce"));
        QVERIFY(ncclOpKey(QStringLiteral("hypercube_perf")).isEmpty());
    }

    void toMeasurements()
    {
        const NcclImportResult r = import("two_tests.txt");
        Project p;
        QCOMPARE(nextMeasurementRun(p), 1);
        const std::vector<Measurement> ms =
            ncclMeasurements(r, 3, QStringLiteral("2025-06-01"), QStringLiteral("ethernet"));
        QCOMPARE(ms.size(), std::size_t(8));
        const Measurement &m = ms[7]; // alltoall line 46
        QCOMPARE(m.run, 3);
        QCOMPARE(m.source, QStringLiteral("two_tests.txt"));
        QCOMPARE(m.date, QStringLiteral("2025-06-01"));
        QCOMPARE(m.variant, QStringLiteral("ethernet"));
        QCOMPARE(m.op, QStringLiteral("all-to-all"));
        QCOMPARE(m.test, QStringLiteral("alltoall_perf"));
        QCOMPARE(m.gpus, 8);
        QCOMPARE(m.nodes, 1);
        QCOMPARE(m.bytes, qint64(67108864));
        QCOMPARE(m.count, qint64(2097152));
        QCOMPARE(m.type, QStringLiteral("float"));
        QCOMPARE(m.redop, QStringLiteral("none"));
        QCOMPARE(m.root, -1);
        QCOMPARE(m.seconds, 240.94e-6);
        QCOMPARE(m.algbwGbyteS, 278.53);
        QCOMPARE(m.busbwGbyteS, 243.71);
        QCOMPARE(m.wrong, 0.0);
        QCOMPARE(m.inPlaceSeconds, 243.35e-6);
        QCOMPARE(m.inPlaceBusbwGbyteS, 241.30);
        QCOMPARE(m.devices, QStringLiteral("8 x NVIDIA H100 80GB HBM3"));
        QCOMPARE(m.avgBusbwGbyteS, 110.938);
        QVERIFY(!m.partial);
        p.measurements = ms;
        QCOMPARE(nextMeasurementRun(p), 4);

        // The log's own date and variant guess win when nothing overrides them.
        const NcclImportResult j = import("json_allgather.json");
        const std::vector<Measurement> mj = ncclMeasurements(j, 1, QStringLiteral("2025-06-01"));
        QCOMPARE(mj.front().date, QStringLiteral("2025-03-14T09:26:53"));
        QCOMPARE(mj.front().variant, QStringLiteral("infiniband"));
    }

    void projectRoundTrip()
    {
        // Every fixture's runs (partial, N/A, in-place, JSON) into one project, saved as a
        // .fabricplan and as project JSON, read back unchanged.
        Project p;
        p.info.name = QStringLiteral("pilot");
        for (const char *f :
             {"current_allreduce_8gpu.txt", "old_all_gather_error.txt", "na_broadcast.txt",
              "two_tests.txt", "json_allgather.json", "truncated_allreduce.txt"}) {
            const std::vector<Measurement> ms =
                ncclMeasurements(import(f), nextMeasurementRun(p), QStringLiteral("2025-06-01"));
            p.measurements.insert(p.measurements.end(), ms.begin(), ms.end());
        }
        QVERIFY(p.measurements.size() > 40);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("pilot.fabricplan"));
        ProjectWriter writer;
        QVERIFY2(writer.write(p, path), qPrintable(writer.errorString()));
        ProjectReader reader;
        const std::optional<Project> back = reader.read(path);
        QVERIFY2(back, qPrintable(reader.errorString()));
        QCOMPARE(back->measurements.size(), p.measurements.size());
        for (std::size_t i = 0; i < p.measurements.size(); ++i)
            QVERIFY2(back->measurements[i] == p.measurements[i], qPrintable(QString::number(i)));

        QString error;
        const std::optional<Project> fromJson = projectFromJson(projectToJson(p), &error);
        QVERIFY2(fromJson, qPrintable(error));
        QVERIFY(fromJson->measurements == p.measurements);
    }

    void conflictingHints()
    {
        const QByteArray log =
            "h:1:1 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/RoCE ; OOB x\n" +
            fixture("current_allreduce_8gpu.txt");
        const NcclImportResult r = importNcclTests(log, QStringLiteral("mixed.log"));
        QVERIFY(r.ok());
        QVERIFY(r.variant.isEmpty());
        bool named = false;
        for (const NcclMessage &m : r.warnings)
            named = named || m.text.contains(QLatin1String("both InfiniBand"));
        QVERIFY(named);
    }

    // F8: a number outside NcclLimits is refused where it is read, naming the log and
    // line; it is never converted (no undefined behaviour) and never saved.
    void f08_textNumbersOutOfRange_data()
    {
        QTest::addColumn<int>("line");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("what");
        const QByteArray row = "  %1  2  float  sum  -1  %2  0.00  %3  0  113.12  0.00  0.00  0";
        const auto r = [&](const char *size, const char *time, const char *busbw) {
            return QByteArray(row).replace("%1", size).replace("%2", time).replace("%3", busbw);
        };
        // 2^64 and 2^62 + 1 bytes; a time of 1e300 us; a negative and a 1e400 busbw.
        QTest::newRow("size 2^64")
            << 18 << r("18446744073709551616", "112.00", "0.00") << QStringLiteral("size");
        QTest::newRow("size 2^62+1")
            << 18 << r("4611686018427387905", "112.00", "0.00") << QStringLiteral("size");
        QTest::newRow("time 1e300") << 19 << r("64", "1e300", "0.00") << QStringLiteral("time");
        QTest::newRow("busbw -5") << 20 << r("512", "112.00", "-5") << QStringLiteral("busbw");
        QTest::newRow("busbw 1e400")
            << 20 << r("512", "112.00", "1e400") << QStringLiteral("busbw");
        QTest::newRow("root 2^31") << 18
                                   << QByteArray("  8  2  float  sum  2147483648  112.00  0.00  "
                                                 "0.00  0  113.12  0.00  0.00  0")
                                   << QStringLiteral("root");
        // "# nThread N nGpus M" whose product overflows an int, and a rank line.
        QTest::newRow("nThread x nGpus") << 3 << QByteArray("# nThread 100000 nGpus 100000")
                                         << QStringLiteral("nThread x nGpus");
        QTest::newRow("rank 2^31")
            << 6
            << QByteArray("#  Rank 2147483648 Group 0 Pid 41000 on gpu-a01 device 0 "
                          "[0000:18:00] NVIDIA H100 80GB HBM3")
            << QStringLiteral("rank");
        QTest::newRow("nranks") << 4
                                << QByteArray("gpu-a01:41000:41000 [0] NCCL INFO comm 0x1 rank 0 "
                                              "nranks 2147483647 cudaDev 0 - Init COMPLETE")
                                << QStringLiteral("nranks");
        QTest::newRow("avg busbw") << 30 << QByteArray("# Avg bus bandwidth    : 1e301")
                                   << QStringLiteral("average bus bandwidth");
    }
    void f08_textNumbersOutOfRange()
    {
        QFETCH(int, line);
        QFETCH(QByteArray, text);
        QFETCH(QString, what);
        const NcclImportResult r = importNcclTests(
            withLine("current_allreduce_8gpu.txt", line, text), QStringLiteral("big.log"));
        const NcclMessage e = refusal(r);
        QCOMPARE(e.line, line);
        QVERIFY2(e.text.startsWith(QStringLiteral("big.log line %1: %2 \"").arg(line).arg(what)),
                 qPrintable(e.text));
        QVERIFY2(e.text.contains(QLatin1String("out of range")), qPrintable(e.text));
    }

    void f08_jsonNumbersOutOfRange_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("start");
        const auto result0 = [](const char *key, double value) {
            return editedJson([=](QJsonObject &o) {
                QJsonArray results = o.value(QLatin1String("results")).toArray();
                QJsonObject first = results[0].toObject();
                first.insert(QLatin1String(key), value);
                results[0] = first;
                o.insert(QStringLiteral("results"), results);
            });
        };
        QTest::newRow("size 1e300")
            << result0("size", 1e300) << QStringLiteral("j.json, result 1: size \"1e+300\"");
        QTest::newRow("size -8") << result0("size", -8) << QStringLiteral("j.json, result 1: size");
        QTest::newRow("root 1e300")
            << result0("root", 1e300) << QStringLiteral("j.json, result 1: root \"1e+300\"");
        QTest::newRow("count 1e19")
            << result0("count", 1e19) << QStringLiteral("j.json, result 1: count");
        // No device list: threads x GPUs of the configuration, 10^10.
        QTest::newRow("nthreads x ngpus") << editedJson([](QJsonObject &o) {
            QJsonObject config = o.value(QLatin1String("config")).toObject();
            config.remove(QStringLiteral("devices"));
            config.insert(QStringLiteral("nthreads"), 100000);
            config.insert(QStringLiteral("ngpus"), 100000);
            o.insert(QStringLiteral("config"), config);
            o.remove(QStringLiteral("devices"));
        }) << QStringLiteral("j.json: nthreads x ngpus \"10000000000\"");
    }
    void f08_jsonNumbersOutOfRange()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, start);
        const NcclMessage e = refusal(importNcclTests(content, QStringLiteral("j.json")));
        QVERIFY2(e.text.startsWith(start), qPrintable(e.text));
        QVERIFY2(e.text.contains(QLatin1String("out of range")), qPrintable(e.text));
    }

    // F8: the largest accepted values are read exactly (2^62 bytes, 2^24 GPUs).
    void f08_limitsAccepted()
    {
        QByteArray log = withLine("current_allreduce_8gpu.txt", 3, "# nThread 4096 nGpus 4096");
        // Without rank lines the GPUs come from nThread x nGpus = 2^24.
        QList<QByteArray> lines = log.split('\n');
        lines.erase(lines.begin() + 5, lines.begin() + 13);
        lines[18 - 8 - 1] = "  4611686018427387904  2  float  sum  -1  112.00  0.00  0.00  0  "
                            "113.12  0.00  0.00  0";
        const NcclImportResult r = importNcclTests(lines.join('\n'), QStringLiteral("max.log"));
        QVERIFY(r.ok());
        QCOMPARE(r.runs[0].gpus, NcclLimits::maxGpus);
        QCOMPARE(r.runs[0].rows[0].bytes, NcclLimits::maxBytes);
    }

    // F14: a table whose rows are all unreadable names the first bad row, not a
    // missing header.
    void f14_allRowsUnreadable()
    {
        // Every row's out-of-place time (after the root column "-1") made "nan".
        static const QRegularExpression time(QStringLiteral(R"((-1\s+)[0-9.]+)"));
        const QByteArray log = QString::fromUtf8(fixture("current_allreduce_8gpu.txt"))
                                   .replace(time, QStringLiteral("\\1nan"))
                                   .toUtf8();
        const NcclMessage e = refusal(importNcclTests(log, QStringLiteral("nan.txt")));
        QCOMPARE(e.line, 18);
        QVERIFY2(e.text.startsWith(QLatin1String("nan.txt line 18: time \"nan\" is not a number")),
                 qPrintable(e.text));
        QVERIFY2(!e.text.contains(QLatin1String("header")), qPrintable(e.text));
    }

    // F9: a 200 MB log is read line by line: the reader asks for at most one line at a
    // time, and the peak memory of the process grows by far less than the log.
    void f09_largeLogBoundedMemory()
    {
#if FP_UNDER_ASAN
        // AddressSanitizer keeps freed memory in quarantine: no memory bound to check
        // there, and a smaller log keeps the run short.
        const qint64 logBytes = 8 * 1024 * 1024;
        const bool checkPeak = false;
#else
        const qint64 logBytes = 200 * 1024 * 1024;
        const bool checkPeak = true;
#endif
        GeneratedLog log(logBytes, fixture("current_allreduce_8gpu.txt"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QFile clear(QStringLiteral("/proc/self/clear_refs"));
        if (clear.open(QIODevice::WriteOnly)) // resets the peak (VmHWM) to the current RSS
            clear.write("5");
        clear.close();
        const qint64 before = statusKb("VmRSS:");
        QElapsedTimer timer;
        timer.start();
        const NcclImportResult r = importNcclTests(log, QStringLiteral("big.log"));
        const qint64 ms = timer.elapsed();
        const qint64 peak = statusKb("VmHWM:");
        QVERIFY(r.ok());
        QCOMPARE(r.runs[0].rows.size(), std::size_t(11));
        QCOMPARE(r.runs[0].rows.back().outOfPlace.busbwGbytePerS, 359.04);
        // The noise lines are counted: the table's first row is line 18 after them.
        QCOMPARE(r.runs[0].rows[0].line, int(logBytes / GeneratedLog::noiseLineBytes) + 18);
        QVERIFY2(log.largestRead <= 64 * 1024, qPrintable(QString::number(log.largestRead)));
        QVERIFY2(before > 0 && peak > 0, "no /proc/self/status");
        qInfo("%lld MB log: %lld ms, peak RSS %lld kB (%lld kB before)", logBytes >> 20, ms, peak,
              before);
        if (checkPeak)
            QVERIFY2(peak - before < 64 * 1024, qPrintable(QString::number(peak - before)));
    }

    // A line longer than NcclLimits::maxLineBytes is skipped with a warning naming it;
    // the rest of the log is read.
    void f09_longLineSkipped()
    {
        const QByteArray log =
            "noise " + QByteArray(1024 * 1024, 'x') + "\n" + fixture("current_allreduce_8gpu.txt");
        const NcclImportResult r = importNcclTests(log, QStringLiteral("long.log"));
        QVERIFY(r.ok());
        QCOMPARE(r.runs[0].rows.size(), std::size_t(11));
        QCOMPARE(r.runs[0].rows[0].line, 19);
        QVERIFY(hasWarningAt(r, 1));
    }

    // F19: the same log twice (given twice, or already in the project) is not added
    // twice; a file of which nothing is new is an error naming the run it repeats.
    void f19_sameLogTwice()
    {
        const QString log = QStringLiteral(FP_TEST_DATA "/nccl/current_allreduce_8gpu.txt");
        const QString other = QStringLiteral(FP_TEST_DATA "/nccl/multirank_allreduce_16gpu.txt");
        const NcclFilesImport twice = importNcclFiles({log, other, log});
        QCOMPARE(twice.runs.size(), std::size_t(2));
        QCOMPARE(twice.rows.size(), std::size_t(11 + 25));
        QCOMPARE(twice.errors.size(), 1);
        QVERIFY2(twice.errors[0].startsWith(
                     QLatin1String("current_allreduce_8gpu.txt line 1: the same results as "
                                   "current_allreduce_8gpu.txt line 1, read before")),
                 qPrintable(twice.errors[0]));

        // Into a project that has them as runs 1 and 2 (numbered as the GUI and CLI do).
        int runs = 0;
        const std::vector<Measurement> project = mergeMeasurements({}, twice.rows, &runs);
        QCOMPARE(runs, 2);
        const NcclFilesImport again = importNcclFiles({other}, project);
        QVERIFY(again.rows.empty());
        QCOMPARE(again.errors.size(), 1);
        QVERIFY2(again.errors[0].contains(QLatin1String("already in the project as run 2")),
                 qPrintable(again.errors[0]));

        // A file with one run already there and one new: the new one comes, with a
        // warning for the other.
        const QByteArray both =
            fixture("current_allreduce_8gpu.txt") + "\n" + fixture("multirank_allreduce_16gpu.txt");
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("both.log")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(both);
        f.close();
        const NcclFilesImport part =
            importNcclFiles({f.fileName()}, mergeMeasurements({}, importNcclFiles({log}).rows));
        QVERIFY(part.errors.isEmpty());
        QCOMPARE(part.runs.size(), std::size_t(1));
        QCOMPARE(part.runs[0].gpus, 16);
        QVERIFY(part.warnings.first().startsWith(QLatin1String(
            "both.log line 1: the same results are already in the project as run 1")));
    }

    // The run numbering shared by edit::addMeasurements and the CLI.
    void mergeNumbersRunsAfterTheProject()
    {
        std::vector<Measurement> current(2);
        current[0].run = 1;
        current[1].run = 4;
        std::vector<Measurement> imported(3);
        imported[0].run = 7;
        imported[1].run = 2;
        imported[2].run = 7;
        int runs = 0;
        const std::vector<Measurement> all = mergeMeasurements(current, imported, &runs);
        QCOMPARE(runs, 2);
        QCOMPARE(all.size(), std::size_t(5));
        QCOMPARE(all[2].run, 5); // first seen: 7 -> 5, then 2 -> 6
        QCOMPARE(all[3].run, 6);
        QCOMPARE(all[4].run, 5);
        QCOMPARE(nextMeasurementRun(all), 7);
    }
};

QTEST_GUILESS_MAIN(TestNcclImport)
#include "tst_ncclimport.moc"
