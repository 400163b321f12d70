#include "views/profilemenu.h"

#include <QActionGroup>

ProfileMenu::ProfileMenu(QWidget *parent) : QMenu(tr("&Profiles"), parent)
{
    setProfiles({}, QString());
}

void ProfileMenu::setProfiles(const QList<Profile> &list, const QString &current)
{
    clear();
    qDeleteAll(findChildren<QActionGroup *>(Qt::FindDirectChildrenOnly));
    auto *group = new QActionGroup(this);
    for (const Profile &p : list) {
        // "&" would make the next letter a mnemonic.
        QString text = QString(p.name).replace(u'&', QStringLiteral("&&"));
        if (p.production)
            text = tr("%1 (production)").arg(text);
        QAction *a = addAction(text);
        a->setCheckable(true);
        a->setChecked(p.name == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this,
                [this, name = p.name] { Q_EMIT profileChosen(name); });
    }
    if (list.isEmpty())
        addAction(tr("No profiles yet"))->setEnabled(false);
    addSeparator();
    addAction(tr("&Manage profiles…"), this, &ProfileMenu::manageRequested);
    QAction *forget
        = addAction(tr("&Forget the saved password"), this, &ProfileMenu::forgetPasswordRequested);
    forget->setEnabled(!current.isEmpty());
    forget->setToolTip(
        tr("Removes the password the system keyring keeps for the profile in force"));
}
