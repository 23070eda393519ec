// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_RENDERED, onServerOrHydrating, handOverPrerendered, inertButtons } from './prerendered';

/** A page as a shell carries it: the app's #root, and the pre-rendered copy beside it. */
function page(prerendered: string): { root: HTMLElement; drawn: HTMLElement } {
  document.body.innerHTML = `<div id="root"></div><div id="prerendered">${prerendered}</div>`;
  return { root: document.getElementById('root')!, drawn: document.getElementById('prerendered')! };
}

// jsdom has no CSS.escape; the names here need none.
globalThis.CSS ??= { escape: (value: string) => value } as unknown as typeof CSS;

const frame = '<a href="#main">Skip to main content</a><nav><a href="/dashboard">Dashboard</a></nav><main id="main" tabindex="-1">';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the hand-over from pre-rendered markup to the app', () => {
  it('a sign-in shell is handed over at the first render, with what was typed', () => {
    const { root, drawn } = page('<input name="email">');
    drawn.querySelector('input')!.value = 'meera@example.com';
    root.innerHTML = '<input name="email">';
    handOverPrerendered();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.querySelector('input')!.value).toBe('meera@example.com');
  });

  it('the place the founder had tabbed to in the drawn page is the place they are in the app', () => {
    const { root, drawn } = page(`${frame}<a href="/compliance">Review</a></main>`);
    root.innerHTML = `${frame}<a href="/compliance">Review</a></main>`;
    drawn.querySelector<HTMLElement>('a[href="/dashboard"]')!.focus();
    handOverPrerendered();
    expect(document.activeElement).toBe(root.querySelector('a[href="/dashboard"]'));

    const again = page(`${frame}</main>`);
    again.root.innerHTML = `${frame}</main>`;
    again.drawn.querySelector<HTMLElement>('main')!.focus();
    handOverPrerendered();
    expect(document.activeElement).toBe(again.root.querySelector('main'));
  });

  it('an element with an id is found by it, when the app holds more places to focus before it', () => {
    const { root, drawn } = page(`${frame}</main>`);
    root.innerHTML = `<button>Chat</button>${frame}</main>`;
    drawn.querySelector<HTMLElement>('main')!.focus();
    handOverPrerendered();
    expect(document.activeElement).toBe(root.querySelector('main'));
  });
});

it('details the founder opened in the drawn page are open in the app', () => {
  const { root, drawn } = page('<details><summary>EPF</summary>Why</details><details><summary>ESIC</summary>Why</details>');
  root.innerHTML = '<details><summary>EPF</summary>Why</details><details><summary>ESIC</summary>Why</details>';
  drawn.querySelectorAll('details')[1]!.open = true;
  handOverPrerendered();
  expect([...root.querySelectorAll('details')].map((details) => details.open)).toEqual([false, true]);
});

describe('a page the server drew in #root', () => {
  it('is being drawn by the server until the app’s first commit lifts its mark, and is left as it is', () => {
    document.body.innerHTML = `<div id="root" ${SERVER_RENDERED}>${frame}<h1>Welcome back, Divya</h1></main></div>`;
    const heading = document.querySelector('h1');
    expect(onServerOrHydrating()).toBe(true);
    handOverPrerendered();
    expect(document.getElementById('root')!.hasAttribute(SERVER_RENDERED)).toBe(false);
    expect(onServerOrHydrating()).toBe(false);
    expect(document.querySelector('h1')).toBe(heading);
  });
});

describe('inertButtons', () => {
  it('disables every button that is not disabled already, and nothing else', () => {
    expect(inertButtons('<button type="submit">Send</button><button disabled="">Wait</button><a href="/">Home</a>')).toBe(
      '<button disabled="" type="submit">Send</button><button disabled="">Wait</button><a href="/">Home</a>',
    );
  });
});
