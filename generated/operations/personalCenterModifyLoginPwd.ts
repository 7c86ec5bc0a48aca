// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterModifyLoginPwd = { id: 'personalCenterModifyLoginPwd', host: 'base', method: 'post', path: '/api/idcm/customer/PersonalCenter/ModifyLoginPwd' } as const;
