import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  isAwaitingPackage,
  type Application,
  type PackageTier,
} from '@studypath/domain/applications';
import {
  amountDueCents,
  packageButtonState,
  type PaymentIntentResponse,
} from '@studypath/domain/payments';
import { IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { refusalMessage } from '../../../../../lib/refusal-message.ts';
import { showToast } from '../../../../../lib/toast.tsx';
import { useCreatePaymentIntent } from '../../api/create-payment-intent.ts';
import { usePackages } from '../../../../../lib/payments/get-packages.ts';
import { usePaymentConfig } from '../../../../../lib/payments/get-payment-config.ts';
import { Checkout } from './checkout.tsx';
import { PackageCard } from './package-card.tsx';
import { PaymentInfo } from './payment-info.tsx';
import { TestPaymentNotice } from './test-payment-notice.tsx';
import { usePackageTexts } from '../../../../../lib/package-texts.ts';

interface PaymentScreenProps {
  application: Application;
  detailsHref: string;
  /** The details page with payment=success: where a paid or free package leads. */
  successHref: string;
}

type PaidIntent = PaymentIntentResponse & { clientSecret: string };

/**
 * The navigation state of a return to the details page that already told the student (the free
 * package's toast); the details page's payment return reads the same key.
 */
const PAYMENT_ANNOUNCED_STATE = { isPaymentAnnounced: true } as const;

/**
 * /application/{id}/payment (part 2 §2, §4): the four packages with their buttons; choosing one
 * asks the server what is due, then a free package is active at once and any other is paid in
 * the 'Complete Your Payment' view.
 */
export function PaymentScreen({ application, detailsHref, successHref }: PaymentScreenProps) {
  const { t } = useTranslation('payments');
  const packageTexts = usePackageTexts();
  const navigate = useNavigate();
  const packages = usePackages();
  // Asked now, so that the card form is ready when a package is chosen.
  const config = usePaymentConfig();
  const [chosen, setChosen] = useState<PackageTier | null>(null);
  const [intent, setIntent] = useState<PaidIntent | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const start = useCreatePaymentIntent({
    onSuccess: (answer) => {
      if (answer.isFree || answer.clientSecret === null) {
        showToast({
          variant: 'success',
          title: t('toasts.free.title'),
          message: t('toasts.free.message'),
        });
        // The details page says nothing more: its own success toast would replace this one.
        void navigate(successHref, { state: PAYMENT_ANNOUNCED_STATE });
        return;
      }
      setIntent({ ...answer, clientSecret: answer.clientSecret });
    },
    onError: (error) => {
      setChosen(null);
      showToast({
        variant: 'destructive',
        title: t('toasts.initFailed.title'),
        message: refusalMessage(error) ?? t('toasts.initFailed.message'),
      });
    },
  });

  const choose = (tier: PackageTier) => {
    setChosen(tier);
    start.mutate({ applicationId: application.id, packageTier: tier });
  };
  const chosenOffer = packages.data?.find((offer) => offer.id === chosen);

  return (
    <Stack gap="lg">
      <div>
        {/* Always there: once this screen has shown a path waiting for its package, the details
            page no longer sends the student back here in this visit (issue 24). */}
        <Anchor component={Link} to={detailsHref} size="sm">
          {t('backToDetails')}
        </Anchor>
        <Title order={1} size="h2" mt={4} ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      {isAwaitingPackage(application) && (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          {t('packageNeeded')}
        </Alert>
      )}
      <TestPaymentNotice config={config.data} />
      {intent && chosenOffer ? (
        <Checkout
          packageName={packageTexts(chosenOffer.id).name}
          amountCents={intent.amount}
          clientSecret={intent.clientSecret}
          config={config}
          returnHref={successHref}
          onPaid={() => void navigate(successHref)}
          onBack={() => {
            setIntent(null);
            setChosen(null);
            // The button goes with the view: keep keyboard focus on the page, at its top.
            titleRef.current?.focus();
          }}
        />
      ) : (
        <>
          {packages.isPending && (
            <Center py="xl" role="status" aria-label={t('loading')}>
              <Loader />
            </Center>
          )}
          {packages.isError && (
            <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
              <Button size="xs" variant="white" color="red" onClick={() => void packages.refetch()}>
                {t('retry')}
              </Button>
            </Alert>
          )}
          {packages.data && (
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="lg">
              {packages.data.map((offer) => (
                <PackageCard
                  key={offer.id}
                  offer={offer}
                  state={packageButtonState(application, offer.id)}
                  upgradeCents={amountDueCents(offer.priceCents, application.packagePrice ?? 0)}
                  isStarting={chosen === offer.id}
                  isLocked={chosen !== null && chosen !== offer.id}
                  onChoose={() => choose(offer.id)}
                />
              ))}
            </SimpleGrid>
          )}
          <PaymentInfo />
        </>
      )}
    </Stack>
  );
}

/** A path that does not exist, or is someone else's (part 2 §2). */
export function PaymentApplicationNotFound({ listHref }: { listHref: string }) {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.message')}</Text>
      <Button component={Link} to={listHref} variant="light">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}

export function PaymentLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Alert color="red" variant="light" role="alert" title={t('applicationLoadFailed')}>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Alert>
    </Stack>
  );
}

export function PaymentLoading() {
  const { t } = useTranslation('payments');
  return (
    <Center py="xl" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
