// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const commonSettingGetProtocolLinks = { id: 'commonSettingGetProtocolLinks', host: 'base', method: 'get', path: '/api/idcm/foundation/app/CommonSetting/GetProtocolLinks' } as const;
