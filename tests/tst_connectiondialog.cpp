#include "views/connectiondialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

// The connection dialog on the offscreen platform, with a service file and PG* variables of
// the test's own: what a user sees, types and gets back.
class tst_ConnectionDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void invalidStringDisablesConnectAndSaysWhy();
    void validUriEnablesConnect();
    void emptyStringIsValid();
    void pickingAServiceFillsTheString();
    void typingAServiceSelectsIt();
    void unknownServiceWarnsButAllows();
    void environmentDefaultsAreListed();
    void secretsNeverAppearInAnyWidget();
    void currentPasswordIsLeftOut();
    void enterAcceptsWhenValidEscapeCancels();
    void askPasswordReturnsWhatWasTyped();
    void askPasswordCancelledIsNullopt();
    void askPassphraseNamesTheKey();
    void askPasswordOffersToRemember();

private:
    QTemporaryDir m_dir;
};

namespace {

constexpr auto EnvSecret = "env-Secret-42"_L1;
constexpr auto ServiceSecret = "svc-Secret-17"_L1;
constexpr auto DsnSecret = "dsn-Secret-99"_L1;

const char *const Variables[] = { "PGSERVICEFILE", "PGSYSCONFDIR", "PGPASSWORD", "PGHOST",
                                  "PGUSER",        "PGSERVICE",    "PGSSLMODE" };

QStringList texts(const QWidget *root)
{
    QStringList out;
    auto add = [&](const QWidget *w) {
        out << w->toolTip() << w->accessibleName() << w->accessibleDescription() << w->whatsThis()
            << w->windowTitle() << w->statusTip();
        if (auto *l = qobject_cast<const QLabel *>(w))
            out << l->text();
        if (auto *e = qobject_cast<const QLineEdit *>(w))
            out << e->text() << e->displayText() << e->placeholderText();
        if (auto *b = qobject_cast<const QAbstractButton *>(w))
            out << b->text();
        if (auto *g = qobject_cast<const QGroupBox *>(w))
            out << g->title();
        if (auto *t = qobject_cast<const QTreeWidget *>(w)) {
            for (int i = 0; i < t->topLevelItemCount(); ++i) {
                for (int c = 0; c < t->columnCount(); ++c)
                    out << t->topLevelItem(i)->text(c) << t->topLevelItem(i)->toolTip(c);
            }
        }
    };
    add(root);
    for (const QWidget *w : root->findChildren<QWidget *>())
        add(w);
    return out;
}

QTreeWidgetItem *itemNamed(QTreeWidget *list, const QString &name)
{
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        if (list->topLevelItem(i)->text(0) == name)
            return list->topLevelItem(i);
    }
    return nullptr;
}

// Runs `answer` on the password dialog once askPassword() has opened it.
void whenModalOpens(const std::function<void(QWidget *)> &answer)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [timer, answer] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            timer->stop();
            timer->deleteLater();
            answer(modal);
        }
    });
    timer->start();
}

} // namespace

void tst_ConnectionDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString file = m_dir.filePath(u"services.conf"_s);
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[prod]\nhost=db.prod.example\nport=5432\ndbname=app\nuser=support\npassword=");
    f.write(QByteArray(ServiceSecret.data(), ServiceSecret.size()));
    f.write("\n\n[staging area]\nhost=db.stg.example\n\n[broken]\nnoequals\n");
    f.close();
    qputenv("PGSERVICEFILE", file.toUtf8());
    qputenv("PGSYSCONFDIR", m_dir.filePath(u"nowhere"_s).toUtf8());
    qputenv("PGPASSWORD", QByteArray(EnvSecret.data(), EnvSecret.size()));
    qputenv("PGHOST", "env-host.example");
    qputenv("PGUSER", "env-user");
    qputenv("PGSSLMODE", "verify-full");
    qunsetenv("PGSERVICE");
}

void tst_ConnectionDialog::cleanupTestCase()
{
    for (const char *name : Variables)
        qunsetenv(name);
}

void tst_ConnectionDialog::invalidStringDisablesConnectAndSaysWhy()
{
    ConnectionDialog dialog { QString() };
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.okButton()->isEnabled());
    QTest::keyClicks(dialog.dsnEdit(), u"host='db"_s);
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY2(dialog.errorText().contains(u"unterminated quoted string"_s),
             qPrintable(dialog.errorText()));
    const auto labels = dialog.findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](QLabel *l) {
        return l->isVisible() && l->text().contains(u"unterminated quoted string"_s);
    }));

    dialog.dsnEdit()->clear();
    QTest::keyClicks(dialog.dsnEdit(), u"hots=db"_s);
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(dialog.errorText().contains(u"hots"_s));
}

void tst_ConnectionDialog::validUriEnablesConnect()
{
    ConnectionDialog dialog { QString() };
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClicks(dialog.dsnEdit(), u"host='db"_s);
    QVERIFY(!dialog.okButton()->isEnabled());
    dialog.dsnEdit()->selectAll();
    QTest::keyClicks(dialog.dsnEdit(),
                     u"postgresql://support@db.example:5433/app?sslmode=verify-full"_s);
    QVERIFY(dialog.okButton()->isEnabled());
    QCOMPARE(dialog.errorText(), QString());
    QCOMPARE(dialog.dsn(), u"postgresql://support@db.example:5433/app?sslmode=verify-full"_s);
}

void tst_ConnectionDialog::emptyStringIsValid()
{
    ConnectionDialog dialog { QString() };
    QVERIFY(dialog.okButton()->isEnabled());
    QCOMPARE(dialog.dsn(), QString());
}

void tst_ConnectionDialog::pickingAServiceFillsTheString()
{
    ConnectionDialog dialog(u"host=elsewhere"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTreeWidget *list = dialog.serviceList();
    QCOMPARE(list->topLevelItemCount(), 3);
    QTreeWidgetItem *prod = itemNamed(list, u"prod"_s);
    QVERIFY(prod);
    QCOMPARE(prod->text(1),
             u"host=db.prod.example port=5432 dbname=app user=support password=********"_s);
    QVERIFY(prod->toolTip(0).contains(m_dir.filePath(u"services.conf"_s)));

    const QRect rect = list->visualItemRect(prod);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(dialog.dsnEdit()->text(), u"service=prod"_s);
    QCOMPARE(dialog.dsn(), u"service=prod"_s);
    QVERIFY(dialog.okButton()->isEnabled());

    // A name with a space is quoted the way libpq reads it; the keyboard works too.
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(list->currentItem()->text(0), u"staging area"_s);
    QCOMPARE(dialog.dsn(), u"service='staging area'"_s);
    QVERIFY(dialog.okButton()->isEnabled());
}

void tst_ConnectionDialog::typingAServiceSelectsIt()
{
    ConnectionDialog dialog(u"service=prod"_s);
    QTreeWidget *list = dialog.serviceList();
    QCOMPARE(list->selectedItems().size(), 1);
    QCOMPARE(list->selectedItems().first()->text(0), u"prod"_s);
    dialog.dsnEdit()->setText(u"service=prod dbname=other"_s);
    QVERIFY(list->selectedItems().isEmpty());
    QCOMPARE(dialog.dsn(), u"service=prod dbname=other"_s); // typing is never overwritten
}

void tst_ConnectionDialog::unknownServiceWarnsButAllows()
{
    ConnectionDialog dialog(u"service=nosuch"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.okButton()->isEnabled());
    const auto labels = dialog.findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](QLabel *l) {
        return l->isVisible() && l->text().contains(u"No service named \"nosuch\""_s);
    }));
    // The broken section's problem is reported with its line, never its content.
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(),
                        [](QLabel *l) { return l->text().contains(u"services.conf:12:"_s); }));
}

void tst_ConnectionDialog::environmentDefaultsAreListed()
{
    ConnectionDialog dialog { QString() };
    const QStringList all = texts(&dialog);
    QVERIFY(all.contains(u"env-host.example"_s));
    QVERIFY(all.contains(u"env-user"_s));
    QVERIFY(all.contains(u"verify-full"_s));
    QVERIFY(all.contains(u"(set)"_s));
    QVERIFY(all.contains(u"PGPASSWORD"_s));
}

void tst_ConnectionDialog::secretsNeverAppearInAnyWidget()
{
    ConnectionDialog dialog(u"service=prod"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // Walk it in every state a user can reach: each service picked, then a typed string.
    QTreeWidget *list = dialog.serviceList();
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        list->setCurrentItem(list->topLevelItem(i));
        for (const QString &text : texts(&dialog)) {
            QVERIFY2(!text.contains(EnvSecret), qPrintable(text));
            QVERIFY2(!text.contains(ServiceSecret), qPrintable(text));
        }
    }
    QCOMPARE(dialog.dsn().contains(u"password"_s), false);
}

void tst_ConnectionDialog::currentPasswordIsLeftOut()
{
    const QStringList currents {
        u"host=db user=u password="_s + DsnSecret + u" dbname=app"_s,
        u"postgresql://u:"_s + DsnSecret + u"@db/app?sslmode=require"_s,
        u"host='db password="_s + DsnSecret, // unparsable: shown not at all
        u"host=db sslkey=/k.pem sslpassword='"_s + DsnSecret + u" x\\' y' user=u"_s,
    };
    for (const QString &current : currents) {
        ConnectionDialog dialog(current);
        for (const QString &text : texts(&dialog))
            QVERIFY2(!text.contains(DsnSecret), qPrintable(text));
        QVERIFY(!dialog.dsn().contains(DsnSecret));
    }
    ConnectionDialog dialog(u"postgresql://u:"_s + DsnSecret + u"@db/app?sslmode=require"_s);
    QCOMPARE(dialog.dsn(), u"host=db dbname=app user=u sslmode=require"_s);
    QVERIFY(dialog.okButton()->isEnabled());
    ConnectionDialog keyed(u"host='db 1' sslpassword='"_s + DsnSecret + u" x\\' y' user=u"_s);
    QCOMPARE(keyed.dsn(), u"host='db 1' user=u"_s);
    // Without a secret, the string is offered as it was written, a URI as a URI.
    ConnectionDialog uri(u"postgresql://u@db/app?sslmode=require"_s);
    QCOMPARE(uri.dsn(), u"postgresql://u@db/app?sslmode=require"_s);
    QVERIFY(!texts(&uri).join(u'\n').contains(u"is not shown"_s));
    QVERIFY(texts(&dialog).join(u'\n').contains(u"is not shown"_s));
    // One libpq cannot parse cannot be judged by libpq's rule: none of it is offered. (The
    // console never has such a current string: it refuses one before connecting.)
    ConnectionDialog unparsable(u"host='db"_s);
    QCOMPARE(unparsable.dsn(), QString());
    QVERIFY(unparsable.okButton()->isEnabled());
}

void tst_ConnectionDialog::enterAcceptsWhenValidEscapeCancels()
{
    {
        ConnectionDialog dialog { QString() };
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.dsnEdit()->setFocus();
        QTest::keyClicks(dialog.dsnEdit(), u"host='db"_s);
        QTest::keyClick(dialog.dsnEdit(), Qt::Key_Return);
        QVERIFY(dialog.isVisible()); // invalid: Enter does nothing
        QTest::keyClick(dialog.dsnEdit(), Qt::Key_Backspace);
        QTest::keyClick(dialog.dsnEdit(), Qt::Key_Backspace);
        QTest::keyClick(dialog.dsnEdit(), Qt::Key_Backspace);
        QTest::keyClicks(dialog.dsnEdit(), u"db"_s);
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        QTest::keyClick(dialog.dsnEdit(), Qt::Key_Return);
        QCOMPARE(accepted.size(), 1);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.dsn(), u"host=db"_s);
    }
    {
        ConnectionDialog dialog { QString() };
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Enter on a service in the list connects to it.
        dialog.serviceList()->setFocus();
        QTest::keyClick(dialog.serviceList(), Qt::Key_Home);
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        QTest::keyClick(dialog.serviceList(), Qt::Key_Return);
        QCOMPARE(accepted.size(), 1);
        QCOMPARE(dialog.dsn(), u"service=prod"_s);
    }
    {
        ConnectionDialog dialog(u"host=db"_s);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSignalSpy rejected(&dialog, &QDialog::rejected);
        QTest::keyClick(dialog.dsnEdit(), Qt::Key_Escape);
        QCOMPARE(rejected.size(), 1);
    }
}

void tst_ConnectionDialog::askPasswordReturnsWhatWasTyped()
{
    bool masked = false;
    QString shownTarget;
    whenModalOpens([&](QWidget *modal) {
        auto *edit = modal->findChild<QLineEdit *>();
        masked = edit && edit->echoMode() == QLineEdit::Password;
        for (QLabel *l : modal->findChildren<QLabel *>())
            shownTarget += l->text() + u'\n';
        QTest::keyClicks(edit, u"pa ss"_s);
        QTest::keyClick(edit, Qt::Key_Return);
    });
    const auto answer = askPassword(
        nullptr, { u"host=db dbname=app"_s, u"support"_s, false, QString(), false, QString() });
    QVERIFY(answer.has_value());
    QCOMPARE(answer->password, u"pa ss"_s);
    QVERIFY(!answer->remember);
    QVERIFY(masked);
    QVERIFY(shownTarget.contains(u"host=db dbname=app"_s));
    QVERIFY(shownTarget.contains(u"support"_s));
}

void tst_ConnectionDialog::askPasswordCancelledIsNullopt()
{
    whenModalOpens([](QWidget *modal) {
        QTest::keyClicks(modal->findChild<QLineEdit *>(), u"typed"_s);
        QTest::keyClick(modal, Qt::Key_Escape);
    });
    QVERIFY(!askPassword(nullptr, { u"host=db"_s, QString(), false, QString(), false, QString() })
                 .has_value());
}

// The client key's passphrase is asked in its own words, naming the key's file.
void tst_ConnectionDialog::askPassphraseNamesTheKey()
{
    QString title;
    QString texts;
    whenModalOpens([&](QWidget *modal) {
        title = modal->windowTitle();
        for (QLabel *l : modal->findChildren<QLabel *>())
            texts += l->text() + u'\n';
        auto *edit = modal->findChild<QLineEdit *>();
        QTest::keyClicks(edit, u"open sesame"_s);
        QTest::keyClick(edit, Qt::Key_Return);
    });
    PasswordRequest request;
    request.target = u"host=db sslmode=verify-full"_s;
    request.keyPassphrase = true;
    request.keyFile = u"/home/me/.postgresql/me.key"_s;
    const auto answer = askPassword(nullptr, request);
    QVERIFY(answer.has_value());
    QCOMPARE(answer->password, u"open sesame"_s);
    QCOMPARE(title, u"Key passphrase needed"_s);
    QVERIFY2(texts.contains(u"The client key /home/me/.postgresql/me.key is encrypted"_s),
             qPrintable(texts));
    QVERIFY2(!texts.contains(u"asks for a password"_s), qPrintable(texts));
}

void tst_ConnectionDialog::askPasswordOffersToRemember()
{
    // Not offered: no box, and the dialog says the password is not stored.
    bool boxShown = true;
    QString texts;
    whenModalOpens([&](QWidget *modal) {
        boxShown = modal->findChild<QCheckBox *>()->isVisibleTo(modal);
        for (QLabel *l : modal->findChildren<QLabel *>())
            texts += l->text() + u'\n';
        QTest::keyClick(modal->findChild<QLineEdit *>(), Qt::Key_Return);
    });
    PasswordRequest request {
        u"host=db"_s, u"support"_s,
        false,        u"The password cannot be remembered: no keyring service (x)."_s,
        false,        QString()
    };
    QVERIFY(askPassword(nullptr, request).has_value());
    QVERIFY(!boxShown);
    QVERIFY2(texts.contains(u"no keyring service (x)"_s), qPrintable(texts));

    // Offered: shown, unticked; ticked, the answer says so.
    bool unticked = false;
    whenModalOpens([&](QWidget *modal) {
        auto *box = modal->findChild<QCheckBox *>();
        boxShown = box->isVisibleTo(modal);
        unticked = !box->isChecked();
        box->setChecked(true);
        QTest::keyClicks(modal->findChild<QLineEdit *>(), u"pw"_s);
        QTest::keyClick(modal->findChild<QLineEdit *>(), Qt::Key_Return);
    });
    request.offerRemember = true;
    request.note.clear();
    const auto answer = askPassword(nullptr, request);
    QVERIFY(answer.has_value());
    QVERIFY(boxShown && unticked);
    QCOMPARE(answer->password, u"pw"_s);
    QVERIFY(answer->remember);
}

QTEST_MAIN(tst_ConnectionDialog)
#include "tst_connectiondialog.moc"
