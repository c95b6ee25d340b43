import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { isRetryable, retryDelay, UPLOAD_WIDGET } from './video-upload.ts';

describe('the video uploader (SPEC §9 constants)', () => {
  it('waits 0, 1, 3 and then 5 seconds between tries, 10 retries at most', () => {
    expect([1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([0, 1000, 3000, 5000, 5000, 5000]);
    expect(UPLOAD_WIDGET.retries).toBe(10);
    expect(UPLOAD_WIDGET.socketTimeoutMs).toBe(300_000);
  });

  it('retries the network and server failures, never a refused file', () => {
    expect(isRetryable(new TypeError('Upload network error'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'Service Unavailable', ''))).toBe(true);
    expect(isRetryable(new ApiError(413, 'Payload Too Large', ''))).toBe(false);
    expect(isRetryable(new ApiError(415, 'Unsupported Media Type', ''))).toBe(false);
  });
});
