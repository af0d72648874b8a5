// A real PocketBase for one integration test file: a copy of the migrated
// template data dir, served on a free loopback port with the project's hooks.
// Gives a superuser client and helpers to make users; cleans up on stop().
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import PocketBase, { type RecordModel } from 'pocketbase';
import { inject } from 'vitest';
import { freePort, startServer } from '../../scripts/lib/pocketbase.mjs';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** A client signed in as this user. */
  client: PocketBase;
  record: RecordModel;
}

export type Role = 'admin' | 'tastemaker';

export interface CreateUserOptions {
  /** City slugs: free access to every tastemaker of each, unlocking the ones that are not free. */
  follow?: string[];
  /** Roles granted as a superuser would (user_roles rows). */
  roles?: Role[];
}

/** What a route answered: its status and its JSON body (null when it had none). */
export interface CallResult {
  status: number;
  // Route bodies differ per route; tests read the fields they assert.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface TestServer {
  url: string;
  dataDir: string;
  /** Signed in as a superuser: sees and changes everything, skips rate limits. */
  admin: PocketBase;
  /** A client with no session. */
  anonymous: () => PocketBase;
  /**
   * Creates a verified user and returns a client signed in as them (no password
   * round-trip). `follow` gives them free access to every tastemaker of those
   * cities (by slug), unlocking the ones that are not free, and `roles` grants
   * roles, as a superuser would.
   */
  createUser: (fields?: Record<string, unknown>, options?: CreateUserOptions) => Promise<TestUser>;
  /**
   * Calls a route as `user` (null: a visitor) the way a device's fetch does,
   * with a JSON body, and returns the status and the JSON answer.
   */
  call: (user: TestUser | null, method: string, path: string, body?: unknown) => Promise<CallResult>;
  /** Gives a user free access to tastemakers of a city (all, or those with the given slugs), unlocking it if needed. */
  follow: (user: TestUser | string, citySlug: string, tastemakerSlugs?: string[]) => Promise<void>;
  /** Everything the server printed so far. */
  output: () => string;
  /** Stops the server, keeping the data dir (for restart tests). */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** Starts the server again on the same data dir and port. */
  restart: () => Promise<void>;
  /** Stops the server and deletes its data dir. */
  dispose: () => Promise<void>;
}

let userCounter = 0;

export async function startTestServer(options: { env?: Record<string, string>; origins?: string[] } = {}): Promise<TestServer> {
  const bin = inject('pocketbaseBin');
  const dataDir = mkdtempSync(join(tmpdir(), 'tastemap-pb-'));
  cpSync(inject('templateDataDir'), dataDir, { recursive: true });
  const port = await freePort();
  const start = () => startServer({ bin, port, dataDir, publicDir: join(dataDir, 'public'), env: options.env, origins: options.origins });
  let server = await start();

  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(inject('superuserEmail'), inject('superuserPassword'));

  const anonymous = () => {
    const client = new PocketBase(server.url);
    client.autoCancellation(false);
    return client;
  };

  const follow = async (user: TestUser | string, citySlug: string, tastemakerSlugs?: string[]) => {
    const userId = typeof user === 'string' ? user : user.id;
    const city = await admin.collection('cities').getFirstListItem(admin.filter('slug = {:slug}', { slug: citySlug }));
    if (!city.is_free) await admin.collection('profiles').update(userId, { 'unlocked_cities+': city.id });
    const links = await admin
      .collection('city_tastemakers')
      .getFullList({ filter: admin.filter('city = {:c}', { c: city.id }), expand: 'tastemaker' });
    for (const link of links) {
      const tastemaker = link.expand!.tastemaker as RecordModel;
      if (tastemakerSlugs && !tastemakerSlugs.includes(tastemaker.slug)) continue;
      const existing = await admin
        .collection('entitlements')
        .getList(1, 1, { filter: admin.filter('user = {:u} && tastemaker = {:t}', { u: userId, t: tastemaker.id }) });
      const terms = { subscribed: true, unlocked: false, status: 'active', subscription_end: '', monthly_amount: 0 };
      if (existing.items[0]) await admin.collection('entitlements').update(existing.items[0].id, terms);
      else await admin.collection('entitlements').create({ user: userId, tastemaker: tastemaker.id, ...terms });
    }
  };

  const createUser = async (fields: Record<string, unknown> = {}, options: CreateUserOptions = {}): Promise<TestUser> => {
    userCounter += 1;
    const email = `traveller${userCounter}-${randomBytes(3).toString('hex')}@tastemap.test`;
    const password = `pw-${randomBytes(9).toString('base64url')}`;
    const record = await admin.collection('users').create({
      email,
      password,
      passwordConfirm: password,
      verified: true,
      name: `Traveller ${userCounter}`,
      ...fields,
    });
    const client = await admin.collection('users').impersonate(record.id, 3600);
    client.autoCancellation(false);
    for (const slug of options.follow ?? []) await follow(record.id, slug);
    for (const role of options.roles ?? []) await admin.collection('user_roles').create({ user: record.id, role });
    return { id: record.id, email, password, client, record };
  };

  const call = async (user: TestUser | null, method: string, path: string, body?: unknown): Promise<CallResult> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (user) headers.Authorization = user.client.authStore.token;
    const response = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: await response.json().catch(() => null) };
  };

  return {
    get url() {
      return server.url;
    },
    dataDir,
    admin,
    anonymous,
    createUser,
    call,
    follow,
    output: () => server.output(),
    stop: (signal) => server.stop(signal),
    restart: async () => {
      server = await start();
    },
    dispose: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `call` and returns the HTTP status it failed with, or 0 when it succeeded. */
export async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    await call();
    return 0;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (typeof status !== 'number') throw error;
    return status;
  }
}
