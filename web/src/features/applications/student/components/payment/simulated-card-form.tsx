import { Group, Stack, Text, TextInput } from '@mantine/core';
import { simulatedCardPaymentRequestSchema } from '@studypath/domain/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldProblemsOf } from '../../../../../lib/parse-api-error.ts';
import { refusalMessage } from '../../../../../lib/refusal-message.ts';
import { useConfirmSimulatedPayment } from '../../api/confirm-simulated-payment.ts';
import { formatCardNumber, formatCvc, formatExpiry } from '../../lib/card-input.ts';
import type { CardFormProps } from './card-form-props.ts';
import { PayButton } from './pay-button.tsx';

type CardField = 'cardNumber' | 'expiry' | 'cvc';
type FieldErrors = Partial<Record<CardField, string>>;
const cardFields: readonly CardField[] = ['cardNumber', 'expiry', 'cvc'];

function pickCardErrors(problems: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    cardFields.filter((field) => problems[field]).map((field) => [field, problems[field]]),
  );
}

/**
 * The simulated provider's card form (the default when no Stripe account is configured): our own
 * fields, checked with the same schema as the server, confirmed on our server.
 */
export function SimulatedCardForm({
  clientSecret,
  amount,
  onSucceeded,
  onFailed,
  onBusyChange,
}: CardFormProps) {
  const { t } = useTranslation('payments');
  const [values, setValues] = useState<Record<CardField, string>>({
    cardNumber: '',
    expiry: '',
    cvc: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const confirmation = useConfirmSimulatedPayment({
    onSuccess: () => onSucceeded(),
    onError: (error) => {
      onBusyChange(false);
      setErrors(pickCardErrors(fieldProblemsOf(error)));
      onFailed(refusalMessage(error));
    },
  });

  const change = (field: CardField, format: (value: string) => string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: format(value) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    if (confirmation.isPending) return;
    const parsed = simulatedCardPaymentRequestSchema.safeParse({ clientSecret, ...values });
    if (!parsed.success) {
      const problems: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        problems[field] ??= issue.message;
      }
      setErrors(pickCardErrors(problems));
      return;
    }
    setErrors({});
    onBusyChange(true);
    confirmation.mutate({ clientSecret, ...values });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('cardForm.cardNumber')}
          name="cardNumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={values.cardNumber}
          onChange={(event) => change('cardNumber', formatCardNumber)(event.currentTarget.value)}
          error={errors.cardNumber}
          required
          withAsterisk={false}
        />
        <Group grow align="flex-start" gap="sm" preventGrowOverflow={false}>
          <TextInput
            label={t('cardForm.expiry')}
            name="expiry"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            value={values.expiry}
            onChange={(event) => change('expiry', formatExpiry)(event.currentTarget.value)}
            error={errors.expiry}
            required
            withAsterisk={false}
            miw={0}
          />
          <TextInput
            label={t('cardForm.cvc')}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            value={values.cvc}
            onChange={(event) => change('cvc', formatCvc)(event.currentTarget.value)}
            error={errors.cvc}
            required
            withAsterisk={false}
            miw={0}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('cardForm.testHint')}
        </Text>
        <PayButton amount={amount} isBusy={confirmation.isPending} />
      </Stack>
    </form>
  );
}
