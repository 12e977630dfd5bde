// SPDX-License-Identifier: GPL-3.0-or-later
// fabricplanner-cli evaluate in Dutch and English on a fixed design: the bundled
// example (build/examples/example-1024-h100.fabricplan, made from examples/*.json).
// Texts and number formats follow --lang (else the system locale); JSON never does.
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// The CLI's output as text (tests/support runCli runs it).
Run runCli(const QStringList &args, const QByteArray &locale = "C.UTF-8")
{
    const fp::test::CliRun r = fp::test::runCli(args, locale);
    return Run{r.exitCode, QString::fromUtf8(r.out), QString::fromUtf8(r.err)};
}

QString example()
{
    return fp::test::examplePath();
}

// Every key path and every non-text value ("variants[1]/tiers=2"); texts are
// reduced to their key.
void collectLeaves(const QJsonValue &v, const QString &path, QStringList *out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collectLeaves(it.value(), path + QLatin1Char('/') + it.key(), out);
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            collectLeaves(a.at(i), path + QStringLiteral("[%1]").arg(i), out);
    } else if (v.isString()) {
        out->append(path);
    } else {
        out->append(path + QLatin1Char('=') +
                    QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)));
    }
}

// The table row that starts with `label` (the first column is the label).
QString row(const QString &text, const QString &label)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines)
        if (line.startsWith(label + QLatin1Char(' ')))
            return line.simplified();
    return {};
}

} // namespace

class TestCliI18n : public QObject
{
    Q_OBJECT

private:
    Run m_en;
    Run m_nl;

private slots:
    void initTestCase()
    {
        m_en = runCli({QStringLiteral("evaluate"), example(), QStringLiteral("--lang"),
                       QStringLiteral("en")});
        m_nl = runCli({QStringLiteral("evaluate"), example(), QStringLiteral("--lang"),
                       QStringLiteral("nl")});
        QVERIFY2(m_en.exitCode == 0, qPrintable(m_en.err));
        QVERIFY2(m_nl.exitCode == 0, qPrintable(m_nl.err));
        QVERIFY(m_en.out != m_nl.out);
    }

    // The example: 1,024 H100 GPUs in nodes of 8 = 128 nodes; one 400G NIC per GPU on
    // QM9700 (64 x 400G), rail-optimized, 1:1: 1,024 endpoints need 1,024 / 32 = 32
    // leaves (32 ports down, 32 up) and 32 x 32 / 64 = 16 spines: 2 tiers, 48 switches.
    // Full bisection: 1,024 x 400 Gb/s / 2 = 204,800 Gb/s.
    void english()
    {
        const QString &t = m_en.out;
        QVERIFY2(t.contains(QLatin1String("1,024 GPUs in 128 nodes")), qPrintable(t));
        // The comparison rows are the PDF's (core/report/comparison.h): bisection in
        // Tb/s (204,800 Gb/s = 204.8 Tb/s), a whole ratio without decimals.
        QCOMPARE(row(t, QStringLiteral("Switch tiers")), QStringLiteral("Switch tiers 2 2 2 2 2"));
        QCOMPARE(
            row(t, QStringLiteral("Bisection bandwidth (Tb/s)")).section(QLatin1Char(' '), 0, 3),
            QStringLiteral("Bisection bandwidth (Tb/s) 204.8"));
        QCOMPARE(row(t, QStringLiteral("Oversubscription")).section(QLatin1Char(' '), 0, 1),
                 QStringLiteral("Oversubscription 1:1"));
        QVERIFY2(row(t, QStringLiteral("Network capital cost")).contains(QLatin1String("EUR ")),
                 qPrintable(t));
        QVERIFY(t.contains(QLatin1String("As drawn")));
        QVERIFY(t.contains(QLatin1String("Recommendation: ")));
        // The reasons come from the scoring table, printed after them.
        // The example has a model plan: performance comes from the step-time model.
        QVERIFY2(t.contains(QLatin1String("Performance as money, from the step-time model of the "
                                          "workload's plan: the modelled training step, "
                                          "InfiniBand 8.069 s")),
                 qPrintable(t));
        QVERIFY(t.contains(QLatin1String("Scoring table:")));
        QVERIFY(t.contains(QLatin1String("Weighted totals (0-10): InfiniBand ")));
        QVERIFY(!t.contains(QStringLiteral("€")));
        // Plurals come from the English .ts: never "year(s)" or "tier(s)".
        QVERIFY2(!t.contains(QLatin1String("(s)")), qPrintable(t));
    }

    void dutch()
    {
        const QString &t = m_nl.out;
        QVERIFY2(t.contains(QStringLiteral("1.024 GPU's in 128 nodes")), qPrintable(t));
        QCOMPARE(row(t, QStringLiteral("Switchlagen")), QStringLiteral("Switchlagen 2 2 2 2 2"));
        QCOMPARE(row(t, QStringLiteral("Switches")), QStringLiteral("Switches 48 48 24 48 48"));
        QCOMPARE(
            row(t, QStringLiteral("Bisectiebandbreedte (Tb/s)")).section(QLatin1Char(' '), 0, 2),
            QStringLiteral("Bisectiebandbreedte (Tb/s) 204,8"));
        QCOMPARE(row(t, QStringLiteral("Overboeking")).section(QLatin1Char(' '), 0, 1),
                 QStringLiteral("Overboeking 1:1"));
        // Money: "€ 5.976.412", the euro sign before the amount, dots between thousands.
        const QString capex = row(t, QStringLiteral("Aanschafkosten netwerk"));
        QVERIFY2(capex.contains(QStringLiteral("€ ")), qPrintable(capex));
        QVERIFY2(!capex.contains(QLatin1String("EUR")), qPrintable(capex));
        QVERIFY2(capex.contains(QRegularExpression(QStringLiteral("€ \\d{1,3}(\\.\\d{3})+( |$)"))),
                 qPrintable(capex));
        QVERIFY(!row(t, QStringLiteral("Beheercomplexiteit (0-100)")).isEmpty());
        QVERIFY(!row(t, QStringLiteral("Stroomverbruik netwerk (kW)")).isEmpty());
        QVERIFY(t.contains(QStringLiteral("Getekend ontwerp")));
        QVERIFY(t.contains(QStringLiteral("Hybride")));
        // Ethernet/RoCE, with GPU time at the cluster's own cost (tst_validity; at the
        // rental price InfiniBand, also along the growth plan).
        QVERIFY(t.contains(QStringLiteral("Advies: Ethernet/RoCE")));
        QVERIFY(t.contains(QStringLiteral("TCO volgens het groeiplan (in miljoenen EUR):")));
        QVERIFY(
            t.contains(QStringLiteral("Gevoeligheid (voorsprong van Ethernet/RoCE in punten):")));
        QVERIFY(t.contains(QStringLiteral("Wanneer het advies anders uitvalt:")));
        // Explanations are Dutch sentences with Dutch figures in them.
        QVERIFY2(t.contains(QStringLiteral(
                     "Prestaties omgerekend naar geld, volgens het staptijdmodel van de "
                     "workload: de berekende trainingsstap duurt bij InfiniBand "
                     "8,069 s")),
                 qPrintable(t));
        QVERIFY2(
            t.contains(QStringLiteral("Netwerk-TCO volgens het groeiplan over 5 jaar (het ontwerp "
                                      "van nu, de uitbreidingsstappen naar de doelen over 1 "
                                      "en 3 jaar met herbekabeling, energie en "
                                      "ondersteuning jaar voor jaar): InfiniBand € ")),
            qPrintable(t));
        QVERIFY(t.contains(QStringLiteral("Scoretabel:")));
        QVERIFY2(t.contains(QStringLiteral("Gewogen totalen (0-10): InfiniBand ")), qPrintable(t));
        QVERIFY(t.contains(QRegularExpression(QStringLiteral("\\d+,\\d %"))));
        // Nothing stays English (the project's name is data and stays as written).
        for (const char *english : {"Recommendation", "favours", "Tiers", "Oversubscription",
                                    "What would change", " the ", " is recommended", "(s)"})
            QVERIFY2(!t.contains(QLatin1String(english)), english);
    }

    // Without --lang the CLI follows the system locale: Dutch for nl_*.
    void followsLocale()
    {
        const Run nl = runCli({QStringLiteral("evaluate"), example()}, "nl_NL.UTF-8");
        QCOMPARE(nl.exitCode, 0);
        QCOMPARE(nl.out, m_nl.out);
        const Run en = runCli({QStringLiteral("evaluate"), example()}, "C.UTF-8");
        QCOMPARE(en.exitCode, 0);
        QCOMPARE(en.out, m_en.out);
        // --lang wins over the locale.
        const Run forced = runCli(
            {QStringLiteral("evaluate"), example(), QStringLiteral("--lang"), QStringLiteral("en")},
            "nl_NL.UTF-8");
        QCOMPARE(forced.out, m_en.out);
    }

    // The report's paper follows the system's country (pageSizeForTerritory): Letter in
    // the United States (612 x 792 pt), A4 in the Netherlands and under C (595 x 842 pt);
    // --page-size wins.
    void reportPaperFollowsTheCountry()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
            QSKIP("pdfinfo (poppler-utils) is not installed");
        QTemporaryDir dir;
        auto paper = [&](const QByteArray &locale, const QStringList &extra) {
            const QString pdf = dir.filePath(QString::fromLatin1(locale) + QStringLiteral(".pdf"));
            const Run r = runCli(
                QStringList{QStringLiteral("report"), example(), QStringLiteral("--pdf"), pdf} +
                    extra,
                locale);
            if (r.exitCode != 0)
                return r.err;
            QProcess info;
            info.start(QStringLiteral("pdfinfo"), {pdf});
            info.waitForFinished(60000);
            const QString text = QString::fromUtf8(info.readAllStandardOutput());
            return QRegularExpression(QStringLiteral("Page size:\\s+(\\S+ x \\S+)"))
                .match(text)
                .captured(1);
        };
        QCOMPARE(paper("en_US.UTF-8", {}), QStringLiteral("612 x 792"));
        QCOMPARE(paper("nl_NL.UTF-8", {}), QStringLiteral("595 x 842"));
        QCOMPARE(paper("C.UTF-8", {}), QStringLiteral("595 x 842"));
        QCOMPARE(paper("en_CA.UTF-8", {QStringLiteral("--page-size"), QStringLiteral("a4")}),
                 QStringLiteral("595 x 842"));
    }

    // JSON is for programs: its numbers and keys never depend on the language (only the
    // sentences and names meant for people are translated).
    void jsonNotLocalised()
    {
        const Run en = runCli({QStringLiteral("evaluate"), example(), QStringLiteral("--json"),
                               QStringLiteral("--lang"), QStringLiteral("en")});
        const Run nl = runCli({QStringLiteral("evaluate"), example(), QStringLiteral("--json"),
                               QStringLiteral("--lang"), QStringLiteral("nl")});
        QCOMPARE(en.exitCode, 0);
        QCOMPARE(nl.exitCode, 0);
        const QJsonDocument docEn = QJsonDocument::fromJson(en.out.toUtf8());
        const QJsonDocument docNl = QJsonDocument::fromJson(nl.out.toUtf8());
        QVERIFY(docEn.isObject());
        QVERIFY(docNl.isObject());
        QStringList leavesEn, leavesNl;
        collectLeaves(docEn.object(), QString(), &leavesEn);
        collectLeaves(docNl.object(), QString(), &leavesNl);
        QVERIFY(leavesEn.size() > 100);
        QCOMPARE(leavesNl, leavesEn);
        QCOMPARE(docNl.object()
                     .value(QStringLiteral("project"))
                     .toObject()
                     .value(QStringLiteral("gpus")),
                 QJsonValue(1024));
    }

    // Each bundled example has a Dutch twin (examples/dutch-info.json): the same design
    // with every non-text figure of evaluate --json equal, its own name in Dutch.
    void dutchExamples()
    {
        for (const char *name :
             {"example-1024-h100", "example-1024-h100-cluster", "example-16384-h100"}) {
            const QString en =
                fp::test::examplePath(QString::fromLatin1(name) + QStringLiteral(".fabricplan"));
            const QString nl =
                fp::test::examplePath(QString::fromLatin1(name) + QStringLiteral("-nl.fabricplan"));
            const Run runEn = runCli({QStringLiteral("evaluate"), en, QStringLiteral("--json")});
            const Run runNl = runCli({QStringLiteral("evaluate"), nl, QStringLiteral("--json")});
            QCOMPARE(runEn.exitCode, 0);
            QCOMPARE(runNl.exitCode, 0);
            const QJsonObject docEn = QJsonDocument::fromJson(runEn.out.toUtf8()).object();
            const QJsonObject docNl = QJsonDocument::fromJson(runNl.out.toUtf8()).object();
            QStringList leavesEn, leavesNl;
            collectLeaves(docEn, QString(), &leavesEn);
            collectLeaves(docNl, QString(), &leavesNl);
            QVERIFY(leavesEn.size() > 100);
            QCOMPARE(leavesNl, leavesEn);
            const auto projectName = [](const QJsonObject &doc) {
                return doc.value(QStringLiteral("project"))
                    .toObject()
                    .value(QStringLiteral("name"))
                    .toString();
            };
            QVERIFY2(projectName(docEn).startsWith(QStringLiteral("Example: ")), name);
            QVERIFY2(projectName(docNl).startsWith(QStringLiteral("Voorbeeld: ")), name);
        }
    }

    void dutchErrors()
    {
        const Run r =
            runCli({QStringLiteral("evaluate"), QStringLiteral("/nonexistent/x.fabricplan"),
                    QStringLiteral("--lang"), QStringLiteral("nl")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("bestaat niet")), qPrintable(r.err));
        const Run bad = runCli({QStringLiteral("evaluate"), example(), QStringLiteral("--lang"),
                                QStringLiteral("fr")});
        QCOMPARE(bad.exitCode, 2);
    }

    // generate's summary with the plural forms of both languages: 1,024 GPUs on QM9700
    // (worked out above) are 2 tiers on 1 plane; 2 planes double the endpoints' fabric.
    void generatePlurals()
    {
        const Run en =
            runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("1024"),
                    QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(en.exitCode, 0);
        QVERIFY2(en.out.contains(QLatin1String("Oversubscription 1.00:1, 1 plane, 2 tiers")),
                 qPrintable(en.out));
        QVERIFY2(en.out.contains(QLatin1String("leaf: 32 switches, 1,024 links below")),
                 qPrintable(en.out));
        const Run nl =
            runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("1024"),
                    QStringLiteral("--lang"), QStringLiteral("nl")});
        QCOMPARE(nl.exitCode, 0);
        QVERIFY2(nl.out.contains(QStringLiteral("1.024 GPU's in 128 nodes")), qPrintable(nl.out));
        QVERIFY2(nl.out.contains(QStringLiteral("Overboeking 1,00:1, 1 vlak, 2 lagen")),
                 qPrintable(nl.out));
        QVERIFY2(nl.out.contains(QStringLiteral("leaf: 32 switches, 1.024 downlinks")),
                 qPrintable(nl.out));
        const Run planes =
            runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("1024"),
                    QStringLiteral("--planes"), QStringLiteral("2"), QStringLiteral("--lang"),
                    QStringLiteral("nl")});
        QCOMPARE(planes.exitCode, 0);
        QVERIFY2(planes.out.contains(QStringLiteral(", 2 vlakken, ")), qPrintable(planes.out));
    }
};

QTEST_GUILESS_MAIN(TestCliI18n)
#include "tst_cli_i18n.moc"
