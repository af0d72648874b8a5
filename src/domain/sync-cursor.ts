// The sync cursor: what GET /api/app/sync (pb_hooks/lib/sync.js) gives a
// device with each answer and reads back from it on the next pull, so the next
// answer starts where this one ended. To the device it is an opaque string
// (src/data/sync keeps it as it came); only the server reads it, through this
// module compiled into the hooks. Every idle sync echoes it, so the grants it
// remembers are packed short (packGrants below), while its fields have names.
import type { Grants } from './policy/access';
import { pairId } from './ids';

/**
 * The format's version. A cursor of any other version reads as no cursor
 * (readCursor), which costs that device one full sync and nothing else.
 *
 * Version 2 packed its fields into letters (`u`, `hw`, `g`, `p` with `s`, `c`,
 * `au`, `aid`). A device still holding one gets a full sync, as on its first
 * pull: every row it may read comes again (upserts are idempotent), the
 * deletions it may have missed are in the tombstones, and the grants on the
 * last page let it prune what it may no longer read, so nothing is lost. The
 * old format never shipped to users (issue 28), so translating it would be a
 * compatibility branch for data no user holds.
 */
export const CURSOR_VERSION = 3;

/** Where a device stands in its sync. */
export interface SyncCursor {
  version: typeof CURSOR_VERSION;
  /** Whose own rows the device holds ('' for a visitor): a device signed in as someone else starts the own stream over. */
  user: string;
  /**
   * For each stream the device holds ('global', 'city:<id>', 'own'), where the last round that read it ended
   * (a PocketBase date string): the next round reads from there, less the overlap. A missing stream is read
   * from its start.
   */
  highWater: Record<string, string>;
  /** For each city, the grants the device was last served with there, packed (packGrants). */
  servedGrants: Record<string, string>;
  /** The round in progress, when its rows came in more than one page. */
  page?: RoundInProgress;
}

/** A round of sync whose answer is split into pages: what the next page needs to go on where this one stopped. */
export interface RoundInProgress {
  /** The round's streams and the packed grants they are read with: the round goes on only while these are the same. */
  readWith: string;
  /** Where each stream's window starts ('' for its start); rows with windowStart < updated <= windowEnd are in the round. */
  windowStart: Record<string, string>;
  /** Where every stream's window ends: fixed when the round starts. */
  windowEnd: string;
  /** The stream and the table (positions in the round's order) the last page stopped in… */
  streamIndex: number;
  tableIndex: number;
  /** …and after which row, rows being read in (updated, id) order. */
  afterUpdated: string;
  afterId: string;
  /** Rows sent so far, of the round's total: the device's progress bar. */
  done: number;
  total: number;
}

/** The cursor of a device that has nothing yet: everything is read from its start. */
export function emptyCursor(): SyncCursor {
  return { version: CURSOR_VERSION, user: '', highWater: {}, servedGrants: {} };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function isStringMap(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.keys(value).every((key) => typeof value[key] === 'string');
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function readRound(value: unknown): RoundInProgress | undefined {
  if (!isRecord(value)) return undefined;
  const { readWith, windowStart, windowEnd, streamIndex, tableIndex, afterUpdated, afterId, done, total } = value;
  const valid =
    typeof readWith === 'string' &&
    isStringMap(windowStart) &&
    typeof windowEnd === 'string' &&
    isCount(streamIndex) &&
    isCount(tableIndex) &&
    typeof afterUpdated === 'string' &&
    typeof afterId === 'string' &&
    isCount(done) &&
    isCount(total);
  return valid ? { readWith, windowStart, windowEnd, streamIndex, tableIndex, afterUpdated, afterId, done, total } : undefined;
}

/**
 * The cursor a device sent. Anything that is not a cursor of this version (none, an older format, a
 * damaged or hand-made one) reads as the empty cursor: a full sync, never an error. A damaged page alone
 * only restarts its round: the high-water marks still say where the round began.
 * Checked by hand rather than with zod: this runs in the hooks on every sync, where a schema library is
 * costly to load.
 */
export function readCursor(raw: string): SyncCursor {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    return emptyCursor();
  }
  if (!isRecord(parsed) || parsed.version !== CURSOR_VERSION) return emptyCursor();
  const { user, highWater, servedGrants, page } = parsed;
  if (typeof user !== 'string' || !isStringMap(highWater) || !isStringMap(servedGrants)) return emptyCursor();
  const cursor: SyncCursor = { version: CURSOR_VERSION, user, highWater, servedGrants };
  const round = readRound(page);
  if (round) cursor.page = round;
  return cursor;
}

/** The cursor as the device keeps it. */
export function writeCursor(cursor: SyncCursor): string {
  return JSON.stringify(cursor);
}

// ---- Grants, packed ----
// The followed tastemakers are a bit mask over the city's tastemakers in id
// order, with a short hash of that list so a mask read against a changed list
// is recognised as unknown instead of misread.

const HEX = '0123456789abcdef';

function listKey(cityTastemakers: readonly string[]): string {
  return pairId('city-tastemakers', ...cityTastemakers).slice(0, 6);
}

function maskOf(ids: readonly string[], cityTastemakers: readonly string[]): string {
  let mask = '';
  for (let start = 0; start < cityTastemakers.length; start += 4) {
    let nibble = 0;
    for (let bit = 0; bit < 4; bit++) {
      const id = cityTastemakers[start + bit];
      if (id !== undefined && ids.includes(id)) nibble |= 1 << bit;
    }
    mask += HEX[nibble];
  }
  return mask;
}

function idsOf(mask: string, cityTastemakers: readonly string[]): string[] {
  return cityTastemakers.filter((_, i) => (HEX.indexOf(mask[i >> 2] ?? '0') >> (i & 3)) & 1);
}

/**
 * `cityTastemakers`: the ids of the city's tastemakers, sorted; every id in `grants.tastemakers` and
 * `grants.curators` is one of them. Curators, rare, follow a '.' only when there are any, so every
 * other caller's packed grants read as they always did.
 */
export function packGrants(grants: Grants, cityTastemakers: readonly string[]): string {
  const curators = grants.curators?.length ? `.${maskOf(grants.curators, cityTastemakers)}` : '';
  return `${grants.all ? 1 : 0}${grants.notes ? 1 : 0}${listKey(cityTastemakers)}${maskOf(grants.tastemakers, cityTastemakers)}${curators}`;
}

/** The grants a packed value stands for, or undefined when it was packed against another list of tastemakers. */
export function unpackGrants(packed: unknown, cityTastemakers: readonly string[]): Grants | undefined {
  if (typeof packed !== 'string' || packed.length < 8 || packed.slice(2, 8) !== listKey(cityTastemakers)) return undefined;
  const [mask = '', curatorMask] = packed.slice(8).split('.');
  const grants: Grants = { all: packed[0] === '1', notes: packed[1] === '1', tastemakers: idsOf(mask, cityTastemakers) };
  if (curatorMask !== undefined) grants.curators = idsOf(curatorMask, cityTastemakers);
  return grants;
}
