#pragma once

#include <QString>

// Contact data masked out of text that leaves the console in bulk (CSV exports, copied rows):
// an error, a provider's answer or a payload may name a customer's e-mail address or phone
// number. Pure functions; any thread (an export page is masked on the DB thread).
//
// The rule (docs/export-and-links.md, "Contact data"):
// - an e-mail address keeps its first character and its domain: "j***@example.com";
// - a phone number keeps its last two digits, its "+" and its separators, every other digit
//   becomes "*": "+4915112345678" → "+************78", "+49 151 1234" → "+** *** **34".
//   A phone number is: "+" and 7 to 15 digits (E.164, separated by spaces, dots, dashes,
//   slashes or parentheses); or 7 to 15 digits starting with 0 (a national number: "0151
//   12345678", "030-1234567"); or any value of 7 or more digits of a JSON key that names one
//   ("phone", "mobile", "msisdn", "tel", "telephone", "phone_number").
//   A bare run of digits is an id ("task 1234567") and stays, as do dates ("2026-12-07",
//   "07.12.2026"), times and UUIDs.
namespace contactmask {

QString masked(const QString &text);
// Whether masked() would change `text`.
bool holdsContact(const QString &text);

} // namespace contactmask
