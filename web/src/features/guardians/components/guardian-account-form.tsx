import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CurrentUser } from '@studypath/domain/auth';
import { guardianAccountRequestSchema } from '@studypath/domain/guardians';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldProblemsOf } from '../../../lib/parse-api-error.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { useCreateGuardianAccount } from '../api/create-guardian-account.ts';
import { isAccountExists } from '../lib/guardian-refusals.ts';

type Field = 'password' | 'confirmPassword';
type FieldErrors = Partial<Record<Field, string>>;
const fields: readonly Field[] = ['password', 'confirmPassword'];

function pickFieldErrors(problems: Readonly<Record<string, string>>): FieldErrors {
  const found: FieldErrors = {};
  for (const field of fields) if (problems[field]) found[field] = problems[field];
  return found;
}

export interface GuardianAccountFormProps {
  token: string;
  /** The invited email: the account's, verified by the consent link itself. */
  email: string;
  studentName: string;
  /** Sign-in, returning to the link page of the same token (an account that exists). */
  signInHref: string;
  /** The account exists and is signed in: the page refreshes the session and moves on. */
  onCreated: (user: CurrentUser) => void;
}

/**
 * After a consent, "Create your guardian account" for the invited email (issue 26, item 4): a
 * password twice, checked with the server's schema; the account is signed in once made.
 */
export function GuardianAccountForm(props: GuardianAccountFormProps) {
  const { token, email, studentName, signInHref, onCreated } = props;
  const { t } = useTranslation('guardians');
  const headingId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ message: string; offersSignIn: boolean } | null>(null);
  const creation = useCreateGuardianAccount();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    const parsed = guardianAccountRequestSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const problems: Record<string, string> = {};
      for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
      const fieldErrors = pickFieldErrors(problems);
      // Only the token can be wrong beyond the fields: the link itself is not valid.
      if (Object.keys(fieldErrors).length === 0) {
        setFailure({ message: t('account.create.failed'), offersSignIn: false });
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setFailure(null);
    creation.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => {
        if (isAccountExists(error)) {
          setFailure({
            message: refusalMessage(error) ?? t('account.create.exists'),
            offersSignIn: true,
          });
          return;
        }
        const fieldErrors = pickFieldErrors(fieldProblemsOf(error));
        if (Object.keys(fieldErrors).length > 0) return setErrors(fieldErrors);
        setFailure({
          message: refusalMessage(error) ?? t('account.create.failed'),
          offersSignIn: false,
        });
      },
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} maw={440} w="100%" mx="auto">
      <Stack gap={4}>
        <Title order={2} size="h3" id={headingId}>
          {t('account.create.heading')}
        </Title>
        <Text c="dimmed">{t('account.create.intro', { studentName })}</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('account.create.email')}
            type="email"
            value={email}
            readOnly
            autoComplete="username"
          />
          <PasswordInput
            label={t('account.create.password')}
            description={t('account.create.passwordHint')}
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => change('password')(event.currentTarget.value)}
            error={errors.password}
            visibilityToggleButtonProps={{ 'aria-label': t('account.create.showCharacters') }}
            required
            withAsterisk={false}
          />
          <PasswordInput
            label={t('account.create.confirmPassword')}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => change('confirmPassword')(event.currentTarget.value)}
            error={errors.confirmPassword}
            visibilityToggleButtonProps={{ 'aria-label': t('account.create.showCharacters') }}
            required
            withAsterisk={false}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
              <Text size="sm">
                {failure.message}
                {failure.offersSignIn && (
                  <>
                    {' '}
                    <Anchor component={Link} to={signInHref} size="sm" fw={600} underline="always">
                      {t('account.create.signIn')}
                    </Anchor>
                  </>
                )}
              </Text>
            </Alert>
          )}
          <Button type="submit" size="md" loading={creation.isPending}>
            {t('account.create.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** After a consent by someone who has an account: sign in, then the student is linked. */
export function SignInToLink({
  studentName,
  signInHref,
}: {
  studentName: string;
  signInHref: string;
}) {
  const { t } = useTranslation('guardians');
  const headingId = useId();
  return (
    <Stack gap="sm" align="center" ta="center" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('account.signIn.heading', { studentName })}
      </Title>
      <Text>{t('account.signIn.message', { studentName })}</Text>
      <Button component={Link} to={signInHref} size="md">
        {t('account.signIn.button')}
      </Button>
    </Stack>
  );
}
