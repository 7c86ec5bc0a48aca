// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const myIDCMApiAddApiKey = { id: 'myIDCMApiAddApiKey', host: 'base', method: 'post', path: '/api/idcm/customer/MyIDCMApi/AddApiKey' } as const;
