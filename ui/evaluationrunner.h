// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation of the open document, kept beside the document by the main window
// rather than inside a dock: the analysis dock, the issues list and the PDF export
// all read the one result here (currentEvaluation()) and follow its signals.
//
// It follows the document without blocking the UI: edits are debounced (300 ms by
// default), evaluate() runs on a copy of the project and catalog in a worker
// thread, at most one at a time; while a newer computation is due the result is
// stale, and a result that is older than the document when it arrives is thrown
// away. The analyses write translated, locale-formatted text as they compute, so a
// job carries the language and locale it was started in; a result in another
// language than the current one is thrown away too, and a language change (the
// application's QEvent::LanguageChange) evaluates again.
//
// Threads: a job's inputs are copied on the UI thread before the worker starts;
// the worker touches only its job and publishes the result with a release store
// that the UI thread reads with an acquire load after QThread::finished, so the
// hand-over is visible to ThreadSanitizer (Qt's own locks are not instrumented).
// The runner waits for its worker when destroyed.
#pragma once

#include "analysis/evaluation.h"

#include <QLocale>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QThread;
class QTimer;

namespace fp {

class ProjectDocument;

class EvaluationRunner : public QObject
{
    Q_OBJECT

public:
    explicit EvaluationRunner(ProjectDocument *doc, QObject *parent = nullptr);
    ~EvaluationRunner() override;

    ProjectDocument *document() const { return m_doc; }
    // The newest result (nullptr before the first); it may be stale.
    const Evaluation *evaluation() const { return m_evaluation ? &*m_evaluation : nullptr; }
    // The result when it is of the document as it is now, in the current language;
    // else nullptr.
    const Evaluation *currentEvaluation() const;
    // True while the result is older than the document (an update is due or running).
    bool isStale() const { return m_stale; }
    // Bumped by every change of the document (and by refreshNow()).
    quint64 revision() const { return m_revision; }
    // The revision the result was computed for (0 before the first).
    quint64 evaluatedRevision() const { return m_evaluatedRevision; }
    // How many evaluations were started and how many results were thrown away as
    // stale since construction (for tests and diagnostics).
    int evaluationsStarted() const { return m_started; }
    int resultsDropped() const { return m_dropped; }
    // Edits within this many milliseconds make one evaluation (default 300).
    void setDebounceInterval(int ms);
    int debounceInterval() const;
    // Blocks until the running evaluation, if any, has finished; its result is taken
    // (or dropped) as usual on the next turn of the event loop. Call before
    // setLanguage(), which changes the default locale the analyses read.
    void waitForWorker();

public slots:
    // Starts an evaluation now (no debounce).
    void refreshNow();

signals:
    // A new result is in and current (the document has not changed since).
    void evaluationChanged();
    // The result became stale (true) or current again (false).
    void staleChanged(bool stale);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Job;

    void documentChanged();
    void languageChanged();
    void startWorker();
    void workerFinished(const std::shared_ptr<Job> &job);
    void setStale(bool stale);

    ProjectDocument *m_doc = nullptr;
    QTimer *m_debounce = nullptr;
    QTimer *m_languageDelay = nullptr; // one evaluation per language switch
    QThread *m_thread = nullptr;
    bool m_restartWhenDone = false;
    quint64 m_revision = 0;
    quint64 m_evaluatedRevision = 0;
    bool m_stale = true;
    int m_started = 0;
    int m_dropped = 0;
    std::optional<Evaluation> m_evaluation;
};

} // namespace fp
