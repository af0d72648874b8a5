/// <reference path="../pb_hooks/types/runtime.ts" />
// A tastemaker's follower count is now derived from entitlements instead of
// moved by ±1 (raced or repeated requests moved it twice): followers =
// followers_base + the entitlements that give access now, recounted in every
// transaction that changes an entitlement (pb_hooks/lib/entitlements.js).
// The hidden base keeps today's figures (the seed's followers, counts kept
// before this): it starts at followers minus the current count, never below 0.
//
// Which entitlements give access is written out here as src/domain/policy/sql.ts
// had it when this migration was written (a0ea087), not required from it: a
// migration keeps doing what it did the day it was written.
migrate(
  (app) => {
    // An entitlement gives access when unlocked, or subscribed, active and not past its end; binds {:now}.
    const TASTEMAKER_ACCESS_SQL =
      "([[unlocked]] = 1 OR ([[subscribed]] = 1 AND [[status]] = 'active' AND ([[subscription_end]] = '' OR [[subscription_end]] > {:now})))";
    const tastemakers = app.findCollectionByNameOrId('tastemakers');
    tastemakers.fields.add(new NumberField({ name: 'followers_base', hidden: true, min: 0, onlyInt: true }));
    app.save(tastemakers);
    const withAccess = `(SELECT count(*) FROM {{entitlements}} WHERE [[entitlements.tastemaker]] = [[tastemakers.id]] AND ${TASTEMAKER_ACCESS_SQL})`;
    const now = new DateTime().string();
    app.db().newQuery(`UPDATE {{tastemakers}} SET [[followers_base]] = max(0, [[followers]] - ${withAccess})`).bind({ now }).execute();
    app
      .db()
      .newQuery(
        `UPDATE {{tastemakers}} SET [[followers]] = [[followers_base]] + ${withAccess}, [[updated]] = {:now} ` +
          `WHERE [[followers]] != [[followers_base]] + ${withAccess}`,
      )
      .bind({ now })
      .execute();
  },
  (app) => {
    // followers keeps the derived figure; only the base goes.
    const tastemakers = app.findCollectionByNameOrId('tastemakers');
    tastemakers.fields.removeByName('followers_base');
    app.save(tastemakers);
  },
);
