import { describe, expect, it } from 'vitest';
import { matchesWidth } from './use-media-query';

describe('matchesWidth: a media query against the viewport a drawn page was drawn for', () => {
  it.each([
    ['(min-width: 1280px)', 1280, true],
    ['(min-width: 1280px)', 1279, false],
    ['(max-width: 639px)', 390, true],
    ['(max-width: 639px)', 640, false],
    ['(min-width:768px)', 1280, true],
  ])('%s at %i px is %s', (query, width, expected) => expect(matchesWidth(query, width)).toBe(expected));

  it('matches nothing with no guess, nor a query it cannot read', () => {
    expect(matchesWidth('(max-width: 639px)', null)).toBe(false);
    expect(matchesWidth('(prefers-reduced-motion: reduce)', 1280)).toBe(false);
  });
});
