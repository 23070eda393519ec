// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { earlyPageData } from '../early-requests';
import { snapshotPages } from './render-snapshot';

describe('the answers a first screen reads', () => {
  it('are the same list where the server draws the page and where the shell asks for them early', () => {
    expect(Object.keys(snapshotPages).sort()).toEqual(Object.keys(earlyPageData).sort());
    for (const [path, pageData] of Object.entries(snapshotPages)) {
      const early = (earlyPageData[path] ?? []).map((call) => call.replace('{id}', 'company-1'));
      expect(pageData('company-1'), path).toEqual(early);
    }
  });
});
