#pragma once

#include <QString>
#include <QStringList>

// CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF, a field quoted
// when it holds a comma, a quote, CR or LF (or leading/trailing spaces, which some readers
// trim), embedded quotes doubled. Pure functions; any thread.
//
// Formula guard: a spreadsheet runs a cell that starts with = + - @ (or a tab or CR, which
// some strip first) as a formula, so text cells that do get a leading apostrophe: the value
// stays readable and the formula stays inert (OWASP's advice for CSV injection). Numbers and
// times are written as numbers and times, unguarded, so "-5" stays a number.
namespace csv {

// A text cell: guarded, then quoted as needed.
QString textField(const QString &text);
// A cell that is not free text (a number, a timestamp, true/false): quoted as needed only.
QString plainField(const QString &text);
// Whether a spreadsheet would treat `text` as a formula.
bool looksLikeFormula(const QString &text);
// Fields already formatted, joined into one record with its CRLF.
QString record(const QStringList &fields);

} // namespace csv
