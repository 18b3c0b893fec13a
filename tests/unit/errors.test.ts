import { errorNotice, serverMessage } from '../../src/api/errors';

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
