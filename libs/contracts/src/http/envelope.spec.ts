import { apiFailure, apiSuccess, httpErrorMessage, isApiSuccess } from './envelope';

describe('httpErrorMessage', () => {
  it('maps statuses as the specs do', () => {
    expect(httpErrorMessage(500)).toBe('Server Error - Something went wrong');
    expect(httpErrorMessage(404)).toBe('404 - ');
    expect(httpErrorMessage(401)).toBe('401 - User session expired');
    expect(httpErrorMessage(403)).toBe('Something went wrong');
    expect(httpErrorMessage(422)).toBe('Something went wrong');
  });
});

describe('envelopes', () => {
  it('builds success and failure answers', () => {
    expect(apiSuccess({ id: 1 })).toEqual({ status: 1, success: true, data: { id: 1 } });
    expect(apiSuccess([], 'Logged in successfully')).toEqual({ status: 1, success: true, data: [], message: 'Logged in successfully' });
    const failure = apiFailure({ errors: { email: ['A valid email is required'] } });
    expect(failure).toEqual({ status: 0, success: false, errors: { email: ['A valid email is required'] } });
    expect(isApiSuccess(failure)).toBe(false);
    expect(isApiSuccess(apiSuccess(null))).toBe(true);
  });
});
