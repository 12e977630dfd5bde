// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/regeneratedialog.h"

#include "model/labels.h"
#include "text/i18n.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fp {

namespace {

QString arrowRow(const QString &what, const QString &before, const QString &after)
{
    const bool same = before == after;
    return QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>&nbsp;\u2192&nbsp;</td>"
                          "<td align=right>%3</td></tr>")
        .arg(what.toHtmlEscaped(), before.toHtmlEscaped(),
             same ? after.toHtmlEscaped() : QStringLiteral("<b>%1</b>").arg(after.toHtmlEscaped()));
}

QString bullets(const std::vector<QString> &items)
{
    QString html = QStringLiteral("<ul style=\"margin-top:0px\">");
    for (const QString &s : items)
        html += QStringLiteral("<li>%1</li>").arg(s.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

} // namespace

RegenerateDialog::RegenerateDialog(const Catalog &catalog, const RegenerationPreview &preview,
                                   QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_preview(preview)
{
    setObjectName(QStringLiteral("regenerateDialog"));
    auto *layout = new QVBoxLayout(this);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("regeneratePreview"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_text);
    layout->addWidget(scroll, 1);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(preview.project.has_value());
    m_buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    retranslate();
    // As tall as the text needs, within reason.
    const int width = 560;
    resize(width, std::min(640, m_text->heightForWidth(width - 40) + 90));
}

QString RegenerateDialog::text() const
{
    return m_text->text();
}

void RegenerateDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void RegenerateDialog::retranslate()
{
    setWindowTitle(tr("Regenerate the fabric"));
    m_buttons->button(QDialogButtonBox::Apply)->setText(tr("Apply"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    const RegenerationPreview &p = m_preview;
    auto switchName = [this](const QString &id) {
        const SwitchType *s = m_catalog.switchType(id);
        return s ? s->name : id;
    };
    auto ratio = [](double r) {
        return tr("%1:1").arg(formatNumber(r, r == std::floor(r) ? 0 : 1));
    };
    QString html = QStringLiteral("<p>%1</p>")
                       .arg(tr("The fabric is built again with the new settings. What changes:")
                                .toHtmlEscaped());
    html += QStringLiteral("<table cellspacing=2 cellpadding=2>");
    const GeneratorParams &a = p.before;
    const GeneratorParams &b = p.after;
    if (a.technology != b.technology)
        html +=
            arrowRow(tr("Technology"), technologyName(a.technology), technologyName(b.technology));
    if (a.switchTypeId != b.switchTypeId)
        html += arrowRow(tr("Switch"), switchName(a.switchTypeId),
                         b.switchTypeId.isEmpty() ? tr("Default for the technology")
                                                  : switchName(b.switchTypeId));
    if (a.topology != b.topology)
        html += arrowRow(tr("Topology"), topologyName(a.topology), topologyName(b.topology));
    if (a.oversubscription != b.oversubscription)
        html +=
            arrowRow(tr("Oversubscription"), ratio(a.oversubscription), ratio(b.oversubscription));
    if (a.planes != b.planes)
        html += arrowRow(tr("Planes"), formatInteger(a.planes), formatInteger(b.planes));
    if (p.project && p.project->info.name != p.projectNameBefore)
        html += arrowRow(tr("Project name"), p.projectNameBefore, p.project->info.name);
    if (p.project) {
        html += arrowRow(tr("GPUs"), formatInteger(p.gpusBefore), formatInteger(p.gpusAfter));
        html += arrowRow(tr("Switches"), formatInteger(p.switchesBefore),
                         formatInteger(p.switchesAfter));
        html += arrowRow(tr("Links"), formatInteger(p.linksBefore), formatInteger(p.linksAfter));
        auto money = [&p](double eur, bool complete) {
            const QString m = formatMoney(eur, p.currency);
            return complete ? m : tr("at least %1").arg(m);
        };
        html += arrowRow(tr("Network capital cost"), money(p.capexBeforeEur, p.capexBeforeComplete),
                         money(p.capexAfterEur, p.capexAfterComplete));
    }
    html += QStringLiteral("</table>");
    if (!p.project) {
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("These settings cannot be built:").toHtmlEscaped(),
                         p.error.toHtmlEscaped());
    } else {
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Hand edits dropped").toHtmlEscaped());
        html += p.droppedEdits.empty()
                    ? QStringLiteral("<p>%1</p>")
                          .arg(tr("None: the fabric is as it was generated.").toHtmlEscaped())
                    : bullets(p.droppedEdits);
        if (!p.keptEdits.empty()) {
            html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Hand edits kept").toHtmlEscaped());
            html += bullets(p.keptEdits);
        }
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Profiles, requirements, catalogue values, measurements and fabrics "
                            "drawn by hand stay as they are. Apply is one step: Undo brings "
                            "the design back.")
                             .toHtmlEscaped());
    }
    m_text->setText(html);
}

} // namespace fp
