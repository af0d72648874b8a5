/// <reference path="./types/runtime.ts" />
// Routes that change what an account may do (lib/accounts.js).
routerAdd('POST', '/api/app/onboarding/complete', (e) => require(`${__hooks}/lib/accounts.js`).completeOnboarding(e));
routerAdd('POST', '/api/app/cities/unlock', (e) => require(`${__hooks}/lib/accounts.js`).unlockCity(e));
routerAdd('POST', '/api/app/roles/become-tastemaker', (e) => require(`${__hooks}/lib/accounts.js`).becomeTastemaker(e));
routerAdd('POST', '/api/app/profile/reset', (e) => require(`${__hooks}/lib/accounts.js`).resetProfile(e));

// One account per address, whatever its case or stray spaces (src/domain/emails.ts): stored
// normalised, and found so at sign-in (the unique index ignores case, migration 1795000410).
onRecordCreateRequest((e) => {
  const { normaliseEmail } = require(`${__hooks}/lib/generated/emails.js`);
  e.record.setEmail(normaliseEmail(e.record.email()));
  e.next();
}, 'users');

onRecordAuthWithPasswordRequest((e) => {
  if (!e.record && e.identity) {
    const { normaliseEmail } = require(`${__hooks}/lib/generated/emails.js`);
    try {
      e.record = e.app.findAuthRecordByEmail(e.collection, normaliseEmail(e.identity));
    } catch (_) {
      // no such account: PocketBase answers as for a wrong password
    }
  }
  e.next();
}, 'users');
