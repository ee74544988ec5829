import { silentPages, silentPagesText } from './silent-pages';

describe('silent pages', () => {
  it('names the pages without a recording, counted from 1', () => {
    expect(silentPages(5, [0, 3])).toEqual([2, 3, 5]);
    expect(silentPages(2, [0, 1])).toEqual([]);
  });

  it('says which pages are silent in a sentence', () => {
    expect(silentPagesText(4, [0, 1])).toBe('Pages 3 and 4 have no recording yet.');
    expect(silentPagesText(5, [0, 3])).toBe('Pages 2, 3 and 5 have no recording yet.');
    expect(silentPagesText(3, [0, 1])).toBe('Page 3 has no recording yet.');
  });

  it('says so when no page has a recording, and nothing when every page has one', () => {
    expect(silentPagesText(4, [])).toBe('No page has a recording yet.');
    expect(silentPagesText(1, [])).toBe('No page has a recording yet.');
    expect(silentPagesText(3, [0, 1, 2])).toBeNull();
  });
});
