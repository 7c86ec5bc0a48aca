// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const commonSettingGetFreindLinks = { id: 'commonSettingGetFreindLinks', host: 'base', method: 'get', path: '/api/idcm/foundation/app/CommonSetting/GetFreindLinks' } as const;
