import { expect, test } from './fixtures.ts';
import { OFFLINE_ERROR } from './offline.ts';

// The browser's own guard (playwright.config.ts): what a page asks of any other host or address
// fails inside the browser, and the fixtures record it.
test('no request leaves this machine: another host, an IP address and a WebSocket fail at the unreachable proxy, and each request is recorded', async ({ page, externalRequests }) => {
  const failures = new Map<string, string>();
  page.on('requestfailed', (request) => failures.set(request.url(), request.failure()?.errorText ?? ''));
  const socketErrors: string[] = [];
  page.on('websocket', (socket) => socket.on('socketerror', (error) => socketErrors.push(error)));
  // A page without the site's Content-Security-Policy, which would stop these before any request.
  await page.goto('about:blank');
  const urls = ['https://example.com/script.js', 'http://93.184.216.34/', 'http://localhost.example.com:4173/'];
  await page.evaluate(async (list) => {
    await Promise.all(list.map((url) => fetch(url, { mode: 'no-cors' }).catch(() => undefined)));
    await new Promise((resolve) => {
      const socket = new WebSocket('wss://example.com/socket');
      socket.onerror = socket.onopen = resolve;
    });
  }, urls);
  expect(Object.fromEntries(failures)).toEqual(Object.fromEntries(urls.map((url) => [url, OFFLINE_ERROR])));
  expect([...externalRequests].sort()).toEqual([...urls].sort());
  expect(socketErrors.join(' ')).toContain(OFFLINE_ERROR.replace('net::', ''));
  // The site on localhost is reached directly.
  expect((await page.goto('/'))?.ok()).toBe(true);
});
