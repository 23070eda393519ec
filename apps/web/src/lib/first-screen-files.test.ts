// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateFirstScreenFiles, FIRST_SCREEN_FILES_ID } from './first-screen-files';

const origin = window.location.origin;

function listFiles(files: string[]) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_FILES_ID;
  script.textContent = JSON.stringify(files);
  document.head.append(script);
}

/** Records, in order, each file requested (a modulepreload link added), evaluated, and each task boundary. */
function recorder() {
  const events: string[] = [];
  const seen = new Set<string>();
  const note = () => {
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
      if (!seen.has(link.href)) {
        seen.add(link.href);
        events.push(`request ${link.href.replace(origin, '')}`);
      }
    }
  };
  return {
    events,
    nextTask: async () => {
      note();
      events.push('task');
    },
    load: async (url: string) => {
      note();
      events.push(`evaluate ${url.replace(origin, '')}`);
    },
  };
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('evaluateFirstScreenFiles', () => {
  it('requests every listed file, a few a task, then evaluates them in the listed order, one a task', async () => {
    const files = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'];
    listFiles(files);
    const { events, nextTask, load } = recorder();
    await evaluateFirstScreenFiles(nextTask, load);
    expect(events).toEqual([
      'request /assets/a.js',
      'request /assets/b.js',
      'request /assets/c.js',
      'request /assets/d.js',
      'task',
      'request /assets/e.js',
      'task',
      ...files.flatMap((file) => [`evaluate ${file}`, 'task']),
    ]);
  });

  it('does not request again what the page already preloads', async () => {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = '/assets/a.js';
    document.head.append(preload);
    listFiles(['/assets/a.js', '/assets/b.js']);
    const { events, nextTask, load } = recorder();
    await evaluateFirstScreenFiles(nextTask, load);
    expect(events.filter((event) => event.startsWith('request'))).toEqual(['request /assets/a.js', 'request /assets/b.js']);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });

  it('stops at a file that fails, leaving the app’s own import of it to report the failure', async () => {
    listFiles(['/assets/a.js', '/assets/broken.js', '/assets/c.js']);
    const evaluated: string[] = [];
    await evaluateFirstScreenFiles(
      async () => undefined,
      async (url) => {
        if (url.endsWith('broken.js')) throw new TypeError('Failed to fetch dynamically imported module');
        evaluated.push(url.replace(origin, ''));
      },
    );
    expect(evaluated).toEqual(['/assets/a.js']);
  });

  it('does nothing on a page whose shell lists no files', async () => {
    const { events, nextTask, load } = recorder();
    await evaluateFirstScreenFiles(nextTask, load);
    expect(events).toEqual([]);
  });
});
