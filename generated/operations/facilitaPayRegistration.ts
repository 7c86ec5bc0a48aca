// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const facilitaPayRegistration = { id: 'facilitaPayRegistration', host: 'base', method: 'post', path: '/api/idcm/payment/FacilitaPay/Registration' } as const;
