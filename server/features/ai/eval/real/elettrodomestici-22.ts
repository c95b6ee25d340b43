import type { RealCase } from './types.ts';

/**
 * Batch 22 of real elettrodomestici reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-2201',
    source:
      'https://github.com/CPC67128/JekyllWebSite/blob/7b5b6789b9af07d7c60750994540dcb44b39b123/_posts/2025-02-14-baleine-soutien-gorge-machine-a-laver.md',
    original:
      "En sortie de machine à laver, on se rend compte qu'une baleine de soutien-gorge est sortie, et n'est pas dans la machine à laver. Nous avons supposé qu'elle est passé dans les trous du tambour.",
    language: 'fr',
    text: 'Tirando fuori la roba dalla lavatrice ci siamo accorti che si era staccato un ferretto del reggiseno, e non era nel cestello. Abbiamo pensato che fosse passato dai buchi del cestello.',
    category: 'elettrodomestici',
    cause:
      'Il ferretto era finito tra cestello e vasca, nella sede della resistenza: smontato il pannello posteriore e sfilata la resistenza, è stato recuperato con una calamita su un flessibile.',
    keywords: ['ferretto', 'resistenza', 'vasca', 'cestello', 'calamita'],
  },
];
