import { Alert, Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PackageTier } from '@studypath/domain/applications';
import type { GuardianApplication } from '@studypath/domain/guardians';
import { simulatedCardPaymentRequestSchema } from '@studypath/domain/payments';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingQuery } from '../../../../components/query-states.tsx';
import { fieldProblemsOf } from '../../../../lib/parse-api-error.ts';
import { refusalMessage } from '../../../../lib/refusal-message.ts';
import { useConfirmGuardianSimulatedPayment } from '../../api/confirm-guardian-simulated-payment.ts';
import { useCreateGuardianPaymentIntent } from '../../api/create-guardian-payment-intent.ts';
import { useGuardianApplications } from '../../api/get-guardian-applications.ts';
import { usePackages } from '../../../../lib/payments/get-packages.ts';
import { usePaymentConfig } from '../../../../lib/payments/get-payment-config.ts';
import { guardianStudentKey } from '../../api/query-keys.ts';
import { isPayable, packageChoices } from '../../lib/payable-paths.ts';
import { usePackageTexts } from '../../../../lib/package-texts.ts';
import { pathTitle } from '../../lib/path-title.ts';
import { SectionFrame } from './section-frame.tsx';
import { formatUsd } from '../../../../lib/format-money.ts';

interface Checkout {
  clientSecret: string;
  amountCents: number;
}

/**
 * "Pay for a package" on the student's behalf (issue 26, item 4): a path that can take a package,
 * one of the packages it may buy, then the simulated card form, with the student's endpoints'
 * bodies on the guardian's routes. A server set up for Stripe gets a note instead: its card form
 * stays on the student's screen for now. Nothing shows when no path can be paid.
 */
export function PaySection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('guardians');
  const queryClient = useQueryClient();
  const paths = useGuardianApplications(studentId);
  const payable = (paths.data ?? []).filter(isPayable);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [outcome, setOutcome] = useState<'paid' | 'free' | null>(null);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: guardianStudentKey(studentId, 'payments') }),
      queryClient.invalidateQueries({ queryKey: guardianStudentKey(studentId, 'applications') }),
    ]);
  };
  const finish = (kind: 'paid' | 'free') => {
    setCheckout(null);
    setOutcome(kind);
    void refresh();
  };

  if (payable.length === 0 && !outcome) return null;
  return (
    <SectionFrame title={t('area.pay.heading')}>
      {outcome && (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={18} />}>
          {outcome === 'paid' ? t('area.pay.succeeded') : t('area.pay.free')}
        </Alert>
      )}
      {payable.length > 0 &&
        (checkout ? (
          <CardForm
            checkout={checkout}
            onPaid={() => finish('paid')}
            onBack={() => setCheckout(null)}
          />
        ) : (
          <PackageChooser
            studentId={studentId}
            paths={payable}
            onChosen={(next) => {
              setOutcome(null);
              if (next) setCheckout(next);
              else finish('free');
            }}
          />
        ))}
    </SectionFrame>
  );
}

function PackageChooser({
  studentId,
  paths,
  onChosen,
}: {
  studentId: string;
  paths: readonly GuardianApplication[];
  /** The checkout to pay, or null when the package was free and is active already. */
  onChosen: (checkout: Checkout | null) => void;
}) {
  const { t } = useTranslation('guardians');
  const config = usePaymentConfig();
  const packages = usePackages();
  const [pathId, setPathId] = useState<string | null>(paths[0]?.id ?? null);
  const [tier, setTier] = useState<PackageTier | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useCreateGuardianPaymentIntent();
  const path = paths.find((candidate) => candidate.id === pathId) ?? paths[0];
  const choices = path && packages.data ? packageChoices(path, packages.data) : [];
  const packageTexts = usePackageTexts();

  if (!config.data || !packages.data) {
    return (
      <PendingQuery
        hasFailed={config.isError || packages.isError}
        title={t('area.pay.startFailed')}
        retryLabel={t('area.retry')}
        onRetry={() => {
          if (config.isError) void config.refetch();
          if (packages.isError) void packages.refetch();
        }}
      />
    );
  }
  if (config.data.provider !== 'simulated') {
    return (
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        {t('area.pay.stripeNote')}
      </Alert>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!path || !tier || start.isPending) return;
    setFailure(null);
    start.mutate(
      { studentId, applicationId: path.id, packageTier: tier },
      {
        onSuccess: (intent) =>
          onChosen(
            intent.isFree || intent.clientSecret === null
              ? null
              : { clientSecret: intent.clientSecret, amountCents: intent.amount },
          ),
        onError: (error) => setFailure(refusalMessage(error) ?? t('area.pay.startFailed')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('area.pay.intro')}
        </Text>
        {paths.length === 1 ? (
          // One path: its title as text, which wraps on a phone where a select would cut it.
          <Text size="sm">
            <Text span fw={600}>
              {t('area.pay.path')}:
            </Text>{' '}
            {path ? pathTitle(path, t('area.paths.untitled')) : null}
          </Text>
        ) : (
          <Radio.Group
            label={t('area.pay.path')}
            value={path?.id ?? null}
            onChange={(value) => {
              setPathId(value);
              setTier(null);
            }}
          >
            <Stack gap="xs" mt={4}>
              {paths.map((candidate) => (
                <Radio
                  key={candidate.id}
                  value={candidate.id}
                  label={pathTitle(candidate, t('area.paths.untitled'))}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Select
          label={t('area.pay.package')}
          data={choices.map((choice) => ({
            value: choice.tier,
            label: t('area.pay.packageOption', {
              name: packageTexts(choice.tier).name,
              amount: formatUsd(choice.dueCents),
            }),
          }))}
          value={tier}
          onChange={(value) =>
            setTier(choices.find((choice) => choice.tier === value)?.tier ?? null)
          }
          allowDeselect={false}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          disabled={!tier}
          loading={start.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('area.pay.choose')}
        </Button>
      </Stack>
    </form>
  );
}

type CardField = 'cardNumber' | 'expiry' | 'cvc';
const cardFields: readonly CardField[] = ['cardNumber', 'expiry', 'cvc'];

function CardForm({
  checkout,
  onPaid,
  onBack,
}: {
  checkout: Checkout;
  onPaid: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('guardians');
  const [values, setValues] = useState<Record<CardField, string>>({
    cardNumber: '',
    expiry: '',
    cvc: '',
  });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useConfirmGuardianSimulatedPayment();
  const amount = formatUsd(checkout.amountCents);

  const pick = (problems: Readonly<Record<string, string>>) =>
    Object.fromEntries(
      cardFields.filter((field) => problems[field]).map((field) => [field, problems[field]]),
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmation.isPending) return;
    const body = { clientSecret: checkout.clientSecret, ...values };
    const parsed = simulatedCardPaymentRequestSchema.safeParse(body);
    if (!parsed.success) {
      const problems: Record<string, string> = {};
      for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
      setErrors(pick(problems));
      return;
    }
    setErrors({});
    setFailure(null);
    confirmation.mutate(body, {
      onSuccess: onPaid,
      onError: (error) => {
        setErrors(pick(fieldProblemsOf(error)));
        setFailure(refusalMessage(error) ?? t('area.pay.failed'));
      },
    });
  };

  const field = (name: CardField, label: string, autoComplete: string, placeholder: string) => (
    <TextInput
      label={label}
      name={name}
      autoComplete={autoComplete}
      inputMode="numeric"
      placeholder={placeholder}
      value={values[name]}
      onChange={(event) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={errors[name]}
      required
      withAsterisk={false}
      miw={0}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={440}>
        <Text fw={600}>{t('area.pay.amountDue', { amount })}</Text>
        {field('cardNumber', t('area.pay.cardNumber'), 'cc-number', '1234 1234 1234 1234')}
        <Group grow align="flex-start" gap="sm" preventGrowOverflow={false}>
          {field('expiry', t('area.pay.expiry'), 'cc-exp', 'MM/YY')}
          {field('cvc', t('area.pay.cvc'), 'cc-csc', '123')}
        </Group>
        <Text size="xs" c="dimmed">
          {t('area.pay.testHint')}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
            {failure}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={confirmation.isPending}>
            {t('area.pay.submit', { amount })}
          </Button>
          <Button variant="subtle" onClick={onBack} disabled={confirmation.isPending}>
            {t('area.pay.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
