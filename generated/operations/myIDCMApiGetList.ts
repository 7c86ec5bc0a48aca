// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const myIDCMApiGetList = { id: 'myIDCMApiGetList', host: 'base', method: 'post', path: '/api/idcm/customer/MyIDCMApi/GetList' } as const;
