/// <reference path="../pb_hooks/types/runtime.ts" />
// Self-made tastemakers wait for an admin's approval before anyone else sees
// them (ARCHITECTURE.md, Permissions): a `status` on tastemakers, and read
// rules that show a tastemaker, their city links and their signature vibes
// only once approved (or to the tastemaker themselves). Sync applies the same
// rule (src/domain/policy/sql.ts, TASTEMAKER_VISIBLE_SQL).
//
// The account behind a tastemaker stays private whichever way a row is read:
// sync blanks it and the record API hides it (pb_hooks/fields.pb.js), for
// everyone but that account (src/domain/policy/fields.ts).
//
// Existing rows: the seed's personas (no account behind them) are approved.
// Ones made from an account may have been self-made with one tap; they start
// pending, so an admin approves each before it is listed again. Every row's
// `updated` moves so devices pull the status (a device shows only approved
// ones, and one it no longer receives stays unlisted).
//
// The rules and values are written out here, not required from src/domain:
// a migration keeps doing what it did the day it was written.
const STATUSES = ['pending', 'approved', 'rejected'];
const VISIBLE = 'status = "approved" || (user != "" && user = @request.auth.id)';
const VISIBLE_THROUGH = 'tastemaker.status = "approved" || (tastemaker.user != "" && tastemaker.user = @request.auth.id)';

migrate(
  (app) => {
    const tastemakers = app.findCollectionByNameOrId('tastemakers');
    tastemakers.fields.add(new SelectField({ name: 'status', values: STATUSES, maxSelect: 1 }));
    tastemakers.listRule = VISIBLE;
    tastemakers.viewRule = VISIBLE;
    app.save(tastemakers);
    const now = new DateTime().string();
    app
      .db()
      .newQuery("UPDATE {{tastemakers}} SET [[status]] = CASE WHEN [[user]] = '' THEN 'approved' ELSE 'pending' END, [[updated]] = {:now}")
      .bind({ now })
      .execute();

    const links = app.findCollectionByNameOrId('city_tastemakers');
    links.listRule = VISIBLE_THROUGH;
    links.viewRule = VISIBLE_THROUGH;
    app.save(links);

    const vibes = app.findCollectionByNameOrId('tastemaker_vibes');
    vibes.listRule = `vibe.status = "approved" && (${VISIBLE_THROUGH})`;
    vibes.viewRule = vibes.listRule;
    app.save(vibes);
  },
  (app) => {
    const tastemakers = app.findCollectionByNameOrId('tastemakers');
    tastemakers.fields.removeByName('status');
    tastemakers.listRule = '';
    tastemakers.viewRule = '';
    app.save(tastemakers);
    const links = app.findCollectionByNameOrId('city_tastemakers');
    links.listRule = '';
    links.viewRule = '';
    app.save(links);
    const vibes = app.findCollectionByNameOrId('tastemaker_vibes');
    vibes.listRule = 'vibe.status = "approved"';
    vibes.viewRule = vibes.listRule;
    app.save(vibes);
  },
);
