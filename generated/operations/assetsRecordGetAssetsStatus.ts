// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const assetsRecordGetAssetsStatus = { id: 'assetsRecordGetAssetsStatus', host: 'base', method: 'get', path: '/api/idcm/assets/AssetsRecord/GetAssetsStatus' } as const;
