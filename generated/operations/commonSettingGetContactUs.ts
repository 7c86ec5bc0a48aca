// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const commonSettingGetContactUs = { id: 'commonSettingGetContactUs', host: 'base', method: 'get', path: '/api/idcm/foundation/app/CommonSetting/GetContactUs' } as const;
