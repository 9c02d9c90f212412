/**
 * Where the icon sprite is published. An SVG is a document (opened on its own, it could run a
 * script), so it is not under /assets/, whose scripts and stylesheets go without the headers only a
 * document uses: its folder has every security header of the site, and is cached as immutable like
 * /assets/ because each file is named by its content. Pure data, no imports.
 */
export const ICON_SPRITE_FOLDER = '/sprite/';

/** The sprite's address as the pages are rendered; the build names the file by its content's hash. */
export const ICON_SPRITE_PATH = `${ICON_SPRITE_FOLDER}icons.svg`;
