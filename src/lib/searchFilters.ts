/** Property search filters (spec 3 sections 2.4, 3, 5, 9). */
import type { Circle, LatLng } from './geo';

export type AttributeType =
  'IntField' | 'DecimalField' | 'TextField' | 'BoolField' | 'DateField' | string;

export interface ExtendedAttribute {
  attributeId: number;
  attributeName: string;
  attributeDisplayName: string;
  attributeType: AttributeType;
  /** 'Interval' for a range; anything else is searched as one value. */
  searchType: string;
  optionData: string[];
}

export interface AttributeFilter {
  id: number;
  value?: string | number | boolean | null;
  value2?: string | number | null;
}

export interface SearchFilters {
  search: string;
  showPinned: boolean;
  showFeatured: boolean;
  showLive: boolean;
  beginDate: string | null;
  endDate: string | null;
  /** Completed lots are listed too: the search begins at COMPLETED_BEGIN_DATE. */
  includeCompleted: boolean;
  searchAttributes: AttributeFilter[];
  polygons: LatLng[][];
  circles: Circle[];
}

export const EMPTY_FILTERS: SearchFilters = {
  search: '',
  showPinned: false,
  showFeatured: false,
  showLive: false,
  beginDate: null,
  endDate: null,
  includeCompleted: false,
  searchAttributes: [],
  polygons: [],
  circles: [],
};

/** The begin date the 'include completed' filter searches from (spec 3 section 9). */
export const COMPLETED_BEGIN_DATE = '2000-01-01';

/** The begin date a search sends: 2000-01-01 with completed lots included, else the chosen one. */
export const searchBeginDate = (f: Pick<SearchFilters, 'beginDate' | 'includeCompleted'>) =>
  f.includeCompleted ? COMPLETED_BEGIN_DATE : f.beginDate;

/** Attributes searched as a range. */
export const INTERVAL_ATTRIBUTES = [
  'PropertyClasses',
  'BedroomCount',
  'BathroomCount',
  'SquareFeet',
];

/** Slider/input step of an attribute: 0.5 for bathrooms, 0.01 for sizes and money, else 1. */
export function attributeStep(name: string): number {
  if (name === 'BathroomCount') return 0.5;
  if (['LotSize', 'SquareFeet', 'MarketValuationValue', 'HOA'].includes(name)) return 0.01;
  return 1;
}

/** The editor an attribute gets: interval, number, text, bool, date, or a select of its options. */
export function attributeEditor(
  a: ExtendedAttribute,
): 'interval' | 'number' | 'text' | 'bool' | 'date' | 'select' {
  if (a.searchType === 'Interval' || INTERVAL_ATTRIBUTES.includes(a.attributeName))
    return 'interval';
  switch (a.attributeType) {
    case 'IntField':
    case 'DecimalField':
      return 'number';
    case 'TextField':
      return 'text';
    case 'BoolField':
      return 'bool';
    case 'DateField':
      return 'date';
    default:
      return 'select';
  }
}

/** Filters that arrive as router state (dashboard shortcuts, the user menu's pinned link). */
export function filtersFromState(state: unknown): Partial<SearchFilters> {
  const s = (state ?? {}) as Record<string, unknown>;
  const out: Partial<SearchFilters> = {};
  for (const k of ['showPinned', 'showFeatured', 'showLive', 'includeCompleted'] as const)
    if (typeof s[k] === 'boolean') out[k] = s[k];
  for (const k of ['beginDate', 'endDate'] as const) if (typeof s[k] === 'string') out[k] = s[k];
  return out;
}

/** Drops attribute filters with nothing set, and normalises a reversed interval. */
export function cleanAttributes(list: AttributeFilter[]): AttributeFilter[] {
  return list
    .filter(
      (f) =>
        (f.value !== undefined && f.value !== null && f.value !== '') ||
        (f.value2 !== undefined && f.value2 !== null && f.value2 !== ''),
    )
    .map((f) =>
      typeof f.value === 'number' && typeof f.value2 === 'number' && f.value > f.value2
        ? { ...f, value: f.value2, value2: f.value }
        : f,
    );
}

/** The name a saved filter gets when the user leaves it empty: 'Saved filter N'. */
export function defaultFilterName(existing: readonly { name: string }[]): string {
  const used = new Set(existing.map((e) => e.name));
  let n = existing.length + 1;
  while (used.has(`Saved filter ${n}`)) n++;
  return `Saved filter ${n}`;
}
