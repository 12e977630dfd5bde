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

    const Totals t0 = totals(project, catalog);
    r.gpusBefore = t0.gpus;
    r.switchesBefore = t0.switches;
    r.linksBefore = t0.links;
    const CostResult c0 = analyzeCost(project, catalog);
    r.capexBeforeEur = c0.capexEur;
    r.capexBeforeComplete = c0.priceComplete();
    r.currency = c0.currency;

    r.project = rebuilt(project, catalog, *fabric, after, &r.error, &r.droppedOtherLinks);
    if (!r.project)
        return r;
    // The settings as the generator filled them in (an empty switch id: its default).
    if (const Fabric *built = firstCompute(*r.project); built && built->generated)
        r.after = *built->generated;

    // The hand edits: the design against the fabric rebuilt from its own settings.
    QString ignored;
    const std::optional<Project> pristine =
        rebuilt(project, catalog, *fabric, r.before, &ignored, nullptr);
    const Fabric *pf = pristine ? firstCompute(*pristine) : nullptr;
    if (pf) {
        // Objects of the design: id - offset is the id in the rebuild.
        const long long offset =
            static_cast<long long>(fabric->id) - static_cast<long long>(pf->id);
        auto inRebuild = [offset](Id id) { return static_cast<Id>(id - offset); };
        const std::map<Id, QString> now = fabricObjects(project, fabric->id);
        const std::map<Id, QString> was = fabricObjects(*pristine, pf->id);
        std::vector<QString> added, removed, renamedKept, renamedDropped;
        // Names in the new design (a renamed object whose generated name the new design
        // still has keeps the user's name).
        std::unordered_map<QString, std::vector<Id>> newByName;
        const Fabric *nf = firstCompute(*r.project);
        for (const auto &[id, name] : fabricObjects(*r.project, nf ? nf->id : NoId))
            newByName[name].push_back(id);
        std::vector<std::pair<Id, QString>> renames; // id in the new design -> user's name
        for (const auto &[id, name] : now) {
            const auto it = was.find(inRebuild(id));
            if (it == was.end()) {
                added.push_back(name);
                continue;
            }
            if (it->second == name)
                continue;
            const auto n = newByName.find(it->second);
            if (n != newByName.end() && n->second.size() == 1) {
                renamedKept.push_back(name);
                renames.emplace_back(n->second.front(), name);
            } else {
                renamedDropped.push_back(name);
            }
        }
        std::unordered_map<Id, bool> present;
        for (const auto &[id, name] : now)
            present[inRebuild(id)] = true;
        for (const auto &[id, name] : was)
            if (!present.count(id))
                removed.push_back(name);
        // Changed types, roles, repeats and links: compared field by field.
        int typeChanges = 0, repeatChanges = 0, moved = 0;
        for (const Switch &s : project.switches) {
            if (s.fabricId != fabric->id)
                continue;
            const Switch *o = pristine->switchById(inRebuild(s.id));
            if (!o)
                continue;
            if (o->switchTypeId != s.switchTypeId || o->role != s.role)
                ++typeChanges;
            if (o->pos != s.pos)
                ++moved;
        }
        for (const Node &n : project.nodes)
            if (const Node *o = pristine->node(inRebuild(n.id)); o && o->pos != n.pos)
                ++moved;
        for (const Group &g : project.groups) {
            const Group *o = pristine->group(inRebuild(g.id));
            if (!o)
                continue;
            if (o->repeat != g.repeat)
                ++repeatChanges;
            if (o->pos != g.pos)
                ++moved;
        }
        int linkChanges = 0;
        for (const Link &l : project.links) {
            if (l.fabricId != fabric->id)
                continue;
            const Link *o = pristine->link(inRebuild(l.id));
            if (!o) {
                ++linkChanges;
                continue;
            }
            if (o->bundle != l.bundle || o->gbitPerS != l.gbitPerS ||
                o->cableTypeId != l.cableTypeId || o->lengthM != l.lengthM ||
                inRebuild(l.a.objectId) != o->a.objectId ||
                inRebuild(l.b.objectId) != o->b.objectId)
                ++linkChanges;
        }
        for (const Link &o : pristine->links)
            if (o.fabricId == pf->id && !project.link(static_cast<Id>(o.id + offset)))
                ++linkChanges;

        if (!renamedKept.empty())
            r.keptEdits.push_back(tr("Names given by hand: %1.").arg(namesList(renamedKept)));
        if (!added.empty())
            r.droppedEdits.push_back(tr("Objects added by hand: %1.").arg(namesList(added)));
        if (!removed.empty())
            r.droppedEdits.push_back(
                tr("Objects deleted by hand come back: %1.").arg(namesList(removed)));
        if (!renamedDropped.empty())
            r.droppedEdits.push_back(
                tr("Names given by hand to objects the new design does not have: %1.")
                    .arg(namesList(renamedDropped)));
        if (typeChanges > 0)
            r.droppedEdits.push_back(
                tr("Switch part or role changed by hand on %n switch(es).", nullptr, typeChanges));
        if (repeatChanges > 0)
            r.droppedEdits.push_back(
                tr("Repeat changed by hand on %n group(s).", nullptr, repeatChanges));
        if (linkChanges > 0)
            r.droppedEdits.push_back(
                tr("Links drawn, deleted or changed by hand: %n.", nullptr, linkChanges));
        if (moved > 0)
            r.droppedEdits.push_back(
                tr("Positions of %n object(s) moved by hand (the new design is laid out anew).",
                   nullptr, moved));
        for (const auto &[id, name] : renames) {
            if (Switch *s = r.project->switchById(id))
                s->name = name;
            else if (Node *n = r.project->node(id))
                n->name = name;
            else if (Group *g = r.project->group(id))
                g->name = name;
        }
    } else {
        r.droppedEdits.push_back(
            tr("The fabric cannot be rebuilt from its own settings, so hand edits cannot be "
               "told apart: every change to its switches, links and nodes is replaced."));
    }
    if (r.droppedOtherLinks > 0)
        r.droppedEdits.push_back(tr("Links of other fabrics to the replaced nodes: %n.", nullptr,
                                    static_cast<int>(r.droppedOtherLinks)));

    // The project's name, when it is still the one the generator gave these settings
    // ("2,048 x H100 SXM InfiniBand rail-optimized"), follows the new settings.
    QString why;
    if (const std::optional<Project> named = generateProject(catalog, r.before, &why);
        named && named->info.name == project.info.name)
        if (const std::optional<Project> renamed = generateProject(catalog, r.after, &why))
            r.project->info.name = renamed->info.name;

    const Totals t1 = totals(*r.project, catalog);
    r.gpusAfter = t1.gpus;
    r.switchesAfter = t1.switches;
    r.linksAfter = t1.links;
    const CostResult c1 = analyzeCost(*r.project, catalog);
    r.capexAfterEur = c1.capexEur;
    r.capexAfterComplete = c1.priceComplete();
    return r;
}

} // namespace fp
