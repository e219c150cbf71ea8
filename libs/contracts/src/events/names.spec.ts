import { EVENTS, EVENT_NAMES, isEventName } from './names';

describe('event names', () => {
  it('follow <service>.<aggregate>.<event>', () => {
    for (const name of EVENT_NAMES) expect(name).toMatch(/^[a-z]+\.[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/);
    expect(new Set(EVENT_NAMES).size).toBe(EVENT_NAMES.length);
  });

  it('include the catalog topics and the saga events', () => {
    expect(EVENTS.catalog.itemCreated).toBe('catalog.item.created');
    expect(EVENTS.catalog.brandUpserted).toBe('catalog.brand.upserted');
    expect(EVENTS.admin.dealOwnershipTransferred).toBe('admin.deal.ownership-transferred');
    expect(isEventName('orders.order.placed')).toBe(true);
    expect(isEventName('orders.order.shipped')).toBe(false);
  });
});
