// https://vike.dev/meta — an alias of /resources: same screen, canonical /resources.
import { resourcesListingSeo } from '../../../renderer/head/resourcesSeo.ts';

export default resourcesListingSeo({ name: 'Governance vs Compliance', url: '/resources/governance-vs-compliance' });
