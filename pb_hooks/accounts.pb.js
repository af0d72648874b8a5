/// <reference path="./types/runtime.ts" />
// Routes that change what an account may do (lib/accounts.js).
routerAdd('POST', '/api/app/onboarding/complete', (e) => require(`${__hooks}/lib/accounts.js`).completeOnboarding(e));
routerAdd('POST', '/api/app/cities/unlock', (e) => require(`${__hooks}/lib/accounts.js`).unlockCity(e));
routerAdd('POST', '/api/app/roles/become-tastemaker', (e) => require(`${__hooks}/lib/accounts.js`).becomeTastemaker(e));
routerAdd('POST', '/api/app/profile/reset', (e) => require(`${__hooks}/lib/accounts.js`).resetProfile(e));
