// Checks the hand-written seed files for the mistakes that would otherwise
// surface as a failed migration or a broken screen: unknown vibes or
// categories, dangling slugs, duplicates, places outside their city; each
// place's facets against their vocabulary (src/domain/facets.ts), with every
// place covered and no facet contradicting what else the seed says of it; and
// each event's schedule (src/domain/events.ts): a one-off on a day its title
// names, a recurring event on weekdays its title does not contradict.
//
// Usage: node scripts/check-seed.mjs [--dir <seed dir>] [city files…]
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, dirname, resolve } from 'node:path';
import { buildSync } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The rules live once, in the domain; compiled here as the hooks compile them.
const compiled = buildSync({
  stdin: {
    contents: "export { facetProblems } from './src/domain/facets'; export { scheduleProblems } from './src/domain/events';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  logLevel: 'error',
});
const { facetProblems, scheduleProblems } = await import(
  `data:text/javascript;base64,${Buffer.from(compiled.outputFiles[0].text).toString('base64')}`
);

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const seedDir = dirFlag >= 0 ? resolve(args.splice(dirFlag, 2)[1]) : join(root, 'pb_migrations', 'seed');
const catalog = JSON.parse(readFileSync(join(seedDir, 'catalog.json'), 'utf8'));
const categoryKeys = new Set(catalog.categories.map((c) => c.key));
const vibeNames = new Set(catalog.vibes.map((v) => v.name));
const errors = [];
const fail = (file, msg) => errors.push(`${file}: ${msg}`);

// Pass file names (e.g. seoul.json) to check only those.
const cityFiles = args.length ? args : readdirSync(seedDir).filter((f) => f.endsWith('.json') && f !== 'catalog.json');
for (const file of cityFiles) {
  const data = JSON.parse(readFileSync(join(seedDir, file), 'utf8'));
  const { city, tastemakers, places, events, calendar, activity } = data;
  if (`${city.slug}.json` !== file) fail(file, `file name must be ${city.slug}.json`);
  const tmSlugs = new Set();
  for (const t of tastemakers) {
    if (tmSlugs.has(t.slug)) fail(file, `duplicate tastemaker ${t.slug}`);
    tmSlugs.add(t.slug);
    for (const key of ['slug', 'username', 'name', 'title', 'bio', 'chat_context']) {
      if (!t[key]) fail(file, `tastemaker ${t.slug} lacks ${key}`);
    }
    if (!/^[a-z0-9_]{3,20}$/.test(t.username)) fail(file, `tastemaker ${t.slug} username ${t.username}`);
    for (const v of t.vibes ?? []) if (!vibeNames.has(v.vibe)) fail(file, `tastemaker ${t.slug} unknown vibe ${v.vibe}`);
  }
  if (!tmSlugs.has(city.featured_tastemaker)) fail(file, 'featured_tastemaker is not a tastemaker');
  const guides = tastemakers.filter((t) => t.is_tour_guide);
  if (guides.length < 1) fail(file, 'needs a tour guide');

  const placeSlugs = new Set();
  const perCategory = {};
  const perHood = {};
  const recommended = {};
  const perFlag = {};
  const perSuits = {};
  for (const p of places) {
    if (placeSlugs.has(p.slug)) fail(file, `duplicate place ${p.slug}`);
    placeSlugs.add(p.slug);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug)) fail(file, `bad slug ${p.slug}`);
    for (const key of ['name', 'neighborhood', 'address', 'description']) if (!p[key]) fail(file, `${p.slug} lacks ${key}`);
    if (city.slug === 'seoul' && !/[\uac00-\ud7a3]/.test(p.name_local ?? '')) fail(file, `${p.slug} lacks a Korean name`);
    if (city.slug === 'seoul' && !/seoul/i.test(p.address)) fail(file, `${p.slug} address should end in Seoul`);
    if (Math.abs(p.latitude - city.latitude) > 0.5 || Math.abs(p.longitude - city.longitude) > 0.5)
      fail(file, `${p.slug} coordinates are outside ${city.name}`);
    if (!['low', 'medium', 'high'].includes(p.budget)) fail(file, `${p.slug} budget ${p.budget}`);
    if (!(p.rating >= 3.5 && p.rating <= 5)) fail(file, `${p.slug} rating ${p.rating}`);
    if (!p.categories?.length) fail(file, `${p.slug} has no category`);
    for (const c of p.categories ?? []) {
      if (!categoryKeys.has(c)) fail(file, `${p.slug} unknown category ${c}`);
      perCategory[c] = (perCategory[c] ?? 0) + 1;
    }
    for (const v of p.vibes ?? []) if (!vibeNames.has(v)) fail(file, `${p.slug} unknown vibe ${v}`);
    if (!p.tastemakers?.length) fail(file, `${p.slug} is recommended by nobody`);
    for (const t of p.tastemakers ?? []) {
      if (!tmSlugs.has(t)) fail(file, `${p.slug} unknown tastemaker ${t}`);
      recommended[t] = (recommended[t] ?? 0) + 1;
    }
    perHood[p.neighborhood] = (perHood[p.neighborhood] ?? 0) + 1;
    for (const problem of facetProblems(p.facets)) fail(file, `${p.slug} ${problem}`);
    const f = p.facets ?? { kinds: [], suits: [], flags: [] };
    for (const flag of f.flags ?? []) perFlag[flag] = (perFlag[flag] ?? 0) + 1;
    for (const s of f.suits ?? []) perSuits[s] = (perSuits[s] ?? 0) + 1;
    if (f.flags?.includes('quiet') && p.vibes.includes('Lively')) fail(file, `${p.slug} is both quiet and lively`);
    const nightOnly = p.categories.every((c) => c === 'bar' || c === 'nightlife');
    if (f.suits?.includes('families') && nightOnly) fail(file, `${p.slug}: a bar or club does not suit families`);
    const closesAtNight = ['park', 'garden', 'museum', 'gallery', 'palace', 'zoo', 'hiking'];
    if (f.flags?.includes('late-night') && (f.kinds ?? []).every((k) => closesAtNight.includes(k)))
      fail(file, `${p.slug}: parks and museums are not late-night places`);
  }
  if (places.length < 120) fail(file, `only ${places.length} places (need 120)`);
  for (const c of categoryKeys) if (!perCategory[c]) fail(file, `no place in category ${c}`);
  // The first seed migration dates `events` days after it runs, whatever their titles say: they live in `calendar`.
  if (!Array.isArray(events) || events.length)
    fail(file, 'events must stay [] (the first seed migration dates them by its run); write events in calendar');
  let timeZoneOk = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: city.timezone });
  } catch {
    timeZoneOk = false;
  }
  if (!city.timezone || !timeZoneOk) fail(file, `city timezone "${city.timezone ?? ''}" is not an IANA time zone`);
  const eventNames = new Set();
  for (const e of calendar ?? []) {
    const label = `event "${e.name ?? ''}"`;
    if (eventNames.has(e.name)) fail(file, `duplicate ${label}`);
    eventNames.add(e.name);
    for (const key of ['name', 'category', 'description', 'location']) if (!e[key]) fail(file, `${label} lacks ${key}`);
    if (e.date && !/[zZ]|[+-]\d\d:\d\d$/.test(e.date))
      fail(file, `${label}: date "${e.date}" needs its UTC offset, e.g. 2026-12-05T19:00:00-05:00`);
    for (const problem of scheduleProblems({ ...e, date: e.date ?? '' }, timeZoneOk ? city.timezone : undefined))
      fail(file, `${label} ${problem}`);
  }
  for (const a of activity ?? []) {
    if (!tmSlugs.has(a.tastemaker)) fail(file, `activity by unknown tastemaker ${a.tastemaker}`);
    if (a.place && !placeSlugs.has(a.place)) fail(file, `activity about unknown place ${a.place}`);
  }
  const multi = places.filter((p) => p.tastemakers.length > 1).length;
  console.log(
    `${file}: ${places.length} places, ${tastemakers.length} tastemakers, ${Object.keys(perHood).length} neighborhoods, ${multi} recommended by 2+, ${calendar?.length ?? 0} events, ${activity?.length ?? 0} activity items`,
  );
  console.log(`  per category: ${JSON.stringify(perCategory)}`);
  console.log(`  per tastemaker: ${JSON.stringify(recommended)}`);
  console.log(`  facets: flags ${JSON.stringify(perFlag)}, suits ${JSON.stringify(perSuits)}`);
}
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
