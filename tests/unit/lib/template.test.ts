import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../lib/format/template.ts';

describe('fillTemplate', () => {
  it('fills every named placeholder, numbers included', () => {
    expect(fillTemplate('{minutes} minutes {seconds} seconds', { minutes: 3, seconds: 12 })).toBe('3 minutes 12 seconds');
    expect(fillTemplate('Step {number}: {number}', { number: 2 })).toBe('Step 2: 2');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(fillTemplate('{category}: products', {})).toBe('{category}: products');
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});
