// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterModifyPhone = { id: 'personalCenterModifyPhone', host: 'base', method: 'post', path: '/api/idcm/customer/PersonalCenter/ModifyPhone' } as const;
