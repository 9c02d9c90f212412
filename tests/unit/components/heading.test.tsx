import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Heading } from '../../../components/ui/Heading.tsx';
import { renderMarkdown } from '../../../components/markdown/render.tsx';

const render = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('headings keep hyphenated words whole', () => {
  it('wraps each hyphenated word of a heading so it cannot break at its hyphen', () => {
    expect(
      render(
        <Heading level={2} id="x">
          Real-Time and model-risk teams
        </Heading>,
      ),
    ).toBe('<h2 id="x"><span class="nowrap">Real-Time</span> and <span class="nowrap">model-risk</span> teams</h2>');
  });

  it('keeps words with several hyphens, and with an ampersand, whole', () => {
    expect(render(<Heading level={3}>Sentence-by-sentence R&amp;D-ready review</Heading>)).toBe(
      '<h3><span class="nowrap">Sentence-by-sentence</span> <span class="nowrap">R&amp;D-ready</span> review</h3>',
    );
  });

  it('reaches text inside the heading’s own elements, and leaves their attributes alone', () => {
    const html = render(
      <>
        <p>real-time</p>
        <Heading level={1} className="display-x" data-a-b="c-d">
          <a href="/a-b">red-team</a> plans
        </Heading>
      </>,
    );
    expect(html).toBe('<p>real-time</p><h1 class="display-x" data-a-b="c-d"><a href="/a-b"><span class="nowrap">red-team</span></a> plans</h1>');
  });

  it('leaves a lone hyphen or dash between words alone', () => {
    expect(render(<Heading level={4}>Before - after — done</Heading>)).toBe('<h4>Before - after — done</h4>');
  });

  it('does the same for a Markdown heading, and not for its paragraphs', () => {
    const html = render(renderMarkdown('## A real-time *policy-aware* check\n\nA real-time paragraph.', { imageSize: () => ({ width: 1, height: 1 }) }));
    expect(html).toBe('<h2 id="a-real-time-policy-aware-check">A <span class="nowrap">real-time</span> <em><span class="nowrap">policy-aware</span></em> check</h2>\n<p>A real-time paragraph.</p>');
  });
});
