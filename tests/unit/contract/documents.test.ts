// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CaseDocumentRow, DocumentType, LotDocumentRow } from '../../../src/api/contract/documents';
import { check } from '../../../src/api/contract/parse';

describe('document contract', () => {
  const doc = {
    id: 1,
    name: 'deed.pdf',
    typeId: 2,
    typeName: 'Deed',
    createdDate: '2026-01-05T10:00:00.000Z',
    createdBy: 'Ann Lee',
    fileSize: 2048,
    url: '/files/deed.pdf',
    isVisibleToBidder: true,
    isVisibleToClient: false,
  };

  it('accepts the spec’s document, lot document and type', () => {
    expect(check(CaseDocumentRow, doc).ok).toBe(true);
    expect(check(LotDocumentRow, { id: 4, description: 'Survey', attachment: '/f/s.pdf' }).ok).toBe(
      true,
    );
    expect(check(DocumentType, { id: 2, name: 'Deed' }).ok).toBe(true);
  });

  it('refuses a missing required field, naming its path', () => {
    const { isVisibleToClient: _, ...rest } = doc;
    expect(check(CaseDocumentRow, rest)).toEqual({
      ok: false,
      issues: [{ path: 'isVisibleToClient', problem: 'expected boolean, received undefined' }],
    });
    expect(check(LotDocumentRow, { id: 4, description: 'Survey' })).toMatchObject({
      ok: false,
      issues: [{ path: 'attachment' }],
    });
  });
});
