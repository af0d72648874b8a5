/// <reference path="./types/runtime.ts" />
// Shared collections (lib/shared.js): invitations, members, and who may write
// a shared collection's places, votes and notes.
routerAdd('POST', '/api/app/collections/{id}/invites', (e) => require(`${__hooks}/lib/shared.js`).createInvite(e));
routerAdd('DELETE', '/api/app/collections/{id}/invites/{invite}', (e) => require(`${__hooks}/lib/shared.js`).revokeInvite(e));
routerAdd('POST', '/api/app/collections/{id}/members', (e) => require(`${__hooks}/lib/shared.js`).addByUsername(e));
routerAdd('DELETE', '/api/app/collections/{id}/members/{user}', (e) => require(`${__hooks}/lib/shared.js`).removeMember(e));
routerAdd('POST', '/api/app/invites/preview', (e) => require(`${__hooks}/lib/shared.js`).previewInvite(e));
routerAdd('POST', '/api/app/invites/accept', (e) => require(`${__hooks}/lib/shared.js`).acceptInvite(e));

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/shared.js`).prepareCollectionPlace(e);
  e.next();
}, 'collection_places');

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/shared.js`).checkPlaceRemoval(e);
  e.next();
}, 'collection_places');

onRecordCreateRequest((e) => require(`${__hooks}/lib/shared.js`).createOrEditReaction(e), 'collection_reactions');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/shared.js`).prepareReactionUpdate(e);
  e.next();
}, 'collection_reactions');
