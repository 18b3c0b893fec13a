import type { Company } from '../db/types';
import { makeCompany, makeConfiguration, makeFaq, makeResource } from '../factories';
import { DAY, phone, type SeedContext } from './context';

/** The auction companies: three active hosts, one pending, one inactive. */
export function seedHosts(s: SeedContext): Company[] {
  const names: [string, Company['status']][] = [
    ['Prairie State Auctions', 'Active'],
    ['Lakeshore Judicial Sales', 'Active'],
    ['Heartland Property Auctions', 'Active'],
    ['Riverbend Auction House', 'Pending'],
    ['Cornbelt Sales Group', 'Inactive'],
  ];
  return names.map(([name, status]) =>
    makeCompany(
      {
        name,
        status,
        address: {
          streetLine1: `${s.int(10, 999)} W Madison St`,
          city: 'Chicago',
          county: 'Cook',
          state: 'IL',
          zipCode: '60606',
        },
        phoneNumber: phone(s),
        createdDate: s.iso(s.now - 400 * DAY),
      },
      s.db,
    ),
  );
}

/** The help center, the blog and the settings the public pages read. */
export function seedContent(s: SeedContext) {
  makeResource(
    {
      id: 1,
      title: 'How online foreclosure auctions work',
      description: '<p>A short guide for first-time bidders.</p>',
      body: '<h2>Before the sale</h2><p>Register, verify your phone and link a bank account.</p><h2>On sale day</h2><p>Join the lot, lock your deposit and bid.</p>',
      createdDate: s.iso(s.now - 20 * DAY),
    },
    s.db,
  );
  // Its body carries markup that the page must not run.
  makeResource(
    {
      id: 2,
      title: 'Understanding the required down payment',
      description: '<p>Why we lock a share of your funds.</p>',
      body: '<p>The required down payment is a percentage of your winning bid.</p><img src="x" onerror="window.__xss=1"><script>window.__xss=1</script>',
      createdDate: s.iso(s.now - 10 * DAY),
    },
    s.db,
  );
  const faqs: [string, string][] = [
    [
      'How do I join an auction?',
      'Open the property, choose Join Auction, pick a purchase profile and the amount to lock.',
    ],
    [
      'What is the required down payment?',
      'A percentage of your winning bid, paid from your locked funds.',
    ],
    ['Where can I search for properties?', 'Search is currently available in Illinois only.'],
  ];
  faqs.forEach(([question, answer], i) => makeFaq({ id: i + 1, question, answer }, s.db));
  const settings: [string, string, string][] = [
    ['Contact_ToEmail', 'support@bidright.test', 'Contact form recipient'],
    ['Auction_StopAlertSeconds', '10', 'Stop alert (seconds)'],
    ['Bid_StopAllowedAfterSeconds', '10', 'Stop allowed after a bid (seconds)'],
    ['Notification_FromEmail', 'no-reply@bidright.test', 'Notification sender'],
    ['Lot_DefaultRequiredDownPercent', '10', 'Default required down (%)'],
  ];
  for (const [key, value, displayName] of settings)
    makeConfiguration({ key, value, displayName, modifiedDate: s.iso(s.now - 30 * DAY) }, s.db);
}
