import { appendFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether a tool a suite needs (ffmpeg, redis-server) is on this machine. A developer without it skips
 * the suite; CI (`CI=true`, which installs both in .ci/run) fails instead, so a suite cannot silently stop
 * running there.
 */
export function toolAvailable(tool: string, available: boolean): boolean {
  if (!available && process.env.CI === 'true') {
    throw new Error(`${tool} is missing: with CI=true every suite that needs it must run`);
  }
  if (available) noteRun(tool);
  return available;
}

/**
 * Where each suite that found its tool says so (TOOL_SUITES_LOG, set by scripts/test.ts), so that .ci/run
 * can print how many of them ran: a line `tool<TAB>test file`, the file read from the caller's frame.
 */
function noteRun(tool: string) {
  const log = process.env.TOOL_SUITES_LOG;
  if (!log) return;
  const caller = new Error().stack?.split('\n')[3]?.match(/\(?((?:file:\/\/)?\/[^:)]+\.test\.ts)/)?.[1];
  appendFileSync(
    log,
    `${tool}\t${caller ? path.relative(process.cwd(), caller.replace('file://', '')) : 'unknown'}\n`,
  );
}
