// Rules of issue 4 as pure functions: validation messages (spec §5), roles,
// city lists, hot places, the typewriter's timing, access and formats.
import { describe, expect, it } from 'vitest';
import { comingSoonMessage, sortCities, switchableCities, tickerCities } from '#/domain/cities';
import { budgetSymbol, cityPrice, followerLabel, formatCents, formatDollars } from '#/domain/format';
import { monthStart, rankHotPlaces } from '#/domain/hot-places';
import { canManageVibes, isTastemakerView, roleLabel, uiModeLabel, uiModeNote } from '#/domain/roles';
import { DELETE_MS, PAUSE_MS, TYPE_MS, TYPEWRITER_START, typewriterStep, type TypewriterState } from '#/domain/typewriter';
import {
  checkUsername,
  signUpSchema,
  signInSchema,
  resetPasswordSchema,
  newPasswordSchema,
  reviewSchema,
  collectionSchema,
  PASSWORD_TOO_LONG,
} from '#/domain/validation';
import type { City } from '#/domain/types';

const city = (over: Partial<City>): City => ({
  id: 'c',
  slug: 'c',
  name: 'C',
  country: '',
  image: '',
  description: '',
  status: 'live',
  is_free: false,
  price: 0,
  places_count: 0,
  tastemakers_count: 0,
  latitude: 0,
  longitude: 0,
  timezone: '',
  featured_tastemaker: '',
  created: '',
  updated: '',
  ...over,
});
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? '' : result.error!.issues[0]!.message;

describe('validation messages', () => {
  it('checks usernames: 3-20 lowercase letters, digits, underscores, not at the ends', () => {
    expect(checkUsername('  Mina_Kim ')).toEqual({ ok: true, username: 'mina_kim' });
    const format = 'Username must be 3-20 characters: letters, numbers, and underscores only';
    for (const bad of ['ab', 'a'.repeat(21), 'mina kim', 'mina-kim', 'míná'])
      expect(checkUsername(bad)).toEqual({ ok: false, message: format });
    for (const bad of ['_mina', 'mina_'])
      expect(checkUsername(bad)).toEqual({ ok: false, message: 'Username cannot start or end with underscore' });
  });

  it('checks sign-up and sign-in with the spec messages', () => {
    const base = { name: '', email: 'mina@example.com', password: 'longenough', confirmPassword: 'longenough' };
    expect(signUpSchema.safeParse(base).success).toBe(true);
    expect(firstMessage(signUpSchema.safeParse({ ...base, email: 'mina' }))).toBe('Invalid email address');
    expect(firstMessage(signUpSchema.safeParse({ ...base, password: 'short', confirmPassword: 'short' }))).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstMessage(signUpSchema.safeParse({ ...base, confirmPassword: 'different1' }))).toBe('Passwords do not match');
    expect(signUpSchema.safeParse({ ...base, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...base, email: `${'a'.repeat(251)}@x.io` }).success).toBe(false);
    expect(signInSchema.safeParse({ email: ' mina@example.com ', password: 'longenough' })).toMatchObject({
      success: true,
      data: { email: 'mina@example.com' },
    });
    expect(firstMessage(resetPasswordSchema.safeParse({ email: 'nope' }))).toBe('Please enter a valid email');
    // E-mail is one account whatever its case; the form sends it normalised.
    expect(signInSchema.safeParse({ email: ' MINA@Example.com ', password: 'longenough' })).toMatchObject({
      data: { email: 'mina@example.com' },
    });
  });

  it('refuses a new password longer than the server can hash, counting bytes, not letters', () => {
    const base = { name: '', email: 'mina@example.com' };
    const withPassword = (password: string) => signUpSchema.safeParse({ ...base, password, confirmPassword: password });
    expect(withPassword('a'.repeat(71)).success).toBe(true);
    expect(firstMessage(withPassword('a'.repeat(72)))).toBe(PASSWORD_TOO_LONG);
    // 36 Hangul letters are 108 bytes: fewer than 71 letters, still too long.
    expect(firstMessage(withPassword('가'.repeat(36)))).toBe(PASSWORD_TOO_LONG);
    expect(withPassword('가'.repeat(23)).success).toBe(true);
  });

  it('checks a new password from a reset link with the sign-up rules, typed twice', () => {
    expect(newPasswordSchema.safeParse({ password: 'longenough', confirmPassword: 'longenough' }).success).toBe(true);
    expect(firstMessage(newPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstMessage(newPasswordSchema.safeParse({ password: 'longenough', confirmPassword: 'different1' }))).toBe(
      'Passwords do not match',
    );
    expect(firstMessage(newPasswordSchema.safeParse({ password: 'a'.repeat(72), confirmPassword: 'a'.repeat(72) }))).toBe(
      PASSWORD_TOO_LONG,
    );
  });

  it('checks reviews and collections', () => {
    expect(firstMessage(reviewSchema.safeParse({ rating: 0 }))).toBe('Please select a rating');
    expect(reviewSchema.safeParse({ rating: 5, comment: 'Great' }).success).toBe(true);
    expect(firstMessage(collectionSchema.safeParse({ name: '  ', isPublic: false }))).toBe('Please enter a collection name');
  });
});

describe('roles', () => {
  it('labels roles and the interface mode', () => {
    expect(roleLabel(['tastemaker', 'admin'])).toBe('Admin');
    expect(roleLabel(['tastemaker'])).toBe('Tastemaker');
    expect(roleLabel([])).toBe('User');
    expect(uiModeLabel(true)).toBe('Tastemaker UI');
    expect(uiModeLabel(false)).toBe('Default UI');
  });

  it('says in a line what each interface mode is, naming it as the label does', () => {
    expect(uiModeNote(false)).toMatch(/^Default UI: the app as travellers use it\./);
    expect(uiModeNote(true)).toMatch(/^Tastemaker UI: .*Dashboard tab/);
  });

  it('gives the tastemaker view to tastemakers, and to admins only when previewing', () => {
    expect(isTastemakerView(['tastemaker'], 'default')).toBe(true);
    expect(isTastemakerView(['admin'], 'default')).toBe(false);
    expect(isTastemakerView(['admin'], 'tastemaker')).toBe(true);
    expect(isTastemakerView([], 'tastemaker')).toBe(false);
    expect(canManageVibes(['admin'], 'default')).toBe(true);
    expect(canManageVibes([], 'tastemaker')).toBe(false);
  });
});

describe('cities', () => {
  const seoul = city({ id: 's', name: 'Seoul', is_free: true });
  const nyc = city({ id: 'n', name: 'New York City', price: 6.99 });
  const tokyo = city({ id: 't', name: 'Tokyo', status: 'coming_soon' });
  const busan = city({ id: 'b', name: 'Busan', status: 'archived' });

  it('orders by status then name, hides archived cities from the ticker', () => {
    expect(sortCities([tokyo, busan, seoul, nyc]).map((c) => c.name)).toEqual(['New York City', 'Seoul', 'Tokyo', 'Busan']);
    expect(tickerCities([tokyo, busan, seoul]).map((c) => c.name)).toEqual(['Seoul', 'Tokyo']);
  });

  it('switches only between unlocked live cities', () => {
    expect(switchableCities([seoul, nyc, tokyo], ['s', 't']).map((c) => c.name)).toEqual(['Seoul']);
    expect(switchableCities([seoul], [])).toEqual([]);
  });

  it('says a coming-soon city is launching soon', () => {
    expect(comingSoonMessage(tokyo)).toEqual({ title: 'Coming Soon', description: 'Tokyo is launching soon. Stay tuned!' });
  });
});

describe('hot places', () => {
  it("ranks by this month's recommendations, then rating", () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(monthStart(now)).toBe('2026-11-01 00:00:00.000Z');
    const places = [
      { id: 'a', rating: 4.9, name: 'A' },
      { id: 'b', rating: 4.0, name: 'B' },
      { id: 'c', rating: 4.5, name: 'C' },
      { id: 'd', rating: 4.8, name: 'D' },
    ];
    const recs = [
      { place: 'b', recommended_at: '2026-11-03 00:00:00.000Z' },
      { place: 'b', recommended_at: '2026-11-20 00:00:00.000Z' },
      { place: 'c', recommended_at: '2026-11-10 00:00:00.000Z' },
      { place: 'a', recommended_at: '2026-10-30 00:00:00.000Z' },
    ];
    expect(rankHotPlaces(places, recs, now, 3).map((p) => p.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('typewriter', () => {
  it('types at 80 ms, pauses 2 s, deletes at 30 ms, then moves on', () => {
    const phrases = ['ab', 'c'];
    let state: TypewriterState = TYPEWRITER_START;
    const delays: number[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 7; i++) {
      const step = typewriterStep(state, phrases);
      state = step.state;
      delays.push(step.delay);
      texts.push(phrases[state.phrase]!.slice(0, state.length));
    }
    expect(delays).toEqual([TYPE_MS, TYPE_MS, PAUSE_MS, DELETE_MS, DELETE_MS, TYPE_MS, TYPE_MS]);
    expect(texts).toEqual(['a', 'ab', 'ab', 'a', '', '', 'c']);
  });
});

describe('formats', () => {
  it('shows budgets, prices and followers as the spec says', () => {
    expect([budgetSymbol('high'), budgetSymbol('medium'), budgetSymbol('low'), budgetSymbol('')]).toEqual(['$$$', '$$', '$', '$']);
    expect(formatDollars(cityPrice(0))).toBe('$6.99');
    expect(formatDollars(cityPrice(4.5))).toBe('$4.50');
    expect(formatCents(99)).toBe('$0.99');
    expect(followerLabel(1)).toBe('1 follower');
    expect(followerLabel(1240)).toBe('1,240 followers');
  });
});
