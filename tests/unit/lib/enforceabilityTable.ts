/**
 * Policy sentences with the reading a careful human reviewer gives them under the governance
 * page's rules: the verdict, the words of each element (a part of them, or null
 * when the element is missing) and the vague phrases. Written before looking at the analyser's
 * output; shared by the unit test and by the comparison script in scripts/.
 * Sources: the pages' examples, the articles' before/after pairs, and our own
 * sentences in other shapes (passive, trailing conditions, schedules, deadlines without a trigger,
 * lists, several sentences, odd punctuation).
 */
export interface TableRow {
  text: string;
  /** How many sentences the text holds (1 when omitted); the fields below describe the first. */
  sentences?: number;
  enforceable: boolean;
  condition: string | null;
  outcome: string | null;
  party: string | null;
  vague: string[];
}

export const TABLE: TableRow[] = [
  // The pages' worked examples and hero previews.
  { text: 'Access to production systems should be reviewed as needed.', enforceable: false, condition: null, outcome: 'reviewed', party: null, vague: ['should', 'as needed'] },
  {
    text: "When an employee changes role or leaves the organisation, the system owner must revoke that employee's access to production systems within one business day.",
    enforceable: true,
    condition: 'an employee changes role',
    outcome: 'revoke',
    party: 'the system owner',
    vague: [],
  },
  {
    text: 'Models may be retrained when appropriate to maintain sufficient accuracy.',
    enforceable: false,
    condition: null,
    outcome: 'retrained',
    party: null,
    vague: ['may', 'when appropriate', 'sufficient'],
  },
  {
    text: "When a production model's measured accuracy falls below the threshold approved in its model card, the model owner is to submit a retraining request to the model risk committee within five business days.",
    enforceable: true,
    condition: 'accuracy falls below',
    outcome: 'submit a retraining request',
    party: 'the model owner',
    vague: [],
  },
  { text: "If applicable, vendors' AI tools can be assessed before use.", enforceable: false, condition: 'before use', outcome: 'assessed', party: null, vague: ['if applicable', 'can'] },
  {
    text: 'Before a third-party AI tool processes customer data, the procurement lead will file a completed vendor risk assessment in the contract register.',
    enforceable: true,
    condition: 'third-party AI tool processes customer data',
    outcome: 'file a completed vendor risk assessment',
    party: 'the procurement lead',
    vague: [],
  },
  {
    text: 'When an employee leaves the organisation, the system owner must revoke their production access within one business day.',
    enforceable: true,
    condition: 'an employee leaves',
    outcome: 'revoke their production access',
    party: 'the system owner',
    vague: [],
  },
  // The articles' before/after pairs and quotations.
  { text: 'Backups should be tested periodically.', enforceable: false, condition: null, outcome: 'tested', party: null, vague: ['should'] },
  {
    text: 'The infrastructure operations lead must test restoration from backup for each production database every quarter and must record the result in the change management system.',
    enforceable: true,
    condition: 'every quarter',
    outcome: 'test restoration from backup',
    party: 'infrastructure operations lead',
    vague: [],
  },
  { text: 'Sensitive data may be shared with third parties if necessary.', enforceable: false, condition: null, outcome: 'shared with third parties', party: null, vague: ['may', 'if necessary'] },
  { text: 'Staff will receive sufficient training on AI use.', enforceable: false, condition: null, outcome: 'receive', party: null, vague: ['sufficient'] },
  {
    text: 'Every employee with access to an approved AI platform must complete the AI acceptable-use course within 30 days of being granted access, and annually thereafter.',
    enforceable: false,
    condition: 'annually',
    outcome: 'complete the AI acceptable-use course',
    party: null,
    vague: [],
  },
  { text: 'Exceptions can be granted when appropriate.', enforceable: false, condition: null, outcome: 'granted', party: null, vague: ['can', 'when appropriate'] },
  { text: 'Access should be reviewed when appropriate.', enforceable: false, condition: null, outcome: 'reviewed', party: null, vague: ['should', 'when appropriate'] },
  { text: 'User access should be reviewed periodically by appropriate personnel.', enforceable: false, condition: null, outcome: 'reviewed', party: null, vague: ['should'] },
  {
    text: 'The system owner recorded in the asset register must review all privileged access to the system every 90 days and must record the review in the identity platform.',
    enforceable: true,
    condition: 'every 90 days',
    outcome: 'review all privileged access',
    party: 'The system owner',
    vague: [],
  },
  { text: 'Access will be reviewed.', enforceable: false, condition: null, outcome: 'reviewed', party: null, vague: [] },
  { text: 'The data governance committee meets quarterly.', enforceable: false, condition: 'quarterly', outcome: 'meets', party: 'The data governance committee', vague: [] },
  { text: 'The organisation is committed to the responsible use of data.', enforceable: false, condition: null, outcome: null, party: null, vague: [] },
  {
    text: 'Data classified as confidential is to be shared with a third party only when a data-sharing agreement approved by the privacy officer is recorded in the contract register.',
    enforceable: false,
    condition: 'a data-sharing agreement approved by the privacy officer',
    outcome: 'shared with a third party',
    party: null,
    vague: [],
  },
  // Passive voice with an agent.
  {
    text: 'Changes to production must be approved by the change advisory board before deployment.',
    enforceable: true,
    condition: 'before deployment',
    outcome: 'approved',
    party: 'the change advisory board',
    vague: [],
  },
  {
    text: 'Each quarter, the access control policy is to be reviewed by the information security officer.',
    enforceable: true,
    condition: 'Each quarter',
    outcome: 'reviewed',
    party: 'the information security officer',
    vague: [],
  },
  { text: 'Firewall rule changes must be approved by the network manager.', enforceable: false, condition: null, outcome: 'approved', party: 'the network manager', vague: [] },
  // A condition at the end.
  {
    text: 'The model owner must submit a retraining request within five business days when accuracy falls below 92%.',
    enforceable: true,
    condition: 'when accuracy falls below 92%',
    outcome: 'submit a retraining request within five business days',
    party: 'The model owner',
    vague: [],
  },
  {
    text: 'The security operations team will isolate the affected host if malware is detected.',
    enforceable: true,
    condition: 'if malware is detected',
    outcome: 'isolate the affected host',
    party: 'The security operations team',
    vague: [],
  },
  {
    text: 'The release manager must obtain sign-off from the product owner before a release reaches production.',
    enforceable: true,
    condition: 'before a release reaches production',
    outcome: 'obtain sign-off',
    party: 'The release manager',
    vague: [],
  },
  // Schedules.
  {
    text: 'The finance team must reconcile the general ledger at the end of each quarter.',
    enforceable: true,
    condition: 'at the end of each quarter',
    outcome: 'reconcile the general ledger',
    party: 'The finance team',
    vague: [],
  },
  {
    text: 'Annually, the audit committee shall approve the internal audit plan.',
    enforceable: true,
    condition: 'Annually',
    outcome: 'approve the internal audit plan',
    party: 'the audit committee',
    vague: [],
  },
  {
    text: 'Every month, the data steward is required to publish the data quality report.',
    enforceable: true,
    condition: 'Every month',
    outcome: 'publish the data quality report',
    party: 'the data steward',
    vague: [],
  },
  {
    text: 'The head of IT must test the disaster recovery plan twice a year.',
    enforceable: true,
    condition: 'twice a year',
    outcome: 'test the disaster recovery plan',
    party: 'The head of IT',
    vague: [],
  },
  // A deadline but no condition.
  {
    text: 'The data protection officer must report breaches within 72 hours.',
    enforceable: false,
    condition: null,
    outcome: 'report breaches within 72 hours',
    party: 'The data protection officer',
    vague: [],
  },
  { text: 'The CISO will publish the risk register by 31 March.', enforceable: false, condition: null, outcome: 'publish the risk register', party: 'The CISO', vague: [] },
  // Not a role.
  { text: 'All staff must complete security awareness training every year.', enforceable: false, condition: 'every year', outcome: 'complete security awareness training', party: null, vague: [] },
  {
    text: 'When a phishing email is received, employees must report it to the service desk within one hour.',
    enforceable: false,
    condition: 'a phishing email is received',
    outcome: 'report it to the service desk',
    party: null,
    vague: [],
  },
  { text: 'Everyone should lock their screen when leaving their desk.', enforceable: false, condition: 'when leaving their desk', outcome: 'lock their screen', party: null, vague: ['should'] },
  { text: 'Jane Smith must approve every vendor contract before signature.', enforceable: false, condition: 'before signature', outcome: 'approve every vendor contract', party: null, vague: [] },
  // Vague words, with their look-alikes that are not flagged.
  {
    text: 'In May, the compliance officer must file the annual return with the regulator once the accounts are signed.',
    enforceable: true,
    condition: 'once the accounts are signed',
    outcome: 'file the annual return',
    party: 'the compliance officer',
    vague: [],
  },
  {
    text: 'When a trash can in the data hall is full, the facilities manager must empty it within one hour.',
    enforceable: true,
    condition: 'a trash can in the data hall is full',
    outcome: 'empty it within one hour',
    party: 'the facilities manager',
    vague: [],
  },
  { text: 'If a breach occurs, the CISO could inform the board.', enforceable: false, condition: 'a breach occurs', outcome: 'inform the board', party: 'the CISO', vague: ['could'] },
  {
    text: 'The IT manager MUST patch critical vulnerabilities WHEN APPROPRIATE.',
    enforceable: false,
    condition: null,
    outcome: 'patch critical vulnerabilities',
    party: 'The IT manager',
    vague: ['when appropriate'],
  },
  {
    text: 'Upon receipt of a subject access request, the privacy team must provide a sufficient response within one month.',
    enforceable: false,
    condition: 'receipt of a subject access request',
    outcome: 'provide a sufficient response',
    party: 'the privacy team',
    vague: ['sufficient'],
  },
  // No comma after the condition; `unless`; `in the event that`.
  {
    text: 'If a critical incident is declared the incident manager must notify the executive team within 30 minutes.',
    enforceable: true,
    condition: 'a critical incident is declared',
    outcome: 'notify the executive team',
    party: 'the incident manager',
    vague: [],
  },
  {
    text: 'Unless the risk committee grants an exception, the project lead must complete a privacy impact assessment before launch.',
    enforceable: true,
    condition: 'Unless the risk committee grants an exception',
    outcome: 'complete a privacy impact assessment',
    party: 'the project lead',
    vague: [],
  },
  {
    text: 'In the event that a supplier fails its annual audit, the vendor manager will suspend new orders within two business days.',
    enforceable: true,
    condition: 'a supplier fails its annual audit',
    outcome: 'suspend new orders',
    party: 'the vendor manager',
    vague: [],
  },
  // Odd punctuation and layout.
  {
    text: '  when a laptop is reported lost,the service desk team must wipe it remotely within 4 hours  ',
    enforceable: true,
    condition: 'a laptop is reported lost',
    outcome: 'wipe it remotely',
    party: 'the service desk team',
    vague: [],
  },
  {
    text: '“When a model is promoted to production, the model owner must register it in the model inventory.”',
    enforceable: true,
    condition: 'a model is promoted to production',
    outcome: 'register it in the model inventory',
    party: 'the model owner',
    vague: [],
  },
  {
    text: 'When a vendor is onboarded (e.g. a cloud provider), the procurement lead must record its risk tier.',
    enforceable: true,
    condition: 'a vendor is onboarded',
    outcome: 'record its risk tier',
    party: 'the procurement lead',
    vague: [],
  },
  // Several sentences, and lists.
  {
    text: 'Access should be reviewed as needed. When an employee leaves, the system owner must revoke access within one day.',
    sentences: 2,
    enforceable: false,
    condition: null,
    outcome: 'reviewed',
    party: null,
    vague: ['should', 'as needed'],
  },
  {
    text: 'The backup administrator must:\n- test a restore of each critical system every month\n- keep the results for seven years',
    sentences: 2,
    enforceable: true,
    condition: 'every month',
    outcome: 'test a restore',
    party: 'The backup administrator',
    vague: [],
  },
  {
    text: '1. The change manager must log every emergency change within 24 hours after it is made.\n2. Emergency changes may be approved retrospectively.',
    sentences: 2,
    enforceable: true,
    condition: 'after it is made',
    outcome: 'log every emergency change',
    party: 'The change manager',
    vague: [],
  },
  // No directing term at all.
  { text: 'The security officer reviews firewall logs weekly.', enforceable: false, condition: 'weekly', outcome: 'reviews firewall logs', party: 'The security officer', vague: [] },
];
