import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** The firm's phone, email and Toronto address, shared by the landing and legal pages. */
export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="address" style={{ fontStyle: 'normal' }}>
      <ContactLine icon={<IconPhone size={18} />} label={t('contact.phoneLabel')}>
        <Anchor href={t('contact.phoneHref')}>{t('contact.phone')}</Anchor>
      </ContactLine>
      <ContactLine icon={<IconMail size={18} />} label={t('contact.emailLabel')}>
        <Anchor href={`mailto:${t('contact.email')}`}>{t('contact.email')}</Anchor>
      </ContactLine>
      <ContactLine icon={<IconMapPin size={18} />} label={t('contact.addressLabel')}>
        <Text>{t('contact.addressLine1')}</Text>
        <Text>{t('contact.addressLine2')}</Text>
      </ContactLine>
    </Stack>
  );
}
