/**
 * Takes out of a prerendered page the bytes that tell the browser nothing, so that more pages fit
 * in the first round trip of a slow connection (docs/performance.md). What a visitor sees is the
 * same. Applied to every rendered page (renderer/+onRenderHtml.tsx), after React.
 *
 * - `xmlns` on inline `<svg>`: the HTML parser puts an `<svg>` in the SVG namespace by itself.
 * - `focusable="false"`: only Internet Explorer made an SVG focusable.
 * - On Lucide icons (`class="lucide …"`): the default stroke attributes, which one CSS rule on
 *   `svg.lucide` gives instead (styles/global.css, for icons without the attribute: an icon with its
 *   own fill or stroke width keeps it), and the per-icon `lucide-<name>` class, which no rule or
 *   script uses.
 *
 * A React island's markup (an element with a `data-…-island` attribute, such as the policy
 * checker's) is left exactly as rendered: the browser hydrates it, and React expects its own
 * markup there, `<!-- -->` text separators and icon attributes included.
 *
 * React escapes `<`, `>` and quotes inside attribute values and text, so a tag ends at its first `>`.
 */

/** The attributes lucide-react writes on every icon, with the value the CSS rule on `svg.lucide` gives instead. */
export const LUCIDE_DEFAULTS: Readonly<Record<string, string>> = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};

const svgOpenTag = /<svg\b[^>]*>/g;
const lucideDefault = new RegExp(` (${Object.keys(LUCIDE_DEFAULTS).join('|')})="([^"]*)"`, 'g');
/** The opening tag of an island's host element. */
const islandHost = /<([a-z][a-z0-9]*)\b[^>]*?\sdata-[a-z0-9-]+-island(?==|\s|>)[^>]*>/;

export function trimStaticMarkup(html: string): string {
  let out = '';
  let rest = html;
  for (let host = islandHost.exec(rest); host; host = islandHost.exec(rest)) {
    const end = closingIndex(rest, host[1]!, host.index + host[0].length);
    out += trimOutsideIslands(rest.slice(0, host.index)) + rest.slice(host.index, end);
    rest = rest.slice(end);
  }
  return out + trimOutsideIslands(rest);
}

/** The index just past the `</tag>` that closes the element whose content starts at `from`. */
function closingIndex(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  throw new Error(`trimStaticMarkup: an island's <${tag}> is not closed.`);
}

function trimOutsideIslands(html: string): string {
  return html.replace(svgOpenTag, trimSvgTag);
}

function trimSvgTag(tag: string): string {
  let out = tag.replace(' xmlns="http://www.w3.org/2000/svg"', '').replace(' focusable="false"', '');
  const classes = /\sclass="([^"]*)"/.exec(out)?.[1]?.split(/\s+/);
  if (!classes?.includes('lucide')) return out;
  out = out.replace(lucideDefault, (attribute, name: string, value: string) => (LUCIDE_DEFAULTS[name] === value ? '' : attribute));
  const kept = classes.filter((name) => !/^lucide-/.test(name));
  return out.replace(/\sclass="[^"]*"/, ` class="${kept.join(' ')}"`);
}
