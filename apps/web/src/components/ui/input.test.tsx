import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TypingHandedOver } from '@/lib/prerendered';
import { Input } from './input';

describe('Input drawn on the server', () => {
  it('waits for the app on a page that will be hydrated (a change typed before it would never reach the form)', () => {
    expect(renderToString(<Input aria-label="Members" />)).toMatch(/ disabled=""/);
  });

  it('takes typing at once on a pre-rendered page that the app takes over with what was typed (sign-in)', () => {
    const markup = renderToString(
      <TypingHandedOver value>
        <Input aria-label="Email" />
      </TypingHandedOver>,
    );
    expect(markup).not.toMatch(/ disabled=""/);
  });
});
