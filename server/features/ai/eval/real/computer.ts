import type { RealCase } from './types.ts';

/** Real reports about computer (issue 24): see types.ts for what each field holds. */
export const CASES: RealCase[] = [];
