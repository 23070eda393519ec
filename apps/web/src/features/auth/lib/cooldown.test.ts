import { describe, expect, it } from 'vitest';
import { secondsLeft } from './cooldown';

const sentAt = Date.UTC(2026, 10, 22, 10, 0, 0);

describe('secondsLeft', () => {
  it.each([
    [null, 0, 0],
    [sentAt, 0, 60],
    [sentAt, 0.4, 60],
    [sentAt, 3, 57],
    [sentAt, 59.5, 1],
    [sentAt, 60, 0],
    [sentAt, 600, 0],
  ])('sent at %s, %s s later: %s s left of 60', (sent, elapsed, expected) => {
    expect(secondsLeft(sent, 60, sentAt + elapsed * 1000)).toBe(expected);
  });
});
