#include "views/uilanguage.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QSettings>
#include <QTranslator>

Q_LOGGING_CATEGORY(lcLanguage, "poolscope.language")

using namespace Qt::StringLiterals;

namespace uilanguage {

namespace {
const auto SettingKey = u"ui/language"_s;

// The first of the system's preferred languages that PoolScope has, else English.
QString systemLanguage()
{
    for (const QString &name : QLocale::system().uiLanguages()) {
        const QString code = QLocale(name).name().section(u'_', 0, 0);
        if (isAvailable(code))
            return code;
    }
    return u"en"_s;
}

void installTranslator(const QString &file, const QString &directory)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(file, directory) && QCoreApplication::installTranslator(translator))
        return;
    qCWarning(lcLanguage, "no translation %s in %s", qPrintable(file), qPrintable(directory));
    delete translator;
}
} // namespace

QList<Language> available()
{
    return { { u"en"_s, u"English"_s }, { u"de"_s, u"Deutsch"_s }, { u"ru"_s, u"Русский"_s } };
}

bool isAvailable(const QString &code)
{
    for (const Language &l : available()) {
        if (l.code == code)
            return true;
    }
    return false;
}

QString saved()
{
    const QString code = QSettings().value(SettingKey).toString();
    return isAvailable(code) ? code : QString();
}

void save(const QString &code)
{
    if (code.isEmpty())
        QSettings().remove(SettingKey);
    else
        QSettings().setValue(SettingKey, code);
}

QString install(const QString &requested)
{
    QString code = requested == "system"_L1 ? QString() : requested;
    if (code.isEmpty() && requested.isEmpty())
        code = saved();
    if (code.isEmpty())
        code = systemLanguage();
    // Formats follow the system locale when it speaks the chosen language (de_AT stays
    // de_AT; C, the locale of no locale, passes for English) or when nobody chose; otherwise
    // the language's own (a German window on an English system gets de_DE dates).
    const QLocale system = QLocale::system();
    const bool followsSystem
        = requested == "system"_L1 || (requested.isEmpty() && saved().isEmpty());
    const bool systemFits = followsSystem || system.language() == QLocale(code).language()
        || (code == "en"_L1 && system.language() == QLocale::C);
    const QLocale locale = systemFits ? system : QLocale(code);
    QLocale::setDefault(locale);
    // English too: its file holds the plural forms of the English source ("1 task", "2 tasks").
    installTranslator(u"poolscope_"_s + code, u":/i18n"_s);
    if (code != "en"_L1) // Qt's own dialogs and context menus (Cancel, Copy, Select All...)
        installTranslator(u"qtbase_"_s + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return code;
}

} // namespace uilanguage

LanguageMenu::LanguageMenu(QWidget *parent) : QMenu(tr("Lan&guage"), parent)
{
    auto *group = new QActionGroup(this);
    const QString current = uilanguage::saved();
    auto add = [&](const QString &code, const QString &name) {
        QAction *a = addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setData(code);
        group->addAction(a);
    };
    add(QString(), tr("System language"));
    addSeparator();
    for (const uilanguage::Language &l : uilanguage::available())
        add(l.code, l.nativeName);
    connect(group, &QActionGroup::triggered, this, [this](QAction *a) {
        if (a->data().toString() == uilanguage::saved())
            return;
        uilanguage::save(a->data().toString());
        QMessageBox::information(parentWidget(), tr("Language"),
                                 tr("PoolScope will use the new language when it starts next."));
    });
}
