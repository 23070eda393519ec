// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { drawnPageShowing, handOverAny, handOverPrerendered, inertButtons, inertControls } from './prerendered';

/** A page as a shell carries it: the app's #root, and the pre-rendered copy beside it. */
function page(prerendered: string, { untilPageReady = false } = {}): { root: HTMLElement; drawn: HTMLElement } {
  document.body.innerHTML = `<div id="root"${untilPageReady ? ' hidden' : ''}></div><div id="prerendered"${
    untilPageReady ? ' data-until="page"' : ''
  }>${prerendered}</div>`;
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

  it('a page drawn by the server stays until the page says it is ready, then the app shows', () => {
    const { root } = page(`${frame}<h1>Welcome back, Divya</h1></main>`, { untilPageReady: true });
    root.innerHTML = `${frame}<p>Loading</p></main>`;
    handOverPrerendered();
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(root.hidden).toBe(true);

    handOverAny();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('the place the founder had tabbed to in the drawn page is the place they are in the app', () => {
    const { root, drawn } = page(`${frame}<a href="/compliance">Review</a></main>`, { untilPageReady: true });
    root.innerHTML = `${frame}<a href="/compliance">Review</a></main>`;
    drawn.querySelector<HTMLElement>('a[href="/dashboard"]')!.focus();
    handOverAny();
    expect(document.activeElement).toBe(root.querySelector('a[href="/dashboard"]'));

    const again = page(`${frame}</main>`, { untilPageReady: true });
    again.root.innerHTML = `${frame}</main>`;
    again.drawn.querySelector<HTMLElement>('main')!.focus();
    handOverAny();
    expect(document.activeElement).toBe(again.root.querySelector('main'));
  });

  it('an element with an id is found by it, when the app holds more places to focus before it', () => {
    const { root, drawn } = page(`${frame}</main>`, { untilPageReady: true });
    root.innerHTML = `<button>Chat</button>${frame}</main>`;
    drawn.querySelector<HTMLElement>('main')!.focus();
    handOverAny();
    expect(document.activeElement).toBe(root.querySelector('main'));
  });
});

it('details the founder opened in the drawn page are open in the app', () => {
  const { root, drawn } = page('<details><summary>EPF</summary>Why</details><details><summary>ESIC</summary>Why</details>', {
    untilPageReady: true,
  });
  root.innerHTML = '<details><summary>EPF</summary>Why</details><details><summary>ESIC</summary>Why</details>';
  drawn.querySelectorAll('details')[1]!.open = true;
  handOverAny();
  expect([...root.querySelectorAll('details')].map((details) => details.open)).toEqual([false, true]);
});

describe('drawnPageShowing', () => {
  it('is true while a page the server drew waits for the app, and only then', () => {
    expect(drawnPageShowing()).toBe(false);
    page('<main>Compliance</main>');
    expect(drawnPageShowing()).toBe(false);
    page('<main>Compliance</main>', { untilPageReady: true });
    expect(drawnPageShowing()).toBe(true);
    handOverAny();
    expect(drawnPageShowing()).toBe(false);
  });
});

describe('inertButtons', () => {
  it('disables every button that is not disabled already, and nothing else', () => {
    expect(inertButtons('<button type="submit">Send</button><button disabled="">Wait</button><a href="/">Home</a>')).toBe(
      '<button disabled="" type="submit">Send</button><button disabled="">Wait</button><a href="/">Home</a>',
    );
  });
});

describe('inertControls', () => {
  it('disables buttons and fields alike, and leaves links alone', () => {
    expect(
      inertControls('<input name="a"><select><option>x</option></select><textarea></textarea><button>Go</button><a href="/">Home</a>'),
    ).toBe(
      '<input disabled="" name="a"><select disabled=""><option>x</option></select><textarea disabled=""></textarea><button disabled="">Go</button><a href="/">Home</a>',
    );
  });
});
