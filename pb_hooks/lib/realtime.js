// A nudge over PocketBase's realtime connection: when a synced row changes,
// devices that may read it receive a data-free 'tastemap/sync' message and
// pull through the normal sync route (which applies all the access rules).
// One subscription per device instead of one per collection.
const { CITY, OWN, tombstoneScope } = require(`${__hooks}/lib/collections.js`);

const TOPIC = 'tastemap/sync';

/**
 * Who a change of a private row concerns: its owner, and for a row of a shared collection (a place in it,
 * a member, a vote or note, the collection itself) every member, and a member just removed.
 * @param {CoreApp} app @param {core.Record} record @param {{ user: string, shared: string }} scope
 * @returns {Object<string, boolean>}
 */
function concerned(app, record, scope) {
  /** @type {Object<string, boolean>} */
  const users = {};
  if (scope.user) users[scope.user] = true;
  if (scope.shared) {
    for (const user of require(`${__hooks}/lib/shared.js`).memberIds(app, scope.shared)) users[user] = true;
    const name = record.collection().name;
    if (name === 'collection_members' || name === 'collection_reactions') users[record.getString('user')] = true;
  }
  return users;
}

/** @param {CoreApp} app @param {core.Record} record */
function notifyChange(app, record) {
  const name = record.collection().name;
  const scope = tombstoneScope(record);
  const isPrivate = OWN.some((c) => c.name === name) || !!scope.shared;
  const users = isPrivate ? concerned(app, record, scope) : null;
  const message = new SubscriptionMessage({ name: TOPIC, data: JSON.stringify({ collection: name }) });
  const clients = app.subscriptionsBroker().clients();
  for (const id of Object.keys(clients)) {
    const client = clients[id];
    if (!client.hasSubscription(TOPIC)) continue;
    if (users) {
      // Private rows nudge only those who hold them.
      const auth = client.get('auth');
      if (!auth || !users[auth.id]) continue;
    }
    client.send(message);
  }
}

module.exports = { TOPIC, notifyChange, CITY };
