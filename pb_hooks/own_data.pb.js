/// <reference path="./types/runtime.ts" />
// Server-side normalisation of the user's own rows: what the server fills in
// itself (a review's id, public author name and city) and the trimming rules
// of spec §5 that a client could skip. A second review of a place by the same
// traveller is an edit of the first (lib/own_data.js, createOrEditReview).
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/own_data.js`).createOrEditReview(e);
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
