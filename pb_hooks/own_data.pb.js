/// <reference path="./types/runtime.ts" />
// Server-side normalisation of the user's own rows: what the server fills in
// itself (a review's public author name and city) and the trimming rules of
// spec §5 that a client could skip.
onRecordCreateRequest((e) => {
  const ownData = require(`${__hooks}/lib/own_data.js`);
  ownData.requireReadablePlace(e);
  ownData.prepareReview(e);
  e.next();
}, 'reviews');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/own_data.js`).prepareReview(e);
  e.next();
}, 'reviews');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/own_data.js`).trimNamed(e, 'COLLECTION_NAME');
  e.next();
}, 'collections');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/own_data.js`).trimNamed(e, 'COLLECTION_NAME');
  e.next();
}, 'collections');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/own_data.js`).trimNamed(e, 'VIBE_PROFILE_NAME');
  e.next();
}, 'vibe_profiles');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/own_data.js`).trimNamed(e, 'VIBE_PROFILE_NAME');
  e.next();
}, 'vibe_profiles');
