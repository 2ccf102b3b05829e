import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('a module loaded once, on first need', () => {
  it('loads once for many askers, gives it at once after, and tries again after a failed load', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const module = loadOnce(importer);
    expect(module.loaded()).toBeUndefined();
    // A prefetch that fails says nothing; the next ask loads again.
    module.prefetch();
    await expect(module.load()).rejects.toThrow('offline');
    expect(importer).toHaveBeenCalledTimes(1);
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect([first, second]).toEqual(['module', 'module']);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(module.loaded()).toBe('module');
    await module.load();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
