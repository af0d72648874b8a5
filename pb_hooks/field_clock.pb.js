/// <reference path="./types/runtime.ts" />
// Per-field last-writer-wins for rows users edit offline (lib/field_clock.js).
onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/field_clock.js`).applyFieldClock(e, true);
    e.next();
  },
  'profiles',
  'collections',
  'reviews',
  'vibe_profiles',
  'pins',
  'day_plans',
);

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/field_clock.js`).applyFieldClock(e, false);
    e.next();
  },
  'profiles',
  'collections',
  'reviews',
  'vibe_profiles',
  'pins',
  'day_plans',
);
