// https://vike.dev/meta — an alias of /resources: same screen, canonical /resources.
import { resourcesListingSeo } from '../../../lib/resourcesSeo.ts';

export default resourcesListingSeo({ name: 'Blog', url: '/resources/blog' });
