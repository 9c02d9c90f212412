// https://vike.dev/Page — an alias of /resources: the same screen (canonical /resources, see +seo.ts).
import { ResourcesListing } from '../../../components/resources/ResourcesListing.tsx';

export default function Page() {
  return <ResourcesListing />;
}
