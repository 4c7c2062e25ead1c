import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type PaymentConfigResponse } from '@studypath/domain/payments';
import { IconShieldLock } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../../lib/toast.tsx';
import type { CardFormProps } from './card-form-props.ts';
import { PayButton } from './pay-button.tsx';
import { SimulatedCardForm } from './simulated-card-form.tsx';
import { formatUsd } from '../../../../../lib/format-money.ts';

// Only a Stripe-configured server's payment page downloads Stripe's code (decision 024).
const StripeCardForm = lazy(() =>
  import('./stripe-card-form.tsx').then((module) => ({ default: module.StripeCardForm })),
);

interface CheckoutProps {
  packageName: string;
  /** What the server computed for the chosen tier, in cents. */
  amountCents: number;
  clientSecret: string;
  config: UseQueryResult<PaymentConfigResponse>;
  /** Where the student lands once paid (relative; made absolute for the provider). */
  returnHref: string;
  onPaid: () => void;
  onBack: () => void;
}

/**
 * 'Complete Your Payment' (part 2 §2): the package, the amount due, the provider's card form, and
 * the way back. A refused card shows 'Payment Failed' with the provider's message (§8).
 */
export function Checkout({
  packageName,
  amountCents,
  clientSecret,
  config,
  returnHref,
  onPaid,
  onBack,
}: CheckoutProps) {
  const { t } = useTranslation('payments');
  const [isBusy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The view replaces the package list: take keyboard and screen reader focus to its heading.
  useEffect(() => headingRef.current?.focus(), []);

  const amount = formatUsd(amountCents);
  const formProps: CardFormProps = {
    clientSecret,
    amount,
    returnUrl: new URL(returnHref, window.location.origin).href,
    onSucceeded: onPaid,
    onFailed: (message) =>
      showToast({
        variant: 'destructive',
        title: t('toasts.paymentFailed.title'),
        message: message ?? t('toasts.paymentFailed.message'),
      }),
    onBusyChange: setBusy,
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} w="100%" mx="auto">
      <Stack gap="lg">
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('checkout.heading')}
        </Title>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text c="dimmed">{t('checkout.package')}</Text>
            <Text fw={600}>{packageName}</Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text c="dimmed">{t('checkout.amountDue')}</Text>
            <Text fw={700} size="lg">
              {t('checkout.amount', { amount })}
            </Text>
          </Group>
        </Stack>
        <CardForm config={config} formProps={formProps} />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {t('checkout.encrypted')}
          </Text>
        </Group>
        <Button
          variant="subtle"
          onClick={onBack}
          disabled={isBusy}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('checkout.back')}
        </Button>
      </Stack>
    </Paper>
  );
}

function CardForm({
  config,
  formProps,
}: {
  config: UseQueryResult<PaymentConfigResponse>;
  formProps: CardFormProps;
}) {
  const { t } = useTranslation('payments');
  const loading = (
    <Center py="md" role="status" aria-label={t('loading')}>
      <Loader size="sm" />
    </Center>
  );
  if (config.isPending) return loading;
  const publishableKey = config.data?.publishableKey ?? null;
  if (config.isError || (config.data.provider === 'stripe' && publishableKey === null)) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('checkout.formLoadFailed')}>
        <Button size="xs" variant="white" color="red" onClick={() => void config.refetch()}>
          {t('checkout.retry')}
        </Button>
      </Alert>
    );
  }
  if (config.data.provider === 'simulated') return <SimulatedCardForm {...formProps} />;
  const { amount, onSucceeded: _paidByRedirect, ...stripeProps } = formProps;
  return (
    <Suspense fallback={loading}>
      <StripeCardForm
        publishableKey={publishableKey ?? ''}
        {...stripeProps}
        renderSubmit={({ isBusy, isReady }) => (
          <PayButton amount={amount} isBusy={isBusy} isDisabled={!isReady} />
        )}
        unavailable={
          <Alert color="red" variant="light" role="alert" title={t('checkout.formLoadFailed')} />
        }
      />
    </Suspense>
  );
}
