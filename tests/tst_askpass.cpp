#include "app/askpass.h"
#include "db/sshtunnel.h"

#include <QApplication>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <functional>

using namespace Qt::StringLiterals;

// The poolscope binary as ssh's askpass program: which question a prompt is, and the dialogs
// that answer it, driven as a person would (typing, clicking) on the offscreen platform.
class tst_Askpass : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void questionOf_data();
    void questionOf();
    void invokedOnlyBySsh();
    void passphraseIsTypedHidden();
    void cancelledPassphraseIsNoAnswer();
    void hostKeyIsAcceptedOrNot();
    void noAskpassOffscreen();
};

namespace {

// Runs `act` on the modal dialog once it shows; the dialog's exec() runs the event loop.
void whenShown(const std::function<void(QWidget *)> &act)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || !dialog->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        act(dialog);
    });
    timer->start();
}

} // namespace

void tst_Askpass::questionOf_data()
{
    QTest::addColumn<QString>("prompt");
    QTest::addColumn<QString>("askpassPrompt");
    QTest::addColumn<askpass::Question>("question");
    QTest::newRow("passphrase") << u"Enter passphrase for key '/home/a/.ssh/id_ed25519': "_s
                                << QString() << askpass::Question::Secret;
    QTest::newRow("password") << u"a@bastion's password: "_s << QString()
                              << askpass::Question::Secret;
    QTest::newRow("host key")
        << u"The authenticity of host 'bastion (10.0.0.1)' can't be established.\nED25519 key "
           "fingerprint is SHA256:abc.\nAre you sure you want to continue connecting "
           "(yes/no/[fingerprint])? "_s
        << QString() << askpass::Question::HostKey;
    QTest::newRow("agent confirm")
        << u"Allow use of key a@b?"_s << u"confirm"_s << askpass::Question::Confirm;
    QTest::newRow("touch") << u"Confirm user presence for key ED25519-SK SHA256:abc"_s << u"none"_s
                           << askpass::Question::Notice;
}

void tst_Askpass::questionOf()
{
    QFETCH(QString, prompt);
    QFETCH(QString, askpassPrompt);
    QFETCH(askpass::Question, question);
    QCOMPARE(askpass::questionOf(prompt, askpassPrompt), question);
}

void tst_Askpass::invokedOnlyBySsh()
{
    qunsetenv("POOLSCOPE_ASKPASS");
    QVERIFY(!askpass::invoked(2));
    qputenv("POOLSCOPE_ASKPASS", "1");
    QVERIFY(askpass::invoked(2));
    QVERIFY(!askpass::invoked(1)); // ssh always passes its prompt
    QVERIFY(!askpass::invoked(3));
    qunsetenv("POOLSCOPE_ASKPASS");
}

void tst_Askpass::passphraseIsTypedHidden()
{
    bool hidden = false;
    QString label;
    whenShown([&](QWidget *dialog) {
        auto *input = qobject_cast<QInputDialog *>(dialog);
        QVERIFY(input);
        auto *edit = input->findChild<QLineEdit *>();
        QVERIFY(edit);
        hidden = edit->echoMode() == QLineEdit::Password;
        label = input->labelText();
        QTest::keyClicks(edit, u"correct horse"_s);
        QTest::keyClick(edit, Qt::Key_Return);
    });
    const std::optional<QString> answer
        = askpass::ask(u"Enter passphrase for key '/k': "_s, askpass::Question::Secret);
    QCOMPARE(answer, std::optional<QString>(u"correct horse"_s));
    QVERIFY(hidden);
    QVERIFY2(label.endsWith(u"Enter passphrase for key '/k':"_s), qPrintable(label));
}

void tst_Askpass::cancelledPassphraseIsNoAnswer()
{
    whenShown([](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Escape); });
    QCOMPARE(askpass::ask(u"Enter passphrase for key '/k': "_s, askpass::Question::Secret),
             std::nullopt);
}

void tst_Askpass::hostKeyIsAcceptedOrNot()
{
    const QString prompt = u"The authenticity of host 'bastion' can't be established.\nAre you "
                           "sure you want to continue connecting (yes/no/[fingerprint])? "_s;
    for (const bool accept : { true, false }) {
        whenShown([accept](QWidget *dialog) {
            auto *box = qobject_cast<QMessageBox *>(dialog);
            QVERIFY(box);
            QVERIFY(box->text().contains(u"authenticity of host 'bastion'"_s));
            // Refusing is the default: Return alone never accepts a key.
            QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
            QAbstractButton *button
                = accept ? box->buttons().constFirst() : box->button(QMessageBox::Cancel);
            if (accept) {
                for (QAbstractButton *b : box->buttons()) {
                    if (box->buttonRole(b) == QMessageBox::AcceptRole)
                        button = b;
                }
            }
            QTest::mouseClick(button, Qt::LeftButton);
        });
        QCOMPARE(askpass::ask(prompt, askpass::Question::HostKey),
                 std::optional<QString>(accept ? u"yes"_s : u"no"_s));
    }
}

void tst_Askpass::noAskpassOffscreen()
{
    // Nobody would see the dialog: ssh runs in BatchMode and fails instead of waiting.
    SshTunnel::setAskpassProgram({});
    askpass::offerToTunnels();
    QCOMPARE(SshTunnel::askpassProgram(), QString());
}

QTEST_MAIN(tst_Askpass)
#include "tst_askpass.moc"
