import { describe, expect, it } from 'vitest';
import { keepHyphenatedWords } from '../../../lib/format/keepHyphenatedWords.ts';

describe('keepHyphenatedWords', () => {
  it('wraps each hyphenated word of a heading so it cannot break at its hyphen', () => {
    expect(keepHyphenatedWords('<h2 id="x">Real-Time and model-risk teams</h2>')).toBe('<h2 id="x"><span class="nowrap">Real-Time</span> and <span class="nowrap">model-risk</span> teams</h2>');
  });

  it('keeps words with several hyphens and entities whole', () => {
    expect(keepHyphenatedWords('<h3>Sentence-by-sentence R&amp;D-ready review</h3>')).toBe(
      '<h3><span class="nowrap">Sentence-by-sentence</span> <span class="nowrap">R&amp;D-ready</span> review</h3>',
    );
  });

  it('leaves tags, attributes and text outside headings alone', () => {
    const html = '<p>real-time</p><h1 class="display-x" data-a-b="c-d"><a href="/a-b">red-team</a> plans</h1>';
    expect(keepHyphenatedWords(html)).toBe('<p>real-time</p><h1 class="display-x" data-a-b="c-d"><a href="/a-b"><span class="nowrap">red-team</span></a> plans</h1>');
  });

  it('leaves a lone hyphen or dash between words alone', () => {
    expect(keepHyphenatedWords('<h4>Before - after — done</h4>')).toBe('<h4>Before - after — done</h4>');
  });
});
