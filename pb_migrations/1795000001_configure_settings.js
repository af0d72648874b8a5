/// <reference path="../pb_hooks/types/runtime.ts" />
// Server settings that are part of the product, not of one deployment:
// the rate limiter (off by default in PocketBase), the batch API the outbox
// flush uses, and the application name used in e-mails.
migrate(
  (app) => {
    const settings = app.settings();
    settings.meta.appName = 'Tastemap';
    settings.batch.enabled = true;
    settings.batch.maxRequests = 100;
    settings.batch.timeout = 10;
    settings.rateLimits.enabled = true;
    // Plain objects: PocketBase unmarshals each into a rule.
    settings.rateLimits.rules = /** @type {core.RateLimitRule[]} */ ([
      // Password guessing: a person types a password a few times a minute at most.
      { label: '*:auth', maxRequests: 10, duration: 60, audience: '' },
      { label: '*:requestPasswordReset', maxRequests: 3, duration: 60, audience: '' },
      { label: '*:requestVerification', maxRequests: 3, duration: 60, audience: '' },
      { label: 'users:create', maxRequests: 10, duration: 60, audience: '' },
      { label: '*:create', maxRequests: 60, duration: 10, audience: '' },
      // The outbox flushes in batches of up to 100 writes.
      { label: '/api/batch', maxRequests: 20, duration: 10, audience: '' },
      // Hook routes (sync, unlocks, subscriptions, chat): generous for sync,
      // tighter limits for chat live in the chat route itself.
      { label: '/api/app/', maxRequests: 120, duration: 10, audience: '' },
      { label: '/api/', maxRequests: 600, duration: 10, audience: '' },
    ]);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    settings.batch.enabled = false;
    app.save(settings);
  },
);
