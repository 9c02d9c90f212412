import CMS from './decap.ts';
import { readFrontMatter, readYaml, saveFrontMatter, saveYaml } from './keepStyle.ts';

/**
 * The content manager reads and writes the content files with the site's own formats: a save
 * rewrites only the values the editor changed, in the file as it stands (admin/keepStyle.ts), for
 * the local backend and the online editor alike (both save what the browser writes here). The
 * collections name them in the generated configuration (cli/cms/config.ts).
 */
export const YAML_FORMAT = 'yaml-as-written';
export const FRONT_MATTER_FORMAT = 'frontmatter-as-written';

/** The file as it was loaded, for the save under way (Decap's `preSave` runs just before it writes). */
let original = '';

export function registerFormats(): void {
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const raw: unknown = entry.get('raw');
      original = entry.get('newRecord') || typeof raw !== 'string' ? '' : raw;
      return undefined;
    },
  });
  // Other writes (the local draft backup) have no save under way: they start from no file.
  const take = () => {
    const text = original;
    original = '';
    return text;
  };
  CMS.registerCustomFormat(YAML_FORMAT, 'yaml', {
    fromFile: readYaml,
    toFile: (data, sortedKeys) => saveYaml(take(), data as Record<string, unknown>, sortedKeys),
  });
  CMS.registerCustomFormat(FRONT_MATTER_FORMAT, 'md', {
    fromFile: readFrontMatter,
    toFile: (data, sortedKeys) => saveFrontMatter(take(), data as Record<string, unknown>, sortedKeys),
  });
}
