// https://vike.dev/Page
import { TalksPage } from '../../../components/resources/TalksPage.tsx';

export default function Page() {
  return <TalksPage />;
}
