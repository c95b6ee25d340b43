// `npm run eval:ai`: top-1 accuracy of the offline engine on the evaluation set (issue 18: ≥ 90%).
import { EVAL_CASES, EVAL_SETS } from './cases.ts';
import { evaluate } from './evaluate.ts';

const REQUIRED = 0.9;
const percent = (r: { correct: number; total: number }) =>
  `${((r.correct / r.total) * 100).toFixed(1)}% (${r.correct}/${r.total})`;

const result = evaluate(EVAL_CASES);
for (const miss of result.misses) {
  console.log(
    `MISS  «${miss.text}»\n      atteso ${miss.expected}, trovato ${miss.got ?? 'nessuno'} (sicurezza ${miss.confidence}%)`,
  );
}
for (const [name, cases] of Object.entries(EVAL_SETS)) console.log(`${name}: ${percent(evaluate(cases))}`);
console.log(
  `\nTop-1 accuracy: ${percent(result)}; a clarifying question instead of a diagnosis in ${result.questions} cases.`,
);
if (result.correct / result.total < REQUIRED) {
  console.log(`Below the required ${REQUIRED * 100}%.`);
  process.exitCode = 1;
}
