import { RevokedTokens } from './revoked-tokens';

describe('RevokedTokens', () => {
  const start = new Date('2026-03-01T12:00:00Z');
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

  beforeEach(() => {
    jest.useFakeTimers({ now: start });
  });
  afterEach(() => jest.useRealTimers());

  it('refuses a revoked token and no other', () => {
    const revoked = new RevokedTokens();
    revoked.revoke('jti-1', inSeconds(600));
    expect(revoked.isRevoked('jti-1')).toBe(true);
    expect(revoked.isRevoked('jti-2')).toBe(false);
  });

  it('forgets a revocation once the token has expired', () => {
    const revoked = new RevokedTokens();
    revoked.revoke('short', inSeconds(60));
    revoked.revoke('long', inSeconds(3600));
    expect(revoked.size).toBe(2);

    jest.setSystemTime(start.getTime() + 61_000);
    expect(revoked.isRevoked('short')).toBe(false);
    expect(revoked.isRevoked('long')).toBe(true);
    expect(revoked.size).toBe(1);
  });

  it('does not grow with revocations nobody asks about again', () => {
    const revoked = new RevokedTokens();
    for (let i = 0; i < 1000; i++) revoked.revoke(`old-${i}`, inSeconds(30));
    jest.setSystemTime(start.getTime() + 5 * 60_000);
    // The next revocation sweeps out the expired ones on its way.
    revoked.revoke('new', inSeconds(30));
    expect(revoked.size).toBe(1);
  });

  it('ignores a revocation that has already expired (an old event replayed at start)', () => {
    const revoked = new RevokedTokens();
    revoked.revoke('gone', new Date(start.getTime() - 1000));
    expect(revoked.isRevoked('gone')).toBe(false);
    expect(revoked.size).toBe(0);
  });

  it('keeps the later expiry when a token is revoked twice', () => {
    const revoked = new RevokedTokens();
    revoked.revoke('jti-1', inSeconds(600));
    revoked.revoke('jti-1', inSeconds(60));
    jest.setSystemTime(start.getTime() + 120_000);
    expect(revoked.isRevoked('jti-1')).toBe(true);
  });

  it('refuses a revocation without a jti or with an invalid expiry', () => {
    const revoked = new RevokedTokens();
    expect(() => revoked.revoke('', inSeconds(60))).toThrow(/jti/);
    expect(() => revoked.revoke('jti-1', new Date('not a date'))).toThrow(/Invalid expiry/);
  });
});
