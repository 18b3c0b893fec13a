import type { AddressSuggestionFields } from '../lib/propertyRules';
import { US_STATES } from '../lib/usStates';
import { db } from './db';

/** An address the geocoder knows, as GET /geo/search answers it. */
export interface Place extends AddressSuggestionFields {
  label: string;
}

type Row = [string, string, string, string, number, number];

/** Known Illinois addresses: street, city, county, zip, latitude, longitude. */
const ILLINOIS: readonly Row[] = [
  ['233 S Wacker Dr', 'Chicago', 'Cook', '60606', 41.878876, -87.635915],
  ['875 N Michigan Ave', 'Chicago', 'Cook', '60611', 41.898754, -87.622934],
  ['1060 W Addison St', 'Chicago', 'Cook', '60613', 41.947428, -87.655397],
  ['1901 W Madison St', 'Chicago', 'Cook', '60612', 41.880693, -87.674176],
  ['2430 N Cannon Dr', 'Chicago', 'Cook', '60614', 41.925021, -87.634644],
  ['1800 Sherman Ave', 'Evanston', 'Cook', '60201', 42.050312, -87.682591],
  ['951 Chicago Ave', 'Oak Park', 'Cook', '60302', 41.894366, -87.799071],
  ['5 Woodfield Mall', 'Schaumburg', 'Cook', '60173', 42.046707, -88.037031],
  ['400 S Eagle St', 'Naperville', 'DuPage', '60540', 41.771087, -88.147224],
  ['44 E Downer Pl', 'Aurora', 'Kane', '60505', 41.757139, -88.315298],
  ['150 Dexter Ct', 'Elgin', 'Kane', '60120', 42.038011, -88.286002],
  ['150 W Jefferson St', 'Joliet', 'Will', '60432', 41.526327, -88.083601],
  ['425 E State St', 'Rockford', 'Winnebago', '61104', 42.269711, -89.088005],
  ['419 Fulton St', 'Peoria', 'Peoria', '61602', 40.692911, -89.590507],
  ['1 Old State Capitol Plaza', 'Springfield', 'Sangamon', '62701', 39.801124, -89.649318],
  ['601 E John St', 'Champaign', 'Champaign', '61820', 40.109626, -88.229717],
];

const place = (
  streetLine1: string,
  city: string,
  county: string,
  stateCode: string,
  zipCode: string,
  latitude: number,
  longitude: number,
): Place => ({
  label: `${streetLine1}, ${city}, ${county} County, ${stateCode} ${zipCode}, USA`,
  streetLine1,
  city,
  county,
  stateCode,
  zipCode,
  latitude,
  longitude,
});

/** Every known place: the table, then the simulator's property addresses. */
function places(): Place[] {
  const seen = new Set<string>();
  const all = [
    ...ILLINOIS.map(([s, city, county, zip, lat, lng]) =>
      place(s, city, county, 'IL', zip, lat, lng),
    ),
    ...db.properties.map((p) =>
      place(
        p.address.streetLine1,
        p.address.city,
        p.address.county ?? '',
        p.address.state,
        p.address.zipCode,
        p.latitude,
        p.longitude,
      ),
    ),
  ];
  return all.filter((p) => !seen.has(p.label) && Boolean(seen.add(p.label)));
}

/** Words that name the United States, left out of the match. */
const US_WORDS = new Set(['us', 'usa', 'united', 'states', 'america', 'of', 'county']);
/** Countries and provinces outside the US: a query naming one finds nothing. */
const ELSEWHERE =
  /\b(canada|mexico|ontario|quebec|british columbia|toronto|montreal|vancouver|uk|united kingdom|england|london|france|germany|spain|italy|india|china|japan|australia)\b/i;

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(' ')
    .filter(Boolean);

/** Up to `limit` US places matching every word of the query (state names count as their code). */
export function geocode(query: string, limit = 5): Place[] {
  if (!query.trim() || ELSEWHERE.test(query)) return [];
  const stateCodes = new Map(US_STATES.map((s) => [s.name.toLowerCase(), s.code.toLowerCase()]));
  let q = query.toLowerCase();
  for (const [name, code] of stateCodes) q = q.replace(new RegExp(`\\b${name}\\b`, 'g'), code);
  const wanted = words(q).filter((w) => !US_WORDS.has(w));
  if (!wanted.length) return [];
  return places()
    .filter((p) => {
      const hay = words(`${p.label} ${p.stateCode}`);
      return wanted.every((w) => hay.some((h) => h.startsWith(w)));
    })
    .slice(0, limit);
}

/** A map point for an address the client sent without one: the known place, else its city's. */
export function pointOf(address: { streetLine1: string; city: string; state: string }): {
  latitude: number;
  longitude: number;
} {
  const all = places();
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const exact = all.find(
    (p) =>
      same(p.streetLine1, address.streetLine1) &&
      same(p.city, address.city) &&
      same(p.stateCode, address.state),
  );
  const near =
    exact ?? all.find((p) => same(p.city, address.city) && same(p.stateCode, address.state));
  return near
    ? { latitude: near.latitude, longitude: near.longitude }
    : { latitude: 0, longitude: 0 };
}
