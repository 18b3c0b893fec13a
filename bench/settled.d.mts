export declare const within: (value: number, budget: number, cmp?: '<=' | '>=') => boolean;
export declare function settled(
  values: number[],
  budget: number,
  cmp: '<=' | '>=' | undefined,
  most: number,
): boolean;
export declare function runUntilSettled<T>(
  once: (index: number) => Promise<T>,
  checks: { pick: (run: T) => number; budget: number; cmp?: '<=' | '>=' }[],
  most: number,
): Promise<T[]>;
