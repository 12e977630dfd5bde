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

#include "model/collective.h"
#include "model/measurements.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string_view>

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

// Output prefixes of launchers, added to every line: Open MPI --tag-output
// "[1,0]<stdout>:", MPICH / Intel MPI -prepend-rank "[0] ", Slurm srun --label "0: ",
// pdsh "host: ". A pdsh host name is taken off only when what follows is a line of
// the log (a comment, a result row, an NCCL line), so that "Error: ..." stays whole.
QString stripLauncherPrefix(const QString &line)
{
    if (line.isEmpty() || line[0] == QLatin1Char('#'))
        return line;
    static const QRegularExpression mpi(QStringLiteral(R"(^\[\d+,\d+\]<std(?:out|err)>:\s?)"));
    static const QRegularExpression rank(QStringLiteral(R"(^\[\d+\] )"));
    static const QRegularExpression srun(QStringLiteral(R"(^\s*\d+:\s)"));
    static const QRegularExpression pdsh(QStringLiteral(R"(^[A-Za-z][A-Za-z0-9._-]{0,62}: )"));
    for (const QRegularExpression *re : {&mpi, &rank, &srun}) {
        const QRegularExpressionMatch m = re->match(line);
        if (m.hasMatch())
            return line.mid(m.capturedLength());
    }
    if (!line[0].isLetter())
        return line;
    const QRegularExpressionMatch m = pdsh.match(line);
    if (!m.hasMatch())
        return line;
    const QString rest = line.mid(m.capturedLength());
    const QString t = rest.trimmed();
    if (t.startsWith(QLatin1Char('#')) || (!t.isEmpty() && t[0].isDigit()) ||
        rest.contains(QLatin1String("NCCL ")))
        return rest;
    return line;
}

// A number read from the log: readable and inside its limits, not a number at all
// (a row is skipped), or a number outside the limits (the log is refused).
enum class Parse { Ok, NotANumber, OutOfRange };

bool allDigits(const QString &s)
{
    const qsizetype from = s.startsWith(QLatin1Char('-')) || s.startsWith(QLatin1Char('+')) ? 1 : 0;
    if (s.size() <= from)
        return false;
    for (qsizetype i = from; i < s.size(); ++i)
        if (!s[i].isDigit())
            return false;
    return true;
}

// An integer as nccl-tests prints it ("-1", "8589934592"): digits that do not fit a
// qint64 are out of range, never converted.
Parse parseInteger(const QString &s, qint64 min, qint64 max, qint64 *out)
{
    bool ok = false;
    const qint64 v = s.toLongLong(&ok);
    if (!ok)
        return allDigits(s) ? Parse::OutOfRange : Parse::NotANumber;
    if (v < min || v > max)
        return Parse::OutOfRange;
    *out = v;
    return Parse::Ok;
}

Parse parseInt(const QString &s, int min, int max, int *out)
{
    qint64 v = 0;
    const Parse p = parseInteger(s, min, max, &v);
    if (p == Parse::Ok)
        *out = int(v); // min <= v <= max: fits an int
    return p;
}

// A decimal number: "nan" and "inf" (what printf writes for a degenerate figure) are
// not numbers; a finite number outside [min, max], or too large for a double, is out
// of range.
Parse parseReal(const QString &s, double min, double max, double *out)
{
    bool ok = false;
    const double v = s.toDouble(&ok);
    if (!ok || !std::isfinite(v)) {
        static const QRegularExpression decimal(
            QStringLiteral(R"(^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$)"));
        return decimal.match(s).hasMatch() ? Parse::OutOfRange : Parse::NotANumber;
    }
    if (v < min || v > max)
        return Parse::OutOfRange;
    *out = v;
    return Parse::Ok;
}

// Whether a line (UTF-8) contains `word`: millions of lines of a big log are searched
// for a dozen words, so on the bytes as read (QString::contains is three times slower).
bool has(std::string_view line, std::string_view word)
{
    return line.find(word) != std::string_view::npos;
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

    // `raw`: the same line as UTF-8, where the words are looked for (fast).
    void scan(const QString &line, std::string_view raw, int lineNo)
    {
        static const QRegularExpression linkLayer(QStringLiteral(R"(\[\d+\]\S+?:\d+/(IB|RoCE)\b)"));
        const auto note = [&](int *count, int *where, QString *text) {
            if ((*count)++ == 0) {
                *where = lineNo;
                *text = line.trimmed();
            }
        };
        if (has(raw, "NET/IB")) {
            QRegularExpressionMatchIterator it = linkLayer.globalMatch(line);
            while (it.hasNext()) {
                if (it.next().captured(1) == QLatin1String("IB"))
                    note(&strongIb, &ibLine, &ibText);
                else
                    note(&strongEth, &ethLine, &ethText);
            }
        }
        if (has(raw, "NET/Socket : Using") || has(raw, "Using network Socket") ||
            has(raw, "NCCL_IB_DISABLE=1") || has(raw, "NCCL_NET=Socket"))
            note(&strongEth, &ethLine, &ethText);
        static const QRegularExpression roceWord(QStringLiteral(R"(\bRoCE(?:v2)?\b)"));
        if (has(raw, "NCCL_IB_GID_INDEX") || has(raw, "NCCL_IB_TC") ||
            (has(raw, "RoCE") && roceWord.match(line).hasMatch()))
            note(&weakEth, &weakEthLine, &weakEthText);
        if (has(raw, "NCCL_IB_HCA"))
            note(&weakIb, &weakIbLine, &weakIbText);
    }

    // Sets *variant and *evidence; returns a warning when the hints disagree.
    QString decide(QString *variant, QString *evidence, int *evidenceLine) const
    {
        variant->clear();
        evidence->clear();
        *evidenceLine = 0;
        if (strongIb && strongEth)
            return tr("the log names both InfiniBand (line %1) and Ethernet (line %2) "
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

// "LOG line N: text", or "LOG: text" when the message concerns the whole file.
QString located(const QString &source, int line, const QString &text)
{
    if (line > 0)
        return tr("%1 line %2: %3").arg(source, QString::number(line), text);
    return tr("%1: %2").arg(source, text);
}

// "size \"1e300\" is out of range (0 to 4611686018427387904 bytes)"
QString outOfRange(const QString &what, const QString &value, const QString &range)
{
    return tr("%1 \"%2\" is out of range (%3)").arg(what, value, range);
}

QString bytesRange()
{
    return tr("0 to %1 bytes").arg(QLocale().toString(NcclLimits::maxBytes));
}

QString gpusRange(int min)
{
    return tr("%1 to %2 GPUs").arg(min).arg(QLocale().toString(NcclLimits::maxGpus));
}

QString timeRange()
{
    return tr("0 to %1 microseconds").arg(QLocale().toString(NcclLimits::maxTimeUs, 'g'));
}

QString bandwidthRange()
{
    return tr("0 to %1 GB/s").arg(QLocale().toString(NcclLimits::maxGbytePerS, 'g'));
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

    bool failed() const { return !m_result->errors.empty(); }

    // One line of the log without its line end. Returns false once the log cannot be
    // imported (the error is recorded).
    // `raw` is the same line as UTF-8, where words are looked for (fast).
    bool line(QString line, std::string_view raw, int lineNo)
    {
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        line = stripLauncherPrefix(line);
        m_hints.scan(line, raw, lineNo);
        m_sawConfig = m_sawConfig || has(raw, "nThread");
        m_sawRanks = m_sawRanks || (has(raw, "Rank") && has(raw, " device "));
        if (has(raw, "NCCL INFO") || has(raw, "NCCL WARN"))
            return infoLine(line, raw, lineNo);
        const QString t = line.trimmed();
        if (t.isEmpty())
            return true;
        if (t.startsWith(QLatin1Char('#')))
            return commentLine(t, lineNo);
        otherLine(t, lineNo);
        return !failed();
    }

    // A line longer than NcclLimits::maxLineBytes: not read.
    void longLine(int lineNo)
    {
        warn(lineNo, tr("the line is longer than %1 bytes; it is skipped.")
                         .arg(QLocale().toString(NcclLimits::maxLineBytes)));
    }

    // The end of the log: the last run, the variant guess, and why nothing was read.
    void finish(int lastLine)
    {
        finishRun(lastLine);
        if (failed())
            return;
        guessVariant();
        if (m_result->runs.empty())
            fail(m_firstBadRow, nothingReadReason());
    }

private:
    bool infoLine(const QString &line, std::string_view raw, int lineNo)
    {
        static const QRegularExpression nranksRe(QStringLiteral(R"(\bnranks\s+(\d+))"));
        if (!has(raw, "nranks"))
            return true;
        const QRegularExpressionMatch m = nranksRe.match(line);
        if (!m.hasMatch())
            return true;
        int n = 0;
        if (parseInt(m.captured(1), 0, NcclLimits::maxGpus, &n) != Parse::Ok)
            return fail(lineNo, outOfRange(QStringLiteral("nranks"), m.captured(1), gpusRange(0)));
        m_cur.nranksInfo = std::max(m_cur.nranksInfo, n);
        return true;
    }

    bool commentLine(const QString &t, int lineNo)
    {
        static const QRegularExpression ws(QStringLiteral(R"(\s+)"));
        static const QRegularExpression rankRe(QStringLiteral(
            R"(^#\s*Rank\s+(\d+)\s+(?:Group\s+\d+\s+)?Pid\s+\d+\s+on\s+(\S+)\s+device\s+(\d+)\s+\[([^\]]*)\]\s*(.*)$)"));
        static const QRegularExpression nThreadRe(
            QStringLiteral(R"(^#\s*nThread\s+(\d+)\s+nGpus\s+(\d+))"));
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
            return threadsLine(m, lineNo);
        } else if (const QRegularExpressionMatch r = rankRe.match(t); r.hasMatch()) {
            if (m_cur.header)
                newRunIfUsed(lineNo);
            touch(lineNo);
            return rankLine(r, lineNo);
        } else if (body.startsWith(QLatin1String("Out of bounds values"))) {
            touch(lineNo);
            return outOfBoundsLine(body, lineNo);
        } else if (body.startsWith(QLatin1String("Avg bus bandwidth"))) {
            touch(lineNo);
            m_cur.complete = true;
            return averageLine(body, lineNo);
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
        return !failed();
    }

    // "# nThread 1 nGpus 8 ...": threads x GPUs of one process, at most maxGpus.
    bool threadsLine(const QRegularExpressionMatch &m, int lineNo)
    {
        int threads = 0, gpus = 0;
        if (parseInt(m.captured(1), 0, NcclLimits::maxGpus, &threads) != Parse::Ok)
            return fail(lineNo, outOfRange(QStringLiteral("nThread"), m.captured(1), gpusRange(0)));
        if (parseInt(m.captured(2), 0, NcclLimits::maxGpus, &gpus) != Parse::Ok)
            return fail(lineNo, outOfRange(QStringLiteral("nGpus"), m.captured(2), gpusRange(0)));
        if (qint64(threads) * gpus > NcclLimits::maxGpus)
            return fail(lineNo, outOfRange(tr("nThread x nGpus"),
                                           QString::number(qint64(threads) * gpus), gpusRange(0)));
        m_cur.nThread = threads;
        m_cur.nGpus = gpus;
        return true;
    }

    bool rankLine(const QRegularExpressionMatch &r, int lineNo)
    {
        if (++m_devices > NcclLimits::maxDevices)
            return fail(lineNo, tr("more than %1 rank lines: this is not the output of one "
                                   "set of nccl-tests runs.")
                                    .arg(QLocale().toString(NcclLimits::maxDevices)));
        NcclDevice d;
        const int maxIndex = NcclLimits::maxGpus - 1;
        if (parseInt(r.captured(1), 0, maxIndex, &d.rank) != Parse::Ok)
            return fail(lineNo, outOfRange(tr("rank"), r.captured(1),
                                           tr("0 to %1").arg(QLocale().toString(maxIndex))));
        if (parseInt(r.captured(3), 0, maxIndex, &d.device) != Parse::Ok)
            return fail(lineNo, outOfRange(tr("device"), r.captured(3),
                                           tr("0 to %1").arg(QLocale().toString(maxIndex))));
        d.host = r.captured(2);
        d.busId = r.captured(4);
        d.name = r.captured(5).trimmed();
        m_cur.run.devices.push_back(d);
        return true;
    }

    // "# Out of bounds values : 0 OK"; an unreadable count is left unknown.
    bool outOfBoundsLine(const QString &body, int lineNo)
    {
        const QString v =
            body.section(QLatin1Char(':'), 1).trimmed().section(QLatin1Char(' '), 0, 0);
        int n = 0;
        const Parse p = parseInt(v, 0, std::numeric_limits<int>::max(), &n);
        if (p == Parse::OutOfRange)
            return fail(
                lineNo,
                outOfRange(tr("out of bounds values"), v,
                           tr("0 to %1").arg(QLocale().toString(std::numeric_limits<int>::max()))));
        m_cur.run.outOfBounds = p == Parse::Ok ? n : 0;
        return true;
    }

    // "# Avg bus bandwidth    : 109.553"; an unreadable figure is left unknown.
    bool averageLine(const QString &body, int lineNo)
    {
        const QString v =
            body.section(QLatin1Char(':'), 1).trimmed().section(QLatin1Char(' '), 0, 0);
        double bw = 0;
        const Parse p = parseReal(v, 0.0, NcclLimits::maxGbytePerS, &bw);
        if (p == Parse::OutOfRange)
            return fail(lineNo, outOfRange(tr("average bus bandwidth"), v, bandwidthRange()));
        if (p == Parse::Ok)
            m_cur.run.avgBusbwGbytePerS = bw;
        return true;
    }

    // Not a comment: a data row when a table is open, else surrounding text.
    void otherLine(const QString &t, int lineNo)
    {
        static const QRegularExpression ws(QStringLiteral(R"(\s+)"));
        if (!m_cur.header || m_cur.complete) {
            const QRegularExpressionMatch m = testNameRe().match(t);
            if (m.hasMatch()) {
                if (m_cur.complete)
                    newRunIfUsed(lineNo);
                m_cur.testHint = m.captured(1);
            }
            return;
        }
        const QStringList tokens = t.split(ws, Qt::SkipEmptyParts);
        qint64 first = 0;
        if (parseInteger(tokens.first(), std::numeric_limits<qint64>::min(),
                         std::numeric_limits<qint64>::max(), &first) == Parse::NotANumber) {
            if (t.contains(QLatin1String("Test NCCL failure")) ||
                t.contains(QLatin1String("Test CUDA failure")) ||
                t.contains(QLatin1String("Test failure"))) {
                m_cur.run.partial = true;
                warn(lineNo, tr("a test failure inside the table of the run that starts at "
                                "line %1: the rows before it are kept and the run is marked "
                                "partial.")
                                 .arg(m_cur.run.firstLine));
            }
            return; // noise between rows
        }
        readRow(tokens, lineNo);
    }

    void warn(int line, const QString &text)
    {
        const std::size_t n = m_result->warnings.size();
        if (n < std::size_t(NcclLimits::maxWarnings))
            m_result->warnings.push_back({line, located(m_sourceName, line, text)});
        else if (n == std::size_t(NcclLimits::maxWarnings))
            m_result->warnings.push_back(
                {line, located(m_sourceName, line,
                               tr("more warnings follow from here on; they are not listed."))});
    }

    // Records the error that stops the import of this log; returns false.
    bool fail(int line, const QString &text)
    {
        if (m_result->errors.empty())
            m_result->errors.push_back({line, located(m_sourceName, line, text)});
        m_result->runs.clear();
        return false;
    }

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

    // A row that cannot be read: skipped, the run marked partial; the first one is
    // remembered to explain a table of which no row could be read.
    void badRow(int lineNo, const QString &why)
    {
        m_cur.run.partial = true;
        if (m_firstBadRow == 0) {
            m_firstBadRow = lineNo;
            m_firstBadRowWhy = why;
        }
        warn(lineNo, tr("not a complete result row (%1); it is skipped and the run that "
                        "starts at line %2 is marked partial.")
                         .arg(why)
                         .arg(m_cur.run.firstLine));
    }

    void readRow(const QStringList &tokens, int lineNo)
    {
        const Columns &c = m_cur.columns;
        touch(lineNo);
        if (tokens.size() <= c.lastRequired())
            return badRow(lineNo,
                          tr("%1 of %2 columns").arg(tokens.size()).arg(c.lastRequired() + 1));
        NcclRow row;
        row.line = lineNo;
        if (!readRowHead(tokens, lineNo, &row))
            return;
        for (int g = 0; g < 2; ++g) {
            if (!readSide(tokens, g, lineNo, g == 0 ? &row.outOfPlace : &row.inPlace))
                return;
        }
        if (m_rows >= NcclLimits::maxRows) {
            fail(lineNo, tr("more than %1 result rows: this is not the output of one set "
                            "of nccl-tests runs.")
                             .arg(QLocale().toString(NcclLimits::maxRows)));
            return;
        }
        ++m_rows;
        rowNotes(row, tokens, lineNo);
        m_cur.run.rows.push_back(row);
    }

    // size, count, type, redop and root; false when the row is skipped or refused.
    bool readRowHead(const QStringList &tokens, int lineNo, NcclRow *row)
    {
        const Columns &c = m_cur.columns;
        const QString &size = tokens[c.size];
        switch (parseInteger(size, 0, NcclLimits::maxBytes, &row->bytes)) {
        case Parse::Ok:
            break;
        case Parse::NotANumber:
            badRow(lineNo, tr("size \"%1\" is not a number of bytes").arg(size));
            return false;
        case Parse::OutOfRange:
            return fail(lineNo, outOfRange(tr("size"), size, bytesRange()));
        }
        if (c.count >= 0) {
            const QString &count = tokens[c.count];
            switch (parseInteger(count, 0, NcclLimits::maxBytes, &row->count)) {
            case Parse::Ok:
                break;
            case Parse::NotANumber:
                badRow(lineNo, tr("count \"%1\" is not a number").arg(count));
                return false;
            case Parse::OutOfRange:
                return fail(
                    lineNo,
                    outOfRange(
                        tr("count"), count,
                        tr("0 to %1 elements").arg(QLocale().toString(NcclLimits::maxBytes))));
            }
        }
        if (c.type >= 0)
            row->type = tokens[c.type];
        if (c.redop >= 0)
            row->redop = tokens[c.redop];
        if (c.root >= 0) {
            const QString &root = tokens[c.root];
            const int maxRank = NcclLimits::maxGpus - 1;
            switch (parseInt(root, -1, maxRank, &row->root)) {
            case Parse::Ok:
                break;
            case Parse::NotANumber:
                badRow(lineNo, tr("root \"%1\" is not a rank").arg(root));
                return false;
            case Parse::OutOfRange:
                return fail(lineNo, outOfRange(tr("root"), root,
                                               tr("-1 to %1").arg(QLocale().toString(maxRank))));
            }
        }
        return true;
    }

    // One figure of a row: false when the row is skipped or the log refused.
    bool figure(const QString &token, double max, const QString &what, const QString &range,
                int lineNo, double *out)
    {
        switch (parseReal(token, 0.0, max, out)) {
        case Parse::Ok:
            return true;
        case Parse::NotANumber:
            badRow(lineNo, tr("%1 \"%2\" is not a number").arg(what, token));
            return false;
        case Parse::OutOfRange:
            return fail(lineNo, outOfRange(what, token, range));
        }
        return false;
    }

    // Out-of-place (g = 0) or in-place (g = 1) time, algbw, busbw and #wrong.
    bool readSide(const QStringList &tokens, int g, int lineNo, NcclResult *r)
    {
        const Columns &c = m_cur.columns;
        if (c.time[g] < 0 || c.algbw[g] < 0 || c.busbw[g] < 0)
            return true;
        if (!figure(tokens[c.time[g]], NcclLimits::maxTimeUs, tr("time"), timeRange(), lineNo,
                    &r->timeUs) ||
            !figure(tokens[c.algbw[g]], NcclLimits::maxGbytePerS, tr("algbw"), bandwidthRange(),
                    lineNo, &r->algbwGbytePerS) ||
            !figure(tokens[c.busbw[g]], NcclLimits::maxGbytePerS, tr("busbw"), bandwidthRange(),
                    lineNo, &r->busbwGbytePerS))
            return false;
        if (c.wrong[g] >= 0) {
            const QString &w = tokens[c.wrong[g]];
            if (w == QLatin1String("N/A"))
                r->wrong = -1.0;
            else if (!figure(w, double(NcclLimits::maxBytes), tr("error count"),
                             tr("0 to %1").arg(QLocale().toString(NcclLimits::maxBytes)), lineNo,
                             &r->wrong))
                return false;
        }
        r->present = true;
        return true;
    }

    // Warnings about a row that is kept, and the run's date from a timestamp column.
    void rowNotes(const NcclRow &row, const QStringList &tokens, int lineNo)
    {
        const Columns &c = m_cur.columns;
        if (!m_cur.run.rows.empty() && row.bytes < m_cur.run.rows.back().bytes)
            warn(lineNo, tr("the size %1 is smaller than the row before it; the rows are kept "
                            "in the order of the log.")
                             .arg(row.bytes));
        if (row.outOfPlace.wrong > 0 && !m_cur.run.errorIsRelative)
            warn(lineNo, tr("%1 wrong elements: that size did not pass the data check, so its "
                            "figures are not trustworthy.")
                             .arg(row.outOfPlace.wrong));
        if (c.timestamp >= 0 && m_cur.run.date.isEmpty() && tokens.size() > c.timestamp + 1) {
            const QString ts = tokens[c.timestamp] + QLatin1Char('T') + tokens[c.timestamp + 1];
            static const QRegularExpression iso(
                QStringLiteral(R"(^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$)"));
            if (iso.match(ts).hasMatch())
                m_cur.run.date = ts;
        }
    }

    void finishRun(int lastLine)
    {
        TextRun cur = std::move(m_cur);
        m_cur = TextRun();
        if (!cur.started || failed())
            return;
        NcclRun &run = cur.run;
        run.format = QStringLiteral("text");
        if (!cur.header) {
            // Rank lines or a config line without a table: a run that never got to it.
            if (cur.nThread > 0 || !run.devices.empty() || !run.test.isEmpty())
                warn(run.firstLine, tr("the nccl-tests run that starts here has no result "
                                       "table; it is skipped."));
            return;
        }
        m_sawHeader = m_sawHeader == 0 ? cur.headerLine : m_sawHeader;
        if (run.rows.empty()) {
            warn(cur.headerLine, tr("the result table that starts here has no rows; the run "
                                    "is skipped."));
            return;
        }
        if (!cur.complete) {
            run.partial = true;
            warn(run.lastLine,
                 tr("the result table that starts at line %1 stops here without the \"Avg bus "
                    "bandwidth\" summary: the log looks cut short. The %2 rows read are kept "
                    "and the run is marked partial.")
                     .arg(cur.headerLine)
                     .arg(run.rows.size()));
        }
        Q_UNUSED(lastLine);
        run.gpus = runGpus(cur);
        if (run.gpus == 0)
            warn(run.firstLine, tr("the run that starts here does not say how many GPUs took "
                                   "part; set it before comparing."));
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

    // GPUs: the rank lines, else the ranks NCCL reported, else threads x GPUs of a
    // single process (each at most maxGpus, checked where read).
    static int runGpus(const TextRun &cur)
    {
        if (!cur.run.devices.empty()) {
            QSet<int> ranks;
            for (const NcclDevice &d : cur.run.devices)
                ranks.insert(d.rank);
            return int(ranks.size());
        }
        if (cur.nranksInfo > 0)
            return cur.nranksInfo;
        if (cur.nThread > 0 && cur.nGpus > 0)
            return cur.nThread * cur.nGpus;
        return 0;
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
            warn(headerLine, tr("the log does not name the test of the table that starts "
                                "here and it cannot be told from the figures; its rows are "
                                "kept without an operation."));
            return;
        }
        run->test = guess + QStringLiteral("_perf");
        warn(headerLine, tr("the log does not name the test of the table that starts here; "
                            "it was taken to be %1 from the ratio of busbw to algbw.")
                             .arg(run->test));
    }

    void guessVariant()
    {
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
                 located(
                     m_sourceName, evidenceLine,
                     tr("the fabric variant was guessed as %1 from this line (\"%2\"); "
                        "change it if the run was made on another fabric.")
                         .arg(m_result->variant == kInfiniBand ? tr("InfiniBand") : tr("Ethernet"),
                              m_result->variantEvidence.left(120)))});
    }

    // Why no run was read: the first unreadable row, a table without rows, or what of a
    // run was seen.
    QString nothingReadReason() const
    {
        if (m_firstBadRow > 0)
            return tr("%1; no row of the result table could be read.").arg(m_firstBadRowWhy);
        if (m_sawHeader > 0)
            return tr("the result table at line %1 has no rows: the log stops before its "
                      "first result.")
                .arg(m_sawHeader);
        if (m_sawConfig || m_sawRanks)
            return tr("the file starts an nccl-tests run but has no result table (no line "
                      "names the columns size, time, algbw and busbw).");
        return tr("the file is not nccl-tests output: no line names the columns size, time, "
                  "algbw and busbw, and no result rows follow such a line.");
    }

    QString m_sourceName;
    NcclImportResult *m_result;
    TextRun m_cur;
    VariantHints m_hints;
    int m_rows = 0;    // rows kept so far (NcclLimits::maxRows)
    int m_devices = 0; // rank lines so far (NcclLimits::maxDevices)
    int m_firstBadRow = 0;
    QString m_firstBadRowWhy;
    int m_sawHeader = 0; // the first table's header line
    bool m_sawConfig = false, m_sawRanks = false;
};

// A JSON number, or a number in a string (nccl-tests writes "root": "    -1").
Parse jsonReal(const QJsonValue &v, double min, double max, double *out)
{
    if (v.isString())
        return parseReal(v.toString().trimmed(), min, max, out);
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
        return Parse::NotANumber;
    if (v.toDouble() < min || v.toDouble() > max)
        return Parse::OutOfRange;
    *out = v.toDouble();
    return Parse::Ok;
}

// A whole JSON number in [min, max]; a fraction is not a number of bytes or ranks.
Parse jsonInteger(const QJsonValue &v, qint64 min, qint64 max, qint64 *out)
{
    double d = 0.0;
    const Parse p = jsonReal(v, double(min), double(max), &d);
    if (p != Parse::Ok)
        return p;
    if (d != std::floor(d))
        return Parse::NotANumber;
    *out = qint64(d); // min <= d <= max, both exact in a double: no overflow
    return Parse::Ok;
}

QString jsonText(const QJsonValue &v)
{
    return v.isString() ? v.toString()
                        : QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
}

// nccl-tests JSON output (-J), read whole (at most NcclLimits::maxJsonBytes). Numbers
// outside NcclLimits are errors naming the result: "LOG, result N: ...".
class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(fp::JsonReader)

public:
    JsonReader(const QString &sourceName, NcclImportResult *result)
        : m_sourceName(sourceName)
        , m_result(result)
    {
        m_run.format = QStringLiteral("json");
    }

    void read(const QJsonObject &root)
    {
        readTest(root);
        if (!readDevices(root))
            return;
        const QString start = root.value(QLatin1String("start_time")).toString();
        static const QRegularExpression ts(
            QStringLiteral(R"(^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$)"));
        if (const QRegularExpressionMatch m = ts.match(start); m.hasMatch())
            m_run.date = m.captured(1) + QLatin1Char('T') + m.captured(2);
        const QJsonArray results = root.value(QLatin1String("results")).toArray();
        for (qsizetype i = 0; i < results.size(); ++i) {
            if (!readResult(results[i].toObject(), int(i + 1)))
                return;
        }
        if (!readTrailer(root))
            return;
        guessVariant(root);
        if (m_run.rows.empty()) {
            fail(0, tr("the file is nccl-tests JSON output without any readable result."));
            return;
        }
        if (m_run.gpus == 0)
            warn(tr("the JSON output does not say how many GPUs took part; set it before "
                    "comparing."));
        m_result->runs.push_back(std::move(m_run));
    }

private:
    void warn(const QString &text)
    {
        m_result->warnings.push_back({0, located(m_sourceName, 0, text)});
    }

    // The error that stops the import; `result` is the 1-based result, 0 for the file.
    bool fail(int result, const QString &text)
    {
        const QString where =
            result > 0 ? tr("%1, result %2").arg(m_sourceName).arg(result) : m_sourceName;
        m_result->errors.push_back({0, located(where, 0, text)});
        return false;
    }

    // The program: args[0], else experiment_name of a result, else the file name.
    void readTest(const QJsonObject &root)
    {
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
            test = fileOpGuess(m_sourceName);
        if (!test.isEmpty())
            m_run.test = test + QStringLiteral("_perf");
        m_run.op = ncclOpKey(m_run.test);
        if (m_run.test.isEmpty())
            warn(tr("the JSON output does not name the test (no args, no experiment name); "
                    "its rows are kept without an operation."));
    }

    // Devices: a top-level list, or inside config (where nccl-tests writes it); else
    // threads x GPUs of the configuration.
    bool readDevices(const QJsonObject &root)
    {
        const QJsonObject config = root.value(QLatin1String("config")).toObject();
        QJsonArray devices = root.value(QLatin1String("devices")).toArray();
        if (devices.isEmpty())
            devices = config.value(QLatin1String("devices")).toArray();
        if (devices.size() > NcclLimits::maxDevices)
            return fail(0, tr("more than %1 devices: this is not the output of one set of "
                              "nccl-tests runs.")
                               .arg(QLocale().toString(NcclLimits::maxDevices)));
        const qint64 maxIndex = NcclLimits::maxGpus - 1;
        QSet<int> ranks;
        for (const QJsonValue &v : devices) {
            const QJsonObject o = v.toObject();
            qint64 rank = 0, device = 0;
            if (jsonInteger(o.value(QLatin1String("rank")), 0, maxIndex, &rank) ==
                Parse::OutOfRange)
                return fail(0, outOfRange(tr("rank"), jsonText(o.value(QLatin1String("rank"))),
                                          tr("0 to %1").arg(QLocale().toString(maxIndex))));
            if (jsonInteger(o.value(QLatin1String("device")), 0, maxIndex, &device) ==
                Parse::OutOfRange)
                return fail(0, outOfRange(tr("device"), jsonText(o.value(QLatin1String("device"))),
                                          tr("0 to %1").arg(QLocale().toString(maxIndex))));
            NcclDevice d;
            d.rank = int(rank);
            d.device = int(device);
            d.host = o.value(QLatin1String("hostname")).toString();
            d.busId = o.value(QLatin1String("device_hex")).toString();
            d.name = o.value(QLatin1String("device_info")).toString();
            m_run.devices.push_back(d);
            ranks.insert(d.rank);
        }
        if (!m_run.devices.empty()) {
            m_run.gpus = int(ranks.size());
            return true;
        }
        qint64 threads = 0, gpus = 0;
        const std::pair<const char *, qint64 *> counts[] = {{"nthreads", &threads},
                                                            {"ngpus", &gpus}};
        for (const auto &[key, value] : counts) {
            const QJsonValue v = config.value(QLatin1String(key));
            if (jsonInteger(v, 0, NcclLimits::maxGpus, value) == Parse::OutOfRange)
                return fail(0, outOfRange(QLatin1String(key), jsonText(v), gpusRange(0)));
        }
        if (threads * gpus > NcclLimits::maxGpus) // each <= 2^24: no overflow
            return fail(0, outOfRange(tr("nthreads x ngpus"), QString::number(threads * gpus),
                                      gpusRange(0)));
        m_run.gpus = int(threads * gpus);
        return true;
    }

    // One of results[]; false when the log is refused.
    bool readResult(const QJsonObject &o, int index)
    {
        const auto bad = [&](const QString &why) {
            m_run.partial = true;
            warn(tr("result %1 is not complete (%2); it is skipped and the run is marked "
                    "partial.")
                     .arg(index)
                     .arg(why));
            return true;
        };
        NcclRow row;
        const QJsonValue size = o.value(QLatin1String("size"));
        const Parse ps = jsonInteger(size, 0, NcclLimits::maxBytes, &row.bytes);
        if (ps == Parse::OutOfRange)
            return fail(index, outOfRange(tr("size"), jsonText(size), bytesRange()));
        if (ps != Parse::Ok)
            return bad(tr("no size"));
        const QJsonValue count = o.value(QLatin1String("count"));
        if (jsonInteger(count, 0, NcclLimits::maxBytes, &row.count) == Parse::OutOfRange)
            return fail(
                index,
                outOfRange(tr("count"), jsonText(count),
                           tr("0 to %1 elements").arg(QLocale().toString(NcclLimits::maxBytes))));
        row.type = o.value(QLatin1String("type")).toString();
        row.redop = o.value(QLatin1String("redop")).toString();
        const QJsonValue root = o.value(QLatin1String("root"));
        qint64 rootRank = -1;
        const int maxRank = NcclLimits::maxGpus - 1;
        const Parse pr = jsonInteger(root, -1, maxRank, &rootRank);
        if (pr == Parse::OutOfRange)
            return fail(index, outOfRange(tr("root"), jsonText(root),
                                          tr("-1 to %1").arg(QLocale().toString(maxRank))));
        row.root = pr == Parse::Ok ? int(rootRank) : -1;
        bool sideMissing = false;
        for (int g = 0; g < 2 && !sideMissing; ++g) {
            const QJsonValue sv =
                o.value(g == 0 ? QLatin1String("out_of_place") : QLatin1String("in_place"));
            if (!sv.isObject())
                continue;
            switch (readSide(sv.toObject(), g == 0 ? &row.outOfPlace : &row.inPlace, index)) {
            case Parse::Ok:
                break;
            case Parse::NotANumber:
                sideMissing = true;
                break;
            case Parse::OutOfRange:
                return false;
            }
        }
        if (sideMissing || (!row.outOfPlace.present && !row.inPlace.present))
            return bad(tr("time, alg_bw or bus_bw missing"));
        // Trace replay writes only in-place figures: use them for both.
        if (!row.outOfPlace.present)
            row.outOfPlace = row.inPlace;
        m_run.rows.push_back(row);
        return true;
    }

    // time, alg_bw, bus_bw and nwrong of one side; OutOfRange after recording the error.
    Parse readSide(const QJsonObject &s, NcclResult *r, int index)
    {
        QJsonValue time = s.value(QLatin1String("time"));
        if (time.isUndefined())
            time = s.value(QLatin1String("cpu_time"));
        const struct {
            QJsonValue value;
            QString what;
            double max;
            QString range;
            double *out;
        } figures[] = {
            {time, tr("time"), NcclLimits::maxTimeUs, timeRange(), &r->timeUs},
            {s.value(QLatin1String("alg_bw")), tr("algbw"), NcclLimits::maxGbytePerS,
             bandwidthRange(), &r->algbwGbytePerS},
            {s.value(QLatin1String("bus_bw")), tr("busbw"), NcclLimits::maxGbytePerS,
             bandwidthRange(), &r->busbwGbytePerS},
        };
        for (const auto &f : figures) {
            const Parse p = jsonReal(f.value, 0.0, f.max, f.out);
            if (p == Parse::OutOfRange)
                fail(index, outOfRange(f.what, jsonText(f.value), f.range));
            if (p != Parse::Ok)
                return p;
        }
        const QJsonValue nwrong = s.value(QLatin1String("nwrong"));
        double w = 0.0;
        const Parse pw = jsonReal(nwrong, 0.0, double(NcclLimits::maxBytes), &w);
        if (pw == Parse::OutOfRange) {
            fail(index, outOfRange(tr("error count"), jsonText(nwrong),
                                   tr("0 to %1").arg(QLocale().toString(NcclLimits::maxBytes))));
            return pw;
        }
        r->wrong = pw == Parse::Ok ? w : -1.0;
        r->present = true;
        return Parse::Ok;
    }

    // average_bus_bandwidth and out_of_bounds.
    bool readTrailer(const QJsonObject &root)
    {
        const QJsonObject avg = root.value(QLatin1String("average_bus_bandwidth")).toObject();
        const QJsonValue bw = avg.value(QLatin1String("bandwidth"));
        double avgBw = 0.0;
        const Parse pa = jsonReal(bw, 0.0, NcclLimits::maxGbytePerS, &avgBw);
        if (pa == Parse::OutOfRange)
            return fail(0, outOfRange(tr("average bus bandwidth"), jsonText(bw), bandwidthRange()));
        if (pa == Parse::Ok) {
            m_run.avgBusbwGbytePerS = avgBw;
        } else if (!m_run.rows.empty()) {
            m_run.partial = true;
            warn(tr("the JSON output has no average bus bandwidth: the run looks cut short and "
                    "is marked partial."));
        }
        const QJsonObject oob = root.value(QLatin1String("out_of_bounds")).toObject();
        if (oob.contains(QLatin1String("count"))) {
            const QJsonValue count = oob.value(QLatin1String("count"));
            const qint64 maxInt = std::numeric_limits<int>::max();
            qint64 n = 0;
            const Parse p = jsonInteger(count, 0, maxInt, &n);
            if (p == Parse::OutOfRange)
                return fail(0, outOfRange(tr("out of bounds values"), jsonText(count),
                                          tr("0 to %1").arg(QLocale().toString(maxInt))));
            m_run.outOfBounds = p == Parse::Ok ? int(n) : 0;
        }
        return true;
    }

    // Variant hints from the environment the test ran with.
    void guessVariant(const QJsonObject &root)
    {
        VariantHints hints;
        const QJsonArray env = root.value(QLatin1String("env")).toArray();
        for (const QJsonValue &v : env) {
            const QByteArray raw = v.toString().toUtf8();
            hints.scan(v.toString(), std::string_view(raw.constData(), std::size_t(raw.size())), 0);
        }
        int evidenceLine = 0;
        const QString conflict =
            hints.decide(&m_result->variant, &m_result->variantEvidence, &evidenceLine);
        if (!conflict.isEmpty())
            warn(conflict);
        m_run.variant = m_result->variant;
        m_run.variantEvidence = m_result->variantEvidence;
        if (!m_run.variant.isEmpty())
            warn(tr("the fabric variant was guessed as %1 from the environment setting "
                    "\"%2\"; change it if the run was made on another fabric.")
                     .arg(m_run.variant == kInfiniBand ? tr("InfiniBand") : tr("Ethernet"),
                          m_run.variantEvidence.left(120)));
    }

    QString m_sourceName;
    NcclImportResult *m_result;
    NcclRun m_run;
};

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
    return collectiveBusFactor(op, gpus); // model/collective.h
}

namespace {

// A device read line by line into a buffer of NcclLimits::maxLineBytes: memory stays
// bounded whatever the file holds.
class LineReader
{
public:
    explicit LineReader(QIODevice &device)
        : m_device(device)
        , m_buffer(NcclLimits::maxLineBytes + 2, Qt::Uninitialized)
    {
    }

    int lineNo() const { return m_lineNo; }
    bool tooManyLines() const { return m_tooManyLines; }

    // The next line without its '\n'; *cut when it is longer than maxLineBytes (its
    // rest is still unread: skipRest()). False at the end of the device.
    bool next(QByteArray *line, bool *cut)
    {
        if (m_lineNo == std::numeric_limits<int>::max()) {
            m_tooManyLines = true; // line numbers are ints
            return false;
        }
        const qint64 n = m_device.readLine(m_buffer.data(), m_buffer.size());
        if (n <= 0)
            return false;
        ++m_lineNo;
        const bool ended = m_buffer[n - 1] == '\n';
        *cut = !ended && n == m_buffer.size() - 1;
        *line = QByteArray(m_buffer.constData(), ended ? n - 1 : n);
        return true;
    }

    void skipRest()
    {
        qint64 n = 0;
        while ((n = m_device.readLine(m_buffer.data(), m_buffer.size())) > 0 &&
               m_buffer[n - 1] != '\n') {
        }
    }

private:
    QIODevice &m_device;
    QByteArray m_buffer;
    int m_lineNo = 0;
    bool m_tooManyLines = false;
};

void fileError(NcclImportResult *result, int line, const QString &text)
{
    result->runs.clear();
    result->errors.push_back({line, located(result->sourceName, line, text)});
}

// JSON output from its first line (`start`, at line `startLine`, `cut` when the rest
// of that line is still unread) to the end of the device, at most maxJsonBytes.
void readJsonDevice(QIODevice &device, const QByteArray &start, bool cut, int startLine,
                    NcclImportResult *result)
{
    QByteArray text = start.trimmed();
    if (cut)
        text = start.mid(start.indexOf('{'));
    else
        text += '\n';
    text += device.read(NcclLimits::maxJsonBytes + 1 - text.size());
    if (text.size() > NcclLimits::maxJsonBytes || !device.atEnd())
        return fileError(result, 0,
                         QCoreApplication::translate("fp", "the JSON output is larger than %1 "
                                                           "MiB; nccl-tests writes far less.")
                             .arg(NcclLimits::maxJsonBytes / (1024 * 1024)));
    if (text.contains('\0'))
        return fileError(
            result, 0, QCoreApplication::translate("fp", "a binary file, not nccl-tests output."));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError) {
        const int line = startLine + int(text.left(error.offset).count('\n'));
        return fileError(
            result, line,
            QCoreApplication::translate("fp", "this looks like JSON but cannot be read: %1. A "
                                              "JSON file cut short cannot be imported; use the "
                                              "text output instead.")
                .arg(error.errorString()));
    }
    const QJsonObject root = doc.object();
    if (!root.value(QLatin1String("results")).isArray())
        return fileError(result, 0,
                         QCoreApplication::translate("fp", "JSON but not nccl-tests output: it "
                                                           "has no \"results\" list."));
    JsonReader(result->sourceName, result).read(root);
}

} // namespace

NcclImportResult importNcclTests(QIODevice &device, const QString &sourceName)
{
    NcclImportResult result;
    result.sourceName = sourceName;
    LineReader lines(device);
    TextReader reader(sourceName, &result);
    QByteArray line;
    bool cut = false, any = false;
    while (lines.next(&line, &cut)) {
        if (line.contains('\0')) {
            fileError(&result, lines.lineNo(), tr("a binary file, not nccl-tests output."));
            return result;
        }
        if (!any && line.trimmed().isEmpty()) {
            if (cut)
                lines.skipRest();
            continue;
        }
        if (!any && line.trimmed().startsWith('{')) {
            readJsonDevice(device, line, cut, lines.lineNo(), &result);
            return result;
        }
        any = true;
        if (cut) {
            lines.skipRest();
            reader.longLine(lines.lineNo());
        } else if (!reader.line(QString::fromUtf8(line),
                                std::string_view(line.constData(), std::size_t(line.size())),
                                lines.lineNo())) {
            return result;
        }
    }
    if (!any) {
        fileError(&result, 0, tr("the file is empty: there is no nccl-tests output to read."));
        return result;
    }
    if (lines.tooManyLines()) {
        fileError(&result, lines.lineNo(), tr("the log has more lines than can be counted."));
        return result;
    }
    reader.finish(lines.lineNo());
    return result;
}

NcclImportResult importNcclTests(const QByteArray &content, const QString &sourceName)
{
    QBuffer buffer;
    buffer.setData(content);
    buffer.open(QIODevice::ReadOnly);
    return importNcclTests(buffer, sourceName);
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
    return nextMeasurementRun(project.measurements);
}

} // namespace fp
