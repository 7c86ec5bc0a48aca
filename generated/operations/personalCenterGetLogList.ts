// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterGetLogList = { id: 'personalCenterGetLogList', host: 'base', method: 'post', path: '/api/idcm/customer/PersonalCenter/GetLogList' } as const;
