// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import { resourcesListingSeo } from '../../renderer/head/resourcesSeo.ts';

export default resourcesListingSeo();
