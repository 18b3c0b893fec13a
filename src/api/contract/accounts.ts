/** The demo account the contract command signs in as for each role (the simulator's seed). */
import type { CallerRole } from './define';

export const CONTRACT_ACCOUNTS: readonly { role: CallerRole; userName?: string }[] = [
  { role: 'Anonymous' },
  { role: 'Bidder', userName: 'bidder' },
  { role: 'Auctioneer', userName: 'auctioneer' },
  { role: 'Employee', userName: 'employee' },
  { role: 'Client', userName: 'client' },
  { role: 'Attorney', userName: 'attorney' },
  { role: 'Admin', userName: 'admin' },
];
