#include "local/keyring.h"

#include <QCoreApplication>
#include <QObject>
#include <QTimer>
#include <memory>
#include <utility>

#ifdef POOLSCOPE_HAVE_KEYRING
#include <qt6keychain/keychain.h>
#endif

using namespace Qt::StringLiterals;

namespace keyring {

namespace {

const QString Service = u"poolscope"_s;

// `done` once: from the job's answer or from the timeout, whichever comes first.
Callback once(QObject *context, Callback done)
{
    auto fired = std::make_shared<bool>(false);
    auto call = std::make_shared<Callback>(std::move(done));
    Callback guarded = [fired, call](const Result &r) {
        if (std::exchange(*fired, true))
            return;
        (*call)(r);
    };
    QTimer::singleShot(TimeoutMs, context, [guarded] {
        guarded({ Outcome::Unavailable,
                  {},
                  QCoreApplication::translate("Keyring", "the keyring did not answer") });
    });
    return guarded;
}

#ifdef POOLSCOPE_HAVE_KEYRING

template<typename Job>
Job *startJob(const QString &key, QObject *context, Callback done,
              std::function<Result(Job *)> success)
{
    auto *job = new Job(Service); // deletes itself once finished
    job->setKey(key);
    job->setInsecureFallback(false);
    Callback finish = once(context, std::move(done));
    QObject::connect(job, &QKeychain::Job::finished, context,
                     [job, finish, success](QKeychain::Job *) {
                         // if/else, not a switch: QKeychain::Error is QtKeychain's
                         // (docs/architecture.md, "Exhaustive switches").
                         const QKeychain::Error error = job->error();
                         if (error == QKeychain::NoError)
                             finish(success(job));
                         else if (error == QKeychain::EntryNotFound)
                             finish({ Outcome::NotFound, {}, {} });
                         else
                             finish({ Outcome::Unavailable, {}, job->errorString() });
                     });
    return job;
}

#else

void unsupported(QObject *context, Callback done)
{
    QTimer::singleShot(0, context, [done = std::move(done)] {
        done({ Outcome::Unavailable,
               {},
               QCoreApplication::translate("Keyring", "no keyring support in this build") });
    });
}

#endif

} // namespace

bool builtIn()
{
#ifdef POOLSCOPE_HAVE_KEYRING
    return true;
#else
    return false;
#endif
}

QString profileKey(const QString &profileName, const QString &dsn)
{
    return u"profile "_s + profileName + u" ("_s + dsn + u')';
}

void read(const QString &key, QObject *context, Callback done)
{
#ifdef POOLSCOPE_HAVE_KEYRING
    using QKeychain::ReadPasswordJob;
    startJob<ReadPasswordJob>(key, context, std::move(done), [](ReadPasswordJob *job) {
        return Result { Outcome::Done, job->textData(), {} };
    })->start();
#else
    Q_UNUSED(key)
    unsupported(context, std::move(done));
#endif
}

void write(const QString &key, const QString &password, QObject *context, Callback done)
{
#ifdef POOLSCOPE_HAVE_KEYRING
    using QKeychain::WritePasswordJob;
    auto *job = startJob<WritePasswordJob>(key, context, std::move(done), [](WritePasswordJob *) {
        return Result { Outcome::Done, {}, {} };
    });
    job->setTextData(password);
    job->start();
#else
    Q_UNUSED(key)
    Q_UNUSED(password)
    unsupported(context, std::move(done));
#endif
}

void forget(const QString &key, QObject *context, Callback done)
{
#ifdef POOLSCOPE_HAVE_KEYRING
    using QKeychain::DeletePasswordJob;
    startJob<DeletePasswordJob>(key, context, std::move(done), [](DeletePasswordJob *) {
        return Result { Outcome::Done, {}, {} };
    })->start();
#else
    Q_UNUSED(key)
    unsupported(context, std::move(done));
#endif
}

} // namespace keyring
