import { AddToCartBody, PageQuery, SEARCH_OBJECT_ERRORS } from '@solar/contracts';
import { InvalidInputError } from './domain-errors';
import { createValidationPipe, prototypeKeyPaths } from './validation';

/**
 * Prototype keys (`__proto__`, `constructor`, `prototype`) in what a caller sends: the one validation pipe
 * refuses them wherever they are, in bodies, queries and socket payloads alike, as it refuses any unknown key.
 */
const pipe = createValidationPipe();
const errorsOf = async (input: unknown, type: 'body' | 'query', metatype: new () => object) => {
  try {
    await pipe.transform(input, { type, metatype, data: undefined });
  } catch (error) {
    if (error instanceof InvalidInputError) return error.errors;
    throw error;
  }
  return null;
};

it('finds every prototype key at any depth, lists included, as dotted paths', () => {
  const parsed = JSON.parse('{"a":{"__proto__":{"x":1}},"items":[{"constructor":1},{"ok":{"prototype":[]}}],"b":"__proto__"}');
  expect(prototypeKeyPaths(parsed)).toEqual(['a.__proto__', 'items.0.constructor', 'items.1.ok.prototype']);
  expect(prototypeKeyPaths({ where: { name: 'constructor' } })).toEqual([]);
});

it('refuses a body or query holding one with 400 Unknown key., and takes the same input without it', async () => {
  const item = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
  expect(await errorsOf(JSON.parse(`{"item_uuid":"${item}","qty":1,"__proto__":{"owner_id":"someone"}}`), 'body', AddToCartBody)).toEqual(
    // Written so that `__proto__` is a key, as the parser makes it, not the literal's prototype.
    Object.fromEntries([['__proto__', [SEARCH_OBJECT_ERRORS.unknownKey]]]),
  );
  expect(await errorsOf({ item_uuid: item, qty: 1 }, 'body', AddToCartBody)).toBeNull();
  const query = Object.assign(Object.create(null) as object, { page: '1', constructor: 'x' });
  expect(await errorsOf(query, 'query', PageQuery)).toEqual({ constructor: [SEARCH_OBJECT_ERRORS.unknownKey] });
});
