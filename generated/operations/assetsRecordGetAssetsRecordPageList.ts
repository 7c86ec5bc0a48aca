// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const assetsRecordGetAssetsRecordPageList = { id: 'assetsRecordGetAssetsRecordPageList', host: 'base', method: 'post', path: '/api/idcm/assets/AssetsRecord/GetAssetsRecordPageList' } as const;
