#pragma once

#include "models/profiles.h"

#include <QMenu>

// File → Profiles: one entry per profile (the one in force checked, production ones marked),
// then "Manage profiles…" and, with a profile in force, "Forget the saved password". Choosing
// one asks for it; the menu itself connects nowhere.
// GUI thread.
class ProfileMenu : public QMenu
{
    Q_OBJECT
public:
    explicit ProfileMenu(QWidget *parent = nullptr);

    void setProfiles(const QList<Profile> &list, const QString &current);

Q_SIGNALS:
    void profileChosen(const QString &name);
    void manageRequested();
    // For the profile in force: forget the password the system keyring keeps for it.
    void forgetPasswordRequested();
};
