/** The hosts the tests' browser reaches directly: the servers the tests start on this machine. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The browser's settings that keep every request on this machine (playwright.config.ts): every other
 * host goes through a proxy named under `.invalid`, and the host rules resolve that name (and every
 * other but the local ones) nowhere, so such a request fails at once, without a DNS query.
 */
export const OFFLINE_LAUNCH_OPTIONS = {
  proxy: { server: 'http://offline.invalid:1', bypass: LOCAL_HOSTS.join(',') },
  args: [`--host-resolver-rules=MAP * ~NOTFOUND, ${LOCAL_HOSTS.map((host) => `EXCLUDE ${host}`).join(', ')}`],
};

/** The error a request that would have left this machine ends with. */
export const OFFLINE_ERROR = 'net::ERR_PROXY_CONNECTION_FAILED';
