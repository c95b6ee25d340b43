import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toolAvailable } from './tools.ts';

describe('a suite that needs a tool', () => {
  // These calls are no suite of their own: they must not count among the suites that ran.
  beforeEach(() => vi.stubEnv('TOOL_SUITES_LOG', ''));
  afterEach(() => vi.unstubAllEnvs());

  it('runs when the tool is there', () => {
    vi.stubEnv('CI', 'true');
    expect(toolAvailable('ffmpeg', true)).toBe(true);
  });

  it('is skipped on a developer machine without it', () => {
    vi.stubEnv('CI', '');
    expect(toolAvailable('ffmpeg', false)).toBe(false);
  });

  it('fails on CI without it', () => {
    vi.stubEnv('CI', 'true');
    expect(() => toolAvailable('redis-server', false)).toThrow('redis-server is missing');
  });
});
