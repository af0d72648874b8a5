/// <reference path="./types/runtime.ts" />
// Deletions reach devices as tombstones: every deleted synced row leaves one,
// scoped like the row, so the sync route can tell each device what to drop.
// A row re-created with the same id (a place saved again) clears its
// tombstone, only when it has the same owner (catalog rows have none).
onRecordAfterDeleteSuccess((e) => {
  const { SYNCED, tombstoneScope } = require(`${__hooks}/lib/collections.js`);
  const name = e.record.collection().name;
  if (SYNCED.indexOf(name) >= 0) {
    const scope = tombstoneScope(e.record);
    const tombstone = new Record(e.app.findCollectionByNameOrId('tombstones'));
    tombstone.set('collection_name', name);
    tombstone.set('record_id', e.record.id);
    tombstone.set('user', scope.user);
    tombstone.set('city', scope.city);
    tombstone.set('shared', scope.shared);
    e.app.save(tombstone);
  }
  e.next();
});

onRecordAfterCreateSuccess((e) => {
  const { SYNCED, tombstoneScope } = require(`${__hooks}/lib/collections.js`);
  const name = e.record.collection().name;
  if (SYNCED.indexOf(name) >= 0) {
    e.app
      .db()
      .newQuery('DELETE FROM tombstones WHERE record_id = {:id} AND collection_name = {:name} AND user = {:user}')
      .bind({ id: e.record.id, name, user: tombstoneScope(e.record).user })
      .execute();
  }
  e.next();
});
