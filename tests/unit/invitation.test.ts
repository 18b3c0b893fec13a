import { invitationLink } from '../../src/lib/invitation';

describe('invitationLink', () => {
  it('opens client registration with the e-mail and the company', () => {
    expect(invitationLink('tess.ward@firm.test', 1001, 'https://app.example.com')).toBe(
      'https://app.example.com/client-register?email=tess.ward%40firm.test&companyId=1001',
    );
  });

  it('encodes what an address cannot carry and drops a trailing slash and spaces around the e-mail', () => {
    const link = invitationLink(' o+reilly&co@firm.test ', 7, 'http://localhost:5173/');
    expect(link).toBe(
      'http://localhost:5173/client-register?email=o%2Breilly%26co%40firm.test&companyId=7',
    );
    const query = new URL(link).searchParams;
    expect(query.get('email')).toBe('o+reilly&co@firm.test');
    expect(query.get('companyId')).toBe('7');
  });
});
