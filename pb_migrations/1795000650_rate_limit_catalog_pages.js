/// <reference path="../pb_hooks/types/runtime.ts" />
// Catalog pages (/api/app/pages/, pb_hooks/lib/sync/pages.js) are a first
// sync's bulk: a device fetches one per tastemaker it follows, all at once,
// beside its sync. Each costs an HMAC and a lookup in memory, no query, so
// they get a budget of their own instead of spending the hook routes' one
// (/api/app/, 120 per 10 s), where a few first syncs from one address would
// crowd out the syncs themselves. The longer label is the more specific rule.
const LABEL = '/api/app/pages/';

migrate(
  (app) => {
    const settings = app.settings();
    const rules = settings.rateLimits.rules.filter((rule) => rule.label !== LABEL);
    const at = rules.findIndex((rule) => rule.label === '/api/app/');
    // A plain object: PocketBase unmarshals it into a rule.
    rules.splice(
      at < 0 ? rules.length : at,
      0,
      /** @type {core.RateLimitRule} */ ({ label: LABEL, maxRequests: 1200, duration: 10, audience: '' }),
    );
    settings.rateLimits.rules = rules;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== LABEL);
    app.save(settings);
  },
);
