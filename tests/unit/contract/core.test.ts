import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { endpoint, nameOf, pathOf } from '../../../src/api/contract/define';
import {
  check,
  configureContract,
  ContractError,
  parseAnswer,
} from '../../../src/api/contract/parse';
import { notation } from '../../../src/api/contract/doc';
import { firstId, learnFirst, page, withIds } from '../../../src/api/contract/common';

const Row = z.object({
  id: z.number(),
  name: z.string(),
  wireInstruction: z.nullable(z.object({ url: z.string(), createdBy: z.string() })),
  status: z.enum(['Active', 'Inactive']),
});

const getRow = endpoint({
  method: 'GET',
  path: '/api/rows/{id}',
  designed: 'a row for these tests',
  summary: 'A row.',
  response: Row,
  roles: ['Admin'],
});

const good = {
  id: 1,
  name: 'A',
  wireInstruction: { url: '/f.pdf', createdBy: 'me' },
  status: 'Active',
};

describe('pathOf', () => {
  it.each([
    ['/api/lots/{id}/bidder', { id: 7 }, '/api/lots/7/bidder'],
    [
      '/api/cases/lookup/{caseNumber}/{county}',
      { caseNumber: 'A/1', county: 'Du Page' },
      '/api/cases/lookup/A%2F1/Du%20Page',
    ],
    [
      '/api/lots/{id}/markasfeatured/{replace}',
      { id: 3, replace: false },
      '/api/lots/3/markasfeatured/false',
    ],
    ['/api/helps/list', {}, '/api/helps/list'],
  ])('%s with %o is %s', (template, params, url) => {
    expect(pathOf(template, params)).toBe(url);
  });

  it('refuses a missing or empty parameter', () => {
    expect(() => pathOf('/api/lots/{id}', {})).toThrow('no value for {id}');
    expect(() => pathOf('/api/user/username/{name}', { name: '' })).toThrow('{name}');
  });
});

describe('check', () => {
  it('accepts the shape, extra fields included, and strips them', () => {
    const r = check(Row, { ...good, extra: true });
    expect(r).toEqual({ ok: true, value: good });
  });

  it.each([
    [
      { ...good, wireInstruction: { createdBy: 'me' } },
      'wireInstruction.url',
      'expected string, received undefined',
    ],
    [{ ...good, id: '1' }, 'id', 'expected number, received string'],
    [
      { ...good, status: 'Gone' },
      'status',
      'expected one of "Active", "Inactive", received "Gone"',
    ],
    [{ ...good, name: null }, 'name', 'expected string, received null'],
  ])('names the field and the problem: %o', (data, path, problem) => {
    const r = check(Row, data);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues).toEqual([{ path, problem }]);
  });

  it('names rows of a list by their index', () => {
    const r = check(page(Row), { data: [good, { ...good, id: undefined }], total: 2 });
    expect(!r.ok && r.issues).toEqual([
      { path: 'data.1.id', problem: 'expected number, received undefined' },
    ]);
  });
});

describe('parseAnswer', () => {
  it('throws a ContractError naming the endpoint and the field when strict', () => {
    configureContract({ strict: true });
    expect(() => parseAnswer(getRow, { ...good, name: 3 })).toThrow(ContractError);
    expect(() => parseAnswer(getRow, { ...good, name: 3 })).toThrow(
      'GET /api/rows/{id} answered off contract: name expected string, received number',
    );
    expect(parseAnswer(getRow, good)).toEqual(good);
  });

  it('when tolerant, answers the data as it came and reports once per endpoint', () => {
    const report = vi.fn();
    configureContract({ strict: false, report });
    const skewed = { ...good, name: 3 };
    expect(parseAnswer(getRow, skewed)).toBe(skewed);
    expect(parseAnswer(getRow, { ...good, id: 'x' })).toEqual({ ...good, id: 'x' });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0][0]).toMatchObject({
      endpoint: 'GET /api/rows/{id}',
      issues: [{ path: 'name', problem: 'expected string, received number' }],
    });
    configureContract({ strict: true });
  });

  it('passes file and empty answers through', () => {
    const file = endpoint({ ...getRow, response: 'file' });
    const bytes = new ArrayBuffer(2);
    expect(parseAnswer(file, bytes)).toBe(bytes);
  });
});

describe('names and ids', () => {
  it('names an endpoint by method and path', () => {
    expect(nameOf(getRow)).toBe('GET /api/rows/{id}');
  });

  it.each([
    [[{ id: 4 }, { id: 5 }], 4],
    [{ data: [{ id: 'x' }], total: 1 }, 'x'],
    [[], undefined],
    [{ data: [] }, undefined],
    [null, undefined],
    [[{ id: null }], undefined],
  ])('the first id of %o is %o', (data, id) => {
    expect(firstId(data)).toBe(id);
  });

  it('learns a named id from the first row, or nothing', () => {
    expect(learnFirst('caseId')([{ id: 9 }])).toEqual({ caseId: 9 });
    expect(learnFirst('lotId', 'lotId')({ data: [{ lotId: 2 }], total: 1 })).toEqual({ lotId: 2 });
    expect(learnFirst('caseId')([])).toEqual({});
  });

  it.each([
    ['every id known', withIds({ id: 'companyId' }), { companyId: 3 }, { params: { id: 3 } }],
    [
      'two ids known',
      withIds({ caseId: 'caseId', lotId: 'caseLotId' }),
      { caseId: 1, caseLotId: 'x', other: 5 },
      { params: { caseId: 1, lotId: 'x' } },
    ],
    ['the only id missing', withIds({ id: 'companyId' }), { clientId: 3 }, undefined],
    [
      'one of two ids missing',
      withIds({ caseId: 'caseId', lotId: 'caseLotId' }),
      { caseId: 1 },
      undefined,
    ],
    [
      'a body passed through',
      withIds({ clientId: 'clientId' }, { body: {} }),
      { clientId: 8 },
      { params: { clientId: 8 }, body: {} },
    ],
    [
      'a query passed through',
      withIds({ lotId: 'lotId' }, { query: { page: 1, open: true } }),
      { lotId: 0 },
      { params: { lotId: 0 }, query: { page: 1, open: true } },
    ],
    ['no body while an id is missing', withIds({ id: 'x' }, { body: {} }), {}, undefined],
  ])('probe args from learnt ids: %s', (_, args, ids, expected) => {
    expect(args(ids)).toStrictEqual(expected);
  });
});

describe('the document notation', () => {
  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: 'integer' }, 'number'],
    [{ type: 'array', items: { type: 'number' } }, 'number[]'],
    [
      { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
      '(string | null)[]',
    ],
    [{ enum: ['Online', 'InPerson'] }, '"Online" | "InPerson"'],
    [
      {
        type: 'object',
        properties: { id: { type: 'number' }, zip: { type: 'string' } },
        required: ['id'],
      },
      '{ id: number, zip?: string }',
    ],
    [{ type: 'object', additionalProperties: { type: 'string' } }, '{ [key: string]: string }'],
    [{}, 'any'],
  ])('%o reads %s', (schema, text) => {
    expect(notation(schema)).toBe(text);
  });
});
