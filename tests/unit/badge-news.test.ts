// The words of the one badge notice (issue 29, section 5): one badge in the
// spec's words, several counted in one notice, the names past three counted.
import { describe, expect, it } from 'vitest';
import { badgeNews, newBadgesLabel } from '#/domain/badge-news';

describe('badge news', () => {
  it('says nothing for no badge', () => {
    expect(badgeNews([])).toBeNull();
  });

  it("says one badge in the spec's words", () => {
    expect(badgeNews(['Curator'])).toEqual({ title: 'Badge Earned!', description: 'You earned the "Curator" badge!' });
  });

  it('counts several in one notice and names them', () => {
    expect(badgeNews(['Curator', 'First Review'])).toEqual({
      title: '2 new badges',
      description: 'You earned the "Curator" and "First Review" badges!',
    });
    expect(badgeNews(['Founding Member', 'First Follow', 'Curator'])?.description).toBe(
      'You earned the "Founding Member", "First Follow" and "Curator" badges!',
    );
  });

  it('names three and counts the rest, so the notice stays short', () => {
    expect(badgeNews(['Curator', 'First Review', 'Inner Circle', 'First Follow', 'Founding Member'])).toEqual({
      title: '5 new badges',
      description: 'You earned the "Curator", "First Review", "Inner Circle" and 2 more badges!',
    });
  });

  it('counts in words for the Profile tab', () => {
    expect(newBadgesLabel(1)).toBe('1 new badge');
    expect(newBadgesLabel(3)).toBe('3 new badges');
  });
});
