// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const facilitaPayUploadDocuments = { id: 'facilitaPayUploadDocuments', host: 'base', method: 'post', path: '/api/idcm/payment/FacilitaPay/UploadDocuments' } as const;
