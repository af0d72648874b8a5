/// <reference path="./types/runtime.ts" />
// The counts offers are worked out with (lib/offers.js): a pick, a city link
// or a tastemaker's listing changes, and the figures of its cities follow.
onRecordAfterCreateSuccess((e) => require(`${__hooks}/lib/offers.js`).onChange(e), 'tastemaker_places', 'city_tastemakers');
onRecordAfterUpdateSuccess((e) => require(`${__hooks}/lib/offers.js`).onChange(e), 'tastemaker_places', 'tastemakers');
onRecordAfterDeleteSuccess((e) => require(`${__hooks}/lib/offers.js`).onChange(e), 'tastemaker_places', 'city_tastemakers');
