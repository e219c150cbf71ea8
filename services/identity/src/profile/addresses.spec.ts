import { Module, type INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { AddressRequest } from '@solar/contracts';
import { DocumentStoreModule } from '@solar/platform';
import type { Model } from 'mongoose';
import { SessionsService } from '../sessions/sessions.service';
import { SessionVersions } from '../sessions/session-versions';
import { User, UserSchema } from '../users/user.schema';
import { ProfileService } from './profile.service';

/**
 * The address book stores the state as its code and answers it as its id with its name; an account saved by an
 * older version, whose addresses hold the id, reads the same and moves to the code with its next address change.
 */
@Module({
  imports: [DocumentStoreModule.forRoot({ service: 'identity-addresses-test' }), DocumentStoreModule.forFeature([{ name: User.name, schema: UserSchema }])],
  providers: [
    ProfileService,
    // Password changes only: the address book never reaches them.
    { provide: SessionVersions, useValue: {} },
    { provide: SessionsService, useValue: {} },
  ],
})
class AddressBookModule {}

let app: INestApplication;
let profiles: ProfileService;
let users: Model<User>;

beforeAll(async () => {
  app = (await Test.createTestingModule({ imports: [AddressBookModule] }).compile()).createNestApplication({ logger: false });
  await app.init();
  profiles = app.get(ProfileService);
  users = app.get(getModelToken(User.name));
});

afterAll(() => app?.close());

const storedStates = async (userId: string) =>
  ((await users.collection.findOne({ id: userId }))?.addresses as { name: string; state: unknown }[]).map(({ name, state }) => [name, state]);

/** An account as an older version wrote it, straight into the store: its address holds the state's id. */
async function olderAccount(userId: string): Promise<void> {
  await users.collection.insertOne({
    id: userId,
    email: `${userId}@example.com`,
    firstname: 'Ana',
    lastname: 'Sol',
    roles: ['customer'],
    status: 'active',
    // `label` is no field of an address (any more): the list is written back without it.
    addresses: [
      {
        id: 'a-1',
        name: 'Home',
        address: '1 Main St',
        unit: '4',
        city: 'Austin',
        state: 45,
        zip: '78701',
        country: 'US',
        phone: null,
        is_default: true,
        label: 'old',
      },
    ],
    addresses_version: 0,
    created_at: new Date('2025-06-01T10:00:00Z'),
    updated_at: new Date('2025-06-01T10:00:00Z'),
  });
}

it('answers an address saved with the state id as before: the id and its name', async () => {
  await olderAccount('older-1');
  expect(await profiles.addresses('older-1')).toEqual([
    {
      id: 'a-1',
      name: 'Home',
      address: '1 Main St',
      unit: '4',
      city: 'Austin',
      state: 45,
      state_name: 'Texas',
      zip: '78701',
      country: 'US',
      phone: null,
      is_default: true,
    },
  ]);
  expect((await profiles.profile('older-1')).addresses[0]).toMatchObject({ state: 45, state_name: 'Texas' });
});

it('stores a new address with the state code and answers it with the id and name', async () => {
  await olderAccount('older-2');
  const office: AddressRequest = { name: 'Office', address: '9 Elm St', unit: 'B', city: 'Denver', state: 6, zip: '80202' };
  const added = await profiles.addAddress('older-2', office);
  expect(added).toMatchObject({ name: 'Office', state: 6, state_name: 'Colorado' });
  // The whole list is written back: the older entry moves to the code too, with its address fields only.
  expect(await storedStates('older-2')).toEqual([
    ['Home', 'TX'],
    ['Office', 'CO'],
  ]);
  const [home] = (await users.collection.findOne({ id: 'older-2' }))!.addresses as Record<string, unknown>[];
  expect(Object.keys(home!).sort()).toEqual(['address', 'city', 'country', 'id', 'is_default', 'name', 'phone', 'state', 'unit', 'zip']);
  expect((await profiles.addresses('older-2')).map(({ state, state_name }) => [state, state_name])).toEqual([
    [45, 'Texas'],
    [6, 'Colorado'],
  ]);
});

it('takes the state id as numeric text, as forms send it, and stores its code', async () => {
  await olderAccount('older-3');
  const moved = await profiles.updateAddress('older-3', 'a-1', {
    name: 'Home',
    address: '1 Main St',
    unit: '4',
    city: 'Austin',
    state: '44' as unknown as number,
    zip: '78701',
  });
  expect(moved).toMatchObject({ state: 44, state_name: 'Tennessee' });
  expect(await storedStates('older-3')).toEqual([['Home', 'TN']]);
});
