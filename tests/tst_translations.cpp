#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

// Every user-visible string has a Russian and a German translation. The test runs lupdate over
// the sources (scripts/update-translations --into, the same command a translator runs) into
// copies of translations/*.ts, so a string added to the code without a translation fails
// here, listed with its context, even before anyone updated the .ts files.
class tst_Translations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void placeholdersMatch();

private:
    struct Message
    {
        QString context, source, type;
        QStringList translations; // one, or the numerus forms
        bool numerus = false;
    };
    static QList<Message> readTs(const QString &path, QString *language);
    QTemporaryDir m_dir;
    QStringList m_files;
};

void tst_Translations::initTestCase()
{
    const QString source = qEnvironmentVariable("POOLSCOPE_SOURCE_DIR");
    QVERIFY2(!source.isEmpty(), "POOLSCOPE_SOURCE_DIR is not set (ctest sets it)");
    QVERIFY(m_dir.isValid());
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    QStringList args { u"--into"_s, m_dir.path() };
    if (qEnvironmentVariableIsSet("POOLSCOPE_LUPDATE"))
        args << u"--lupdate"_s << qEnvironmentVariable("POOLSCOPE_LUPDATE");
    lupdate.start(source + u"/scripts/update-translations"_s, args);
    QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
    // Exit 1 only says that something is unfinished, which the test functions list.
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() <= 1,
             qPrintable(QString::fromLocal8Bit(lupdate.readAll())));
    m_files = QDir(m_dir.path()).entryList({ u"poolscope_*.ts"_s }, QDir::Files);
    QCOMPARE(m_files,
             (QStringList { u"poolscope_de.ts"_s, u"poolscope_en.ts"_s, u"poolscope_ru.ts"_s }));
}

QList<tst_Translations::Message> tst_Translations::readTs(const QString &path, QString *language)
{
    QList<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == "message"_L1) {
            out.append(m);
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == "TS"_L1) {
            *language = xml.attributes().value("language"_L1).toString();
        } else if (name == "name"_L1) {
            context = xml.readElementText();
        } else if (name == "message"_L1) {
            m = Message { context, {}, {}, {}, xml.attributes().value("numerus"_L1) == "yes"_L1 };
        } else if (name == "source"_L1) {
            m.source = xml.readElementText();
        } else if (name == "translation"_L1) {
            m.type = xml.attributes().value("type"_L1).toString();
            if (!m.numerus)
                m.translations = { xml.readElementText() };
        } else if (name == "numerusform"_L1) {
            m.translations.append(xml.readElementText());
        }
    }
    if (xml.hasError())
        qWarning("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return out;
}

void tst_Translations::everyMessageIsTranslated_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("ru") << u"poolscope_ru.ts"_s;
    QTest::newRow("de") << u"poolscope_de.ts"_s;
    QTest::newRow("en: plural forms only") << u"poolscope_en.ts"_s;
}

void tst_Translations::everyMessageIsTranslated()
{
    QFETCH(QString, file);
    QString language;
    const QList<Message> messages = readTs(m_dir.filePath(file), &language);
    // English, the source language, has only its plural messages in its file.
    QVERIFY2(messages.size() > (language == "en"_L1 ? 20 : 500),
             qPrintable(u"only %1 messages read"_s.arg(messages.size())));
    // Russian has three plural forms (1 задача, 2 задачи, 5 задач), German and English two.
    const int forms = language == "ru"_L1 ? 3 : 2;
    QStringList missing;
    for (const Message &m : messages) {
        bool done = m.type.isEmpty() && !m.translations.isEmpty();
        for (const QString &t : m.translations)
            done = done && !t.trimmed().isEmpty();
        if (m.numerus && m.translations.size() != forms)
            done = false;
        if (!done)
            missing.append(u"  %1: \"%2\"%3"_s.arg(
                m.context, m.source, m.type.isEmpty() ? QString() : u" ("_s + m.type + u')'));
    }
    QVERIFY2(
        missing.isEmpty(),
        qPrintable(
            u"%1 message(s) without a %2 translation; run ./scripts/update-translations and translate them:\n%3"_s
                .arg(missing.size())
                .arg(language, missing.join(u'\n'))));
}

void tst_Translations::placeholdersMatch()
{
    // %1..%99 and %n (with or without L) must all survive translation: a lost %2 prints a
    // raw "%2" on screen, a surplus one shifts every argument after it.
    static const QRegularExpression placeholder(u"%L?(\\d+|n)"_s);
    auto placeholders = [](const QString &text) {
        QStringList out;
        for (auto it = placeholder.globalMatch(text); it.hasNext();)
            out.append(it.next().captured(1));
        out.sort();
        out.removeDuplicates();
        return out;
    };
    QStringList wrong;
    for (const QString &file : m_files) {
        QString language;
        for (const Message &m : readTs(m_dir.filePath(file), &language)) {
            const QStringList expected = placeholders(m.source);
            for (const QString &t : m.translations) {
                if (!t.isEmpty() && placeholders(t) != expected)
                    wrong.append(
                        u"  %1 %2: \"%3\" → \"%4\""_s.arg(language, m.context, m.source, t));
            }
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(u"placeholders differ:\n"_s + wrong.join(u'\n')));
}

QTEST_GUILESS_MAIN(tst_Translations)
#include "tst_translations.moc"
