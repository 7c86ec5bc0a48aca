// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const assetsRecordGetAssetsRecordDetail = { id: 'assetsRecordGetAssetsRecordDetail', host: 'base', method: 'post', path: '/api/idcm/assets/AssetsRecord/GetAssetsRecordDetail' } as const;
