// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const assetsRecordGetAssetsRecordType = { id: 'assetsRecordGetAssetsRecordType', host: 'base', method: 'get', path: '/api/idcm/assets/AssetsRecord/GetAssetsRecordType' } as const;
