#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

// The benchmark's verdict: the fragments each phase wrote, merged into one JSON document
// (with "lookup" = the run with the console indexes), every figure checked against its
// target, and a table printing each figure beside its baseline and target, PASS or MISS.
QJsonObject mergeFragments(const QList<QJsonObject> &fragments);
// Adds "targets" (one entry per checked figure) and "all_pass" to `merged`.
QJsonObject judge(QJsonObject merged);
QString table(const QJsonObject &judged);
// The table less the judged figures and the verdict: every section the fragments have.
QString sections(const QJsonObject &merged);

// A value by dotted path ("poll.p95_ms"); undefined when missing.
QJsonValue valueAt(const QJsonObject &root, const QString &path);
// The keys the issue asks for, as dotted paths.
QStringList requiredKeys();
