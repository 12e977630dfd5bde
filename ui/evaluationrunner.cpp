// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluationrunner.h"

#include "edit/document.h"
#include "text/i18n.h"

#include <QCoreApplication>
#include <QEvent>
#include <QThread>
#include <QTimer>

#include <atomic>

namespace fp {

// One evaluation in the worker: inputs copied on the UI thread before the thread
// starts (QThread::start orders them before the worker's reads), the result
// published by `done` (release in the worker, acquire on the UI thread).
struct EvaluationRunner::Job {
    quint64 revision = 0;
    QString language; // currentLanguage() when the job was made
    QLocale locale;   // the locale the figures are to be written in
    Project project;
    Catalog catalog;
    Evaluation result;
    std::atomic<bool> done{false};
};

EvaluationRunner::EvaluationRunner(ProjectDocument *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("evaluationRunner"));
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(300);
    connect(m_debounce, &QTimer::timeout, this, &EvaluationRunner::startWorker);
    m_languageDelay = new QTimer(this);
    m_languageDelay->setSingleShot(true);
    m_languageDelay->setInterval(0);
    connect(m_languageDelay, &QTimer::timeout, this, &EvaluationRunner::startWorker);

    auto changed = [this] { documentChanged(); };
    connect(m_doc, &ProjectDocument::changed, this, [this](const ChangeEvent &e) {
        if (e.kind == ChangeEvent::Kind::Objects &&
            (e.properties & ~(ChangeEvent::Position | ChangeEvent::Collapsed)) == 0)
            return; // only where things are drawn: no figure changes
        documentChanged();
    });
    connect(m_doc, &ProjectDocument::objectsAdded, this, changed);
    connect(m_doc, &ProjectDocument::objectsRemoved, this, changed);
    connect(m_doc, &ProjectDocument::projectReset, this, changed);
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this); // its LanguageChange: translators were swapped
    documentChanged();
}

EvaluationRunner::~EvaluationRunner()
{
    if (m_thread) {
        m_thread->disconnect(this);
        m_thread->wait();
        delete m_thread;
    }
}

void EvaluationRunner::setDebounceInterval(int ms)
{
    m_debounce->setInterval(ms);
}

int EvaluationRunner::debounceInterval() const
{
    return m_debounce->interval();
}

const Evaluation *EvaluationRunner::currentEvaluation() const
{
    return m_evaluation && m_evaluatedRevision == m_revision ? &*m_evaluation : nullptr;
}

void EvaluationRunner::waitForWorker()
{
    if (m_thread)
        m_thread->wait();
}

void EvaluationRunner::documentChanged()
{
    ++m_revision;
    setStale(true);
    m_debounce->start();
}

void EvaluationRunner::refreshNow()
{
    ++m_revision;
    setStale(true);
    m_debounce->stop();
    startWorker();
}

bool EvaluationRunner::eventFilter(QObject *watched, QEvent *event)
{
    // The object first: the filter sees every event of the UI thread, and reads only
    // the application's own.
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        languageChanged();
    return QObject::eventFilter(watched, event);
}

// setLanguage() swaps the translators (each swap sends this event) before it calls
// QLocale::setDefault, which Qt allows only while no other thread uses QLocale: the
// running worker is waited for here, and the next one starts from the event loop,
// after setLanguage() has returned. Several swaps make one evaluation.
void EvaluationRunner::languageChanged()
{
    waitForWorker();
    ++m_revision;
    setStale(true);
    m_debounce->stop();
    m_languageDelay->start();
}

void EvaluationRunner::startWorker()
{
    if (m_thread) {
        m_restartWhenDone = true; // one at a time; the newest state follows
        return;
    }
    auto job = std::make_shared<Job>();
    job->revision = m_revision;
    job->language = currentLanguage();
    job->locale = QLocale();
    job->project = m_doc->project();
    job->catalog = m_doc->catalog();
    ++m_started;
    m_thread = QThread::create([job] {
        // The analyses format with job->locale, read on the GUI thread that sets the
        // default; the runner also never lets the default change while a worker runs
        // (languageChanged()).
        job->result = evaluate(job->project, job->catalog, EvaluationOptions{job->locale, nullptr});
        job->done.store(true, std::memory_order_release);
    });
    m_thread->setObjectName(QStringLiteral("fp-evaluate"));
    connect(m_thread, &QThread::finished, this, [this, job] { workerFinished(job); });
    m_thread->start(QThread::LowPriority);
}

void EvaluationRunner::workerFinished(const std::shared_ptr<Job> &job)
{
    m_thread->deleteLater();
    m_thread = nullptr;
    const bool finished = job->done.load(std::memory_order_acquire);
    const bool current = finished && job->revision == m_revision &&
                         job->language == currentLanguage() && job->locale == QLocale();
    if (current) {
        m_evaluation = std::move(job->result);
        m_evaluatedRevision = job->revision;
        setStale(false);
        emit evaluationChanged();
    } else {
        ++m_dropped;
    }
    // An outdated result is dropped; start the newest state if no timer will.
    if (m_restartWhenDone ||
        (!current && !m_debounce->isActive() && !m_languageDelay->isActive())) {
        m_restartWhenDone = false;
        startWorker();
    }
}

void EvaluationRunner::setStale(bool stale)
{
    const bool was = m_stale;
    m_stale = stale;
    if (was != stale)
        emit staleChanged(stale);
}

} // namespace fp
