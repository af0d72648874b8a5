/// <reference path="../pb_hooks/types/runtime.ts" />
// The welcome gift (the first city free) is spent once per account, for the
// account's whole life (ARCHITECTURE.md, Offers). A profile reset deletes the
// city purchases (spec §7), so the payments ledger, which nothing deletes,
// decides: claiming the gift writes a ledger row under the key
// `<user>:welcome_gift` (src/domain/subscription-machine.ts, welcomeGiftKey),
// and `subject` says what a row paid for (here, the city).
//
// Accounts that claimed their gift before the ledger knew of it get that row
// now, from their purchase marked 'free_first_city', so a reset cannot give
// it back. An account that reset since then has lost the purchase: nothing
// shows which city it was, and its next gift is its last.
const KEY_SUFFIX = ':welcome_gift';

migrate(
  (app) => {
    const payments = app.findCollectionByNameOrId('payments');
    payments.fields.add(new TextField({ name: 'subject', max: 30 }));
    app.save(payments);

    const claimed = app.findRecordsByFilter('city_purchases', "provider_payment_id = 'free_first_city'", 'created', 0, 0);
    for (const purchase of claimed) {
      const key = `${purchase.get('user')}${KEY_SUFFIX}`;
      if (app.findRecordsByFilter('payments', 'key = {:key}', '', 1, 0, { key }).length) continue;
      const row = new Record(payments);
      row.set('key', key);
      row.set('op', 'welcome_gift');
      row.set('user', purchase.get('user'));
      row.set('amount_cents', 0);
      row.set('reference', `gift_${purchase.id}`);
      row.set('subject', purchase.get('city'));
      app.save(row);
    }
  },
  (app) => {
    const payments = app.findCollectionByNameOrId('payments');
    payments.fields.removeByName('subject');
    app.save(payments);
  },
);
