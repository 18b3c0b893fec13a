// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/api/contract/parse';
import { PropertyDetail, PropertyImage, PropertyRow } from '../../../src/api/contract/properties';
import { address } from './lotFixtures';

/** A property of spec 2 §3 (Property, Property image, extendedData). */
const property = {
  id: 9,
  lotId: 7,
  ...address,
  streetLine2: null,
  latitude: 41.88,
  longitude: -87.63,
  countryCode: 'US',
  isPrimary: true,
  imageData: [{ id: 3, url: '/img/3.jpg', description: 'Front', isMain: true }],
  imageUrl: '/img/3.jpg',
  extendedData: [
    { attributeId: 1, attributeType: 'IntField', value: '3', otherValue: null },
    { attributeId: 2, attributeType: 'DropdownField', value: 'Other', otherValue: 'Barn' },
  ],
};

describe('property contract', () => {
  it('accepts the spec’s property with its photos and attributes', () => {
    expect(check(PropertyDetail, property)).toMatchObject({ ok: true, value: property });
    expect(check(PropertyImage, property.imageData[0]).ok).toBe(true);
  });

  it('refuses a missing required field, naming its path', () => {
    const { isPrimary: _, ...rest } = property;
    expect(check(PropertyDetail, rest)).toEqual({
      ok: false,
      issues: [{ path: 'isPrimary', problem: 'expected boolean, received undefined' }],
    });
    expect(
      check(PropertyDetail, { ...property, imageData: [{ url: '/x.jpg', isMain: true }] }),
    ).toMatchObject({
      ok: false,
      issues: [{ path: 'imageData.0.id' }, { path: 'imageData.0.description' }],
    });
  });

  it('is a US property', () => {
    expect(check(PropertyDetail, { ...property, countryCode: 'CA' })).toMatchObject({
      ok: false,
      issues: [{ path: 'countryCode' }],
    });
  });

  it('accepts a row of the staff property list', () => {
    const row = {
      id: 9,
      caseId: 3,
      caseNumber: '2026-CH-1',
      lotId: 7,
      lotNumber: 1,
      streetLine1: '1 Main St',
      city: 'Chicago',
      stateCode: 'IL',
      zipCode: '60601',
      isPrimary: true,
    };
    expect(check(PropertyRow, row).ok).toBe(true);
    const { lotNumber: _, ...rest } = row;
    expect(check(PropertyRow, rest)).toMatchObject({ ok: false, issues: [{ path: 'lotNumber' }] });
  });
});
