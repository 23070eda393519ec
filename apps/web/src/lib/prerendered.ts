import { createContext, useContext, useSyncExternalStore } from 'react';

/** The id of a page's pre-rendered markup in its shell (scripts/route-shells.tsx), shown until the app has rendered. */
export const PRERENDERED_ID = 'prerendered';

/**
 * Marks a #root holding a page the server drew from the founder's answers (src/entry-server.tsx), until the app has hydrated
 * it (its first commit lifts the mark: handOverPrerendered). Until then links work and its controls are disabled (the
 * disabled fieldset around the app: app/app.tsx; enabling it restyles the controls alone). Not `inert` on the whole
 * page: lifting it restyles every element at once (75–150 ms on a phone, 4× CPU), the very cost hydration is here to
 * save.
 */
export const SERVER_RENDERED = 'data-server-rendered';

/**
 * True while the server draws a page, and while the browser hydrates one it drew: what the browser would defer (a long
 * list, as a transition) is drawn at once there, so both draw the same. Read at mount; a value that must change once
 * the page is the browser's own uses useBeforeHydration.
 */
export function onServerOrHydrating(): boolean {
  return typeof document === 'undefined' || document.getElementById('root')?.hasAttribute(SERVER_RENDERED) === true;
}

const subscribeToNothing = () => () => {};

/**
 * True on the server and in the render that hydrates its page, false from then on (React renders again): for what the
 * server cannot know (the viewer's time zone), said in a form both draw alike, then as the browser knows it; and for
 * the controls of a drawn page, disabled until the app is there to answer a tap or keep what is typed (all at once, by
 * the fieldset around the app: app/app.tsx).
 */
export function useBeforeHydration(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Around a page pre-rendered at build time whose fields take typing before its scripts (the sign-in shells): the app
 * does not hydrate it but takes it over, carrying what was typed (handOverPrerendered), so its fields stay enabled.
 */
export const TypingHandedOver = createContext(false);

/**
 * True while a field must wait for the app: on a page the server drew, until it is hydrated. React 19 keeps a value
 * typed before hydration on screen but never tells the component (its replay of such changes is behind a flag off in
 * this release, facebook/react#33129), so the form would act on what it rendered, not on what is shown.
 */
export function useFieldWaitsForApp(): boolean {
  const drawn = useBeforeHydration();
  const handedOver = useContext(TypingHandedOver);
  return drawn && !handedOver;
}

/**
 * Until the app takes over, pre-rendered buttons are disabled: fields can be typed into (and are handed over), but a
 * tap must wait for the app rather than submit a bare form and reload the page.
 */
export function inertButtons(markup: string): string {
  return markup.replace(/<button(?![^>]*\sdisabled[=\s>])/g, '<button disabled=""');
}

/** The pre-rendered field the founder is in; null when none (or they left it for the page). */
let focusedField: string | null = null;

/**
 * Call at boot, before the app's first render. The app's own first render moves the focus (its email field has
 * autoFocus) before the hand-over runs, so the hand-over cannot ask the document where the founder was typing: this
 * remembers it as they move between the pre-rendered fields.
 */
export function watchPrerenderedFocus(): void {
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  const nameOf = (node: EventTarget | Element | null) =>
    node instanceof Element && prerendered.contains(node) ? node.getAttribute('name') : null;
  focusedField = nameOf(document.activeElement);
  prerendered.addEventListener('focusin', (event) => {
    focusedField = nameOf(event.target);
  });
  prerendered.addEventListener('focusout', (event) => {
    // Focus taken by the app as it renders is not the founder leaving the field.
    const next = event.relatedTarget;
    if (next instanceof Node && document.getElementById('root')?.contains(next)) return;
    focusedField = nameOf(next);
  });
}

/**
 * The app's first render replaces the pre-rendered page: call it before paint (a layout effect), so no frame shows
 * both or neither. What was typed into the pre-rendered form is carried over (through an input event, so the form's
 * state sees it), and so is the focus (to the field the founder was in, over the app's autoFocus). A page the server
 * drew is the app's own markup, hydrated: it only loses its mark.
 */
export function handOverPrerendered(): void {
  document.getElementById('root')?.removeAttribute(SERVER_RENDERED);
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (prerendered) takeOver(prerendered);
}

function takeOver(prerendered: HTMLElement): void {
  // The prototype's setter, not `input.value =`: React watches the latter and would take the event for no change.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the input as `this`
  const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const focusedName = prerendered.contains(document.activeElement) ? document.activeElement?.getAttribute('name') : focusedField;
  for (const typed of prerendered.querySelectorAll<HTMLInputElement>('input[name]')) {
    const live = document.querySelector<HTMLInputElement>(`#root input[name="${CSS.escape(typed.name)}"]`);
    if (!live || !typed.value || typed.value === live.value) continue;
    valueSetter?.call(live, typed.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // Any other place the founder had reached (a link, the skip link, the main region): the same place in the app's
  // page — the element with the same id (the skip link's target), else the one at the same position among the places
  // focus can go (the pages are drawn from the same components, but the app's may hold more before it).
  const focusables = (within: Element) => [...within.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const active =
    document.activeElement instanceof HTMLElement && prerendered.contains(document.activeElement) ? document.activeElement : null;
  const focusedId = !focusedName && active?.id ? active.id : '';
  const focusedAt = !focusedName && !focusedId && active ? focusables(prerendered).indexOf(active) : -1;
  // Details the founder opened (they work without the app) stay open.
  const opened = [...prerendered.querySelectorAll('details')].map((details) => details.open);
  prerendered.remove();
  const root = document.getElementById('root');
  root?.removeAttribute('hidden');
  root?.querySelectorAll('details').forEach((details, index) => {
    if (opened[index]) details.open = true;
  });
  if (focusedName) document.querySelector<HTMLInputElement>(`#root [name="${CSS.escape(focusedName)}"]`)?.focus();
  else if (focusedId) document.getElementById(focusedId)?.focus();
  else if (root && focusedAt >= 0) focusables(root)[focusedAt]?.focus();
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
