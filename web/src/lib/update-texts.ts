// A study path update's title and description in the reader's language (issue 27). The server
// stores each update's English sentence (the consultants' audit of what the student saw, and the
// older rows hold nothing else); the statuses namespace's `updates` has each sentence's English
// template beside its translations. An update whose English matches a template reads as that
// template in the current language, its values translated where they are names the portal owns
// (a status, a package, a document category, a status's next steps); anything else (a program's
// title, a file name, a consultant's note or reason) reads as stored.
import {
  applicationStatuses,
  applicationStatusLabels,
  packageTiers,
  type ApplicationStatus,
  type PackageTier,
} from '@studypath/domain/applications';
import { documentCategories, documentCategoryLabels } from '@studypath/domain/documents';
import { packageDefinitions } from '@studypath/domain/payments';
import checklistEn from '../../../locales/en/checklist.json';
import statusesEn from '../../../locales/en/statuses.json';
import { i18n } from './i18n.ts';

type UpdateKey = keyof (typeof statusesEn)['updates'] extends infer Key
  ? Key extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : Key
  : never;
type Values = Record<string, string | number>;

/** Each English template as a pattern with its placeholders as named groups. */
function patternOf(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{\\?\{(\w+)\\?\}\\?\}/g, '(?<$1>.+?)')}$`, 's');
}

const templates = Object.entries(statusesEn.updates).map(([key, template]) => ({
  key: key.replace(/_(one|other)$/, '') as UpdateKey,
  pattern: patternOf(template),
}));

const inverse = <Code extends string>(codes: readonly Code[], label: (code: Code) => string) =>
  new Map(codes.map((code) => [label(code), code]));

const statusOfLabel = inverse(applicationStatuses, (status) => applicationStatusLabels[status]);
const tierOfName = inverse(packageTiers, (tier) => packageDefinitions[tier].name);
const categoryOfLabel = inverse(documentCategories, (category) => documentCategoryLabels[category]);
const statusOfNextSteps = inverse(applicationStatuses, (status) => statusesEn.nextSteps[status]);
const checklistItemOfTitle = new Map(
  Object.entries(checklistEn.items).map(([id, item]) => [item.title, id]),
);

const statusesT = () => i18n.getFixedT(null, 'statuses');

/** A value named by the portal, in the reader's language; anything else as stored. */
function translateValue(name: string, value: string): string | number {
  if (name === 'status') {
    const status = statusOfLabel.get(value);
    return status ? statusesT()(`labels.${status}`) : value;
  }
  if (name === 'package' || name === 'from' || name === 'to') {
    const tier: PackageTier | undefined = tierOfName.get(value);
    return tier ? i18n.t(`${tier}.name`, { ns: 'packages' }) : value;
  }
  if (name === 'category') {
    const category = categoryOfLabel.get(value);
    return category ? i18n.t(`categories.${category}`, { ns: 'documents' }) : value;
  }
  if (name === 'item') {
    // A rule's checklist item by its English title; a consultant's own item reads as written. The
    // checklist namespace loads with the path's page; elsewhere the English title stands.
    const id = checklistItemOfTitle.get(value);
    return id ? i18n.t(`items.${id}.title`, { ns: 'checklist', defaultValue: value }) : value;
  }
  if (name === 'count' || name === 'answered' || name === 'total') return Number(value);
  return value;
}

/** The stored English sentence of an update in the reader's language, or as stored. */
export function updateText(stored: string): string {
  const nextStepsOf: ApplicationStatus | undefined = statusOfNextSteps.get(stored);
  if (nextStepsOf) return statusesT()(`nextSteps.${nextStepsOf}`);
  for (const { key, pattern } of templates) {
    const match = pattern.exec(stored);
    if (!match) continue;
    const values: Values = {};
    for (const [name, value] of Object.entries(match.groups ?? {})) {
      values[name] = translateValue(name, value);
    }
    // "1 question" / "3 questions": the count picks the plural form.
    return statusesT()(`updates.${key}`, values);
  }
  return stored;
}
