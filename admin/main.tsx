import CMS from './decap.ts';
import { parse } from 'yaml';
import previewStyle from '../styles/global.css?url';
import './admin.css';
import { checkSoon, onChecks, startChecksPanel } from './checks.ts';
import { guardDeletes } from './deleteGuard.ts';
import type { ConfigCollection } from './fieldLabels.ts';
import { forgetCounts } from './previewCounts.ts';
import { registerFormats } from './formats.ts';
import { ArticlePreview, PagePreview } from './previews.tsx';
import { showUploadsInImageFields } from './uploads.tsx';

/**
 * The content manager (Decap CMS, installed from npm and served by the site at /admin). Its
 * configuration is generated from the schemas (`npx tenetry-site cms-config`) and served next to
 * this page: /admin/config.yml.
 */

interface GeneratedConfig {
  collections: ConfigCollection[];
  [key: string]: unknown;
}

/** Where Decap keeps the signed-in user. */
const USER_KEY = 'decap-cms-user';

async function start(): Promise<void> {
  const response = await fetch('/admin/config.yml', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The content manager's configuration could not be loaded (${response.status}).`);
  const config = parse(await response.text()) as GeneratedConfig;

  // The local backend needs no login: sign the editor in as Decap does after its Login button.
  const backend = config['backend'] as { name?: string } | undefined;
  if (backend?.name === 'proxy' && !localStorage.getItem(USER_KEY)) localStorage.setItem(USER_KEY, JSON.stringify({ backendName: 'proxy' }));

  registerFormats();
  showUploadsInImageFields();
  CMS.registerPreviewStyle(previewStyle);
  CMS.registerPreviewTemplate('articles', ArticlePreview);
  for (const collection of config.collections) for (const file of collection.files ?? []) CMS.registerPreviewTemplate(file.name, PagePreview);
  CMS.registerEventListener({
    name: 'postSave',
    handler: () => {
      forgetCounts();
      checkSoon();
    },
  });
  CMS.init({ config: { ...config, load_config_file: false } as never });
  // Where `npm run cms` serves the site checks, it also says what links to each entry: a delete asks first.
  void startChecksPanel(config.collections).then((served) => {
    if (!served) return;
    const refreshReferrers = guardDeletes(config.collections);
    onChecks(() => void refreshReferrers());
  });
}

start().catch((error: unknown) => {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = error instanceof Error ? error.message : String(error);
  document.body.append(message);
});
