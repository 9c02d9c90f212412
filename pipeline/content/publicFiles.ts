/**
 * What `public/` may hold: files the site serves as they are (images, fonts, icons, the manifest,
 * `robots.txt`), never code or pages. Everything under `public/` is published on the site's own
 * origin, where `script-src 'self'` trusts it, so an `.html` page, a script or an SVG with a script in
 * it would run as the site. `.gz` and `.br` copies are the build's own (one per text file): a
 * hand-made one would be served instead of its file. `validate` (rule `public-file`) and the content
 * manager's uploads (pipeline/localCms/localBackend.ts) read these rules.
 */
import path from 'node:path';
import { parseFragment } from 'parse5';
import { WEB_MANIFEST_PATH } from '../../lib/webManifest.ts';

/** The content manager's media folder (\`media_folder\` in pipeline/cms/config.ts): images only. */
export const MEDIA_FOLDER = 'public/images';

/** Image files: what the content manager's media folder accepts. */
export const IMAGE_EXTENSIONS: readonly string[] = ['.avif', '.gif', '.jpeg', '.jpg', '.png', '.svg', '.webp'];

/** Every file type `public/` may hold: images, icons, fonts, the web manifest, `robots.txt`, video and captions. */
export const PUBLIC_EXTENSIONS: readonly string[] = [
  ...IMAGE_EXTENSIONS,
  '.ico',
  '.woff2',
  '.woff',
  '.webmanifest',
  '.txt',
  '.mp4',
  '.webm',
  '.vtt',
  '.pdf',
];

/** Elements that run code, load a document or embed one, inside an SVG (by local name, lower case). */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** SVG animation elements can set an attribute (an `href` or an `on…` handler) after load. */
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatetransform', 'animatemotion']);

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string; prefix?: string }[];
  childNodes?: Node[];
  content?: Node;
  sourceCodeLocation?: { startLine: number; startCol: number };
}

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();
const schemeOf = (value: string) => /^\s*([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase();

export interface SvgProblem {
  problem: string;
  line: number;
  column: number;
}

/**
 * What in an SVG file's text could run code when the file is opened, each where it is written: a
 * `<script>`, an embedded document (`foreignObject`, `iframe` …), an event handler attribute
 * (`onload` …), a `javascript:` or `data:` link, an animation that sets a link or a handler, or an
 * XML entity declaration (an entity can hide any of these from a reader of the text). Elements and
 * attributes are matched by local name, so a namespace prefix (`<x:script>`) hides nothing.
 */
export function svgScriptProblems(text: string): SvgProblem[] {
  const entity = /<!ENTITY/i.exec(text);
  if (entity) {
    const before = text.slice(0, entity.index).split('\n');
    return [{ problem: 'declares an XML entity (<!ENTITY …>), which can hide markup', line: before.length, column: before.at(-1)!.length + 1 }];
  }
  const tree = parseFragment(text, { sourceCodeLocationInfo: true }) as unknown as Node;
  const problems: SvgProblem[] = [];
  const visit = (node: Node) => {
    if (node.tagName !== undefined) {
      const at = { line: node.sourceCodeLocation?.startLine ?? 1, column: node.sourceCodeLocation?.startCol ?? 1 };
      const name = localName(node.tagName);
      if (ACTIVE_ELEMENTS.has(name)) problems.push({ problem: `has a <${node.tagName}> element`, ...at });
      for (const attr of node.attrs ?? []) {
        const attrName = localName(attr.name);
        const scheme = schemeOf(attr.value) ?? '';
        if (attrName.startsWith('on')) problems.push({ problem: `has an event handler attribute (${attr.name} on <${node.tagName}>)`, ...at });
        if ((attrName === 'href' || attrName === 'src') && ['javascript', 'data', 'vbscript'].includes(scheme)) problems.push({ problem: `links to a \`${scheme}:\` address (${attr.name} on <${node.tagName}>)`, ...at });
        if (ANIMATION_ELEMENTS.has(name) && attrName === 'attributename' && /^(on|.*href$)/i.test(localName(attr.value.trim()))) problems.push({ problem: `animates the ${attr.value} attribute (<${node.tagName}>)`, ...at });
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(tree);
  return problems;
}

/** The leading bytes of each raster image type (an upload whose bytes are not the image its name says is refused). */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  '.png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  '.jpg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  '.jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  '.gif': (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  '.webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  '.avif': (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(b.subarray(8, 12).toString('latin1')),
};

/** Why a file under `public/` may not be published (where, for an SVG), from its name and its text; undefined when it may. */
export function publicFileProblem(relativePath: string, read: () => Buffer): { message: string; line: number; column: number } | undefined {
  const ext = path.extname(relativePath).toLowerCase();
  const atFile = (message: string) => ({ message, line: 1, column: 1 });
  if (relativePath === `public${WEB_MANIFEST_PATH}`)
    return atFile(`is the web manifest, which the build writes from \`brand\` in \`content/site.yaml\` (lib/webManifest.ts) and would put in its place: delete it`);
  if (ext === '.gz' || ext === '.br') return atFile(`is a compressed copy (\`${ext}\`): the build writes its own .gz and .br copies, and a hand-made one would be served instead of the file. Delete it`);
  if (!PUBLIC_EXTENSIONS.includes(ext))
    return atFile(
      `is a \`${ext || 'file without an extension'}\` file, which \`public/\` does not publish (only ${PUBLIC_EXTENSIONS.join(' ')}): everything there is served from the site's own origin, where its scripts would run as the site's. Pages belong in \`pages/\`, scripts in \`client/\`; delete it or move it`,
    );
  if (ext === '.svg') {
    const [first, ...more] = svgScriptProblems(read().toString('utf8'));
    if (first)
      return {
        message: `is an SVG that could run code when opened: it ${first.problem}${more.length ? ` (and ${more.length} more)` : ''}. Remove it from the file (an icon or an illustration needs none of these)`,
        line: first.line,
        column: first.column,
      };
  }
  return undefined;
}

/** Why an upload to the media folder is refused, or undefined: images only, whose bytes are the image type its name says. */
export function imageUploadProblem(relativePath: string, bytes: Buffer): string | undefined {
  const ext = path.extname(relativePath).toLowerCase();
  if (!IMAGE_EXTENSIONS.includes(ext)) return `is not an image (${ext || 'no extension'}); the media folder takes ${IMAGE_EXTENSIONS.join(' ')} files only`;
  const signature = SIGNATURES[ext];
  if (signature && !signature(bytes)) return `is named ${ext} but its bytes are not a ${ext.slice(1).toUpperCase()} image`;
  return publicFileProblem(relativePath, () => bytes)?.message;
}
