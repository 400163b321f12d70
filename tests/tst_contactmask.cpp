#include "core/contactmask.h"

#include <QTest>

using namespace Qt::StringLiterals;

// The contact-data mask on the texts exports carry: providers' errors and answers, payloads.
// Addresses and phone numbers go; ids, dates, times and UUIDs stay.
class tst_ContactMask : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void masked_data();
    void masked();
};

void tst_ContactMask::masked_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const QString &text, const QString &expected) {
        QTest::newRow(name) << text << expected;
    };
    // E-mail addresses.
    row("smtp bounce", u"550 5.1.1 <john.doe@example.com>: mailbox unavailable"_s,
        u"550 5.1.1 <j***@example.com>: mailbox unavailable"_s);
    row("two addresses", u"from a@b.io to Jane_Roe+alerts@mail.example.co.uk"_s,
        u"from a***@b.io to J***@mail.example.co.uk"_s);
    row("json email key", uR"({"email":"jane@example.com","subject":"Front door"})"_s,
        uR"({"email":"j***@example.com","subject":"Front door"})"_s);
    // Phone numbers.
    row("E.164", u"invalid 'To' phone number +4915112345678"_s,
        u"invalid 'To' phone number +***********78"_s);
    row("E.164 with spaces", u"sms to +49 151 1234 5678 failed"_s,
        u"sms to +** *** **** **78 failed"_s);
    row("E.164 with dashes and parentheses", u"call +1 (555) 123-4567"_s,
        u"call +* (***) ***-**67"_s);
    row("national number", u"Twilio 21211: 0151 12345678 is not a valid number"_s,
        u"Twilio 21211: **** ******78 is not a valid number"_s);
    row("French dotted number", u"appel 06.12.34.56.78 refusé"_s, u"appel **.**.**.**.78 refusé"_s);
    row("json phone key", uR"({"phone": "15551234567", "channel": "sms"})"_s,
        uR"({"phone": "*********67", "channel": "sms"})"_s);
    row("json phone key E.164", uR"({"to":"x","msisdn":"+447700900123"})"_s,
        uR"({"to":"x","msisdn":"+**********23"})"_s);
    row("address and phone", u"contact j.doe@example.org or +33612345678"_s,
        u"contact j***@example.org or +*********78"_s);
    // What is not contact data stays.
    row("task id", u"task 1234567 dead after 5 attempts"_s,
        u"task 1234567 dead after 5 attempts"_s);
    row("timestamp", u"2026-12-07 10:49:00"_s, u"2026-12-07 10:49:00"_s);
    row("day-first date", u"expired on 07.12.2026 10:49"_s, u"expired on 07.12.2026 10:49"_s);
    row("slashed date", u"since 01/02/2026"_s, u"since 01/02/2026"_s);
    row("iso timestamp", u"2026-12-07T10:49:00.123456+01:00"_s,
        u"2026-12-07T10:49:00.123456+01:00"_s);
    row("uuid", u"event 550e8400-e29b-41d4-a716-446655440000 not found"_s,
        u"event 550e8400-e29b-41d4-a716-446655440000 not found"_s);
    row("uuid starting with 0", u"01234567-89ab-4cde-8f01-234567890123"_s,
        u"01234567-89ab-4cde-8f01-234567890123"_s);
    row("http status and duration", u"HTTP 503 from provider X after 30000 ms"_s,
        u"HTTP 503 from provider X after 30000 ms"_s);
    row("json ids", uR"({"message_id": 9000123, "account_id": 4242, "ts": 1733568540})"_s,
        uR"({"message_id": 9000123, "account_id": 4242, "ts": 1733568540})"_s);
    row("short phone key value", uR"({"phone": "112"})"_s, uR"({"phone": "112"})"_s);
    row("at without a domain", u"retry @ 10:49 by worker-3"_s, u"retry @ 10:49 by worker-3"_s);
    row("empty", QString(), QString());
}

void tst_ContactMask::masked()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(contactmask::masked(text), expected);
    QCOMPARE(contactmask::holdsContact(text), expected != text);
    QCOMPARE(contactmask::masked(expected), expected); // masking twice changes nothing more
}

QTEST_GUILESS_MAIN(tst_ContactMask)
#include "tst_contactmask.moc"
