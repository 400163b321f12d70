#pragma once

#include <QDialog>
#include <QList>
#include <optional>
#include <utility>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

// Chooses what to connect to: a libpq connection string, checked as it is typed, or a
// service from the pg_service.conf files, next to the PG* defaults an empty string would use.
// GUI thread; owns its children; runs no query and never connects. Passwords are neither
// shown nor added: one in the current connection string is left out (asked for again when
// needed), PGPASSWORD shows as "(set)", service passwords as ********.
class ConnectionDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConnectionDialog(const QString &currentDsn, QWidget *parent = nullptr);

    // What the user chose: keyword/value or URI text as typed, "service=NAME", or empty for
    // libpq's defaults.
    QString dsn() const;

    // For tests.
    QLineEdit *dsnEdit() const { return m_dsn; }
    QTreeWidget *serviceList() const { return m_services; }
    QPushButton *okButton() const { return m_ok; }
    QString errorText() const; // why the connection string is refused, empty when valid

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    QLabel *tonedLabel(QWidget *parent, bool error);
    void applyTones();
    void validate();
    void syncServiceSelection();
    void useSelectedService();
    QWidget *buildServices();
    QWidget *buildEnvironment();

    QLineEdit *m_dsn = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_serviceWarning = nullptr;
    QTreeWidget *m_services = nullptr;
    QPushButton *m_ok = nullptr;
    QList<std::pair<QLabel *, bool>> m_tonedLabels; // label, is an error (else a warning)
    QStringList m_serviceNames;
    bool m_valid = true;
    bool m_syncing = false;
};

// What the password dialog shows.
struct PasswordRequest
{
    QString target; // the connection string, redacted
    QString user; // empty: libpq's default
    bool offerRemember = false; // show "Remember in the system keyring" (unticked)
    QString note; // one line above the field: why it cannot be remembered, or what happened
    bool keyPassphrase = false; // the client key's passphrase, not the server's password
    QString keyFile; // with keyPassphrase: the key's file, as the connection string names it
};

struct PasswordAnswer
{
    QString password;
    bool remember = false; // ticked: the caller keeps it in the keyring once the server took it
};

// Asks for the password for `request.target` and `request.user`, masked as typed. Modal;
// std::nullopt when cancelled. The dialog keeps nothing once closed.
std::optional<PasswordAnswer> askPassword(QWidget *parent, const PasswordRequest &request);
