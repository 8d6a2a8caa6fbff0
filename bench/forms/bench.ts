import { performance } from 'node:perf_hooks';
import {
  type Answers,
  type FormControl,
  toAnswerData,
  validateAnswers,
  withComputedAnswers,
} from '../../packages/domain/src/index.js';
import { submissionPdfDefinition } from '../../apps/server/src/modules/forms/forms.pdf.js';
import { renderPdf } from '../../apps/server/src/platform/pdf/index.js';

function bigForm(): { controls: FormControl[]; answers: Answers } {
  const controls: FormControl[] = [];
  const answers: Answers = {};
  for (let i = 0; i < 300; i++) {
    const id = `c${i}`;
    if (i % 15 === 0) {
      controls.push({
        id,
        type: 'table',
        name: `Table ${i}`,
        columns: [
          { id: 'a', type: 'text', name: 'Item', validation: { required: true, maxlength: 50 } },
          {
            id: 'b',
            type: 'text',
            name: 'Qty',
            validation: { pattern: 'number' },
            aggregateColumn: true,
            aggregateOperation: 'sum',
          },
          { id: 'c', type: 'text', name: 'Price', validation: { pattern: 'currency' } },
          {
            id: 'd',
            type: 'formula',
            name: 'Total',
            selectedColumn1: 'b',
            selectedColumn2: 'c',
            formulaOperation: 'multiply',
          },
        ],
      });
      answers[id] = Array.from({ length: 100 }, (_, r) => ({ a: `Item ${r}`, b: String(r), c: `${r}.50` }));
    } else if (i % 3 === 0) {
      controls.push({
        id,
        type: 'radio',
        name: `Choice ${i}`,
        options: [
          { id: 'y', label: 'Yes' },
          { id: 'n', label: 'No' },
        ],
        validation: { required: true },
      });
      answers[id] = i % 2 ? 'Yes' : 'No';
    } else {
      controls.push({
        id,
        type: 'text',
        name: `Question ${i}`,
        validation: { required: true, pattern: i % 2 ? 'email' : 'alphanumeric', maxlength: 80 },
        ...(i % 3 === 1 ? { dependentControlId: `c${i - 1}`, dependentAnswer: 'Yes' } : {}),
      });
      answers[id] = i % 2 ? `user${i}@example.com` : `Answer ${i}`;
    }
  }
  return { controls, answers };
}

async function time(label: string, target: number, runs: number, fn: () => unknown | Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)] as number;
  const worst = ms[ms.length - 1] as number;
  console.log(
    `${label.padEnd(52)} median ${median.toFixed(1).padStart(7)} ms  worst ${worst.toFixed(1).padStart(7)} ms  target ${target} ms  (${(median / target).toFixed(2)}x)`,
  );
}

const { controls, answers } = bigForm();
await time('filler validation, 300 controls + 20x100 rows', 30, 20, () =>
  validateAnswers(controls, withComputedAnswers(controls, answers)),
);

// A ~20-page submission: the same form with 30 rows per table (600 table rows and 280 answers).
const shorter: Answers = Object.fromEntries(
  Object.entries(answers).map(([k, v]) => [k, Array.isArray(v) ? (v as unknown[]).slice(0, 30) : v]),
) as Answers;
const data = toAnswerData(controls, shorter, 'f', 's');
await time('PDF of a ~20-page submission', 1500, 5, async () => {
  const pdf = await renderPdf(
    submissionPdfDefinition({
      company: { name: 'Northwind Field Services', lines: ['1600 Broadway, Denver, CO'] },
      form: { name: 'Big inspection', orientation: 'portrait' },
      dateText: 'Nov 24, 2026',
      associations: [['Employee', 'Eli Employee']],
      sections: [{ title: 'Big inspection', definition: controls, answers: data }],
      images: new Map(),
      entityNames: new Map(),
    }),
  );
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  if (process.argv.includes('--pages')) console.log(`pages: ${pages}`);
  return pages;
});
