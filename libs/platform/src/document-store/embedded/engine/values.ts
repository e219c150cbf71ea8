import { BSON, ObjectId } from 'bson';

/** A BSON document as the store keeps it: plain objects whose leaves are BSON values (ObjectId, Date, ...). */
export type Doc = Record<string, unknown>;

// `ignoreUndefined: false` is what the MongoDB driver sends: an undefined value becomes null, so
// `{ email: undefined }` matches missing/null emails instead of silently matching everything.
const SERIALIZE_OPTIONS = { ignoreUndefined: false, checkKeys: false } as const;

export function toBson(doc: Doc): Uint8Array {
  return BSON.serialize(doc, SERIALIZE_OPTIONS);
}

export function fromBson(bytes: Uint8Array): Doc {
  return BSON.deserialize(bytes) as Doc;
}

/**
 * Deep copy through BSON. Everything that enters or leaves the store goes through here, so callers'
 * objects are never shared with stored documents, and values get exactly the types MongoDB would
 * hand back (ObjectId, Date, Decimal128, Binary survive; functions and class instances do not).
 */
export function cloneDoc<T extends Doc>(doc: T): T {
  return fromBson(toBson(doc)) as T;
}

/** Copy of any BSON value (not only documents): wrapped in a document for the round trip. */
export function cloneValue(value: unknown): unknown {
  return fromBson(toBson({ v: value })).v;
}

export function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function bsonType(value: object): string | undefined {
  const tag = (value as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

/**
 * Canonical string for a value, such that two values MongoDB considers equal for an index share
 * one string. Embedded documents keep their key order, as MongoDB compares them field by field.
 */
export function encodeValue(value: unknown): string {
  if (value === null || value === undefined) return 'z';
  switch (typeof value) {
    case 'number':
      return Number.isNaN(value) ? 'nNaN' : `n${Object.is(value, -0) ? 0 : value}`;
    case 'bigint':
      return `n${value}`;
    case 'string':
      return `s${JSON.stringify(value)}`;
    case 'boolean':
      return value ? 'bt' : 'bf';
    case 'object':
      break;
    default:
      return `?${String(value)}`;
  }
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof RegExp) return `r${JSON.stringify([value.source, value.flags])}`;
  if (Array.isArray(value)) return `[${value.map(encodeValue).join(',')}]`;
  const tag = bsonType(value);
  if (tag !== undefined) {
    switch (tag) {
      case 'ObjectId':
        return `o${(value as ObjectId).toHexString()}`;
      case 'Int32':
      case 'Double':
      case 'Long':
        return `n${String(value.valueOf())}`;
      case 'Binary': {
        const binary = value as BSON.Binary;
        return `x${binary.sub_type}:${Buffer.from(binary.buffer).toString('base64')}`;
      }
      default:
        return `${tag}:${JSON.stringify(BSON.EJSON.serialize({ v: value }))}`;
    }
  }
  const entries = Object.keys(value).map((key) => `${JSON.stringify(key)}:${encodeValue((value as Doc)[key])}`);
  return `{${entries.join(',')}}`;
}

/**
 * Values usable for an index equality lookup: scalars whose MongoDB equality is plain identity of the
 * encoded value. Null, regular expressions, arrays and documents are left to a scan, where the query
 * engine applies the full matching rules.
 */
export function isLookupValue(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return !Number.isNaN(value);
    case 'object':
      return value instanceof Date || (value !== null && bsonType(value) === 'ObjectId');
    default:
      return false;
  }
}

/**
 * Every value a dotted path reaches, descending into arrays the way MongoDB multikey indexes do:
 * `tags` on `{ tags: ['a', 'b'] }` gives 'a' and 'b'; `items.sku` gives each item's sku.
 * A missing path gives no values; an explicit null gives null.
 */
export function valuesAtPath(doc: Doc, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split('.'), 0, out);
  return out;
}

function collect(node: unknown, parts: string[], depth: number, out: unknown[]): void {
  if (depth === parts.length) {
    if (Array.isArray(node)) {
      if (node.length === 0) out.push(undefined);
      else out.push(...node);
    } else {
      out.push(node);
    }
    return;
  }
  const part = parts[depth];
  if (Array.isArray(node)) {
    if (/^\d+$/.test(part) && Number(part) < node.length) collect(node[Number(part)], parts, depth + 1, out);
    for (const element of node) {
      if (isPlainObject(element)) collect(element, parts, depth, out);
    }
    return;
  }
  if (isPlainObject(node) && Object.hasOwn(node, part)) collect(node[part], parts, depth + 1, out);
}

/** The first value at a dotted path (no array descent), for error messages and upsert seeds. */
export function valueAtPath(doc: Doc, path: string): unknown {
  let node: unknown = doc;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Doc)[part];
  }
  return node;
}

export function newObjectId(): ObjectId {
  return new ObjectId();
}
