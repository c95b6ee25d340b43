import type { RepairAnalysis } from '../../../../common/schemas/ai.ts';
import type { DeviceKey } from '../knowledge/devices.ts';

/**
 * Phones, tablets and e-readers share many problems (a port, a swollen battery, water), written once for the
 * first device they list. An answer about a Kindle should not say "il telefono" or "il tablet" (issue 24): the
 * device's name, with its article, is the member's own. Only these three, whose names are all masculine nouns.
 */
const FAMILY = ['smartphone', 'tablet', 'ereader'] as const;
type FamilyDevice = (typeof FAMILY)[number];

/** The words a problem written for the device names it by. */
const NOUNS: Record<FamilyDevice, string[]> = {
  smartphone: ['telefono', 'smartphone', 'cellulare'],
  tablet: ['tablet'],
  ereader: ['e-reader'],
};

/** Article or articled preposition before the noun, by its base: '' for the bare noun. */
type Lead = '' | 'il' | 'del' | 'al' | 'nel' | 'sul' | 'dal' | 'col' | 'un';

/** The name an answer gives each device. */
const NAME: Record<FamilyDevice, string> = { smartphone: 'telefono', tablet: 'tablet', ereader: 'e-reader' };

/** Each lead elided before a vowel ("l’e-reader", "dell’e-reader"); "un" is not ("un e-reader"). */
const ELIDED: Record<Lead, string> = {
  '': '',
  il: 'l’',
  del: 'dell’',
  al: 'all’',
  nel: 'nell’',
  sul: 'sull’',
  dal: 'dall’',
  col: 'con l’',
  un: 'un ',
};

/** How the member's device is written after a lead. */
function formOf(device: FamilyDevice, lead: Lead): string {
  const name = NAME[device];
  if (lead === '') return name;
  return /^[aeiou]/.test(name) ? `${ELIDED[lead]}${name}` : `${lead} ${name}`;
}

/** Every spelling of a lead in the knowledge base's texts ("lo smartphone", "dell’e-reader"), by its base. */
const LEADS: [RegExp, Lead][] = [
  [/^(il|lo|l['’])$/i, 'il'],
  [/^(del|dello|dell['’])$/i, 'del'],
  [/^(al|allo|all['’])$/i, 'al'],
  [/^(nel|nello|nell['’])$/i, 'nel'],
  [/^(sul|sullo|sull['’])$/i, 'sul'],
  [/^(dal|dallo|dall['’])$/i, 'dal'],
  [/^(col|con l['’]|con lo|con il)$/i, 'col'],
  [/^(un|uno)$/i, 'un'],
];
const LEAD_WORDS =
  "(?:con (?:il|lo|l['’])|il|lo|l['’]|dello|del|dell['’]|allo|al|all['’]|nello|nel|nell['’]|sullo|sul|sull['’]|dallo|dal|dall['’]|col|uno|un)";

const nounPattern = (device: FamilyDevice) =>
  new RegExp(`(?<![\\p{L}-])(?:(${LEAD_WORDS})(\\s*))?(${NOUNS[device].join('|')})(?![\\p{L}-])`, 'giu');
const PATTERNS = Object.fromEntries(FAMILY.map((d) => [d, nounPattern(d)])) as Record<FamilyDevice, RegExp>;
/** The same, to ask whether a text names the device at all (no global state between calls). */
const NAMES_DEVICE = Object.fromEntries(
  FAMILY.map((d) => [d, new RegExp(nounPattern(d).source, 'iu')]),
) as Record<FamilyDevice, RegExp>;

const isFamily = (d: DeviceKey): d is FamilyDevice => (FAMILY as readonly string[]).includes(d);
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `text` with the written-for device's names turned into the member's device's, articles agreeing. */
function renamed(text: string, from: FamilyDevice, to: FamilyDevice): string {
  // A sentence that already names the member's device ("telefono o tablet") was written for both: kept.
  if (NAMES_DEVICE[to].test(text)) return text;
  return text.replace(PATTERNS[from], (whole: string, lead: string | undefined) => {
    const base = lead ? (LEADS.find(([re]) => re.test(lead))?.[1] ?? '') : '';
    const written = formOf(to, base);
    return /^\p{Lu}/u.test(whole) ? capitalised(written) : written;
  });
}

/**
 * The analysis of a problem written for another device of the member's family (the first of `entryDevices`)
 * and meant for theirs too (listed after it), in the member's device's words. The member's device is the one
 * device of the family the story is about; with none, or several, the analysis is unchanged.
 */
export function inMemberDeviceWords(
  analysis: RepairAnalysis,
  entryDevices: readonly DeviceKey[],
  storyDevices: ReadonlySet<DeviceKey>,
): RepairAnalysis {
  const own = [...storyDevices].filter(isFamily);
  const member = own.length === 1 ? own[0]! : undefined;
  const writtenFor = entryDevices[0];
  if (!member || !writtenFor || !isFamily(writtenFor) || writtenFor === member) return analysis;
  if (!entryDevices.includes(member)) return analysis;
  const r = (text: string) => renamed(text, writtenFor, member);
  const guide = analysis.stepByStepGuide;
  return {
    ...analysis,
    problem: r(analysis.problem),
    warnings: analysis.warnings.map(r),
    possibleCauses: analysis.possibleCauses.map(r),
    solutions: analysis.solutions.map(r),
    ...(guide
      ? {
          stepByStepGuide: {
            steps: guide.steps.map((s) => ({
              ...s,
              instruction: r(s.instruction),
              ...(s.warning ? { warning: r(s.warning) } : {}),
              ...(s.expectedResult ? { expectedResult: r(s.expectedResult) } : {}),
            })),
          },
        }
      : {}),
  };
}
