// Issue 27's cue audit: how a test-wise guesser who knows nothing scores on every bank, against chance.
//   npx tsx scripts/cue-audit.ts [--content DIR]
// DIR defaults to this repository's content/ (found from this file, not the working directory, so a script in one
// worktree can audit another's content: npx tsx /path/to/repo/scripts/cue-audit.ts --content /other/tree/content).
// Prints a table per bank and overall, marks with "!" every figure over its limit, lists the broken limits (and the
// answer-position rule the pack test keeps) and exits 1 when any is broken.
import { fileURLToPath } from 'node:url';
import { auditCues, bankLimits, cueLimitProblems, type TBankCues } from '../src/server/content/cue-audit';
import { readContentPack } from '../src/server/content/read-content-pack';

function contentDir(args: string[]): string {
  const flag = args.indexOf('--content');
  if (flag >= 0 && args[flag + 1]) return args[flag + 1]!;
  return fileURLToPath(new URL('../content', import.meta.url));
}

const percent = (share: number) => `${(share * 100).toFixed(1)}`;
/** A figure, marked "!" when over its limit. */
const figure = (share: number, limit?: number) =>
  `${percent(share)}${limit !== undefined && share > limit + 1e-9 ? '!' : ''}`;
const partial = (p: { items: number; score: number; chance: number }) =>
  p.items ? `${percent(p.score)}/${percent(p.chance)} (${p.items})` : '-';

const columns = [
  ['bank', 27],
  ['n', 4],
  ['chance', 7],
  ['longest', 8],
  ['shortest', 9],
  ['stem', 7],
  ['middle', 7],
  ['all/none (n)', 18],
  ['hedged (n)', 18],
  ['top pos', 8],
  ['key>30%', 8],
  ['multi: exact/chance precision/base (n)', 0],
] as const;

function row(bank: TBankCues, isOverall: boolean): string {
  const limits = bankLimits(bank, isOverall);
  const m = bank.multiSelect;
  const cells = [
    bank.bank,
    String(bank.items),
    percent(bank.chance),
    figure(bank.longest, limits.longest),
    figure(bank.shortest, limits.shortest),
    figure(bank.stemOverlap, limits.stemOverlap),
    percent(bank.middleLength),
    partial(bank.allOrNone),
    partial(bank.hedged),
    percent(Math.max(0, ...bank.keyPositions)),
    figure(bank.dominantKeyShare, limits.dominantKeyShare),
    m.items
      ? `${percent(m.exact)}/${percent(m.exactChance)} ${percent(m.precision)}/${percent(m.baseRate)} (${m.items})`
      : '-',
  ];
  return cells.map((cell, i) => cell.padEnd(columns[i]![1])).join(' ');
}

const dir = contentDir(process.argv.slice(2));
const pack = readContentPack(dir);
const audit = auditCues(pack);
console.log(`Cue audit of ${dir} (scores in % of single-answer items; ties earn 1/number tied)\n`);
console.log(columns.map(([name, width]) => name.padEnd(width)).join(' '));
for (const bank of audit.banks) console.log(row(bank, false));
console.log(row(audit.overall, true));
console.log(
  `\nKey positions overall: ${audit.overall.keyPositions.map((share, i) => `${i + 1}: ${percent(share)}%`).join(', ')}`,
);
console.log(
  'Limits: overall longest <= chance + 5; in banks of 20+ single-answer items longest, shortest, stem <= chance + 10;\n' +
    "key>30% (key longer than every other option by over 30%) <= 10% overall; no position over 35% of a topic's keys.",
);
const problems = cueLimitProblems(pack);
console.log(problems.length ? `\nBroken limits:\n${problems.join('\n')}` : '\nEvery limit met.');
process.exitCode = problems.length ? 1 : 0;
