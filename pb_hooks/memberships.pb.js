/// <reference path="./types/runtime.ts" />
// Membership ids derived and checked by the server, and ids of deleted rows
// kept for their owner (lib/memberships.js). Reviews get ids derived by the
// server too (lib/own_data.js), so no id of theirs is the device's to choose.
onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/memberships.js`).prepareMembership(e);
    e.next();
  },
  'saved_places',
  'collection_places',
  'vibe_profile_vibes',
  'pins',
);

onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/memberships.js`).refuseForeignId(e);
    e.next();
  },
  'collections',
  'vibe_profiles',
  'day_plans',
);

onBatchRequest((e) => {
  require(`${__hooks}/lib/memberships.js`).prepareBatch(e);
  e.next();
});
