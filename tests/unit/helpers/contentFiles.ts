/** The content files the tests edit on a copy of the site (paths from the project root), by what they hold. */
export const SITE = 'content/site.yaml';
export const PILLARS = 'content/pillars.yaml';
export const SOLUTIONS = 'content/pages/solutions.yaml';
export const PARTNERS = 'content/pages/partnerships.yaml';
export const GOVERNANCE_PAGE = 'content/pages/proof-of-governance.yaml';
export const NEWSLETTER = 'content/resources/newsletter.yaml';
export const TALKS = 'content/resources/talks.yaml';
export const GPU_PRICES = 'content/pricing/gpu-infrastructure.yaml';
