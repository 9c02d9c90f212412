import { describe, expect, it } from 'vitest';
import { buildDate, isPublished } from '../../../lib/content/publication.ts';

describe('isPublished: drafts and scheduled articles stay out of the public build', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it.each([
    [{ publishedTime: '2025-01-15' }, true],
    [{ publishedTime: '2025-06-01T12:00:00Z' }, true], // on the date: published
    [{ publishedTime: '2025-06-01T12:00:01Z' }, false],
    [{ publishedTime: '2025-07-01' }, false],
    [{ publishedTime: '2025-01-15', draft: true }, false],
    [{ publishedTime: '2025-01-15', draft: false }, true],
    [{ publishedTime: '2025-07-01', draft: true }, false],
  ])('%j → %s', (frontMatter, expected) => {
    expect(isPublished(frontMatter, now)).toBe(expected);
  });

  it('a scheduled article is published by a build on or after its date', () => {
    const scheduled = { publishedTime: '2025-07-01' };
    expect(isPublished(scheduled, new Date('2025-06-30T23:59:59Z'))).toBe(false);
    expect(isPublished(scheduled, new Date('2025-07-01T00:00:00Z'))).toBe(true);
  });
});

describe("buildDate: the build's clock, or SITE_BUILD_DATE", () => {
  it('takes SITE_BUILD_DATE when it is set', () => {
    expect(buildDate({ SITE_BUILD_DATE: '2030-02-03' }).toISOString()).toBe('2030-02-03T00:00:00.000Z');
    expect(buildDate({ SITE_BUILD_DATE: ' 2030-02-03T09:30:00Z ' }).toISOString()).toBe('2030-02-03T09:30:00.000Z');
  });

  it('uses the clock when it is unset or empty', () => {
    for (const env of [{}, { SITE_BUILD_DATE: '' }]) {
      const before = Date.now();
      const date = buildDate(env).getTime();
      expect(date).toBeGreaterThanOrEqual(before);
      expect(date).toBeLessThanOrEqual(Date.now());
    }
  });

  it.each(['tomorrow', '2025-13-01', '01/02/2025', '2025-06-01 12:00'])('rejects `%s` with a clear error', (value) => {
    expect(() => buildDate({ SITE_BUILD_DATE: value })).toThrow(`SITE_BUILD_DATE \`${value}\` is not an ISO 8601 date`);
  });
});
