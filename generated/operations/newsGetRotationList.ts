// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const newsGetRotationList = { id: 'newsGetRotationList', host: 'base', method: 'get', path: '/api/idcm/foundation/app/News/GetRotationList' } as const;
