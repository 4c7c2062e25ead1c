// The official pages each rule rests on, with the day someone last read them. When a page is
// read again, update its checkedOn (and the rules, if the page changed) and bump
// checklistRulesVersion.
export interface RuleSource {
  url: string;
  /** YYYY-MM-DD: the day the page was last read and the rule checked against it. */
  checkedOn: string;
}

const CHECKED_ON = '2026-11-26';
const ircc = (path: string): RuleSource => ({
  url: `https://www.canada.ca/en/immigration-refugees-citizenship/${path}`,
  checkedOn: CHECKED_ON,
});
const quebec = (path: string): RuleSource => ({
  url: `https://www.quebec.ca/en/education/study-quebec/${path}`,
  checkedOn: CHECKED_ON,
});

export const checklistSources = {
  /** IRCC, "Get your documents ready" (study permit). */
  getDocuments: ircc('services/study-canada/study-permit/get-documents.html'),
  /** IRCC, "Proof of financial support": the living cost table outside Quebec. */
  financialSupport: ircc('services/study-canada/study-permit/get-documents/financial-support.html'),
  /** IRCC, "Apply for a study permit": the CAD 150 fee and the digital photo. */
  apply: ircc('services/study-canada/study-permit/apply.html'),
  /** IRCC, "Biometrics": ages 14 to 79, CAD 85. */
  biometrics: ircc('campaigns/biometrics.html'),
  /** IRCC, "Provincial attestation letter". */
  pal: ircc('services/study-canada/study-permit/get-documents/provincial-attestation-letter.html'),
  /** IRCC, "Minor children studying in Canada": ages of majority, custodian, IMM 5646. */
  minorChildren: ircc('services/study-canada/study-permit/prepare/minor-children.html'),
  /** IRCC, "Medical exam requirements for temporary residents". */
  medicalExam: ircc(
    'services/application/medical-police/medical-exams/requirements-temporary-residents.html',
  ),
  /** Quebec (MIFI), "Required authorizations": the CAQ for studies over six months. */
  quebecAuthorizations: quebec('obtaining-authorizations/authorizations'),
  /** Quebec (MIFI), "Costs of studies": Quebec's own living cost amounts. */
  quebecCosts: quebec('required-conditions/costs-studies'),
  /** Quebec (MIFI), "Documents to submit for a minor child" (aged 16 or under). */
  quebecMinorChildren: quebec('documents/children'),
} as const satisfies Record<string, RuleSource>;
