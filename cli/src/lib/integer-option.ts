/** Parsers for whole-number options; a bad value is a usage error (exit 2) naming the range. */
import { InvalidArgumentError } from 'commander';

export interface IntegerRange {
  min?: number | null;
  max?: number | null;
}

export function integerOption(range: IntegerRange): (value: string) => number {
  const { min, max } = range;
  const expected =
    min != null && max != null
      ? `a whole number from ${min} to ${max}`
      : min != null
        ? `a whole number of at least ${min}`
        : max != null
          ? `a whole number of at most ${max}`
          : 'a whole number';
  return (value) => {
    const n = /^[+-]?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || (min != null && n < min) || (max != null && n > max)) {
      throw new InvalidArgumentError(`Expected ${expected}.`);
    }
    return n;
  };
}
