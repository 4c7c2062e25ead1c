import {
  Button,
  Center,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { PackageTier } from '@studypath/domain/applications';
import type { AdminPackagePrice, UpdatePackagePricesRequest } from '@studypath/domain/payments';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldProblemsOf } from '../../../lib/parse-api-error.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { usePackagePrices } from '../api/get-package-prices.ts';
import { useUpdatePackagePrices } from '../api/update-package-prices.ts';
import {
  priceChangesOf,
  toPriceRequest,
  valuesOf,
  type PriceErrors,
  type PriceValues,
} from '../lib/price-form.ts';
import { PriceChangeDialog } from './price-change-dialog.tsx';
import { LoadFailedAlert } from '../../../components/query-states.tsx';
import { usePackageTexts } from '../../../lib/package-texts.ts';

/** Room for '100,000.00' and a little more, so a wrong price shows as typed and is refused. */
const PRICE_TEXT_MAX_LENGTH = 20;

/**
 * The Packages section of /admin/settings (decision 024): the four prices in US dollars, saved
 * together. A change applies to payments from now on; what was paid stays as it was.
 */
export function PackagePricesSection() {
  const { t } = useTranslation('adminSettings');
  const headingId = useId();
  const prices = usePackagePrices();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('packages.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('packages.description')}
          </Text>
        </div>
        {prices.isPending && (
          <Center py="md" role="status" aria-label={t('loading')}>
            <Loader size="sm" />
          </Center>
        )}
        {prices.isError && (
          <LoadFailedAlert
            title={t('packages.loadFailed')}
            retryLabel={t('packages.retry')}
            onRetry={() => void prices.refetch()}
          />
        )}
        {prices.data && <PriceForm prices={prices.data} />}
      </Stack>
    </Paper>
  );
}

function PriceForm({ prices }: { prices: readonly AdminPackagePrice[] }) {
  const { t } = useTranslation('adminSettings');
  const packageTexts = usePackageTexts();
  const [values, setValues] = useState<PriceValues>(() => valuesOf(prices));
  const [errors, setErrors] = useState<PriceErrors>({});
  /** The checked request waiting for the consultant's confirmation. */
  const [pending, setPending] = useState<UpdatePackagePricesRequest | null>(null);
  const saving = useUpdatePackagePrices({
    onSuccess: (saved) => {
      setPending(null);
      setValues(valuesOf(saved));
      showToast({ variant: 'success', title: t('toasts.updated'), message: '' });
    },
    onError: (error) => {
      setPending(null);
      const problems = fieldProblemsOf(error);
      const fieldErrors: PriceErrors = {};
      for (const price of prices) fieldErrors[price.id] = problems[price.id];
      setErrors(fieldErrors);
      showToast({
        variant: 'destructive',
        title: t('toasts.failed.title'),
        message: refusalMessage(error) ?? t('toasts.failed.message'),
      });
    },
  });

  const change = (tier: PackageTier) => (value: string) => {
    setValues((current) => ({ ...current, [tier]: value }));
    setErrors((current) => ({ ...current, [tier]: undefined }));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (saving.isPending) return;
        const checked = toPriceRequest(values);
        if ('errors' in checked) {
          setErrors(checked.errors);
          return;
        }
        setErrors({});
        // A change reaches every new sale: it is confirmed first. Saving unchanged prices is not.
        if (priceChangesOf(prices, checked.request).length > 0) setPending(checked.request);
        else saving.mutate(checked.request);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {prices.map((price) => (
            <TextInput
              key={price.id}
              label={t('packages.priceLabel', { name: packageTexts(price.id).name })}
              name={price.id}
              value={values[price.id]}
              onChange={(event) => change(price.id)(event.currentTarget.value)}
              error={errors[price.id]}
              leftSection="$"
              maxLength={PRICE_TEXT_MAX_LENGTH}
              inputMode="decimal"
              autoComplete="off"
            />
          ))}
        </SimpleGrid>
        <Button
          type="submit"
          loading={saving.isPending && pending === null}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('packages.save')}
        </Button>
      </Stack>
      <PriceChangeDialog
        changes={pending ? priceChangesOf(prices, pending) : []}
        isSaving={saving.isPending}
        onConfirm={() => {
          if (pending && !saving.isPending) saving.mutate(pending);
        }}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
