#include "core/contactmask.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace contactmask {

namespace {

const QRegularExpression &emailPattern()
{
    static const QRegularExpression re(
        uR"re((?<![\w.%+-])([A-Za-z0-9_%+-][A-Za-z0-9._%+-]*)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}))re"_s);
    return re;
}

// "+" and 7–15 digits, or 7–15 digits from a leading 0; separators between the digits. Not
// inside a word, a number, a date ("2026-12-07") or a time ("10:49:00").
const QRegularExpression &phonePattern()
{
    static const QRegularExpression re(
        uR"re((?<![\w+.:/-])(?:\+(?:\d[ .\-/()]{0,2}){6,14}\d|\(?0(?:\d[ .\-/()]{0,2}){5,13}\d)(?![\w:]|[.\-/]\d))re"_s);
    return re;
}

// "phone": "15551234567" — a number without "+" or 0 is a phone number where its key says so.
const QRegularExpression &phoneKeyPattern()
{
    static const QRegularExpression re(
        uR"re("(?:phone|phone_number|mobile|msisdn|tel|telephone)"\s*:\s*"([^"\\]*)")re"_s,
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

// Every digit but the last two as "*"; "+" and separators stay. Fewer than 7 digits: as is.
QString maskDigits(const QString &number)
{
    qsizetype digits = 0;
    for (const QChar c : number)
        digits += c.isDigit() ? 1 : 0;
    if (digits < 7)
        return number;
    QString out = number;
    qsizetype seen = 0;
    for (QChar &c : out) {
        if (c.isDigit() && ++seen <= digits - 2)
            c = u'*';
    }
    return out;
}

QString replaced(const QString &text, const QRegularExpression &re, int group,
                 QString (*mask)(const QRegularExpressionMatch &, int))
{
    QString out;
    qsizetype from = 0;
    auto it = re.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(from, m.capturedStart(group) - from);
        out += mask(m, group);
        from = m.capturedEnd(group);
    }
    if (from == 0)
        return text;
    out += QStringView(text).mid(from);
    return out;
}

QString maskEmail(const QRegularExpressionMatch &m, int)
{
    return m.captured(1).left(1) + u"***@"_s + m.captured(2);
}

// "07.12.2026", "01/02/2026", "31-12-26": a date, which the national-number rule would take
// for a number starting with 0.
bool isDate(const QString &text)
{
    static const QRegularExpression re(uR"re(^\d{1,2}([./-])\d{1,2}\1\d{2,4}$)re"_s);
    return re.match(text).hasMatch();
}

QString maskPhone(const QRegularExpressionMatch &m, int group)
{
    const QString number = m.captured(group);
    return isDate(number) ? number : maskDigits(number);
}

} // namespace

QString masked(const QString &text)
{
    if (text.size() < 7)
        return text;
    QString out = text;
    if (out.contains(u'@'))
        out = replaced(out, emailPattern(), 0, maskEmail);
    out = replaced(out, phoneKeyPattern(), 1, maskPhone);
    return replaced(out, phonePattern(), 0, maskPhone);
}

bool holdsContact(const QString &text)
{
    return masked(text) != text;
}

} // namespace contactmask
