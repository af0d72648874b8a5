/// <reference path="../pb_hooks/types/runtime.ts" />
// An account is deleted only through DELETE /api/app/account
// (pb_hooks/lib/account_data.js), which ends its subscriptions, deletes what
// it owns, keeps the payments ledger without it and refuses admins.
// PocketBase's users collection let an account delete its own record
// directly (`id = @request.auth.id`), skipping all of that: the rule is now
// closed (superusers still may, from the dashboard).
const SELF = 'id = @request.auth.id';

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    // null: superusers only (a Go *string, which PocketBase's declarations type without null).
    users.deleteRule = /** @type {any} */ (null);
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.deleteRule = SELF;
    app.save(users);
  },
);
