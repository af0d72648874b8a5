// What `npm run bench` prints of search and the guide's quality: the labelled
// evaluation (tests/fixtures/search-eval.json, guide-eval.json) scored as the
// tests score it, the precision of the top three and the share of queries
// whose top three all fit. Offline: the device's own code over the seed.
// Online: the guide asked through the bench server's chat route by a
// traveller who follows every tastemaker of both cities (search runs on the
// device either way).
import { randomBytes } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { searchByMeaning } from '#/domain/query';
import { recommend } from '#/domain/recommender';
import { buildPlaceIndex } from '#/domain/search';
import { loadCases, score, summarise, type CaseOutcome, type EvalCase } from '../../tests/support/eval';
import { freeTier, seedGuide, seedViews, type CitySlug } from '../../tests/support/seed-places';
import type { Report } from './load';

const CITY_NAMES: Record<CitySlug, string> = { seoul: 'Seoul', 'new-york-city': 'New York City' };
/** The chat route takes 20 questions a minute from one user: a new traveller every 15. */
const QUESTIONS_PER_TRAVELLER = 15;

function figure(outcomes: CaseOutcome[]): string {
  const { precision, passRate } = summarise(outcomes);
  return `precision@3 ${(precision * 100).toFixed(1)}%, all top 3 fit in ${(passRate * 100).toFixed(1)}% of ${outcomes.length}`;
}

/**
 * The evaluation scored on the device, for two travellers: one who follows every tastemaker (the
 * whole seed), and one on the free tier (the local guide's places; the guide is told of the rest
 * only as locked picks). "All that exist" counts what the traveller may see.
 */
export function offlineFigures() {
  const cities = new Map(
    (['seoul', 'new-york-city'] as const).map((slug) => {
      const views = seedViews(slug);
      const free = freeTier(slug);
      return [slug, { views, index: buildPlaceIndex(views), guide: seedGuide(slug), free, freeIndex: buildPlaceIndex(free.open) }];
    }),
  );
  const searchCases = loadCases('search-eval.json');
  const guideCases = loadCases('guide-eval.json');
  const search = searchCases.map((c) => {
    const { views, index } = cities.get(c.city)!;
    const found = searchByMeaning(c.query, views, (text) => index.search(text));
    return score(c, found.ids, views, found.partialFrom === 0);
  });
  const freeSearch = searchCases.map((c) => {
    const { free, freeIndex } = cities.get(c.city)!;
    const found = searchByMeaning(c.query, free.open, (text) => freeIndex.search(text));
    return score(c, found.ids, free.open, found.partialFrom === 0);
  });
  const guide = guideCases.map((c) => {
    const { views, guide: persona } = cities.get(c.city)!;
    const answer = recommend(c.query, views, persona, CITY_NAMES[c.city], c.earlier ?? []);
    return score(
      c,
      answer.places.map((p) => p.id),
      views,
      !answer.fits,
    );
  });
  const freeGuide = guideCases.map((c) => {
    const { free, guide: persona } = cities.get(c.city)!;
    const answer = recommend(c.query, free.open, persona, CITY_NAMES[c.city], c.earlier ?? [], undefined, free.locked);
    return score(
      c,
      answer.places.map((p) => p.id),
      free.open,
      !answer.fits,
    );
  });
  return { search, freeSearch, guide, freeGuide, views: new Map([...cities].map(([slug, c]) => [slug, c.views])) };
}

export const qualityFigure = figure;

async function traveller(url: string, admin: PocketBase): Promise<{ token: string }> {
  const email = `quality-${randomBytes(4).toString('hex')}@tastemap.test`;
  const password = randomBytes(12).toString('hex');
  const user = await admin.collection('users').create({ email, password, passwordConfirm: password, name: 'Quality', verified: true });
  const cities = await admin.collection('cities').getFullList({ filter: 'slug = "seoul" || slug = "new-york-city"' });
  await admin.collection('profiles').update(user.id, { unlocked_cities: cities.map((c) => c.id) });
  for (const link of await admin.collection('city_tastemakers').getFullList({ filter: cities.map((c) => `city="${c.id}"`).join(' || ') })) {
    await admin
      .collection('entitlements')
      .create({ user: user.id, tastemaker: link.tastemaker, subscribed: true, status: 'active', monthly_amount: 0 });
  }
  const auth = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  }).then((r) => r.json() as Promise<{ token: string }>);
  return { token: auth.token };
}

/** Whether the guide's answer says nothing fits every part (its "No …", "Only one fits…", "I couldn't find…"). */
const saysShort = (message: string) => /(^|\n)(No |Only (one fits|two fit) |I couldn't find )/.test(message);

async function askOnline(url: string, token: string, cityId: string, c: EvalCase): Promise<{ slugs: string[]; message: string }> {
  const history = (c.earlier ?? []).flatMap((content) => [
    { role: 'user', content },
    { role: 'assistant', content: 'Here you go.' },
  ]);
  const response = await fetch(`${url}/api/app/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ query: c.query, cityId, history }),
  });
  if (!response.ok) throw new Error(`the guide answered ${response.status} to "${c.query}"`);
  const body = (await response.json()) as { message: string; places: Array<{ slug: string }> };
  return { slugs: body.places.map((p) => p.slug), message: body.message };
}

export async function qualityFigures(url: string, admin: PocketBase, report: Report) {
  const { search, freeSearch, guide, freeGuide, views } = offlineFigures();
  report('quality', 'search, on the device, following everyone', figure(search));
  report('quality', 'search, on the device, free tier', figure(freeSearch));
  report('quality', 'the guide offline, on the device, following everyone', figure(guide));
  report('quality', 'the guide offline, on the device, free tier', figure(freeGuide));

  const cityIds = new Map(
    (await admin.collection('cities').getFullList({ filter: 'slug = "seoul" || slug = "new-york-city"' })).map((c) => [c.slug, c.id]),
  );
  const cases = loadCases('guide-eval.json');
  const online: CaseOutcome[] = [];
  let token = '';
  for (const [i, c] of cases.entries()) {
    if (i % QUESTIONS_PER_TRAVELLER === 0) token = (await traveller(url, admin)).token;
    const answer = await askOnline(url, token, cityIds.get(c.city)!, c);
    online.push(score(c, answer.slugs, views.get(c.city)!, saysShort(answer.message)));
  }
  report('quality', "the guide online, the server's embedded guide, following everyone", figure(online));
  const differ = online.filter((o, i) => o.top.join() !== guide[i]!.top.join());
  report('quality', '  questions where the server and the device differ', `${differ.length} of ${cases.length}`);
  for (const o of differ)
    report('quality', `    "${o.case.query}"`, `server ${o.top.join(', ')}; device ${guide[online.indexOf(o)]!.top.join(', ')}`);
}
