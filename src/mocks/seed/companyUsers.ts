import { Role } from '../../lib/roles';
import type { Company } from '../db/types';
import { makeApiKey, makeUser } from '../factories';
import { DAY, HOUR, phone, type SeedContext } from './context';

/**
 * The first host's other users and API keys: two more employees (one deactivated), the last
 * sign-ins of its demo auctioneer and employee, and an active, an expired and a deactivated key.
 */
export function seedCompanyUsers(s: SeedContext, host: Company) {
  for (const u of s.db.users)
    if (u.companyId === host.id && u.userName === 'auctioneer')
      u.lastLoginDate = s.iso(s.now - 2 * HOUR);
    else if (u.companyId === host.id && u.userName === 'employee')
      u.lastLoginDate = s.iso(s.now - 3 * DAY - 5 * HOUR);

  const staff: [string, string, boolean, number][] = [
    ['Morgan', 'Reyes', false, 6 * DAY],
    ['Taylor', 'Brooks', true, 95 * DAY],
  ];
  for (const [firstName, lastName, deactivated, lastSeen] of staff) {
    const email = `${firstName}.${lastName}@prairiestate.test`.toLowerCase();
    makeUser(
      {
        userName: email,
        email,
        firstName,
        lastName,
        role: Role.Employee,
        companyId: host.id,
        phoneNumber: phone(s),
        createdDate: s.iso(s.now - 250 * DAY),
        lastLoginDate: s.iso(s.now - lastSeen),
        isDeactivated: deactivated,
        deactivatedDate: deactivated ? s.iso(s.now - 60 * DAY) : null,
      },
      s.db,
    );
  }

  const keys: [generated: number, expires: number, deactivated: number | null][] = [
    [20 * DAY, 345 * DAY, null],
    [400 * DAY, -35 * DAY, null],
    [200 * DAY, 165 * DAY, 30 * DAY],
  ];
  for (const [generated, expires, deactivated] of keys)
    makeApiKey(
      {
        companyId: host.id,
        generatedDate: s.iso(s.now - generated),
        expirationDate: s.iso(s.now + expires),
        deactivatedDate: deactivated === null ? null : s.iso(s.now - deactivated),
      },
      s.db,
    );
}
