import type { KnowledgeEntry } from './types.ts';

export const RICERCA_CONSOLE: KnowledgeEntry[] = [];
