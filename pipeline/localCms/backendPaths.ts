/**
 * The files the content manager's local backend may touch: those under `content/` and the media
 * folder, nothing else of the project (its code, `package.json`, `scripts/`, `.git`, `.env*`) and
 * nothing outside it. Every path a request names is checked here before decap-server's handlers see
 * it, and every path a folder listing returns is checked again (a symlink inside an allowed folder
 * that leads out of it is refused, never followed).
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';

export interface BackendAreas {
  /** The project root (decap-server's repository folder). */
  root: string;
  /** The content folder, relative to the root (`content`). */
  content: string;
  /** The media folder, relative to the root (`public/images`). */
  media: string;
}

export type Access = 'read' | 'write' | 'delete' | 'list';

/** Content files the content manager writes: records and articles. */
const CONTENT_EXTENSIONS = ['.yaml', '.yml', '.md'];

/**
 * Why `requested` may not be accessed, or undefined when it may, and which area it falls in.
 * Refused: anything but a plain relative path with forward slashes (absolute, a drive letter, a
 * backslash, `.` or `..` segments, empty segments, a control character), a hidden name (`.git`,
 * `.env`), a path outside both areas, a symlink on the way, and a written content file that is not
 * YAML or Markdown.
 */
export function pathProblem(areas: BackendAreas, requested: unknown, access: Access): { problem: string } | { area: 'content' | 'media' } {
  if (typeof requested !== 'string' || requested === '') return { problem: 'a path must be a non-empty text' };
  if (/[\u0000-\u001f\u007f\\]/.test(requested)) return { problem: 'a path may not hold a backslash or a control character' };
  if (requested.startsWith('/') || /^[a-z]:/i.test(requested)) return { problem: 'an absolute path is never accepted' };
  const segments = requested.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return { problem: 'a path may not hold `.`, `..` or empty segments' };
  if (segments.some((s) => s.startsWith('.'))) return { problem: 'hidden files and folders (`.git`, `.env` …) are never accepted' };
  const area = (['content', 'media'] as const).find((a) => {
    const base = areas[a];
    return requested === base ? access === 'list' : requested.startsWith(`${base}/`);
  });
  if (!area) return { problem: `only files under \`${areas.content}/\` and the media folder \`${areas.media}/\` may be read, written or deleted` };
  // No symlink on the way, from the project root down: one could lead out of the area.
  let current = areas.root;
  for (const segment of requested.split('/')) {
    current = path.join(current, segment);
    let isLink: boolean;
    try {
      isLink = lstatSync(current).isSymbolicLink();
    } catch {
      break; // the rest of the path does not exist yet (a new file): nothing to follow
    }
    if (isLink) return { problem: `\`${path.relative(areas.root, current)}\` is a symbolic link, which the content manager never follows` };
  }
  if (area === 'content' && (access === 'write' || access === 'delete') && !CONTENT_EXTENSIONS.includes(path.extname(requested).toLowerCase()))
    return { problem: `content files are ${CONTENT_EXTENSIONS.join(', ')} files` };
  return { area };
}

/** Every path a request names, with what it does to it (decap-server's actions; an action not listed here is refused). */
export function requestedPaths(action: string, params: Record<string, unknown>): { path: unknown; access: Access; bytes?: { content: unknown; encoding: unknown } }[] | undefined {
  const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})) : []);
  switch (action) {
    case 'info':
    case 'getDeployPreview':
      return [];
    case 'entriesByFolder':
      return [{ path: params['folder'], access: 'list' }];
    case 'entriesByFiles':
      return list(params['files']).map((f) => ({ path: f['path'], access: 'read' as const }));
    case 'getEntry':
    case 'getMediaFile':
      return [{ path: params['path'], access: 'read' }];
    case 'getMedia':
      return [{ path: params['mediaFolder'], access: 'list' }];
    case 'persistEntry': {
      const entry = params['entry'] && typeof params['entry'] === 'object' ? [params['entry'] as Record<string, unknown>] : [];
      const dataFiles = params['dataFiles'] === undefined ? entry : list(params['dataFiles']);
      return [
        ...dataFiles.flatMap((f) => [{ path: f['path'], access: 'write' as const }, ...(f['newPath'] === undefined ? [] : [{ path: f['newPath'], access: 'write' as const }])]),
        ...list(params['assets']).map((a) => ({ path: a['path'], access: 'write' as const, bytes: { content: a['content'], encoding: a['encoding'] } })),
      ];
    }
    case 'persistMedia': {
      const asset = params['asset'] && typeof params['asset'] === 'object' ? (params['asset'] as Record<string, unknown>) : {};
      return [{ path: asset['path'], access: 'write', bytes: { content: asset['content'], encoding: asset['encoding'] } }];
    }
    case 'deleteFile':
      return [{ path: params['path'], access: 'delete' }];
    case 'deleteFiles':
      return Array.isArray(params['paths']) ? params['paths'].map((p: unknown) => ({ path: p, access: 'delete' as const })) : [{ path: undefined, access: 'delete' }];
    default:
      return undefined;
  }
}
