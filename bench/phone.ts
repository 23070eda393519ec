import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import type { BrowserContextOptions } from 'playwright-core';

/**
 * A phone as Lighthouse's mobile preset emulates it: its screen, and its user agent with the client hint that says
 * "mobile". The server draws a page for the width it guesses from those (a phone's or a desktop's); without them a
 * Playwright page is 412 px wide but announces a desktop, so the server draws the desktop layout and the browser
 * redraws it for the phone — a page no phone gets.
 */
export const phoneContext: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  userAgent: lighthouseConstants.userAgents.mobile,
  extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
};
