/// <reference path="../pb_hooks/types/runtime.ts" />
// Users' sessions last 30 days instead of PocketBase's default 5. A token can
// only be renewed while it is still valid, so with 5 days a user who opens the
// app once a week would find it expired and be signed out. Devices renew a
// token once it is a day old (src/domain/session.ts, SESSION_LIFETIME_MS must
// match this), so only a month without opening the app ends a session.
// Changing a password still ends every session at once (tokens are signed
// with the user's token key).
const LIFETIME_SECONDS = 30 * 24 * 60 * 60;
// PocketBase's default for an auth collection (core.NewAuthCollection).
const DEFAULT_LIFETIME_SECONDS = 5 * 24 * 60 * 60;

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.authToken.duration = LIFETIME_SECONDS;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.authToken.duration = DEFAULT_LIFETIME_SECONDS;
    app.save(users);
  },
);
