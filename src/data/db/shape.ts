// Checks of the shapes the device keeps in its meta table (src/data/db/meta.ts),
// in a few lines of the app's own rather than zod: meta.ts runs with every
// start of the app, and zod's core was an eighth of the start's JavaScript.
//
// Each check accepts and refuses what the zod/mini schema of the same name did
// (zod 4; tests/unit/meta.test.ts compares them): a number is finite, a record
// is a plain object with string keys, an object is any non-array object and
// reads back with only the keys it declares (an absent optional key stays
// absent), a tuple has exactly its items. Nothing is coerced.

const NO: unique symbol = Symbol('no');

export interface Shape<T> {
  /** The value as the app reads it (objects keep only their declared keys), or NO when it does not match. */
  readonly run: (value: unknown) => T | typeof NO;
  /** Zod's call shape: the value as read, or success false. */
  readonly safeParse: (value: unknown) => { success: true; data: T } | { success: false; data?: undefined };
}
/** A key an object may leave out (optional()). */
interface Optional<T> extends Shape<T | undefined> {
  readonly optional: true;
}
export type Infer<S> = S extends Shape<infer T> ? T : never;

const shape = <T>(run: (value: unknown) => T | typeof NO): Shape<T> => ({
  run,
  safeParse: (value) => {
    const data = run(value);
    return data === NO ? { success: false } : { success: true, data };
  },
});

// Made by calls, as zod's are, so the schemas read as they did.
const text = shape((value) => (typeof value === 'string' ? value : NO));
/** Finite: zod 4 refuses NaN and the infinities. */
const finite = shape((value) => (typeof value === 'number' && Number.isFinite(value) ? value : NO));
const flag = shape((value) => (typeof value === 'boolean' ? value : NO));
const anything = shape<unknown>((value) => value);
export const string = () => text;
export const number = () => finite;
export const boolean = () => flag;
export const unknown = () => anything;

export const oneOf = <const V extends readonly string[]>(values: V) =>
  shape((value) => (values.includes(value as string) ? (value as V[number]) : NO));

export const nullable = <T>(inner: Shape<T>) => shape<T | null>((value) => (value === null ? null : inner.run(value)));

export const optional = <T>(inner: Shape<T>): Optional<T> => ({
  ...shape<T | undefined>((value) => (value === undefined ? undefined : inner.run(value))),
  optional: true,
});

export const array = <T>(item: Shape<T>) =>
  shape<T[]>((value) => {
    if (!Array.isArray(value)) return NO;
    const out: T[] = [];
    for (let i = 0; i < value.length; i++) {
      const read = item.run(value[i]);
      if (read === NO) return NO;
      out.push(read);
    }
    return out;
  });

/** A fixed-length array: exactly these items, none optional. */
export const tuple = <const S extends readonly Shape<unknown>[]>(items: S) =>
  shape<{ -readonly [I in keyof S]: Infer<S[I]> }>((value) => {
    if (!Array.isArray(value) || value.length !== items.length) return NO;
    const out: unknown[] = [];
    for (let i = 0; i < items.length; i++) {
      const read = items[i]!.run(value[i]);
      if (read === NO) return NO;
      out.push(read);
    }
    return out as { -readonly [I in keyof S]: Infer<S[I]> };
  });

/** zod's isPlainObject: a record is an object literal (or made with a null prototype), not a Date, Map or class. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const ctor: unknown = (value as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const prototype: unknown = (ctor as { prototype?: unknown }).prototype;
  if (typeof prototype !== 'object' || prototype === null || Array.isArray(prototype)) return false;
  return Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf');
}

/** String keys to values of one shape (zod's record(string(), value)). */
export const record = <T>(item: Shape<T>) =>
  shape<Record<string, T>>((value) => {
    if (!isPlainObject(value)) return NO;
    const out: Record<string, T> = {};
    for (const key of Reflect.ownKeys(value)) {
      if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
      if (typeof key !== 'string') return NO;
      const read = item.run(value[key]);
      if (read === NO) return NO;
      out[key] = read;
    }
    return out;
  });

type Props = Record<string, Shape<unknown>>;
type OptionalKeys<P extends Props> = { [K in keyof P]: P[K] extends Optional<unknown> ? K : never }[keyof P];
type Fields<P extends Props> = { [K in Exclude<keyof P, OptionalKeys<P>>]: Infer<P[K]> } & {
  [K in OptionalKeys<P>]?: Infer<P[K]>;
};
type ObjectOf<P extends Props> = { [K in keyof Fields<P>]: Fields<P>[K] };

/** These keys (others are dropped from the value read); an optional() key may be absent. */
export const object = <P extends Props>(props: P) =>
  shape<ObjectOf<P>>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return NO;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(props)) {
      const prop = props[key]!;
      if (!(key in value)) {
        if ('optional' in prop) continue;
        return NO;
      }
      const read = prop.run((value as Record<string, unknown>)[key]);
      if (read === NO) return NO;
      out[key] = read;
    }
    return out as ObjectOf<P>;
  });
