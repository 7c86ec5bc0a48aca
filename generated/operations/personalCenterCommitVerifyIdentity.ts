// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterCommitVerifyIdentity = { id: 'personalCenterCommitVerifyIdentity', host: 'base', method: 'post', path: '/api/idcm/customer/PersonalCenter/CommitVerifyIdentity' } as const;
