/*
 * Fault drills: each starts a throwaway PostgreSQL of its own (initdb in a temporary folder, a
 * free loopback port) and the real Sevak server on it, breaks something on purpose and checks
 * what an owner and an operator would see. Prints one Markdown table; exits 1 if a drill failed.
 *
 *   npm run test:faults                      all drills, the load drill for 60 s (CI)
 *   npm run test:faults -- --duration 10     a shorter load drill
 *   npm run test:faults -- --only sigterm    some drills, by the names below
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { cleanUpEverything, type Drill, type DrillResult } from './drill';
import { loadDrill } from './load.drill';
import { poolExhaustedDrill } from './pool-exhausted.drill';
import { postgresRestartDrill } from './postgres-restart.drill';
import { sigtermDrill } from './sigterm.drill';
import { statementTimeoutDrill } from './statement-timeout.drill';

const DRILLS: Record<string, Drill> = {
  'postgres-restart': postgresRestartDrill,
  sigterm: sigtermDrill,
  'statement-timeout': statementTimeoutDrill,
  'pool-exhausted': poolExhaustedDrill,
  load: loadDrill,
};

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    only: { type: 'string', multiple: true },
  },
});
const loadSeconds = Number(values.duration);
if (!Number.isFinite(loadSeconds) || loadSeconds <= 0) throw new Error(`--duration must be a number of seconds, got "${values.duration}"`);
const chosen = values.only?.flatMap((names) => names.split(',')) ?? Object.keys(DRILLS);
const unknown = chosen.filter((name) => !DRILLS[name]);
if (unknown.length > 0) throw new Error(`Unknown drill ${unknown.join(', ')}; the drills are ${Object.keys(DRILLS).join(', ')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the drills' servers and databases…`);
    void cleanUpEverything().finally(() => process.exit(130));
  });
}

const results: DrillResult[] = [];
const runStartedAt = Date.now();
// Figures from a busy machine are not comparable: the table says how busy it was.
const loadAverageAtStart = os.loadavg()[0]!.toFixed(1);
for (const name of chosen) {
  const startedAt = Date.now();
  console.log(`▶ ${name}`);
  let result: DrillResult;
  try {
    result = await DRILLS[name]!({ loadSeconds });
  } catch (error) {
    result = { drill: name, passed: false, figures: [], problems: [`The drill could not run: ${(error as Error).stack ?? error}`] };
  } finally {
    await cleanUpEverything();
  }
  result.figures.push(['drill took', `${((Date.now() - startedAt) / 1000).toFixed(1)} s`]);
  console.log(`  ${result.passed ? 'passed' : 'FAILED'} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  results.push(result);
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const lines = [
  '',
  `### Fault drills (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores, ` +
    `load average ${loadAverageAtStart} at start, ${((Date.now() - runStartedAt) / 1000).toFixed(0)} s)`,
  '',
  '| drill | result | figures |',
  '|---|---|---|',
  ...results.map(
    (result) =>
      `| ${cell(result.drill)} | ${result.passed ? 'passed' : '**FAILED**'} | ` +
      `${result.figures.map(([label, value]) => cell(`${label}: ${value}`)).join('<br>')} |`,
  ),
];
for (const result of results.filter((each) => !each.passed)) {
  lines.push('', `**${result.drill}** failed:`, ...result.problems.map((problem) => `- ${problem}`));
}
const failed = results.filter((result) => !result.passed).length;
lines.push('', `${results.length - failed} passed, ${failed} failed`);
console.log(lines.join('\n'));
process.exitCode = failed > 0 ? 1 : 0;
