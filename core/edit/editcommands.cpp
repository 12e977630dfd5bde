// SPDX-License-Identifier: GPL-3.0-or-later
// The undo commands behind the fp::edit facade. Ownership (CODINGSTYLE.md 10): a command
// belongs to the document's QUndoStack and holds model objects only by value (what
// it removed or will insert) and by id; it never touches a view.
#include "edit/editcommands.h"

#include "io/fields.h"
#include "model/invariants.h"
#include "model/measurements.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVariant>

#include <algorithm>

#include <cmath>
#include <map>
#include <type_traits>
#include <utility>

namespace fp::edit {

namespace {

// Every undo text given out this session (in each language it was given in), with its
// source text and plural count, so retranslateUndoStack() can find the source of a
// command's text. Edits run on the GUI thread only.
struct UndoSource {
    QByteArray source;
    int n = -1;
};
QHash<QString, UndoSource> &undoSources()
{
    static QHash<QString, UndoSource> sources;
    return sources;
}

// `text` in the current language: its source is found by the exact text, or by a text
// given out with %1, %2... still in it (arg() filled them in afterwards: "Delete %1
// objects"), whose values are carried over. Unknown texts come back as they are.
QString retranslated(const QString &text)
{
    const QHash<QString, UndoSource> &sources = undoSources();
    if (const auto it = sources.constFind(text); it != sources.constEnd()) {
        const UndoSource found = *it; // undoText() inserts into the table
        return undoText(found.source.constData(), found.n);
    }
    static const QRegularExpression marker(QStringLiteral("%(\\d)"));
    for (auto it = sources.constBegin(); it != sources.constEnd(); ++it) {
        if (!it.key().contains(marker))
            continue;
        // The text around the markers literally, each marker any text.
        QStringList pieces;
        for (const QString &piece : it.key().split(marker))
            pieces << QRegularExpression::escape(piece);
        const QString pattern = pieces.join(QStringLiteral("(.+)"));
        const QRegularExpression re(QRegularExpression::anchoredPattern(pattern));
        const QRegularExpressionMatch m = re.match(text);
        if (!m.hasMatch())
            continue;
        // The values by marker number (a translation may put %2 before %1); arg()
        // fills the lowest number first.
        std::map<int, QString> values;
        int capture = 1;
        for (auto markers = marker.globalMatch(it.key()); markers.hasNext(); ++capture)
            values[markers.next().captured(1).toInt()] = m.captured(capture);
        const UndoSource found = *it; // undoText() inserts into the table
        QString out = undoText(found.source.constData(), found.n);
        for (const auto &[number, value] : values)
            out = out.arg(value);
        return out;
    }
    return text;
}

} // namespace

QString undoText(const char *sourceText, int n)
{
    const QString text = QCoreApplication::translate("fp::Edit", sourceText, nullptr, n);
    undoSources().insert(text, UndoSource{QByteArray(sourceText), n});
    return text;
}

void retranslateUndoStack(QUndoStack &stack)
{
    for (int i = 0; i < stack.count(); ++i) {
        // QUndoStack hands out its commands as const; their text is not part of the
        // undo state, so changing it here is safe (the stack reads it on demand).
        auto *command = const_cast<QUndoCommand *>(stack.command(i));
        const QString text = retranslated(command->text());
        if (text != command->text())
            command->setText(text);
    }
}

UndoMacro::UndoMacro(ProjectDocument &doc, const QString &text)
    : m_doc(doc)
{
    m_doc.undoStack()->beginMacro(text);
}

UndoMacro::~UndoMacro()
{
    m_doc.undoStack()->endMacro();
}

namespace {

// Merge ids of mergeable commands (QUndoCommand::id()).
enum MergeId {
    MoveMergeId = 1,
    NudgeMergeId = 2,
    ValueMergeIdBase = 100, // + property index
};

template <typename T> std::size_t indexOf(const std::vector<T> &items, Id id)
{
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i].id == id)
            return i;
    }
    return items.size();
}

// --- Structure: inserting and removing a set of objects -----------------------------

template <typename T>
using Indexed = std::vector<std::pair<std::size_t, T>>; // position in its vector, object

// A set of objects with the positions they have in the project while present, plus
// NVLink domains whose node lists differ with and without the set.
struct Slice {
    Indexed<Fabric> fabrics;
    Indexed<Group> groups;
    Indexed<Node> nodes;
    Indexed<Switch> switches;
    Indexed<NvlinkDomain> domains;
    Indexed<Link> links;
    std::vector<NvlinkDomain> domainsWith;    // their state while the set is present
    std::vector<NvlinkDomain> domainsWithout; // ... and while it is absent

    IdList ids() const
    {
        IdList out;
        auto add = [&out](const auto &items) {
            for (const auto &[pos, obj] : items)
                out.push_back(obj.id);
        };
        add(fabrics);
        add(groups);
        add(nodes);
        add(switches);
        add(domains);
        add(links);
        return out;
    }
    bool isEmpty() const
    {
        return fabrics.empty() && groups.empty() && nodes.empty() && switches.empty() &&
               domains.empty() && links.empty();
    }
};

template <typename T> void insertAll(std::vector<T> &into, Indexed<T> items)
{
    std::sort(items.begin(), items.end(),
              [](const auto &x, const auto &y) { return x.first < y.first; });
    for (auto &[pos, obj] : items)
        into.insert(into.begin() + static_cast<std::ptrdiff_t>(std::min(pos, into.size())), obj);
}

template <typename T> void removeAll(std::vector<T> &from, const Indexed<T> &items)
{
    if (items.empty())
        return;
    QSet<Id> ids;
    for (const auto &[pos, obj] : items)
        ids.insert(obj.id);
    from.erase(
        std::remove_if(from.begin(), from.end(), [&ids](const T &x) { return ids.contains(x.id); }),
        from.end());
}

void applyDomains(Project &p, const std::vector<NvlinkDomain> &domains)
{
    for (const NvlinkDomain &d : domains) {
        const std::size_t i = indexOf(p.nvlinkDomains, d.id);
        if (i < p.nvlinkDomains.size())
            p.nvlinkDomains[i] = d;
    }
}

IdList domainIds(const std::vector<NvlinkDomain> &domains)
{
    IdList ids;
    for (const NvlinkDomain &d : domains)
        ids.push_back(d.id);
    return ids;
}

void insertSlice(ProjectDocument &doc, const Slice &s)
{
    Project &p = DocumentAccess::project(doc);
    insertAll(p.fabrics, s.fabrics);
    insertAll(p.groups, s.groups);
    insertAll(p.nodes, s.nodes);
    insertAll(p.switches, s.switches);
    insertAll(p.nvlinkDomains, s.domains);
    insertAll(p.links, s.links);
    applyDomains(p, s.domainsWith);
    emit doc.objectsAdded(s.ids());
    if (!s.domainsWith.empty())
        emit doc.changed(
            {ChangeEvent::Kind::Objects, domainIds(s.domainsWith), ChangeEvent::Members});
}

void removeSlice(ProjectDocument &doc, const Slice &s)
{
    const IdList ids = s.ids();
    emit doc.objectsAboutToBeRemoved(ids);
    Project &p = DocumentAccess::project(doc);
    removeAll(p.links, s.links);
    removeAll(p.nvlinkDomains, s.domains);
    removeAll(p.switches, s.switches);
    removeAll(p.nodes, s.nodes);
    removeAll(p.groups, s.groups);
    removeAll(p.fabrics, s.fabrics);
    applyDomains(p, s.domainsWithout);
    emit doc.objectsRemoved(ids);
    if (!s.domainsWithout.empty())
        emit doc.changed(
            {ChangeEvent::Kind::Objects, domainIds(s.domainsWithout), ChangeEvent::Members});
}

class StructureCommand : public QUndoCommand
{
public:
    enum class Mode { Add, Remove };
    StructureCommand(ProjectDocument &doc, Mode mode, Slice slice, const QString &text)
        : QUndoCommand(text)
        , m_doc(doc)
        , m_mode(mode)
        , m_slice(std::move(slice))
    {
    }
    void redo() override
    {
        if (m_mode == Mode::Add)
            insertSlice(m_doc, m_slice);
        else
            removeSlice(m_doc, m_slice);
    }
    void undo() override
    {
        if (m_mode == Mode::Add)
            removeSlice(m_doc, m_slice);
        else
            insertSlice(m_doc, m_slice);
    }

private:
    ProjectDocument &m_doc;
    Mode m_mode;
    Slice m_slice;
};

// --- Moving -------------------------------------------------------------------------

class MoveCommand : public QUndoCommand
{
public:
    // `nudge`: an arrow key; `commit` then says the key is held (auto-repeat), and
    // such a nudge merges into the one before it.
    MoveCommand(ProjectDocument &doc, IdList ids, QPointF delta, bool commit, bool nudge = false)
        : QUndoCommand(ids.size() == 1 ? undoText(QT_TRANSLATE_NOOP("fp::Edit", "Move object"))
                                       : undoText(QT_TRANSLATE_NOOP("fp::Edit", "Move objects")))
        , m_doc(doc)
        , m_ids(std::move(ids))
        , m_delta(delta)
        , m_committed(commit)
        , m_nudge(nudge)
    {
    }
    void redo() override
    {
        apply(m_delta);
        if (m_delta.isNull())
            setObsolete(true); // a click without a drag leaves no step
    }
    void undo() override { apply(-m_delta); }
    int id() const override { return m_nudge ? NudgeMergeId : MoveMergeId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = dynamic_cast<const MoveCommand *>(other);
        if (!o || o->m_ids != m_ids)
            return false;
        if (m_nudge) { // a held arrow key's repeats join the press
            if (!o->m_committed)
                return false;
            m_delta += o->m_delta;
            setObsolete(m_delta.isNull());
            return true;
        }
        if (m_committed)
            return false;
        m_delta += o->m_delta;
        m_committed = o->m_committed;
        setObsolete(m_delta.isNull());
        return true;
    }

private:
    void apply(QPointF d)
    {
        if (d.isNull())
            return;
        Project &p = DocumentAccess::project(m_doc);
        for (Id id : m_ids) {
            if (Node *n = p.node(id))
                n->pos += d;
            else if (Switch *s = p.switchById(id))
                s->pos += d;
            else if (Group *g = p.group(id))
                g->pos += d;
        }
        emit m_doc.changed({ChangeEvent::Kind::Objects, m_ids, ChangeEvent::Position});
    }

    ProjectDocument &m_doc;
    IdList m_ids;
    QPointF m_delta;
    bool m_committed;
    bool m_nudge;
};

// --- Generic change of one value on N objects (CODINGSTYLE.md 8) --------------------------

struct PropertyDef {
    int index;                  // merge id offset
    ChangeEvent::Property flag; // what changed
    const char *text;           // undo text (source, "fp::Edit")
    QVariant (*get)(const Project &, Id);
    void (*set)(Project &, Id, const QVariant &);
    bool mergeable;
};

// The object of kind T with id `id` in `p`, or nullptr.
template <typename T, typename P> auto *objectOf(P &p, Id id)
{
    if constexpr (std::is_same_v<T, Node>)
        return p.node(id);
    else if constexpr (std::is_same_v<T, Switch>)
        return p.switchById(id);
    else if constexpr (std::is_same_v<T, Link>)
        return p.link(id);
    else if constexpr (std::is_same_v<T, Group>)
        return p.group(id);
    else
        return p.fabric(id);
}

// Reading and writing one member of one kind of object, for the definitions below.
template <typename T, auto Member> QVariant getMember(const Project &p, Id id)
{
    const T *o = objectOf<T>(p, id);
    return o ? QVariant::fromValue(o->*Member) : QVariant();
}

template <typename T, auto Member> void setMember(Project &p, Id id, const QVariant &v)
{
    using Value = std::remove_cvref_t<decltype(std::declval<T &>().*Member)>;
    if (T *o = objectOf<T>(p, id))
        o->*Member = v.value<Value>();
}

const PropertyDef kName{0,
                        ChangeEvent::Name,
                        QT_TRANSLATE_NOOP("fp::Edit", "Rename"),
                        [](const Project &p, Id id) -> QVariant {
                            if (const Node *n = p.node(id))
                                return n->name;
                            if (const Switch *s = p.switchById(id))
                                return s->name;
                            if (const Group *g = p.group(id))
                                return g->name;
                            if (const Fabric *f = p.fabric(id))
                                return f->name;
                            return {};
                        },
                        [](Project &p, Id id, const QVariant &v) {
                            if (Node *n = p.node(id))
                                n->name = v.toString();
                            else if (Switch *s = p.switchById(id))
                                s->name = v.toString();
                            else if (Group *g = p.group(id))
                                g->name = v.toString();
                            else if (Fabric *f = p.fabric(id))
                                f->name = v.toString();
                        },
                        true};

const PropertyDef kNodeType{1,
                            ChangeEvent::Type,
                            QT_TRANSLATE_NOOP("fp::Edit", "Change node type"),
                            getMember<Node, &Node::nodeTypeId>,
                            setMember<Node, &Node::nodeTypeId>,
                            false};
const PropertyDef kSwitchType{2,
                              ChangeEvent::Type,
                              QT_TRANSLATE_NOOP("fp::Edit", "Change switch type"),
                              getMember<Switch, &Switch::switchTypeId>,
                              setMember<Switch, &Switch::switchTypeId>,
                              false};

// Role and tier travel together: [role, tier].
const PropertyDef kSwitchRole{
    3,
    ChangeEvent::Role,
    QT_TRANSLATE_NOOP("fp::Edit", "Change switch role"),
    [](const Project &p, Id id) -> QVariant {
        const Switch *s = p.switchById(id);
        return s ? QVariant(QVariantList{static_cast<int>(s->role), s->tier}) : QVariant();
    },
    [](Project &p, Id id, const QVariant &v) {
        const QVariantList l = v.toList();
        if (Switch *s = p.switchById(id); s && l.size() == 2) {
            s->role = static_cast<SwitchRole>(l[0].toInt());
            s->tier = l[1].toInt();
        }
    },
    false};

const PropertyDef kBundle{4,
                          ChangeEvent::Bundle,
                          QT_TRANSLATE_NOOP("fp::Edit", "Change link bundle"),
                          getMember<Link, &Link::bundle>,
                          setMember<Link, &Link::bundle>,
                          true};
const PropertyDef kSpeed{5,
                         ChangeEvent::Speed,
                         QT_TRANSLATE_NOOP("fp::Edit", "Change link speed"),
                         getMember<Link, &Link::gbitPerS>,
                         setMember<Link, &Link::gbitPerS>,
                         true};
const PropertyDef kCable{6,
                         ChangeEvent::Cable,
                         QT_TRANSLATE_NOOP("fp::Edit", "Change link cable"),
                         getMember<Link, &Link::cableTypeId>,
                         setMember<Link, &Link::cableTypeId>,
                         false};
const PropertyDef kLength{7,
                          ChangeEvent::Length,
                          QT_TRANSLATE_NOOP("fp::Edit", "Change link length"),
                          getMember<Link, &Link::lengthM>,
                          setMember<Link, &Link::lengthM>,
                          true};
const PropertyDef kRepeat{8,
                          ChangeEvent::Repeat,
                          QT_TRANSLATE_NOOP("fp::Edit", "Change group repeat"),
                          getMember<Group, &Group::repeat>,
                          setMember<Group, &Group::repeat>,
                          true};
// (9 was a group's collapsed flag, now a view state: setGroupCollapsed().)

// Stored as the enum's int, as the callers pass it.
const PropertyDef kRoceTuning{10,
                              ChangeEvent::RoceTuning,
                              QT_TRANSLATE_NOOP("fp::Edit", "Change RoCE tuning"),
                              [](const Project &p, Id id) -> QVariant {
                                  const Fabric *f = p.fabric(id);
                                  return f ? QVariant(static_cast<int>(f->roceTuning)) : QVariant();
                              },
                              [](Project &p, Id id, const QVariant &v) {
                                  if (Fabric *f = p.fabric(id))
                                      f->roceTuning = static_cast<RoceTuning>(v.toInt());
                              },
                              false};

class ChangeValueCommand : public QUndoCommand
{
public:
    ChangeValueCommand(ProjectDocument &doc, const PropertyDef &def, IdList ids,
                       std::vector<QVariant> oldValues, QVariant newValue, const QString &text)
        : QUndoCommand(text)
        , m_doc(doc)
        , m_def(def)
        , m_ids(std::move(ids))
        , m_old(std::move(oldValues))
        , m_new(std::move(newValue))
    {
    }
    void redo() override
    {
        Project &p = DocumentAccess::project(m_doc);
        for (Id id : m_ids)
            m_def.set(p, id, m_new);
        notify();
        setObsolete(unchanged());
    }
    void undo() override
    {
        Project &p = DocumentAccess::project(m_doc);
        for (std::size_t i = 0; i < m_ids.size(); ++i)
            m_def.set(p, m_ids[i], m_old[i]);
        notify();
    }
    int id() const override { return m_def.mergeable ? ValueMergeIdBase + m_def.index : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = dynamic_cast<const ChangeValueCommand *>(other);
        if (!o || &o->m_def != &m_def || o->m_ids != m_ids)
            return false;
        m_new = o->m_new;
        setObsolete(unchanged());
        return true;
    }

private:
    bool unchanged() const
    {
        return std::all_of(m_old.begin(), m_old.end(),
                           [this](const QVariant &v) { return v == m_new; });
    }
    void notify() { emit m_doc.changed({ChangeEvent::Kind::Objects, m_ids, m_def.flag}); }

    ProjectDocument &m_doc;
    const PropertyDef &m_def;
    IdList m_ids;
    std::vector<QVariant> m_old;
    QVariant m_new;
};

void changeValue(ProjectDocument &doc, const PropertyDef &def, const IdList &ids,
                 const QVariant &value, QString text = {})
{
    IdList valid;
    std::vector<QVariant> old;
    for (Id id : ids) {
        QVariant v = def.get(doc.project(), id);
        if (!v.isValid() || std::find(valid.begin(), valid.end(), id) != valid.end())
            continue;
        valid.push_back(id);
        old.push_back(std::move(v));
    }
    if (valid.empty())
        return;
    if (text.isEmpty())
        text = undoText(def.text);
    doc.undoStack()->push(
        new ChangeValueCommand(doc, def, std::move(valid), std::move(old), value, text));
}

// --- Whole project and profiles -----------------------------------------------------

class ReplaceProjectCommand : public QUndoCommand
{
public:
    ReplaceProjectCommand(ProjectDocument &doc, Project project, const QString &text)
        : QUndoCommand(text)
        , m_doc(doc)
        , m_other(std::move(project))
    {
    }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        Project current = std::move(DocumentAccess::project(m_doc));
        DocumentAccess::replaceProject(m_doc, std::move(m_other));
        m_other = std::move(current);
    }
    ProjectDocument &m_doc;
    Project m_other; // the project that is not in the document right now
};

template <typename T> class ProfileCommand : public QUndoCommand
{
public:
    ProfileCommand(ProjectDocument &doc, T Project::*member, ChangeEvent::Kind kind, T value,
                   const QString &text)
        : QUndoCommand(text)
        , m_doc(doc)
        , m_member(member)
        , m_kind(kind)
        , m_other(std::move(value))
    {
    }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        std::swap(DocumentAccess::project(m_doc).*m_member, m_other);
        emit m_doc.changed({m_kind, {}, ChangeEvent::AllProperties});
    }
    ProjectDocument &m_doc;
    T Project::*m_member;
    ChangeEvent::Kind m_kind;
    T m_other;
};

class OverridesCommand : public QUndoCommand
{
public:
    OverridesCommand(ProjectDocument &doc, CatalogOverrides overrides, const QString &text)
        : QUndoCommand(text)
        , m_doc(doc)
        , m_other(std::move(overrides))
    {
    }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap()
    {
        CatalogOverrides current = DocumentAccess::project(m_doc).catalogOverrides;
        DocumentAccess::setCatalogOverrides(m_doc, std::move(m_other));
        m_other = std::move(current);
        emit m_doc.changed({ChangeEvent::Kind::Catalog, {}, ChangeEvent::AllProperties});
    }
    ProjectDocument &m_doc;
    CatalogOverrides m_other; // the overrides that are not in the project right now
};

// --- Helpers ------------------------------------------------------------------------

const Fabric *fabricOfSwitch(const Project &p, const Switch &s)
{
    return p.fabric(s.fabricId);
}

// The mode of NIC `nicIndex` of `n` (a compute NIC, or after them a storage NIC).
std::optional<PortMode> nicMode(const Catalog &c, const Node &n, Technology t, int nicIndex = 0)
{
    const NodeTypeSpec *nt = c.nodeType(n.nodeTypeId);
    const NicType *nic = nt ? c.nic(nt->nicTypeAt(nicIndex)) : nullptr;
    return nic ? nic->modeFor(t) : std::nullopt;
}

bool nicPortUsed(const Project &p, const LinkEnd &end)
{
    return std::any_of(p.links.begin(), p.links.end(),
                       [&end](const Link &l) { return (l.a == end) || (l.b == end); });
}

// The fastest speed both switch types serve (0 when none).
double commonSpeed(const Catalog &c, const Switch &a, const Switch &b)
{
    const SwitchType *ta = c.switchType(a.switchTypeId);
    const SwitchType *tb = c.switchType(b.switchTypeId);
    if (!ta || !tb)
        return 0.0;
    double best = 0.0;
    for (const PortMode &m : ta->modes) {
        if (m.gbitPerS > best && tb->portsAt(m.gbitPerS) > 0)
            best = m.gbitPerS;
    }
    return best;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("fp::edit", text);
}

QString technologyName(Technology t)
{
    return t == Technology::InfiniBand ? QCoreApplication::translate("fp::Generator", "InfiniBand")
                                       : QCoreApplication::translate("fp::Generator", "Ethernet");
}

} // namespace

int tierForRole(SwitchRole role)
{
    switch (role) {
    case SwitchRole::Spine:
        return 1;
    case SwitchRole::Core:
        return 2;
    case SwitchRole::Leaf:
    case SwitchRole::NvlinkSwitch:
        break;
    }
    return 0;
}

// --- Adding -------------------------------------------------------------------------

Id addNode(ProjectDocument &doc, const QString &nodeTypeId, QPointF pos, Id groupId)
{
    Project &p = DocumentAccess::project(doc);
    if (!doc.catalog().nodeType(nodeTypeId))
        return NoId;
    Node n;
    n.id = p.allocateId();
    n.name = QCoreApplication::translate("fp::Generator", "Node %1").arg(p.nodes.size() + 1);
    n.nodeTypeId = nodeTypeId;
    n.groupId = p.group(groupId) ? groupId : NoId;
    n.pos = pos;
    Slice s;
    s.nodes.push_back({p.nodes.size(), n});
    doc.undoStack()->push(
        new StructureCommand(doc, StructureCommand::Mode::Add, std::move(s),
                             undoText(QT_TRANSLATE_NOOP("fp::Edit", "Add node"))));
    return n.id;
}

Id addSwitch(ProjectDocument &doc, const QString &switchTypeId, SwitchRole role, Id fabricId,
             QPointF pos, Id groupId)
{
    Project &p = DocumentAccess::project(doc);
    const SwitchType *type = doc.catalog().switchType(switchTypeId);
    if (!type)
        return NoId;
    Slice s;
    const Fabric *fabric = p.fabric(fabricId);
    if (!fabric || fabric->technology != type->technology) {
        fabric = nullptr;
        for (const Fabric &f : p.fabrics) {
            if (f.technology == type->technology && f.purpose == FabricPurpose::Compute) {
                fabric = &f;
                break;
            }
        }
    }
    if (fabric) {
        fabricId = fabric->id;
    } else {
        Fabric f;
        f.id = p.allocateId();
        f.name = QCoreApplication::translate("fp::Generator", "Compute fabric (%1)")
                     .arg(technologyName(type->technology));
        f.technology = type->technology;
        f.purpose = FabricPurpose::Compute;
        fabricId = f.id;
        s.fabrics.push_back({p.fabrics.size(), f});
    }
    Switch sw;
    sw.id = p.allocateId();
    int same = 1;
    for (const Switch &x : p.switches)
        same += x.role == role ? 1 : 0;
    switch (role) {
    case SwitchRole::Leaf:
        sw.name = QCoreApplication::translate("fp::Edit", "Leaf %1").arg(same);
        break;
    case SwitchRole::Spine:
        sw.name = QCoreApplication::translate("fp::Edit", "Spine %1").arg(same);
        break;
    case SwitchRole::Core:
        sw.name = QCoreApplication::translate("fp::Edit", "Core %1").arg(same);
        break;
    case SwitchRole::NvlinkSwitch:
        sw.name = QCoreApplication::translate("fp::Edit", "NVLink switch %1").arg(same);
        break;
    }
    sw.switchTypeId = switchTypeId;
    sw.role = role;
    sw.tier = tierForRole(role);
    sw.fabricId = fabricId;
    sw.groupId = p.group(groupId) ? groupId : NoId;
    sw.pos = pos;
    s.switches.push_back({p.switches.size(), sw});
    doc.undoStack()->push(
        new StructureCommand(doc, StructureCommand::Mode::Add, std::move(s),
                             undoText(QT_TRANSLATE_NOOP("fp::Edit", "Add switch"))));
    return sw.id;
}

bool canLink(const Project &p, const Catalog &c, LinkEnd a, LinkEnd b, QString *why)
{
    auto refuse = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    const Switch *sb = p.switchById(b.objectId);
    if (!sb)
        return refuse(tr("A link must end on a switch."));
    const Fabric *fabric = fabricOfSwitch(p, *sb);
    if (!fabric)
        return refuse(tr("The switch belongs to no fabric."));
    const Node *na = p.node(a.objectId);
    const Switch *sa = p.switchById(a.objectId);
    if (!na && !sa)
        return refuse(tr("A link must start at a node's NIC port or at a switch."));
    if (sa == sb)
        return refuse(tr("A switch cannot be linked to itself."));
    const Id groupA = na ? na->groupId : sa->groupId;
    if (groupA != NoId && sb->groupId != NoId && groupA != sb->groupId)
        return refuse(tr("Links may not join two different groups."));
    if (sa && groupA == NoId && sb->groupId != NoId)
        std::swap(sa, sb); // the grouped switch is the lower end
    if (na && groupA == NoId && sb->groupId != NoId)
        return refuse(tr("A node outside any group cannot link into a group."));
    if (sa) {
        if (sa->fabricId != sb->fabricId)
            return refuse(tr("Both switches must belong to the same fabric."));
        if (commonSpeed(c, *sa, *sb) <= 0.0)
            return refuse(tr("The two switches have no port speed in common."));
        return true;
    }
    const NodeTypeSpec *nt = c.nodeType(na->nodeTypeId);
    if (!nt)
        return refuse(tr("The node's type is not in the catalog."));
    if (a.nicIndex < 0 || a.nicIndex >= nt->allNicCount())
        return refuse(tr("The node has no NIC %1.").arg(a.nicIndex + 1));
    const auto mode = nicMode(c, *na, fabric->technology, a.nicIndex);
    if (!mode)
        return refuse(
            tr("The node's NIC does not support %1.").arg(technologyName(fabric->technology)));
    if (a.port < 0 || a.port >= mode->ports)
        return refuse(tr("The NIC has no port %1.").arg(a.port + 1));
    if (nicPortUsed(p, a))
        return refuse(tr("This NIC port is already linked."));
    const SwitchType *tb = c.switchType(sb->switchTypeId);
    if (tb && tb->portsAt(mode->gbitPerS) <= 0)
        return refuse(tr("%1 has no ports at %2 Gb/s.").arg(tb->name).arg(mode->gbitPerS));
    return true;
}

Id addLink(ProjectDocument &doc, LinkEnd a, LinkEnd b, int bundle, double gbitPerS, QString *why)
{
    Project &p = DocumentAccess::project(doc);
    const Catalog &c = doc.catalog();
    if (!canLink(p, c, a, b, why))
        return NoId;
    const Switch *sa = p.switchById(a.objectId);
    const Switch *sb = p.switchById(b.objectId);
    if (sa) {
        // Lower tier first; the grouped switch first when only one is grouped.
        if ((sa->groupId == NoId && sb->groupId != NoId) ||
            (sa->groupId == sb->groupId && sa->tier > sb->tier)) {
            std::swap(a, b);
            std::swap(sa, sb);
        }
        a = switchEnd(sa->id);
        b = switchEnd(sb->id);
        for (const Link &l : p.links) {
            if ((l.a == a && l.b == b) || (l.a == b && l.b == a)) {
                changeValue(doc, kBundle, {l.id}, l.bundle + std::max(1, bundle),
                            undoText(QT_TRANSLATE_NOOP("fp::Edit", "Add link")));
                return l.id;
            }
        }
        if (gbitPerS <= 0.0)
            gbitPerS = commonSpeed(c, *sa, *sb);
    } else {
        b = switchEnd(sb->id);
        const Fabric *f = p.fabric(sb->fabricId);
        if (gbitPerS <= 0.0)
            gbitPerS = nicMode(c, *p.node(a.objectId), f->technology, a.nicIndex)->gbitPerS;
        bundle = 1; // a NIC port carries one link
    }
    Link l;
    l.id = p.allocateId();
    l.fabricId = sb->fabricId;
    l.a = a;
    l.b = b;
    l.bundle = std::max(1, bundle);
    l.gbitPerS = gbitPerS;
    Slice s;
    s.links.push_back({p.links.size(), l});
    doc.undoStack()->push(
        new StructureCommand(doc, StructureCommand::Mode::Add, std::move(s),
                             undoText(QT_TRANSLATE_NOOP("fp::Edit", "Add link"))));
    return l.id;
}

LinkEnd freeNicPort(const Project &p, const Catalog &c, Id nodeId, Technology technology)
{
    const Node *n = p.node(nodeId);
    const NodeTypeSpec *nt = n ? c.nodeType(n->nodeTypeId) : nullptr;
    const auto mode = n ? nicMode(c, *n, technology) : std::nullopt;
    if (!nt || !mode)
        return LinkEnd{nodeId, -1, 0};
    QSet<int> used;
    for (const Link &l : p.links) {
        if (l.a.objectId == nodeId && l.a.nicIndex >= 0)
            used.insert(l.a.nicIndex * 64 + l.a.port);
    }
    for (int nic = 0; nic < nt->nicCount; ++nic) {
        for (int port = 0; port < mode->ports; ++port) {
            if (!used.contains(nic * 64 + port))
                return LinkEnd{nodeId, nic, port};
        }
    }
    return LinkEnd{nodeId, -1, 0};
}

// --- Removing and moving ------------------------------------------------------------

void removeObjects(ProjectDocument &doc, const IdList &ids)
{
    const Project &p = doc.project();
    QSet<Id> gone(ids.begin(), ids.end());
    // A fabric takes its switches and links; a group its members and domains.
    for (const Switch &s : p.switches) {
        if (gone.contains(s.fabricId) || gone.contains(s.groupId))
            gone.insert(s.id);
    }
    for (const Node &n : p.nodes) {
        if (gone.contains(n.groupId))
            gone.insert(n.id);
    }
    for (const NvlinkDomain &d : p.nvlinkDomains) {
        if (gone.contains(d.groupId))
            gone.insert(d.id);
    }
    for (const Link &l : p.links) {
        if (gone.contains(l.fabricId) || gone.contains(l.a.objectId) || gone.contains(l.b.objectId))
            gone.insert(l.id);
    }
    Slice s;
    for (std::size_t i = 0; i < p.nvlinkDomains.size(); ++i) {
        const NvlinkDomain &d = p.nvlinkDomains[i];
        if (gone.contains(d.id))
            continue;
        NvlinkDomain after = d;
        after.nodeIds.erase(std::remove_if(after.nodeIds.begin(), after.nodeIds.end(),
                                           [&gone](Id n) { return gone.contains(n); }),
                            after.nodeIds.end());
        if (after.nodeIds.empty()) {
            gone.insert(d.id);
        } else if (after.nodeIds.size() != d.nodeIds.size()) {
            s.domainsWith.push_back(d);
            s.domainsWithout.push_back(std::move(after));
        }
    }
    auto collect = [&gone](const auto &items, auto &out) {
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (gone.contains(items[i].id))
                out.push_back({i, items[i]});
        }
    };
    collect(p.fabrics, s.fabrics);
    collect(p.groups, s.groups);
    collect(p.nodes, s.nodes);
    collect(p.switches, s.switches);
    collect(p.nvlinkDomains, s.domains);
    collect(p.links, s.links);
    if (s.isEmpty())
        return;
    const int n = static_cast<int>(s.nodes.size() + s.switches.size() + s.links.size() +
                                   s.groups.size() + s.fabrics.size() + s.domains.size());
    doc.undoStack()->push(new StructureCommand(
        doc, StructureCommand::Mode::Remove, std::move(s),
        n == 1 ? undoText(QT_TRANSLATE_NOOP("fp::Edit", "Delete object"))
               : undoText(QT_TRANSLATE_NOOP("fp::Edit", "Delete %1 objects")).arg(n)));
}

namespace {

// Nodes, switches and groups of `ids`, a group with its members, sorted.
IdList movable(const Project &p, const IdList &ids)
{
    QSet<Id> groups;
    IdList all;
    QSet<Id> seen;
    auto take = [&](Id id) {
        if (!seen.contains(id)) {
            seen.insert(id);
            all.push_back(id);
        }
    };
    for (Id id : ids) {
        if (p.node(id) || p.switchById(id)) {
            take(id);
        } else if (p.group(id)) {
            take(id);
            groups.insert(id);
        }
    }
    if (!groups.isEmpty()) {
        for (const Node &n : p.nodes) {
            if (groups.contains(n.groupId))
                take(n.id);
        }
        for (const Switch &s : p.switches) {
            if (groups.contains(s.groupId))
                take(s.id);
        }
    }
    std::sort(all.begin(), all.end());
    return all;
}

} // namespace

void moveObjects(ProjectDocument &doc, const IdList &ids, QPointF delta, bool commit)
{
    if (delta.isNull() && !commit)
        return;
    IdList all = movable(doc.project(), ids);
    if (!all.empty())
        doc.undoStack()->push(new MoveCommand(doc, std::move(all), delta, commit));
}

void nudgeObjects(ProjectDocument &doc, const IdList &ids, QPointF delta, bool continuing)
{
    IdList all = movable(doc.project(), ids);
    if (!all.empty() && !delta.isNull())
        doc.undoStack()->push(new MoveCommand(doc, std::move(all), delta, continuing, true));
}

// --- Properties ---------------------------------------------------------------------

void setName(ProjectDocument &doc, const IdList &ids, const QString &name)
{
    changeValue(doc, kName, ids, name);
}
void setNodeType(ProjectDocument &doc, const IdList &ids, const QString &nodeTypeId)
{
    if (doc.catalog().nodeType(nodeTypeId))
        changeValue(doc, kNodeType, ids, nodeTypeId);
}
void setSwitchType(ProjectDocument &doc, const IdList &ids, const QString &switchTypeId)
{
    if (doc.catalog().switchType(switchTypeId))
        changeValue(doc, kSwitchType, ids, switchTypeId);
}
void setSwitchRole(ProjectDocument &doc, const IdList &ids, SwitchRole role)
{
    changeValue(doc, kSwitchRole, ids, QVariantList{static_cast<int>(role), tierForRole(role)});
}
namespace {
// Sets `why` to `problem` (when asked) and says whether there was none.
bool accepted(const QString &problem, QString *why)
{
    if (!problem.isEmpty() && why)
        *why = problem;
    return problem.isEmpty();
}
} // namespace

bool setLinkBundle(ProjectDocument &doc, const IdList &ids, int bundle, QString *why)
{
    if (!accepted(fields::validate(fields::link(), "bundle", bundle), why))
        return false;
    changeValue(doc, kBundle, ids, bundle);
    return true;
}
bool setLinkSpeed(ProjectDocument &doc, const IdList &ids, double gbitPerS, QString *why)
{
    if (!accepted(fields::validate(fields::link(), "gbit_per_s", gbitPerS), why))
        return false;
    changeValue(doc, kSpeed, ids, gbitPerS);
    return true;
}
void setLinkCable(ProjectDocument &doc, const IdList &ids, const QString &cableTypeId)
{
    if (cableTypeId.isEmpty() || doc.catalog().cable(cableTypeId))
        changeValue(doc, kCable, ids, cableTypeId);
}
bool setLinkLength(ProjectDocument &doc, const IdList &ids, double lengthM, QString *why)
{
    if (!accepted(fields::validate(fields::link(), "length_m", lengthM), why))
        return false;
    changeValue(doc, kLength, ids, lengthM);
    return true;
}
bool setGroupRepeat(ProjectDocument &doc, const IdList &ids, int repeat, QString *why)
{
    if (!accepted(fields::validate(fields::group(), "repeat", repeat), why))
        return false;
    changeValue(doc, kRepeat, ids, repeat);
    return true;
}
void setFabricRoceTuning(ProjectDocument &doc, const IdList &fabricIds, RoceTuning tuning)
{
    changeValue(doc, kRoceTuning, fabricIds, static_cast<int>(tuning));
}
void setGroupCollapsed(ProjectDocument &doc, const IdList &ids, bool collapsed)
{
    Project &p = DocumentAccess::project(doc);
    IdList changed;
    for (Id id : ids) {
        if (Group *g = p.group(id); g && g->collapsed != collapsed) {
            g->collapsed = collapsed;
            changed.push_back(id);
        }
    }
    if (!changed.empty())
        emit doc.changed({ChangeEvent::Kind::Objects, changed, ChangeEvent::Collapsed});
}

// --- Whole project and profiles -----------------------------------------------------

void replaceProject(ProjectDocument &doc, Project project, const QString &text)
{
    doc.undoStack()->push(new ReplaceProjectCommand(doc, std::move(project), text));
}

bool setWorkload(ProjectDocument &doc, const WorkloadProfile &workload, QString *why)
{
    const char *field = nullptr;
    if (!accepted(fields::check(workload, fields::workload(), &field), why))
        return false;
    doc.undoStack()->push(new ProfileCommand<WorkloadProfile>(
        doc, &Project::workload, ChangeEvent::Kind::Workload, workload,
        undoText(QT_TRANSLATE_NOOP("fp::Edit", "Change workload"))));
    return true;
}

bool setOrganisation(ProjectDocument &doc, const OrganisationProfile &organisation, QString *why)
{
    const char *field = nullptr;
    if (!accepted(fields::check(organisation, fields::organisation(), &field), why))
        return false;
    doc.undoStack()->push(new ProfileCommand<OrganisationProfile>(
        doc, &Project::organisation, ChangeEvent::Kind::Organisation, organisation,
        undoText(QT_TRANSLATE_NOOP("fp::Edit", "Change organisation"))));
    return true;
}

bool setRequirements(ProjectDocument &doc, const Requirements &requirements, QString *why)
{
    const char *field = nullptr;
    if (!accepted(fields::check(requirements, fields::requirements(), &field), why))
        return false;
    doc.undoStack()->push(new ProfileCommand<Requirements>(
        doc, &Project::requirements, ChangeEvent::Kind::Organisation, requirements,
        undoText(QT_TRANSLATE_NOOP("fp::Edit", "Change requirements"))));
    return true;
}

bool setDecisionWeights(ProjectDocument &doc, const DecisionWeights &weights, QString *why)
{
    const char *field = nullptr;
    if (!accepted(fields::check(weights, fields::decisionWeights(), &field), why))
        return false;
    doc.undoStack()->push(new ProfileCommand<DecisionWeights>(
        doc, &Project::decisionWeights, ChangeEvent::Kind::Organisation, weights,
        undoText(QT_TRANSLATE_NOOP("fp::Edit", "Change decision weights"))));
    return true;
}

void setComparisonBasis(ProjectDocument &doc, const ComparisonBasis &basis)
{
    doc.undoStack()->push(new ProfileCommand<ComparisonBasis>(
        doc, &Project::comparisonBasis, ChangeEvent::Kind::Organisation, basis,
        undoText(QT_TRANSLATE_NOOP("fp::Edit", "Change comparison basis"))));
}

bool setFloorLayout(ProjectDocument &doc, const FloorLayout &layout, QString *why)
{
    const char *field = nullptr;
    if (!accepted(fields::check(layout, fields::floorLayout(), &field), why))
        return false;
    doc.undoStack()->push(new ProfileCommand<FloorLayout>(
        doc, &Project::floorLayout, ChangeEvent::Kind::Organisation, layout,
        undoText(QT_TRANSLATE_NOOP("fp::Edit", "Change floor layout"))));
    return true;
}

void setProjectInfo(ProjectDocument &doc, const ProjectInfo &info)
{
    doc.undoStack()->push(new ProfileCommand<ProjectInfo>(
        doc, &Project::info, ChangeEvent::Kind::Info, info,
        undoText(QT_TRANSLATE_NOOP("fp::Edit", "Change project details"))));
}

void addMeasurements(ProjectDocument &doc, std::vector<Measurement> rows)
{
    if (rows.empty())
        return;
    int runs = 0;
    std::vector<Measurement> all =
        mergeMeasurements(doc.project().measurements, std::move(rows), &runs);
    doc.undoStack()->push(new ProfileCommand<std::vector<Measurement>>(
        doc, &Project::measurements, ChangeEvent::Kind::Measurements, std::move(all),
        undoText(QT_TRANSLATE_N_NOOP("fp::Edit", "Import %n nccl-tests run(s)"), runs)));
}

void setUsesCalibration(ProjectDocument &doc, const QString &variant, bool use)
{
    if (doc.project().usesCalibration(variant) == use)
        return;
    Project copy;
    copy.calibration = doc.project().calibration;
    copy.setUsesCalibration(variant, use);
    doc.undoStack()->push(new ProfileCommand<std::vector<CalibrationChoice>>(
        doc, &Project::calibration, ChangeEvent::Kind::Measurements, std::move(copy.calibration),
        use ? undoText(QT_TRANSLATE_NOOP("fp::Edit", "Use calibrated figures"))
            : undoText(QT_TRANSLATE_NOOP("fp::Edit", "Use catalogue figures"))));
}

bool setFigureOverride(ProjectDocument &doc, const QString &partId, const QString &field,
                       const std::optional<Figure> &figure, QString *why)
{
    if (!doc.defaultCatalog().figure(partId, field) && !doc.catalog().figure(partId, field)) {
        if (why)
            *why = QCoreApplication::translate("fp::edit",
                                               "The catalogue has no figure \"%1\" of \"%2\".")
                       .arg(field, partId);
        return false;
    }
    // The same range as the project file and the catalog's own parts (fieldrange.h).
    if (figure && figure->known &&
        !accepted(validate(figureRange(partId, field), figure->value), why))
        return false;
    CatalogOverrides ov = doc.project().catalogOverrides;
    auto same = [&](const FigureOverride &o) {
        // ("", id) and (id, "value") both address an assumption.
        auto key = [](const QString &part, const QString &f) {
            return part.isEmpty() ? std::pair(f, QStringLiteral("value")) : std::pair(part, f);
        };
        return key(o.partId, o.field) == key(partId, field);
    };
    const auto it = std::find_if(ov.figures.begin(), ov.figures.end(), same);
    if (figure) {
        if (it != ov.figures.end())
            it->figure = *figure;
        else
            ov.figures.push_back({partId, field, *figure});
    } else if (it != ov.figures.end()) {
        ov.figures.erase(it);
    }
    if (ov == doc.project().catalogOverrides)
        return true;
    doc.undoStack()->push(new OverridesCommand(
        doc, std::move(ov),
        figure ? undoText(QT_TRANSLATE_NOOP("fp::Edit", "Change catalogue figure"))
               : undoText(QT_TRANSLATE_NOOP("fp::Edit", "Restore catalogue figure"))));
    return true;
}

// --- Clipboard ----------------------------------------------------------------------

Project copyFragment(const Project &p, const IdList &ids)
{
    QSet<Id> sel(ids.begin(), ids.end());
    QSet<Id> groups;
    for (const Group &g : p.groups) {
        if (sel.contains(g.id))
            groups.insert(g.id);
    }
    Project f;
    f.info = p.info;
    f.workload = p.workload;
    f.organisation = p.organisation;
    f.requirements = p.requirements;
    f.decisionWeights = p.decisionWeights;
    f.catalogOverrides = p.catalogOverrides;
    QSet<Id> fabrics;
    QSet<Id> objects;
    for (const Group &g : p.groups) {
        if (groups.contains(g.id))
            f.groups.push_back(g);
    }
    for (const Node &n : p.nodes) {
        if (sel.contains(n.id) || groups.contains(n.groupId)) {
            Node c = n;
            if (!groups.contains(c.groupId))
                c.groupId = NoId;
            f.nodes.push_back(c);
            objects.insert(c.id);
        }
    }
    for (const Switch &s : p.switches) {
        if (sel.contains(s.id) || groups.contains(s.groupId)) {
            Switch c = s;
            if (!groups.contains(c.groupId))
                c.groupId = NoId;
            f.switches.push_back(c);
            objects.insert(c.id);
            fabrics.insert(c.fabricId);
        }
    }
    for (const Link &l : p.links) {
        if (objects.contains(l.a.objectId) && objects.contains(l.b.objectId)) {
            f.links.push_back(l);
            fabrics.insert(l.fabricId);
        }
    }
    for (const NvlinkDomain &d : p.nvlinkDomains) {
        const bool all =
            !d.nodeIds.empty() && std::all_of(d.nodeIds.begin(), d.nodeIds.end(),
                                              [&objects](Id n) { return objects.contains(n); });
        if (all) {
            NvlinkDomain c = d;
            if (!groups.contains(c.groupId))
                c.groupId = NoId;
            f.nvlinkDomains.push_back(c);
        }
    }
    for (const Fabric &fab : p.fabrics) {
        if (fabrics.contains(fab.id)) {
            Fabric c = fab;
            c.generated.reset(); // a fragment is hand-drawn
            f.fabrics.push_back(c);
        }
    }
    f.nextId = p.nextId;
    return f;
}

namespace {

// The fragment's fabrics: one of the same technology and purpose in `p` takes a
// fabric's objects, else a copy of it is added to `s`. Records old -> new ids.
void pasteFabrics(Project &p, const Project &fragment, QHash<Id, Id> &map, Slice &s)
{
    std::size_t fabricPos = p.fabrics.size();
    for (const Fabric &f : fragment.fabrics) {
        const auto match = std::find_if(p.fabrics.begin(), p.fabrics.end(), [&f](const Fabric &x) {
            return x.technology == f.technology && x.purpose == f.purpose;
        });
        if (match != p.fabrics.end()) {
            map.insert(f.id, match->id);
        } else {
            Fabric c = f;
            c.id = p.allocateId();
            map.insert(f.id, c.id);
            s.fabrics.push_back({fabricPos++, c});
        }
    }
}

} // namespace

QString pastedName(const QString &name, QSet<QString> &taken)
{
    if (name.isEmpty() || !taken.contains(name)) {
        taken.insert(name);
        return name;
    }
    static const QRegularExpression numbered(QStringLiteral("^(.*\\D)?(\\d+)$"));
    const QRegularExpressionMatch m = numbered.match(name);
    const QString stem = m.hasMatch() ? m.captured(1) : name + QLatin1Char(' ');
    long long highest = m.hasMatch() ? m.captured(2).toLongLong() : 1;
    for (const QString &t : std::as_const(taken)) {
        bool isNumber = false;
        const long long n = t.startsWith(stem) ? t.mid(stem.size()).toLongLong(&isNumber) : 0;
        if (isNumber && n > highest)
            highest = n;
    }
    QString out = stem + QString::number(highest + 1);
    while (taken.contains(out)) // "Node 5" taken by a name such as "Node 05"
        out = stem + QString::number(++highest + 1);
    taken.insert(out);
    return out;
}

namespace {

QSet<QString> namesInUse(const Project &p)
{
    QSet<QString> names;
    for (const Node &n : p.nodes)
        names.insert(n.name);
    for (const Switch &s : p.switches)
        names.insert(s.name);
    for (const Group &g : p.groups)
        names.insert(g.name);
    return names;
}

} // namespace

IdList paste(ProjectDocument &doc, const Project &fragment, QPointF offset)
{
    Project &p = DocumentAccess::project(doc);
    QHash<Id, Id> map;
    Slice s;
    QSet<QString> taken = namesInUse(p);
    pasteFabrics(p, fragment, map, s);
    auto mapped = [&map](Id id) { return id == NoId ? NoId : map.value(id, NoId); };
    std::size_t pos = p.groups.size();
    for (const Group &g : fragment.groups) {
        Group c = g;
        c.id = p.allocateId();
        c.name = pastedName(g.name, taken);
        map.insert(g.id, c.id);
        c.pos += offset;
        s.groups.push_back({pos++, c});
    }
    pos = p.nodes.size();
    for (const Node &n : fragment.nodes) {
        Node c = n;
        c.id = p.allocateId();
        c.name = pastedName(n.name, taken);
        map.insert(n.id, c.id);
        c.groupId = mapped(n.groupId);
        c.pos += offset;
        s.nodes.push_back({pos++, c});
    }
    pos = p.switches.size();
    for (const Switch &sw : fragment.switches) {
        Switch c = sw;
        c.id = p.allocateId();
        c.name = pastedName(sw.name, taken);
        map.insert(sw.id, c.id);
        c.groupId = mapped(sw.groupId);
        c.fabricId = mapped(sw.fabricId);
        c.pos += offset;
        s.switches.push_back({pos++, c});
    }
    pos = p.nvlinkDomains.size();
    for (const NvlinkDomain &d : fragment.nvlinkDomains) {
        NvlinkDomain c = d;
        c.id = p.allocateId();
        c.groupId = mapped(d.groupId);
        c.nodeIds.clear();
        for (Id n : d.nodeIds) {
            if (const Id m = mapped(n); m != NoId)
                c.nodeIds.push_back(m);
        }
        if (!c.nodeIds.empty())
            s.domains.push_back({pos++, c});
    }
    pos = p.links.size();
    for (const Link &l : fragment.links) {
        Link c = l;
        c.a.objectId = mapped(l.a.objectId);
        c.b.objectId = mapped(l.b.objectId);
        c.fabricId = mapped(l.fabricId);
        if (c.a.objectId == NoId || c.b.objectId == NoId || c.fabricId == NoId)
            continue;
        c.id = p.allocateId();
        s.links.push_back({pos++, c});
    }
    if (s.isEmpty())
        return {};
    IdList out;
    for (const auto &[i, g] : s.groups)
        out.push_back(g.id);
    for (const auto &[i, n] : s.nodes)
        out.push_back(n.id);
    for (const auto &[i, sw] : s.switches)
        out.push_back(sw.id);
    for (const auto &[i, l] : s.links)
        out.push_back(l.id);
    doc.undoStack()->push(new StructureCommand(doc, StructureCommand::Mode::Add, std::move(s),
                                               undoText(QT_TRANSLATE_NOOP("fp::Edit", "Paste"))));
    return out;
}

// --- Bulk editing -------------------------------------------------------------------

namespace {

// The selected switches of `role`, in project order.
std::vector<const Switch *> selectedSwitches(const Project &p, const QSet<Id> &selected,
                                             SwitchRole role)
{
    std::vector<const Switch *> out;
    for (const Switch &s : p.switches) {
        if (selected.contains(s.id) && s.role == role)
            out.push_back(&s);
    }
    return out;
}

// The switches whose ports are over-used, with the invariants' sentence about each
// ("switch-ports-exceeded", model/invariants.cpp).
QHash<Id, QString> overusedSwitches(const Project &p, const Catalog &c)
{
    QHash<Id, QString> out;
    for (const Issue &issue : checkInvariants(p, c)) {
        if (issue.code == QLatin1String("switch-ports-exceeded"))
            out.insert(issue.subject, issue.text);
    }
    return out;
}

// Sets *why (when given) and returns 0: the one-line refusal of a bulk edit.
int refuseWith(QString *why, const QString &text)
{
    if (why)
        *why = text;
    return 0;
}

// The group of a node or switch (NoId when none or unknown).
Id groupOf(const Project &p, Id id)
{
    if (const Node *n = p.node(id))
        return n->groupId;
    if (const Switch *s = p.switchById(id))
        return s->groupId;
    return NoId;
}

} // namespace

namespace {

// "Connect rail by rail", planned on a copy of the project so that each link is checked
// against those before it (canLink, the same rules as a drawn link). Each step returns the
// refusal in one line, or an empty string. (Free functions, not members: their texts are
// in context "fp::edit" like the rest of this file.)
struct RailPlan {
    RailPlan(const Project &p, const Catalog &c, const Fabric &f)
        : c(c)
        , fabric(f)
        , q(p)
    {
    }
    const Catalog &c;
    const Fabric &fabric;
    Project q;                 // the project with the links planned so far
    QSet<quint64> usedPorts;   // NIC ports in use, looked up once (thousands of nodes)
    std::size_t nextSpine = 0; // uplink g goes to spine g mod S, over all leaves
    QString no;                // canLink's reason for the last refused link
};

quint64 portKey(const LinkEnd &e)
{
    return (quint64(e.objectId) << 24) | (quint64(e.nicIndex & 0xfff) << 12) |
           quint64(e.port & 0xfff);
}

bool plan(RailPlan &w, LinkEnd a, LinkEnd b, int bundle, double gbitPerS)
{
    if (!canLink(w.q, w.c, a, b, &w.no))
        return false;
    if (a.nicIndex < 0) { // a second link between two switches widens the first
        for (Link &l : w.q.links) {
            if ((l.a.objectId == a.objectId && l.b.objectId == b.objectId) ||
                (l.a.objectId == b.objectId && l.b.objectId == a.objectId)) {
                l.bundle += bundle;
                return true;
            }
        }
    }
    Link l;
    l.id = w.q.allocateId();
    l.fabricId = w.fabric.id;
    l.a = a;
    l.b = b;
    l.bundle = bundle;
    l.gbitPerS = gbitPerS;
    w.q.links.push_back(l);
    return true;
}

// The free NIC ports of node `n`, the k-th of `nodeCount` selected, to their leaves.
QString wireNode(RailPlan &w, const Node &n, std::size_t k, std::size_t nodeCount,
                 const std::vector<const Switch *> &leaves)
{
    const NodeTypeSpec *nt = w.c.nodeType(n.nodeTypeId);
    if (!nt)
        return tr("%1: %2").arg(n.name, tr("The node's type is not in the catalog."));
    // R rails per node. When the leaves are a whole number of units of R leaves, the
    // nodes are split over the units in order, and rail r of a node goes to leaf r of
    // its unit (the generator's scalable units); else rail r goes to leaf r mod L.
    const std::size_t L = leaves.size();
    std::size_t R = 0;
    for (int nic = 0; nic < nt->nicCount; ++nic) {
        if (const auto mode = nicMode(w.c, n, w.fabric.technology, nic))
            R += static_cast<std::size_t>(mode->ports);
    }
    const std::size_t units = (R > 0 && L > R && L % R == 0) ? L / R : 1;
    const std::size_t perUnit = (nodeCount + units - 1) / units;
    const std::size_t unit = std::min(units - 1, k / perUnit);
    std::size_t rail = 0;
    for (int nic = 0; nic < nt->nicCount; ++nic) {
        const auto mode = nicMode(w.c, n, w.fabric.technology, nic);
        if (!mode)
            return tr("%1: %2").arg(
                n.name,
                tr("The node's NIC does not support %1.").arg(technologyName(w.fabric.technology)));
        for (int port = 0; port < mode->ports; ++port, ++rail) {
            const LinkEnd end{n.id, nic, port};
            if (w.usedPorts.contains(portKey(end)))
                continue;
            const Switch *leaf = units > 1 ? leaves[unit * R + rail] : leaves[rail % L];
            if (!plan(w, end, switchEnd(leaf->id), 1, mode->gbitPerS))
                return tr("%1 to %2: %3").arg(n.name, leaf->name, w.no);
        }
    }
    return {};
}

// Nodes to leaves: rail r to leaf r mod L.
QString wireNodes(RailPlan &w, const std::vector<const Node *> &nodes,
                  const std::vector<const Switch *> &leaves)
{
    for (const Link &l : w.q.links) {
        if (l.a.nicIndex >= 0)
            w.usedPorts.insert(portKey(l.a));
    }
    for (std::size_t k = 0; k < nodes.size(); ++k) {
        const QString no = wireNode(w, *nodes[k], k, nodes.size(), leaves);
        if (!no.isEmpty())
            return no;
    }
    return {};
}

// The Gb/s a leaf takes from below (a grouped lower end counts per copy) and gives up.
std::pair<double, double> downAndUpGbit(const RailPlan &w, const Switch &leaf, double *downSpeed)
{
    double downGbit = 0.0;
    double upGbit = 0.0;
    for (const Link &l : w.q.links) {
        if (l.b.objectId == leaf.id) {
            const Id lowerGroup = groupOf(w.q, l.a.objectId);
            const int m = leaf.groupId == NoId ? w.q.multiplicity(lowerGroup) : 1;
            downGbit += l.bundle * l.gbitPerS * m;
            *downSpeed = std::max(*downSpeed, l.gbitPerS);
        } else if (l.a.objectId == leaf.id) {
            upGbit += l.bundle * l.gbitPerS;
        }
    }
    return {downGbit, upGbit};
}

// The generator's speed between switches where the parts allow it (the node speed, or
// the whole module port where the node speed splits one: SwitchType::trunkGbitPerS),
// else the fastest speed the leaf and the first spine share (0 when none).
double uplinkSpeed(const RailPlan &w, const Switch &leaf, const std::vector<const Switch *> &spines,
                   double downSpeed)
{
    const SwitchType *lt = w.c.switchType(leaf.switchTypeId);
    double speed = lt ? lt->trunkGbitPerS(downSpeed) : downSpeed;
    for (const Switch *spine : spines) {
        const SwitchType *st = w.c.switchType(spine->switchTypeId);
        if (!lt || !st || lt->portsAt(speed) <= 0 || st->portsAt(speed) <= 0)
            speed = 0.0;
    }
    return speed > 0.0 ? speed : commonSpeed(w.c, leaf, *spines.front());
}

QString wireLeafUplinks(RailPlan &w, const Switch &leaf, const std::vector<const Switch *> &spines)
{
    double downSpeed = 0.0;
    const auto [downGbit, upGbit] = downAndUpGbit(w, leaf, &downSpeed);
    if (downGbit <= upGbit + 1e-9)
        return {};
    const double speed = uplinkSpeed(w, leaf, spines, downSpeed);
    if (speed <= 0.0)
        return tr("%1 to %2: %3")
            .arg(leaf.name, spines.front()->name,
                 tr("The two switches have no port speed in common."));
    const std::size_t S = spines.size();
    const auto u = static_cast<std::size_t>(std::ceil((downGbit - upGbit) / speed - 1e-9));
    std::vector<int> bundle(S, 0);
    for (std::size_t j = 0; j < u; ++j)
        ++bundle[(w.nextSpine + j) % S];
    w.nextSpine += u;
    for (std::size_t k = 0; k < S; ++k) {
        if (bundle[k] > 0 &&
            !plan(w, switchEnd(leaf.id), switchEnd(spines[k]->id), bundle[k], speed))
            return tr("%1 to %2: %3").arg(leaf.name, spines[k]->name, w.no);
    }
    return {};
}

// Leaves to spines: uplinks until the uplink bandwidth equals the downlink bandwidth,
// uplink g to spine g mod S.
QString wireUplinks(RailPlan &w, const std::vector<const Switch *> &leaves,
                    const std::vector<const Switch *> &spines)
{
    if (spines.empty())
        return {};
    for (const Switch *leaf : leaves) {
        const QString no = wireLeafUplinks(w, *leaf, spines);
        if (!no.isEmpty())
            return no;
    }
    return {};
}

// Refuses a selection that "Connect rail by rail" cannot use; else sets *fabric.
QString railSelectionProblem(const Project &p, const std::vector<const Node *> &nodes,
                             const std::vector<const Switch *> &leaves,
                             const std::vector<const Switch *> &spines, const Fabric **fabric)
{
    if (leaves.empty() || (nodes.empty() && spines.empty()))
        return tr("Nothing to connect: select nodes and their leaf switches, or "
                  "leaf and spine switches.");
    for (const auto *list : {&leaves, &spines}) {
        for (const Switch *s : *list) {
            if (s->fabricId != leaves.front()->fabricId)
                return tr("The selected switches belong to different fabrics.");
        }
    }
    *fabric = p.fabric(leaves.front()->fabricId);
    return *fabric ? QString() : tr("The switch belongs to no fabric.");
}

// Pushes the planned links (new ones, and existing ones widened) as one undo step.
int commitRailWiring(ProjectDocument &doc, const Project &q, QString *why)
{
    const Project &p = doc.project();
    const std::size_t existing = p.links.size();
    std::vector<std::pair<Id, int>> widened; // existing links and their new bundle
    for (std::size_t i = 0; i < existing; ++i) {
        if (q.links[i].bundle != p.links[i].bundle)
            widened.emplace_back(q.links[i].id, q.links[i].bundle);
    }
    if (q.links.size() == existing && widened.empty())
        return refuseWith(why, tr("Nothing to connect: the NIC ports of the selected nodes are "
                                  "all linked and the selected leaves have their uplinks."));
    const QHash<Id, QString> before = overusedSwitches(p, doc.catalog());
    const QHash<Id, QString> after = overusedSwitches(q, doc.catalog());
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        if (!before.contains(it.key()))
            return refuseWith(why, tr("Not connected: %1").arg(it.value()));
    }
    Project &mp = DocumentAccess::project(doc);
    UndoMacro step(doc, undoText(QT_TRANSLATE_NOOP("fp::Edit", "Connect rail by rail")));
    if (q.links.size() > existing) {
        Slice s;
        for (std::size_t i = existing; i < q.links.size(); ++i) {
            Link l = q.links[i];
            l.id = mp.allocateId(); // the copy allocated the same ids; the document's own count
            s.links.push_back({i, l});
        }
        doc.undoStack()->push(
            new StructureCommand(doc, StructureCommand::Mode::Add, std::move(s),
                                 undoText(QT_TRANSLATE_NOOP("fp::Edit", "Add links"))));
    }
    for (const auto &[id, bundle] : widened)
        changeValue(doc, kBundle, {id}, bundle);
    return static_cast<int>(q.links.size() - existing + widened.size());
}

} // namespace

int connectRailByRail(ProjectDocument &doc, const IdList &selection, QString *why)
{
    const Project &p = doc.project();
    const QSet<Id> selected(selection.begin(), selection.end());
    std::vector<const Node *> nodes;
    for (const Node &n : p.nodes) {
        if (selected.contains(n.id))
            nodes.push_back(&n);
    }
    const std::vector<const Switch *> leaves = selectedSwitches(p, selected, SwitchRole::Leaf);
    const std::vector<const Switch *> spines = selectedSwitches(p, selected, SwitchRole::Spine);
    const Fabric *fabric = nullptr;
    QString no = railSelectionProblem(p, nodes, leaves, spines, &fabric);
    if (!no.isEmpty())
        return refuseWith(why, no);
    RailPlan wiring(p, doc.catalog(), *fabric);
    no = wireNodes(wiring, nodes, leaves);
    if (no.isEmpty())
        no = wireUplinks(wiring, leaves, spines);
    if (!no.isEmpty())
        return refuseWith(why, no);
    return commitRailWiring(doc, wiring.q, why);
}

bool changeSwitchPart(ProjectDocument &doc, const IdList &selection, const QString &switchTypeId,
                      QString *why)
{
    auto refuse = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    const Project &p = doc.project();
    const SwitchType *t = doc.catalog().switchType(switchTypeId);
    if (!t)
        return refuse(tr("The catalogue has no switch \"%1\".").arg(switchTypeId));
    IdList ids;
    for (Id id : selection) {
        const Switch *s = p.switchById(id);
        if (!s)
            continue;
        const Fabric *f = p.fabric(s->fabricId);
        if (f && f->technology != t->technology)
            return refuse(tr("%1 is for %2, but %3 is in the %4 fabric.")
                              .arg(t->name, technologyName(t->technology), s->name,
                                   technologyName(f->technology)));
        for (const Link &l : p.links) {
            if ((l.a.objectId == id || l.b.objectId == id) && t->portsAt(l.gbitPerS) <= 0)
                return refuse(tr("%1 has no ports at %2 Gb/s, the speed of the links of %3.")
                                  .arg(t->name)
                                  .arg(l.gbitPerS)
                                  .arg(s->name));
        }
        ids.push_back(id);
    }
    if (ids.empty())
        return refuse(tr("Select the switches whose part to change."));
    changeValue(doc, kSwitchType, ids, switchTypeId);
    return true;
}

namespace {

// Why the selection cannot become a group (empty when it can); *members gets the selected
// nodes and switches.
QString groupProblem(const Project &p, const IdList &selection, QSet<Id> *members)
{
    for (Id id : selection) {
        const Node *n = p.node(id);
        const Switch *s = p.switchById(id);
        if (!n && !s)
            continue;
        const Id inGroup = n ? n->groupId : s->groupId;
        if (inGroup != NoId) {
            const Group *g = p.group(inGroup);
            return tr("%1 is already in the group %2.")
                .arg(n ? n->name : s->name, g ? g->name : QString());
        }
        members->insert(id);
    }
    if (members->isEmpty())
        return tr("Select the nodes and switches to group.");
    auto nameOf = [&p](Id id) {
        if (const Node *n = p.node(id))
            return n->name;
        const Switch *s = p.switchById(id);
        return s ? s->name : QString();
    };
    for (const Link &l : p.links) {
        const bool inA = members->contains(l.a.objectId);
        const bool inB = members->contains(l.b.objectId);
        if (inB && !inA)
            return tr("%1 links into the group from %2, which is left outside: select "
                      "it too.")
                .arg(nameOf(l.b.objectId), nameOf(l.a.objectId));
        if (inA && !inB && groupOf(p, l.b.objectId) != NoId)
            return tr("Links may not join two different groups.");
    }
    for (const NvlinkDomain &d : p.nvlinkDomains) {
        const auto in = std::count_if(d.nodeIds.begin(), d.nodeIds.end(),
                                      [members](Id n) { return members->contains(n); });
        if (in > 0 && static_cast<std::size_t>(in) < d.nodeIds.size())
            return tr("The NVLink domain %1 would be split: select all its nodes or "
                      "none.")
                .arg(d.name);
    }
    return {};
}

} // namespace

Id groupSelection(ProjectDocument &doc, const IdList &selection, int repeat, QString *why)
{
    if (!accepted(fields::validate(fields::group(), "repeat", repeat), why))
        return NoId;
    const Project &p = doc.project();
    QSet<Id> members;
    const QString no = groupProblem(p, selection, &members);
    if (!no.isEmpty()) {
        if (why)
            *why = no;
        return NoId;
    }

    Project q = p;
    Group g;
    g.id = q.allocateId();
    g.name = tr("Group %1").arg(q.groups.size() + 1);
    g.repeat = repeat;
    g.collapsed = false; // the user was just looking at the members
    bool first = true;
    QPointF topLeft;
    auto place = [&](QPointF pos) {
        topLeft =
            first ? pos : QPointF(std::min(topLeft.x(), pos.x()), std::min(topLeft.y(), pos.y()));
        first = false;
    };
    for (Node &n : q.nodes) {
        if (members.contains(n.id)) {
            n.groupId = g.id;
            place(n.pos);
        }
    }
    for (Switch &s : q.switches) {
        if (members.contains(s.id)) {
            s.groupId = g.id;
            place(s.pos);
        }
    }
    for (NvlinkDomain &d : q.nvlinkDomains) {
        if (!d.nodeIds.empty() && members.contains(d.nodeIds.front()))
            d.groupId = g.id;
    }
    g.pos = topLeft;
    q.groups.push_back(g);
    replaceProject(doc, std::move(q),
                   repeat == 1
                       ? undoText(QT_TRANSLATE_NOOP("fp::Edit", "Make group"))
                       : undoText(QT_TRANSLATE_NOOP("fp::Edit", "Make group × %1")).arg(repeat));
    return g.id;
}

int ungroupSelection(ProjectDocument &doc, const IdList &selection, QString *why, IdList *members)
{
    const Project &p = doc.project();
    QSet<Id> groups;
    for (Id id : selection) {
        if (p.group(id))
            groups.insert(id);
        else if (const Node *n = p.node(id); n && n->groupId != NoId)
            groups.insert(n->groupId);
        else if (const Switch *s = p.switchById(id); s && s->groupId != NoId)
            groups.insert(s->groupId);
    }
    if (groups.isEmpty()) {
        if (why)
            *why = tr("Select a group to ungroup.");
        return 0;
    }
    for (const Group &g : p.groups) {
        if (groups.contains(g.id) && g.repeat > 1) {
            if (why)
                *why = tr("%1 repeats %2 times: set its repeat to 1 first, or its other copies "
                          "would be lost.")
                           .arg(g.name)
                           .arg(g.repeat);
            return 0;
        }
    }
    Project q = p;
    IdList left;
    for (Node &n : q.nodes)
        if (groups.contains(n.groupId)) {
            n.groupId = NoId;
            left.push_back(n.id);
        }
    for (Switch &s : q.switches)
        if (groups.contains(s.groupId)) {
            s.groupId = NoId;
            left.push_back(s.id);
        }
    if (members)
        *members = left;
    for (NvlinkDomain &d : q.nvlinkDomains)
        if (groups.contains(d.groupId))
            d.groupId = NoId;
    std::erase_if(q.groups, [&groups](const Group &g) { return groups.contains(g.id); });
    const int removed = int(groups.size());
    replaceProject(doc, std::move(q), undoText(QT_TRANSLATE_NOOP("fp::Edit", "Ungroup")));
    return removed;
}

int arrangeObjects(ProjectDocument &doc, const IdList &selection, Arrange how)
{
    const Project &p = doc.project();
    const QSet<Id> selected(selection.begin(), selection.end());
    struct Item {
        Id id;
        QPointF pos;
    };
    std::vector<Item> items;
    for (Id id : selection) {
        if (const Node *n = p.node(id); n && !selected.contains(n->groupId))
            items.push_back({id, n->pos});
        else if (const Switch *s = p.switchById(id); s && !selected.contains(s->groupId))
            items.push_back({id, s->pos});
        else if (const Group *g = p.group(id))
            items.push_back({id, g->pos});
    }
    if (items.size() < 2)
        return 0;
    const bool horizontal = how == Arrange::Column || how == Arrange::SpreadHorizontally;
    auto coord = [horizontal](QPointF pos) { return horizontal ? pos.x() : pos.y(); };
    std::stable_sort(items.begin(), items.end(), [&coord](const Item &a, const Item &b) {
        return coord(a.pos) < coord(b.pos);
    });
    std::vector<std::pair<Id, QPointF>> moves;
    const double first = coord(items.front().pos);
    const double last = coord(items.back().pos);
    for (std::size_t i = 0; i < items.size(); ++i) {
        double target = first; // Row (by y) and Column (by x): the smallest
        if (how == Arrange::SpreadHorizontally || how == Arrange::SpreadVertically)
            target = std::round(first + (last - first) * double(i) / double(items.size() - 1));
        const double d = target - coord(items[i].pos);
        if (d != 0.0)
            moves.emplace_back(items[i].id, horizontal ? QPointF(d, 0) : QPointF(0, d));
    }
    if (moves.empty())
        return 0;
    UndoMacro step(doc, undoText(QT_TRANSLATE_NOOP("fp::Edit", "Arrange objects")));
    for (const auto &[id, delta] : moves)
        moveObjects(doc, {id}, delta, true);
    return static_cast<int>(moves.size());
}

} // namespace fp::edit
