// https://vike.dev/Page
import { ResourcesListing } from '../../components/resources/ResourcesListing.tsx';

export default function Page() {
  return <ResourcesListing />;
}
