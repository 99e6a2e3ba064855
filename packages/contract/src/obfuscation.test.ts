import { describe, expect, it } from 'vitest';
import { fromWireFields, OBFUSCATED_FIELD_NAMES, toWireFields } from './obfuscation.ts';

describe('obfuscated field names', () => {
  it('maps each readable name to its own wire name, never to another readable name', () => {
    const wire = Object.values(OBFUSCATED_FIELD_NAMES);
    expect(new Set(wire).size).toBe(wire.length);
    for (const name of wire) expect(Object.keys(OBFUSCATED_FIELD_NAMES)).not.toContain(name);
  });

  it('renames keys at every depth and back again', () => {
    const readable = {
      amount: 500000,
      details: [{ text: 'Fee', value: '₱ 10.00' }],
      promotion: { title: 'Hi', content: 'There' },
      unknownField: 1,
    };
    const wire = toWireFields(readable);
    expect(wire).toEqual({
      lantern: 500000,
      orchard: [{ pebble: 'Fee', saddle: '₱ 10.00' }],
      beacon: { lilac: 'Hi', nimbus: 'There' },
      unknownField: 1,
    });
    expect(fromWireFields(wire)).toEqual(readable);
  });

  it('leaves scalars and null alone', () => {
    expect(toWireFields(null)).toBeNull();
    expect(fromWireFields('00')).toBe('00');
  });
});
