/// <reference path="../pb_hooks/types/runtime.ts" />
// Events say when they really happen (issue 29, §2; src/domain/events.ts). The
// first seed dated every event a few days after the seed ran, whatever its
// title said: "Smorgasburg Saturday" fell on a Wednesday, and every event
// slipped into the past a month later. Some were invented outright (walks and
// meetups led by the guide's fictional tastemakers).
// - `events.weekdays`: the days a recurring event happens on; a one-off keeps
//   its `date`, which a recurring event leaves empty (no longer required).
// - `events.time`: the local start "HH:MM" in the city's zone, '' when it is
//   not known for sure.
// - `events.seasonal`: runs only part of the year, on dates nobody here can promise.
// Then each seed city's events become its seed file's `calendar`: a row of the
// first seed's (named below) is rewritten in place when the calendar keeps its
// name, and deleted when it does not; events others added stay as they are.
//
// Self-contained on purpose: the first seed's names and the artwork choice
// (as 1795000500 made it) are written out here.
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('events');
    const date = /** @type {DateField} */ (events.fields.getByName('date'));
    date.required = false;
    events.fields.add(
      new SelectField({
        name: 'weekdays',
        values: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
        maxSelect: 7,
      }),
    );
    events.fields.add(new TextField({ name: 'time', max: 5, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }));
    events.fields.add(new BoolField({ name: 'seasonal' }));
    app.save(events);

    /** The events the first seed (1795000002) inserted, by city slug. @type {Object<string, string[]>} */
    const FIRST_SEED = {
      seoul: [
        'Bamdokkaebi Night Market by the River',
        'Friday Late Set: Korean Jazz Trio',
        'Candlelight Jazz at Jazz Story',
        'New Contemporary Painting Exhibition Opening Week',
        "Saturday Artists' Free Market",
        'Han River Chimaek Picnic Meetup with Minji',
        'Basement Club Night: Local Selectors',
        'Market Tasting Walk with Chef Dohyun',
        'Secret Garden Guided Tour',
        'Korean Spirits Cocktail Evening',
        'Seoul Forest Morning Coffee Walk',
        'Indie Rock Night',
        'Autumn Silver Grass Sunset Walk',
      ],
      'new-york-city': [
        'Vanguard Jazz Orchestra Monday',
        'Smorgasburg Saturday',
        'Saturday bluegrass jam',
        'Amateur Night at the Apollo',
        'Second Sunday open studios',
        'Thursday gallery openings crawl',
        'Friday late night at the Met',
        'Brooklyn Flea weekend',
        'Late show at the Comedy Cellar',
        "Bill Saxton's Harlem All-Stars",
        'Greenmarket morning',
        'Theme night at House of Yes',
      ],
    };
    const VARIANTS = 8;
    /** FNV-1a, as 1795000500 chose an event's picture. @param {string} text */
    const variantOf = (text) => {
      let hash = 2166136261;
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
      return (hash % VARIANTS) + 1;
    };
    const iso = (/** @type {string} */ text) => new Date(text).toISOString().replace('T', ' ');

    const seedDir = `${__hooks}/../pb_migrations/seed`;
    for (const file of ['seoul.json', 'new-york-city.json']) {
      const seed = JSON.parse(toString($os.readFile(`${seedDir}/${file}`)));
      let city;
      try {
        city = app.findFirstRecordByData('cities', 'slug', seed.city.slug);
      } catch (_) {
        continue; // a server whose seed left this city out
      }
      const firstSeed = FIRST_SEED[seed.city.slug] || [];
      /** The first seed's rows of this city, by name. @type {Object<string, core.Record>} */
      const seeded = {};
      for (const row of app.findRecordsByFilter('events', 'city = {:city}', '', 0, 0, { city: city.id })) {
        if (row && firstSeed.indexOf(row.getString('name')) >= 0) seeded[row.getString('name')] = row;
      }
      for (const e of seed.calendar || []) {
        const record = seeded[e.name] || new Record(events);
        delete seeded[e.name];
        record.set('city', city.id);
        record.set('name', e.name);
        record.set('category', e.category || '');
        record.set('description', e.description || '');
        record.set('location', e.location || '');
        record.set('price', e.price || '');
        record.set('image', `/images/generated/events/${variantOf(e.name)}.svg`);
        record.set('date', e.date ? iso(e.date) : '');
        record.set('weekdays', e.weekdays || []);
        record.set('time', e.time || '');
        record.set('seasonal', !!e.seasonal);
        app.save(record);
      }
      // The first seed's events the calendar no longer holds: invented, or not known for sure.
      for (const name of Object.keys(seeded)) app.delete(seeded[name]);
    }
  },
  (app) => {
    // The first seed's events are not brought back: their dates were wrong. Recurring events cannot be told in the old schema.
    for (const row of app.findRecordsByFilter('events', "date = ''", '', 0, 0)) if (row) app.delete(row);
    const events = app.findCollectionByNameOrId('events');
    const date = /** @type {DateField} */ (events.fields.getByName('date'));
    date.required = true;
    events.fields.removeByName('weekdays');
    events.fields.removeByName('time');
    events.fields.removeByName('seasonal');
    app.save(events);
  },
);
