import type { SiteConfig } from '../../.generated/types/site.ts';
import type { PolicyInputs } from './policyInputs.ts';
import { type PagesScope, type PrefixScope, scopedPolicies, type ScopedPolicy } from './scopedPolicies.ts';
import { assetHeaders, CACHE_IMMUTABLE, CACHE_REVALIDATE, HASHED_ASSETS, HASHED_WITH_EVERY_HEADER, securityHeaders } from './securityHeaders.ts';

/**
 * The nginx configuration of the site, rendered from the site config and the one security-header
 * module. Production (`deploy/nginx.conf`, `dist/deploy/nginx.conf`) and the end-to-end test
 * (a loopback server over dist/client) render the same server block with different options.
 */

type NginxSite = Pick<SiteConfig, 'siteUrl' | 'brand'>;

export interface NginxOptions {
  /** The folder that holds the contents of dist/client on the server. */
  root: string;
  /** Serve the build's `.br` files (needs ngx_http_brotli_static_module). */
  brotli: boolean;
  /**
   * Production: HTTPS with these certificate files, plus redirects from HTTP and the bare domain, on
   * ports 80 and 443 (IPv4 and IPv6), or on the given `address:port`s (the TLS test). Otherwise a
   * plain listen address (tests).
   */
  listen: { tls: { certificate: string; key: string }; ports?: { http: string; https: string } } | { address: string };
}

/** A port listens on IPv4 and IPv6; an `address:port` on that address only. */
function listenLines(port: string, parameters: string, indent: string): string[] {
  return /^\d+$/.test(port) ? [`${indent}listen ${port}${parameters};`, `${indent}listen [::]:${port}${parameters};`] : [`${indent}listen ${port}${parameters};`];
}

/**
 * The TLS settings, repeated in every server block on the HTTPS socket: nginx takes the protocols of
 * a handshake from the socket's default server, so a setting in one block only is ignored for the
 * others, and a block's own setting overrides the http level's (Debian's nginx.conf enables TLS 1.0
 * and 1.1 there). TLS 1.2 and 1.3 only; nginx's own default leaves 1.3 out.
 */
function tlsLines(tls: { certificate: string; key: string }, indent: string): string[] {
  return [`${indent}ssl_certificate ${tls.certificate};`, `${indent}ssl_certificate_key ${tls.key};`, `${indent}ssl_protocols TLSv1.2 TLSv1.3;`];
}

/** The options `deploy/nginx.conf` is rendered with (paths as on a Debian server with Let's Encrypt). */
export function productionNginxOptions(site: NginxSite): NginxOptions {
  const host = new URL(site.siteUrl).hostname;
  return {
    root: `/var/www/${site.brand.product.toLowerCase()}`,
    brotli: true,
    listen: { tls: { certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`, key: `/etc/letsencrypt/live/${host}/privkey.pem` } },
  };
}

/**
 * What a clean-URL redirect may copy from the request into `Location`: one or more segments of
 * unreserved characters (RFC 3986), none starting with a dot. The site's routes are all of this shape.
 */
export const SAFE_PATH = '(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+';
const SAFE_SEGMENT_NOTE = 'letters, digits, - _ ~ and inner dots';
/** The raw request paths that start like a scheme-relative URL: `//`, `/\\`, `/%2F`, `/%5C`. */
export const FOREIGN_PREFIX = '^/(?:/|\\x5c|%2f|%5c)';

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** `add_header` lines: the security headers (and a cache policy), on every status (`always`). */
function headerLines(inputs: PolicyInputs, cache: string | undefined, indent: string, scope?: ScopedPolicy | 'assets'): string[] {
  const headers = scope === 'assets' ? assetHeaders(inputs) : securityHeaders(inputs, scope);
  if (cache) headers.push(['Cache-Control', cache]);
  return headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
}

/**
 * The server block(s) for the http context (Debian: /etc/nginx/sites-available/). nginx drops the
 * server's `add_header`s in a location that sets its own, so each such location repeats them.
 */
export function renderNginxSite(site: NginxSite, inputs: PolicyInputs, options: NginxOptions, scopes: readonly ScopedPolicy[] = scopedPolicies(inputs)): string {
  const prefixScopes = scopes.filter((scope): scope is PrefixScope => 'prefix' in scope);
  const pageScopes = scopes.filter((scope): scope is PagesScope => 'paths' in scope);
  const safe = new RegExp(`^${SAFE_PATH}$`);
  for (const scope of pageScopes) {
    for (const page of scope.paths) if (page !== '/' && !safe.test(page)) throw new Error(`nginx: the scoped page ${JSON.stringify(page)} is not a safe path (${SAFE_SEGMENT_NOTE}).`);
  }
  const scopedPaths = new Set(pageScopes.flatMap((scope) => scope.paths));
  const host = new URL(site.siteUrl).hostname;
  const bareHost = host.replace(/^www\./, '');
  const out: string[] = [
    '# Generated from the site config by pipeline/headers/nginx.ts (`npm run build` writes dist/deploy/nginx.conf;',
    '# `npm run deploy:config` refreshes this copy). Do not edit by hand: change the generator and regenerate.',
    '# Put the contents of dist/client in `root`. See docs/deploy.md.',
  ];
  const i1 = '    ';
  const i2 = '        ';

  if ('tls' in options.listen) {
    const tls = options.listen.tls;
    const ports = { http: '80', https: '443', ...options.listen.ports };
    // Each host redirects to https:// on itself first, so the bare domain gets its own HSTS header
    // (a browser keeps HSTS per host) before it is sent on to the canonical host.
    for (const name of bareHost !== host ? [host, bareHost] : [host]) {
      out.push(
        '',
        `# HTTP → HTTPS on the same host (${name}).`,
        'server {',
        ...listenLines(ports.http, '', i1),
        `${i1}server_name ${name};`,
        `${i1}server_tokens off;`,
        `${i1}return 301 https://${name}$request_uri;`,
        '}',
      );
    }
    if (bareHost !== host) {
      out.push(
        '',
        `# The bare domain → the canonical host, with the security headers (HSTS for the bare domain).`,
        'server {',
        ...listenLines(ports.https, ' ssl http2', i1),
        `${i1}server_name ${bareHost};`,
        ...tlsLines(tls, i1),
        `${i1}server_tokens off;`,
        ...headerLines(inputs, undefined, i1),
        `${i1}return 301 https://${host}$request_uri;`,
        '}',
      );
    }
  }

  out.push('', 'server {');
  if ('tls' in options.listen) {
    out.push(...listenLines(options.listen.ports?.https ?? '443', ' ssl http2', i1), `${i1}server_name ${host};`, ...tlsLines(options.listen.tls, i1));
  } else {
    out.push(`${i1}listen ${options.listen.address};`, `${i1}server_name ${host} localhost;`);
  }
  out.push(
    '',
    `${i1}root ${options.root};`,
    `${i1}charset utf-8;`,
    `${i1}server_tokens off;`,
    // Relative Location headers: right behind any proxy or port.
    `${i1}absolute_redirect off;`,
    '',
    `${i1}# The build writes .gz and .br next to every text file: send those bytes, compress nothing per request.`,
    `${i1}gzip_static on;`,
    `${i1}gzip_vary on;`,
    options.brotli
      ? `${i1}brotli_static on; # Debian: apt-get install libnginx-mod-http-brotli-static`
      : `${i1}# brotli_static on; # needs ngx_http_brotli_static_module (Debian: libnginx-mod-http-brotli-static)`,
    '',
    `${i1}# A path that begins with // or /\\ (or their encodings) is no page of this site, and a browser reads a`,
    `${i1}# Location that begins so as another host: 404 before any redirect can see it ($request_uri is the raw path).`,
    `${i1}if ($request_uri ~* "${FOREIGN_PREFIX}") { return 404; }`,
    '',
    `${i1}# A static site answers GET and HEAD only.`,
    `${i1}if ($request_method !~ ^(GET|HEAD)$) { return 405; }`,
    '',
    `${i1}# Security headers on every response, redirects and errors included.`,
    ...headerLines(inputs, undefined, i1),
    '',
    `${i1}error_page 404 /404.html;`,
    `${i1}location = /404.html {`,
    `${i2}internal;`,
    `${i2}# The error status rules out \`expires\`; a location with its own add_header drops the server's, so repeat them.`,
    ...headerLines(inputs, CACHE_REVALIDATE, i2),
    `${i1}}`,
    `${i1}# /404 is the error page, never a page of its own.`,
    `${i1}location = /404 { return 404; }`,
    `${i1}# The static host's rule files are not for visitors.`,
    `${i1}location = /_headers { return 404; }`,
    `${i1}location = /_redirects { return 404; }`,
    '',
    `${i1}# Clean URLs: /index.html and /index → /, /about.html → /about, /about/ → /about. The captures take`,
    `${i1}# only safe path characters (${SAFE_SEGMENT_NOTE}): a decoded CR, LF, backslash or space never reaches`,
    `${i1}# Location. Any other path falls through to try_files and gets the 404 page.`,
    `${i1}location = /index.html { return 301 /$is_args$args; }`,
    `${i1}location = /index { return 301 /$is_args$args; }`,
    `${i1}location ~ "^(?<without_slash>${SAFE_PATH})/$" { return 301 $without_slash$is_args$args; }`,
    `${i1}location ~ "^(?<without_ext>${SAFE_PATH})\\.html$" { return 301 $without_ext$is_args$args; }`,
    '',
    `${i1}# Hashed file names: cached for a year, never revalidated. Its own add_header, so the security headers are`,
    `${i1}# repeated, without those only a document uses (CSP, Permissions-Policy, framing, opener policy).`,
    `${i1}location ^~ ${HASHED_ASSETS} {`,
    `${i2}try_files $uri =404;`,
    ...headerLines(inputs, CACHE_IMMUTABLE, i2, 'assets'),
    `${i1}}`,
    `${i1}# The image copies and the icon sprite, named from their bytes too: cached for a year, with every`,
    `${i1}# security header (an SVG opened on its own is a document).`,
    ...HASHED_WITH_EVERY_HEADER.flatMap((folder) => [`${i1}location ^~ ${folder} {`, `${i2}try_files $uri =404;`, ...headerLines(inputs, CACHE_IMMUTABLE, i2), `${i1}}`]),
    '',
    `${i1}# Pages and every other file: \`expires -1\` sends "Cache-Control: ${CACHE_REVALIDATE}" (revalidate with the ETag on every visit).`,
    ...(scopedPaths.has('/') ? [] : [`${i1}location = / {`, `${i2}try_files /index.html =404;`, `${i2}expires -1;`, `${i1}}`]),
    `${i1}location = /site.webmanifest {`,
    `${i2}default_type application/manifest+json;`,
    `${i2}expires -1;`,
    `${i1}}`,
    ...pageScopes.flatMap((scope) => [
      `${i1}# ${scope.why}: their own policy, for these exact paths (\`/page/\` and \`/page.html\` redirect with the server's).`,
      ...scope.paths.flatMap((page) => [
        `${i1}location = ${page} {`,
        `${i2}try_files ${page === '/' ? '/index.html' : `${page}.html`} =404;`,
        `${i2}expires -1;`,
        ...headerLines(inputs, undefined, i2, scope),
        `${i1}}`,
      ]),
    ]),
    ...prefixScopes.flatMap((scope) => [
      `${i1}# ${scope.why}: its own policy (the server's headers do not apply here).`,
      `${i1}location ^~ ${scope.prefix} {`,
      `${i2}try_files $uri $uri.html $uri/index.html =404;`,
      `${i2}expires -1;`,
      ...headerLines(inputs, undefined, i2, scope),
      `${i1}}`,
      // The scope's own page at the prefix without its slash (`/admin` is admin.html).
      `${i1}location = ${scope.prefix.replace(/\/$/, '')} {`,
      `${i2}try_files ${scope.prefix.replace(/\/$/, '')}.html =404;`,
      `${i2}expires -1;`,
      ...headerLines(inputs, undefined, i2, scope),
      `${i1}}`,
    ]),
    `${i1}location / {`,
    `${i2}# /about is about.html`,
    `${i2}try_files $uri $uri.html =404;`,
    `${i2}expires -1;`,
    `${i1}}`,
    '}',
    '',
  );
  return out.join('\n');
}

/**
 * A complete nginx.conf around the site's server block, with every path under `prefix`: for
 * running nginx as an ordinary process (`nginx -p prefix -c prefix/nginx.conf`) in tests.
 */
export function renderStandaloneNginx(serverBlock: string, options: { prefix: string; modules: string[]; mimeTypes: string }): string {
  const p = options.prefix;
  return [
    ...options.modules.map((m) => `load_module ${m};`),
    'worker_processes 1;',
    'daemon off;',
    `pid ${p}/nginx.pid;`,
    `error_log ${p}/error.log warn;`,
    'events { worker_connections 128; }',
    'http {',
    `    include ${options.mimeTypes};`,
    '    default_type application/octet-stream;',
    `    access_log ${p}/access.log;`,
    `    client_body_temp_path ${p}/client_body;`,
    `    proxy_temp_path ${p}/proxy;`,
    `    fastcgi_temp_path ${p}/fastcgi;`,
    `    uwsgi_temp_path ${p}/uwsgi;`,
    `    scgi_temp_path ${p}/scgi;`,
    '    sendfile on;',
    serverBlock.replace(/^/gm, '    '),
    '}',
    '',
  ].join('\n');
}
