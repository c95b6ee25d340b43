import { afterEach, describe, expect, it, vi } from 'vitest';
import { toolAvailable } from './tools.ts';

describe('a suite that needs a tool', () => {
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
