// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterModifyEmail = { id: 'personalCenterModifyEmail', host: 'base', method: 'post', path: '/api/idcm/customer/PersonalCenter/ModifyEmail' } as const;
