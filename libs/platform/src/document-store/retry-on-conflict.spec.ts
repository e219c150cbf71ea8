import { CONCURRENT_CHANGE_MESSAGE, ConflictError } from '../http/domain-errors';
import { LOST_RACE, retryOnConflict } from './retry-on-conflict';

describe('retryOnConflict', () => {
  it('answers the first attempt that did not lose', async () => {
    const work = jest.fn(async (attempt: number) => (attempt < 2 ? LOST_RACE : `written on attempt ${attempt}`));
    await expect(retryOnConflict(5, work)).resolves.toBe('written on attempt 2');
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('ends in a 409 ConflictError with the concurrent-change message when every attempt lost', async () => {
    const work = jest.fn(async () => LOST_RACE);
    const error: unknown = await retryOnConflict(4, work).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, message: CONCURRENT_CHANGE_MESSAGE });
    expect(work).toHaveBeenCalledTimes(4);
  });

  it('ends as the caller says when every attempt lost', async () => {
    await expect(retryOnConflict(2, async () => LOST_RACE, { onExhausted: () => 'left for later' })).resolves.toBe('left for later');
    const ownMessage = () => {
      throw new ConflictError('The cart kept changing; please try again.');
    };
    await expect(retryOnConflict(2, async () => LOST_RACE, { onExhausted: ownMessage })).rejects.toThrow('The cart kept changing; please try again.');
  });

  it('stops at an error the attempt throws, without retrying', async () => {
    const work = jest.fn(async () => {
      throw new Error('not found');
    });
    await expect(retryOnConflict(5, work)).rejects.toThrow('not found');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('answers a falsy result as a result, not as a lost race', async () => {
    await expect(retryOnConflict(3, async () => undefined)).resolves.toBeUndefined();
    await expect(retryOnConflict(3, async () => 0)).resolves.toBe(0);
  });

  it('backs off between attempts only, never after the last', async () => {
    const backoffMs = jest.fn(() => 1);
    await expect(retryOnConflict(3, async () => LOST_RACE, { backoffMs })).rejects.toBeInstanceOf(ConflictError);
    expect(backoffMs.mock.calls).toEqual([[0], [1]]);
  });
});
