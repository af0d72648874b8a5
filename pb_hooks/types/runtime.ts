/// <reference path="./pocketbase.d.ts" />
// The hooks' runtime as tsc sees it (tsconfig.hooks.json): PocketBase's own
// declarations (pocketbase.d.ts, kept verbatim) plus what they leave out.
// A .ts file, not a .d.ts: skipLibCheck must stay on for pocketbase.d.ts,
// whose own declarations do not all type-check, and would hide mistakes here.

// goja_nodejs's console, which PocketBase enables in every VM.
declare var console: {
  log(...data: unknown[]): void;
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
  debug(...data: unknown[]): void;
};

// Handlers load their helpers with require(`${__hooks}/lib/<name>.js`), a
// path tsc cannot resolve, so each module the hooks require is mapped to its
// type: lib/*.js to the file itself, lib/generated/*.js to the src/domain
// module scripts/lib/hooks-lib.mjs compiles it from. A require of a module
// missing here fails the check: add it.
declare function require(path: `${string}/lib/access.js`): typeof import('../lib/access.js');
declare function require(path: `${string}/lib/account_data.js`): typeof import('../lib/account_data.js');
declare function require(path: `${string}/lib/accounts.js`): typeof import('../lib/accounts.js');
declare function require(path: `${string}/lib/applied_writes.js`): typeof import('../lib/applied_writes.js');
declare function require(path: `${string}/lib/bounds.js`): typeof import('../lib/bounds.js');
declare function require(path: `${string}/lib/changes.js`): typeof import('../lib/changes.js');
declare function require(path: `${string}/lib/admin.js`): typeof import('../lib/admin.js');
declare function require(path: `${string}/lib/badges.js`): typeof import('../lib/badges.js');
declare function require(path: `${string}/lib/chat.js`): typeof import('../lib/chat.js');
declare function require(path: `${string}/lib/collections.js`): typeof import('../lib/collections.js');
declare function require(path: `${string}/lib/day_plans.js`): typeof import('../lib/day_plans.js');
declare function require(path: `${string}/lib/dashboard.js`): typeof import('../lib/dashboard.js');
declare function require(path: `${string}/lib/entitlements.js`): typeof import('../lib/entitlements.js');
declare function require(path: `${string}/lib/field_clock.js`): typeof import('../lib/field_clock.js');
declare function require(path: `${string}/lib/fields.js`): typeof import('../lib/fields.js');
declare function require(path: `${string}/lib/http.js`): typeof import('../lib/http.js');
declare function require(path: `${string}/lib/maps.js`): typeof import('../lib/maps.js');
declare function require(path: `${string}/lib/memberships.js`): typeof import('../lib/memberships.js');
declare function require(path: `${string}/lib/offers.js`): typeof import('../lib/offers.js');
declare function require(path: `${string}/lib/own_data.js`): typeof import('../lib/own_data.js');
declare function require(path: `${string}/lib/payments.js`): typeof import('../lib/payments.js');
declare function require(path: `${string}/lib/photos.js`): typeof import('../lib/photos.js');
declare function require(path: `${string}/lib/profile_fields.js`): typeof import('../lib/profile_fields.js');
declare function require(path: `${string}/lib/profiles.js`): typeof import('../lib/profiles.js');
declare function require(path: `${string}/lib/public_views.js`): typeof import('../lib/public_views.js');
declare function require(path: `${string}/lib/realtime.js`): typeof import('../lib/realtime.js');
declare function require(path: `${string}/lib/shared.js`): typeof import('../lib/shared.js');
declare function require(path: `${string}/lib/security.js`): typeof import('../lib/security.js');
declare function require(path: `${string}/lib/static.js`): typeof import('../lib/static.js');
declare function require(path: `${string}/lib/session.js`): typeof import('../lib/session.js');
declare function require(path: `${string}/lib/subscriptions.js`): typeof import('../lib/subscriptions.js');
declare function require(path: `${string}/lib/sync.js`): typeof import('../lib/sync.js');
declare function require(path: `${string}/lib/sync/answer.js`): typeof import('../lib/sync/answer.js');
declare function require(path: `${string}/lib/sync/cache.js`): typeof import('../lib/sync/cache.js');
declare function require(path: `${string}/lib/sync/cursor.js`): typeof import('../lib/sync/cursor.js');
declare function require(path: `${string}/lib/sync/pages.js`): typeof import('../lib/sync/pages.js');
declare function require(path: `${string}/lib/sync/query.js`): typeof import('../lib/sync/query.js');
declare function require(path: `${string}/lib/sync/scope.js`): typeof import('../lib/sync/scope.js');
declare function require(path: `${string}/lib/tastemaker_review.js`): typeof import('../lib/tastemaker_review.js');
declare function require(path: `${string}/lib/vibes.js`): typeof import('../lib/vibes.js');
declare function require(path: `${string}/lib/generated/policy.js`): typeof import('../../src/domain/policy/index');
declare function require(path: `${string}/lib/generated/ids.js`): typeof import('../../src/domain/ids');
declare function require(path: `${string}/lib/generated/sync-cursor.js`): typeof import('../../src/domain/sync-cursor');
declare function require(path: `${string}/lib/generated/subscription-machine.js`): typeof import('../../src/domain/subscription-machine');
declare function require(path: `${string}/lib/generated/profile-fields.js`): typeof import('../../src/domain/profile-fields');
declare function require(path: `${string}/lib/generated/recommender.js`): typeof import('../../src/domain/recommender/index');
declare function require(path: `${string}/lib/generated/chat.js`): typeof import('../../src/domain/chat');
declare function require(path: `${string}/lib/generated/names.js`): typeof import('../../src/domain/names');
declare function require(path: `${string}/lib/generated/collections.js`): typeof import('../../src/domain/collections');
declare function require(path: `${string}/lib/generated/emails.js`): typeof import('../../src/domain/emails');
declare function require(path: `${string}/lib/generated/images.js`): typeof import('../../src/domain/images');
declare function require(path: `${string}/lib/generated/curation.js`): typeof import('../../src/domain/curation');
declare function require(path: `${string}/lib/generated/place-details.js`): typeof import('../../src/domain/place-details');
declare function require(path: `${string}/lib/generated/offers.js`): typeof import('../../src/domain/offers');
declare function require(path: `${string}/lib/generated/account-data.js`): typeof import('../../src/domain/account-data');
declare function require(path: `${string}/lib/generated/day-plans.js`): typeof import('../../src/domain/day-plans');

// The generated declarations turn every Go pointer into an optional value,
// including those PocketBase always sets. The overloads below restate the
// hooks and methods the project uses with what they really deliver. tsc tries
// a later declaration's overloads first, and this file comes after the one it
// references; were that to change, tsc would report the optional values again,
// not let a mistake through.

/** A record request hook's event: PocketBase sets its collection and record before the hook runs. */
type RecordRequestEvent = core.RecordRequestEvent & { collection: core.Collection; record: core.Record };
/** A record model hook's event: it is always about one record. */
type RecordEvent = core.RecordEvent & { record: core.Record };

declare function onRecordCreateRequest(handler: (e: RecordRequestEvent) => void, ...tags: string[]): void;
declare function onRecordUpdateRequest(handler: (e: RecordRequestEvent) => void, ...tags: string[]): void;
declare function onRecordDeleteRequest(handler: (e: RecordRequestEvent) => void, ...tags: string[]): void;
declare function onRecordAfterCreateSuccess(handler: (e: RecordEvent) => void, ...tags: string[]): void;
declare function onRecordAfterUpdateSuccess(handler: (e: RecordEvent) => void, ...tags: string[]): void;
declare function onRecordAfterDeleteSuccess(handler: (e: RecordEvent) => void, ...tags: string[]): void;
/** A batch event lists every request of the batch; none is missing. */
declare function onBatchRequest(handler: (e: core.BatchRequestEvent & { batch: core.InternalRequest[] }) => void): void;
/** A send hook's event always carries the message being sent. */
declare function onMailerSend(handler: (e: core.MailerEvent & { message: mailer.Message }) => void): void;

declare namespace core {
  // Every router event has its request, and a server request its URL.
  interface RequestEvent {
    request: http.Request & { url: url.URL };
  }
  // The record lists hold records, never a missing one.
  interface App {
    findAllRecords(collectionModelOrIdentifier: any, ...exprs: dbx.Expression[]): Record[];
    findRecordsByFilter(
      collectionModelOrIdentifier: any,
      filter: string,
      sort: string,
      limit: number,
      offset: number,
      ...params: dbx.Params[]
    ): Record[];
    findRecordsByIds(collectionModelOrIdentifier: any, recordIds: string[], ...optFilters: ((q: dbx.SelectQuery) => void)[]): Record[];
  }
}

// Migrations write collections in PocketBase's JSON form, which goja
// unmarshals into the Go values: fields as plain objects, an API rule null
// (superusers only), '' (everyone) or a filter. The generated declarations
// describe the Go values instead (fields with methods, rules as `string |
// undefined`), so a migration passes this data through a cast.

/** A field in PocketBase's JSON form: its type, name and options. */
type FieldData = { type: string; name: string; [option: string]: unknown };
/** An API rule in PocketBase's JSON form. */
type RuleData = string | null;
type RulesData = { listRule?: RuleData; viewRule?: RuleData; createRule?: RuleData; updateRule?: RuleData; deleteRule?: RuleData };
/** What `new Collection(data)` reads. */
type CollectionData = RulesData & { type: 'base' | 'view' | 'auth'; name: string; fields: FieldData[]; indexes?: string[] };
