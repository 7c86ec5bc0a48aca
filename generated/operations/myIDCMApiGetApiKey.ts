// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const myIDCMApiGetApiKey = { id: 'myIDCMApiGetApiKey', host: 'base', method: 'get', path: '/api/idcm/customer/MyIDCMApi/GetApiKey' } as const;
