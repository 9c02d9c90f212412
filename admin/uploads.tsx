import CMS from './decap.ts';
import { useCallback, type ComponentType } from 'react';

/**
 * Images uploaded while editing, shown at once. Decap takes an image path that starts with `/`
 * (`/images/articles/chart.png`, as the site stores them) for an address to load as it is, but an
 * upload is written only with the entry: until then the address answers 404, in the form's
 * thumbnail and in the preview alike. An image of the collection's own image folder is therefore
 * asked for by its file name, which Decap finds among the entry's uploads, or else reads through
 * the backend.
 */

/** `get` of an Immutable map, or a plain object's own key. */
function read(source: unknown, key: string): unknown {
  if (!source || typeof source !== 'object') return undefined;
  const map = source as { get?: (k: string) => unknown };
  return typeof map.get === 'function' ? map.get(key) : (source as Record<string, unknown>)[key];
}

/** The path to ask Decap for: the file name for an image directly in the collection's `public_folder`, else `src` itself. */
export function assetPath(collection: unknown, src: string): string {
  const value = read(collection, 'public_folder');
  const folder = typeof value === 'string' ? value.replace(/\/+$/, '') : '';
  const name = folder && src.startsWith(`${folder}/`) ? src.slice(folder.length + 1) : '';
  return name && !name.includes('/') ? name : src;
}

type GetAsset = (path: string, field?: unknown) => unknown;
interface ControlProps {
  getAsset: GetAsset;
  collection: unknown;
}

/** Decap's image field, whose thumbnail asks for its image as `assetPath` says. */
export function showUploadsInImageFields(): void {
  const image = CMS.getWidget('image') as { control: ComponentType<ControlProps>; preview?: ComponentType; schema?: object; [key: string]: unknown } | undefined;
  if (!image) return;
  const { control: Control, preview, schema, ...options } = image;
  function ImageControl(props: ControlProps) {
    const { getAsset, collection } = props;
    // One function per collection: Decap's control reloads its thumbnail when `getAsset` changes.
    const ask = useCallback<GetAsset>((path, field) => getAsset(typeof path === 'string' ? assetPath(collection, path) : path, field), [getAsset, collection]);
    // Every prop, its ref included (React 19 passes it as a prop): Decap's field calls the control's own methods.
    return <Control {...props} getAsset={ask} />;
  }
  CMS.registerWidget({ ...options, name: 'image', controlComponent: ImageControl as never, ...(preview ? { previewComponent: preview as never } : {}), ...(schema ? { schema } : {}) });
}
