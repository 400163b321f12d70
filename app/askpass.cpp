#include "app/askpass.h"

#include "db/sshtunnel.h"
#include "views/theme.h"
#include "views/uilanguage.h"

#include <QApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

struct Askpass
{
    Q_DECLARE_TR_FUNCTIONS(Askpass) // the questions ssh asks through the console
};

QString title()
{
    return Askpass::tr("PoolScope: SSH");
}

} // namespace

namespace askpass {

Question questionOf(const QString &prompt, const QString &askpassPrompt)
{
    if (askpassPrompt == "confirm"_L1)
        return Question::Confirm;
    if (askpassPrompt == "none"_L1)
        return Question::Notice;
    // ssh's host key question; OpenSSH is not translated, so its English is matched.
    if (prompt.contains("(yes/no"_L1))
        return Question::HostKey;
    return Question::Secret;
}

bool invoked(int argc)
{
    return argc == 2 && qEnvironmentVariable("POOLSCOPE_ASKPASS") == "1"_L1;
}

std::optional<QString> ask(const QString &prompt, Question question)
{
    switch (question) {
    case Question::Secret: {
        QInputDialog dialog;
        dialog.setWindowTitle(title());
        dialog.setLabelText(Askpass::tr("ssh asks, for the tunnel to the database:") + u"\n\n"_s
                            + prompt.trimmed());
        dialog.setTextEchoMode(QLineEdit::Password);
        dialog.setInputMethodHints(Qt::ImhSensitiveData | Qt::ImhNoPredictiveText);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return dialog.textValue();
    }
    case Question::HostKey: {
        QMessageBox box(QMessageBox::Question, title(), prompt.trimmed());
        box.setInformativeText(
            Askpass::tr("Accept the key only if its fingerprint is the one the server's "
                        "administrator gave you: ssh then adds it to known_hosts."));
        QPushButton *accept = box.addButton(Askpass::tr("Accept the key"), QMessageBox::AcceptRole);
        QPushButton *refuse = box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(refuse);
        box.exec();
        return box.clickedButton() == accept ? u"yes"_s : u"no"_s;
    }
    case Question::Confirm: {
        QMessageBox box(QMessageBox::Question, title(), prompt.trimmed(),
                        QMessageBox::Yes | QMessageBox::No);
        box.setDefaultButton(QMessageBox::No);
        if (box.exec() != QMessageBox::Yes)
            return std::nullopt;
        return QString();
    }
    case Question::Notice: {
        QMessageBox box(QMessageBox::Information, title(), prompt.trimmed(), QMessageBox::Ok);
        box.exec();
        return QString();
    }
    }
    return std::nullopt;
}

int run(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"PoolScope"_s);
    QApplication::setOrganizationName(u"PoolScope"_s);
    QApplication::setDesktopFileName(u"io.github.poolscope.PoolScope"_s);
    theme::apply(theme::saved());
    uilanguage::install(QString());
    const QString prompt = QString::fromLocal8Bit(argv[1]);
    const Question question = questionOf(prompt, qEnvironmentVariable("SSH_ASKPASS_PROMPT"));
    const std::optional<QString> answer = ask(prompt, question);
    if (!answer)
        return 1;
    if (question == Question::Secret || question == Question::HostKey) {
        std::fputs((*answer + u'\n').toLocal8Bit().constData(), stdout);
        std::fflush(stdout);
    }
    return 0;
}

void offerToTunnels()
{
    const QString platform = QGuiApplication::platformName();
    if (platform == "offscreen"_L1 || platform == "minimal"_L1)
        return;
    SshTunnel::setAskpassProgram(QCoreApplication::applicationFilePath());
}

} // namespace askpass
