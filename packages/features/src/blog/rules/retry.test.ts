import { ApiError } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { retryUnlessMissing } from './retry';

describe('asking again for a post that failed to load', () => {
  it('asks once more after a failure, not after a second one', () => {
    expect(retryUnlessMissing(0, new ApiError(500, 'Database unavailable'))).toBe(true);
    expect(retryUnlessMissing(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessMissing(1, new ApiError(500, 'Database unavailable'))).toBe(false);
  });

  it('never asks again for a post the server says does not exist', () => {
    expect(retryUnlessMissing(0, new ApiError(404, 'Post not found.'))).toBe(false);
  });
});
