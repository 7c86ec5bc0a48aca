// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const iEOOrderGetReserveRecordList = { id: 'iEOOrderGetReserveRecordList', host: 'base', method: 'post', path: '/api/idcm/Assets/IEOOrder/GetReserveRecordList' } as const;
