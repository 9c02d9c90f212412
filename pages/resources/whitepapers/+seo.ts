// https://vike.dev/meta — an alias of /resources: same screen, canonical /resources.
import { resourcesListingSeo } from '../../../renderer/head/resourcesSeo.ts';

export default resourcesListingSeo({ name: 'Whitepapers', url: '/resources/whitepapers' });
