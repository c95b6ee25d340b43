import { DEVICES, type DeviceKey } from '../knowledge/devices.ts';
import { PERIPHERALS } from './devices.ts';
import type { Match } from './matcher.ts';

/** "il frigorifero" → "del frigorifero", "l'asciugatrice" → "dell'asciugatrice". */
export function ofDevice(label: string): string {
  if (label.startsWith("l'")) return `dell'${label.slice(2)}`;
  const [article, ...rest] = label.split(' ');
  const prep: Record<string, string> = {
    il: 'del',
    lo: 'dello',
    la: 'della',
    i: 'dei',
    gli: 'degli',
    le: 'delle',
  };
  return prep[article!] ? `${prep[article!]} ${rest.join(' ')}` : `di ${label}`;
}

/** "il frigorifero" → "al frigorifero". */
export function toDevice(label: string): string {
  if (label.startsWith("l'")) return `all'${label.slice(2)}`;
  const [article, ...rest] = label.split(' ');
  const prep: Record<string, string> = { il: 'al', lo: 'allo', la: 'alla', i: 'ai', gli: 'agli', le: 'alle' };
  return prep[article!] ? `${prep[article!]} ${rest.join(' ')}` : `a ${label}`;
}

function listOr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} oppure ${items.at(-1)}`;
}

export const NOTHING_UNDERSTOOD =
  'Non ho ancora capito il problema. Mi dici che dispositivo è (marca e modello, se li sai) e cosa succede esattamente: cosa vedi, cosa senti e quando capita?';

/** A clarifying question and the answers offered as buttons (none when only words can answer). */
export interface Question {
  text: string;
  choices: string[];
}

/** What a button may hold (common/schemas/ai.ts: at most 80 characters). */
const CHOICE_MAX = 80;

/** A choice as a member would write it: the first letter capitalised (not a name like "iPhone"), no quotes. */
const choiceOf = (label: string) =>
  /^[a-z][A-Z]/.test(label) ? label : label.charAt(0).toUpperCase() + label.slice(1);
const choicesOf = (labels: string[]) =>
  [...new Set(labels.map(choiceOf))].filter((c) => c.length <= CHOICE_MAX).slice(0, 3);

/**
 * The one clarifying question (issue 18): which device, when the text names none and the
 * candidates disagree; otherwise which of the closest symptoms it is. Its options come back as choices too,
 * so the member can answer with one tap (issue 24).
 */
export function clarifyingQuestion(match: Match): Question {
  const top = match.candidates.slice(0, 3);
  const named = match.devices.named.size > 0;
  const hinted = [...match.devices.hinted];
  const nothingSaid = top.every((c) => c.coverage === 0);
  if (top.length === 0 || (!named && hinted.length === 0 && nothingSaid))
    return { text: NOTHING_UNDERSTOOD, choices: [] };
  // A brand and no symptom ("la mia Bosch non va"): the brand's devices, not the ones a vague word matched.
  // A story that hints at a device ("ho tolto la RAM") is asked about that device's problems, not offered
  // another device whose problem shares a few words.
  const ofHinted = match.candidates.filter((c) => c.deviceFit === 'hinted').slice(0, 3);
  const fitting = ofHinted.length > 0 ? ofHinted : top;
  const devices =
    !named && nothingSaid ? hinted.slice(0, 3) : [...new Set(fitting.map((c) => c.entry.devices[0]!))];
  if (!named && devices.length > 1) {
    const labels = devices.map((d) => DEVICES[d].label);
    return {
      text: `Per aiutarti bene mi serve un dettaglio: di quale dispositivo parliamo, ${listOr(labels)}? E cosa succede di preciso?`,
      choices: choicesOf(labels),
    };
  }
  // The device the text names, as the best problem knows it ("Zenbook" is the laptop, not the desktop).
  // A device the text names is the one asked about, even when another device's problem matched best
  // ("l'asciugacapelli non va, il cavo è rovinato" is not asked about the laptop's external disk), unless
  // it only shows what another device sends ("la TV dice nessun segnale": the console may be at fault).
  const ownDevice = [...match.devices.primary, ...match.devices.named].find((d) => !PERIPHERALS.has(d));
  const namedDevice = top[0]!.entry.devices.find((d) => match.devices.named.has(d)) ?? ownDevice;
  const device: DeviceKey = namedDevice ?? (devices.length === 1 ? devices[0]! : top[0]!.entry.devices[0]!);
  if (nothingSaid) {
    // Only the device is named: offer its most common problems as examples.
    const examples = match.candidates
      .filter((c) => c.entry.devices.includes(device))
      .slice(0, 3)
      .map((c) => c.entry.label);
    const forExample = examples.length > 0 ? ` Per esempio: ${listOr(examples.map((e) => `«${e}»`))}.` : '';
    return {
      text: `Cosa succede di preciso ${toDevice(DEVICES[device].label)}?${forExample} Descrivimi cosa vedi o senti e da quando.`,
      choices: choicesOf(examples),
    };
  }
  const labels = [
    ...new Set(
      match.candidates
        .filter((c) => c.entry.devices.includes(device))
        .slice(0, 3)
        .map((c) => c.entry.label),
    ),
  ];
  if (labels.length === 0) {
    return {
      text: `Cosa succede di preciso ${toDevice(DEVICES[device].label)}? Descrivimi cosa vedi o senti, quando capita e cosa hai già provato.`,
      choices: [],
    };
  }
  if (labels.length === 1) {
    return {
      text: `Per essere sicuro: il problema ${ofDevice(DEVICES[device].label)} è «${labels[0]}»? Raccontami qualche dettaglio in più (cosa vedi o senti, da quando succede).`,
      choices: choicesOf(labels),
    };
  }
  return {
    text: `Quale di questi descrive meglio il problema ${ofDevice(DEVICES[device].label)}: ${listOr(labels.map((l) => `«${l}»`))}? Rispondimi anche con parole tue.`,
    choices: choicesOf(labels),
  };
}

export const IMAGE_WITHOUT_DESCRIPTION =
  'Ho ricevuto la foto, ma in questo momento non posso vedere le immagini: nessun servizio di analisi visiva è attivo. Descrivimi cosa si vede nella foto: che dispositivo è (marca e modello, se li sai), dove si trova il danno e cosa succede quando lo usi.';

/** Said before an answer to a story written in English (issue 24). */
export const READ_FROM_ENGLISH = 'Hai scritto in inglese: ti rispondo in italiano, la lingua di Riparami.';

export const IMAGE_NOT_SEEN =
  'Non posso vedere la foto: nessun servizio di analisi visiva è attivo, quindi ho analizzato solo la tua descrizione.';
