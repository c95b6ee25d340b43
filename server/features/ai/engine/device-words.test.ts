import { describe, expect, it } from 'vitest';
import type { RepairAnalysis } from '../../../../common/schemas/ai.ts';
import { inMemberDeviceWords } from './device-words.ts';
import { diagnose } from './offline.ts';

/** Every text of an answer (what the member reads). */
function textsOf(text: string): string {
  const reply = diagnose(text);
  if (reply.kind !== 'analysis') throw new Error(`${text}: ${reply.kind}`);
  const a = reply.analysis;
  return [
    a.problem,
    ...a.warnings,
    ...a.possibleCauses,
    ...a.solutions,
    ...(a.stepByStepGuide?.steps ?? []).flatMap((s) => [
      s.instruction,
      s.warning ?? '',
      s.expectedResult ?? '',
    ]),
  ].join('\n');
}

const analysis = (problem: string, steps: string[] = []): RepairAnalysis => ({
  problem,
  difficulty: 'beginner',
  confidence: 80,
  estimatedTime: '10 minuti',
  warnings: [],
  possibleCauses: ['Porta sporca'],
  solutions: ['Pulisci la porta'],
  requiredTools: [],
  stepByStepGuide: { steps: steps.map((instruction, i) => ({ step: i + 1, instruction })) },
});

describe('an answer names the member’s own device (issue 24)', () => {
  it('tells an e-reader’s owner about the e-reader, not the tablet or the phone it was written for', () => {
    const battery = textsOf('il kobo ha la batteria gonfia');
    expect(battery).toContain('Batteria dell’e-reader gonfia');
    expect(battery).not.toMatch(/\btablet\b/i);
    const port = textsOf('la porta usb del kindle è rotta');
    expect(port).toContain('Porta di ricarica dell’e-reader');
    expect(port).toContain('Spegni l’e-reader');
    expect(port).not.toMatch(/\btablet\b/i);
    const water = textsOf('il kindle è caduto in acqua');
    expect(water).toContain('entrato nell’e-reader');
    // An e-reader has no SIM tray to take out, unless it is one of the few with a SIM.
    expect(water).not.toMatch(/togli[^.]*carrello SIM e/i);
    expect(water).toContain('carrello SIM, se ne ha uno');
  });

  it('tells a tablet’s owner about the tablet when the problem was written for phones', () => {
    const water = textsOf('il tablet è caduto in acqua');
    expect(water).toContain('entrato nel tablet');
    expect(water).not.toMatch(/\b(telefono|smartphone|cellulare)\b/i);
  });

  it('keeps the words of a problem written for the member’s device, and of phones for a phone', () => {
    expect(textsOf('il telefono è caduto in acqua')).toContain('entrato nel telefono');
  });

  it('makes articles and prepositions agree, and keeps capitals', () => {
    const out = inMemberDeviceWords(
      analysis('Tablet che non carica: il tablet, del tablet, al tablet, un tablet', [
        'Spegni il tablet e collegalo col tablet vicino',
      ]),
      ['tablet', 'ereader'],
      new Set(['ereader']),
    );
    expect(out.problem).toBe('E-reader che non carica: l’e-reader, dell’e-reader, all’e-reader, un e-reader');
    expect(out.stepByStepGuide?.steps[0]?.instruction).toBe(
      'Spegni l’e-reader e collegalo con l’e-reader vicino',
    );
    const phone = inMemberDeviceWords(
      analysis('Lo smartphone non carica, lo schermo dello smartphone è nero'),
      ['smartphone', 'tablet'],
      new Set(['tablet']),
    );
    expect(phone.problem).toBe('Il tablet non carica, lo schermo del tablet è nero');
  });

  it('changes nothing when the problem is not meant for the member’s device, or the device is unclear', () => {
    const text = analysis('Il telefono non carica');
    expect(inMemberDeviceWords(text, ['smartphone'], new Set(['tablet']))).toBe(text);
    expect(inMemberDeviceWords(text, ['smartphone', 'tablet'], new Set(['tablet', 'ereader']))).toBe(text);
    expect(inMemberDeviceWords(text, ['smartphone', 'tablet'], new Set())).toBe(text);
    expect(inMemberDeviceWords(text, ['lavatrice'], new Set(['tablet']))).toBe(text);
  });

  it('leaves a sentence already written for both devices as it is', () => {
    const out = inMemberDeviceWords(
      analysis('Il telefono o il tablet non carica'),
      ['smartphone', 'tablet'],
      new Set(['tablet']),
    );
    expect(out.problem).toBe('Il telefono o il tablet non carica');
  });
});
