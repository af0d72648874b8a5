/// <reference path="./types/runtime.ts" />
// Every account gets its profile when it is created, whoever creates it
// (sign-up, the dashboard, a test), so clients never create profiles.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/profiles.js`).createProfileFor(e.app, e.record);
  e.next();
}, 'users');

// What a user sets on their own profile stays within bounds (lib/profile_fields.js).
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/profile_fields.js`).checkProfileFields(e);
  e.next();
}, 'profiles');
