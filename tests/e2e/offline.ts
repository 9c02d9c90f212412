/**
 * The proxy the tests' browser sends every request for another host to (playwright.config.ts): a
 * name under `.invalid`, which the browser's host rules resolve nowhere, so the request fails
 * without leaving this machine or asking a DNS server.
 */
export const OFFLINE_PROXY = 'http://offline.invalid:1';

/** The error a request that would have left this machine ends with. */
export const OFFLINE_ERROR = 'net::ERR_PROXY_CONNECTION_FAILED';
