/// <reference path="./types/runtime.ts" />
// Day plans (lib/day_plans.js): every write checked as the device checks it,
// and the read-only view of a plan shared by its token.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/day_plans.js`).checkPlan(e);
  e.next();
}, 'day_plans');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/day_plans.js`).checkPlan(e);
  e.next();
}, 'day_plans');

routerAdd('GET', '/api/app/plans/shared/{token}', (e) => require(`${__hooks}/lib/day_plans.js`).sharedPlan(e));
