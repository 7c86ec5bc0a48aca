// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const facilitaPayGetDocumentLabels = { id: 'facilitaPayGetDocumentLabels', host: 'base', method: 'get', path: '/api/idcm/payment/FacilitaPay/GetDocumentLabels' } as const;
