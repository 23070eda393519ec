import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables of Tailwind's classes on its first call: ~12 ms of main thread on a fast machine,
 * 4× that on a mid-range phone. The apps ask for it as they start (app/start-app.tsx, app/sign-in-app.tsx), rather
 * than inside a slice of the first render, which React cannot interrupt.
 */
export function prepareClassMerging(): void {
  twMerge('');
}
