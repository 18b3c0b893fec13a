/**
 * Builders of simulator records, used by the seed and by tests. Each `makeX(overrides, into?)`
 * fills sensible defaults, takes its id from the database (`into`, the live one by default), adds
 * the record and returns it.
 */
export * from './auctions';
export * from './bidders';
export * from './cases';
export * from './content';
export * from './firms';
export * from './lots';
export * from './people';
