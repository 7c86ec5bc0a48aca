// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const commonSettingGetFooterLinks = { id: 'commonSettingGetFooterLinks', host: 'base', method: 'get', path: '/api/idcm/foundation/app/CommonSetting/GetFooterLinks' } as const;
