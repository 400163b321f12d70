#include "views/tlsfields.h"

#include "models/connectionstrings.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {

// libpq's modes, weakest first; the empty entry leaves it to libpq (PGSSLMODE, else prefer).
const char *const Modes[] = { "disable", "allow", "prefer", "require", "verify-ca", "verify-full" };

} // namespace

TlsFields::TlsFields(QWidget *parent)
    : QObject(parent)
    , m_parent(parent)
    , m_mode(new QComboBox(parent))
    , m_rootCert(new QLineEdit(parent))
    , m_cert(new QLineEdit(parent))
    , m_key(new QLineEdit(parent))
{
    m_mode->setAccessibleName(tr("TLS mode"));
    m_mode->addItem(tr("libpq's default (prefer)"), QString());
    for (const char *mode : Modes)
        m_mode->addItem(QString::fromLatin1(mode), QString::fromLatin1(mode));
    m_mode->setToolTip(tr("verify-full checks the server's certificate and its name: the mode "
                          "for a production database."));
    m_rootCert->setAccessibleName(tr("CA certificate file"));
    m_rootCert->setPlaceholderText(tr("~/.postgresql/root.crt, or \"system\""));
    m_cert->setAccessibleName(tr("Client certificate file"));
    m_cert->setPlaceholderText(tr("optional: for certificate login"));
    m_key->setAccessibleName(tr("Client key file"));
    m_key->setPlaceholderText(tr("optional"));
    m_key->setToolTip(tr("An encrypted key's passphrase is asked when connecting, and may be "
                         "kept in the system keyring."));

    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            Q_EMIT edited();
    });
    for (QLineEdit *edit : { m_rootCert, m_cert, m_key }) {
        edit->setClearButtonEnabled(true);
        connect(edit, &QLineEdit::textChanged, this, [this] {
            if (!m_filling)
                Q_EMIT edited();
        });
    }
}

void TlsFields::addRowsTo(QFormLayout *form)
{
    form->addRow(tr("TLS &mode:"), m_mode);
    form->addRow(tr("C&A certificate:"),
                 fileRow(m_rootCert, tr("CA certificate"), tr("Choose the CA certificate file")));
    form->addRow(
        tr("Client c&ertificate:"),
        fileRow(m_cert, tr("Client certificate"), tr("Choose the client certificate file")));
    form->addRow(tr("Client &key:"),
                 fileRow(m_key, tr("Client key"), tr("Choose the client key file")));
}

QWidget *TlsFields::fileRow(QLineEdit *edit, const QString &title, const QString &choose)
{
    auto *row = new QWidget(m_parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    auto *browse = new QToolButton(row);
    browse->setText(tr("Browse…"));
    browse->setAccessibleName(choose);
    layout->addWidget(browse);
    connect(browse, &QToolButton::clicked, this, [this, edit, title] {
        const QString file = QFileDialog::getOpenFileName(m_parent, title, edit->text());
        if (!file.isEmpty())
            edit->setText(file);
    });
    return row;
}

void TlsFields::showSettingsOf(const QString &dsn)
{
    m_filling = true;
    const QString mode = connectionstrings::setting(dsn, "sslmode");
    int index = m_mode->findData(mode);
    if (index < 0) { // a mode libpq will refuse: shown as written, the form says why
        m_mode->addItem(mode, mode);
        index = m_mode->count() - 1;
    }
    m_mode->setCurrentIndex(index);
    m_rootCert->setText(connectionstrings::setting(dsn, "sslrootcert"));
    m_cert->setText(connectionstrings::setting(dsn, "sslcert"));
    m_key->setText(connectionstrings::setting(dsn, "sslkey"));
    m_filling = false;
}

QString TlsFields::applyTo(const QString &dsn) const
{
    QString out = connectionstrings::withSetting(dsn, "sslmode", m_mode->currentData().toString());
    out = connectionstrings::withSetting(out, "sslrootcert", m_rootCert->text().trimmed());
    out = connectionstrings::withSetting(out, "sslcert", m_cert->text().trimmed());
    return connectionstrings::withSetting(out, "sslkey", m_key->text().trimmed());
}
