import { BASE_POLICY, DIRECTIVES, FALLBACK, isSourceExpression, type Directive } from './cspBasePolicy.ts';
import type { PolicyInputs } from './policyInputs.ts';
import type { ScopedPolicy } from './scopedPolicies.ts';
import { thirdParties } from './thirdParties.ts';

/** The directives with every third party's sources merged in, deduplicated, in a stable order. */
export function cspDirectives(inputs: PolicyInputs, scope?: ScopedPolicy): Record<Directive, string[]> {
  const policy = Object.fromEntries(Object.entries(BASE_POLICY).map(([k, v]) => [k, [...v]])) as Record<Directive, string[]>;
  const parties = [...thirdParties(inputs), ...(scope ? [{ name: scope.why, purpose: scope.why, sources: scope.sources }] : [])];
  for (const party of parties) {
    for (const [directive, sources] of Object.entries(party.sources) as [Directive, string[]][]) {
      if (!DIRECTIVES.includes(directive)) throw new Error(`${party.name} asks for the directive \`${directive}\`, which is not one the policy writes (${DIRECTIVES.join(', ')}).`);
      for (const source of sources) if (!policy[directive].includes(source)) policy[directive].push(source);
    }
  }
  if (policy['frame-src'].length === 0) policy['frame-src'].push("'none'");
  for (const [directive, sources] of Object.entries(policy)) {
    for (const source of sources) {
      if (!isSourceExpression(source))
        throw new Error(
          `The Content-Security-Policy's \`${directive}\` got the source \`${source}\`, which is not a keyword, a scheme or an https:// host: it could change the policy. Fix the third party or content address that gives it.`,
        );
    }
  }
  return policy;
}

/** The reporting group name the CSP's `report-to` names and `Reporting-Endpoints` defines. */
export const REPORT_GROUP = 'csp';

const sameSources = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((source) => b.includes(source));

/** The Content-Security-Policy value; a directive equal to its fallback is left out (same policy, fewer bytes). */
export function contentSecurityPolicy(inputs: PolicyInputs, scope?: ScopedPolicy): string {
  const policy = cspDirectives(inputs, scope);
  const directives = (Object.entries(policy) as [Directive, string[]][])
    .filter(([name, sources]) => !(FALLBACK[name] && sameSources(sources, policy[FALLBACK[name]])))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`);
  const reporting = inputs.reportEndpoint ? [`report-uri ${inputs.reportEndpoint}`, `report-to ${REPORT_GROUP}`] : [];
  return [...directives, 'upgrade-insecure-requests', ...reporting].join('; ');
}
