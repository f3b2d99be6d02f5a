import { describe, expect, it } from 'vitest';
import { csvField } from './kuzu-csv.js';
import { kuzuValueToJson } from './kuzu-values.js';

describe('kuzuValueToJson', () => {
  it('kuzuValueToJson(9n) -> 9; beyond 2^53 -> decimal string', () => {
    expect(kuzuValueToJson(9n)).toBe(9);
    expect(kuzuValueToJson(2n ** 70n)).toBe('1180591620717411303424');
  });

  it('kuzuValueToJson(NaN, Infinity) -> null (JSON has neither)', () => {
    expect(kuzuValueToJson([Number.NaN, Number.POSITIVE_INFINITY, 1.5])).toEqual([null, null, 1.5]);
  });

  it('kuzuValueToJson(node) -> {_label, every schema property}, engine ids dropped', () => {
    const node = { _label: 'Vendor', _id: { offset: 3, table: 4 }, spin: '1', name: 'FiberCo', status: null, state: 'TX', city: null };
    expect(kuzuValueToJson(node)).toEqual({ _label: 'Vendor', spin: '1', name: 'FiberCo', status: null, state: 'TX', city: null });
  });

  it('kuzuValueToJson(relationship) -> {_type}, ends and ids dropped', () => {
    const relationship = { _label: 'IN_STATE', _id: { offset: 0, table: 7 }, _src: { offset: 1, table: 1 }, _dst: { offset: 0, table: 0 } };
    expect(kuzuValueToJson(relationship)).toEqual({ _type: 'IN_STATE' });
  });

  it('kuzuValueToJson(recursive relationship) -> {_nodes, _relationships}', () => {
    const path = { _nodes: [], _rels: [{ _label: 'IN_DISTRICT', _id: {}, _src: {}, _dst: {} }] };
    expect(kuzuValueToJson(path)).toEqual({ _nodes: [], _relationships: [{ _type: 'IN_DISTRICT' }] });
  });

  it('kuzuValueToJson(Date, struct) -> ISO string, plain object', () => {
    expect(kuzuValueToJson({ when: new Date('2024-03-12T00:00:00Z'), total: 5n })).toEqual({
      when: '2024-03-12T00:00:00.000Z',
      total: 5,
    });
  });
});

describe('csvField', () => {
  it.each([
    [null, ''],
    [12.5, '12.5'],
    [Number.NaN, ''],
    [false, 'false'],
    ['plain', '"plain"'],
    ['say "hi", \\ bye', '"say \\"hi\\", \\\\ bye"'],
  ])('csvField(%j) -> %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});
