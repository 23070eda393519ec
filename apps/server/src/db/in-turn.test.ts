import { describe, expect, it } from 'vitest';
import { inTurn } from './in-turn';

describe('inTurn', () => {
  it('starts each read after the one before it has finished, and answers in order', async () => {
    const events: string[] = [];
    const read = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`end ${name}`);
      return name;
    };
    expect(await inTurn(read('a', 20), read('b', 1), async () => 3)).toEqual(['a', 'b', 3]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
