// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterSetOrderSecondConfirm = { id: 'personalCenterSetOrderSecondConfirm', host: 'base', method: 'get', path: '/api/idcm/customer/PersonalCenter/SetOrderSecondConfirm' } as const;
