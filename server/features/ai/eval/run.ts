// `npm run eval:ai`: top-1 accuracy of the offline engine on the evaluation set (issue 18: ≥ 90%).
import { EVAL_CASES } from './cases.ts';
import { evaluate } from './evaluate.ts';

const REQUIRED = 0.9;
const result = evaluate(EVAL_CASES);
const accuracy = result.correct / result.total;

for (const miss of result.misses) {
  console.log(
    `MISS  «${miss.text}»\n      atteso ${miss.expected}, trovato ${miss.got ?? 'nessuno'} (sicurezza ${miss.confidence}%)`,
  );
}
console.log(
  `\nTop-1 accuracy: ${(accuracy * 100).toFixed(1)}% (${result.correct}/${result.total}); ` +
    `a clarifying question instead of a diagnosis in ${result.questions} cases.`,
);
if (accuracy < REQUIRED) {
  console.log(`Below the required ${REQUIRED * 100}%.`);
  process.exitCode = 1;
}
