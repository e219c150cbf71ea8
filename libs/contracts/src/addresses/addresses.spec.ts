import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { AccountAddressBody } from '../identity/dto';
import { CheckoutAddressBody } from '../orders/dto/orders';
import { Collector } from '../forms/field-rules';
import { MESSAGES } from '../messages';
import { validateCheckoutAddress } from '../orders/rules';
import {
  ADDRESS_TEXT_MAX,
  AddressBody,
  checkPostalAddress,
  findUsState,
  shipFromLocation,
  storedNamedAddress,
  storedPostalAddress,
  storedUsStateForms,
  storedUsStateId,
  US_STATES,
  usStateById,
  usStateCode,
  usStateId,
  usStateName,
  usStateOf,
  validateAddress,
} from '.';

const V = MESSAGES.validation;
const TEXAS = { id: 45, code: 'TX', name: 'Texas' } as const;

describe('the state in its three forms', () => {
  it('converts between id, code and name in every direction', () => {
    for (const state of US_STATES) {
      for (const form of [state.id, String(state.id), state.code, state.name]) {
        expect([usStateId(form), usStateCode(form), usStateName(form)]).toEqual([state.id, state.code, state.name]);
      }
    }
    expect([usStateId('tx'), usStateCode(' texas '), usStateName(45)]).toEqual([TEXAS.id, TEXAS.code, TEXAS.name]);
  });

  it('knows no state outside the table', () => {
    for (const unknown of [0, 54, -1, 4.5, '', ' ', 'XX', 'Ontario', null, undefined, true, [45], { id: 45 }]) {
      expect(usStateOf(unknown)).toBeUndefined();
    }
  });

  it('reads each form only where that form is taken', () => {
    // Account addresses and seller locations send the id; checkout sends the code or the name.
    expect(usStateById('45')?.code).toBe('TX');
    expect(usStateById('TX')).toBeUndefined();
    expect(findUsState('45')).toBeUndefined();
    expect(findUsState('Texas')?.id).toBe(45);
  });
});

describe('the stored state', () => {
  it('answers the id of a stored code, and of an id stored by an older version as it is', () => {
    expect(storedUsStateId('TX')).toBe(45);
    expect(storedUsStateId(45)).toBe(45);
  });

  it('is found in both stored forms', () => {
    expect(storedUsStateForms(45)).toEqual(['TX', 45]);
    // An id no state has matches what it always matched: documents holding that very id.
    expect(storedUsStateForms(99)).toEqual([99]);
  });

  it('is the code, as plain text fields beside it', () => {
    const form = { name: 'Main <b>yard</b>', address: ' 1 Main St ', unit: '4', city: 'Austin', state: '45', zip: '78701' };
    expect(storedNamedAddress(form)).toEqual({ name: 'Main yard', address: '1 Main St', unit: '4', city: 'Austin', state: 'TX', zip: '78701' });
    expect(storedPostalAddress({ ...form, state: 'texas' }, { stateOf: (value) => findUsState(String(value)) })).toMatchObject({ state: 'TX' });
  });

  it('is never written for a state the form rule would refuse', () => {
    expect(() => storedNamedAddress({ name: 'Yard', address: '1 Main St', unit: '4', city: 'Austin', state: 99, zip: '78701' })).toThrow(TypeError);
  });
});

describe('the postal rule', () => {
  const postal = { address: '1 Main St', unit: '4', city: 'Austin', zip: '78701' };

  it('says the same of the postal fields in an account address and in a checkout block', () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ address: '' }, { address: [V.addressRequired] }],
      [{ address: 'a'.repeat(256) }, { address: [V.addressRequired] }],
      [{ unit: '<b></b>' }, { unit: [V.unitRequired] }],
      [{ city: 'c'.repeat(101) }, { city: [V.cityRequired] }],
      [{ zip: '' }, { zip: [V.zipRequired] }],
      [{ zip: '7870' }, { zip: [V.zipInvalid] }],
    ];
    for (const [change, errors] of cases) {
      expect(validateAddress({ name: 'Yard', ...postal, state: TEXAS.id, ...change })).toEqual(errors);
      const block = validateCheckoutAddress('shipping', {
        firstname: 'Ana',
        lastname: 'Sol',
        phone: '512-555-0100',
        email: 'ana@example.com',
        country: 'US',
        ...postal,
        state: 'TX',
        ...change,
      });
      expect(block).toEqual(Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`shipping.${field}`, messages])));
    }
  });

  it('takes the state in the form each address sends it', () => {
    expect(validateAddress({ name: 'Yard', ...postal, state: 'TX' })).toEqual({ state: [V.stateRequired] });
    expect(validateAddress({ name: 'Yard', ...postal, state: '45' })).toEqual({});
    const contact = { firstname: 'Ana', lastname: 'Sol', phone: '512-555-0100', email: 'ana@example.com', country: 'US' };
    expect(validateCheckoutAddress('billing', { ...contact, ...postal, state: '45' })).toEqual({ 'billing.state': [V.stateRequired] });
    expect(validateCheckoutAddress('billing', { ...contact, ...postal, state: '<i>Texas</i>' })).toEqual({});
  });

  it('reads the zip as typed or as stored, as each address always did', () => {
    const c = new Collector();
    checkPostalAddress(c, { ...postal, state: 45, zip: '<b>78701</b>' }, { stateOf: usStateById, zipAsTyped: true });
    expect(c.errors).toEqual({ zip: [V.zipInvalid] });
    const stored = new Collector();
    checkPostalAddress(stored, { ...postal, state: 45, zip: '<b>78701</b>' }, { stateOf: usStateById });
    expect(stored.errors).toEqual({});
  });
});

describe('the address bodies', () => {
  const errorsOf = async (dto: new () => object, body: Record<string, unknown>) =>
    Object.fromEntries(
      (await validate(plainToInstance(dto, body), { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true })).map((e) => [
        e.property,
        Object.values(e.constraints ?? {}),
      ]),
    );

  it('share the postal fields, their size and their messages', async () => {
    const tooLong = 'x'.repeat(ADDRESS_TEXT_MAX + 1);
    for (const dto of [AddressBody, AccountAddressBody, CheckoutAddressBody]) {
      expect(await errorsOf(dto, { address: 1, unit: [], city: tooLong, zip: 78701 })).toEqual({
        address: [V.addressRequired],
        unit: [V.unitRequired],
        city: [V.cityRequired],
        zip: [V.zipInvalid],
      });
    }
  });

  it('each take the state in its own form', async () => {
    expect(await errorsOf(AddressBody, { state: 'TX' })).toEqual({ state: [V.stateRequired] });
    expect(await errorsOf(AddressBody, { state: '45' })).toEqual({});
    expect(await errorsOf(CheckoutAddressBody, { state: 45 })).toEqual({ state: [V.stateRequired] });
    expect(await errorsOf(CheckoutAddressBody, { state: 'TX' })).toEqual({});
  });
});

it('shows of a ship-from location the town at most', () => {
  const stored = { location_id: 'loc-1', name: 'North depot', address: '1 Main St', unit: 'Bay 7', city: 'Austin', state: 'TX', zip: '73301', qty: 30 };
  expect(shipFromLocation(stored)).toEqual({ name: 'North depot', city: 'Austin', state: 'TX', zip: '73301', qty: 30 });
});
