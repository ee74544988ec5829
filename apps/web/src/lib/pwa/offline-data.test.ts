import { FRAME_PHOTO_CACHE, OFFLINE_API_CACHE } from '@/sw/sw-contract';
import { clearOfflineData } from './offline-data';

afterEach(() => vi.unstubAllGlobals());

describe('clearOfflineData', () => {
  it('deletes the offline API answers and the frame’s photos', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      delete: vi.fn(async (name: string) => {
        deleted.push(name);
        return true;
      }),
    });
    await clearOfflineData();
    expect(deleted).toEqual([OFFLINE_API_CACHE, FRAME_PHOTO_CACHE]);
  });
});
