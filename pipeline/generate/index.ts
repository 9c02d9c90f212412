import type { LoadedContent } from '../content/contentSet.ts';
import { SETTINGS_FILE, writeEditorSettings } from './editorSettings.ts';
import { generateImages, type ImagesResult } from './images.ts';
import { generateModules } from './typedModules.ts';

export interface GenerateAllResult {
  modules: number;
  /** The editor settings file was rewritten (a schema was added or moved). */
  settingsChanged: boolean;
  settingsFile: string;
  /** The raster images given smaller copies, and how many copies were encoded (not found in the cache). */
  images: ImagesResult;
  /** The product pictures written as SVG files under public/product/. */
  pictures: number;
}

/**
 * The typed modules under `.generated/`, the editor's schema map, the image copies and the product
 * pictures as SVG files (drawn from the modules, so after them), from content validate loaded.
 */
export async function generateAll(content: LoadedContent): Promise<GenerateAllResult> {
  const { modules } = await generateModules(content);
  const images = await generateImages(content);
  // Loaded once the modules exist: the picture components import the generated content.
  const { writeProductPictureFiles } = await import('./productPictureFiles.ts');
  const pictures = await writeProductPictureFiles(content.root);
  return { modules, settingsChanged: writeEditorSettings(content.root), settingsFile: SETTINGS_FILE, images, pictures };
}
