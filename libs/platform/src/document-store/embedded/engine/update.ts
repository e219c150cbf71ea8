import { updateOne as mingoUpdateOne } from 'mingo';
import { serverError } from './errors';
import { type Doc, encodeValue, isPlainObject, newObjectId } from './values';
import { mingoOptions } from './query';

/** An update document (`{ $set: ... }`), an aggregation pipeline, or a whole replacement document. */
export type UpdateSpec = Doc | Doc[];

export type UpdateKind = 'operators' | 'pipeline' | 'replacement';

export function updateKind(update: UpdateSpec): UpdateKind {
  if (Array.isArray(update)) return 'pipeline';
  const keys = Object.keys(update);
  if (keys.length === 0) return 'operators';
  const operators = keys.filter((key) => key.startsWith('$')).length;
  if (operators === keys.length) return 'operators';
  if (operators === 0) return 'replacement';
  throw serverError({
    message: 'Update document must contain either only update operators or no update operators',
    code: 9,
    codeName: 'FailedToParse',
  });
}

export interface UpdateOutcome {
  doc: Doc;
  modified: boolean;
}

function assertSameId(before: Doc, after: Doc): void {
  if (encodeValue(before._id) !== encodeValue(after._id)) {
    throw serverError({
      message: "Performing an update on the path '_id' would modify the immutable field '_id'",
      code: 66,
      codeName: 'ImmutableField',
    });
  }
}

/** Whether an update uses the positional `$` operator, which needs the filter that matched. */
function usesPositionalOperator(update: UpdateSpec): boolean {
  const stages = Array.isArray(update) ? [] : Object.values(update);
  return stages.some((fields) => isPlainObject(fields) && Object.keys(fields).some((path) => /(^|\.)\$(\.|$)/.test(path)));
}

function runOperators(working: Doc, update: UpdateSpec, condition: Doc, arrayFilters: Doc[] | undefined): Doc {
  // mingo mutates the document in place for operators and replaces the array slot for pipelines.
  const holder = [working];
  mingoUpdateOne(
    holder,
    usesPositionalOperator(update) ? condition : {},
    update as Parameters<typeof mingoUpdateOne>[2],
    { arrayFilters, cloneMode: 'deep' },
    mingoOptions(),
  );
  return holder[0];
}

/**
 * Applies an update to `working` (the caller's private copy of a stored document). `condition` is
 * the operation's filter, needed by the positional `$` operator.
 */
export function applyUpdate(working: Doc, update: UpdateSpec, condition: Doc, arrayFilters: Doc[] | undefined): UpdateOutcome {
  const before = encodeValue(working);
  const originalId = { _id: working._id };
  const kind = updateKind(update);
  let doc: Doc;
  if (kind === 'replacement') {
    doc = replacementFor(working, update as Doc);
  } else if (kind === 'pipeline') {
    doc = runOperators(working, update, condition, arrayFilters);
  } else {
    const { $setOnInsert: _ignoredOnUpdate, ...operators } = update as Doc;
    doc = Object.keys(operators).length > 0 ? runOperators(working, operators, condition, arrayFilters) : working;
  }
  assertSameId(originalId, doc);
  return { doc, modified: encodeValue(doc) !== before };
}

/** A replacement keeps the stored _id, which it may repeat but not change. */
export function replacementFor(current: Doc, replacement: Doc): Doc {
  if (current._id !== undefined && '_id' in replacement) assertSameId(current, replacement);
  const { _id: _replacementId, ...fields } = replacement;
  return { _id: current._id ?? replacement._id, ...fields };
}

/**
 * The document an upsert inserts: the filter's equality conditions, then the update (with
 * `$setOnInsert`, which mingo lacks, applied as a `$set`), and a fresh ObjectId when no _id is given.
 */
export function upsertDocument(filter: Doc, update: UpdateSpec, arrayFilters: Doc[] | undefined): Doc {
  const seed: Doc = {};
  // mingo refuses to $set an _id, so the filter's _id goes straight onto the new document.
  const { _id: filterId, ...equalities } = filterEqualities(filter);
  if (filterId !== undefined) seed._id = filterId;
  if (Object.keys(equalities).length > 0) runOperators(seed, { $set: equalities }, {}, undefined);

  let doc: Doc;
  const kind = updateKind(update);
  if (kind === 'replacement') {
    doc = replacementFor({ _id: seed._id }, update as Doc);
  } else if (kind === 'pipeline') {
    doc = runOperators(seed, update, {}, arrayFilters);
  } else {
    const { $setOnInsert: onInsert, ...operators } = update as Doc;
    doc = Object.keys(operators).length > 0 ? runOperators(seed, operators, {}, arrayFilters) : seed;
    if (isPlainObject(onInsert) && Object.keys(onInsert).length > 0) {
      doc = runOperators(doc, { $set: onInsert }, {}, undefined);
    }
  }
  if (seed._id !== undefined) assertSameId(seed, doc);
  const { _id, ...rest } = doc;
  return { _id: _id ?? newObjectId(), ...rest };
}

/** Path -> value for the conditions of a filter that pin a field to one value, as MongoDB seeds an upsert. */
function filterEqualities(filter: Doc, into: Doc = {}): Doc {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) filterEqualities(clause, into);
      continue;
    }
    if (field.startsWith('$')) continue;
    const isOperatorObject = isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'));
    if (!isOperatorObject) {
      if (!(condition instanceof RegExp)) into[field] = condition;
      continue;
    }
    const operators = condition as Doc;
    if ('$eq' in operators) into[field] = operators.$eq;
    else if (Array.isArray(operators.$in) && operators.$in.length === 1) into[field] = operators.$in[0];
  }
  return into;
}
