/// <reference path="./types/runtime.ts" />
// Other users' rows through the record API carry only what others may read (lib/fields.js).
const { OTHERS_MAY_READ } = require(`${__hooks}/lib/generated/policy.js`);

onRecordEnrich(
  (e) => {
    require(`${__hooks}/lib/fields.js`).hideFromOthers(e);
    e.next();
  },
  ...Object.keys(OTHERS_MAY_READ),
);
