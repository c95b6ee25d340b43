import { ALTRI } from './altri.ts';
import { CASA } from './casa.ts';
import { COMPUTER } from './computer.ts';
import { COMPUTER_COMPONENTI } from './computer-componenti.ts';
import { CONSOLE } from './console.ts';
import { LAVAGGIO } from './lavaggio.ts';
import { SMARTPHONE } from './smartphone.ts';
import { type KnowledgeEntry, numbered } from './types.ts';

/** The whole offline knowledge base, steps numbered. */
export const KNOWLEDGE: KnowledgeEntry[] = numbered([
  ...SMARTPHONE,
  ...LAVAGGIO,
  ...CASA,
  ...COMPUTER,
  ...COMPUTER_COMPONENTI,
  ...CONSOLE,
  ...ALTRI,
]);

const byId = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));

/** The entry with this id, if the knowledge base still has it. */
export const entryById = (id: string | null | undefined) => (id ? byId.get(id) : undefined);
