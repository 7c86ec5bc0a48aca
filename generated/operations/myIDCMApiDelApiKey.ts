// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const myIDCMApiDelApiKey = { id: 'myIDCMApiDelApiKey', host: 'base', method: 'post', path: '/api/idcm/customer/MyIDCMApi/DelApiKey' } as const;
