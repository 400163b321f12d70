#pragma once

// The normalised cause of an error text (docs/failures.md, "The cause of a failure"), in SQL
// only: the failure groups, the tasks filter of one group and `poolscope replay --cause` all
// run this one text, so a group and its members can never disagree. A macro so that it joins
// the statements that use it at compile time (no run-time composition). No backslash: the
// patterns read the same whatever standard_conforming_strings a server has.
//
// FAILURE_CAUSE_SELECT reads the cut error as `src.e` from the query around it and gives
// `cause` (the text the group is named by) and `channels` (the channel labels lifted out of a
// list of per-channel answers, "email, sms"; NULL when none were).
//
// The masks, in order: UUIDs, e-mail addresses, URLs, dates and times, IPv4/IPv6 addresses with
// ports, single-quoted values, <angle-bracketed> values, 0x numbers and hex runs of 8 or more with
// a digit and a letter, then
// every number that is not a status code (a 1xx–5xx code before a capitalised word, "{" or an
// SMTP enhanced code, or after "HTTP " or "status "; the enhanced code itself stays too). Then
// white space is collapsed. A list of per-channel answers ("email: 503 …; sms: 503 …", after
// an optional prefix ending in ": ") becomes its distinct answers, sorted, with the labels lifted
// out and the prefix left out: one provider outage is one cause whichever channels a
// notification had, and whether its task is still retrying or gave up ("attempt 4 of 4 failed,
// giving up: "; the task's state says which).
#define FAILURE_CAUSE_MASKED(e)                                                                    \
    "regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace("                  \
    "regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(" e \
    ", "                                                                                           \
    "'[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}', '<uuid>', "    \
    "'g'), "                                                                                       \
    "'[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+([.][A-Za-z0-9-]+)+', '<email>', 'g'), "                      \
    "'[A-Za-z][A-Za-z0-9+.-]*://[^][[:space:]\"''<>]+', '<url>', 'g'), "                           \
    "'[[:<:]][0-9]{4}-[0-9][0-9]-[0-9][0-9]([T ][0-9][0-9]:[0-9][0-9](:[0-9][0-9]([.][0-9]+)?)?"   \
    "(Z|[+-][0-9][0-9](:?[0-9][0-9])?)?)?|[[:<:]][0-9][0-9]?:[0-9][0-9]:[0-9][0-9]([.][0-9]+)?', " \
    "'<time>', 'g'), "                                                                             \
    "'[[:<:]][0-9]{1,3}([.][0-9]{1,3}){3}(:[0-9]+)?|[[]?[[:<:]][0-9A-Fa-f]{1,4}"                   \
    "(:[0-9A-Fa-f]{0,4}){2,7}[]]?(:[0-9]+)?', '<address>', 'g'), "                                 \
    "'''[^'']*''', '''?''', 'g'), "                                                                \
    "'<(?!(uuid|email|url|time|address|hex)>)[^<>]*>', '<?>', 'g'), "                              \
    "'[[:<:]]0x[0-9A-Fa-f]+[[:>:]]|[[:<:]](?=[0-9A-Fa-f]*[0-9])(?=[0-9A-Fa-f]*[A-Fa-f])"           \
    "[0-9A-Fa-f]{8,}[[:>:]]', '<hex>', 'g'), "                                                     \
    "'(?<!HTTP )(?<!status )(?<![0-9][.])[[:<:]](?![1-5][0-9][0-9] (?:[A-Z{]|[245][.][0-9]))"      \
    "(?![245][.][0-9]{1,3}[.][0-9]{1,3}[[:>:]])[0-9]+([.][0-9]+)*[[:>:]]', '#', 'g'), "            \
    "'[+]#', '#', 'g'), "                                                                          \
    "'[[:space:]]+', ' ', 'g')"

#define FAILURE_CAUSE_SELECT                                                                       \
    "SELECT CASE WHEN src.e IS NULL THEN '(no error recorded)'"                                    \
    " WHEN btrim(src.e) = '' THEN '(empty error)'"                                                 \
    " WHEN l.ok THEN left(l.answers, 300)"                                                         \
    " ELSE left(m.n, 300) END AS cause,"                                                           \
    " CASE WHEN l.ok THEN l.channels END AS channels"                                              \
    " FROM (SELECT btrim(" FAILURE_CAUSE_MASKED(                                                   \
        "src.e") ") AS n) m"                                                                       \
                 " CROSS JOIN LATERAL (SELECT count(*) >= 1 AND bool_and(p.g IS NOT NULL)"         \
                 " AND (count(*) >= 2 OR min(p.g[1]) = '' OR min(p.g[3]) !~ '^[a-z]') AS ok,"      \
                 " string_agg(DISTINCT p.g[3], '; ' ORDER BY p.g[3]) AS answers,"                  \
                 " string_agg(DISTINCT p.g[2], ', ' ORDER BY p.g[2]) AS channels"                  \
                 " FROM (SELECT s.i, regexp_match(s.part, CASE WHEN s.i = 1"                       \
                 " THEN '^(|.*?: )([a-z][a-z0-9_-]{0,31}): (.*)$' ELSE "                           \
                 "'^()([a-z][a-z0-9_-]{0,31}): (.*)$' END)"                                        \
                 " AS g FROM regexp_split_to_table(m.n, '; ') WITH ORDINALITY AS s(part, i)) p) l"

// Errors are cut to this many characters before they are normalised: a worker can write
// megabytes into last_error, and the cause of a failure is said in its first lines.
#define FAILURE_CAUSE_CUT "1000"

// The cause id of the task `t` (12 hex digits), as a scalar expression.
#define FAILURE_CAUSE_ID_OF_TASK                                                                   \
    "left(md5((SELECT c.cause FROM (SELECT left(t.last_error, " FAILURE_CAUSE_CUT ") AS e) src"    \
    " CROSS JOIN LATERAL (" FAILURE_CAUSE_SELECT ") c)), 12)"
