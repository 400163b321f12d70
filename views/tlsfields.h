#pragma once

#include <QObject>

class QComboBox;
class QFormLayout;
class QLineEdit;
class QWidget;

// The TLS settings of a connection string as fields: sslmode, the CA that signs the server's
// certificate (sslrootcert), and the client's certificate and key (sslcert, sslkey), each with
// a file picker. The connection string stays the one place they live: the fields show what it
// says and rewrite it when edited (connectionstrings::withSetting). The key's passphrase is
// never here: it is asked when connecting and may be kept in the keyring. The fields are
// rows of the form they are added to, so their labels line up with its own. GUI thread.
class TlsFields : public QObject
{
    Q_OBJECT
public:
    explicit TlsFields(QWidget *parent);

    void addRowsTo(QFormLayout *form);
    // Shows what `dsn` says; emits nothing.
    void showSettingsOf(const QString &dsn);
    // `dsn` with the fields' settings.
    QString applyTo(const QString &dsn) const;

    QComboBox *modeBox() const { return m_mode; }
    QLineEdit *rootCertEdit() const { return m_rootCert; }
    QLineEdit *certEdit() const { return m_cert; }
    QLineEdit *keyEdit() const { return m_key; }

Q_SIGNALS:
    void edited();

private:
    QWidget *fileRow(QLineEdit *edit, const QString &title, const QString &choose);

    QWidget *m_parent;

    QComboBox *m_mode;
    QLineEdit *m_rootCert;
    QLineEdit *m_cert;
    QLineEdit *m_key;
    bool m_filling = false;
};
