/// <reference path="../pb_hooks/types/runtime.ts" />
// The password reset e-mail links to the app's own screen (/auth?reset=…,
// src/components/auth-reset-password.tsx), not to PocketBase's dashboard page,
// which a traveller should never see. {APP_URL} is settings.meta.appURL,
// which pb_hooks/mail.pb.js sets from TASTEMAP_APP_URL.
//
// Only the link changes: the rest of the body may have been reworded by an
// admin, and that wording stays.
const DASHBOARD_LINK = '{APP_URL}/_/#/auth/confirm-password-reset/{TOKEN}';
const APP_LINK = '{APP_URL}/auth?reset={TOKEN}';

/** @param {CoreApp} app @param {string} from @param {string} to */
function relink(app, from, to) {
  const users = app.findCollectionByNameOrId('users');
  const template = users.resetPasswordTemplate;
  if (!template.body.includes(from)) {
    // A template rewritten by hand: its links are the admin's to choose.
    console.warn(`users.resetPasswordTemplate has no ${from} link; left as it is`);
    return;
  }
  template.body = template.body.split(from).join(to);
  users.resetPasswordTemplate = template;
  app.save(users);
}

migrate(
  (app) => relink(app, DASHBOARD_LINK, APP_LINK),
  (app) => relink(app, APP_LINK, DASHBOARD_LINK),
);
