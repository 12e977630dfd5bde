// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing .fabricplan files. The schema, one migration per version, is
// below in kMigrations and described in projectschema.md.
#include "io/projectfile.h"

#include "io/fields.h"
#include "io/filesafety.h"
#include "io/projectcheck.h"
#include "io/projectjson.h"
#include "version.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QUuid>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace fp {

namespace {

using projectcheck::Collection;
using projectcheck::Where;

// ---------------------------------------------------------------------------------
// Schema: kMigrations[i] takes a database from version i to version i + 1. A new
// file runs them all, an older file the ones it lacks; each runs in one transaction
// that also sets PRAGMA user_version. Never edit a migration that has shipped: add
// one (and describe it in projectschema.md).
const char *const kMigration1[] = {
    "CREATE TABLE project ("
    " id INTEGER PRIMARY KEY CHECK (id = 1),"
    " name TEXT NOT NULL, author TEXT NOT NULL, organisation TEXT NOT NULL,"
    " description TEXT NOT NULL, app_version TEXT NOT NULL, next_id INTEGER NOT NULL)",
    "CREATE TABLE figure_override ("
    " id INTEGER PRIMARY KEY, part_id TEXT NOT NULL, field TEXT NOT NULL,"
    " value REAL NOT NULL, tag TEXT NOT NULL, source TEXT NOT NULL, known INTEGER NOT NULL)",
    "CREATE TABLE own_part ("
    " id INTEGER PRIMARY KEY, kind TEXT NOT NULL, seq INTEGER, part_id TEXT,"
    " json TEXT NOT NULL)",
    "CREATE TABLE repeat_group ("
    " id INTEGER PRIMARY KEY, name TEXT NOT NULL, repeat INTEGER NOT NULL,"
    " collapsed INTEGER NOT NULL, pos_x REAL NOT NULL, pos_y REAL NOT NULL)",
    "CREATE TABLE fabric ("
    " id INTEGER PRIMARY KEY, name TEXT NOT NULL, technology TEXT NOT NULL,"
    " purpose TEXT NOT NULL, roce_tuning TEXT NOT NULL)",
    "CREATE TABLE generator_params ("
    " fabric_id INTEGER PRIMARY KEY REFERENCES fabric(id) ON DELETE CASCADE,"
    " gpus INTEGER NOT NULL, node_type_id TEXT NOT NULL, technology TEXT NOT NULL,"
    " switch_type_id TEXT NOT NULL, topology TEXT NOT NULL, oversubscription REAL NOT NULL,"
    " planes INTEGER NOT NULL)",
    "CREATE TABLE node ("
    " id INTEGER PRIMARY KEY, name TEXT NOT NULL, node_type_id TEXT NOT NULL,"
    " group_id INTEGER REFERENCES repeat_group(id), pos_x REAL NOT NULL, pos_y REAL NOT NULL)",
    "CREATE TABLE nvlink_domain ("
    " id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
    " group_id INTEGER REFERENCES repeat_group(id))",
    "CREATE TABLE nvlink_domain_node ("
    " domain_id INTEGER NOT NULL REFERENCES nvlink_domain(id) ON DELETE CASCADE,"
    " seq INTEGER NOT NULL, node_id INTEGER NOT NULL REFERENCES node(id),"
    " PRIMARY KEY (domain_id, seq))",
    "CREATE TABLE switch ("
    " id INTEGER PRIMARY KEY, name TEXT NOT NULL, switch_type_id TEXT NOT NULL,"
    " role TEXT NOT NULL, fabric_id INTEGER REFERENCES fabric(id),"
    " group_id INTEGER REFERENCES repeat_group(id), tier INTEGER NOT NULL,"
    " plane INTEGER NOT NULL, pos_x REAL NOT NULL, pos_y REAL NOT NULL)",
    "CREATE TABLE link ("
    " id INTEGER PRIMARY KEY, fabric_id INTEGER REFERENCES fabric(id),"
    " a_object INTEGER NOT NULL, a_nic INTEGER NOT NULL, a_port INTEGER NOT NULL,"
    " b_object INTEGER NOT NULL, b_nic INTEGER NOT NULL, b_port INTEGER NOT NULL,"
    " bundle INTEGER NOT NULL, gbit_per_s REAL NOT NULL, cable_type_id TEXT NOT NULL,"
    " length_m REAL NOT NULL)",
    "CREATE TABLE workload ("
    " id INTEGER PRIMARY KEY CHECK (id = 1), kind TEXT NOT NULL,"
    " tensor_parallel INTEGER NOT NULL, pipeline_parallel INTEGER NOT NULL,"
    " data_parallel INTEGER NOT NULL, expert_parallel INTEGER NOT NULL,"
    " comm_share REAL NOT NULL, job_gpus INTEGER NOT NULL)",
    "CREATE TABLE workload_collective_size (seq INTEGER PRIMARY KEY, bytes REAL NOT NULL)",
    "CREATE TABLE organisation ("
    " id INTEGER PRIMARY KEY CHECK (id = 1), infiniband_skill TEXT NOT NULL,"
    " roce_skill TEXT NOT NULL, existing_ethernet_dc INTEGER NOT NULL,"
    " survive_single_switch_failure INTEGER NOT NULL, gpus_in_one_year INTEGER NOT NULL,"
    " gpus_in_three_years INTEGER NOT NULL, energy_eur_per_kwh REAL NOT NULL,"
    " pue REAL NOT NULL, depreciation_years INTEGER NOT NULL,"
    " support_share_of_capex_per_year REAL NOT NULL, spares_share REAL NOT NULL,"
    " currency TEXT NOT NULL)",
};

// Version 2: when the file was saved, and imported nccl-tests measurements.
const char *const kMigration2[] = {
    "ALTER TABLE project ADD COLUMN saved_at TEXT NOT NULL DEFAULT ''",
    "CREATE TABLE measurement ("
    " id INTEGER PRIMARY KEY, run INTEGER NOT NULL, source TEXT NOT NULL,"
    " date TEXT NOT NULL, variant TEXT NOT NULL, op TEXT NOT NULL, gpus INTEGER NOT NULL,"
    " bytes INTEGER NOT NULL, time_s REAL NOT NULL, algbw_gbyte_s REAL NOT NULL,"
    " busbw_gbyte_s REAL NOT NULL, test TEXT NOT NULL, count INTEGER NOT NULL,"
    " type TEXT NOT NULL, redop TEXT NOT NULL, root INTEGER NOT NULL, wrong REAL NOT NULL,"
    " in_place_time_s REAL NOT NULL, in_place_algbw_gbyte_s REAL NOT NULL,"
    " in_place_busbw_gbyte_s REAL NOT NULL, in_place_wrong REAL NOT NULL,"
    " devices TEXT NOT NULL, nodes INTEGER NOT NULL, avg_busbw_gbyte_s REAL NOT NULL,"
    " partial INTEGER NOT NULL)",
};

// Version 3: per variant, whether its analyses use the figures calibrated from its
// measurements.
const char *const kMigration3[] = {
    "CREATE TABLE calibration_choice ("
    " id INTEGER PRIMARY KEY, variant TEXT NOT NULL UNIQUE, use_calibration INTEGER NOT NULL)",
};

// Version 4: the model a training job trains (for the step-time model), the
// recommendation's requirements and its criterion weights, at most one row each. A
// migrated file has no rows: the model plan is "not given" and the reader takes the
// defaults of model.h (no budget, no minimum bandwidth, the default weights).
const char *const kMigration4[] = {
    "CREATE TABLE workload_model ("
    " id INTEGER PRIMARY KEY CHECK (id = 1), parameters REAL NOT NULL,"
    " active_parameters REAL NOT NULL, layers INTEGER NOT NULL, hidden_size INTEGER NOT NULL,"
    " sequence_length INTEGER NOT NULL, micro_batch_sequences INTEGER NOT NULL,"
    " global_batch_sequences INTEGER NOT NULL, bytes_per_value INTEGER NOT NULL,"
    " moe_top_k INTEGER NOT NULL, pipeline_interleave INTEGER NOT NULL)",
    "CREATE TABLE requirements ("
    " id INTEGER PRIMARY KEY CHECK (id = 1), network_capex_budget_eur REAL NOT NULL,"
    " min_job_all_reduce_busbw_gbyte_s REAL NOT NULL)",
    "CREATE TABLE decision_weights ("
    " id INTEGER PRIMARY KEY CHECK (id = 1), performance REAL NOT NULL, tco REAL NOT NULL,"
    " complexity REAL NOT NULL, integration REAL NOT NULL, vendor_diversity REAL NOT NULL,"
    " risk REAL NOT NULL)",
};

// Version 5: a link's port at a switch end is -1 (UnnumberedPort, model.h) unless the
// link takes a numbered port; versions 1-4 stored 0 there for "not numbered". The link
// table is rebuilt so that a row's rowid is its place in id order (1 = the first link)
// rather than its model id, which is kept in `id`.
const char *const kMigration5[] = {
    "CREATE TABLE link_v5 ("
    " id INTEGER NOT NULL UNIQUE, fabric_id INTEGER REFERENCES fabric(id),"
    " a_object INTEGER NOT NULL, a_nic INTEGER NOT NULL, a_port INTEGER NOT NULL,"
    " b_object INTEGER NOT NULL, b_nic INTEGER NOT NULL, b_port INTEGER NOT NULL,"
    " bundle INTEGER NOT NULL, gbit_per_s REAL NOT NULL, cable_type_id TEXT NOT NULL,"
    " length_m REAL NOT NULL)",
    "INSERT INTO link_v5 (id, fabric_id, a_object, a_nic, a_port, b_object, b_nic, b_port,"
    " bundle, gbit_per_s, cable_type_id, length_m)"
    " SELECT id, fabric_id, a_object, a_nic, CASE WHEN a_nic = -1 THEN -1 ELSE a_port END,"
    " b_object, b_nic, CASE WHEN b_nic = -1 THEN -1 ELSE b_port END, bundle, gbit_per_s,"
    " cable_type_id, length_m FROM link ORDER BY id",
    "DROP TABLE link",
    "ALTER TABLE link_v5 RENAME TO link",
};

// Version 6: the floor layout (model.h FloorLayout), at most one row. A migrated file
// has none: the layout is off and every link keeps the catalog's per-tier default length.
const char *const kMigration6[] = {
    "CREATE TABLE floor_layout ("
    " id INTEGER PRIMARY KEY CHECK (id = 1), enabled INTEGER NOT NULL,"
    " racks_per_row INTEGER NOT NULL,"
    " rack_width_m REAL NOT NULL, row_pitch_m REAL NOT NULL, rise_m REAL NOT NULL,"
    " slack_m REAL NOT NULL, spines TEXT NOT NULL)",
};

// Version 7: the comparison basis (model.h ComparisonBasis), at most one row. A migrated
// file has none: the variants are compared as generated, as before.
const char *const kMigration7[] = {
    "CREATE TABLE comparison_basis ("
    " id INTEGER PRIMARY KEY CHECK (id = 1), each_technology_at_best INTEGER NOT NULL)",
};

// Version 8: what a GPU-hour lost to a slower network is worth (model.h ComparisonBasis::
// gpuTimeValue). A migrated file's row, if it has one, takes the default: own cost.
const char *const kMigration8[] = {
    "ALTER TABLE comparison_basis ADD COLUMN gpu_time_valued_at TEXT NOT NULL"
    " DEFAULT 'own-cost'",
};

struct Migration {
    const char *const *begin;
    const char *const *end;
};

const Migration kMigrations[] = {
    {std::begin(kMigration1), std::end(kMigration1)},
    {std::begin(kMigration2), std::end(kMigration2)},
    {std::begin(kMigration3), std::end(kMigration3)},
    {std::begin(kMigration4), std::end(kMigration4)},
    {std::begin(kMigration5), std::end(kMigration5)},
    {std::begin(kMigration6), std::end(kMigration6)},
    {std::begin(kMigration7), std::end(kMigration7)},
    {std::begin(kMigration8), std::end(kMigration8)},
};
static_assert(std::size(kMigrations) == ProjectSchemaVersion, "one migration per schema version");

QString sql(const char *s)
{
    return QString::fromLatin1(s);
}

// ---------------------------------------------------------------------------------

// One QSqlDatabase connection under a unique name, closed and removed on scope exit.
class Connection
{
public:
    Connection(const QString &path, bool readOnly)
        : m_name(QStringLiteral("fp-project-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        m_open = db.open();
        if (!m_open)
            m_openError = db.lastError().text();
    }
    ~Connection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    bool isOpen() const { return m_open; }
    QString openError() const { return m_openError; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
    bool m_open = false;
    QString m_openError;
};

bool exec(const QSqlDatabase &db, const QString &statement, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(statement))
        return true;
    *error = q.lastError().text();
    return false;
}

// A single-value PRAGMA or query; nullopt (and error) when it fails.
std::optional<QVariant> scalar(const QSqlDatabase &db, const QString &statement, QString *error)
{
    QSqlQuery q(db);
    if (!q.exec(statement)) {
        *error = q.lastError().text();
        return std::nullopt;
    }
    if (!q.next()) {
        *error = q.lastError().text();
        return QVariant();
    }
    return q.value(0);
}

bool migrate(const QSqlDatabase &db, int from, QString *error)
{
    QSqlDatabase d = db;
    for (int v = from; v < ProjectSchemaVersion; ++v) {
        if (!d.transaction()) {
            *error = d.lastError().text();
            return false;
        }
        for (auto s = kMigrations[v].begin; s != kMigrations[v].end; ++s) {
            if (!exec(d, sql(*s), error)) {
                d.rollback();
                return false;
            }
        }
        if (!exec(d, QStringLiteral("PRAGMA user_version = %1").arg(v + 1), error)) {
            d.rollback();
            return false;
        }
        if (!d.commit()) {
            *error = d.lastError().text();
            d.rollback();
            return false;
        }
    }
    return true;
}

QString quoted(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

quint32 be32(const QByteArray &b, int at)
{
    return (quint32(quint8(b[at])) << 24) | (quint32(quint8(b[at + 1])) << 16) |
           (quint32(quint8(b[at + 2])) << 8) | quint32(quint8(b[at + 3]));
}

// ---------------------------------------------------------------------------------
// Reading rows.

QString typeProblem(const char *expected)
{
    if (!qstrcmp(expected, "integer"))
        return QCoreApplication::translate("fp::ProjectFile", "not an integer");
    if (!qstrcmp(expected, "number"))
        return QCoreApplication::translate("fp::ProjectFile", "not a number");
    return QCoreApplication::translate("fp::ProjectFile", "not a text");
}

// Typed access to the columns of the current row; the first problem is kept with
// the table, row id and column.
struct RowIn {
    const QSqlQuery &q;
    Where where;
    QString *error;

    bool fail(const char *column, const QString &problem)
    {
        Where w = where;
        w.field = QString::fromLatin1(column);
        *error = QCoreApplication::translate("fp::ProjectFile", "%1: %2")
                     .arg(projectcheck::sqlPlace(w), problem);
        return false;
    }

    const QSqlRecord &record; // the columns of the table, to refuse a missing one in one line
    QString *missing;         // set to the first column the table lacks

    QVariant value(const char *column) const
    {
        const int i = record.indexOf(QString::fromLatin1(column));
        if (i < 0) {
            if (missing->isEmpty())
                *missing = QString::fromLatin1(column);
            return {};
        }
        return q.value(i);
    }

    bool text(const char *column, QString *out)
    {
        const QVariant v = value(column);
        if (v.isNull())
            return fail(column, QCoreApplication::translate("fp::ProjectFile", "missing (NULL)"));
        if (v.typeId() != QMetaType::QString)
            return fail(column, typeProblem("text"));
        *out = v.toString();
        return true;
    }

    bool integer(const char *column, qint64 min, qint64 max, qint64 *out)
    {
        const QVariant v = value(column);
        if (v.isNull())
            return fail(column, QCoreApplication::translate("fp::ProjectFile", "missing (NULL)"));
        if (v.typeId() != QMetaType::LongLong && v.typeId() != QMetaType::Int)
            return fail(column, typeProblem("integer"));
        const qint64 x = v.toLongLong();
        if (x < min || x > max) {
            return fail(column,
                        QCoreApplication::translate("fp::ProjectFile", "%1 is not from %2 to %3")
                            .arg(x)
                            .arg(min)
                            .arg(max));
        }
        *out = x;
        return true;
    }

    template <typename T> bool integer(const char *column, T *out)
    {
        qint64 x = 0;
        if (!integer(column, std::numeric_limits<T>::min(), std::numeric_limits<T>::max(), &x))
            return false;
        *out = T(x);
        return true;
    }

    bool boolean(const char *column, bool *out)
    {
        qint64 x = 0;
        if (!integer(column, 0, 1, &x))
            return false;
        *out = x != 0;
        return true;
    }

    bool real(const char *column, double *out)
    {
        const QVariant v = value(column);
        if (v.isNull())
            return fail(column, QCoreApplication::translate("fp::ProjectFile", "missing (NULL)"));
        if (v.typeId() != QMetaType::Double && v.typeId() != QMetaType::LongLong &&
            v.typeId() != QMetaType::Int)
            return fail(column, typeProblem("number"));
        *out = v.toDouble();
        return true;
    }

    // An object id: a positive integer (NULL allowed when `optional`: NoId).
    bool id(const char *column, Id *out, bool optional)
    {
        if (optional && value(column).isNull()) {
            *out = NoId;
            return true;
        }
        qint64 x = 0;
        if (!integer(column, 1, std::numeric_limits<Id>::max(), &x))
            return false;
        *out = Id(x);
        return true;
    }

    template <typename E>
    bool key(const char *column, bool (*fromKey)(const QString &, E *), E *out)
    {
        QString s;
        if (!text(column, &s))
            return false;
        if (!fromKey(s, out)) {
            return fail(
                column,
                QCoreApplication::translate("fp::ProjectFile", "unknown value \"%1\"").arg(s));
        }
        return true;
    }

    // A value of the column's kind (fields.h), before its range is checked.
    bool typed(const char *column, fields::Kind kind, QVariant *out)
    {
        using fields::Kind;
        switch (kind) {
        case Kind::Text:
        case Kind::Key: {
            QString s;
            if (!text(column, &s))
                return false;
            *out = s;
            return true;
        }
        case Kind::Integer: {
            const QVariant v = value(column);
            if (v.isNull())
                return fail(column,
                            QCoreApplication::translate("fp::ProjectFile", "missing (NULL)"));
            if (v.typeId() != QMetaType::LongLong && v.typeId() != QMetaType::Int)
                return fail(column, typeProblem("integer"));
            *out = v.toLongLong();
            return true;
        }
        case Kind::Real: {
            double d = 0;
            if (!real(column, &d))
                return false;
            *out = d;
            return true;
        }
        case Kind::Boolean: {
            bool b = false;
            if (!boolean(column, &b))
                return false;
            *out = b;
            return true;
        }
        case Kind::Id:
        case Kind::OptionalId: {
            Id x = NoId;
            if (!id(column, &x, kind == Kind::OptionalId))
                return false;
            *out = qlonglong(x);
            return true;
        }
        }
        return false;
    }

    // Every field of `table` into `out`: typed, in range, a known key.
    template <typename S> bool fields(fields::Table<S> table, S *out)
    {
        for (const fields::Field<S> &f : table) {
            QVariant v;
            if (!typed(f.column, f.kind, &v))
                return false;
            const QString problem = fields::checkValue(f.kind, f.range, v);
            if (!problem.isEmpty())
                return fail(f.column, problem);
            if (!f.set(*out, v)) {
                return fail(f.column,
                            QCoreApplication::translate("fp::ProjectFile", "unknown value \"%1\"")
                                .arg(v.toString()));
            }
        }
        return true;
    }
};

class FileReader
{
public:
    // `db` is at ProjectSchemaVersion (migrated if it was older).
    explicit FileReader(const QSqlDatabase &db)
        : m_db(db)
    {
    }

    ProjectFileError code = ProjectFileError::None;
    QString error; // without the file name
    QString appVersion;
    QString savedAt;

    bool read(Project *p)
    {
        return project(p) && overrides(p) && groups(p) && fabrics(p) && nodes(p) && domains(p) &&
               switches(p) && links(p) && workload(p) && organisation(p) && measurements(p) &&
               calibration(p) && requirements(p) && decisionWeights(p) && floorLayout(p) &&
               comparisonBasis(p);
    }

private:
    QSqlDatabase m_db;

    bool corrupt(const QString &table, const QString &why)
    {
        code = ProjectFileError::Corrupt;
        error = QCoreApplication::translate("fp::ProjectFile", "table %1 cannot be read: %2")
                    .arg(table, why);
        return false;
    }
    bool invalid()
    {
        code = ProjectFileError::InvalidContent;
        return false;
    }

    // Runs `select` and calls `row(RowIn&)` per row, where RowIn carries table and id.
    template <typename F>
    bool rows(Collection c, const char *table, const char *select, const char *idColumn, F &&row)
    {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!q.exec(sql(select)))
            return corrupt(sql(table), q.lastError().text());
        const QSqlRecord record = q.record();
        QString missing;
        if (idColumn && record.indexOf(sql(idColumn)) < 0)
            missing = sql(idColumn);
        int index = 0;
        while (missing.isEmpty() && q.next()) {
            Where w;
            w.collection = c;
            w.index = index;
            w.row = idColumn ? q.value(sql(idColumn)).toLongLong() : -1;
            RowIn in{q, w, &error, record, &missing};
            const bool ok = row(in);
            if (!missing.isEmpty())
                break;
            if (!ok)
                return invalid();
            ++index;
        }
        if (!missing.isEmpty()) {
            return corrupt(sql(table), QCoreApplication::translate("fp::ProjectFile",
                                                                   "the column %1 is missing")
                                           .arg(missing));
        }
        if (q.lastError().isValid())
            return corrupt(sql(table), q.lastError().text());
        return true;
    }

    // Exactly one row (id = 1); with `noneAllowed` also none (a table a migration added empty).
    template <typename F>
    bool single(Collection c, const char *table, const char *select, F &&row,
                bool noneAllowed = false)
    {
        int count = 0;
        if (!rows(c, table, select, "id", [&](RowIn &in) {
                ++count;
                return row(in);
            }))
            return false;
        return count == 1 || (noneAllowed && count == 0) || failRows(table, count);
    }

    bool failRows(const char *table, int count)
    {
        code = ProjectFileError::InvalidContent;
        error =
            QCoreApplication::translate("fp::ProjectFile", "table %1: has %2 rows instead of one")
                .arg(sql(table))
                .arg(count);
        return false;
    }

    bool project(Project *p)
    {
        return single(Collection::Info, "project", "SELECT * FROM project", [&](RowIn &in) {
            return in.fields(fields::info(), &p->info) && in.text("app_version", &appVersion) &&
                   in.text("saved_at", &savedAt) && in.id("next_id", &p->nextId, false);
        });
    }

    bool overrides(Project *p)
    {
        if (!rows(Collection::FigureOverride, "figure_override",
                  "SELECT * FROM figure_override ORDER BY id", "id", [&](RowIn &in) {
                      FigureOverride f;
                      if (!in.fields(fields::figureOverride(), &f))
                          return false;
                      QString field;
                      const QString problem = projectcheck::checkFigureOverride(f, &field);
                      if (!problem.isEmpty())
                          return in.fail(field.toLatin1().constData(), problem);
                      p->catalogOverrides.figures.push_back(f);
                      return true;
                  }))
            return false;
        return ownParts(p);
    }

    bool ownParts(Project *p)
    {
        // own_part rows: (kind, seq, json). seq NULL: json is the whole value of `kind`;
        // otherwise json is element `seq` of the array `kind`.
        struct Kind {
            std::optional<QJsonValue> whole;
            std::map<qint64, QJsonValue> elements;
        };
        std::map<QString, Kind> kinds;
        if (!rows(Collection::OwnPart, "own_part", "SELECT * FROM own_part ORDER BY id", "id",
                  [&](RowIn &in) {
                      QString kind, json;
                      if (!in.text("kind", &kind) || !in.text("json", &json))
                          return false;
                      if (const QString tooLong = validateText(fields::ownPartJsonRange(), json);
                          !tooLong.isEmpty())
                          return in.fail("json", tooLong);
                      QJsonParseError pe;
                      const QJsonDocument doc = QJsonDocument::fromJson(
                          QByteArray("[") + json.toUtf8() + QByteArray("]"), &pe);
                      if (pe.error != QJsonParseError::NoError || doc.array().size() != 1) {
                          return in.fail("json", QCoreApplication::translate("fp::ProjectFile",
                                                                             "not valid JSON: %1")
                                                     .arg(pe.errorString()));
                      }
                      const QJsonValue value = doc.array().at(0);
                      Kind &k = kinds[kind];
                      if (in.value("seq").isNull()) {
                          if (k.whole || !k.elements.empty()) {
                              return in.fail("seq", QCoreApplication::translate(
                                                        "fp::ProjectFile", "\"%1\" is stored twice")
                                                        .arg(kind));
                          }
                          k.whole = value;
                          return true;
                      }
                      qint64 seq = 0;
                      if (!in.integer("seq", 0, std::numeric_limits<int>::max(), &seq))
                          return false;
                      if (k.whole || k.elements.count(seq)) {
                          return in.fail("seq", QCoreApplication::translate(
                                                    "fp::ProjectFile", "\"%1\" is stored twice")
                                                    .arg(kind));
                      }
                      k.elements[seq] = value;
                      return true;
                  }))
            return false;
        for (const auto &[kind, k] : kinds) {
            if (k.whole) {
                p->catalogOverrides.ownParts.insert(kind, *k.whole);
            } else {
                QJsonArray a;
                for (const auto &[seq, v] : k.elements)
                    a.append(v);
                p->catalogOverrides.ownParts.insert(kind, a);
            }
        }
        return true;
    }

    // The rows of one struct's table (objects, or rows with only a row id), through its
    // field table, in the order of their id.
    template <typename S>
    bool objects(Collection c, const char *table, const char *select, fields::Table<S> fieldTable,
                 std::vector<S> *out)
    {
        return rows(c, table, select, "id", [&](RowIn &in) {
            S item;
            if (!in.fields(fieldTable, &item))
                return false;
            out->push_back(std::move(item));
            return true;
        });
    }

    bool groups(Project *p)
    {
        return objects(Collection::Group, "repeat_group", "SELECT * FROM repeat_group ORDER BY id",
                       fields::group(), &p->groups);
    }

    bool fabrics(Project *p)
    {
        if (!objects(Collection::Fabric, "fabric", "SELECT * FROM fabric ORDER BY id",
                     fields::fabric(), &p->fabrics))
            return false;
        return rows(
            Collection::Generator, "generator_params",
            "SELECT * FROM generator_params ORDER BY fabric_id", "fabric_id", [&](RowIn &in) {
                Id fabricId = NoId;
                GeneratorParams g;
                if (!in.id("fabric_id", &fabricId, false) || !in.fields(fields::generator(), &g))
                    return false;
                Fabric *f = p->fabric(fabricId);
                if (!f) {
                    return in.fail("fabric_id", QCoreApplication::translate("fp::ProjectFile",
                                                                            "no fabric has id %1")
                                                    .arg(fabricId));
                }
                f->generated = g;
                return true;
            });
    }

    bool nodes(Project *p)
    {
        return objects(Collection::Node, "node", "SELECT * FROM node ORDER BY id", fields::node(),
                       &p->nodes);
    }

    bool domains(Project *p)
    {
        if (!objects(Collection::NvlinkDomain, "nvlink_domain",
                     "SELECT * FROM nvlink_domain ORDER BY id", fields::nvlinkDomain(),
                     &p->nvlinkDomains))
            return false;
        QHash<Id, NvlinkDomain *> byId;
        for (NvlinkDomain &d : p->nvlinkDomains)
            byId.insert(d.id, &d);
        return rows(
            Collection::NvlinkMember, "nvlink_domain_node",
            "SELECT * FROM nvlink_domain_node ORDER BY domain_id, seq", "domain_id",
            [&](RowIn &in) {
                Id domainId = NoId, nodeId = NoId;
                qint64 seq = 0;
                if (!in.integer("seq", 0, std::numeric_limits<int>::max(), &seq))
                    return false;
                in.where.sub = int(seq);
                if (!in.id("domain_id", &domainId, false) || !in.id("node_id", &nodeId, false))
                    return false;
                NvlinkDomain *d = byId.value(domainId);
                if (!d) {
                    return in.fail("domain_id", QCoreApplication::translate(
                                                    "fp::ProjectFile", "no NVLink domain has id %1")
                                                    .arg(domainId));
                }
                d->nodeIds.push_back(nodeId);
                return true;
            });
    }

    bool switches(Project *p)
    {
        return objects(Collection::Switch, "switch", "SELECT * FROM switch ORDER BY id",
                       fields::switches(), &p->switches);
    }

    bool links(Project *p)
    {
        return objects(Collection::Link, "link", "SELECT * FROM link ORDER BY id", fields::link(),
                       &p->links);
    }

    bool workload(Project *p)
    {
        WorkloadProfile &w = p->workload;
        if (!single(Collection::Workload, "workload", "SELECT * FROM workload",
                    [&](RowIn &in) { return in.fields(fields::workload(), &w); }) ||
            !single(
                Collection::Workload, "workload_model", "SELECT * FROM workload_model",
                [&](RowIn &in) { return in.fields(fields::modelPlan(), &w.model); }, true))
            return false;
        w.collectiveBytes.clear();
        return rows(Collection::CollectiveSize, "workload_collective_size",
                    "SELECT * FROM workload_collective_size ORDER BY seq", nullptr, [&](RowIn &in) {
                        in.where.sub = int(in.value("seq").toLongLong());
                        double b = 0;
                        if (!in.real("bytes", &b))
                            return false;
                        if (const QString problem = validate(fields::collectiveBytesRange(), b);
                            !problem.isEmpty())
                            return in.fail("bytes", problem);
                        w.collectiveBytes.push_back(b);
                        return true;
                    });
    }

    bool organisation(Project *p)
    {
        return single(
            Collection::Organisation, "organisation", "SELECT * FROM organisation",
            [&](RowIn &in) { return in.fields(fields::organisation(), &p->organisation); });
    }

    // Tables of version 4: no row in a migrated file (the defaults stand).
    bool requirements(Project *p)
    {
        return single(
            Collection::Requirements, "requirements", "SELECT * FROM requirements",
            [&](RowIn &in) { return in.fields(fields::requirements(), &p->requirements); }, true);
    }

    // Table of version 6: no row in a migrated file (the layout is off).
    bool floorLayout(Project *p)
    {
        return single(
            Collection::FloorLayout, "floor_layout", "SELECT * FROM floor_layout",
            [&](RowIn &in) { return in.fields(fields::floorLayout(), &p->floorLayout); }, true);
    }

    // Table of version 7: no row in a migrated file (compared as generated).
    bool comparisonBasis(Project *p)
    {
        return single(
            Collection::ComparisonBasis, "comparison_basis", "SELECT * FROM comparison_basis",
            [&](RowIn &in) { return in.fields(fields::comparisonBasis(), &p->comparisonBasis); },
            true);
    }

    bool decisionWeights(Project *p)
    {
        return single(
            Collection::DecisionWeights, "decision_weights", "SELECT * FROM decision_weights",
            [&](RowIn &in) { return in.fields(fields::decisionWeights(), &p->decisionWeights); },
            true);
    }

    bool measurements(Project *p)
    {
        return objects(Collection::Measurement, "measurement",
                       "SELECT * FROM measurement ORDER BY id", fields::measurement(),
                       &p->measurements);
    }

    bool calibration(Project *p)
    {
        return objects(Collection::Calibration, "calibration_choice",
                       "SELECT * FROM calibration_choice ORDER BY id", fields::calibration(),
                       &p->calibration);
    }
};

// ---------------------------------------------------------------------------------
// Writing rows.

QVariant idOrNull(Id id)
{
    return id == NoId ? QVariant(QMetaType::fromType<qlonglong>()) : QVariant(qlonglong(id));
}

// SQLite's text for SQLITE_FULL (sqlite3_errstr, sqlite.org/rescode.html#full).
const QLatin1String kSqliteFullText("database or disk is full");

class FileWriter
{
public:
    explicit FileWriter(const QSqlDatabase &db)
        : m_db(db)
    {
    }
    QString error;
    bool diskFull = false; // SQLITE_FULL (13, sqlite.org/rescode.html) on some statement

    bool write(const Project &p)
    {
        QSqlDatabase d = m_db;
        if (!d.transaction()) {
            note(d.lastError());
            error = d.lastError().text();
            return false;
        }
        const bool ok = writeRows(p);
        if (!ok || !d.commit()) {
            note(d.lastError());
            if (error.isEmpty())
                error = d.lastError().text();
            d.rollback();
            return false;
        }
        return true;
    }

private:
    QSqlDatabase m_db;

    void note(const QSqlError &e)
    {
        // Qt keeps the code for statements but not for COMMIT, so SQLite's own text
        // (sqlite3_errstr(SQLITE_FULL)) is looked for as well.
        if (e.nativeErrorCode() == QLatin1String("13") ||
            e.databaseText().contains(kSqliteFullText))
            diskFull = true;
    }

    // One row: `columns` named (in any order) or, when empty, all in CREATE TABLE order.
    bool insert(const char *table, const QVariantList &values, const QStringList &columns = {})
    {
        std::unique_ptr<QSqlQuery> &q = m_queries[table];
        if (!q) {
            q = std::make_unique<QSqlQuery>(m_db);
            QStringList marks;
            for (qsizetype i = 0; i < values.size(); ++i)
                marks << QStringLiteral("?");
            const QString names = columns.isEmpty()
                                      ? QString()
                                      : QStringLiteral(" (%1)").arg(columns.join(QLatin1Char(',')));
            if (!q->prepare(QStringLiteral("INSERT INTO %1%2 VALUES (%3)")
                                .arg(sql(table), names, marks.join(QLatin1Char(','))))) {
                error = QStringLiteral("%1: %2").arg(sql(table), q->lastError().text());
                return false;
            }
        }
        for (qsizetype i = 0; i < values.size(); ++i) {
            // A null QString binds as NULL: texts are stored as '' instead.
            const QVariant &v = values[i];
            const bool nullText =
                v.typeId() == QMetaType::QString && !v.isNull() && v.toString().isNull();
            q->bindValue(int(i), nullText ? QVariant(QStringLiteral("")) : v);
        }
        if (!q->exec()) {
            note(q->lastError());
            error = QStringLiteral("%1: %2").arg(sql(table), q->lastError().text());
            return false;
        }
        return true;
    }

    std::map<std::string, std::unique_ptr<QSqlQuery>> m_queries;

    // A row of `s` through its field table, after the columns already in `columns`.
    template <typename S>
    bool insertFields(const char *table, fields::Table<S> t, const S &s, QStringList columns = {},
                      QVariantList values = {})
    {
        for (const fields::Field<S> &f : t) {
            columns << sql(f.column);
            const QVariant v = f.get(s);
            values << (f.kind == fields::Kind::OptionalId ? idOrNull(Id(v.toLongLong())) : v);
        }
        return insert(table, values, columns);
    }

    template <typename T> static std::vector<const T *> byId(const std::vector<T> &items)
    {
        std::vector<const T *> out;
        for (const T &x : items)
            out.push_back(&x);
        std::stable_sort(out.begin(), out.end(),
                         [](const T *a, const T *b) { return a->id < b->id; });
        return out;
    }

    template <typename S>
    bool insertObjects(const char *table, fields::Table<S> t, const std::vector<S> &items)
    {
        for (const S *x : byId(items)) {
            if (!insertFields(table, t, *x))
                return false;
        }
        return true;
    }

    // own_part rows: one per element of an array of parts, else one for the whole value.
    bool insertOwnParts(const QJsonObject &own)
    {
        qlonglong row = 0;
        for (auto it = own.constBegin(); it != own.constEnd(); ++it) {
            const QJsonValue v = it.value();
            const auto text = [](const QJsonValue &x) {
                const QByteArray wrapped =
                    QJsonDocument(QJsonArray{x}).toJson(QJsonDocument::Compact);
                return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
            };
            const QJsonArray a = v.toArray();
            if (!v.isArray() || a.isEmpty()) {
                if (!insert("own_part", {++row, it.key(), QVariant(QMetaType::fromType<int>()),
                                         QVariant(QMetaType::fromType<QString>()), text(v)}))
                    return false;
                continue;
            }
            for (qsizetype i = 0; i < a.size(); ++i) {
                const QJsonValue partId = a.at(i).toObject().value(QStringLiteral("id"));
                if (!insert("own_part",
                            {++row, it.key(), qlonglong(i),
                             partId.isString() ? QVariant(partId.toString())
                                               : QVariant(QMetaType::fromType<QString>()),
                             text(a.at(i))}))
                    return false;
            }
        }
        return true;
    }

    bool writeRows(const Project &p)
    {
        const QString savedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
        const QStringList projectColumns{QStringLiteral("id"), QStringLiteral("app_version"),
                                         QStringLiteral("next_id"), QStringLiteral("saved_at")};
        if (!insertFields("project", fields::info(), p.info, projectColumns,
                          {1, QStringLiteral(FABRICPLANNER_VERSION), qlonglong(p.nextId), savedAt}))
            return false;
        qlonglong row = 0;
        for (const FigureOverride &f : p.catalogOverrides.figures) {
            if (!insertFields("figure_override", fields::figureOverride(), f,
                              {QStringLiteral("id")}, {++row}))
                return false;
        }
        if (!insertOwnParts(p.catalogOverrides.ownParts))
            return false;
        if (!insertObjects("repeat_group", fields::group(), p.groups))
            return false;
        for (const Fabric *f : byId(p.fabrics)) {
            if (!insertFields("fabric", fields::fabric(), *f))
                return false;
            if (f->generated &&
                !insertFields("generator_params", fields::generator(), *f->generated,
                              {QStringLiteral("fabric_id")}, {qlonglong(f->id)}))
                return false;
        }
        if (!insertObjects("node", fields::node(), p.nodes))
            return false;
        for (const NvlinkDomain *d : byId(p.nvlinkDomains)) {
            if (!insertFields("nvlink_domain", fields::nvlinkDomain(), *d))
                return false;
            for (qsizetype j = 0; j < qsizetype(d->nodeIds.size()); ++j) {
                if (!insert("nvlink_domain_node",
                            {qlonglong(d->id), qlonglong(j), qlonglong(d->nodeIds[j])}))
                    return false;
            }
        }
        if (!insertObjects("switch", fields::switches(), p.switches) ||
            !insertObjects("link", fields::link(), p.links))
            return false;
        const WorkloadProfile &w = p.workload;
        if (!insertFields("workload", fields::workload(), w, {QStringLiteral("id")}, {1}) ||
            !insertFields("workload_model", fields::modelPlan(), w.model, {QStringLiteral("id")},
                          {1}))
            return false;
        for (qsizetype j = 0; j < qsizetype(w.collectiveBytes.size()); ++j) {
            if (!insert("workload_collective_size", {qlonglong(j), w.collectiveBytes[j]}))
                return false;
        }
        if (!insertFields("organisation", fields::organisation(), p.organisation,
                          {QStringLiteral("id")}, {1}) ||
            !insertFields("requirements", fields::requirements(), p.requirements,
                          {QStringLiteral("id")}, {1}) ||
            !insertFields("decision_weights", fields::decisionWeights(), p.decisionWeights,
                          {QStringLiteral("id")}, {1}) ||
            !insertFields("floor_layout", fields::floorLayout(), p.floorLayout,
                          {QStringLiteral("id")}, {1}) ||
            !insertFields("comparison_basis", fields::comparisonBasis(), p.comparisonBasis,
                          {QStringLiteral("id")}, {1}))
            return false;
        row = 0;
        for (const Measurement &m : p.measurements) {
            if (!insertFields("measurement", fields::measurement(), m, {QStringLiteral("id")},
                              {++row}))
                return false;
        }
        row = 0;
        for (const CalibrationChoice &c : p.calibration) {
            if (!insertFields("calibration_choice", fields::calibration(), c,
                              {QStringLiteral("id")}, {++row}))
                return false;
        }
        return true;
    }
};

// fsync a file or a folder by path; false with errno set on failure.
bool syncPath(const QString &path, bool directory)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC | (directory ? O_DIRECTORY : 0));
    if (fd < 0)
        return false;
    int rc = ::fsync(fd);
    // Some file systems cannot sync a folder; the rename is then as durable as it gets.
    if (rc != 0 && directory && (errno == EINVAL || errno == ENOTSUP))
        rc = 0;
    const int saved = errno;
    ::close(fd);
    errno = saved;
    return rc == 0;
}

QString errnoText(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

} // namespace

QString projectFileErrorKey(ProjectFileError e)
{
    switch (e) {
    case ProjectFileError::None:
        return QStringLiteral("none");
    case ProjectFileError::NotFound:
        return QStringLiteral("not-found");
    case ProjectFileError::NotReadable:
        return QStringLiteral("not-readable");
    case ProjectFileError::NotSqlite:
        return QStringLiteral("not-sqlite");
    case ProjectFileError::Foreign:
        return QStringLiteral("foreign");
    case ProjectFileError::NewerVersion:
        return QStringLiteral("newer-version");
    case ProjectFileError::Truncated:
        return QStringLiteral("truncated");
    case ProjectFileError::Corrupt:
        return QStringLiteral("corrupt");
    case ProjectFileError::InvalidContent:
        return QStringLiteral("invalid-content");
    case ProjectFileError::WriteFailed:
        return QStringLiteral("write-failed");
    case ProjectFileError::Internal:
        return QStringLiteral("internal");
    }
    return {};
}

// ---------------------------------------------------------------------------------

namespace {

// ProjectReader::read() in its steps: the path names a regular file, its SQLite
// header is whole, the database is a FabricPlanner project of a version this build
// reads and passes SQLite's quick check; then it is migrated (in a copy) and read.
// Each check returns why the file cannot be read, or nothing.
struct ReadFailure {
    ProjectFileError code;
    QString message;
};

std::optional<ReadFailure> checkRegularFile(const QString &path, const QString &shown)
{
    const QFileInfo fi(path);
    if (!fi.exists()) {
        if (!fi.absoluteDir().exists()) {
            return ReadFailure{ProjectFileError::NotFound,
                               QCoreApplication::translate(
                                   "fp::ProjectFile", "Cannot open \"%1\": the folder \"%2\" does "
                                                      "not exist.")
                                   .arg(shown, quoted(fi.absolutePath()))};
        }
        return ReadFailure{ProjectFileError::NotFound,
                           QCoreApplication::translate(
                               "fp::ProjectFile", "Cannot open \"%1\": the file does not exist.")
                               .arg(shown)};
    }
    if (fi.isDir()) {
        return ReadFailure{ProjectFileError::NotReadable,
                           QCoreApplication::translate("fp::ProjectFile",
                                                       "Cannot open \"%1\": it is a folder, not a "
                                                       "project file.")
                               .arg(shown)};
    }

    if (!fi.isFile()) {
        return ReadFailure{ProjectFileError::NotReadable,
                           QCoreApplication::translate(
                               "fp::ProjectFile", "Cannot open \"%1\": it is not a regular file (a "
                                                  "pipe, device or socket).")
                               .arg(shown)};
    }
    return std::nullopt;
}

// The header (first 100 bytes) tells an SQLite database and its expected size;
// *walMode receives whether the file is in WAL mode.
std::optional<ReadFailure> checkSqliteHeader(const QString &path, const QString &shown,
                                             bool *walMode)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return ReadFailure{ProjectFileError::NotReadable,
                           QCoreApplication::translate("fp::ProjectFile", "Cannot open \"%1\": %2")
                               .arg(shown, file.errorString())};
    }
    const qint64 size = file.size();
    const QByteArray header = file.read(100);
    static const QByteArray magic("SQLite format 3\0", 16);
    if (header.isEmpty()) { // by content: files in /proc report size 0
        return ReadFailure{ProjectFileError::NotSqlite,
                           QCoreApplication::translate("fp::ProjectFile",
                                                       "\"%1\" is not a FabricPlanner project: the "
                                                       "file is empty.")
                               .arg(shown)};
    }
    if (!header.startsWith(magic)) {
        return ReadFailure{ProjectFileError::NotSqlite,
                           QCoreApplication::translate("fp::ProjectFile",
                                                       "\"%1\" is not a FabricPlanner project: it "
                                                       "is not an SQLite database.")
                               .arg(shown)};
    }
    if (header.size() < 100) {
        return ReadFailure{ProjectFileError::Truncated,
                           QCoreApplication::translate("fp::ProjectFile",
                                                       "\"%1\" is damaged: the file is truncated "
                                                       "(%2 bytes, shorter than its header).")
                               .arg(shown)
                               .arg(size)};
    }
    quint32 pageSize = (quint32(quint8(header[16])) << 8) | quint8(header[17]);
    if (pageSize == 1)
        pageSize = 65536;
    const quint32 pageCount = be32(header, 28);
    const bool countValid = be32(header, 24) == be32(header, 92);
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0) {
        return ReadFailure{ProjectFileError::Corrupt,
                           QCoreApplication::translate("fp::ProjectFile",
                                                       "\"%1\" is damaged: its header is invalid "
                                                       "(page size %2).")
                               .arg(shown)
                               .arg(pageSize)};
    }
    // Bytes 18 and 19 are 2 in WAL mode (sqlite.org/fileformat.html, "File format
    // version numbers").
    *walMode = quint8(header[18]) == 2 || quint8(header[19]) == 2;
    const qint64 expected = countValid ? qint64(pageCount) * pageSize : 0;
    // With a valid page count SQLite reads that many pages and ignores bytes
    // appended after them; without one the size must be whole pages.
    if (countValid ? size < expected : size % pageSize != 0) {
        return ReadFailure{ProjectFileError::Truncated,
                           QCoreApplication::translate("fp::ProjectFile",
                                                       "\"%1\" is damaged: the file is truncated "
                                                       "(%2 bytes, expected %3).")
                               .arg(shown)
                               .arg(size)
                               .arg(std::max(expected, (size / pageSize + 1) * pageSize))};
    }
    return std::nullopt;
}

// SQLite's quick check of an open database: "ok", or up to three findings.
std::optional<ReadFailure> checkIntegrity(const QSqlDatabase &db, const QString &shown)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check"))) {
        return ReadFailure{ProjectFileError::Corrupt,
                           QCoreApplication::translate("fp::ProjectFile", "\"%1\" is damaged: %2")
                               .arg(shown, q.lastError().text())};
    }
    // "ok", or lines of findings (the first may be "*** in database main ***").
    QStringList problems;
    while (q.next() && problems.size() < 3) {
        // A finding may come in one row with its "*** in database main ***" header.
        QString line = q.value(0).toString().simplified();
        line.remove(QLatin1String("*** in database main ***"));
        line = line.trimmed();
        if (!line.isEmpty())
            problems << line;
    }
    if (q.lastError().isValid())
        problems << q.lastError().text();
    if (problems != QStringList{QStringLiteral("ok")}) {
        return ReadFailure{ProjectFileError::Corrupt,
                           QCoreApplication::translate("fp::ProjectFile",
                                                       "\"%1\" is damaged: the database integrity "
                                                       "check failed (%2).")
                               .arg(shown, problems.join(QStringLiteral("; ")))};
    }
    return std::nullopt;
}

// The database at `readPath` (in place: opened read-only where it is): a FabricPlanner
// project (application id), of a schema version this build reads (*version), whole
// (PRAGMA quick_check). info->schemaVersion receives the version.
std::optional<ReadFailure> checkDatabase(const QString &readPath, bool inPlace,
                                         const QString &shown, int *version, ProjectFileInfo *info)
{
    Connection c(readPath, inPlace);
    if (!c.isOpen()) {
        return ReadFailure{ProjectFileError::NotReadable,
                           QCoreApplication::translate("fp::ProjectFile", "Cannot open \"%1\": %2")
                               .arg(shown, c.openError())};
    }
    const QSqlDatabase db = c.db();
    QString err;
    const auto appId = scalar(db, QStringLiteral("PRAGMA application_id"), &err);
    if (!appId) {
        return ReadFailure{ProjectFileError::Corrupt,
                           QCoreApplication::translate("fp::ProjectFile", "\"%1\" is damaged: %2")
                               .arg(shown, err)};
    }
    if (appId->toLongLong() != FABRICPLANNER_APPLICATION_ID) {
        return ReadFailure{ProjectFileError::Foreign,
                           QCoreApplication::translate("fp::ProjectFile",
                                                       "\"%1\" is not a FabricPlanner project: it "
                                                       "is an SQLite database of another program "
                                                       "(application id %2).")
                               .arg(shown)
                               .arg(appId->toLongLong())};
    }
    const auto userVersion = scalar(db, QStringLiteral("PRAGMA user_version"), &err);
    if (!userVersion) {
        return ReadFailure{ProjectFileError::Corrupt,
                           QCoreApplication::translate("fp::ProjectFile", "\"%1\" is damaged: %2")
                               .arg(shown, err)};
    }
    *version = userVersion->toInt();
    info->schemaVersion = *version;
    if (*version > ProjectSchemaVersion) {
        QString writtenBy;
        if (const auto v = scalar(db, QStringLiteral("SELECT app_version FROM project"), &err);
            v && !v->toString().isEmpty()) {
            writtenBy = QCoreApplication::translate("fp::ProjectFile", " (FabricPlanner %1)")
                            .arg(v->toString());
        }
        return ReadFailure{ProjectFileError::NewerVersion,
                           QCoreApplication::translate(
                               "fp::ProjectFile",
                               "\"%1\" was saved by a newer version of FabricPlanner%2 in file "
                               "format version %3; this version (%4) reads file format versions "
                               "up to %5. Update FabricPlanner to open it.")
                               .arg(shown, writtenBy)
                               .arg(*version)
                               .arg(QStringLiteral(FABRICPLANNER_VERSION))
                               .arg(ProjectSchemaVersion)};
    }
    if (*version < 1) {
        return ReadFailure{ProjectFileError::Corrupt,
                           QCoreApplication::translate("fp::ProjectFile",
                                                       "\"%1\" is damaged: it has no schema "
                                                       "(version 0).")
                               .arg(shown)};
    }
    return checkIntegrity(db, shown);
}

// The checked database at `readPath` (of schema `version`; a private copy when it is
// older): migrated to the current schema, read into *project and checked.
std::optional<ReadFailure> readCheckedDatabase(const QString &readPath, bool inPlace, int version,
                                               const QString &shown, Project *project,
                                               ProjectFileInfo *info)
{
    Connection c(readPath, inPlace);
    if (!c.isOpen()) {
        return ReadFailure{ProjectFileError::NotReadable,
                           QCoreApplication::translate("fp::ProjectFile", "Cannot open \"%1\": %2")
                               .arg(shown, c.openError())};
    }
    if (version < ProjectSchemaVersion) {
        QString err;
        if (!migrate(c.db(), version, &err)) {
            return ReadFailure{ProjectFileError::Corrupt,
                               QCoreApplication::translate(
                                   "fp::ProjectFile", "\"%1\" cannot be upgraded from file format "
                                                      "version %2 to %3: %4")
                                   .arg(shown)
                                   .arg(version)
                                   .arg(ProjectSchemaVersion)
                                   .arg(err)};
        }
        info->migrated = true;
    }

    project->workload.collectiveBytes.clear();
    FileReader reader(c.db());
    if (!reader.read(project)) {
        if (reader.code == ProjectFileError::Corrupt) {
            return ReadFailure{
                reader.code, QCoreApplication::translate("fp::ProjectFile", "\"%1\" is damaged: %2")
                                 .arg(shown, reader.error)};
        }
        return ReadFailure{reader.code, QCoreApplication::translate(
                                            "fp::ProjectFile", "\"%1\" has invalid content: %2")
                                            .arg(shown, reader.error)};
    }
    QString err;
    if (!projectcheck::checkProject(*project, &projectcheck::sqlPlace, &err)) {
        return ReadFailure{
            ProjectFileError::InvalidContent,
            QCoreApplication::translate("fp::ProjectFile", "\"%1\" has invalid content: %2")
                .arg(shown, err)};
    }
    info->appVersion = reader.appVersion;
    info->savedAt = QDateTime::fromString(reader.savedAt, Qt::ISODateWithMs);
    return std::nullopt;
}

} // namespace

std::optional<Project> ProjectReader::read(const QString &path)
{
    m_error = ProjectFileError::None;
    m_errorString.clear();
    m_info = {};
    const QString shown = quoted(path);
    const auto fail = [&](ProjectFileError code, const QString &message) {
        m_error = code;
        m_errorString = message;
        return std::nullopt;
    };

    if (const auto f = checkRegularFile(path, shown))
        return fail(f->code, f->message);

    bool walMode = false;
    if (const auto f = checkSqliteHeader(path, shown, &walMode))
        return fail(f->code, f->message);

    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        return fail(ProjectFileError::Internal,
                    QCoreApplication::translate("fp::ProjectFile",
                                                "Cannot open \"%1\": the Qt SQLite driver "
                                                "(QSQLITE) is not installed.")
                        .arg(shown));
    }

    // A file in WAL mode, or with a rollback journal beside it (an unfinished write
    // of another program), is read from a private copy with its -wal or -journal
    // file: reading it in place would leave -wal and -shm files beside it, and a
    // read-only connection cannot roll the journal back. SQLite does so in the copy.
    QTemporaryDir scratch;
    QString readPath = path;
    const auto copySidecar = [&](const QString &suffix) {
        return !QFileInfo::exists(path + suffix) || QFile::copy(path + suffix, readPath + suffix);
    };
    const bool hotJournal = QFileInfo::exists(path + QStringLiteral("-journal"));
    const auto copyToScratch = [&]() {
        readPath = scratch.filePath(QStringLiteral("reading.fabricplan"));
        const bool ok = scratch.isValid() && QFile::copy(path, readPath) &&
                        copySidecar(QStringLiteral("-wal")) &&
                        copySidecar(QStringLiteral("-journal"));
        QFile::setPermissions(readPath, QFile::ReadOwner | QFile::WriteOwner);
        return ok;
    };
    const QString noRoom =
        QCoreApplication::translate("fp::ProjectFile", "Cannot open \"%1\": no room for a "
                                                       "temporary copy to upgrade it in.")
            .arg(shown);
    if ((walMode || hotJournal) && !copyToScratch())
        return fail(ProjectFileError::Internal, noRoom);

    int version = 0;
    if (const auto f = checkDatabase(readPath, readPath == path, shown, &version, &m_info))
        return fail(f->code, f->message);

    // An older file is migrated in a private copy: the file itself is never written.
    if (version < ProjectSchemaVersion && readPath == path && !copyToScratch())
        return fail(ProjectFileError::Internal, noRoom);

    Project project;
    if (const auto f =
            readCheckedDatabase(readPath, readPath == path, version, shown, &project, &m_info))
        return fail(f->code, f->message);
    return project;
}

// ---------------------------------------------------------------------------------

QString ProjectWriter::backupPath(const QString &path)
{
    return path + QLatin1Char('~');
}

namespace {

bool isDiskFull(int err)
{
    return err == ENOSPC || err == EDQUOT;
}

// "there is not enough free space..." for a full disk, else the system's text.
QString writeErrorText(int err, const QString &dirPath)
{
    if (isDiskFull(err))
        return diskFullText(dirPath);
    return errnoText(err);
}

// Copies a file with plain reads and writes, keeping errno (QFile::copy loses it).
bool copyFileKeepingErrno(const QString &from, const QString &to)
{
    const int in = ::open(QFile::encodeName(from).constData(), O_RDONLY | O_CLOEXEC);
    if (in < 0)
        return false;
    const int out =
        ::open(QFile::encodeName(to).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    bool ok = out >= 0;
    char buffer[1 << 16];
    while (ok) {
        const ssize_t n = ::read(in, buffer, sizeof buffer);
        if (n <= 0) {
            ok = n == 0;
            break;
        }
        ok = ::write(out, buffer, size_t(n)) == n;
        if (!ok && errno == 0)
            errno = ENOSPC; // a short write: the disk is full
    }
    const int saved = errno;
    ::close(in);
    if (out >= 0)
        ::close(out);
    errno = saved;
    return ok;
}

// The previous version as "<target>~": a second name of the old file (a hard link,
// so no room is needed for a copy), or a synced copy where the file system has no
// hard links; renamed into place. Empty on success, else why not.
QString keepBackup(const QString &targetPath, const QString &dirPath)
{
    const QString backup = ProjectWriter::backupPath(targetPath);
    const QString backupTemp = saveTempPath(targetPath, true);
    const QByteArray nativeTemp = QFile::encodeName(backupTemp);
    QString reason;
    if (::link(QFile::encodeName(targetPath).constData(), nativeTemp.constData()) != 0) {
        if (!copyFileKeepingErrno(targetPath, backupTemp) || !syncPath(backupTemp, false))
            reason = writeErrorText(errno, dirPath);
    }
    if (reason.isEmpty() &&
        ::rename(nativeTemp.constData(), QFile::encodeName(backup).constData()) != 0)
        reason = writeErrorText(errno, dirPath);
    if (reason.isEmpty()) {
        // rename(2) does nothing when both names are already the same file (a save killed
        // after this rename left "<target>~" on the target): the temporary name stays.
        ::unlink(nativeTemp.constData());
        return {};
    }
    QFile::remove(backupTemp);
    return QCoreApplication::translate("fp::ProjectFile",
                                       "cannot keep the previous version as \"%1\": %2")
        .arg(quoted(backup), reason);
}

// Fills the new SQLite database at `tempPath`; empty on success, else why not.
QString writeSqlite(const Project &project, const QString &tempPath, const QString &dirPath)
{
    QString err;
    Connection c(tempPath, false);
    if (!c.isOpen())
        return c.openError();
    const QSqlDatabase db = c.db();
    if (!exec(db, QStringLiteral("PRAGMA journal_mode = DELETE"), &err) ||
        !exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), &err) ||
        !exec(db, QStringLiteral("PRAGMA application_id = %1").arg(FABRICPLANNER_APPLICATION_ID),
              &err) ||
        !migrate(db, 0, &err)) {
        return err.contains(kSqliteFullText) ? writeErrorText(ENOSPC, dirPath) : err;
    }
    FileWriter writer(db);
    if (!writer.write(project))
        return writer.diskFull ? writeErrorText(ENOSPC, dirPath) : writer.error;
    return {};
}

// Writes the project's JSON text to `tempPath`; empty on success, else why not.
QString writeJson(const Project &project, const QString &tempPath, const QString &dirPath)
{
    const QByteArray bytes = projectToJsonText(project);
    const int fd = ::open(QFile::encodeName(tempPath).constData(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0)
        return writeErrorText(errno, dirPath);
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n <= 0) {
            const int e = n < 0 ? errno : ENOSPC;
            ::close(fd);
            return writeErrorText(e, dirPath);
        }
        done += n;
    }
    ::close(fd);
    return {};
}

// Creates the save's new file, empty; empty on success, else why not.
QString createTempFile(const QString &tempPath, const QString &dirPath)
{
    const int fd = ::open(QFile::encodeName(tempPath).constData(),
                          O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) {
        const int e = errno;
        return QCoreApplication::translate("fp::ProjectFile",
                                           "cannot create a file in the folder \"%1\": %2.")
            .arg(quoted(dirPath), writeErrorText(e, dirPath));
    }
    ::close(fd);
    return {};
}

// Where a save may go: the folder exists, the target (if any) is a writable regular
// file. Empty on success, else why not; `st` receives the target's status.
QString checkSaveTarget(const QString &targetPath, const QString &dirPath, bool *exists,
                        struct stat *st)
{
    const QFileInfo dir(dirPath);
    if (!dir.exists())
        return QCoreApplication::translate("fp::ProjectFile", "the folder \"%1\" does not exist.")
            .arg(quoted(dirPath));
    if (!dir.isDir())
        return QCoreApplication::translate("fp::ProjectFile", "\"%1\" is not a folder.")
            .arg(quoted(dirPath));
    *exists = ::stat(QFile::encodeName(targetPath).constData(), st) == 0;
    if (!*exists)
        return {};
    if (S_ISDIR(st->st_mode))
        return QCoreApplication::translate("fp::ProjectFile", "a folder of that name exists.");
    if (!S_ISREG(st->st_mode))
        return QCoreApplication::translate("fp::ProjectFile",
                                           "it is not a regular file (a pipe, device or socket).");
    // Read-only means read-only, also for a user (root) whom the system would let
    // write anyway.
    if (!(st->st_mode & S_IWUSR) || ::access(QFile::encodeName(targetPath).constData(), W_OK) != 0)
        return QCoreApplication::translate("fp::ProjectFile", "the file is read-only.");
    return {};
}

} // namespace

namespace {

// The target of a save: the file a symbolic link leads to, its folder, and whether it
// exists (with its mode).
struct SaveTarget {
    QString path;
    QString dir;
    bool exists = false;
    struct stat st {
    };
};

// The checks before a save writes anything: the project is valid, the SQLite driver is
// there, and the target is a file that may be replaced (stale temporary files of dead
// savers removed). Empty when all hold; else the reason, with *code set.
QString checkBeforeSave(const Project &project, ProjectFormat format, const QString &path,
                        SaveTarget *target, ProjectFileError *code)
{
    QString err;
    *code = ProjectFileError::InvalidContent;
    if (!projectcheck::checkProject(project, &projectcheck::jsonPath, &err))
        return QCoreApplication::translate("fp::ProjectFile", "the project is invalid: %1")
            .arg(err);
    *code = ProjectFileError::Internal;
    if (format == ProjectFormat::Sqlite &&
        !QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return QCoreApplication::translate("fp::ProjectFile",
                                           "the Qt SQLite driver (QSQLITE) is not installed.");
    *code = ProjectFileError::WriteFailed;
    target->path = resolveSavePath(path);
    target->dir = QFileInfo(target->path).absolutePath();
    err = checkSaveTarget(target->path, target->dir, &target->exists, &target->st);
    if (!err.isEmpty())
        return err;
    removeStaleSaveFiles(target->path);
    if (target->exists && hasOtherHardLinks(target->path))
        return QCoreApplication::translate(
            "fp::ProjectFile",
            "the file has other names (hard links) that would keep the old version; "
            "save it under a new name, or remove its other names first.");
    return {};
}

} // namespace

// The numbered steps of a crash-safe save share one cleanup guard for the temporary
// file and read as one sequence.
bool ProjectWriter::write(const Project &project, const QString &path, ProjectFormat format)
{
    m_error = ProjectFileError::None;
    m_errorString.clear();
    const QString shown = quoted(path);
    const auto fail = [&](ProjectFileError code, const QString &why) {
        m_error = code;
        m_errorString = QCoreApplication::translate("fp::ProjectFile", "Cannot save \"%1\": %2")
                            .arg(shown, why);
        return false;
    };

    // A symbolic link stays a link: the file it leads to is replaced.
    SaveTarget target;
    ProjectFileError code = ProjectFileError::None;
    QString err = checkBeforeSave(project, format, path, &target, &code);
    if (!err.isEmpty())
        return fail(code, err);
    const QString &targetPath = target.path;
    const QString &dirPath = target.dir;
    const bool exists = target.exists;
    const struct stat &targetStat = target.st;

    // 1. A new file beside the target, under a name of its own.
    const QString tempPath = saveTempPath(targetPath, false);
    err = createTempFile(tempPath, dirPath);
    if (!err.isEmpty())
        return fail(ProjectFileError::WriteFailed, err);
    struct RemoveOnFailure {
        QString path;
        bool armed = true;
        ~RemoveOnFailure()
        {
            if (armed) {
                QFile::remove(path);
                QFile::remove(path + QStringLiteral("-journal"));
            }
        }
    } cleanup{tempPath};
    err = format == ProjectFormat::Json ? writeJson(project, tempPath, dirPath)
                                        : writeSqlite(project, tempPath, dirPath);
    if (!err.isEmpty())
        return fail(ProjectFileError::WriteFailed, err);

    // 2. On disk before it replaces anything.
    if (!syncPath(tempPath, false))
        return fail(ProjectFileError::WriteFailed, writeErrorText(errno, dirPath));
    if (exists)
        ::chmod(QFile::encodeName(tempPath).constData(), targetStat.st_mode & 07777);

    // 3. The previous version as "<path>~".
    if (exists) {
        err = keepBackup(targetPath, dirPath);
        if (!err.isEmpty())
            return fail(ProjectFileError::WriteFailed, err);
    }

    // 4. Atomic replacement, then the folder entry on disk.
    if (::rename(QFile::encodeName(tempPath).constData(),
                 QFile::encodeName(targetPath).constData()) != 0) {
        return fail(ProjectFileError::WriteFailed, writeErrorText(errno, dirPath));
    }
    cleanup.armed = false;
    if (!syncPath(dirPath, true)) {
        const int e = errno;
        return fail(
            ProjectFileError::WriteFailed,
            QCoreApplication::translate(
                "fp::ProjectFile", "the file was written but the folder could not be synced: %1.")
                .arg(errnoText(e)));
    }
    return true;
}

} // namespace fp
