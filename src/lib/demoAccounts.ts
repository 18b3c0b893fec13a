import { Role } from './roles';

/** Demo accounts offered by the hidden quick-login buttons in non-production builds. */
export const DEMO_ACCOUNTS: readonly { userName: string; role: Role; label: string }[] = [
  { userName: 'bidder', role: Role.Bidder, label: 'Bidder' },
  { userName: 'bidder2', role: Role.Bidder, label: 'Bidder 2' },
  { userName: 'bidder3', role: Role.Bidder, label: 'Bidder 3' },
  { userName: 'bidder-unverified', role: Role.Bidder, label: 'Unverified bidder' },
  { userName: 'bidder-2fa', role: Role.Bidder, label: 'Bidder with 2-step' },
  { userName: 'auctioneer', role: Role.Auctioneer, label: 'Auctioneer' },
  { userName: 'employee', role: Role.Employee, label: 'Employee' },
  { userName: 'client', role: Role.Client, label: 'Client' },
  { userName: 'attorney', role: Role.Attorney, label: 'Attorney' },
  { userName: 'admin', role: Role.Admin, label: 'Admin' },
];
