/**
 * The code of the screens a founder opens first, evaluated one part at a time, each in its own task, before the router
 * asks for it (it then finds it evaluated). Left to the router, the frame and the page (and the contracts and parts
 * they share) ran as one module graph: one task of ~60 ms on this machine, ~245 ms on a mid-range phone (Lighthouse
 * mobile, 4× CPU), while the server's drawing of the page was on screen and could not answer a tap.
 */
const firstScreens: Record<string, Array<() => Promise<unknown>>> = {
  '/dashboard': [() => import('./app-shell'), () => import('@/routes/dashboard/dashboard-page')],
  '/compliance': [() => import('./app-shell'), () => import('@/routes/compliance/compliance-page')],
};

export async function loadFirstScreen(pathname: string, nextTask: () => Promise<void>): Promise<void> {
  for (const step of firstScreens[pathname] ?? []) {
    await step();
    await nextTask();
  }
}
