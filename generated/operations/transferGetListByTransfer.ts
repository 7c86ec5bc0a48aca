// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const transferGetListByTransfer = { id: 'transferGetListByTransfer', host: 'base', method: 'post', path: '/api/idcm/assets/Transfer/GetListByTransfer' } as const;
