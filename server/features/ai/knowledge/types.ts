import type { PostCategory } from '../../../../common/constants.ts';
import type { Difficulty, GuideStep } from '../../../../common/schemas/ai.ts';
import type { ToolName } from '../../../domain/tools.ts';
import type { DeviceKey } from './devices.ts';

/** One curated problem of the offline knowledge base (issue 18). */
export interface KnowledgeEntry {
  /** Stable id, kept in conversations and query logs. */
  id: string;
  category: PostCategory;
  devices: DeviceKey[];
  /** A few words naming the symptom, used when the assistant asks which problem it is. */
  label: string;
  /** How members really write it: colloquial, with the usual misspellings. */
  symptoms: string[];
  /**
   * Named evidence that points at this problem almost alone (issue 24): error codes ('E18', 'F05', 'E74'),
   * LED and beep patterns ('luce blu lampeggiante', '3 bip'), on-screen messages ('disc read error',
   * 'no bootable device') and known weak parts of a generation ('YLOD', 'joy-con drift'). Lower case.
   * A code that means another fault on another maker's machine names its makers: 'bosch siemens: f17'.
   */
  patterns?: string[];
  /**
   * Words one of which the story must hold for this problem to lead (issue 24): a fault that only follows an event
   * (a liquid that got in) is not the answer to a story that never mentions one. Beginnings of normalised words.
   */
  requires?: readonly string[];
  problem: string;
  difficulty: Difficulty;
  estimatedTime: string;
  warnings: string[];
  /** Ranked: the most likely first. */
  causes: string[];
  /**
   * For each cause (same order), how to tell it from the others, in the form 'se …, allora …'
   * (the differential answer of issue 24).
   */
  tells?: string[];
  solutions: string[];
  tools: ToolName[];
  steps: GuideStep[];
  /** What the repair costs, for "quanto costa?". */
  cost: string;
  /** What to do when the guide did not fix it, for "e se non funziona?". */
  ifNotFixed: string;
}

/** A guide step; the number is given by its position. */
export function step(instruction: string, expectedResult?: string, warning?: string): GuideStep {
  return { step: 0, instruction, expectedResult, warning };
}

/** Numbers the steps of each entry in order. */
export function numbered(entries: KnowledgeEntry[]): KnowledgeEntry[] {
  return entries.map((entry) => ({
    ...entry,
    steps: entry.steps.map((s, index) => ({
      step: index + 1,
      instruction: s.instruction,
      ...(s.warning ? { warning: s.warning } : {}),
      ...(s.expectedResult ? { expectedResult: s.expectedResult } : {}),
    })),
  }));
}
