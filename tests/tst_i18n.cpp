// SPDX-License-Identifier: GPL-3.0-or-later
// Language choice and locale-correct numbers (core/i18n.h): Dutch 1.234,5 and € 1.234,
// English 1,234.5 and EUR 1,234; setLanguage() switches the QLocale default and the
// compiled-in translations, plural forms included, and refuses unknown languages.
#include "model/catalog.h"
#include "support/testsupport.h"
#include "text/i18n.h"
#include "topology/generator.h"

#include <QCoreApplication>
#include <QTest>

using namespace fp;

class TestI18n : public QObject
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(setLanguage(QStringLiteral("en"))); }
    void cleanupTestCase() { setLanguage(QStringLiteral("en")); }

    void numbers_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("number");   // formatNumber(1234.5, 1)
        QTest::addColumn<QString>("fraction"); // formatNumber(0.5, 2)
        QTest::addColumn<QString>("integer");  // formatInteger(1234567)
        QTest::addColumn<QString>("negative"); // formatInteger(-1024)
        QTest::addColumn<QString>("money");    // formatMoney(1234, "EUR")
        QTest::addColumn<QString>("bigMoney"); // formatMoney(5976412.4, "EUR")
        QTest::addColumn<QString>("dollars");  // formatMoney(1234, "USD")
        QTest::newRow("nl") << QStringLiteral("nl") << QStringLiteral("1.234,5")
                            << QStringLiteral("0,50") << QStringLiteral("1.234.567")
                            << QStringLiteral("-1.024") << QStringLiteral("€ 1.234")
                            << QStringLiteral("€ 5.976.412") << QStringLiteral("USD 1.234");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("1,234.5")
                            << QStringLiteral("0.50") << QStringLiteral("1,234,567")
                            << QStringLiteral("-1,024") << QStringLiteral("EUR 1,234")
                            << QStringLiteral("EUR 5,976,412") << QStringLiteral("USD 1,234");
    }

    void numbers()
    {
        QFETCH(QString, lang);
        QVERIFY(setLanguage(lang));
        QTEST(formatNumber(1234.5, 1), "number");
        QTEST(formatNumber(0.5, 2), "fraction");
        QTEST(formatInteger(1234567), "integer");
        QTEST(formatInteger(-1024), "negative");
        QTEST(formatMoney(1234, QStringLiteral("EUR")), "money");
        QTEST(formatMoney(5976412.4, QStringLiteral("EUR")), "bigMoney");
        QTEST(formatMoney(1234, QStringLiteral("USD")), "dollars");
        // Whole numbers and no decimals: no separator at all below 1,000.
        QCOMPARE(formatNumber(400, 0), QStringLiteral("400"));
        QCOMPARE(formatInteger(0), QStringLiteral("0"));
    }

    // A label inside a sentence starts in lower case, a name keeps its capital ("the
    // ethernet price discount" stood on page 1).
    void inSentenceKeepsNames()
    {
        QCOMPARE(inSentence(QStringLiteral("Cost per GPU-hour")),
                 QStringLiteral("cost per GPU-hour"));
        QCOMPARE(inSentence(QStringLiteral("Ethernet price discount against InfiniBand")),
                 QStringLiteral("Ethernet price discount against InfiniBand"));
        QCOMPARE(inSentence(QStringLiteral("Ethernet-prijskorting")),
                 QStringLiteral("Ethernet-prijskorting"));
        QCOMPARE(inSentence(QStringLiteral("RoCE efficiency")), QStringLiteral("RoCE efficiency"));
        QCOMPARE(inSentence(QStringLiteral("Ethernetwork")), QStringLiteral("ethernetwork"));
    }

    void localeFollowsLanguage()
    {
        QVERIFY(setLanguage(QStringLiteral("nl")));
        QCOMPARE(currentLanguage(), QStringLiteral("nl"));
        QCOMPARE(QLocale().language(), QLocale::Dutch);
        QCOMPARE(QLocale().territory(), QLocale::Netherlands);
        QCOMPARE(QLocale().toString(2048), QStringLiteral("2.048"));
        QVERIFY(setLanguage(QStringLiteral("en")));
        QCOMPARE(currentLanguage(), QStringLiteral("en"));
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(QLocale().territory(), QLocale::UnitedKingdom);
        QCOMPARE(QLocale().toString(2048), QStringLiteral("2,048"));
    }

    void languageForSystemLocale()
    {
        QCOMPARE(languageForLocale(QLocale(QLocale::Dutch, QLocale::Netherlands)),
                 QStringLiteral("nl"));
        QCOMPARE(languageForLocale(QLocale(QLocale::Dutch, QLocale::Belgium)),
                 QStringLiteral("nl"));
        QCOMPARE(languageForLocale(QLocale(QLocale::English, QLocale::UnitedStates)),
                 QStringLiteral("en"));
        QCOMPARE(languageForLocale(QLocale(QLocale::German, QLocale::Germany)),
                 QStringLiteral("en"));
        QCOMPARE(languageForLocale(QLocale::c()), QStringLiteral("en"));
    }

    // Texts from the compiled-in .qm files: a plain message, both plural forms, and
    // back to English when switching again.
    void textsFollowLanguage()
    {
        auto t = [](const char *context, const char *text, int n = -1) {
            return QCoreApplication::translate(context, text, nullptr, n);
        };
        QVERIFY(setLanguage(QStringLiteral("nl")));
        QCOMPARE(t("fp::MainWindow", "&File"), QStringLiteral("&Bestand"));
        QCOMPARE(t("fp::Report", "Oversubscription"), QStringLiteral("Overboeking"));
        QCOMPARE(t("fp::cli", "%n tier(s)", 1), QStringLiteral("1 laag"));
        QCOMPARE(t("fp::cli", "%n tier(s)", 3), QStringLiteral("3 lagen"));
        QCOMPARE(t("fp::cli", "%n plane(s)", 2), QStringLiteral("2 vlakken"));

        QVERIFY(setLanguage(QStringLiteral("en")));
        QCOMPARE(t("fp::MainWindow", "&File"), QStringLiteral("&File"));
        QCOMPARE(t("fp::Report", "Oversubscription"), QStringLiteral("Oversubscription"));
        // English plural forms come from fabricplanner_en.ts, not from the "(s)" source.
        QCOMPARE(t("fp::cli", "%n tier(s)", 1), QStringLiteral("1 tier"));
        QCOMPARE(t("fp::cli", "%n tier(s)", 3), QStringLiteral("3 tiers"));
        QCOMPARE(t("fp::cli", "%n plane(s)", 1), QStringLiteral("1 plane"));
    }

    // A known core message through the code that makes it: the generator's refusal
    // of 131,072 GPUs on QM9700 (64 ports: 3 tiers hold at most 64^3/4 = 65,536
    // endpoints on one plane), with the plural of "plane" in both languages.
    void coreMessageFollowsLanguage()
    {
        const Catalog &catalog = test::shippedCatalog();
        QString error;
        GeneratorParams params;
        params.gpus = 131072;
        params.planes = 1;

        QVERIFY(setLanguage(QStringLiteral("en")));
        QVERIFY(!planFabric(catalog, params, &error));
        const QString english = error;
        QVERIFY2(english.contains(QLatin1String("need more than 3 tiers")), qPrintable(english));
        QVERIFY2(english.contains(QLatin1String("on 1 plane;")), qPrintable(english));

        QVERIFY(setLanguage(QStringLiteral("nl")));
        QVERIFY(!planFabric(catalog, params, &error));
        const QString dutch = error;
        QVERIFY2(dutch.contains(QLatin1String("vragen meer dan 3 lagen")), qPrintable(dutch));
        QVERIFY2(dutch.contains(QLatin1String("op 1 vlak;")), qPrintable(dutch));
        QVERIFY(dutch != english);
    }

    void unknownLanguageRefused_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("fr") << QStringLiteral("fr");
        QTest::newRow("empty") << QString();
        QTest::newRow("upper case") << QStringLiteral("NL");
        QTest::newRow("locale name") << QStringLiteral("nl_NL");
        QTest::newRow("spaces") << QStringLiteral(" nl");
    }

    void unknownLanguageRefused()
    {
        QFETCH(QString, lang);
        QVERIFY(setLanguage(QStringLiteral("nl")));
        QVERIFY(!isSupportedLanguage(lang));
        QVERIFY(!setLanguage(lang));
        // Nothing changed: still Dutch texts and Dutch numbers.
        QCOMPARE(currentLanguage(), QStringLiteral("nl"));
        QCOMPARE(QLocale().language(), QLocale::Dutch);
        QCOMPARE(formatNumber(1234.5, 1), QStringLiteral("1.234,5"));
        QCOMPARE(QCoreApplication::translate("fp::MainWindow", "&File"),
                 QStringLiteral("&Bestand"));
    }
};

QTEST_GUILESS_MAIN(TestI18n)
#include "tst_i18n.moc"
