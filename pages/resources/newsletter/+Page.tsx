// https://vike.dev/Page
import { NewsletterPage } from '../../../components/resources/NewsletterPage.tsx';

export default function Page() {
  return <NewsletterPage />;
}
