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

describe('RevokedTokens: every earlier session of an account (password change or reset)', () => {
  const start = new Date('2026-03-01T12:00:00Z');
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

  beforeEach(() => {
    jest.useFakeTimers({ now: start });
  });
  afterEach(() => jest.useRealTimers());

  it("refuses the account's tokens below the version, a token without one too, and no other account's", () => {
    const revoked = new RevokedTokens();
    revoked.revokeSessionsBelow('user-1', 2, inSeconds(3660));
    expect(revoked.isRevokedToken({ sub: 'user-1', jti: 'a', sv: 0 })).toBe(true);
    expect(revoked.isRevokedToken({ sub: 'user-1', jti: 'b', sv: 1 })).toBe(true);
    expect(revoked.isRevokedToken({ sub: 'user-1', jti: 'c' })).toBe(true);
    expect(revoked.isRevokedToken({ sub: 'user-1', jti: 'd', sv: 2 })).toBe(false);
    expect(revoked.isRevokedToken({ sub: 'user-1', jti: 'e', sv: 3 })).toBe(false);
    expect(revoked.isRevokedToken({ sub: 'user-2', jti: 'f', sv: 0 })).toBe(false);
    // A guest session is not an account's.
    expect(revoked.isRevokedToken({ sub: 'user-1', jti: 'g', guest: true })).toBe(false);
  });

  it('keeps the highest version and the latest end, in whatever order revocations arrive', () => {
    const revoked = new RevokedTokens();
    revoked.revokeSessionsBelow('user-1', 3, inSeconds(600));
    revoked.revokeSessionsBelow('user-1', 2, inSeconds(3600));
    expect(revoked.isSessionRevoked('user-1', 2)).toBe(true);
    jest.setSystemTime(start.getTime() + 1200_000);
    expect(revoked.isSessionRevoked('user-1', 2)).toBe(true);
  });

  it('forgets the revocation once every earlier token has expired, and ignores one already past', () => {
    const revoked = new RevokedTokens();
    revoked.revokeSessionsBelow('user-1', 1, inSeconds(60));
    revoked.revokeSessionsBelow('user-2', 1, new Date(start.getTime() - 1000));
    expect(revoked.isSessionRevoked('user-2', 0)).toBe(false);
    jest.setSystemTime(start.getTime() + 61_000);
    expect(revoked.isSessionRevoked('user-1', 0)).toBe(false);
  });

  it('still refuses a revoked token id whatever its version', () => {
    const revoked = new RevokedTokens();
    revoked.revoke('jti-1', inSeconds(600));
    expect(revoked.isRevokedToken({ sub: 'user-1', jti: 'jti-1', sv: 5 })).toBe(true);
  });

  it('refuses a session revocation without a user, with a version below 1 or an invalid end', () => {
    const revoked = new RevokedTokens();
    expect(() => revoked.revokeSessionsBelow('', 1, inSeconds(60))).toThrow(/user id/);
    expect(() => revoked.revokeSessionsBelow('user-1', 0, inSeconds(60))).toThrow(/session version/);
    expect(() => revoked.revokeSessionsBelow('user-1', 1, new Date('nope'))).toThrow(/Invalid end/);
  });
});
