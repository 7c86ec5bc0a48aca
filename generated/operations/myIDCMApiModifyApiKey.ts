// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const myIDCMApiModifyApiKey = { id: 'myIDCMApiModifyApiKey', host: 'base', method: 'post', path: '/api/idcm/customer/MyIDCMApi/ModifyApiKey' } as const;
