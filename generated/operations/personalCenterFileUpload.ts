// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const personalCenterFileUpload = { id: 'personalCenterFileUpload', host: 'base', method: 'post', path: '/api/idcm/customer/PersonalCenter/FileUpload' } as const;
