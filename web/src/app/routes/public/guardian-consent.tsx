import { Box } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { GuardianConsentPage } from '../../../features/guardians/components/guardian-consent-page.tsx';
import { paths } from '../../paths.ts';

/**
 * The page of the guardian's consent email (issue 26): public, for whoever holds the link, signed
 * in or not, whatever their role.
 */
export function GuardianConsentRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <PublicLayout homeHref={paths.home}>
      {/* The text reads as a letter: lines no wider than a comfortable measure. */}
      <Box maw={680} mx="auto">
        {/* A new token in the address is a new request: the key starts it afresh. */}
        <GuardianConsentPage key={token} token={token} />
      </Box>
    </PublicLayout>
  );
}
