import { expect } from 'vitest';
import { diagnose } from './offline.ts';

/** Tests only: each text is answered with its problem (the text shown with it when it is not). */
export function expectAnswers(answers: Record<string, string>) {
  for (const [text, id] of Object.entries(answers)) {
    const reply = diagnose(text);
    expect([text, reply.kind === 'analysis' ? reply.problemId : reply.kind]).toEqual([text, id]);
  }
}
