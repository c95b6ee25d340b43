/**
 * Whether a tool a suite needs (ffmpeg, redis-server) is on this machine. A developer without it skips
 * the suite; CI (`CI=true`, which installs both in .ci/run) fails instead, so a suite cannot silently stop
 * running there.
 */
export function toolAvailable(tool: string, available: boolean): boolean {
  if (!available && process.env.CI === 'true') {
    throw new Error(`${tool} is missing: with CI=true every suite that needs it must run`);
  }
  return available;
}
