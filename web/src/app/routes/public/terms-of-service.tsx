import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { LegalDocument } from '../../../features/legal/components/legal-document.tsx';
import { paths } from '../../paths.ts';

export function TermsOfServiceRoute() {
  return (
    <PublicLayout homeHref={paths.home}>
      <LegalDocument kind="terms" />
    </PublicLayout>
  );
}
