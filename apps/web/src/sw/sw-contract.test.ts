import { SETTINGS_LIMITS } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { FRAME_OFFLINE_PHOTOS } from './sw-contract';

describe('the worker’s copy of the contract’s limits', () => {
  it('keeps as many of the frame’s photos offline as the contract says', () => {
    expect(FRAME_OFFLINE_PHOTOS).toBe(SETTINGS_LIMITS.offlinePhotos);
  });
});
