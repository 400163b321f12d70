#include "views/schemareportdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
QString yesNo(bool v)
{
    return v ? SchemaReportDialog::tr("yes") : SchemaReportDialog::tr("no");
}
} // namespace

SchemaReportDialog::SchemaReportDialog(const SchemaInfo &schema, QWidget *parent)
    : QDialog(parent), m_text(new QTextBrowser(this))
{
    setWindowTitle(tr("Database check"));
    m_text->setHtml(html(schema));
    m_text->setAccessibleName(tr("Database check report"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy
        = buttons->addButton(tr("Copy the missing DDL"), QDialogButtonBox::ActionRole);
    const QString ddl = missingDdl(schema);
    copy->setEnabled(!ddl.isEmpty());
    connect(copy, &QPushButton::clicked, this, [ddl] { QApplication::clipboard()->setText(ddl); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);
    resize(820, 640);
}

QString SchemaReportDialog::missingDdl(const SchemaInfo &schema)
{
    QStringList out;
    for (const ConsoleIndex &i : schema.missingConsoleIndexes())
        out.append(u"-- "_s + i.purpose + u'\n' + i.ddl);
    // The lookup functions' file as the console generates it: a console installed from a
    // package has no source tree to take db/schema/optional/console-lookup.sql from. Its
    // statements replace what is there, so the whole file is safe to apply for one of them.
    const QList<OptionalFunction> &functions = schema.lookupFunctions;
    if (schema.probed
        && !std::all_of(functions.begin(), functions.end(), [&schema](const OptionalFunction &f) {
               return schema.hasFunction(f.signature);
           }))
        out.append(schema.lookupFunctionsSql);
    return out.join(u"\n\n"_s);
}

QString SchemaReportDialog::html(const SchemaInfo &s)
{
    if (!s.probed)
        return u"<p>%1</p>"_s.arg(
            tr("The database has not been checked yet: the console is not connected.")
                .toHtmlEscaped());
    QString h;
    h += u"<h3>%1</h3>"_s.arg(tr("Server and role").toHtmlEscaped());
    h += u"<p>"_s
        + tr("PostgreSQL %1, database %2, connected as %3%4.")
              .arg(s.serverVersion, s.database, s.currentUser,
                   s.superuser ? tr(" (superuser)") : QString())
              .toHtmlEscaped();
    if (s.readOnly())
        h += u" <b>"_s + tr("Writes are off: %1.").arg(s.readOnlyReason()).toHtmlEscaped()
            + u"</b>"_s;
    h += u"<br>"_s
        + tr("May end other sessions (pg_signal_backend): %1. May see other sessions' details "
             "(pg_read_all_stats): %2.")
              .arg(yesNo(s.canSignalBackend), yesNo(s.canReadAllStats))
              .toHtmlEscaped()
        + u"</p>"_s;

    h += u"<h3>%1</h3><table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr>"_s.arg(
        tr("Tables").toHtmlEscaped());
    for (const QString &c :
         { tr("Table"), tr("Exists"), tr("Select"), tr("Insert"), tr("Update"), tr("Delete") })
        h += u"<th>%1</th>"_s.arg(c.toHtmlEscaped());
    h += u"</tr>"_s;
    for (const RelationInfo &r : s.relations) {
        h += u"<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td></tr>"_s.arg(
            r.name.toHtmlEscaped(), yesNo(r.exists), yesNo(r.canSelect), yesNo(r.canInsert),
            yesNo(r.canUpdate), yesNo(r.canDelete));
    }
    h += u"</table>"_s;

    const QList<ConsoleIndex> missing = s.missingConsoleIndexes();
    h += u"<h3>%1</h3>"_s.arg(tr("Console indexes").toHtmlEscaped());
    if (missing.isEmpty()) {
        h += u"<p>%1</p>"_s.arg(tr("All %n optional console indexes are present.", nullptr,
                                   static_cast<int>(s.consoleIndexes.size()))
                                    .toHtmlEscaped());
    } else {
        h += u"<p>%1</p><ul>"_s.arg(
            tr("These optional indexes are missing. The console works without them; "
               "searches and counts that need them go slower or another way. A DBA "
               "can apply db/schema/optional/console-indexes.sql, or these statements:")
                .toHtmlEscaped());
        for (const ConsoleIndex &i : missing)
            h += u"<li><b>%1</b> — %2<br><code>%3</code></li>"_s.arg(
                i.name.toHtmlEscaped(), i.purpose.toHtmlEscaped(), i.ddl.toHtmlEscaped());
        h += u"</ul>"_s;
    }

    h += u"<h3>%1</h3><ul>"_s.arg(tr("Lookup functions").toHtmlEscaped());
    bool anyMissing = false;
    for (const OptionalFunction &f : s.lookupFunctions) {
        const bool present = s.hasFunction(f.signature);
        anyMissing = anyMissing || !present;
        h += u"<li>%1</li>"_s.arg(
            (present ? tr("%1 is present.") : tr("%1 is missing, or the role may not execute it."))
                .arg(f.name)
                .toHtmlEscaped());
    }
    h += u"</ul><p>%1</p>"_s.arg(
        (anyMissing ? tr("Lookups work without them: the server plans their statements at every "
                         "lookup, which takes "
                         "longer on a busy server. A DBA can apply "
                         "db/schema/optional/console-lookup.sql, which Copy "
                         "the missing DDL also puts on the clipboard.")
                    : tr("The server plans a lookup's statements once per connection."))
            .toHtmlEscaped());
    return h;
}
