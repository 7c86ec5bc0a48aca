// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const settingGetKYCCountrySetting = { id: 'settingGetKYCCountrySetting', host: 'base', method: 'get', path: '/api/idcm/foundation/app/Setting/GetKYCCountrySetting' } as const;
