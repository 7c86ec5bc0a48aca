// Generated from schema/openapi/base.yaml by `npm run generate`. Do not edit by hand.

export const transferAddTransfer = { id: 'transferAddTransfer', host: 'base', method: 'post', path: '/api/idcm/assets/Transfer/AddTransfer' } as const;
