// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/regenerate.h"

#include "analysis/analysis_cost.h"
#include "analysis/explore.h"
#include "model/tr.h"
#include "topology/generator.h"
#include "topology/summary.h"

#include <map>
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

    void compareObjects(const Project &regenerated);
    void countChanges();
    void keepNames(Project &regenerated) const;
    void keepLinkEdits(Project &regenerated);
    Id inRebuild(Id id) const { return static_cast<Id>(id - m_offset); }
    int linkChanges();

    const Project &m_project;
    const Fabric &m_fabric;
    const Project &m_pristine;
    const Fabric &m_pf;
    long long m_offset;
    std::vector<QString> m_added, m_removed, m_renamedKept, m_renamedDropped;
    std::vector<std::pair<Id, QString>> m_renames; // id in the new design -> user's name
    int m_typeChanges = 0, m_repeatChanges = 0, m_moved = 0, m_linkChanges = 0;
    // Links whose length or cable was set by hand, and nothing else changed: (the link in
    // the design, its counterpart in the rebuild).
    std::vector<std::pair<const Link *, const Link *>> m_lengthEdits;
    int m_linksKept = 0;
};

// Objects added, deleted and renamed. A renamed object whose generated name the new
// design still has (once) keeps the user's name.
void HandEdits::compareObjects(const Project &regenerated)
{
    const std::map<Id, QString> now = fabricObjects(m_project, m_fabric.id);
    const std::map<Id, QString> was = fabricObjects(m_pristine, m_pf.id);
    std::unordered_map<QString, std::vector<Id>> newByName;
    const Fabric *nf = firstCompute(regenerated);
    for (const auto &[id, name] : fabricObjects(regenerated, nf ? nf->id : NoId))
        newByName[name].push_back(id);
    for (const auto &[id, name] : now) {
        const auto it = was.find(inRebuild(id));
        if (it == was.end()) {
            m_added.push_back(name);
            continue;
        }
        if (it->second == name)
            continue;
        const auto n = newByName.find(it->second);
        if (n != newByName.end() && n->second.size() == 1) {
            m_renamedKept.push_back(name);
            m_renames.emplace_back(n->second.front(), name);
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

// Changed types, roles, repeats, positions and links: compared field by field.
void HandEdits::countChanges()
{
    for (const Switch &s : m_project.switches) {
        const Switch *o =
            s.fabricId == m_fabric.id ? m_pristine.switchById(inRebuild(s.id)) : nullptr;
        if (!o)
            continue;
        if (o->switchTypeId != s.switchTypeId || o->role != s.role)
            ++m_typeChanges;
        if (o->pos != s.pos)
            ++m_moved;
    }
    for (const Node &n : m_project.nodes)
        if (const Node *o = m_pristine.node(inRebuild(n.id)); o && o->pos != n.pos)
            ++m_moved;
    for (const Group &g : m_project.groups) {
        const Group *o = m_pristine.group(inRebuild(g.id));
        if (!o)
            continue;
        if (o->repeat != g.repeat)
            ++m_repeatChanges;
        if (o->pos != g.pos)
            ++m_moved;
    }
    m_linkChanges = linkChanges();
}

int HandEdits::linkChanges()
{
    int changes = 0;
    for (const Link &l : m_project.links) {
        if (l.fabricId != m_fabric.id)
            continue;
        const Link *o = m_pristine.link(inRebuild(l.id));
        const bool sameEnds = o && o->bundle == l.bundle && o->gbitPerS == l.gbitPerS &&
                              inRebuild(l.a.objectId) == o->a.objectId &&
                              inRebuild(l.b.objectId) == o->b.objectId;
        if (sameEnds && (o->cableTypeId != l.cableTypeId || o->lengthM != l.lengthM))
            m_lengthEdits.emplace_back(&l, o);
        if (!sameEnds || o->cableTypeId != l.cableTypeId || o->lengthM != l.lengthM)
            ++changes;
    }
    for (const Link &o : m_pristine.links)
        if (o.fabricId == m_pf.id && !m_project.link(static_cast<Id>(o.id + m_offset)))
            ++changes;
    return changes;
}

void describeEdits(const HandEdits &e, RegenerationPreview &r)
{
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
    if (e.m_typeChanges > 0)
        r.droppedEdits.push_back(
            tr("Switch part or role changed by hand on %n switch(es).", nullptr, e.m_typeChanges));
    if (e.m_repeatChanges > 0)
        r.droppedEdits.push_back(
            tr("Repeat changed by hand on %n group(s).", nullptr, e.m_repeatChanges));
    if (e.m_linksKept > 0)
        r.keptEdits.push_back(
            tr("Lengths or cables given by hand on %n link(s) the new design still has.", nullptr,
               e.m_linksKept));
    if (e.m_linkChanges - e.m_linksKept > 0)
        r.droppedEdits.push_back(tr("Links drawn, deleted or changed by hand: %n.", nullptr,
                                    e.m_linkChanges - e.m_linksKept));
    if (e.m_moved > 0)
        r.droppedEdits.push_back(
            tr("Positions of %n object(s) moved by hand (the new design is laid out anew).",
               nullptr, e.m_moved));
}

// A link whose length or cable was set by hand keeps them in the new design when that
// has the same link: between the objects of the same generated names (each once in its
// fabric), from the same NIC and port. A cable only at the same speed.
void HandEdits::keepLinkEdits(Project &regenerated)
{
    const Fabric *nf = firstCompute(regenerated);
    if (!nf || m_lengthEdits.empty())
        return;
    const std::map<Id, QString> was = fabricObjects(m_pristine, m_pf.id);
    std::unordered_map<QString, std::vector<Id>> newByName;
    for (const auto &[id, name] : fabricObjects(regenerated, nf->id))
        newByName[name].push_back(id);
    const auto counterpart = [&](Id rebuildId) {
        const auto w = was.find(rebuildId);
        const auto n = w == was.end() ? newByName.end() : newByName.find(w->second);
        return n != newByName.end() && n->second.size() == 1 ? n->second.front() : NoId;
    };
    for (const auto &[mine, o] : m_lengthEdits) {
        const Id a = counterpart(o->a.objectId), b = counterpart(o->b.objectId);
        for (Link &l : regenerated.links) {
            if (a == NoId || l.fabricId != nf->id || l.a.objectId != a || l.b.objectId != b ||
                l.a.nicIndex != o->a.nicIndex || l.a.port != o->a.port)
                continue;
            l.lengthM = mine->lengthM;
            if (l.gbitPerS == mine->gbitPerS)
                l.cableTypeId = mine->cableTypeId;
            ++m_linksKept;
            break;
        }
    }
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
        edits.compareObjects(*r.project);
        edits.countChanges();
        edits.keepLinkEdits(*r.project);
        describeEdits(edits, r);
        edits.keepNames(*r.project);
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
