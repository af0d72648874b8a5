/// <reference path="./types/runtime.ts" />
// Reviews and collections count towards badges whoever writes them (any
// device, the outbox, a batch): the server checks after each one.
onRecordAfterCreateSuccess(
  (e) => {
    require(`${__hooks}/lib/badges.js`).awardBadges(e.app, e.record.get('user'));
    e.next();
  },
  'reviews',
  'collections',
);
