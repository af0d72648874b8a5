/// <reference path="../pb_hooks/types/runtime.ts" />
// The mock payment provider's ledger (pb_hooks/lib/payments.js): every charge
// it would have made, under the idempotency key it was asked with. A key seen
// before answers with the stored charge instead of charging again, so a
// retried or raced payment can be checked to have been made once. Superusers
// only: no API rule opens it, and it is not synced.
migrate(
  (app) => {
    /** @type {CollectionData} */
    const data = {
      type: 'base',
      name: 'payments',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'key', required: true, max: 300 },
        // chargeOnce's 'charge', 'subscription_start' or 'renewal'.
        { type: 'text', name: 'op', required: true, max: 30 },
        // The paying user's id, kept as text: the ledger outlives the account.
        { type: 'text', name: 'user', max: 30 },
        { type: 'number', name: 'amount_cents', min: 0, onlyInt: true },
        { type: 'text', name: 'reference', max: 200 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_payments_key ON payments (key)', 'CREATE INDEX idx_payments_user ON payments (user, created)'],
    };
    const collection = new Collection(/** @type {any} */ (data));
    app.save(collection);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('payments'));
  },
);
