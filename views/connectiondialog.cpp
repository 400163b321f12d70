#include "views/connectiondialog.h"

#include "models/connectionstrings.h"
#include "views/elidedtipdelegate.h"
#include "views/jsonhighlighter.h"
#include "views/statepalette.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QColor toneColor(const QPalette &palette, bool error)
{
    return statepalette::color(error ? Tone::Bad : Tone::Warning, palette);
}

QLabel *noteLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

ConnectionDialog::ConnectionDialog(const QString &currentDsn, QWidget *parent)
    : QDialog(parent), m_dsn(new QLineEdit(this)), m_services(new QTreeWidget(this))
{
    m_error = tonedLabel(this, true);
    m_serviceWarning = tonedLabel(this, false);
    setWindowTitle(tr("Connect to a database"));

    auto *dsnLabel = new QLabel(tr("&Connection string:"), this);
    dsnLabel->setBuddy(m_dsn);
    m_dsn->setPlaceholderText(tr("host=db.example dbname=app user=support   or   "
                                 "postgresql://support@db.example/app"));
    m_dsn->setClearButtonEnabled(true);
    ElidedTipDelegate::install(m_services);
    m_dsn->setAccessibleName(tr("Connection string"));
    m_dsn->setAccessibleDescription(
        tr("A libpq connection string: keyword=value pairs or a postgresql:// URI"));
    m_error->setAccessibleName(tr("Connection string problem"));
    m_serviceWarning->setAccessibleName(tr("Service warning"));

    bool stripped = false;
    m_dsn->setText(connectionstrings::editable(currentDsn.trimmed(), &stripped));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Connect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ConnectionDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(dsnLabel);
    layout->addWidget(m_dsn);
    layout->addWidget(m_error);
    layout->addWidget(m_serviceWarning);
    if (stripped) {
        QLabel *note = noteLabel(tr("The password in the current connection string is not "
                                    "shown; it will be asked for when connecting."),
                                 this);
        layout->addWidget(note);
        connect(m_dsn, &QLineEdit::textEdited, note, &QWidget::hide); // no longer that string
    }
    layout->addWidget(buildServices(), 1);
    layout->addWidget(buildEnvironment());
    layout->addWidget(noteLabel(tr("Passwords are asked for when the server wants one, kept in "
                                   "memory for this session only, and never stored."),
                                this));
    layout->addWidget(buttons);

    setTabOrder(m_dsn, m_services);
    setTabOrder(m_services, m_ok);
    setTabOrder(m_ok, buttons->button(QDialogButtonBox::Cancel));

    connect(m_dsn, &QLineEdit::textChanged, this, [this] {
        validate();
        syncServiceSelection();
    });
    connect(m_services, &QTreeWidget::itemSelectionChanged, this,
            &ConnectionDialog::useSelectedService);
    // Enter on the item that has focus but no selection yet (just tabbed in) picks it before
    // the dialog's default button accepts.
    connect(m_services, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        m_services->setCurrentItem(item);
        item->setSelected(true);
    });
    connect(m_services, &QTreeWidget::itemDoubleClicked, this, [this] {
        useSelectedService();
        accept();
    });
    validate();
    syncServiceSelection();
    resize(qMax(sizeHint().width(), 640), sizeHint().height());
}

QString ConnectionDialog::dsn() const
{
    return m_dsn->text().trimmed();
}

QString ConnectionDialog::errorText() const
{
    return m_valid ? QString() : m_error->text();
}

void ConnectionDialog::accept()
{
    if (m_valid)
        QDialog::accept();
}

void ConnectionDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyTones();
    QDialog::changeEvent(event);
}

QLabel *ConnectionDialog::tonedLabel(QWidget *parent, bool error)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->hide();
    m_tonedLabels.append({ label, error });
    applyTones();
    return label;
}

void ConnectionDialog::applyTones()
{
    for (const auto &[label, error] : std::as_const(m_tonedLabels)) {
        QPalette p; // only WindowText set: the rest keeps following the dialog's palette
        p.setColor(QPalette::WindowText, toneColor(palette(), error));
        label->setPalette(p);
    }
}

QWidget *ConnectionDialog::buildServices()
{
    auto *box = new QGroupBox(tr("Services"), this);
    auto *layout = new QVBoxLayout(box);
    const connectionstrings::ServiceFiles files = connectionstrings::readServiceFiles();
    const QList<connectionstrings::ServiceSummary> &services = files.services;
    const QStringList &warnings = files.warnings;

    m_services->setColumnCount(2);
    m_services->setHeaderLabels({ tr("Service"), tr("Settings") });
    m_services->setRootIsDecorated(false);
    m_services->setUniformRowHeights(true);
    m_services->setSelectionMode(QAbstractItemView::SingleSelection);
    m_services->setAccessibleName(tr("Services"));
    m_services->setAccessibleDescription(tr("Choosing one connects with service=NAME"));
    m_services->header()->setStretchLastSection(true);
    for (const connectionstrings::ServiceSummary &service : services) {
        const QString &summary = service.settings;
        auto *item = new QTreeWidgetItem(m_services, { service.name, summary });
        item->setData(0, Qt::UserRole, service.name);
        const QString tip = tr("%1\nDefined in %2").arg(summary, service.sourceFile);
        item->setToolTip(0, tip);
        item->setToolTip(1, tip);
        m_serviceNames.append(service.name);
    }
    m_services->resizeColumnToContents(0);
    m_services->setVisible(!services.isEmpty());
    layout->addWidget(m_services);

    if (services.isEmpty())
        layout->addWidget(noteLabel(tr("No services are defined."), box));
    layout->addWidget(
        noteLabel(tr("Read from %1").arg(files.searchPaths.join(tr(", then "))), box));
    if (!warnings.isEmpty()) {
        QLabel *label = tonedLabel(box, false);
        constexpr int Shown = 4;
        QString text = warnings.mid(0, Shown).join(u'\n');
        if (warnings.size() > Shown)
            text += u'\n' + tr("…and %1 more").arg(warnings.size() - Shown);
        label->setText(text);
        label->setAccessibleName(tr("Service file problems"));
        label->show();
        layout->addWidget(label);
    }
    return box;
}

QWidget *ConnectionDialog::buildEnvironment()
{
    auto *box = new QGroupBox(tr("Environment defaults"), this);
    auto *layout = new QVBoxLayout(box);
    auto *form = new QFormLayout;
    for (const connectionstrings::EnvironmentSetting &setting :
         connectionstrings::libpqEnvironment()) {
        const QString value = setting.secret ? tr("(set)") : setting.value.simplified().left(300);
        auto *valueLabel = new QLabel(value, box);
        valueLabel->setTextFormat(Qt::PlainText);
        valueLabel->setWordWrap(true);
        valueLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
        valueLabel->setAccessibleName(setting.name);
        form->addRow(setting.name, valueLabel);
    }
    if (form->rowCount() == 0)
        layout->addWidget(noteLabel(tr("No PG* variables are set."), box));
    layout->addLayout(form);
    layout->addWidget(noteLabel(tr("An empty connection string uses these, then libpq's own "
                                   "defaults; whatever the string sets overrides them."),
                                box));
    return box;
}

void ConnectionDialog::validate()
{
    const connectionstrings::Check check = connectionstrings::check(m_dsn->text());
    m_valid = check.error.isEmpty();
    m_error->setText(check.error);
    m_error->setVisible(!m_valid);
    m_ok->setEnabled(m_valid);

    const QString &service = check.service;
    const bool unknown = !service.isEmpty() && !m_serviceNames.contains(service);
    m_serviceWarning->setText(unknown ? tr("No service named \"%1\" is defined in the service "
                                           "files; libpq will refuse to connect.")
                                            .arg(service)
                                      : QString());
    m_serviceWarning->setVisible(unknown);
}

void ConnectionDialog::syncServiceSelection()
{
    // The list shows which service the string names, without writing back into it.
    m_syncing = true;
    const QString text = dsn();
    QTreeWidgetItem *match = nullptr;
    for (int i = 0; i < m_services->topLevelItemCount() && !match; ++i) {
        QTreeWidgetItem *item = m_services->topLevelItem(i);
        if (connectionstrings::serviceDsn(item->data(0, Qt::UserRole).toString()) == text)
            match = item;
    }
    if (match)
        m_services->setCurrentItem(match);
    else
        m_services->clearSelection();
    m_syncing = false;
}

void ConnectionDialog::useSelectedService()
{
    if (m_syncing)
        return;
    const QList<QTreeWidgetItem *> selected = m_services->selectedItems();
    if (selected.isEmpty())
        return;
    m_dsn->setText(
        connectionstrings::serviceDsn(selected.first()->data(0, Qt::UserRole).toString()));
}

std::optional<PasswordAnswer> askPassword(QWidget *parent, const PasswordRequest &request)
{
    // On the heap and watched: if the parent goes while the dialog is open, so does the dialog.
    QPointer<QDialog> dialog = new QDialog(parent);
    dialog->setWindowTitle(request.keyPassphrase ? ConnectionDialog::tr("Key passphrase needed")
                                                 : ConnectionDialog::tr("Password needed"));
    auto *intro = new QLabel(
        request.keyPassphrase
            ? ConnectionDialog::tr("The client key %1 is encrypted: its passphrase opens it.")
                  .arg(request.keyFile.isEmpty() ? u"~/.postgresql/postgresql.key"_s
                                                 : request.keyFile)
            : ConnectionDialog::tr("The server asks for a password."),
        dialog);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    auto *server = new QLabel(request.target, dialog);
    server->setTextFormat(Qt::PlainText);
    server->setWordWrap(true);
    server->setAccessibleName(ConnectionDialog::tr("Server"));
    auto *userLabel = new QLabel(
        request.user.isEmpty() ? ConnectionDialog::tr("(default)") : request.user, dialog);
    userLabel->setTextFormat(Qt::PlainText);
    userLabel->setAccessibleName(ConnectionDialog::tr("User"));
    auto *edit = new QLineEdit(dialog);
    edit->setEchoMode(QLineEdit::Password);
    edit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhSensitiveData | Qt::ImhNoPredictiveText
                              | Qt::ImhNoAutoUppercase);
    edit->setAccessibleName(request.keyPassphrase ? ConnectionDialog::tr("Key passphrase")
                                                  : ConnectionDialog::tr("Password"));
    auto *remember = new QCheckBox(ConnectionDialog::tr("&Remember in the system keyring"), dialog);
    remember->setVisible(request.offerRemember);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(ConnectionDialog::tr("Connect"));
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(ConnectionDialog::tr("Server:"), server);
    form->addRow(ConnectionDialog::tr("User:"), userLabel);
    form->addRow(request.keyPassphrase ? ConnectionDialog::tr("&Passphrase:")
                                       : ConnectionDialog::tr("&Password:"),
                 edit);
    form->addRow(QString(), remember);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(intro);
    if (!request.note.isEmpty()) {
        QLabel *note = noteLabel(request.note, dialog);
        note->setAccessibleName(ConnectionDialog::tr("Keyring"));
        layout->addWidget(note);
    }
    layout->addLayout(form);
    layout->addWidget(noteLabel(request.offerRemember
                                    ? ConnectionDialog::tr("Kept in memory for this session "
                                                           "only unless remembered; never "
                                                           "written to settings or logs.")
                                    : ConnectionDialog::tr("Kept in memory for this session only; "
                                                           "never stored or logged."),
                                dialog));
    layout->addWidget(buttons);
    dialog->setMinimumWidth(420);
    edit->setFocus();

    const int result = dialog->exec();
    if (!dialog)
        return std::nullopt;
    std::optional<PasswordAnswer> answer;
    if (result == QDialog::Accepted)
        answer = PasswordAnswer { edit->text(), request.offerRemember && remember->isChecked() };
    edit->clear();
    delete dialog.data();
    return answer;
}
