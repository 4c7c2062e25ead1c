import { Button } from '@mantine/core';
import { IconBuildingBridge, IconCpu, IconFlask, IconMathFunction } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.tsx';
import { readinessTestKeys, type ReadinessTestKey } from '../lib/resources.ts';
import { ResourceCard } from './resource-card.tsx';
import { ResourceSection } from './resource-section.tsx';

const icons: Record<ReadinessTestKey, ReactNode> = {
  science: <IconFlask size={20} />,
  technology: <IconCpu size={20} />,
  engineering: <IconBuildingBridge size={20} />,
  mathematics: <IconMathFunction size={20} />,
};

/**
 * The STEM readiness tests. Choosing one shows the toast 'Coming Soon!' for 5 s (spec part 2 §8,
 * §9): the toasts' default duration.
 */
export function StemReadinessTests() {
  const { t } = useTranslation('preAdmission');
  return (
    <ResourceSection title={t('tests.title')}>
      {readinessTestKeys.map((key) => {
        const name = t(`tests.items.${key}`);
        return (
          <ResourceCard
            key={key}
            name={name}
            icon={icons[key]}
            action={
              <Button
                variant="light"
                fullWidth
                aria-label={t('tests.startLabel', { name })}
                onClick={() => showToast({ title: t('toast.title'), message: name })}
              >
                {t('tests.start')}
              </Button>
            }
          />
        );
      })}
    </ResourceSection>
  );
}
