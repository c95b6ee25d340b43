import { CASES as computer } from './computer.ts';
import { CASES as computer2 } from './computer-2.ts';
import { CASES as computer3 } from './computer-3.ts';
import { CASES as computer4 } from './computer-4.ts';
import { CASES as consoles } from './console.ts';
import { CASES as consoles2 } from './console-2.ts';
import { CASES as consoles3 } from './console-3.ts';
import { CASES as consoles4 } from './console-4.ts';
import { CASES as elettrodomestici } from './elettrodomestici.ts';
import { CASES as elettrodomestici2 } from './elettrodomestici-2.ts';
import { CASES as elettrodomestici3 } from './elettrodomestici-3.ts';
import { CASES as elettrodomestici4 } from './elettrodomestici-4.ts';
import { CASES as smartphone } from './smartphone.ts';
import { CASES as smartphone2 } from './smartphone-2.ts';
import { CASES as smartphone3 } from './smartphone-3.ts';
import { CASES as smartphone4 } from './smartphone-4.ts';
import { type RealCase, splitCases } from './types.ts';

/** Every real report of the evaluation (issue 24). */
export const REAL_CASES: RealCase[] = [
  ...smartphone,
  ...smartphone2,
  ...smartphone3,
  ...smartphone4,
  ...elettrodomestici,
  ...elettrodomestici2,
  ...elettrodomestici3,
  ...elettrodomestici4,
  ...computer,
  ...computer2,
  ...computer3,
  ...computer4,
  ...consoles,
  ...consoles2,
  ...consoles3,
  ...consoles4,
];

/** The dev split (tune on it) and the test split (never looked at while tuning). */
export const REAL_SPLITS = splitCases(REAL_CASES);
