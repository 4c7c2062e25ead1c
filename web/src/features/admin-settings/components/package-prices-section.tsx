import {
  Alert,
  Button,
  Center,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PackageTier } from '@studypath/domain/applications';
import { PACKAGE_PRICE_MAX_CENTS, type AdminPackagePrice } from '@studypath/domain/payments';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldProblemsOf, serverMessageOf } from '../../../lib/parse-api-error.ts';
import { showToast } from '../../../lib/toast.tsx';
import { usePackagePrices } from '../api/get-package-prices.ts';
import { useUpdatePackagePrices } from '../api/update-package-prices.ts';
import { toPriceRequest, valuesOf, type PriceErrors, type PriceValues } from '../lib/price-form.ts';

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
          <Alert color="red" variant="light" role="alert" title={t('packages.loadFailed')}>
            <Button size="xs" variant="white" color="red" onClick={() => void prices.refetch()}>
              {t('packages.retry')}
            </Button>
          </Alert>
        )}
        {prices.data && <PriceForm prices={prices.data} />}
      </Stack>
    </Paper>
  );
}

function PriceForm({ prices }: { prices: readonly AdminPackagePrice[] }) {
  const { t } = useTranslation('adminSettings');
  const [values, setValues] = useState<PriceValues>(() => valuesOf(prices));
  const [errors, setErrors] = useState<PriceErrors>({});
  const saving = useUpdatePackagePrices({
    onSuccess: (saved) => {
      setValues(valuesOf(saved));
      showToast({ variant: 'success', title: t('toasts.updated'), message: '' });
    },
    onError: (error) => {
      const problems = fieldProblemsOf(error);
      const fieldErrors: PriceErrors = {};
      for (const price of prices) fieldErrors[price.id] = problems[price.id];
      setErrors(fieldErrors);
      showToast({
        variant: 'destructive',
        title: t('toasts.failed.title'),
        message: serverMessageOf(error) ?? t('toasts.failed.message'),
      });
    },
  });

  const change = (tier: PackageTier) => (value: number | string) => {
    setValues((current) => ({ ...current, [tier]: value }));
    setErrors((current) => ({ ...current, [tier]: undefined }));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (saving.isPending) return;
        const checked = toPriceRequest(values, t('packages.missing'));
        if ('errors' in checked) {
          setErrors(checked.errors);
          return;
        }
        setErrors({});
        saving.mutate(checked.request);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {prices.map((price) => (
            <NumberInput
              key={price.id}
              label={t('packages.priceLabel', { name: price.name })}
              name={price.id}
              value={values[price.id]}
              onChange={change(price.id)}
              error={errors[price.id]}
              prefix="$"
              decimalScale={2}
              fixedDecimalScale
              thousandSeparator=","
              min={0}
              max={PACKAGE_PRICE_MAX_CENTS / 100}
              allowNegative={false}
              hideControls
              inputMode="decimal"
            />
          ))}
        </SimpleGrid>
        <Button type="submit" loading={saving.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('packages.save')}
        </Button>
      </Stack>
    </form>
  );
}
