#pragma once

#include "models/profiles.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class TlsFields;

// Adds, edits, removes and imports connection profiles (File → Profiles → Manage profiles…).
// Works on a copy: nothing is stored until the caller takes profiles() after Save or Connect.
// Save and Connect stay disabled while any profile has a problem (a password in a connection
// string above all), which is said in words under the form. GUI thread; runs no query.
class ProfileDialog : public QDialog
{
    Q_OBJECT
public:
    ProfileDialog(const QList<Profile> &list, const QString &current, QWidget *parent = nullptr);

    QList<Profile> profiles() const { return m_profiles; }
    // The profile to switch to when the dialog was closed with Connect; empty after Save.
    QString chosen() const { return m_chosen; }

    // Adds a profile for each service in the pg_service.conf files libpq reads (names taken
    // are left alone); what was left out is said in notesText().
    void importServices();
    void addProfile();
    void removeCurrent();
    void selectProfile(int row);

    // For tests: what a user sees and types into.
    QListWidget *list() const { return m_list; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *dsnEdit() const { return m_dsn; }
    QLineEdit *readDsnEdit() const { return m_readDsn; }
    QLineEdit *operatorEdit() const { return m_operator; }
    QCheckBox *productionBox() const { return m_production; }
    QComboBox *protectionBox() const { return m_protection; }
    QLineEdit *sshEdit() const { return m_ssh; }
    QLineEdit *passwordCommandEdit() const { return m_passwordCommand; }
    TlsFields *tlsFields() const { return m_tls; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *connectButton() const { return m_connect; }
    QPushButton *stripButton() const { return m_strip; }
    QString problemText() const;
    QString notesText() const;
    void setBandColour(const QColor &colour);

private:
    void describeFields();
    QWidget *buildForm();
    QDialogButtonBox *buildButtons();
    void showCurrent();
    void takeEdits();
    void validate();
    void refreshList();
    void chooseColour();
    void updateColourButton();
    Profile *current();

    QList<Profile> m_profiles;
    int m_row = -1;
    QString m_chosen;
    bool m_filling = false;

    QListWidget *m_list;
    QLineEdit *m_name;
    QLineEdit *m_dsn;
    QLineEdit *m_readDsn;
    QLineEdit *m_operator;
    QLineEdit *m_feedSchema;
    QLineEdit *m_feedPrefix;
    QCheckBox *m_production;
    QComboBox *m_protection;
    QLineEdit *m_ssh;
    QLineEdit *m_passwordCommand;
    TlsFields *m_tls = nullptr;
    QPushButton *m_colour;
    QPushButton *m_remove;
    QPushButton *m_strip;
    QLabel *m_problem;
    QLabel *m_notes;
    QPushButton *m_save = nullptr;
    QPushButton *m_connect = nullptr;
    QWidget *m_form = nullptr;
};
