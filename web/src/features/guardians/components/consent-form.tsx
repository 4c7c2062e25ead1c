import { Alert, Button, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import {
  consentDecisionRequestSchema,
  fillConsentText,
  guardianConsentTexts,
  type ConsentDecisionResponse,
  type ConsentInvitationView,
} from '@studypath/domain/guardians';
import { guardianRelations } from '@studypath/domain/profile';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldProblemsOf } from '../../../lib/parse-api-error.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { useSubmitConsentDecision } from '../api/submit-consent-decision.ts';
import {
  consentLinkRefusalOf,
  isConsentTextChanged,
  type ConsentLinkRefusal,
} from '../lib/consent-refusals.ts';

/** What the guardian fills in; the link's token and the text's version come from the page. */
interface DecisionValues {
  guardianName: string;
  relationship: string;
  decision: string;
}

const decisionFields = ['guardianName', 'relationship', 'decision'] as const;

/** The problems of the guardian's own fields: the schema's words, as the server would say them. */
function onlyDecisionFields(problems: Readonly<Record<string, ReactNode>>): FormErrors {
  const found: FormErrors = {};
  for (const field of decisionFields) {
    if (problems[field]) found[field] = problems[field];
  }
  return found;
}

export interface ConsentFormProps {
  token: string;
  view: ConsentInvitationView;
  /** Reads the link's view again (the text changed since it was shown); true once read. */
  onReload: () => Promise<boolean>;
  isReloading: boolean;
  onDecided: (result: ConsentDecisionResponse) => void;
  /** The link stopped being usable while the page was open (used elsewhere, expired). */
  onLinkRefused: (refusal: ConsentLinkRefusal) => void;
}

/**
 * The consent text with the student's name, then the guardian's typed name (their signature),
 * relationship and an explicit choice, none made for them. The decision names the text version
 * the page showed, so a changed text is read again before anyone decides on it.
 */
export function ConsentForm(props: ConsentFormProps) {
  const { token, view, onReload, isReloading, onDecided, onLinkRefused } = props;
  const { t } = useTranslation(['guardians', 'refusals']);
  const text = fillConsentText(guardianConsentTexts[view.language], view.studentName);
  const [isTextChanged, setTextChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submission = useSubmitConsentDecision();
  const form = useForm<DecisionValues>({
    initialValues: {
      guardianName: view.suggestedGuardianName ?? '',
      relationship: view.suggestedRelationship ?? '',
      decision: '',
    },
    // Made here, not beside the module's imports: a page that only imports this feature's
    // index (the student's screens) then runs nothing of the form's.
    validate: (values) =>
      onlyDecisionFields(
        schemaResolver(consentDecisionRequestSchema, { sync: true })({
          ...values,
          token,
          textVersion: view.textVersion,
        }),
      ),
  });

  const submit = form.onSubmit((values) => {
    const request = consentDecisionRequestSchema.safeParse({
      ...values,
      token,
      textVersion: view.textVersion,
    });
    setTextChanged(false);
    // The fields passed validation: only the link or the text's version can be wrong here.
    if (!request.success) return setFailure(t('consentPage.form.submitFailed'));
    setFailure(null);
    submission.mutate(request.data, {
      onSuccess: onDecided,
      onError: (error) => {
        const linkRefusal = consentLinkRefusalOf(error);
        if (linkRefusal) return onLinkRefused(linkRefusal);
        if (isConsentTextChanged(error)) return setTextChanged(true);
        const fieldProblems = onlyDecisionFields(fieldProblemsOf(error));
        if (Object.keys(fieldProblems).length > 0) return form.setErrors(fieldProblems);
        setFailure(refusalMessage(error) ?? t('consentPage.form.submitFailed'));
      },
    });
  });

  const reload = () => {
    void onReload().then((isReloaded) => {
      if (isReloaded) setTextChanged(false);
    });
  };

  return (
    <Stack gap="lg">
      {/* A record written per language in the domain, not a locale text (decision 037). */}
      <Stack gap="sm" data-record="consent-text">
        <Title order={1} size="h2">
          {text.title}
        </Title>
        {text.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('consentPage.form.guardianName')}
            description={t('consentPage.form.guardianNameHint')}
            autoComplete="name"
            required
            withAsterisk={false}
            {...form.getInputProps('guardianName')}
          />
          <Select
            label={t('consentPage.form.relationship')}
            placeholder={t('consentPage.form.relationshipPlaceholder')}
            data={guardianRelations.map((value) => ({
              value,
              label: t(`relationships.${value}`),
            }))}
            allowDeselect={false}
            required
            withAsterisk={false}
            // The form keeps '' for "not chosen"; the Select says it with null.
            value={form.getValues().relationship || null}
            onChange={(value: string | null) => form.setFieldValue('relationship', value ?? '')}
            error={form.errors.relationship}
          />
          <Radio.Group
            label={t('consentPage.form.decision')}
            required
            withAsterisk={false}
            {...form.getInputProps('decision')}
          >
            <Stack gap="sm" mt="xs">
              <Radio
                value="consent"
                label={t('consentPage.form.consent')}
                description={text.consentStatement}
              />
              <Radio value="refuse" label={t('consentPage.form.refuse')} />
            </Stack>
          </Radio.Group>
          {isTextChanged && (
            <Alert color="orange" variant="light" role="alert" icon={<IconRefresh size={18} />}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('guardian.consent_text_changed', { ns: 'refusals' })}</Text>
                <Button
                  size="xs"
                  variant="white"
                  color="orange"
                  loading={isReloading}
                  onClick={reload}
                >
                  {t('consentPage.textChanged.reload')}
                </Button>
              </Stack>
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
              {failure}
            </Alert>
          )}
          <Button type="submit" size="md" loading={submission.isPending}>
            {t('consentPage.form.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
