import { findWattageGroupBySlug, wattageGroup, wattageGroupPath } from './wattage';

describe('wattage groups', () => {
  it('puts ratings in the spec ranges', () => {
    expect(wattageGroup(300)?.id).toBe('300-watt');
    expect(wattageGroup(395)?.id).toBe('300-watt');
    expect(wattageGroup(400)?.id).toBe('400-watt');
    expect(wattageGroup(495)?.id).toBe('400-watt');
    expect(wattageGroup(550)?.id).toBe('500-watt');
    expect(wattageGroup(600)?.id).toBe('600-watt');
    expect(wattageGroup(720)?.id).toBe('600-watt');
  });

  it('has no group below 300 W or between a group max and the next min', () => {
    expect(wattageGroup(250)).toBeUndefined();
    expect(wattageGroup(398)).toBeUndefined();
  });

  it('links each group to its deal page', () => {
    const group = wattageGroup(410);
    expect(group && wattageGroupPath(group)).toBe('/trader/deals/400-watt-solar-panels');
    expect(findWattageGroupBySlug('600-watt-solar-panels')?.min).toBe(600);
    expect(findWattageGroupBySlug('700-watt-solar-panels')).toBeUndefined();
  });
});
