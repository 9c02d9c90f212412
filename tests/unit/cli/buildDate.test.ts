import { describe, expect, it, vi } from 'vitest';
import { run } from '../../../cli/main.ts';

describe('SITE_BUILD_DATE on the command line', () => {
  it('stops any command up front, once, with what to write', async () => {
    vi.stubEnv('SITE_BUILD_DATE', 'next monday');
    const out: string[] = [];
    const code = await run(['routes'], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
    expect(code).toBe(2);
    expect(out).toEqual(["SITE_BUILD_DATE `next monday` is not an ISO 8601 date (expected 2025-01-15 or 2025-01-15T09:00:00Z); leave it unset to use today's date."]);
  });
});

describe('SITE_SHOW_UNPUBLISHED on the command line', () => {
  it('stops a build up front, before validate, with how to unset it', async () => {
    vi.stubEnv('SITE_SHOW_UNPUBLISHED', '1');
    const out: string[] = [];
    const code = await run(['build'], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
    expect(code).toBe(2);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^SITE_SHOW_UNPUBLISHED shows drafts .* Unset it to build the public site/);
  });
});
