// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const securityCommitUnavailableSecurityItem = { id: 'securityCommitUnavailableSecurityItem', host: 'base', method: 'post', path: '/api/idcm/customer/Security/CommitUnavailableSecurityItem' } as const;
