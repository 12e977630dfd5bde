// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/regenerate.h"

#include "analysis/analysis_cost.h"
#include "analysis/explore.h"
#include "model/invariants.h"
#include "model/tr.h"
#include "topology/generator.h"
#include "topology/summary.h"

#include <map>
#include <set>
#include <unordered_map>

namespace fp {

namespace {

struct Totals {
    long long gpus = 0;
    long long switches = 0;
    long long links = 0;
};

Totals totals(const Project &project, const Catalog &catalog)
{
    const ProjectSummary s = summarize(project, catalog);
    Totals t;
    t.gpus = s.gpus;
    for (const FabricSummary &f : s.fabrics) {
        for (int n : f.switchesPerTier)
            t.switches += n;
        for (long long n : f.linksPerTier)
            t.links += n;
    }
    return t;
}

// The project `project` with the compute fabric rebuilt from `params`.
std::optional<Project> rebuilt(const Project &project, const Catalog &catalog, const Fabric &fabric,
                               const GeneratorParams &params, QString *error,
                               long long *droppedLinks)
{
    ExploreCluster cluster;
    cluster.gpus = params.gpus;
    cluster.nodeTypeId = params.nodeTypeId;
    cluster.roceTuning = fabric.roceTuning;
    ExploreCandidate candidate;
    candidate.technology = params.technology;
    candidate.switchTypeId = params.switchTypeId;
    candidate.topology = params.topology;
    candidate.planes = params.planes;
    candidate.oversubscription = params.oversubscription;
    return exploredDesign(project, catalog, cluster, candidate, error, droppedLinks);
}

// The first compute fabric of `p` (exploredDesign() puts the rebuilt one first).
const Fabric *firstCompute(const Project &p)
{
    for (const Fabric &f : p.fabrics)
        if (f.purpose == FabricPurpose::Compute)
            return &f;
    return nullptr;
}

// The objects of the compute fabric `f` of `p` and its nodes and groups, by id.
std::map<Id, QString> fabricObjects(const Project &p, Id fabricId)
{
    std::map<Id, QString> out;
    for (const Switch &s : p.switches)
        if (s.fabricId == fabricId)
            out[s.id] = s.name;
    for (const Node &n : p.nodes)
        out[n.id] = n.name;
    for (const Group &g : p.groups)
        out[g.id] = g.name;
    return out;
}

QString namesList(const std::vector<QString> &names)
{
    // At most three names, then how many more.
    QStringList shown;
    for (std::size_t i = 0; i < names.size() && i < 3; ++i)
        shown << QStringLiteral("\"%1\"").arg(names[i]);
    QString text = shown.join(QStringLiteral(", "));
    if (names.size() > 3)
        text += tr(" and %n more", nullptr, static_cast<int>(names.size() - 3));
    return text;
}

} // namespace

std::optional<GeneratorParams> generationSettings(const Project &project, Id fabricId)
{
    const Fabric *f = project.fabric(fabricId);
    if (!f || !f->generated)
        return std::nullopt;
    return f->generated;
}

Id firstGeneratedFabric(const Project &project)
{
    for (const Fabric &f : project.fabrics)
        if (f.purpose == FabricPurpose::Compute && f.generated)
            return f.id;
    return NoId;
}

namespace {

// The hand edits of a generated fabric: the design against the fabric rebuilt from its own
// settings (`pristine`, whose compute fabric is `pf`). An object's id in the design minus
// `offset` is its id in the rebuild. (A struct with free functions for its texts, so that
// they are in context "fp" like the rest of the analyses.)
//
// An edit is carried into the new design where it still applies: its objects have a
// counterpart there (the same generated name, once in the fabric) and the result passes the
// model's invariants (ports, speeds). What the settings size (objects added or deleted,
// repeats, roles) is replaced by the new design, and the preview says so.
struct HandEdits {
    HandEdits(const Project &project, const Fabric &fabric, const Project &pristine,
              const Fabric &pf)
        : m_project(project)
        , m_fabric(fabric)
        , m_pristine(pristine)
        , m_pf(pf)
        , m_offset(static_cast<long long>(fabric.id) - static_cast<long long>(pf.id))
    {
    }

    void mapToNew(const Project &regenerated);
    void compareObjects();
    void countChanges();
    void compareLinks();
    void keepNames(Project &regenerated) const;
    void keepPositions(Project &regenerated);
    void keepLinkEdits(Project &regenerated);
    void keepDeletedLinks(Project &regenerated);
    void keepPartsAndDrawnLinks(Project &regenerated, const Catalog &catalog, bool sameSwitch);
    std::optional<Link> drawnInNew(const Link &mine) const;
    void restoreChanged(Project &regenerated, const Link &mine);
    Id inRebuild(Id id) const { return static_cast<Id>(id - m_offset); }
    // The object of the new design that stands where the rebuild's `rebuildId` stood
    // (NoId: none, or its name is not unique there).
    Id counterpart(Id rebuildId) const
    {
        const auto it = m_toNew.find(rebuildId);
        return it == m_toNew.end() ? NoId : it->second;
    }
    LinkEnd endInNew(const LinkEnd &mine) const
    {
        LinkEnd e = mine;
        e.objectId = counterpart(inRebuild(mine.objectId));
        return e;
    }

    const Project &m_project;
    const Fabric &m_fabric;
    const Project &m_pristine;
    const Fabric &m_pf;
    long long m_offset;
    Id m_newFabric = NoId;
    std::unordered_map<Id, Id> m_toNew; // rebuild id -> new design id
    std::vector<QString> m_added, m_removed, m_renamedKept, m_renamedDropped;
    std::vector<std::pair<Id, QString>> m_renames; // id in the new design -> user's name
    int m_roleChanges = 0, m_repeatChanges = 0;
    std::vector<std::pair<Id, Position>> m_moves;    // rebuild id -> position set by hand
    std::vector<std::pair<Id, QString>> m_partEdits; // rebuild id -> part chosen by hand
    std::vector<const Link *> m_drawn, m_deleted;    // design links / rebuild links
    // Links whose length or cable was set by hand, and nothing else changed: (the link in
    // the design, its counterpart in the rebuild).
    std::vector<std::pair<const Link *, const Link *>> m_lengthEdits;
    std::unordered_map<Id, Link> m_removedNew; // rebuild link id -> its removed counterpart
    int m_movesKept = 0, m_partsKept = 0, m_linksKept = 0, m_drawnKept = 0, m_deletedKept = 0;
};

// Each object of the rebuild whose generated name the new design has once.
void HandEdits::mapToNew(const Project &regenerated)
{
    const Fabric *nf = firstCompute(regenerated);
    m_newFabric = nf ? nf->id : NoId;
    std::unordered_map<QString, std::vector<Id>> newByName;
    for (const auto &[id, name] : fabricObjects(regenerated, m_newFabric))
        newByName[name].push_back(id);
    for (const auto &[id, name] : fabricObjects(m_pristine, m_pf.id))
        if (const auto n = newByName.find(name); n != newByName.end() && n->second.size() == 1)
            m_toNew[id] = n->second.front();
}

// Objects added, deleted and renamed. A renamed object with a counterpart keeps the
// user's name.
void HandEdits::compareObjects()
{
    const std::map<Id, QString> now = fabricObjects(m_project, m_fabric.id);
    const std::map<Id, QString> was = fabricObjects(m_pristine, m_pf.id);
    for (const auto &[id, name] : now) {
        const auto it = was.find(inRebuild(id));
        if (it == was.end()) {
            m_added.push_back(name);
            continue;
        }
        if (it->second == name)
            continue;
        if (const Id n = counterpart(it->first); n != NoId) {
            m_renamedKept.push_back(name);
            m_renames.emplace_back(n, name);
        } else {
            m_renamedDropped.push_back(name);
        }
    }
    std::unordered_map<Id, bool> present;
    for (const auto &[id, name] : now)
        present[inRebuild(id)] = true;
    for (const auto &[id, name] : was)
        if (!present.count(id))
            m_removed.push_back(name);
}

// Changed parts, roles, repeats and positions: compared field by field.
void HandEdits::countChanges()
{
    for (const Switch &s : m_project.switches) {
        const Switch *o =
            s.fabricId == m_fabric.id ? m_pristine.switchById(inRebuild(s.id)) : nullptr;
        if (!o)
            continue;
        if (o->role != s.role)
            ++m_roleChanges;
        else if (o->switchTypeId != s.switchTypeId)
            m_partEdits.emplace_back(o->id, s.switchTypeId);
        if (o->pos != s.pos)
            m_moves.emplace_back(o->id, s.pos);
    }
    for (const Node &n : m_project.nodes)
        if (const Node *o = m_pristine.node(inRebuild(n.id)); o && o->pos != n.pos)
            m_moves.emplace_back(o->id, n.pos);
    for (const Group &g : m_project.groups) {
        const Group *o = m_pristine.group(inRebuild(g.id));
        if (!o)
            continue;
        if (o->repeat != g.repeat)
            ++m_repeatChanges;
        if (o->pos != g.pos)
            m_moves.emplace_back(o->id, g.pos);
    }
}

// Links drawn (or changed: a link whose ends, bundle or speed differ is a deleted one and a
// drawn one), deleted, and those with only a length or cable of their own. The links of an
// object added or deleted by hand go with that object (named as such).
void HandEdits::compareLinks()
{
    std::unordered_map<Id, bool> matched;
    const auto inDesign = [this](Id rebuildId) {
        const Id id = static_cast<Id>(rebuildId + m_offset);
        return m_project.node(id) || m_project.switchById(id);
    };
    const auto existed = [this](Id designId) {
        return m_pristine.node(inRebuild(designId)) || m_pristine.switchById(inRebuild(designId));
    };
    const auto same = [this](const LinkEnd &mine, const LinkEnd &was) {
        return inRebuild(mine.objectId) == was.objectId && mine.nicIndex == was.nicIndex &&
               mine.port == was.port;
    };
    for (const Link &l : m_project.links) {
        if (l.fabricId != m_fabric.id)
            continue;
        const Link *o = m_pristine.link(inRebuild(l.id));
        const bool ofAdded = !existed(l.a.objectId) || !existed(l.b.objectId);
        if (o && (ofAdded || (o->bundle == l.bundle && o->gbitPerS == l.gbitPerS &&
                              same(l.a, o->a) && same(l.b, o->b))))
            matched[o->id] = true;
        if (ofAdded)
            continue;
        if (!o || !matched.count(o->id))
            m_drawn.push_back(&l);
        else if (o->cableTypeId != l.cableTypeId || o->lengthM != l.lengthM)
            m_lengthEdits.emplace_back(&l, o);
    }
    for (const Link &o : m_pristine.links)
        if (o.fabricId == m_pf.id && !matched.count(o.id) && inDesign(o.a.objectId) &&
            inDesign(o.b.objectId))
            m_deleted.push_back(&o);
}

void HandEdits::keepNames(Project &regenerated) const
{
    for (const auto &[id, name] : m_renames) {
        if (Switch *s = regenerated.switchById(id))
            s->name = name;
        else if (Node *n = regenerated.node(id))
            n->name = name;
        else if (Group *g = regenerated.group(id))
            g->name = name;
    }
}

// An object moved by hand keeps its position where the new design has it.
void HandEdits::keepPositions(Project &regenerated)
{
    for (const auto &[rebuildId, pos] : m_moves) {
        const Id id = counterpart(rebuildId);
        if (Switch *s = regenerated.switchById(id))
            s->pos = pos;
        else if (Node *n = regenerated.node(id))
            n->pos = pos;
        else if (Group *g = regenerated.group(id))
            g->pos = pos;
        else
            continue;
        ++m_movesKept;
    }
}

// The new design's link of the fabric between the ends `a` and `b` (objects in the new
// design; a node end also by NIC and port), the one on the same switch ports first.
Link *sameLink(Project &p, Id fabricId, const LinkEnd &a, const LinkEnd &b)
{
    Link *found = nullptr;
    for (Link &l : p.links) {
        if (l.fabricId != fabricId || l.a.objectId != a.objectId || l.b.objectId != b.objectId ||
            l.a.nicIndex != a.nicIndex || (a.nicIndex >= 0 && l.a.port != a.port))
            continue;
        if (l.a.port == a.port && l.b.port == b.port)
            return &l;
        if (!found)
            found = &l;
    }
    return found;
}

// A link whose length or cable was set by hand keeps them in the new design when that
// has the same link. A cable only at the same speed.
void HandEdits::keepLinkEdits(Project &regenerated)
{
    for (const auto &[mine, o] : m_lengthEdits) {
        const LinkEnd a{counterpart(o->a.objectId), o->a.nicIndex, o->a.port};
        const LinkEnd b{counterpart(o->b.objectId), o->b.nicIndex, o->b.port};
        Link *l = a.objectId == NoId || b.objectId == NoId
                      ? nullptr
                      : sameLink(regenerated, m_newFabric, a, b);
        if (!l)
            continue;
        l->lengthM = mine->lengthM;
        if (l->gbitPerS == mine->gbitPerS)
            l->cableTypeId = mine->cableTypeId;
        ++m_linksKept;
    }
}

// A link deleted by hand is deleted in the new design too, where that has it.
void HandEdits::keepDeletedLinks(Project &regenerated)
{
    for (const Link *o : m_deleted) {
        const LinkEnd a{counterpart(o->a.objectId), o->a.nicIndex, o->a.port};
        const LinkEnd b{counterpart(o->b.objectId), o->b.nicIndex, o->b.port};
        const Link *l = a.objectId == NoId || b.objectId == NoId
                            ? nullptr
                            : sameLink(regenerated, m_newFabric, a, b);
        if (!l)
            continue;
        m_removedNew[o->id] = *l;
        const Id gone = l->id;
        std::erase_if(regenerated.links, [gone](const Link &x) { return x.id == gone; });
        ++m_deletedKept;
    }
}

std::set<std::pair<QString, Id>> errorsOf(const Project &p, const Catalog &catalog)
{
    std::set<std::pair<QString, Id>> out;
    for (const Issue &i : checkInvariants(p, catalog))
        if (i.severity == Severity::Error)
            out.emplace(i.code, i.subject);
    return out;
}

// A link drawn by hand, in the new design: its ends' counterparts (nullopt: one has none).
std::optional<Link> HandEdits::drawnInNew(const Link &mine) const
{
    Link copy = mine;
    copy.a = endInNew(mine.a);
    copy.b = endInNew(mine.b);
    copy.fabricId = m_newFabric;
    if (copy.a.objectId == NoId || copy.b.objectId == NoId)
        return std::nullopt;
    return copy;
}

// A link changed by hand is a deleted one and a drawn one; when the drawn one cannot be
// carried over, the deleted one comes back, so that the change is kept whole or not at all.
void HandEdits::restoreChanged(Project &regenerated, const Link &mine)
{
    const auto it = m_removedNew.find(inRebuild(mine.id));
    if (it == m_removedNew.end())
        return;
    regenerated.links.push_back(it->second);
    m_removedNew.erase(it);
    --m_deletedKept;
}

// Parts chosen by hand (only when the new settings keep the switch part: a new part asked
// for wins) and links drawn by hand between objects the new design has. Each is undone
// again when it gives the new design an error the model's invariants find (ports
// exceeded, a port linked twice, a speed the port cannot do).
// Applies one hand edit with `apply` and keeps it when the design has no error it did not
// have before (an invariant of checkInvariants); otherwise `undo` takes it back. One edit at
// a time, so a bad edit does not take a good one on the same object with it.
template <typename Apply, typename Undo>
bool keepWithoutNewErrors(Project &p, const Catalog &catalog,
                          std::set<std::pair<QString, Id>> &errors, Apply apply, Undo undo)
{
    apply();
    std::set<std::pair<QString, Id>> now = errorsOf(p, catalog);
    for (const auto &e : now)
        if (!errors.count(e)) {
            undo();
            return false;
        }
    errors = std::move(now);
    return true;
}

void HandEdits::keepPartsAndDrawnLinks(Project &regenerated, const Catalog &catalog,
                                       bool sameSwitch)
{
    std::set<std::pair<QString, Id>> errors = errorsOf(regenerated, catalog);
    for (const auto &[rebuildId, part] : m_partEdits) {
        Switch *s = sameSwitch ? regenerated.switchById(counterpart(rebuildId)) : nullptr;
        if (!s)
            continue;
        const QString was = s->switchTypeId;
        const QString mine = part;
        m_partsKept += keepWithoutNewErrors(
            regenerated, catalog, errors, [s, &mine] { s->switchTypeId = mine; },
            [s, &was] { s->switchTypeId = was; });
    }
    for (const Link *l : m_drawn) {
        std::optional<Link> copy = drawnInNew(*l);
        if (copy)
            copy->id = regenerated.allocateId();
        const Id id = copy ? copy->id : NoId;
        const bool kept = copy && keepWithoutNewErrors(
                                      regenerated, catalog, errors,
                                      [&regenerated, &copy] { regenerated.links.push_back(*copy); },
                                      [&regenerated, id] {
                                          std::erase_if(regenerated.links,
                                                        [id](const Link &x) { return x.id == id; });
                                      });
        if (kept)
            ++m_drawnKept;
        else
            restoreChanged(regenerated, *l);
    }
}

// One sentence per kind of hand edit, under kept or dropped.
void describeEdits(const HandEdits &e, RegenerationPreview &r)
{
    const auto both = [&r](int kept, int all, const QString &keptText, const QString &droppedText) {
        if (kept > 0)
            r.keptEdits.push_back(keptText);
        if (all - kept > 0)
            r.droppedEdits.push_back(droppedText);
    };
    if (!e.m_renamedKept.empty())
        r.keptEdits.push_back(tr("Names given by hand: %1.").arg(namesList(e.m_renamedKept)));
    if (!e.m_added.empty())
        r.droppedEdits.push_back(tr("Objects added by hand: %1.").arg(namesList(e.m_added)));
    if (!e.m_removed.empty())
        r.droppedEdits.push_back(
            tr("Objects deleted by hand come back: %1.").arg(namesList(e.m_removed)));
    if (!e.m_renamedDropped.empty())
        r.droppedEdits.push_back(
            tr("Names given by hand to objects the new design does not have: %1.")
                .arg(namesList(e.m_renamedDropped)));
    const int parts = static_cast<int>(e.m_partEdits.size());
    both(e.m_partsKept, parts,
         tr("Switch part chosen by hand on %n switch(es).", nullptr, e.m_partsKept),
         tr("Switch part chosen by hand on %n switch(es) (not in the new design, a new part "
            "asked for, or too few ports).",
            nullptr, parts - e.m_partsKept));
    if (e.m_roleChanges > 0)
        r.droppedEdits.push_back(
            tr("Role changed by hand on %n switch(es).", nullptr, e.m_roleChanges));
    if (e.m_repeatChanges > 0)
        r.droppedEdits.push_back(tr("Repeat changed by hand on %n group(s) (the GPU count "
                                    "setting decides).",
                                    nullptr, e.m_repeatChanges));
    const int lengths = static_cast<int>(e.m_lengthEdits.size());
    both(e.m_linksKept, lengths,
         tr("Lengths or cables given by hand on %n link(s) the new design still has.", nullptr,
            e.m_linksKept),
         tr("Lengths or cables given by hand on %n link(s) the new design does not have.", nullptr,
            lengths - e.m_linksKept));
    const int drawn = static_cast<int>(e.m_drawn.size());
    both(e.m_drawnKept, drawn, tr("Links drawn by hand: %n.", nullptr, e.m_drawnKept),
         tr("Links drawn or changed by hand that do not fit the new design: %n.", nullptr,
            drawn - e.m_drawnKept));
    const int deleted = static_cast<int>(e.m_deleted.size());
    both(e.m_deletedKept, deleted, tr("Links deleted by hand: %n.", nullptr, e.m_deletedKept),
         tr("Links deleted or changed by hand that the new design has anew: %n.", nullptr,
            deleted - e.m_deletedKept));
    const int moved = static_cast<int>(e.m_moves.size());
    both(e.m_movesKept, moved,
         tr("Positions of %n object(s) moved by hand.", nullptr, e.m_movesKept),
         tr("Positions of %n object(s) moved by hand that the new design does not have.", nullptr,
            moved - e.m_movesKept));
}

// The figures before or after: GPUs, switches, links and the network's capital cost.
void figuresOf(const Project &p, const Catalog &catalog, long long *gpus, long long *switches,
               long long *links, double *capexEur, bool *complete, QString *currency)
{
    const Totals t = totals(p, catalog);
    *gpus = t.gpus;
    *switches = t.switches;
    *links = t.links;
    const CostResult c = analyzeCost(p, catalog);
    *capexEur = c.capexEur;
    *complete = c.priceComplete();
    if (currency)
        *currency = c.currency;
}

// The project's name, when it is still the one the generator gave the old settings
// ("2,048 x H100 SXM InfiniBand rail-optimized"), follows the new settings.
void followGeneratedName(const Project &project, const Catalog &catalog, RegenerationPreview &r)
{
    QString why;
    if (const std::optional<Project> named = generateProject(catalog, r.before, &why);
        named && named->info.name == project.info.name)
        if (const std::optional<Project> renamed = generateProject(catalog, r.after, &why))
            r.project->info.name = renamed->info.name;
}

} // namespace

RegenerationPreview previewRegeneration(const Project &project, const Catalog &catalog, Id fabricId,
                                        const GeneratorParams &after)
{
    RegenerationPreview r;
    r.after = after;
    const Fabric *fabric = project.fabric(fabricId);
    if (!fabric || !fabric->generated) {
        r.error = tr("This fabric was drawn by hand: it has no generation settings.");
        return r;
    }
    r.before = *fabric->generated;
    r.projectNameBefore = project.info.name;
    figuresOf(project, catalog, &r.gpusBefore, &r.switchesBefore, &r.linksBefore, &r.capexBeforeEur,
              &r.capexBeforeComplete, &r.currency);
    r.project = rebuilt(project, catalog, *fabric, after, &r.error, &r.droppedOtherLinks);
    if (!r.project)
        return r;
    // The settings as the generator filled them in (an empty switch id: its default).
    if (const Fabric *built = firstCompute(*r.project); built && built->generated)
        r.after = *built->generated;

    QString ignored;
    const std::optional<Project> pristine =
        rebuilt(project, catalog, *fabric, r.before, &ignored, nullptr);
    if (const Fabric *pf = pristine ? firstCompute(*pristine) : nullptr) {
        HandEdits edits(project, *fabric, *pristine, *pf);
        edits.mapToNew(*r.project);
        edits.compareObjects();
        edits.countChanges();
        edits.compareLinks();
        edits.keepNames(*r.project);
        edits.keepPositions(*r.project);
        edits.keepLinkEdits(*r.project);
        edits.keepDeletedLinks(*r.project);
        edits.keepPartsAndDrawnLinks(*r.project, catalog,
                                     r.before.switchTypeId == r.after.switchTypeId);
        describeEdits(edits, r);
    } else {
        r.droppedEdits.push_back(
            tr("The fabric cannot be rebuilt from its own settings, so hand edits cannot be "
               "told apart: every change to its switches, links and nodes is replaced."));
    }
    if (r.droppedOtherLinks > 0)
        r.droppedEdits.push_back(tr("Links of other fabrics to the replaced nodes: %n.", nullptr,
                                    static_cast<int>(r.droppedOtherLinks)));
    followGeneratedName(project, catalog, r);
    figuresOf(*r.project, catalog, &r.gpusAfter, &r.switchesAfter, &r.linksAfter, &r.capexAfterEur,
              &r.capexAfterComplete, nullptr);
    return r;
}

} // namespace fp
