import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishIconSprite } from '../../../pipeline/postbuild/iconSprite.ts';
import { ICON_SPRITE_PATH, renderIconSprite } from '../../../renderer/iconSprite.tsx';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built site of the given pages (file → HTML). */
function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'icon-sprite-'));
  dirs.push(dir);
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

const icon = (id: string) => `<svg width="24" height="24" class="lucide"><use href="${ICON_SPRITE_PATH}#${id}"></use></svg>`;

describe('publishIconSprite', () => {
  it('writes the symbols the pages use under a name of its content, and points every page at it', () => {
    const dir = site({ 'index.html': `<p>${icon('Check')}${icon('X')}</p>`, 'blog/a.html': `${icon('Check')}${icon('brand-youtube')}`, 'plain.html': '<p>No icon</p>' });
    const result = publishIconSprite(dir);
    expect(result.symbols).toBe(3);
    expect(result.pages).toBe(2);
    expect(result.href).toMatch(/^\/sprite\/icons\.[\w-]{8}\.svg$/);
    expect(readFileSync(path.join(dir, result.href!), 'utf8')).toBe(renderIconSprite(['Check', 'X', 'brand-youtube']));
    expect(readFileSync(path.join(dir, 'blog/a.html'), 'utf8')).toBe(`${icon('Check')}${icon('brand-youtube')}`.replaceAll(ICON_SPRITE_PATH, result.href!));
    expect(readFileSync(path.join(dir, 'plain.html'), 'utf8')).toBe('<p>No icon</p>');
  });

  it('names another set of icons another file', () => {
    const one = publishIconSprite(site({ 'index.html': icon('Check') })).href;
    expect(publishIconSprite(site({ 'index.html': icon('Check') })).href).toBe(one);
    expect(publishIconSprite(site({ 'index.html': icon('Check') + icon('Menu') })).href).not.toBe(one);
  });

  it('writes no sprite when no page has an icon', () => {
    const dir = site({ 'index.html': '<p>Text</p>' });
    expect(publishIconSprite(dir)).toEqual({ symbols: 0, pages: 0 });
    expect(existsSync(path.join(dir, 'sprite'))).toBe(false);
  });

  it('stops the build at an icon it cannot draw', () => {
    expect(() => publishIconSprite(site({ 'index.html': icon('NoSuchIcon') }))).toThrow(/no symbol `NoSuchIcon`/);
  });
});
