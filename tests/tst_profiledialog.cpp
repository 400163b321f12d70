#include "views/profiledialog.h"
#include "views/tlsfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// The profile editor on the offscreen platform: typing, refusing a password, importing the
// service file libpq would read, and what it hands back.
class tst_ProfileDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void addTypeAndSave();
    void aPasswordIsRefusedUntilRemoved();
    void reachFieldsAndTlsEditTheProfile();
    void importFromTheServiceFile();
    void removeAndConnect();

private:
    QTemporaryDir m_dir;
};

void tst_ProfileDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The service files libpq reads: ours only (the system one points at an empty directory).
    QFile f(m_dir.filePath(u"pg_service.conf"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[prod]\nhost=db.prod\ndbname=app\nuser=support\npassword=svc-Secret-17\n\n[staging]"
            "\nhost=db.stg\n");
    f.close();
    qputenv("PGSERVICEFILE", f.fileName().toUtf8());
    qputenv("PGSYSCONFDIR", m_dir.filePath(u"none"_s).toUtf8());
}

void tst_ProfileDialog::addTypeAndSave()
{
    ProfileDialog dialog({}, QString());
    dialog.show();
    QVERIFY(!dialog.connectButton()->isEnabled()); // nothing to connect to yet
    dialog.addProfile();
    QCOMPARE(dialog.list()->count(), 1);
    dialog.nameEdit()->clear();
    QTest::keyClicks(dialog.nameEdit(), u"production"_s);
    QTest::keyClicks(dialog.dsnEdit(), u"host=db.prod dbname=app"_s);
    QTest::keyClicks(dialog.readDsnEdit(), u"host=replica.prod dbname=app"_s);
    QTest::keyClicks(dialog.operatorEdit(), u"42x"_s); // the validator keeps digits only
    dialog.productionBox()->setChecked(true);
    dialog.setBandColour(QColor(0x80, 0x00, 0x80));
    QVERIFY2(dialog.problemText().isEmpty(), qPrintable(dialog.problemText()));
    QVERIFY(dialog.saveButton()->isEnabled());
    QCOMPARE(dialog.list()->item(0)->text(), u"production (production)"_s);
    QTest::mouseClick(dialog.saveButton(), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(dialog.chosen().isEmpty());

    const QList<Profile> list = dialog.profiles();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list[0].name, u"production"_s);
    QCOMPARE(list[0].dsn, u"host=db.prod dbname=app"_s);
    QCOMPARE(list[0].readDsn, u"host=replica.prod dbname=app"_s);
    QCOMPARE(list[0].operatorId, std::optional<qint64>(42));
    QVERIFY(list[0].production);
    QCOMPARE(list[0].bandColor, QColor(0x80, 0x00, 0x80));
}

// The tunnel and the command are the profile's own fields; the TLS fields are a view of the
// connection string, which stays the one place they live.
void tst_ProfileDialog::reachFieldsAndTlsEditTheProfile()
{
    ProfileDialog dialog({}, QString());
    dialog.show();
    dialog.addProfile();
    QTest::keyClicks(dialog.dsnEdit(), u"host=db.internal dbname=app sslmode=require"_s);
    QCOMPARE(dialog.tlsFields()->modeBox()->currentData().toString(), u"require"_s);
    dialog.tlsFields()->modeBox()->setCurrentIndex(
        dialog.tlsFields()->modeBox()->findData(u"verify-full"_s));
    QTest::keyClicks(dialog.tlsFields()->rootCertEdit(), u"/etc/ssl/prod-ca.crt"_s);
    QTest::keyClicks(dialog.tlsFields()->certEdit(), u"/home/me/.postgresql/me.crt"_s);
    QTest::keyClicks(dialog.tlsFields()->keyEdit(), u"/home/me/.postgresql/me.key"_s);
    QTest::keyClicks(dialog.sshEdit(), u"ops@bastion"_s);
    QTest::keyClicks(dialog.passwordCommandEdit(), u"vault read -field=password db/creds/ro"_s);
    QVERIFY2(dialog.problemText().isEmpty(), qPrintable(dialog.problemText()));
    Profile p = dialog.profiles().constFirst();
    QCOMPARE(p.sshDestination, u"ops@bastion"_s);
    QCOMPARE(p.passwordCommand, u"vault read -field=password db/creds/ro"_s);
    for (const QString &setting :
         { u"sslmode=verify-full"_s, u"sslrootcert=/etc/ssl/prod-ca.crt"_s,
           u"sslcert=/home/me/.postgresql/me.crt"_s, u"sslkey=/home/me/.postgresql/me.key"_s,
           u"host=db.internal"_s, u"dbname=app"_s })
        QVERIFY2(p.dsn.contains(setting), qPrintable(p.dsn));
    QCOMPARE(dialog.dsnEdit()->text(), p.dsn);
    // Cleared, a setting leaves the string; the mode left to libpq is no setting at all.
    dialog.tlsFields()->keyEdit()->clear();
    dialog.tlsFields()->modeBox()->setCurrentIndex(0);
    p = dialog.profiles().constFirst();
    QVERIFY2(!p.dsn.contains(u"sslkey"_s) && !p.dsn.contains(u"sslmode"_s), qPrintable(p.dsn));
    // A destination ssh would read as an option keeps the profile from being saved.
    dialog.sshEdit()->setText(u"-oProxyCommand=id"_s);
    QVERIFY(!dialog.saveButton()->isEnabled());
    QVERIFY(dialog.problemText().contains(u"-oProxyCommand=id"_s));
}

void tst_ProfileDialog::aPasswordIsRefusedUntilRemoved()
{
    Profile p;
    p.name = u"prod"_s;
    ProfileDialog dialog({ p }, u"prod"_s);
    dialog.show();
    QVERIFY(!dialog.stripButton()->isVisible());
    dialog.dsnEdit()->setText(u"postgresql://support:hunter2@db.prod/app"_s);
    QVERIFY(dialog.problemText().contains(u"holds a password"_s));
    QVERIFY(!dialog.problemText().contains(u"hunter2"_s));
    QVERIFY(!dialog.saveButton()->isEnabled());
    QVERIFY(!dialog.connectButton()->isEnabled());
    QVERIFY(dialog.stripButton()->isVisible());

    QTest::mouseClick(dialog.stripButton(), Qt::LeftButton);
    QCOMPARE(dialog.dsnEdit()->text(), u"host=db.prod dbname=app user=support"_s);
    QVERIFY(dialog.problemText().isEmpty());
    QVERIFY(dialog.saveButton()->isEnabled());
    QVERIFY(!dialog.stripButton()->isVisible());
    QCOMPARE(dialog.profiles().first().dsn, u"host=db.prod dbname=app user=support"_s);
}

void tst_ProfileDialog::importFromTheServiceFile()
{
    Profile mine;
    mine.name = u"staging"_s;
    mine.dsn = u"host=my.staging"_s;
    ProfileDialog dialog({ mine }, QString());
    dialog.show();
    dialog.importServices();
    const QList<Profile> list = dialog.profiles();
    QCOMPARE(list.size(), 2);
    QCOMPARE(list[0].dsn, u"host=my.staging"_s); // the operator's own profile is kept
    QCOMPARE(list[1].name, u"prod"_s);
    QCOMPARE(list[1].dsn, u"host=db.prod dbname=app user=support"_s);
    QCOMPARE(dialog.list()->currentRow(), 1); // the first imported one is shown
    QCOMPARE(dialog.dsnEdit()->text(), list[1].dsn);
    const QString notes = dialog.notesText();
    QVERIFY(notes.contains(u"1 profile(s) imported"_s));
    QVERIFY(notes.contains(u"\"prod\": its password was left out"_s));
    QVERIFY(notes.contains(u"\"staging\": a profile of that name exists"_s));
    QVERIFY(!notes.contains(u"svc-Secret-17"_s));
    QVERIFY(dialog.saveButton()->isEnabled());
    // For docs/screenshots (POOLSCOPE_SHOT_DIR=docs/screenshots): the editor after an import.
    if (const QString dir = qEnvironmentVariable("POOLSCOPE_SHOT_DIR"); !dir.isEmpty())
        QVERIFY(dialog.grab().save(dir + u"/profiles-dialog.png"_s));
}

void tst_ProfileDialog::removeAndConnect()
{
    Profile a;
    a.name = u"a"_s;
    Profile b;
    b.name = u"b"_s;
    b.dsn = u"host=b"_s;
    ProfileDialog dialog({ a, b }, u"a"_s);
    dialog.show();
    QCOMPARE(dialog.nameEdit()->text(), u"a"_s);
    dialog.removeCurrent();
    QCOMPARE(dialog.profiles().size(), 1);
    QCOMPARE(dialog.nameEdit()->text(), u"b"_s);
    // Two of one name cannot be kept.
    dialog.addProfile();
    dialog.nameEdit()->setText(u"b"_s);
    QVERIFY(dialog.problemText().contains(u"Two profiles are named \"b\""_s));
    QVERIFY(!dialog.saveButton()->isEnabled());
    dialog.removeCurrent();
    QVERIFY(dialog.connectButton()->isEnabled());
    QTest::mouseClick(dialog.connectButton(), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.chosen(), u"b"_s);
}

QTEST_MAIN(tst_ProfileDialog)
#include "tst_profiledialog.moc"
