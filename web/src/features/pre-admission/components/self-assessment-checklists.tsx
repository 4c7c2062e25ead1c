import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checklistKeys } from '../lib/resources.ts';
import { ResourceCard } from './resource-card.tsx';
import { ResourceSection } from './resource-section.tsx';

/** The self-assessment checklists: names only until they are built. */
export function SelfAssessmentChecklists() {
  const { t } = useTranslation('preAdmission');
  return (
    <ResourceSection title={t('checklists.title')}>
      {checklistKeys.map((key) => (
        <ResourceCard
          key={key}
          name={t(`checklists.items.${key}`)}
          icon={<IconChecklist size={20} />}
        />
      ))}
    </ResourceSection>
  );
}
