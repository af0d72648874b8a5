// How the sync cursor remembers the grants a device was served with in each
// city (pb_hooks/lib/sync.js). Every idle sync echoes the cursor, so it is
// kept short: the followed tastemakers are a bit mask over the city's
// tastemakers in id order, with a short hash of that list so a mask read
// against a changed list is recognised as unknown instead of misread.
import type { Grants } from './policy/access';
import { pairId } from './ids';

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
