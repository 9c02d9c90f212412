import { DecapCmsCore as CMS, type CmsWidgetParam, type EditorComponentOptions } from 'decap-cms-core';
import { GitGatewayBackend } from 'decap-cms-backend-git-gateway';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { TestBackend } from 'decap-cms-backend-test';
import imageComponent from 'decap-cms-editor-component-image';
import { en } from 'decap-cms-locales';
import boolean from 'decap-cms-widget-boolean';
import code from 'decap-cms-widget-code';
import datetime from 'decap-cms-widget-datetime';
import image from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import markdown from 'decap-cms-widget-markdown';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';
import type { CmsWidget } from '../lib/cmsWidgets.ts';

/**
 * Decap CMS as the site uses it: its core, the backends the site can be edited through (GitHub and
 * Git Gateway online, `proxy` for `npm run cms`, `test-repo` for the browser tests), the widgets the
 * generated forms use, and English. decap-cms-app registers every backend, widget and locale Decap
 * ships (Azure, Gitea, maps, colour pickers, rich text …): a third more script for each editor to
 * load, and about 9,000 more files in every install.
 */

/** Every widget the forms may use (`hidden` is the core's own); the type keeps this list and lib/cmsWidgets.ts in step. */
const WIDGETS: Record<Exclude<CmsWidget, 'hidden'>, { Widget(): CmsWidgetParam }> = { string, text, number, boolean, select, datetime, image, list, object, markdown };

CMS.registerBackend('github', GitHubBackend);
CMS.registerBackend('git-gateway', GitGatewayBackend);
CMS.registerBackend('proxy', ProxyBackend);
CMS.registerBackend('test-repo', TestBackend);
// The code widget serves the Markdown editor's code blocks, registered as decap-cms-app does: a
// `code-block` component (a kind the Markdown widget knows and the published types do not describe).
for (const widget of [...Object.values(WIDGETS), code]) CMS.registerWidget(widget.Widget());
CMS.registerEditorComponent(imageComponent);
const codeBlock = { id: 'code-block', label: 'Code Block', widget: 'code', type: 'code-block' } as unknown as EditorComponentOptions;
CMS.registerEditorComponent(codeBlock);
CMS.registerLocale('en', en);

export default CMS;
