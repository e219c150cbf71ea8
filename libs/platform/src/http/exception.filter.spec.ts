import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { mayReadMetrics } from '../metrics';
import type { ArgumentsHost } from '@nestjs/common';
import { MESSAGES } from '@solar/contracts';
import {
  BadGatewayError,
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  GatewayTimeoutError,
  InvalidInputError,
  NotFoundError,
  PayloadTooLargeError,
  PaymentDeclinedError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  type DomainError,
} from './domain-errors';
import { ApiExceptionFilter } from './exception.filter';

describe('the one exception filter', () => {
  const filter = new ApiExceptionFilter();
  const other = MESSAGES.http.other;
  // A 5xx is logged with its stack; not in this suite's output.
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  /** What a caller receives: the status, the headers set and the JSON body, through the filter's catch. */
  function answer(exception: unknown) {
    const sent: { status?: number; headers: Record<string, string>; json?: string } = { headers: {} };
    const response = {
      setHeader: (name: string, value: string) => (sent.headers[name] = value),
      status(code: number) {
        sent.status = code;
        return this;
      },
      json: (body: unknown) => (sent.json = JSON.stringify(body)),
    };
    const host = { getType: () => 'http', switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    filter.catch(exception, host);
    return sent;
  }

  it.each<[DomainError, number, object]>([
    [
      new InvalidInputError({ qty: ['Must be a whole number.'] }),
      400,
      { error: 'Must be a whole number.', http_error: other, errors: { qty: ['Must be a whole number.'] } },
    ],
    [new UnauthorizedError(MESSAGES.http.sessionExpired), 401, { error: MESSAGES.http.sessionExpired, http_error: MESSAGES.http.sessionExpired }],
    [
      new PaymentDeclinedError('Card declined.', { 'payment.card_number': ['Card declined.'] }),
      402,
      { error: 'Card declined.', http_error: other, errors: { 'payment.card_number': ['Card declined.'] } },
    ],
    [new ForbiddenError('Not your deal.'), 403, { error: 'Not your deal.', http_error: other }],
    [new NotFoundError('Item not found.'), 404, { error: 'Item not found.', http_error: MESSAGES.http.notFound }],
    [new ConflictError({ email: ['Taken.'] }), 409, { error: 'Taken.', http_error: other, errors: { email: ['Taken.'] } }],
    [new PayloadTooLargeError({ file: ['Too large.'] }), 413, { error: 'Too large.', http_error: other, errors: { file: ['Too large.'] } }],
    [
      new BusinessRuleError('Not enough stock.', { qty: ['Only 2 left.'] }),
      422,
      { error: 'Not enough stock.', http_error: other, errors: { qty: ['Only 2 left.'] } },
    ],
    [new BadGatewayError('Payment failed.'), 502, { error: 'Payment failed.', http_error: other }],
    [new ServiceUnavailableError('Try later.'), 503, { error: 'Try later.', http_error: other }],
    [new GatewayTimeoutError('Payment failed.'), 504, { error: 'Payment failed.', http_error: other }],
  ])('answers %p with %i in the envelope, and nothing more', (error, status, fields) => {
    const sent = answer(error);
    expect(sent.status).toBe(status);
    expect(JSON.parse(sent.json!)).toEqual({ status: 0, success: false, ...fields });
    expect(sent.headers).toEqual({});
  });

  it('answers too many requests with 429 and Retry-After in whole seconds, at least 1, when the wait is known', () => {
    const body = { status: 0, success: false, error: 'Too many.', http_error: other };
    expect(answer(new TooManyRequestsError('Too many.', 1_500))).toEqual({ status: 429, headers: { 'Retry-After': '2' }, json: JSON.stringify(body) });
    expect(answer(new TooManyRequestsError('Too many.', 0)).headers).toEqual({ 'Retry-After': '1' });
    expect(answer(new TooManyRequestsError('Too many.'))).toEqual({ status: 429, headers: {}, json: JSON.stringify(body) });
  });

  it('answers a domain error as the Nest exception of its status answered (the same envelope)', () => {
    const same = (domain: DomainError, nest: HttpException) => expect(JSON.parse(answer(domain).json!)).toEqual(JSON.parse(answer(nest).json!));
    same(new ForbiddenError('Forbidden'), new ForbiddenException());
    same(new NotFoundError('Item not found.'), new NotFoundException('Item not found.'));
    same(new InvalidInputError({ id: ['Bad.'] }), new BadRequestException({ errors: { id: ['Bad.'] } }));
    same(new UnauthorizedError({ owner_id: ['Who?'] }), new UnauthorizedException({ errors: { owner_id: ['Who?'] } }));
    same(new BusinessRuleError('Empty.', { cart: ['Empty.'] }), new UnprocessableEntityException({ error: 'Empty.', errors: { cart: ['Empty.'] } }));
    same(new PaymentDeclinedError('Declined.', { card: ['Declined.'] }), new HttpException({ error: 'Declined.', errors: { card: ['Declined.'] } }, 402));
    same(new ServiceUnavailableError('Down.'), new ServiceUnavailableException('Down.'));
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
