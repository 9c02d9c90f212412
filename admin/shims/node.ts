/**
 * The site's Markdown renderer reads image sizes from `public/`, and the copies of raster images from
 * the build's image manifest, at build time. In the content manager's preview both are passed in
 * instead, so these stand-ins are never called.
 */
function unavailable(): never {
  throw new Error('Not available in the browser: pass the image sizes to renderMarkdown.');
}
export const readFileSync = unavailable;
export const existsSync = unavailable;
export const statSync = unavailable;
const path = { resolve: (...parts: string[]) => parts.join('/'), join: (...parts: string[]) => parts.join('/'), dirname: (p: string) => p.replace(/\/[^/]*$/, '') };
export const { resolve, join, dirname } = path;
export default path;
