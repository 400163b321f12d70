#include "views/profiledialog.h"

#include "views/statepalette.h"
#include "views/tlsfields.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QLabel *wrappedLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

QLineEdit *lineEdit(const QString &accessibleName, const QString &placeholder, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setAccessibleName(accessibleName);
    edit->setPlaceholderText(placeholder);
    edit->setClearButtonEnabled(true);
    return edit;
}

} // namespace

ProfileDialog::ProfileDialog(const QList<Profile> &list, const QString &currentName,
                             QWidget *parent)
    : QDialog(parent)
    , m_profiles(list)
    , m_list(new QListWidget(this))
    , m_name(lineEdit(tr("Profile name"), tr("production, staging…"), this))
    , m_dsn(lineEdit(tr("Connection string"), tr("host=db.example dbname=app user=support"), this))
    , m_readDsn(
          lineEdit(tr("Read connection string"), tr("optional: a standby for the views"), this))
    , m_operator(lineEdit(tr("Operator id"), tr("optional"), this))
    , m_feedSchema(lineEdit(tr("Feed schema"), u"public"_s, this))
    , m_feedPrefix(lineEdit(tr("Feed prefix"), u"feed_"_s, this))
    , m_production(
          new QCheckBox(tr("&Production: show a coloured band with the profile's name"), this))
    , m_protection(new QComboBox(this))
    , m_ssh(lineEdit(tr("SSH destination"),
                     tr("optional: bastion, user@host (~/.ssh/config applies)"), this))
    , m_passwordCommand(
          lineEdit(tr("Password command"), tr("optional: aws rds generate-db-auth-token …"), this))
    , m_colour(new QPushButton(this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_strip(new QPushButton(tr("Remove the &password"), this))
    , m_problem(wrappedLabel(this))
    , m_notes(wrappedLabel(this))
{
    setWindowTitle(tr("Connection profiles"));
    describeFields();

    auto *add = new QPushButton(tr("&Add"), this);
    auto *importButton = new QPushButton(tr("&Import pg_service.conf"), this);
    importButton->setToolTip(
        tr("One profile per service in the service files libpq reads; passwords are left out."));
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(add);
    listButtons->addWidget(m_remove);
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);
    left->addWidget(importButton);

    auto *top = new QHBoxLayout;
    top->addLayout(left);
    top->addWidget(buildForm(), 1);

    QDialogButtonBox *buttons = buildButtons();

    auto *note = wrappedLabel(this);
    note->setText(tr(
        "A profile never holds a password: PoolScope reads ~/.pgpass and PGPASSWORD, or asks when "
        "connecting, and keeps an answer in memory only. Profiles are kept in PoolScope's settings "
        "file."));
    note->setForegroundRole(QPalette::PlaceholderText);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_notes);
    layout->addWidget(note);
    layout->addWidget(buttons);
    m_notes->hide();

    connect(add, &QPushButton::clicked, this, &ProfileDialog::addProfile);
    connect(m_remove, &QPushButton::clicked, this, &ProfileDialog::removeCurrent);
    connect(importButton, &QPushButton::clicked, this, &ProfileDialog::importServices);
    connect(m_list, &QListWidget::currentRowChanged, this, &ProfileDialog::selectProfile);
    connect(m_colour, &QPushButton::clicked, this, &ProfileDialog::chooseColour);
    connect(m_strip, &QPushButton::clicked, this, [this] {
        if (Profile *p = current()) {
            *p = profiles::withoutSecrets(*p);
            showCurrent();
            validate();
        }
    });
    for (QLineEdit *edit : { m_name, m_dsn, m_readDsn, m_operator, m_feedSchema, m_feedPrefix,
                             m_ssh, m_passwordCommand })
        connect(edit, &QLineEdit::textChanged, this, &ProfileDialog::takeEdits);
    // The TLS fields edit the connection string itself, which then shows the result.
    connect(m_dsn, &QLineEdit::textEdited, this, [this] { m_tls->showSettingsOf(m_dsn->text()); });
    connect(m_tls, &TlsFields::edited, this, [this] {
        const QString dsn = m_tls->applyTo(m_dsn->text().trimmed());
        if (dsn != m_dsn->text().trimmed())
            m_dsn->setText(dsn);
    });
    connect(m_production, &QCheckBox::toggled, this, &ProfileDialog::takeEdits);
    connect(m_protection, &QComboBox::currentIndexChanged, this, &ProfileDialog::takeEdits);

    refreshList();
    int row = 0;
    for (int i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).name == currentName)
            row = i;
    }
    selectProfile(m_profiles.isEmpty() ? -1 : row);
    resize(860, 620);
}

// Accessible names, validators and the tooltips that say what a field does.
void ProfileDialog::describeFields()
{
    m_list->setAccessibleName(tr("Profiles"));
    m_list->setMinimumWidth(180);
    m_operator->setValidator(
        new QRegularExpressionValidator(QRegularExpression(u"[1-9][0-9]{0,17}"_s), m_operator));
    m_colour->setAccessibleName(tr("Band colour"));
    for (Protection level : profiles::protectionLevels())
        m_protection->addItem(profiles::protectionText(level), int(level));
    m_protection->setToolTip(
        tr("Read-only is kept by the server: every transaction is READ ONLY, so a write is "
           "refused whatever the window allows."));
    m_ssh->setToolTip(tr("Connects through an SSH tunnel made by the system's ssh, so "
                         "~/.ssh/config, ProxyJump and agents work as in a terminal. The "
                         "connection string's host and port are then as this host sees them."));
    m_passwordCommand->setToolTip(
        tr("Run at every connect (sh -c, with PGHOST, PGPORT, PGUSER and PGDATABASE set); its "
           "first line of output is the password, used once and never stored."));
    m_problem->setAccessibleName(tr("Profile problem"));
    m_notes->setAccessibleName(tr("Import notes"));
    m_strip->setToolTip(
        tr("Keeps the rest of the connection string; the password then comes from ~/.pgpass, "
           "PGPASSWORD or a prompt."));
}

// Save, Save and connect, Cancel.
QDialogButtonBox *ProfileDialog::buildButtons()
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    m_connect = buttons->addButton(tr("Save and &connect"), QDialogButtonBox::AcceptRole);
    m_connect->setToolTip(tr("Saves the profiles and switches this window to the selected one"));
    connect(m_save, &QPushButton::clicked, this, [this] {
        m_chosen.clear();
        accept();
    });
    connect(m_connect, &QPushButton::clicked, this, [this] {
        m_chosen = m_row >= 0 ? m_profiles.at(m_row).name : QString();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    return buttons;
}

QWidget *ProfileDialog::buildForm()
{
    m_form = new QWidget(this);
    auto *form = new QFormLayout(m_form);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Connection &string:"), m_dsn);
    form->addRow(tr("&Reads from:"), m_readDsn);
    form->addRow(tr("SS&H via:"), m_ssh);
    form->addRow(tr("Pass&word command:"), m_passwordCommand);
    m_tls = new TlsFields(m_form);
    m_tls->addRowsTo(form);
    form->addRow(tr("&Operator id:"), m_operator);
    form->addRow(tr("Feed s&chema:"), m_feedSchema);
    form->addRow(tr("Feed pre&fix:"), m_feedPrefix);
    form->addRow(QString(), m_production);
    form->addRow(tr("&Band colour:"), m_colour);
    form->addRow(tr("&Actions:"), m_protection);
    form->addRow(QString(), m_problem);
    form->addRow(QString(), m_strip);
    return m_form;
}

Profile *ProfileDialog::current()
{
    return m_row >= 0 && m_row < m_profiles.size() ? &m_profiles[m_row] : nullptr;
}

void ProfileDialog::selectProfile(int row)
{
    m_row = row;
    if (m_list->currentRow() != row) {
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(row);
    }
    showCurrent();
    validate();
}

void ProfileDialog::showCurrent()
{
    const Profile *p = current();
    m_form->setEnabled(p != nullptr);
    m_remove->setEnabled(p != nullptr);
    const Profile shown = p ? *p : Profile();
    m_filling = true;
    m_name->setText(shown.name);
    m_dsn->setText(shown.dsn);
    m_readDsn->setText(shown.readDsn);
    m_tls->showSettingsOf(shown.dsn);
    m_ssh->setText(shown.sshDestination);
    m_passwordCommand->setText(shown.passwordCommand);
    m_operator->setText(shown.operatorId ? QString::number(*shown.operatorId) : QString());
    m_feedSchema->setText(shown.feedSchema);
    m_feedPrefix->setText(shown.feedPrefix);
    m_production->setChecked(shown.production);
    m_protection->setCurrentIndex(m_protection->findData(int(shown.protection)));
    setBandColour(shown.bandColor.isValid() ? shown.bandColor : profiles::defaultBandColor());
    m_filling = false;
}

void ProfileDialog::takeEdits()
{
    Profile *p = current();
    if (m_filling || !p)
        return;
    p->name = m_name->text();
    p->dsn = m_dsn->text().trimmed();
    p->readDsn = m_readDsn->text().trimmed();
    p->sshDestination = m_ssh->text().trimmed();
    p->passwordCommand = m_passwordCommand->text().trimmed();
    bool ok = false;
    const qint64 op = m_operator->text().toLongLong(&ok);
    p->operatorId = ok ? std::optional<qint64>(op) : std::nullopt;
    p->feedSchema = m_feedSchema->text().trimmed();
    p->feedPrefix = m_feedPrefix->text().trimmed();
    p->production = m_production->isChecked();
    p->protection = static_cast<Protection>(m_protection->currentData().toInt());
    updateColourButton();
    if (QListWidgetItem *item = m_list->item(m_row))
        item->setText(p->production ? tr("%1 (production)").arg(p->name) : p->name);
    validate();
}

void ProfileDialog::setBandColour(const QColor &colour)
{
    // The default colour is kept as "none chosen", so it follows PoolScope's default.
    if (Profile *p = current(); p && !m_filling)
        p->bandColor = colour == profiles::defaultBandColor() ? QColor() : colour;
    m_colour->setText(colour.name());
    updateColourButton();
}

void ProfileDialog::updateColourButton()
{
    // Painted in its colour only while it matters: a swatch on a disabled button would look
    // like a choice still to make.
    const bool production = current() != nullptr && current()->production;
    m_colour->setEnabled(production);
    const QColor colour = QColor::fromString(m_colour->text());
    m_colour->setStyleSheet(production ? u"QPushButton { background-color: %1; color: %2; }"_s.arg(
                                colour.name(), colour.lightnessF() < 0.55 ? u"white"_s : u"black"_s)
                                       : QString());
}

void ProfileDialog::chooseColour()
{
    const QColor chosen = QColorDialog::getColor(QColor(m_colour->text()), this, tr("Band colour"));
    if (chosen.isValid())
        setBandColour(chosen);
}

void ProfileDialog::validate()
{
    QString problem;
    const Profile *p = current();
    if (p)
        problem = profiles::problem(*p);
    QStringList names;
    for (const Profile &other : std::as_const(m_profiles)) {
        if (problem.isEmpty() && names.contains(other.name))
            problem = tr("Two profiles are named \"%1\".").arg(other.name);
        names.append(other.name);
        if (problem.isEmpty() && &other != p) {
            if (const QString why = profiles::problem(other); !why.isEmpty())
                problem = tr("Profile \"%1\": %2").arg(other.name, why);
        }
    }
    m_problem->setText(problem.isEmpty() ? QString()
                                         : statepalette::mark(Tone::Bad) + u' ' + problem);
    m_problem->setVisible(!problem.isEmpty());
    QPalette pal = m_problem->palette();
    pal.setColor(QPalette::WindowText, statepalette::color(Tone::Bad, palette()));
    m_problem->setPalette(pal);
    m_strip->setVisible(p != nullptr && profiles::hasSecret(*p));
    m_save->setEnabled(problem.isEmpty());
    m_connect->setEnabled(problem.isEmpty() && p != nullptr);
}

void ProfileDialog::refreshList()
{
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const Profile &p : std::as_const(m_profiles))
        m_list->addItem(p.production ? tr("%1 (production)").arg(p.name) : p.name);
}

void ProfileDialog::addProfile()
{
    Profile p;
    int n = 1;
    do {
        p.name = n == 1 ? tr("New profile") : tr("New profile %1").arg(n);
        ++n;
    } while (profiles::find(m_profiles, p.name));
    m_profiles.append(p);
    refreshList();
    selectProfile(int(m_profiles.size()) - 1);
    m_name->setFocus();
    m_name->selectAll();
}

void ProfileDialog::removeCurrent()
{
    if (!current())
        return;
    m_profiles.removeAt(m_row);
    refreshList();
    selectProfile(qMin(m_row, int(m_profiles.size()) - 1));
}

void ProfileDialog::importServices()
{
    connectionstrings::ServiceFiles files;
    const profiles::ImportResult r = profiles::importServiceFiles(&m_profiles, &files);
    QStringList notes;
    if (files.services.isEmpty())
        notes.append(
            tr("No services were found in %1.").arg(files.searchPaths.join(tr(", then "))));
    else
        notes.append(
            tr("%n profile(s) imported from the service files.", nullptr, int(r.added.size())));
    notes += r.notes;
    notes += files.warnings;
    m_notes->setText(notes.join(u'\n'));
    m_notes->show();
    refreshList();
    selectProfile(r.added.isEmpty() ? m_row : int(m_profiles.size() - r.added.size()));
}

QString ProfileDialog::problemText() const
{
    return m_problem->isVisibleTo(this) ? m_problem->text() : QString();
}

QString ProfileDialog::notesText() const
{
    return m_notes->isVisibleTo(this) ? m_notes->text() : QString();
}
