-- 006_feed_cursors.sql — the feed sync workers' sink cursors and their leases.
--
-- From seed 000_2183f94f2aa822f0.txt (@kairos-es/feed-postgres, lease.ts): a
-- sink's cursor row carries the lease holder and, for the lease-row kind, its
-- expiry in epoch milliseconds as the lease module's Clock writes it. The
-- expiry is NULL while an advisory worker holds the sink (its lease lives in a
-- session advisory lock, not on the row). Holder ids look like pg-row:<hex>
-- and pg-advisory:<hex>.
--
-- The table is <schema>.<prefix>cursors; this file creates the defaults,
-- schema public and prefix feed_. The console takes both as settings.
CREATE TABLE public.feed_cursors (
    feed             text NOT NULL,
    sink             text NOT NULL,
    position         bigint NOT NULL DEFAULT 0,
    lease_holder     text,
    lease_expires_at bigint,
    updated_at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (feed, sink)
);
