const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;

/**
 * Resolves in a later task, letting the browser paint and answer input between two pieces of work. scheduler.yield
 * where there is one (it resumes ahead of other queued work); else setTimeout(0), which a chain holds to 4 ms a step
 * after the fifth.
 */
export const nextTask = (): Promise<void> => scheduler?.yield?.() ?? new Promise<void>((resolve) => setTimeout(resolve, 0));
