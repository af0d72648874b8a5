// A nudge over PocketBase's realtime connection: when a synced row changes,
// devices that may read it receive a data-free 'tastemap/sync' message and
// pull through the normal sync route (which applies all the access rules).
// One subscription per device instead of one per collection.
const { CITY, OWN, tombstoneScope } = require(`${__hooks}/lib/collections.js`);

const TOPIC = 'tastemap/sync';

/** @param {CoreApp} app @param {core.Record} record */
function notifyChange(app, record) {
  const name = record.collection().name;
  const scope = tombstoneScope(record);
  const isOwn = OWN.some((c) => c.name === name);
  const message = new SubscriptionMessage({ name: TOPIC, data: JSON.stringify({ collection: name }) });
  const clients = app.subscriptionsBroker().clients();
  for (const id of Object.keys(clients)) {
    const client = clients[id];
    if (!client.hasSubscription(TOPIC)) continue;
    if (isOwn) {
      // Private rows nudge only their owner.
      const auth = client.get('auth');
      if (!auth || auth.id !== scope.user) continue;
    }
    client.send(message);
  }
}

module.exports = { TOPIC, notifyChange, CITY };
