import { newId } from '../db/store';
import { makeDocument, makeDocumentType, makeLotDocument } from '../factories';
import { DAY, type SeedContext } from './context';

/** The kinds of case documents staff choose from. */
export const DOCUMENT_TYPES = [
  'Notice of Sale',
  'Judgment Order',
  'Appraisal Report',
  'Title Search',
  'Court Order',
  'Other',
];

/**
 * Document types, the details of every case document (type, date, author, size), a few more
 * documents of mixed visibility on the demo company's cases, and lot documents.
 */
export function seedDocuments(s: SeedContext) {
  const { db } = s;
  const types = DOCUMENT_TYPES.map((name) => makeDocumentType({ name }, db));
  const typeOf = (fileName: string) =>
    types.find((t) => fileName.toLowerCase().startsWith(t.name.toLowerCase())) ??
    types[types.length - 1];
  const company = db.companies[0];
  const staff = db.users.find((u) => u.companyId === company.id);
  const author = staff ? `${staff.firstName} ${staff.lastName}` : 'Alex Hammond';
  const demoCases = db.cases.filter((c) => c.companyId === company.id);
  demoCases.slice(0, 6).forEach((kase, i) => {
    const extra = [
      {
        name: 'Appraisal Report.pdf',
        url: '/sim-img/appraisal-report.pdf',
        visibleToBidders: false,
        visibleToClients: true,
      },
      {
        name: 'Title Search.pdf',
        url: '/sim-img/title-search.pdf',
        visibleToBidders: false,
        visibleToClients: false,
      },
      {
        name: 'Court Order.pdf',
        url: '/sim-img/court-order.pdf',
        visibleToBidders: true,
        visibleToClients: false,
      },
    ];
    makeDocument({ caseId: kase.id, ...extra[i % extra.length] }, db);
  });
  for (const kase of db.cases) {
    kase.documents.forEach((d, i) => {
      d.typeId ??= typeOf(d.name).id;
      d.createdDate ??= s.iso(new Date(kase.createdDate).getTime() + (i + 1) * DAY);
      d.createdBy ??= kase.companyId === company.id ? author : 'Records Office';
      d.fileSize ??= 48_000 + ((kase.id * 7919 + i * 104_729) % 900_000);
    });
  }
  const lots = db.lots.filter((l) => demoCases.some((c) => c.id === l.caseId)).slice(0, 4);
  lots.forEach((lot, i) => {
    makeLotDocument(
      {
        lotId: lot.id,
        description: 'Plat of survey',
        attachment: '/sim-img/plat-of-survey.pdf',
        createdDate: s.iso(new Date(lot.createdDate).getTime() + DAY),
      },
      db,
    );
    if (i % 2 === 0)
      makeLotDocument(
        {
          lotId: lot.id,
          description: 'Occupancy inspection',
          attachment: '/sim-img/occupancy-inspection.pdf',
          createdDate: s.iso(new Date(lot.createdDate).getTime() + 2 * DAY),
        },
        db,
      );
  });
}

/** Every seeded photo gets its id (after the rest of the seed, so other ids stay as they were). */
export function seedPhotoIds(s: SeedContext) {
  for (const p of s.db.properties) for (const image of p.images) image.id ??= newId(s.db);
}

/** The draft lots' properties also get a parcel number, year built, last sale and occupancy. */
export function seedDraftAttributes(s: SeedContext) {
  const drafts = new Set(s.db.lots.filter((l) => l.status === 'Draft').map((l) => l.id));
  for (const p of s.db.properties.filter((x) => drafts.has(x.lotId))) {
    const n = p.id;
    p.attributes.push(
      {
        attributeId: 8,
        attributeName: 'ParcelNumber',
        attributeDisplayName: 'Parcel Number (PIN)',
        value: `14-${String(n % 36).padStart(2, '0')}-${100 + (n % 300)}-0${n % 90}-0000`,
        attributeType: 'TextField',
      },
      {
        attributeId: 9,
        attributeName: 'YearBuilt',
        attributeDisplayName: 'Year Built',
        value: String(1905 + (n % 110)),
        attributeType: 'IntField',
      },
      {
        attributeId: 10,
        attributeName: 'LastSaleDate',
        attributeDisplayName: 'Last Sale Date',
        value: `20${10 + (n % 14)}-0${1 + (n % 9)}-15`,
        attributeType: 'DateField',
      },
      {
        attributeId: 13,
        attributeName: 'Occupancy',
        attributeDisplayName: 'Occupancy',
        value: n % 2 ? 'Vacant' : 'Other',
        otherValue: n % 2 ? null : 'Tenant on a month-to-month lease',
        attributeType: 'DropdownField',
      },
    );
  }
}
