import type { KnowledgeEntry } from './types.ts';

export const CODICI_SMARTPHONE: KnowledgeEntry[] = [];
