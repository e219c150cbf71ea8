import { BadRequestException } from '@nestjs/common';
import { mayReadMetrics } from '../metrics';
import { BusinessRuleError, ConflictError, NotFoundError } from './domain-errors';
import { ApiExceptionFilter } from './exception.filter';

describe('the one exception filter', () => {
  const filter = new ApiExceptionFilter();

  it.each([
    [new NotFoundError('Item not found.'), 404],
    [new ConflictError('Changed meanwhile.'), 409],
    [new BusinessRuleError('Not enough stock.', { qty: ['Not enough stock.'] }), 422],
  ])('answers a domain error %p with its status in the envelope', (error, status) => {
    const { status: answered, body } = filter.toFailure(error);
    expect(answered).toBe(status);
    expect(body).toMatchObject({ status: 0, success: false, error: error.message, http_error: expect.any(String) });
    expect(body.errors).toEqual(error.errors);
  });

  it('keeps Nest HTTP exceptions as they are and hides anything else behind a 500', () => {
    expect(filter.toFailure(new BadRequestException({ errors: { page: ['bad'] } }))).toMatchObject({ status: 400, body: { errors: { page: ['bad'] } } });
    const unknown = filter.toFailure(new Error('connection string mongodb://secret'));
    expect(unknown.status).toBe(500);
    expect(JSON.stringify(unknown.body)).not.toContain('secret');
  });
});

describe('who may read /metrics', () => {
  const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as never;

  it('without a token: callers on this machine only, and not through a proxy', () => {
    expect(mayReadMetrics(req('127.0.0.1'), undefined)).toBe(true);
    expect(mayReadMetrics(req('::1'), undefined)).toBe(true);
    expect(mayReadMetrics(req('203.0.113.9'), undefined)).toBe(false);
    expect(mayReadMetrics(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), undefined)).toBe(false);
  });

  it('with a token: whoever presents it, from anywhere, and nobody else', () => {
    const token = 'a-scraper-token-of-some-length';
    expect(mayReadMetrics(req('10.0.0.7', { authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(mayReadMetrics(req('127.0.0.1'), token)).toBe(false);
    expect(mayReadMetrics(req('10.0.0.7', { authorization: 'Bearer wrong' }), token)).toBe(false);
  });
});
