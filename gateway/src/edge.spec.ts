import { JwtService } from '@nestjs/jwt';
import { MESSAGES } from '@solar/contracts';
import { JWT_ISSUER, TokenService } from '@solar/platform';
import express from 'express';
import request from 'supertest';
import { apiRateLimit, requestId, verifyBearer } from './edge';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

function edgeApp(perMinute = 100) {
  const tokens = new TokenService(new JwtService(), { jwtSecret: SECRET, jwtTtlSeconds: 60 });
  const app = express();
  app.use(requestId, apiRateLimit(perMinute), verifyBearer(tokens));
  app.get('/v1/client/thing', (req, res) => res.json({ requestId: req.headers['x-request-id'] }));
  return { app, tokens };
}

describe('the gateway edge', () => {
  it('answers 429 in the API envelope past the per-client limit', async () => {
    const { app } = edgeApp(3);
    for (let i = 0; i < 3; i++) await request(app).get('/v1/client/thing').expect(200);
    const refused = await request(app).get('/v1/client/thing').expect(429);
    expect(refused.body).toMatchObject({ status: 0, success: false, error: 'Too many requests, please try again later.' });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses a bad or expired token with 401 and lets a valid one, or none, through', async () => {
    const { app, tokens } = edgeApp();
    const bad = await request(app).get('/v1/client/thing').set('authorization', 'Bearer nope').expect(401);
    expect(bad.body).toMatchObject({ status: 0, success: false, error: MESSAGES.http.sessionExpired, http_error: MESSAGES.http.sessionExpired });
    await request(app).get('/v1/client/thing').set('authorization', 'Basic abc').expect(401);
    const expired = new JwtService().sign({ sub: 'u1', roles: [] }, { secret: SECRET, issuer: JWT_ISSUER, expiresIn: -10 });
    await request(app).get('/v1/client/thing').set('authorization', `Bearer ${expired}`).expect(401);
    const forged = new JwtService().sign({ sub: 'u1', roles: ['admin'] }, { secret: 'another-secret-that-is-long-enough-too', issuer: JWT_ISSUER });
    await request(app).get('/v1/client/thing').set('authorization', `Bearer ${forged}`).expect(401);
    await request(app)
      .get('/v1/client/thing')
      .set('authorization', `Bearer ${tokens.sign({ sub: 'u1', roles: ['customer'] })}`)
      .expect(200);
    await request(app).get('/v1/client/thing').expect(200);
  });

  it('keeps the caller request id or makes one, and returns it', async () => {
    const { app } = edgeApp();
    const kept = await request(app).get('/v1/client/thing').set('x-request-id', 'abc-123').expect(200);
    expect(kept.body.requestId).toBe('abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const made = await request(app).get('/v1/client/thing').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
