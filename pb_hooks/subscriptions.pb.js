/// <reference path="./types/runtime.ts" />
// Tastemaker subscriptions (lib/subscriptions.js) and their renewal cron.
routerAdd('POST', '/api/app/tastemakers/{id}/subscribe', (e) => require(`${__hooks}/lib/subscriptions.js`).subscribe(e));
routerAdd('POST', '/api/app/tastemakers/{id}/unsubscribe', (e) => require(`${__hooks}/lib/subscriptions.js`).unsubscribe(e));
routerAdd('POST', '/api/app/tastemakers/{id}/cancel', (e) => require(`${__hooks}/lib/subscriptions.js`).cancelAtPeriodEnd(e));
routerAdd('POST', '/api/app/tastemakers/{id}/reactivate', (e) => require(`${__hooks}/lib/subscriptions.js`).reactivate(e));

cronAdd('tastemap_renewals', '*/5 * * * *', () => {
  const outcome = require(`${__hooks}/lib/subscriptions.js`).processRenewals($app);
  if (outcome.renewed || outcome.pastDue || outcome.expired) console.log(`[renewals] ${JSON.stringify(outcome)}`);
});

// Superusers can run the renewals now and see what happened (operations,
// tests); PocketBase's own cron-run endpoint does not wait for the job.
routerAdd(
  'POST',
  '/api/app/admin/renewals',
  (e) => e.json(200, require(`${__hooks}/lib/subscriptions.js`).processRenewals(e.app)),
  $apis.requireSuperuserAuth(),
);
