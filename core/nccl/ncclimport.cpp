// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests output reader. The layouts it knows, from the nccl-tests sources
// (github.com/NVIDIA/nccl-tests, src/common.cu print_header/writeResultHeader and
// src/util.cu writeBenchmarkLine*, writeResultFooter, writeDeviceReport, the JSON writer):
//   current:  # size count type redop root time algbw busbw #wrong time algbw busbw #wrong
//             (optionally "cputime" for "time", per-iteration columns, a timestamp)
//   older:    # size count type redop [root] time algbw busbw error ...  (error: a
//             relative error such as 2e-07, not a count)
//   oldest:   # bytes N type op [root] time algbw busbw res ...
// The column header is read, not assumed: a row's fields are taken at the positions the
// header names. "#wrong" may read "N/A" (data check off).
#include "nccl/ncclimport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace fp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("fp", text);
}

const QString kInfiniBand = QStringLiteral("infiniband");
const QString kEthernet = QStringLiteral("ethernet");

// The test programs nccl-tests builds, with the op keys FabricPlanner uses.
const std::map<QString, QString> &testOps()
{
    static const std::map<QString, QString> ops{
        {QStringLiteral("all_reduce"), QStringLiteral("all-reduce")},
        {QStringLiteral("all_gather"), QStringLiteral("all-gather")},
        {QStringLiteral("reduce_scatter"), QStringLiteral("reduce-scatter")},
        {QStringLiteral("alltoall"), QStringLiteral("all-to-all")},
        {QStringLiteral("sendrecv"), QStringLiteral("send-recv")},
        {QStringLiteral("broadcast"), QStringLiteral("broadcast")},
        {QStringLiteral("reduce"), QStringLiteral("reduce")},
    };
    return ops;
}

// A test name anywhere in a line: "/opt/nccl-tests/build/all_reduce_perf -b 8 ...".
const QRegularExpression &testNameRe()
{
    static const QRegularExpression re(QStringLiteral(
        R"((?:^|[^A-Za-z0-9_])(all_reduce|all_gather|reduce_scatter|alltoall|sendrecv|broadcast|reduce)_perf(?:_mpi)?(?![A-Za-z0-9_]))"));
    return re;
}

// Output prefixes of launchers: Open MPI --tag-output "[1,0]<stdout>:", Slurm
// srun --label "0: ", and a timestamped Open MPI tag "[1,0]<stdout>: ".
QString stripLauncherPrefix(const QString &line)
{
    static const QRegularExpression mpi(QStringLiteral(R"(^\[\d+,\d+\]<std(?:out|err)>:\s?)"));
    static const QRegularExpression srun(QStringLiteral(R"(^\s*\d+:\s)"));
    QRegularExpressionMatch m = mpi.match(line);
    if (m.hasMatch())
        return line.mid(m.capturedLength());
    m = srun.match(line);
    if (m.hasMatch())
        return line.mid(m.capturedLength());
    return line;
}

bool toInt64(const QString &s, qint64 *out)
{
    bool ok = false;
    const qint64 v = s.toLongLong(&ok);
    if (ok)
        *out = v;
    return ok;
}

bool toReal(const QString &s, double *out)
{
    bool ok = false;
    const double v = s.toDouble(&ok);
    if (ok && std::isfinite(v)) {
        *out = v;
        return true;
    }
    return false;
}

// Variant hints in NCCL INFO lines and environment settings. Strong hints name the
// transport NCCL chose: "NET/IB : Using [0]mlx5_0:1/IB" (InfiniBand link layer),
// ".../RoCE" (Ethernet link layer), "NET/Socket : Using" or "Using network Socket"
// (TCP over Ethernet). Weak hints are settings that lean one way: NCCL_IB_GID_INDEX and
// NCCL_IB_TC matter for RoCE only; NCCL_IB_HCA names HCAs, used for both, so it only
// leans to InfiniBand when nothing else is known.
struct VariantHints {
    Q_DECLARE_TR_FUNCTIONS(fp::VariantHints)

public:
    int strongIb = 0, strongEth = 0, weakIb = 0, weakEth = 0;
    int ibLine = 0, ethLine = 0, weakIbLine = 0, weakEthLine = 0;
    QString ibText, ethText, weakIbText, weakEthText;

    void scan(const QString &line, int lineNo)
    {
        static const QRegularExpression linkLayer(QStringLiteral(R"(\[\d+\]\S+?:\d+/(IB|RoCE)\b)"));
        const auto note = [&](int *count, int *where, QString *text) {
            if ((*count)++ == 0) {
                *where = lineNo;
                *text = line.trimmed();
            }
        };
        if (line.contains(QLatin1String("NET/IB"))) {
            QRegularExpressionMatchIterator it = linkLayer.globalMatch(line);
            while (it.hasNext()) {
                if (it.next().captured(1) == QLatin1String("IB"))
                    note(&strongIb, &ibLine, &ibText);
                else
                    note(&strongEth, &ethLine, &ethText);
            }
        }
        if (line.contains(QLatin1String("NET/Socket : Using")) ||
            line.contains(QLatin1String("Using network Socket")) ||
            line.contains(QLatin1String("NCCL_IB_DISABLE=1")) ||
            line.contains(QLatin1String("NCCL_NET=Socket")))
            note(&strongEth, &ethLine, &ethText);
        static const QRegularExpression roceWord(QStringLiteral(R"(\bRoCE(?:v2)?\b)"));
        if (line.contains(QLatin1String("NCCL_IB_GID_INDEX")) ||
            line.contains(QLatin1String("NCCL_IB_TC")) || roceWord.match(line).hasMatch())
            note(&weakEth, &weakEthLine, &weakEthText);
        if (line.contains(QLatin1String("NCCL_IB_HCA")))
            note(&weakIb, &weakIbLine, &weakIbText);
    }

    // Sets *variant and *evidence; returns a warning when the hints disagree.
    QString decide(QString *variant, QString *evidence, int *evidenceLine) const
    {
        variant->clear();
        evidence->clear();
        *evidenceLine = 0;
        if (strongIb && strongEth)
            return tr("The log names both InfiniBand (line %1) and Ethernet (line %2) "
                      "transports, so the fabric variant is left for you to choose.")
                .arg(ibLine)
                .arg(ethLine);
        if (strongIb || strongEth) {
            *variant = strongIb ? kInfiniBand : kEthernet;
            *evidence = strongIb ? ibText : ethText;
            *evidenceLine = strongIb ? ibLine : ethLine;
            return {};
        }
        if (weakEth) {
            *variant = kEthernet;
            *evidence = weakEthText;
            *evidenceLine = weakEthLine;
        } else if (weakIb) {
            *variant = kInfiniBand;
            *evidence = weakIbText;
            *evidenceLine = weakIbLine;
        }
        return {};
    }
};

// Column positions read from a text header line.
struct Columns {
    int size = -1, count = -1, type = -1, redop = -1, root = -1, timestamp = -1;
    int time[2] = {-1, -1}, algbw[2] = {-1, -1}, busbw[2] = {-1, -1}, wrong[2] = {-1, -1};
    int columns = 0;
    bool errorIsRelative = false;

    // A header names size, time, algbw and busbw; returns false for any other line.
    static bool read(const QStringList &tokens, Columns *out)
    {
        Columns c;
        int group = -1;
        for (int i = 0; i < tokens.size(); ++i) {
            const QString &t = tokens[i];
            if (t == QLatin1String("size") || t == QLatin1String("bytes"))
                c.size = i;
            else if (t == QLatin1String("count") || t == QLatin1String("N"))
                c.count = i;
            else if (t == QLatin1String("type"))
                c.type = i;
            else if (t == QLatin1String("redop") || t == QLatin1String("op"))
                c.redop = i;
            else if (t == QLatin1String("root"))
                c.root = i;
            else if (t == QLatin1String("timestamp"))
                c.timestamp = i;
            else if (t == QLatin1String("time") || t == QLatin1String("cputime")) {
                if (++group > 1)
                    return false;
                c.time[group] = i;
            } else if (group >= 0 && t == QLatin1String("algbw"))
                c.algbw[group] = i;
            else if (group >= 0 && t == QLatin1String("busbw"))
                c.busbw[group] = i;
            else if (group >= 0 && (t == QLatin1String("#wrong") || t == QLatin1String("wrong") ||
                                    t == QLatin1String("error") || t == QLatin1String("res"))) {
                c.wrong[group] = i;
                c.errorIsRelative = t != QLatin1String("#wrong") && t != QLatin1String("wrong");
            }
        }
        if (c.size < 0 || c.time[0] < 0 || c.algbw[0] < 0 || c.busbw[0] < 0)
            return false;
        c.columns = int(tokens.size());
        *out = c;
        return true;
    }

    int lastRequired() const
    {
        int last = std::max({size, count, type, redop, root, time[0], algbw[0], busbw[0], wrong[0],
                             time[1], algbw[1], busbw[1], wrong[1]});
        return last;
    }
};

// The state of the text run being read.
struct TextRun {
    NcclRun run;
    bool started = false;
    bool header = false;
    bool complete = false; // footer seen
    int headerLine = 0;
    Columns columns;
    int nThread = 0, nGpus = 0;
    int nranksInfo = 0;
    QString testHint; // from a command line before the table
};

QString fileOpGuess(const QString &sourceName)
{
    const QRegularExpressionMatch m = testNameRe().match(QFileInfo(sourceName).fileName());
    if (m.hasMatch())
        return m.captured(1);
    // "all_reduce.log", "alltoall-16gpu.txt"
    static const QRegularExpression loose(QStringLiteral(
        R"((?:^|[^A-Za-z0-9])(all_reduce|all_gather|reduce_scatter|alltoall|sendrecv|broadcast)(?![A-Za-z0-9]))"));
    const QRegularExpressionMatch l = loose.match(QFileInfo(sourceName).fileName());
    return l.hasMatch() ? l.captured(1) : QString();
}

class TextReader
{
    Q_DECLARE_TR_FUNCTIONS(fp::TextReader)

public:
    TextReader(const QString &sourceName, NcclImportResult *result)
        : m_sourceName(sourceName)
        , m_result(result)
    {
    }

    void read(const QByteArray &content)
    {
        QString text = QString::fromUtf8(content);
        const QStringList lines = text.split(QLatin1Char('\n'));
        static const QRegularExpression ws(QStringLiteral(R"(\s+)"));
        static const QRegularExpression rankRe(QStringLiteral(
            R"(^#\s*Rank\s+(\d+)\s+(?:Group\s+\d+\s+)?Pid\s+\d+\s+on\s+(\S+)\s+device\s+(\d+)\s+\[([^\]]*)\]\s*(.*)$)"));
        static const QRegularExpression nranksRe(QStringLiteral(R"(\bnranks\s+(\d+))"));
        static const QRegularExpression nThreadRe(
            QStringLiteral(R"(^#\s*nThread\s+(\d+)\s+nGpus\s+(\d+))"));

        for (int i = 0; i < lines.size(); ++i) {
            const int lineNo = i + 1;
            QString line = lines[i];
            if (line.endsWith(QLatin1Char('\r')))
                line.chop(1);
            line = stripLauncherPrefix(line);
            m_hints.scan(line, lineNo);

            if (line.contains(QLatin1String("NCCL INFO")) ||
                line.contains(QLatin1String("NCCL WARN"))) {
                const QRegularExpressionMatch m = nranksRe.match(line);
                if (m.hasMatch())
                    m_cur.nranksInfo = std::max(m_cur.nranksInfo, m.captured(1).toInt());
                continue;
            }
            const QString t = line.trimmed();
            if (t.isEmpty())
                continue;

            if (t.startsWith(QLatin1Char('#'))) {
                const QString body = t.mid(1).trimmed();
                if (body.startsWith(QLatin1String("nccl-tests version"))) {
                    newRunIfUsed(lineNo);
                    touch(lineNo);
                } else if (body.startsWith(QLatin1String("Collective test starting:"))) {
                    if (m_cur.header || !m_cur.run.test.isEmpty())
                        newRunIfUsed(lineNo);
                    touch(lineNo);
                    setTest(body.section(QLatin1Char(':'), 1).trimmed());
                } else if (const QRegularExpressionMatch m = nThreadRe.match(t); m.hasMatch()) {
                    if (m_cur.header || m_cur.nThread > 0)
                        newRunIfUsed(lineNo);
                    touch(lineNo);
                    m_cur.nThread = m.captured(1).toInt();
                    m_cur.nGpus = m.captured(2).toInt();
                } else if (const QRegularExpressionMatch r = rankRe.match(t); r.hasMatch()) {
                    if (m_cur.header)
                        newRunIfUsed(lineNo);
                    touch(lineNo);
                    NcclDevice d;
                    d.rank = r.captured(1).toInt();
                    d.host = r.captured(2);
                    d.device = r.captured(3).toInt();
                    d.busId = r.captured(4);
                    d.name = r.captured(5).trimmed();
                    m_cur.run.devices.push_back(d);
                } else if (body.startsWith(QLatin1String("Out of bounds values"))) {
                    touch(lineNo);
                    m_cur.run.outOfBounds = body.section(QLatin1Char(':'), 1)
                                                .trimmed()
                                                .section(QLatin1Char(' '), 0, 0)
                                                .toInt();
                } else if (body.startsWith(QLatin1String("Avg bus bandwidth"))) {
                    touch(lineNo);
                    double bw = 0;
                    const QString v =
                        body.section(QLatin1Char(':'), 1).trimmed().section(QLatin1Char(' '), 0, 0);
                    if (toReal(v, &bw))
                        m_cur.run.avgBusbwGbytePerS = bw;
                    m_cur.complete = true;
                } else if (body.startsWith(QLatin1String("Collective test concluded"))) {
                    touch(lineNo);
                    m_cur.complete = m_cur.complete || m_cur.header;
                } else {
                    Columns c;
                    if (Columns::read(t.mid(1).split(ws, Qt::SkipEmptyParts), &c)) {
                        if (m_cur.header)
                            newRunIfUsed(lineNo);
                        touch(lineNo);
                        m_cur.header = true;
                        m_cur.headerLine = lineNo;
                        m_cur.columns = c;
                        m_cur.run.errorIsRelative = c.errorIsRelative;
                    }
                }
                continue;
            }

            // Not a comment: a data row when a table is open, else surrounding text.
            if (!m_cur.header || m_cur.complete) {
                const QRegularExpressionMatch m = testNameRe().match(t);
                if (m.hasMatch()) {
                    if (m_cur.complete)
                        newRunIfUsed(lineNo);
                    m_cur.testHint = m.captured(1);
                }
                continue;
            }
            const QStringList tokens = t.split(ws, Qt::SkipEmptyParts);
            qint64 first = 0;
            if (!toInt64(tokens.first(), &first)) {
                if (t.contains(QLatin1String("Test NCCL failure")) ||
                    t.contains(QLatin1String("Test CUDA failure")) ||
                    t.contains(QLatin1String("Test failure"))) {
                    m_cur.run.partial = true;
                    warn(lineNo, tr("Line %1 reports a test failure inside the table of the "
                                    "run that starts at line %2: the rows before it are "
                                    "kept and the run is marked partial.")
                                     .arg(lineNo)
                                     .arg(m_cur.run.firstLine));
                }
                continue; // noise between rows
            }
            readRow(tokens, lineNo);
        }
        finishRun(int(lines.size()));

        int evidenceLine = 0;
        const QString conflict =
            m_hints.decide(&m_result->variant, &m_result->variantEvidence, &evidenceLine);
        if (!conflict.isEmpty())
            warn(0, conflict);
        for (NcclRun &r : m_result->runs) {
            r.variant = m_result->variant;
            r.variantEvidence = m_result->variantEvidence;
        }
        if (!m_result->variant.isEmpty())
            m_result->warnings.push_back(
                {evidenceLine,
                 tr("The fabric variant was guessed as %1 from line %2 (\"%3\"); change it "
                    "if the run was made on another fabric.")
                     .arg(m_result->variant == kInfiniBand ? tr("InfiniBand") : tr("Ethernet"))
                     .arg(evidenceLine)
                     .arg(m_result->variantEvidence.left(120))});
    }

private:
    void warn(int line, const QString &text) { m_result->warnings.push_back({line, text}); }

    void touch(int lineNo)
    {
        if (!m_cur.started) {
            m_cur.started = true;
            m_cur.run.firstLine = lineNo;
        }
        m_cur.run.lastLine = lineNo;
    }

    void setTest(const QString &name)
    {
        QString n = QFileInfo(name).fileName();
        const QRegularExpressionMatch m = testNameRe().match(n);
        m_cur.run.test = m.hasMatch() ? m.captured(1) + QStringLiteral("_perf") : n;
    }

    void newRunIfUsed(int lineNo)
    {
        if (m_cur.started)
            finishRun(lineNo - 1);
    }

    void readRow(const QStringList &tokens, int lineNo)
    {
        const Columns &c = m_cur.columns;
        touch(lineNo);
        const auto bad = [&](const QString &why) {
            m_cur.run.partial = true;
            warn(lineNo, tr("Line %1 is not a complete result row (%2); it is skipped and the "
                            "run that starts at line %3 is marked partial.")
                             .arg(lineNo)
                             .arg(why)
                             .arg(m_cur.run.firstLine));
        };
        if (tokens.size() <= c.lastRequired()) {
            bad(tr("%1 of %2 columns").arg(tokens.size()).arg(c.lastRequired() + 1));
            return;
        }
        NcclRow row;
        row.line = lineNo;
        if (!toInt64(tokens[c.size], &row.bytes) || row.bytes < 0)
            return bad(tr("size \"%1\" is not a number of bytes").arg(tokens[c.size]));
        if (c.count >= 0 && !toInt64(tokens[c.count], &row.count))
            return bad(tr("count \"%1\" is not a number").arg(tokens[c.count]));
        if (c.type >= 0)
            row.type = tokens[c.type];
        if (c.redop >= 0)
            row.redop = tokens[c.redop];
        if (c.root >= 0) {
            bool ok = false;
            row.root = tokens[c.root].toInt(&ok);
            if (!ok)
                return bad(tr("root \"%1\" is not a rank").arg(tokens[c.root]));
        }
        for (int g = 0; g < 2; ++g) {
            NcclResult &r = g == 0 ? row.outOfPlace : row.inPlace;
            if (c.time[g] < 0)
                continue;
            if (c.algbw[g] < 0 || c.busbw[g] < 0)
                continue;
            if (!toReal(tokens[c.time[g]], &r.timeUs) || r.timeUs < 0)
                return bad(tr("time \"%1\" is not a number").arg(tokens[c.time[g]]));
            if (!toReal(tokens[c.algbw[g]], &r.algbwGbytePerS) || r.algbwGbytePerS < 0)
                return bad(tr("algbw \"%1\" is not a number").arg(tokens[c.algbw[g]]));
            if (!toReal(tokens[c.busbw[g]], &r.busbwGbytePerS) || r.busbwGbytePerS < 0)
                return bad(tr("busbw \"%1\" is not a number").arg(tokens[c.busbw[g]]));
            if (c.wrong[g] >= 0) {
                const QString &w = tokens[c.wrong[g]];
                if (w == QLatin1String("N/A"))
                    r.wrong = -1.0;
                else if (!toReal(w, &r.wrong) || r.wrong < 0)
                    return bad(tr("error count \"%1\" is not a number").arg(w));
            }
            r.present = true;
        }
        if (!m_cur.run.rows.empty() && row.bytes < m_cur.run.rows.back().bytes)
            warn(lineNo, tr("Line %1: the size %2 is smaller than the row before it; the rows "
                            "are kept in the order of the log.")
                             .arg(lineNo)
                             .arg(row.bytes));
        if (row.outOfPlace.wrong > 0 && !m_cur.run.errorIsRelative)
            warn(lineNo, tr("Line %1 reports %2 wrong elements: that size did not pass the "
                            "data check, so its figures are not trustworthy.")
                             .arg(lineNo)
                             .arg(row.outOfPlace.wrong));
        if (c.timestamp >= 0 && m_cur.run.date.isEmpty() && tokens.size() > c.timestamp + 1) {
            const QString ts = tokens[c.timestamp] + QLatin1Char('T') + tokens[c.timestamp + 1];
            static const QRegularExpression iso(
                QStringLiteral(R"(^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$)"));
            if (iso.match(ts).hasMatch())
                m_cur.run.date = ts;
        }
        m_cur.run.rows.push_back(row);
    }

    void finishRun(int lastLine)
    {
        TextRun cur = std::move(m_cur);
        m_cur = TextRun();
        if (!cur.started)
            return;
        NcclRun &run = cur.run;
        run.format = QStringLiteral("text");
        if (!cur.header) {
            // Rank lines or a config line without a table: a run that never got to it.
            if (cur.nThread > 0 || !run.devices.empty() || !run.test.isEmpty())
                warn(run.firstLine,
                     tr("The nccl-tests run that starts at line %1 has no result table; it "
                        "is skipped.")
                         .arg(run.firstLine));
            return;
        }
        if (run.rows.empty()) {
            warn(cur.headerLine, tr("The result table at line %1 has no rows; the run is "
                                    "skipped.")
                                     .arg(cur.headerLine));
            return;
        }
        if (!cur.complete) {
            run.partial = true;
            warn(run.lastLine,
                 tr("The result table that starts at line %1 stops at line %2 without the "
                    "\"Avg bus bandwidth\" summary: the log looks cut short. The %3 rows read "
                    "are kept and the run is marked partial.")
                     .arg(cur.headerLine)
                     .arg(run.lastLine)
                     .arg(run.rows.size()));
        }
        Q_UNUSED(lastLine);
        // GPUs: the rank lines, else the ranks NCCL reported, else threads x GPUs of a
        // single process.
        if (!run.devices.empty()) {
            QSet<int> ranks;
            for (const NcclDevice &d : run.devices)
                ranks.insert(d.rank);
            run.gpus = int(ranks.size());
        } else if (cur.nranksInfo > 0) {
            run.gpus = cur.nranksInfo;
        } else if (cur.nThread > 0 && cur.nGpus > 0) {
            run.gpus = cur.nThread * cur.nGpus;
        }
        if (run.gpus == 0)
            warn(run.firstLine, tr("The run that starts at line %1 does not say how many GPUs "
                                   "took part; set it before comparing.")
                                    .arg(run.firstLine));
        // The test: its own banner, a command line before it, the file name, or the
        // ratio of busbw to algbw.
        if (run.test.isEmpty() && !cur.testHint.isEmpty())
            run.test = cur.testHint + QStringLiteral("_perf");
        if (run.test.isEmpty()) {
            const QString f = fileOpGuess(m_sourceName);
            if (!f.isEmpty())
                run.test = f + QStringLiteral("_perf");
        }
        if (run.test.isEmpty())
            guessTestFromRatio(&run, cur.headerLine);
        run.op = ncclOpKey(run.test);
        m_result->runs.push_back(std::move(run));
    }

    // busbw / algbw is 2(n-1)/n for all-reduce, (n-1)/n for all-gather, reduce-scatter
    // and all-to-all, 1 for broadcast, reduce and send-recv (PERFORMANCE.md).
    void guessTestFromRatio(NcclRun *run, int headerLine)
    {
        const NcclRow *best = nullptr;
        for (const NcclRow &r : run->rows)
            if (r.outOfPlace.algbwGbytePerS > 0.01 && (!best || r.bytes > best->bytes))
                best = &r;
        const int n = run->gpus;
        QString guess;
        if (best && n > 1) {
            const double ratio = best->outOfPlace.busbwGbytePerS / best->outOfPlace.algbwGbytePerS;
            const auto near = [ratio](double f) { return std::abs(ratio - f) <= 0.02 * f; };
            if (near(2.0 * (n - 1) / n) && best->redop != QLatin1String("none"))
                guess = QStringLiteral("all_reduce");
            else if (near(double(n - 1) / n) && best->redop != QLatin1String("none") &&
                     !best->redop.isEmpty())
                guess = QStringLiteral("reduce_scatter");
        }
        if (guess.isEmpty()) {
            warn(headerLine, tr("The log does not name the test of the table at line %1 and "
                                "it cannot be told from the figures; its rows are kept "
                                "without an operation.")
                                 .arg(headerLine));
            return;
        }
        run->test = guess + QStringLiteral("_perf");
        warn(headerLine, tr("The log does not name the test of the table at line %1; it was "
                            "taken to be %2 from the ratio of busbw to algbw.")
                             .arg(headerLine)
                             .arg(run->test));
    }

    QString m_sourceName;
    NcclImportResult *m_result;
    TextRun m_cur;
    VariantHints m_hints;
};

double jsonNumber(const QJsonValue &v, bool *ok)
{
    *ok = true;
    if (v.isDouble())
        return v.toDouble();
    if (v.isString()) {
        double d = 0;
        if (toReal(v.toString().trimmed(), &d))
            return d;
    }
    *ok = false;
    return 0.0;
}

void readJson(const QJsonObject &root, const QString &sourceName, NcclImportResult *result)
{
    const auto warn = [result](const QString &text) { result->warnings.push_back({0, text}); };
    NcclRun run;
    run.format = QStringLiteral("json");
    const QJsonObject config = root.value(QLatin1String("config")).toObject();

    // The program: args[0], else experiment_name of a result, else the file name.
    const QJsonArray args = root.value(QLatin1String("args")).toArray();
    QString test;
    if (!args.isEmpty()) {
        const QRegularExpressionMatch m = testNameRe().match(args.first().toString());
        if (m.hasMatch())
            test = m.captured(1);
    }
    const QJsonArray results = root.value(QLatin1String("results")).toArray();
    if (test.isEmpty() && !results.isEmpty()) {
        const QRegularExpressionMatch m = testNameRe().match(
            results.first().toObject().value(QLatin1String("experiment_name")).toString());
        if (m.hasMatch())
            test = m.captured(1);
    }
    if (test.isEmpty())
        test = fileOpGuess(sourceName);
    if (!test.isEmpty())
        run.test = test + QStringLiteral("_perf");
    run.op = ncclOpKey(run.test);
    if (run.test.isEmpty())
        warn(tr("The JSON output does not name the test (no args, no experiment name); its "
                "rows are kept without an operation."));

    // Devices: a top-level list, or inside config (where nccl-tests writes it).
    QJsonArray devices = root.value(QLatin1String("devices")).toArray();
    if (devices.isEmpty())
        devices = config.value(QLatin1String("devices")).toArray();
    for (const QJsonValue &v : devices) {
        const QJsonObject o = v.toObject();
        NcclDevice d;
        d.rank = o.value(QLatin1String("rank")).toInt();
        d.host = o.value(QLatin1String("hostname")).toString();
        d.device = o.value(QLatin1String("device")).toInt();
        d.busId = o.value(QLatin1String("device_hex")).toString();
        d.name = o.value(QLatin1String("device_info")).toString();
        run.devices.push_back(d);
    }
    if (!run.devices.empty()) {
        QSet<int> ranks;
        for (const NcclDevice &d : run.devices)
            ranks.insert(d.rank);
        run.gpus = int(ranks.size());
    } else {
        run.gpus = config.value(QLatin1String("nthreads")).toInt() *
                   config.value(QLatin1String("ngpus")).toInt();
    }

    const QString start = root.value(QLatin1String("start_time")).toString();
    static const QRegularExpression ts(
        QStringLiteral(R"(^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$)"));
    if (const QRegularExpressionMatch m = ts.match(start); m.hasMatch())
        run.date = m.captured(1) + QLatin1Char('T') + m.captured(2);

    for (qsizetype i = 0; i < results.size(); ++i) {
        const QJsonObject o = results[i].toObject();
        const auto bad = [&](const QString &why) {
            run.partial = true;
            warn(tr("Result %1 of the JSON output is not complete (%2); it is skipped and the "
                    "run is marked partial.")
                     .arg(i + 1)
                     .arg(why));
        };
        NcclRow row;
        bool ok = false;
        row.bytes = qint64(jsonNumber(o.value(QLatin1String("size")), &ok));
        if (!ok) {
            bad(tr("no size"));
            continue;
        }
        row.count = qint64(jsonNumber(o.value(QLatin1String("count")), &ok));
        row.type = o.value(QLatin1String("type")).toString();
        row.redop = o.value(QLatin1String("redop")).toString();
        const double rootValue = jsonNumber(o.value(QLatin1String("root")), &ok);
        row.root = ok ? int(rootValue) : -1;
        bool sideMissing = false;
        for (int g = 0; g < 2; ++g) {
            const QJsonValue sv =
                o.value(g == 0 ? QLatin1String("out_of_place") : QLatin1String("in_place"));
            if (!sv.isObject())
                continue;
            const QJsonObject s = sv.toObject();
            NcclResult &r = g == 0 ? row.outOfPlace : row.inPlace;
            QJsonValue time = s.value(QLatin1String("time"));
            if (time.isUndefined())
                time = s.value(QLatin1String("cpu_time"));
            bool okT = false, okA = false, okB = false;
            r.timeUs = jsonNumber(time, &okT);
            r.algbwGbytePerS = jsonNumber(s.value(QLatin1String("alg_bw")), &okA);
            r.busbwGbytePerS = jsonNumber(s.value(QLatin1String("bus_bw")), &okB);
            if (!okT || !okA || !okB) {
                sideMissing = true;
                break;
            }
            bool okW = false;
            const double w = jsonNumber(s.value(QLatin1String("nwrong")), &okW);
            r.wrong = okW ? w : -1.0;
            r.present = true;
        }
        if (sideMissing || (!row.outOfPlace.present && !row.inPlace.present)) {
            bad(tr("time, alg_bw or bus_bw missing"));
            continue;
        }
        // Trace replay writes only in-place figures: use them for both.
        if (!row.outOfPlace.present)
            row.outOfPlace = row.inPlace;
        run.rows.push_back(row);
    }
    const QJsonObject avg = root.value(QLatin1String("average_bus_bandwidth")).toObject();
    bool okAvg = false;
    const double avgBw = jsonNumber(avg.value(QLatin1String("bandwidth")), &okAvg);
    if (okAvg)
        run.avgBusbwGbytePerS = avgBw;
    else if (!run.rows.empty()) {
        run.partial = true;
        warn(tr("The JSON output has no average bus bandwidth: the run looks cut short and is "
                "marked partial."));
    }
    const QJsonObject oob = root.value(QLatin1String("out_of_bounds")).toObject();
    if (oob.contains(QLatin1String("count")))
        run.outOfBounds = oob.value(QLatin1String("count")).toInt();

    // Variant hints from the environment the test ran with.
    VariantHints hints;
    const QJsonArray env = root.value(QLatin1String("env")).toArray();
    for (const QJsonValue &v : env)
        hints.scan(v.toString(), 0);
    int evidenceLine = 0;
    const QString conflict =
        hints.decide(&result->variant, &result->variantEvidence, &evidenceLine);
    if (!conflict.isEmpty())
        warn(conflict);
    run.variant = result->variant;
    run.variantEvidence = result->variantEvidence;
    if (!run.variant.isEmpty())
        warn(tr("The fabric variant was guessed as %1 from the environment setting \"%2\"; "
                "change it if the run was made on another fabric.")
                 .arg(run.variant == kInfiniBand ? tr("InfiniBand") : tr("Ethernet"),
                      run.variantEvidence.left(120)));
    if (run.rows.empty()) {
        result->errors.push_back(
            {0, tr("The JSON file \"%1\" is nccl-tests output without any readable result.")
                    .arg(sourceName)});
        return;
    }
    if (run.gpus == 0)
        warn(tr("The JSON output does not say how many GPUs took part; set it before "
                "comparing."));
    result->runs.push_back(std::move(run));
}

} // namespace

int NcclRun::nodes() const
{
    QSet<QString> hosts;
    for (const NcclDevice &d : devices)
        hosts.insert(d.host);
    return int(hosts.size());
}

QString NcclRun::deviceSummary() const
{
    // Distinct names in rank order, each with its count: "16 x NVIDIA H100 80GB HBM3".
    std::vector<std::pair<QString, int>> names;
    for (const NcclDevice &d : devices) {
        auto it = std::find_if(names.begin(), names.end(),
                               [&](const auto &n) { return n.first == d.name; });
        if (it == names.end())
            names.emplace_back(d.name, 1);
        else
            ++it->second;
    }
    QStringList parts;
    for (const auto &[name, n] : names)
        parts << QStringLiteral("%1 x %2").arg(n).arg(name);
    return parts.join(QStringLiteral(", "));
}

QString ncclOpKey(const QString &test)
{
    QString t = test;
    if (t.endsWith(QLatin1String("_mpi")))
        t.chop(4);
    if (t.endsWith(QLatin1String("_perf")))
        t.chop(5);
    const auto it = testOps().find(t);
    return it == testOps().end() ? QString() : it->second;
}

double ncclBusFactor(const QString &op, int gpus)
{
    // nvidia/nccl-tests doc/PERFORMANCE.md, "Bus bandwidth".
    if (gpus < 1)
        return 0.0;
    const double n = gpus;
    if (op == QLatin1String("all-reduce"))
        return 2.0 * (n - 1.0) / n;
    if (op == QLatin1String("all-gather") || op == QLatin1String("reduce-scatter") ||
        op == QLatin1String("all-to-all"))
        return (n - 1.0) / n;
    if (op == QLatin1String("broadcast") || op == QLatin1String("reduce") ||
        op == QLatin1String("send-recv"))
        return 1.0;
    return 0.0;
}

NcclImportResult importNcclTests(const QByteArray &content, const QString &sourceName)
{
    NcclImportResult result;
    result.sourceName = sourceName;
    const QByteArray trimmed = content.trimmed();
    if (trimmed.isEmpty()) {
        result.errors.push_back(
            {0, tr("\"%1\" is empty: there is no nccl-tests output to read.").arg(sourceName)});
        return result;
    }
    if (content.contains('\0')) {
        result.errors.push_back(
            {0, tr("\"%1\" is a binary file, not nccl-tests output.").arg(sourceName)});
        return result;
    }

    if (trimmed.startsWith('{')) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(trimmed, &error);
        if (error.error != QJsonParseError::NoError) {
            const int offset = int(content.indexOf('{')) + error.offset;
            const int line = int(content.left(offset).count('\n')) + 1;
            result.errors.push_back(
                {line, tr("\"%1\" looks like JSON but cannot be read at line %2: %3. A JSON "
                          "file cut short cannot be imported; use the text output instead.")
                           .arg(sourceName)
                           .arg(line)
                           .arg(error.errorString())});
            return result;
        }
        const QJsonObject root = doc.object();
        if (!root.contains(QLatin1String("results")) ||
            !root.value(QLatin1String("results")).isArray()) {
            result.errors.push_back(
                {1, tr("\"%1\" is JSON but not nccl-tests output: it has no \"results\" list.")
                        .arg(sourceName)});
            return result;
        }
        readJson(root, sourceName, &result);
        return result;
    }

    TextReader reader(sourceName, &result);
    reader.read(content);
    if (result.runs.empty() && result.errors.empty()) {
        // Say why: which parts of a run were seen.
        const bool sawRanks = content.contains("Rank") && content.contains(" device ");
        const bool sawConfig = content.contains("nThread");
        QString why;
        if (sawConfig || sawRanks)
            why = tr("\"%1\" starts an nccl-tests run but has no result table (the header "
                     "line naming size, time, algbw and busbw is missing).")
                      .arg(sourceName);
        else
            why = tr("\"%1\" is not nccl-tests output: no line names the columns size, time, "
                     "algbw and busbw, and no result rows follow such a line.")
                      .arg(sourceName);
        result.errors.push_back({0, why});
    }
    return result;
}

std::vector<Measurement> ncclMeasurements(const NcclImportResult &result, int run,
                                          const QString &date, const QString &variant)
{
    std::vector<Measurement> out;
    for (const NcclRun &r : result.runs) {
        const QString devices = r.deviceSummary();
        const int nodes = r.nodes();
        for (const NcclRow &row : r.rows) {
            Measurement m;
            m.run = run;
            m.source = result.sourceName;
            m.date = r.date.isEmpty() ? date : r.date;
            m.variant = variant.isEmpty() ? r.variant : variant;
            m.op = r.op;
            m.gpus = r.gpus;
            m.bytes = row.bytes;
            m.seconds = row.outOfPlace.timeUs * 1e-6;
            m.algbwGbyteS = row.outOfPlace.algbwGbytePerS;
            m.busbwGbyteS = row.outOfPlace.busbwGbytePerS;
            m.test = r.test;
            m.count = row.count;
            m.type = row.type;
            m.redop = row.redop;
            m.root = row.root;
            m.wrong = row.outOfPlace.wrong;
            if (row.inPlace.present) {
                m.inPlaceSeconds = row.inPlace.timeUs * 1e-6;
                m.inPlaceAlgbwGbyteS = row.inPlace.algbwGbytePerS;
                m.inPlaceBusbwGbyteS = row.inPlace.busbwGbytePerS;
                m.inPlaceWrong = row.inPlace.wrong;
            }
            m.devices = devices;
            m.nodes = nodes;
            m.avgBusbwGbyteS = r.avgBusbwGbytePerS;
            m.partial = r.partial;
            out.push_back(m);
        }
    }
    return out;
}

int nextMeasurementRun(const Project &project)
{
    int next = 1;
    for (const Measurement &m : project.measurements)
        next = std::max(next, m.run + 1);
    return next;
}

} // namespace fp
