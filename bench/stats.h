#pragma once

#include <QJsonObject>
#include <QList>

// Order statistics of a list of samples (milliseconds, megabytes: the caller's unit).
// Percentiles by nearest rank, so every figure reported is a sample that was observed.
struct Summary
{
    int n = 0;
    double p50 = 0;
    double p95 = 0;
    double p99 = 0;
    double max = 0;
    double mean = 0;

    QJsonObject toJson() const;
};

Summary summarize(QList<double> samples);

// Least-squares slope of y over x (per unit of x); 0 with fewer than two points.
double slope(const QList<double> &x, const QList<double> &y);

// Rounds for the JSON and the table: three decimals are below any clock's resolution here.
double rounded(double value);
