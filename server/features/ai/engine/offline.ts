import type { AdvisorInput, AdvisorReply, RepairAdvisor } from '../advisor.ts';
import { type DeviceKey, UNSUPPORTED_DEVICES } from '../knowledge/devices.ts';
import { entryById, KNOWLEDGE } from '../knowledge/index.ts';
import { alternativesOf, analysisOf, CONFIDENCE_MIN, confidenceOf } from './analysis.ts';
import { inMemberDeviceWords } from './device-words.ts';
import { type DetectedDevices, detectDevices, own, PERIPHERALS, withoutComparisons } from './devices.ts';
import { isEnglish, readable } from './english.ts';
import { answerFollowUp, contextHelp, followUpOf } from './follow-ups.ts';
import { type Candidate, type Match, Matcher } from './matcher.ts';
import {
  clarifyingQuestion,
  IMAGE_NOT_SEEN,
  IMAGE_WITHOUT_DESCRIPTION,
  NOTHING_UNDERSTOOD,
  READ_FROM_ENGLISH,
} from './questions.ts';
import { dangerNotice, withDangers } from './safety.ts';
import { words } from './text.ts';
import { alreadyTried } from './tried.ts';

/** After one clarifying question, a guess this confident is still worth showing. */
const AFTER_QUESTION_MIN = 30;
/** Share of a named device's symptom words the best problem must explain to be answered without a question. */
const MIN_COVERAGE_TO_ANSWER = 0.05;
/** A new description inside a conversation replaces the diagnosis only when it is this clear. */
const NEW_PROBLEM_MIN = 60;

const matcher = new Matcher(KNOWLEDGE);

/**
 * Words of a device without guides that are also a part of a device with guides, when the story hints at it: a
 * computer's or a console's clock (the BIOS's date and time, a GameCube's calendar) is not a watch.
 */
const ALSO_A_PART: Record<string, DeviceKey[]> = { orologio: ['laptop', 'desktop', 'console'] };

/** The device a text names that the knowledge base has no guides for, when it names no known one. */
function unsupportedDevice(text: string, devices: DetectedDevices): string | null {
  if (devices.named.size > 0) return null;
  for (const word of words(withoutComparisons(text))) {
    const device = own(UNSUPPORTED_DEVICES, word);
    if (device && !own(ALSO_A_PART, word)?.some((d) => devices.hinted.has(d))) return device;
  }
  return null;
}

/**
 * A story that names its device and explains part of its symptom gets the likeliest answer with its
 * alternatives (a differential) rather than a question: asking back is for what cannot be told.
 */
function worthAnswering(top: Candidate): boolean {
  return top.deviceFit === 'named' && (top.pattern || top.coverage >= MIN_COVERAGE_TO_ANSWER);
}

/**
 * A story that names its device is answered about that device: when another device's problem matched
 * best on a few shared words ("il cavo è rovinato" of an asciugacapelli and of a phone charger), the named
 * device's best problem that explains part of the story goes first. A TV, monitor, speaker or controller
 * may show another device's fault ("la TV dice nessun segnale"), so theirs are left as they are.
 */
function ownDeviceFirst(match: Match): Match {
  const [top] = match.candidates;
  if (!top || top.deviceFit === 'named' || match.devices.named.size === 0) return match;
  if ([...match.devices.named].every((d) => PERIPHERALS.has(d))) return match;
  const best = match.candidates.find((c) => worthAnswering(c));
  if (!best) return match;
  return { ...match, candidates: [best, ...match.candidates.filter((c) => c !== best)] };
}

/** Diagnoses a description with the knowledge base, or asks one question when unsure. */
export function diagnose(
  told: string,
  options: { afterQuestion?: boolean; imageNotSeen?: boolean } = {},
): AdvisorReply {
  // A story pasted in English is read in the Italian the knowledge base speaks (issue 24).
  const text = readable(told);
  const english = isEnglish(told);
  const reply = diagnoseOnly(text, { ...options, english, told });
  if (reply.kind === 'analysis') {
    const warnings = withDangers(reply.analysis.warnings, text);
    // The member is told why the answer is in Italian.
    const notice = english ? [READ_FROM_ENGLISH, reply.notice].filter(Boolean).join(' ') : reply.notice;
    return { ...reply, analysis: { ...reply.analysis, warnings }, ...(notice ? { notice } : {}) };
  }
  // Whatever the answer, a danger the member mentions (gas, a swollen battery, a shock) is warned about first.
  const before = [dangerNotice(text), english ? READ_FROM_ENGLISH : ''].filter(Boolean).join(' ');
  return before ? { ...reply, text: `${before} ${reply.text}` } : reply;
}

function diagnoseOnly(
  text: string,
  options: { afterQuestion?: boolean; imageNotSeen?: boolean; english: boolean; told: string },
): AdvisorReply {
  const devices = detectDevices(text);
  const unsupported = unsupportedDevice(text, devices);
  if (unsupported) {
    return {
      kind: 'reply',
      text: `Per ${unsupported} non ho ancora una guida affidabile e preferisco non tirare a indovinare. Prova «Chiedi alla community»: descrivi marca, modello e cosa succede, e chi ci è già passato potrà aiutarti.`,
    };
  }
  const match = ownDeviceFirst(
    matcher.match(text, devices, undefined, {
      readFromEnglish: options.english,
      ...(options.english ? { original: options.told } : {}),
    }),
  );
  const confidence = confidenceOf(match.candidates);
  const top = match.candidates[0];
  const floor = options.afterQuestion ? AFTER_QUESTION_MIN : CONFIDENCE_MIN;
  if (!top || (confidence < floor && !worthAnswering(top))) {
    if (options.afterQuestion) {
      return {
        kind: 'reply',
        text: 'Anche con questi dettagli non riesco a riconoscere il guasto con sicurezza e preferisco non tirare a indovinare. Prova «Chiedi alla community»: allega una foto e descrivi marca, modello e cosa succede.',
      };
    }
    const question = top ? clarifyingQuestion(match) : { text: NOTHING_UNDERSTOOD, choices: [] };
    return {
      kind: 'question',
      text: options.imageNotSeen ? `${IMAGE_NOT_SEEN} ${question.text}` : question.text,
      pendingText: text,
      ...(question.choices.length > 0 ? { choices: question.choices } : {}),
    };
  }
  const analysis = inMemberDeviceWords(
    analysisOf(top.entry, confidence, alternativesOf(match.candidates), {
      terms: match.causeTerms,
      weightOf: match.story.weightOf,
    }),
    top.entry.devices,
    match.devices.primary,
  );
  // Words read from English are not quoted back: they are not the member's own.
  const tried = alreadyTried(analysis, match.story.tried, { quoted: !options.english });
  const notices = [options.imageNotSeen ? IMAGE_NOT_SEEN : '', tried.notice].filter(Boolean);
  return {
    kind: 'analysis',
    analysis: tried.analysis,
    problemId: top.entry.id,
    category: top.entry.category,
    notice: notices.length > 0 ? notices.join(' ') : undefined,
    searchText: `${top.entry.label} ${text}`,
  };
}

/** The default advisor (DESIGN §6): the curated Italian knowledge base, no network. */
export class OfflineAdvisor implements RepairAdvisor {
  readonly name = 'offline';

  async analyze({ text, image, state }: AdvisorInput): Promise<AdvisorReply> {
    if (image && text.trim() === '') {
      return { kind: 'question', text: IMAGE_WITHOUT_DESCRIPTION, pendingText: '' };
    }
    const pending = state.pendingText ? `${state.pendingText} ${text}` : text;
    return diagnose(pending, { afterQuestion: !!state.pendingText, imageNotSeen: !!image });
  }

  async chat(input: AdvisorInput): Promise<AdvisorReply> {
    const { text, state } = input;
    if (state.pendingText !== null) return this.analyze(input);
    if (!state.analysis) return diagnose(text);
    const followUp = followUpOf(text);
    const fresh = diagnose(text);
    const isNewProblem =
      fresh.kind === 'analysis' &&
      fresh.problemId !== state.problemId &&
      fresh.analysis.confidence >= NEW_PROBLEM_MIN &&
      (!followUp || words(text).length >= 6);
    if (isNewProblem) return fresh;
    if (followUp) {
      return {
        kind: 'reply',
        text: answerFollowUp(followUp.kind, state.analysis, entryById(state.problemId), followUp.step),
      };
    }
    if (fresh.kind === 'analysis' && fresh.problemId !== state.problemId) return fresh;
    if (fresh.kind === 'reply') return fresh;
    return { kind: 'reply', text: contextHelp(state.analysis) };
  }
}
