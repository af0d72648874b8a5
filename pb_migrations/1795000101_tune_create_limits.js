/// <reference path="../pb_hooks/types/runtime.ts" />
// Creates inside a batch count against the create limit one by one, so a
// device coming back from a long offline trip (hundreds of queued writes)
// would be throttled for nothing. Signed-in users get a create budget sized
// for an outbox flush; visitors keep the tight one.
migrate(
  (app) => {
    const settings = app.settings();
    const rules = settings.rateLimits.rules.filter((rule) => rule.label !== '*:create');
    const at = rules.findIndex((rule) => rule.label === '/api/batch');
    // Plain objects: PocketBase unmarshals each into a rule.
    rules.splice(
      at,
      0,
      /** @type {core.RateLimitRule} */ ({ label: '*:create', maxRequests: 600, duration: 60, audience: '@auth' }),
      /** @type {core.RateLimitRule} */ ({ label: '*:create', maxRequests: 20, duration: 10, audience: '@guest' }),
    );
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== '*:create')
      .concat(/** @type {core.RateLimitRule[]} */ ([{ label: '*:create', maxRequests: 60, duration: 10, audience: '' }]));
    app.save(settings);
  },
);
