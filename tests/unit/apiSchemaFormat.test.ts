import {describe, expect, it} from 'vitest';
import {formatNumber} from '../../src/components/ApiReference/schema';

describe('formatNumber', () => {
  it('writes numbers as en-US does, without Intl', () => {
    for (const value of [0, 7, 999, 1000, 4096, 65535, 1048576, 2147483647, -1500, 0.5, 12345.678]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
