import { Snapshot } from './snapshot';

describe('Snapshot', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('reads once per period and shares the value meanwhile', async () => {
    let reads = 0;
    const snapshot = new Snapshot(1000, async () => ++reads);
    expect(await Promise.all([snapshot.get(), snapshot.get()])).toEqual([1, 1]);
    jest.advanceTimersByTime(999);
    expect(await snapshot.get()).toBe(1);
    jest.advanceTimersByTime(2);
    expect(await snapshot.get()).toBe(2);
  });

  it('reads afresh after invalidate, and does not keep a failed read', async () => {
    let reads = 0;
    const snapshot = new Snapshot(1000, async () => {
      reads++;
      if (reads === 2) throw new Error('store unavailable');
      return reads;
    });
    expect(await snapshot.get()).toBe(1);
    snapshot.invalidate();
    await expect(snapshot.get()).rejects.toThrow('store unavailable');
    expect(await snapshot.get()).toBe(3);
  });
});
