#include "app/cli/commands.h"
#include "core/operatoraction.h"
#include "core/statenames.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

// The table of operator actions (core/operatoraction.h) holds what a typo used to break
// silently: the names buttons, menus, the journal and the command line use for each action.
class tst_OperatorAction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyEnumeratorIsListed();
    void keysNameOneActionEach();
    void menuEntriesHaveAKeyAndALabel();
    void journalNamesKeepTheirStoredSpelling();
    void cliVerbsAreCommands();
};

void tst_OperatorAction::everyEnumeratorIsListed()
{
    // AllOperatorActions is made from isOperatorAction's switch: contiguous from 0.
    QCOMPARE(AllOperatorActions.size(), std::size_t(OperatorAction::AckAlert) + 1);
    for (std::size_t i = 0; i < AllOperatorActions.size(); ++i)
        QCOMPARE(int(AllOperatorActions[i]), int(i));
    QVERIFY(!isOperatorAction(int(AllOperatorActions.size())));
}

void tst_OperatorAction::keysNameOneActionEach()
{
    QSet<QString> keys;
    for (const OperatorAction a : AllOperatorActions) {
        const QString key = operatoraction::key(a);
        QVERIFY2(!key.isEmpty(), qPrintable(QString::number(int(a))));
        QVERIFY2(!keys.contains(key), qPrintable(key));
        keys.insert(key);
        QCOMPARE(operatoraction::fromKey(key), std::optional(a));
        QVERIFY2(!operatoraction::label(a).isEmpty(), qPrintable(key));
    }
    QCOMPARE(operatoraction::fromKey(u"replayy"), std::nullopt);
}

void tst_OperatorAction::menuEntriesHaveAKeyAndALabel()
{
    QSet<QString> names;
    for (const OperatorAction a : AllOperatorActions) {
        const OperatorActionInfo info = operatoraction::info(a);
        if (info.menuName.isEmpty()) {
            QVERIFY(info.shortcut == QKeyCombination());
            continue;
        }
        QVERIFY2(info.shortcut != QKeyCombination(), qPrintable(QString(info.menuName)));
        QVERIFY2(!names.contains(info.menuName), qPrintable(QString(info.menuName)));
        names.insert(info.menuName);
    }
    // Stored in the operators' shortcut habits and the tests' findChild: the same as before.
    QCOMPARE(names,
             (QSet<QString> { u"replaySelected"_s, u"releaseSelected"_s, u"ackSelected"_s }));
}

void tst_OperatorAction::journalNamesKeepTheirStoredSpelling()
{
    // The journal and poolscope_audit hold these: a respelt name would orphan the rows already
    // written (and the lookup's ack attribution, which matches on it).
    const QSet<QString> stored { u"replay"_s, u"release_task_lease"_s, u"release_sink_lease"_s,
                                 u"terminate_sink_session"_s, u"ack_alarm_deliveries"_s };
    QSet<QString> known; // the codes statenames has words for
    for (const statenames::Code &c : statenames::allCodes())
        known.insert(c.code);
    QSet<QString> used;
    for (const OperatorAction a : AllOperatorActions) {
        const QString name = operatoraction::journalName(a);
        QVERIFY2(stored.contains(name), qPrintable(name));
        // Every recorded action has words for people (statenames::actionName).
        QVERIFY2(known.contains(name), qPrintable(name));
        used.insert(name);
    }
    QCOMPARE(used, stored);
}

void tst_OperatorAction::cliVerbsAreCommands()
{
    for (const OperatorAction a : AllOperatorActions) {
        const QString verb = operatoraction::cliVerb(a);
        if (!verb.isEmpty())
            QVERIFY2(findCliCommand(verb), qPrintable(verb));
    }
    // Scripts call these.
    QCOMPARE(operatoraction::cliVerb(OperatorAction::ReplayTasks), u"replay"_s);
    QCOMPARE(operatoraction::cliVerb(OperatorAction::ReleaseTaskLease), u"release"_s);
    QCOMPARE(operatoraction::cliVerb(OperatorAction::AckSelected), u"ack"_s);
}

QTEST_GUILESS_MAIN(tst_OperatorAction)
#include "tst_operatoraction.moc"
