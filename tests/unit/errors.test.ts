import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, apiErrorOf, errorNotice, serverMessage } from '../../src/api/errors';

describe('error catalogue', () => {
  it('uses the sign-in wording on sign-in screens', () => {
    expect(errorNotice(503, null, 'signIn')?.title).toBe('DEPLOYMENT IN PROGRESS! - 503');
    expect(errorNotice(500, null, 'signIn')?.title).toBe('SERVER ERROR! - 500');
    expect(errorNotice(403, null, 'signIn')).toEqual({
      kind: 'error',
      title: 'There has been a permission error! - 403',
    });
  });
  it('gives the 403 second line outside sign-in', () => {
    expect(errorNotice(403, null)).toEqual({
      kind: 'error',
      title: 'Permission error! - 403',
      description: 'You have no permission to complete the request!',
    });
  });
  it('400 is a warning with the server message and the generic line', () => {
    expect(errorNotice(400, { message: 'Bid is too low' })).toEqual({
      kind: 'warning',
      title: 'Bid is too low',
      description: 'Error occurred while requesting!',
    });
    expect(errorNotice(400, {})).toEqual({
      kind: 'warning',
      title: 'Error occurred while requesting!',
      description: undefined,
    });
  });
  it('401 is left to the refresh logic; network failures and other codes are generic', () => {
    expect(errorNotice(401, null)).toBeNull();
    expect(errorNotice(0, null)?.title).toBe('Error occurred while requesting!');
    expect(errorNotice(502, null)?.title).toBe('Error occurred while requesting!');
  });
  it('reads the server message from the usual body shapes', () => {
    expect(serverMessage('  plain text ')).toBe('plain text');
    expect(serverMessage({ error_description: 'Invalid username or password!' })).toBe(
      'Invalid username or password!',
    );
    expect(serverMessage({ errors: { Email: ['Email is invalid'] } })).toBe('Email is invalid');
    expect(serverMessage({ message: '' })).toBeUndefined();
    expect(serverMessage(42)).toBeUndefined();
  });
});

/** A failed axios call as axios builds it, with the request's catalogue context. */
function axiosFailure(status: number, data: unknown, errorContext?: 'signIn') {
  const config = { headers: new AxiosHeaders(), errorContext } as InternalAxiosRequestConfig;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

describe('ApiError', () => {
  it('carries the status, the server message, the catalogue notice and the body', () => {
    const body = { message: 'Bid is too low' };
    const error = apiErrorOf(axiosFailure(400, body));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Bid is too low');
    expect(error.notice).toEqual({
      kind: 'warning',
      title: 'Bid is too low',
      description: 'Error occurred while requesting!',
    });
    expect(error.body).toBe(body);
    expect(error.message).toBe('Bid is too low');
  });
  it("uses the request's catalogue wording", () => {
    expect(apiErrorOf(axiosFailure(503, null, 'signIn')).notice?.title).toBe(
      'DEPLOYMENT IN PROGRESS! - 503',
    );
    const plain = apiErrorOf(axiosFailure(500, ''));
    expect(plain.notice?.title).toBe('Server error! - 500');
    expect(plain.serverMessage).toBeUndefined();
    expect(plain.message).toBe('Server error! - 500');
  });
  it('a call with no response has status 0 and the generic notice', () => {
    const error = apiErrorOf(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(error.status).toBe(0);
    expect(error.notice?.title).toBe('Error occurred while requesting!');
  });
  it('returns an ApiError unchanged and wraps anything else with no notice', () => {
    const known = new ApiError(404, null, errorNotice(404, null));
    expect(apiErrorOf(known)).toBe(known);
    const bug = new TypeError('x is undefined');
    const wrapped = apiErrorOf(bug);
    expect(wrapped.status).toBe(0);
    expect(wrapped.notice).toBeNull();
    expect(wrapped.serverMessage).toBeUndefined();
    expect(wrapped.cause).toBe(bug);
  });
});
