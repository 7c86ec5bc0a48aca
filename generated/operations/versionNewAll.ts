// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const versionNewAll = { id: 'versionNewAll', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Version/NewAll' } as const;
