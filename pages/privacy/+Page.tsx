// https://vike.dev/Page
import doc from '#content/legal/privacy';
import { LegalDocument } from '../../components/legal/LegalDocument.tsx';

export default function Page() {
  return <LegalDocument doc={doc} />;
}
