/// <reference path="../pb_hooks/types/runtime.ts" />
// One account per e-mail address whatever its case or stray spaces
// (src/domain/emails.ts): existing addresses are stored normalised, and the
// unique index on users.email ignores case, which also makes PocketBase look
// addresses up without case (sign-in, password reset).
//
// Accounts whose addresses differ only in case or spaces are not merged:
// they stay as they are, listed in the log for an admin to resolve, and out
// of the unique index until then.
const INDEX = 'idx_email__pb_users_auth_';

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    /** @type {Object<string, core.Record[]>} */
    const byAddress = {};
    for (const user of app.findAllRecords('users')) {
      const address = user.email().trim().toLowerCase();
      if (address) (byAddress[address] = byAddress[address] || []).push(user);
    }
    /** @type {string[]} */
    const apart = [];
    for (const address of Object.keys(byAddress)) {
      const accounts = byAddress[address];
      if (accounts.length > 1) {
        // On the migration's own output, and in the server's logs.
        console.warn(`Left as they are (same address but for case or spaces): ${accounts.map((a) => `${a.id} <${a.email()}>`).join(', ')}`);
        app
          .logger()
          .warn(
            'Accounts whose e-mail addresses differ only in case or spaces were left as they are; resolve them by hand',
            'address',
            address,
            'accounts',
            accounts.map((a) => `${a.id} <${a.email()}>`).join(', '),
          );
        for (const account of accounts) apart.push(account.id);
      } else if (accounts[0].email() !== address) {
        accounts[0].setEmail(address);
        app.save(accounts[0]);
      }
    }
    const except = apart.length ? ` AND \`id\` NOT IN (${apart.map((id) => `'${id.replace(/'/g, '')}'`).join(', ')})` : '';
    users.removeIndex(INDEX);
    users.addIndex(INDEX, true, '`email` COLLATE NOCASE', `\`email\` != ''${except}`);
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.removeIndex(INDEX);
    users.addIndex(INDEX, true, '`email`', "`email` != ''");
    app.save(users);
  },
);
