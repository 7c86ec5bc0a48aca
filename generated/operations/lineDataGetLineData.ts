// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const lineDataGetLineData = { id: 'lineDataGetLineData', host: 'base', method: 'post', path: '/api/idcm/market/LineData/GetLineData' } as const;
