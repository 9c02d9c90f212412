import type { LoadedContent } from '../content/contentSet.ts';
import { SETTINGS_FILE, writeEditorSettings } from './editorSettings.ts';
import { generateModules } from './typedModules.ts';

export interface GenerateAllResult {
  modules: number;
  /** The editor settings file was rewritten (a schema was added or moved). */
  settingsChanged: boolean;
  settingsFile: string;
}

/** The typed modules under `.generated/`, and the editor's schema map, from content validate loaded. */
export async function generateAll(content: LoadedContent): Promise<GenerateAllResult> {
  const { modules } = await generateModules(content);
  return { modules, settingsChanged: writeEditorSettings(content.root), settingsFile: SETTINGS_FILE };
}
