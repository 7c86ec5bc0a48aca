// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const securityGetServerDate = { id: 'securityGetServerDate', host: 'base', method: 'get', path: '/api/idcm/customer/Security/GetServerDate' } as const;
