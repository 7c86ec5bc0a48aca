// Generated from schema/openapi/futures.yaml by `npm run generate`. Do not edit by hand.

export const accountGetEnumType = { id: 'accountGetEnumType', host: 'futures', method: 'post', path: '/api/account/GetEnumType' } as const;
